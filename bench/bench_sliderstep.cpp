#include "ui/memorytimelinechart.h"
#include "ui/simulatorpanel.h"
#include "ui/tradeoffchart.h"

#include <QSlider>
#include <QTest>

using namespace Qt::StringLiterals;

// One spacing-slider step end to end, as the learner drags: the slider's value changes, the panel re-simulates,
// replaces the chart series and both chart views repaint (offscreen raster, like a real window's backing store),
// either the regions that changed, as on screen, or, as a worst case, every pixel of both views.
class BenchSliderStep final : public QObject
{
    Q_OBJECT
private slots:
    void sliderStep_data()
    {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("fullRepaint");
        for (const qint64 layers : {100'000LL, 1'000'000LL}) {
            for (const bool full : {false, true}) {
                const char *paint = full ? "full repaint" : "dirty regions";
                QTest::addRow("N=%lld uniform, %s", layers, paint) << layers << int(ScheduleKind::Uniform) << full;
                QTest::addRow("N=%lld pytorch, %s", layers, paint) << layers << int(ScheduleKind::PyTorch) << full;
                QTest::addRow("N=%lld optimal, %s", layers, paint) << layers << int(ScheduleKind::Optimal) << full;
            }
        }
    }

    void sliderStep()
    {
        QFETCH(qint64, layers);
        QFETCH(int, mode);
        QFETCH(bool, fullRepaint);
        SimulatorPanel panel;
        panel.resize(1000, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setLayers(layers);
        panel.setSchedule(ScheduleKind(mode));
        auto *slider = panel.findChild<QSlider *>(u"spacingSlider"_s);
        // Sweep the slider's middle range (k from about N^0.25 to N^0.75), one step per iteration.
        const int low = slider->maximum() / 4;
        const int high = 3 * slider->maximum() / 4;
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
