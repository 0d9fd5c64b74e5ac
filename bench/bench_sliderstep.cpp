// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/memorytimelinechart.h"
#include "ui/simulatorpanel.h"
#include "ui/tradeoffchart.h"

#include <QSlider>
#include <QTest>

using namespace Qt::StringLiterals;

// One slider step end to end, as the learner drags: the slider's value changes, the panel re-simulates (and, for the
// layers slider, recomputes the trade-off curves), replaces the chart series and the chart views repaint (offscreen
// raster, like a real window's backing store), either the regions that changed, as on screen, or, as a worst case,
// every pixel of the visible views. The parameter slider sweeps k (S, or the memory budget) from about N^0.25 to
// N^0.75; the layers slider sweeps N through the last 3% of its log range below N (so N stays near 10^5 or 10^6),
// either held down as in a drag (the trade-off charts wait for a pause) or not (every chart follows at once).
class BenchSliderStep final : public QObject
{
    Q_OBJECT
    enum Control { ParameterSlider, ParameterKeys, LayersDrag, LayersTyped };
private slots:
    void sliderStep_data()
    {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("fullRepaint");
        QTest::addColumn<int>("control");
        for (const qint64 layers : {100'000LL, 1'000'000LL}) {
            for (const int control : {ParameterSlider, ParameterKeys, LayersDrag, LayersTyped}) {
                for (const bool full : {false, true}) {
                    const char *paint = full ? "full repaint" : "dirty regions";
                    const char *which = control == ParameterSlider ? "k slider"
                                        : control == ParameterKeys ? "k arrow key"
                                        : control == LayersDrag    ? "N slider drag"
                                                                   : "N step, all charts";
                    QTest::addRow("N=%lld %s uniform, %s", layers, which, paint)
                        << layers << int(ScheduleKind::Uniform) << full << control;
                    QTest::addRow("N=%lld %s pytorch, %s", layers, which, paint)
                        << layers << int(ScheduleKind::PyTorch) << full << control;
                    QTest::addRow("N=%lld %s optimal, %s", layers, which, paint)
                        << layers << int(ScheduleKind::Optimal) << full << control;
                }
            }
        }
    }

    void sliderStep()
    {
        QFETCH(qint64, layers);
        QFETCH(int, mode);
        QFETCH(bool, fullRepaint);
        QFETCH(int, control);
        const bool layersSlider = control == LayersDrag || control == LayersTyped;
        SimulatorPanel panel;
        panel.resize(1000, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setLayers(layers);
        panel.setSchedule(ScheduleKind(mode));
        panel.goNearSqrt();
        auto *slider = panel.findChild<QSlider *>(layersSlider ? u"layersSlider"_s : u"parameterSlider"_s);
        // Held down, as the learner's drag holds it: the trade-off charts wait for a pause and the time axis stays.
        // Not held: every chart and the axis follow at once, as when N is typed or an arrow key moves k.
        slider->setSliderDown(control == LayersDrag || control == ParameterSlider);
        // One step per iteration over the chosen range.
        const int top = layersSlider ? slider->value() : slider->maximum();
        const int low = layersSlider ? top - slider->maximum() * 3 / 100 : top / 4;
        const int high = layersSlider ? top : 3 * top / 4;
        int value = low;
        // Warm up: layouts, first paints and font caches are not part of a step.
        for (int i = 0; i < 3; ++i) {
            slider->setValue(value++);
            QTest::qWait(1);
        }
        QBENCHMARK
        {
            slider->setValue(value);
            if (fullRepaint) {
                // Worst case: both views repaint every pixel.
                panel.timelineChart()->viewport()->repaint();
                if (panel.tradeoffChart()->isVisible())
                    panel.tradeoffChart()->viewport()->repaint();
            } else {
                // What a window on screen does: the scenes report what changed, the views repaint those regions.
                QCoreApplication::sendPostedEvents();
                QCoreApplication::sendPostedEvents();
            }
            value = value >= high ? low : value + 1;
        }
    }
};

QTEST_MAIN(BenchSliderStep)
#include "bench_sliderstep.moc"
