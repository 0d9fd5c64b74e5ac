// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/chain.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"
#include "core/simulator/unitchainmodel.h"
#include "ui/axistitlefitter.h"
#include "ui/budgetchart.h"
#include "ui/chartcrosshair.h"
#include "ui/memorytimelinechart.h"
#include "ui/niceaxis.h"
#include "ui/recomputeband.h"
#include "ui/tradeoffchart.h"
#include "ui/verdictcolours.h"

#include <QChart>
#include <QCheckBox>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QScreen>
#include <QTest>
#include <QValueAxis>
#include <QtMath>

using namespace Qt::StringLiterals;

class TestCharts final : public QObject
{
    Q_OBJECT
private slots:
    // Charts switch to the palette's colours: a dark theme gets a dark chart with light text, and back.
    void chartsFollowThePalette()
    {
        MemoryTimelineChart timeline;
        TradeoffChart tradeoff;
        BudgetChart budget;
        for (QChartView *view : {static_cast<QChartView *>(&timeline), static_cast<QChartView *>(&tradeoff),
                                 static_cast<QChartView *>(&budget)}) {
            QCOMPARE(view->focusPolicy(), Qt::NoFocus); // read, not a Tab stop
            QPalette dark;
            dark.setColor(QPalette::Base, QColor(0x2d, 0x2d, 0x2d));
            dark.setColor(QPalette::Window, QColor(0x35, 0x35, 0x35));
            dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
            dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
            view->setPalette(dark);
            QChart *chart = view->chart();
            QCOMPARE(chart->backgroundBrush().color(), dark.base().color());
            view->resize(600, 400);
            const QImage shot = view->grab().toImage();
            QCOMPARE(QColor(shot.pixel(300, 380)).name(), dark.base().color().name());
            QCOMPARE(chart->legend()->labelColor(), dark.text().color());
            for (QAbstractAxis *axis : chart->axes()) {
                QVERIFY2(VerdictColours::contrast(axis->titleBrush().color(), dark.base().color()) >= 3.0, // large text
                         qPrintable(axis->titleText()));
            }
            for (QAbstractSeries *series : chart->series()) {
                if (auto *xy = qobject_cast<QXYSeries *>(series);
                    xy && xy->isVisible() && xy->pen().style() != Qt::NoPen && !qobject_cast<QScatterSeries *>(xy))
                    QVERIFY2(VerdictColours::contrast(xy->pen().color(), dark.base().color()) >= 2.0,
                             qPrintable(series->name() + u' ' + xy->pen().color().name()));
            }
            QPalette light;
            view->setPalette(light);
            QCOMPARE(chart->backgroundBrush().color(), light.base().color());
            QCOMPARE(chart->legend()->labelColor(), light.text().color());
        }
    }

    // GTK's Adwaita dark theme, as Qt's gtk3 platform theme reads it (measured with Qt 6.4 on Debian 12; the test
    // does not need the plugin): every ink the timeline draws reads on its chart, and the zoom box is an ordinary
    // widget above the chart, not painted into it.
    void gtkDarkThemeReadsEveryInk()
    {
        QPalette gtkDark;
        for (const auto &[role, colour] :
             std::initializer_list<std::pair<QPalette::ColorRole, const char *>>{{QPalette::Window, "#323232"},
                                                                                 {QPalette::WindowText, "#f0f0f0"},
                                                                                 {QPalette::Base, "#242424"},
                                                                                 {QPalette::AlternateBase, "#2b2b2b"},
                                                                                 {QPalette::ToolTipBase, "#ffffdc"},
                                                                                 {QPalette::ToolTipText, "#000000"},
                                                                                 {QPalette::Text, "#f0f0f0"},
                                                                                 {QPalette::Button, "#323232"},
                                                                                 {QPalette::ButtonText, "#f0f0f0"},
                                                                                 {QPalette::Light, "#4b4b4b"},
                                                                                 {QPalette::Midlight, "#2a2a2a"},
                                                                                 {QPalette::Dark, "#212121"},
                                                                                 {QPalette::Mid, "#262626"},
                                                                                 {QPalette::Shadow, "#191919"}})
            gtkDark.setColor(role, QColor(QLatin1StringView(colour)));
        MemoryTimelineChart timeline;
        timeline.setPalette(gtkDark);
        timeline.resize(700, 300);
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        const Chain chain = Chain::units(100);
        SimulationSnapshot snapshot;
        Simulator::run(chain, ScheduleSetting::uniform(10), timeline.plotColumns(), 400.0, snapshot.figures,
                       snapshot.timeline);
        timeline.setScale(400.0, 100);
        timeline.setForwardEnd(100.0);
        timeline.setSnapshot(snapshot);
        timeline.setPlaybackCursor(150.0, true);
        timeline.showCrosshairAt(200.0);
        QCoreApplication::processEvents();

        const QColor chartBase = timeline.chart()->backgroundBrush().color();
        QCOMPARE(chartBase, gtkDark.base().color());
        QVERIFY(VerdictColours::contrast(timeline.peakSeries()->pointLabelsColor(), chartBase) >= 4.5);
        for (QAbstractAxis *axis : timeline.chart()->axes()) {
            QVERIFY(VerdictColours::contrast(axis->labelsColor(), chartBase) >= 4.5);
            QVERIFY(VerdictColours::contrast(axis->titleBrush().color(), chartBase) >= 4.5);
        }
        int lines = 0;
        for (QGraphicsItem *item : timeline.chart()->scene()->items()) {
            if (!item->isVisible())
                continue;
            if (auto *line = dynamic_cast<QGraphicsLineItem *>(item); line && line->parentItem() == timeline.chart()) {
                ++lines; // the cursor, the phase separator, the crosshair
                QVERIFY2(VerdictColours::contrast(line->pen().color(), chartBase) >= 3.0,
                         qPrintable(line->pen().color().name()));
            } else if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item)) {
                const auto *box = dynamic_cast<QGraphicsRectItem *>(text->parentItem());
                const QColor behind = box ? box->brush().color() : chartBase;
                QVERIFY2(VerdictColours::contrast(text->brush().color(), behind) >= 4.5, qPrintable(text->text()));
            }
        }
        QCOMPARE(lines, 3);
        QVERIFY(timeline.crosshair()->isVisible());

        QCheckBox *zoom = timeline.zoomBox();
        QVERIFY(zoom->isVisible());
        QVERIFY(!timeline.viewport()->isAncestorOf(zoom));
        QVERIFY(zoom->geometry().bottom() < timeline.viewport()->geometry().top());
    }

    // A vertical title longer than the plot is tall is broken into two lines at the space nearest its middle rather
    // than cut ("Saved activati…", GTK's dark theme at 1024 × 768), and joined again when the plot grows.
    void longAxisTitlesTakeTwoLines()
    {
        MemoryTimelineChart timeline;
        QFont large = timeline.font();
        large.setPointSize(16);
        timeline.setFont(large);
        timeline.resize(700, 220);
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        QValueAxis *memory = timeline.memoryAxis();
        const qreal plot = timeline.chart()->plotArea().height();
        QVERIFY(QFontMetricsF(memory->titleFont()).horizontalAdvance(u"Saved activations"_s) > plot - 4);
        QTRY_COMPARE(memory->titleText(), u"Saved<br>activations"_s);
        timeline.resize(700, 600);
        QTRY_COMPARE(memory->titleText(), u"Saved activations"_s);
        timeline.retranslate(); // sets the title again: still fitted
        QCOMPARE(memory->titleText(), u"Saved activations"_s);

        QCOMPARE(AxisTitleFitter::fitted(u"a <b> c"_s, large, 10), u"a<br>&lt;b&gt; c"_s);
        QCOMPARE(AxisTitleFitter::fitted(u"Zeit"_s, large, 10), u"Zeit"_s); // one word: nothing to break
    }

    // What the window shows is what a fresh drawing of the chart shows: the peak's label, drawn outside the plot when
    // the peak is at its top, leaves no stale copy behind when the peak moves (ux-2 F12: "Peak 100" stayed after a
    // sweep). The offscreen platform's screen grab reads the window's backing store, which keeps such leftovers.
    void movingPeakLeavesNoStaleLabel()
    {
        MemoryTimelineChart timeline;
        timeline.resize(600, 300);
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        const Chain chain = Chain::units(100);
        const auto show = [&](const ScheduleSetting &setting) {
            SimulationSnapshot snapshot;
            Simulator::run(chain, setting, timeline.plotColumns(), 400.0, snapshot.figures, snapshot.timeline);
            timeline.setSnapshot(snapshot);
            QCoreApplication::processEvents();
        };
        timeline.setScale(400.0, 100);
        timeline.setZoomed(true);
        for (const qint64 k : {1, 10, 3, 25, 7})
            show(ScheduleSetting::uniform(k)); // the zoomed axis follows the peak; its label jumps around
        QTest::qWait(50);
        const QImage onScreen
            = timeline.screen()->grabWindow(timeline.winId()).toImage().convertToFormat(QImage::Format_RGB32);
        const QImage fresh = timeline.grab().toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(onScreen.size(), fresh.size());
        QVERIFY(onScreen == fresh);
        QVERIFY(onScreen != QImage(onScreen.size(), onScreen.format()));    // the grab is a real picture
        QCOMPARE(timeline.peakSeries()->pointLabelsFormat(), u"Peak 20"_s); // k = 7: 14 checkpoints + 6
    }

    // The peak's label, the phase labels and the clipped store-all note never lie on one another, whatever the
    // schedule, setting and zoom (ux-2 F18: they did in a zoomed Revolve timeline).
    void labelsNeverOverlap()
    {
        MemoryTimelineChart timeline;
        timeline.resize(640, 260);
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        UnitChainModel model;
        model.setColumns(timeline.plotColumns());
        int checked = 0;
        for (const qint64 layers : {16LL, 100LL, 1000LL}) {
            for (const ScheduleKind kind : {ScheduleKind::Uniform, ScheduleKind::PyTorch, ScheduleKind::Optimal}) {
                for (const qint64 value : {2LL, 3LL, 5LL, 10LL, 19LL, 40LL}) {
                    for (const bool zoomed : {false, true}) {
                        model.setLayers(layers);
                        model.setSchedule(kind);
                        model.setControl(qMin(value, layers));
                        timeline.showModel(model);
                        timeline.setZoomed(zoomed);
                        QList<QRectF> rects{timeline.peakLabelRect()};
                        for (QGraphicsItem *item : timeline.chart()->childItems()) {
                            // The phase labels, and the boxes that hold a text (the clip note; the crosshair).
                            const bool box = dynamic_cast<QGraphicsRectItem *>(item) && !item->childItems().isEmpty()
                                             && dynamic_cast<QGraphicsSimpleTextItem *>(item->childItems().first());
                            if (item->isVisible() && (dynamic_cast<QGraphicsSimpleTextItem *>(item) || box))
                                rects.append(item->mapRectToParent(item->boundingRect()));
                        }
                        const QString where = u"N=%1 %2 %3 zoom %4"_s.arg(layers).arg(int(kind)).arg(value).arg(zoomed);
                        for (qsizetype i = 0; i < rects.size(); ++i) {
                            for (qsizetype j = i + 1; j < rects.size(); ++j)
                                QVERIFY2(!rects[i].intersects(rects[j]),
                                         qPrintable(where + QDebug::toString(rects[i]) + QDebug::toString(rects[j])));
                        }
                        ++checked;
                    }
                }
            }
        }
        QCOMPARE(checked, 108);
    }

    // At N = 10^6 and k = 1,000 the sawtooth has a thousand teeth in a few hundred pixels and is drawn as a band: a
    // note says so (ux-2 F18). At N = 100 every tooth is visible and there is no note.
    void fineSawtoothIsCalledAnEnvelope_data()
    {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<qint64>("spacing");
        QTest::addColumn<bool>("note");
        QTest::newRow("N = 10^6, k = 1,000") << 1'000'000LL << 1'000LL << true;
        QTest::newRow("N = 10^5, k = 316") << 100'000LL << 316LL << true;
        QTest::newRow("N = 100, k = 10") << 100LL << 10LL << false;
        QTest::newRow("N = 1,000, k = 500") << 1'000LL << 500LL << false; // one rerun: no teeth
    }
    void fineSawtoothIsCalledAnEnvelope()
    {
        QFETCH(qint64, layers);
        QFETCH(qint64, spacing);
        QFETCH(bool, note);
        MemoryTimelineChart timeline;
        timeline.resize(640, 260);
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        UnitChainModel model;
        model.setColumns(timeline.plotColumns());
        model.setLayers(layers);
        model.setControl(spacing);
        timeline.showModel(model);
        const QString text = u"Each tooth is narrower than a pixel: its envelope is drawn"_s;
        bool shown = false;
        for (QGraphicsItem *item : timeline.chart()->scene()->items()) {
            if (auto *label = dynamic_cast<QGraphicsSimpleTextItem *>(item); label && label->text() == text)
                shown = label->isVisible();
        }
        QCOMPARE(shown, note);
    }

    void init() { QLocale::setDefault(QLocale(QLocale::English)); }

    // Axes count things: integer steps >= 1, so "%.0f" labels are the ticks' exact values.
    void niceAxisIntegerSteps_data()
    {
        QTest::addColumn<double>("max");
        QTest::addColumn<int>("targetTicks");
        QTest::addColumn<double>("step");
        QTest::addColumn<double>("top");
        QTest::newRow("N = 1 memory (1.08)") << 1.08 << 4 << 1.0 << 2.0;                  // not 0, 1, 1, 1, 2
        QTest::newRow("N = 1 time (3)") << 3.0 << 5 << 1.0 << 3.0;                        // 0, 1, 2, 3
        QTest::newRow("N = 3 time (11)") << 11.0 << 5 << 5.0 << 15.0;                     // not 0, 3, 5, 8, 10, 13
        QTest::newRow("12: no 2.5 below 25") << 12.0 << 5 << 5.0 << 15.0;                 // raw 2.4
        QTest::newRow("N = 16 time (48)") << 48.0 << 5 << 10.0 << 50.0;                   // raw 9.6
        QTest::newRow("120: 25 is fine") << 120.0 << 5 << 25.0 << 125.0;                  // raw 24
        QTest::newRow("N = 10^6 memory") << 1'080'000.0 << 4 << 500'000.0 << 1'500'000.0; // raw 270,000
        QTest::newRow("zero") << 0.0 << 5 << 1.0 << 1.0;
    }
    void niceAxisIntegerSteps()
    {
        QFETCH(double, max);
        QFETCH(int, targetTicks);
        QFETCH(double, step);
        QFETCH(double, top);
        QCOMPARE(NiceAxis::niceStep(max, targetTicks), step);
        QValueAxis axis;
        NiceAxis::setUpperBound(&axis, max, targetTicks);
        QCOMPARE(axis.tickInterval(), step);
        QCOMPARE(axis.tickAnchor(), 0.0);
        QCOMPARE(axis.min(), 0.0);
        QCOMPARE(axis.max(), top);
        for (double tick = 0.0; tick <= top; tick += step)
            QCOMPARE(QString::asprintf("%.0f", tick).toDouble(), tick); // the label is the value
    }

    // Measures (GiB) get 1, 2, 5 × 10^n steps of any size and just the decimals the step needs.
    void measureAxisSteps_data()
    {
        QTest::addColumn<double>("max");
        QTest::addColumn<double>("top");
        QTest::addColumn<int>("tickCount");
        QTest::addColumn<QString>("format");
        QTest::newRow("0.3 GiB") << 0.3 << 0.3 << 4 << u"%.1f"_s;
        QTest::newRow("7.7 GiB") << 7.7 << 8.0 << 5 << u"%.0f"_s;
        QTest::newRow("300 GiB") << 300.0 << 300.0 << 4 << u"%.0f"_s;
        QTest::newRow("0.012 GiB") << 0.012 << 0.015 << 4 << u"%.3f"_s;
    }
    void measureAxisSteps()
    {
        QFETCH(double, max);
        QFETCH(double, top);
        QFETCH(int, tickCount);
        QFETCH(QString, format);
        QValueAxis axis;
        NiceAxis::setMeasureUpperBound(&axis, max);
        QCOMPARE(axis.min(), 0.0);
        QVERIFY(qFuzzyCompare(axis.max(), top));
        QCOMPARE(axis.tickCount(), tickCount);
        QCOMPARE(axis.labelFormat(), format);
    }

    void smallChainsGetIntegerTicks_data()
    {
        QTest::addColumn<double>("timeSpan");
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<double>("timeStep");
        QTest::addColumn<double>("memoryStep");
        QTest::newRow("N = 1") << 3.0 << 1LL << 1.0 << 1.0;
        QTest::newRow("N = 3") << 11.0 << 3LL << 5.0 << 1.0;
        QTest::newRow("N = 16") << 79.0 << 16LL << 20.0 << 5.0;
    }
    void smallChainsGetIntegerTicks()
    {
        QFETCH(double, timeSpan);
        QFETCH(qint64, layers);
        QFETCH(double, timeStep);
        QFETCH(double, memoryStep);
        MemoryTimelineChart chart;
        chart.setScale(timeSpan, layers);
        QCOMPARE(chart.timeAxis()->tickInterval(), timeStep);
        QCOMPARE(chart.memoryAxis()->tickInterval(), memoryStep);
        QVERIFY(chart.memoryAxis()->max() >= double(layers) + 1.0 - 1e-9 || chart.memoryAxis()->max() >= layers * 1.08);
    }

    void log1pAxisHasAnExactZero()
    {
        QCategoryAxis axis;
        NiceAxis::setLog1pRange(&axis, 4950.0);
        QCOMPARE(axis.min(), 0.0);
        QCOMPARE(axis.max(), std::log10(10001.0));
        QCOMPARE(axis.categoriesLabels(), (QStringList{u"0"_s, u"10"_s, u"100"_s, u"1,000"_s, u"10⁴"_s}));
        QCOMPARE(NiceAxis::toLog1p(0.0), 0.0);
        QCOMPARE(qRound64(NiceAxis::fromLog1p(NiceAxis::toLog1p(391.0))), 391);
        NiceAxis::setLog1pRange(&axis, 5e11); // Revolve at memory 2 for N = 10^6: every other decade, 10ⁿ style
        QCOMPARE(axis.categoriesLabels().last(), u"10¹²"_s);
    }

    // The frontier (N = 100) down to memory 2: x_0 and one working state rerun layers 1..i − 1 for every i, so
    // 98·99/2 = 4,851 extra (about N²/2); then 4 → 391, 10 → 135, 19 → 81, 100 → 0 (docs/simulator.md).
    void budgetChartShowsTheWholeFrontier_data()
    {
        QTest::addColumn<double>("memory");
        QTest::addColumn<qint64>("extra");
        QTest::newRow("2") << 2.0 << 4851LL;
        QTest::newRow("4") << 4.0 << 391LL;
        QTest::newRow("10") << 10.0 << 135LL;
        QTest::newRow("19") << 19.0 << 81LL;
        QTest::newRow("100") << 100.0 << 0LL;
    }
    void budgetChartShowsTheWholeFrontier()
    {
        QFETCH(double, memory);
        QFETCH(qint64, extra);
        const Chain chain = Chain::units(100);
        BudgetChart chart;
        chart.setCurves(100, TradeoffAnalysis::curve(chain, ScheduleKind::Uniform, true, 2.0),
                        TradeoffAnalysis::curve(chain, ScheduleKind::PyTorch, true, 2.0),
                        TradeoffAnalysis::curve(chain, ScheduleKind::Optimal, true, 2.0));
        const QList<QPointF> frontier = chart.optimalSeries()->points();
        QCOMPARE(frontier.size(), 99); // s = 1..99: memory 2..100
        QCOMPARE(frontier.first().x(), 2.0);
        QCOMPARE(frontier.last().x(), 100.0);
        const auto at
            = std::find_if(frontier.cbegin(), frontier.cend(), [memory](QPointF p) { return p.x() == memory; });
        QVERIFY(at != frontier.cend());
        QCOMPARE(qRound64(NiceAxis::fromLog1p(at->y())), extra);
        QCOMPARE(chart.uniformSeries()->count(), 100);
        QCOMPARE(chart.pyTorchSeries()->count(), 100);
        QCOMPARE(chart.extraAxis()->min(), 0.0); // store-all's 0 extra is on the axis
    }

    void budgetCrosshairListsTheCheapestWithinMemory()
    {
        const Chain chain = Chain::units(100);
        BudgetChart chart;
        chart.resize(700, 400);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setCurves(100, TradeoffAnalysis::curve(chain, ScheduleKind::Uniform, true, 2.0),
                        TradeoffAnalysis::curve(chain, ScheduleKind::PyTorch, true, 2.0),
                        TradeoffAnalysis::curve(chain, ScheduleKind::Optimal, true, 2.0));
        // Peak <= 19: uniform k = 10 (9 · 9 = 81, its last segment kept), PyTorch S = 10 reentrant (9 · 10 = 90),
        // Revolve s = 18 (81); at 5 no uniform spacing fits.
        const QString expected = u"Memory up to 19 activations\nCheapest extra forwards:\nUniform: 81\nPyTorch: 90\n"
                                 u"Optimal: 81"_s;
        QCOMPARE(chart.valuesAt(19.4), expected);
        QVERIFY(chart.valuesAt(5.0).contains(u"Uniform: does not fit"_s));
        // The pointer over the plot at memory 19 shows the same label (once the axes have been laid out).
        QCoreApplication::processEvents();
        const QPointF position = chart.chart()->mapToPosition(QPointF(19.2, 1.0), chart.optimalSeries());
        QTest::mouseMove(chart.viewport(), chart.mapFromScene(chart.chart()->mapToScene(position)));
        QTRY_VERIFY(chart.crosshair()->isVisible());
        QCOMPARE(chart.crosshair()->text(), expected);
    }

    // Past 10^4 the log axis steps by two decades (base 100); its automatic minor lines would be 98 a step, grey
    // bands at N = 10^6 (ux-2 F18). They go; at N = 100 the usual 2..9 stay.
    void longLogAxesDrawNoMinorBands()
    {
        TradeoffChart chart;
        QList<TradeoffPoint> wide{{1, 1'000'000, 0, 0.0}, {1'000'000, 1'000'000, 0, 0.0}};
        chart.setCurve(ScheduleKind::Uniform, 1'000'000, wide);
        QCOMPARE(chart.parameterAxis()->base(), 100.0);
        QCOMPARE(chart.parameterAxis()->minorTickCount(), 0);
        chart.setCurve(ScheduleKind::Uniform, 100, {{1, 100, 0, 0.0}, {100, 100, 0, 0.0}});
        QCOMPARE(chart.parameterAxis()->minorTickCount(), -1);
    }

    void tradeoffCrosshairGivesExactFigures()
    {
        TradeoffChart chart;
        const Chain chain = Chain::units(100);
        chart.setCurve(ScheduleKind::Uniform, 100, TradeoffAnalysis::curve(chain, ScheduleKind::Uniform, true, 2.0));
        // k = 20: 5 segments, peak 4 + max(20, 19) = 24, 4 · 19 = 76 extra forwards (the last segment is kept),
        // 76 / 300 of a step.
        QCOMPARE(chart.valuesAt(20), u"k = 20\nPeak memory: 24 activations\nExtra layer forwards: 76 (+25% compute)"_s);
        chart.setCurve(ScheduleKind::Optimal, 100, TradeoffAnalysis::curve(chain, ScheduleKind::Optimal, true, 2.0));
        QCOMPARE(chart.valuesAt(18), u"s = 18\nPeak memory: 19 activations\nExtra layer forwards: 81 (+27% compute)"_s);
        QCOMPARE(chart.sqrtLabel(), QString()); // √N is a spacing: uniform mode only
    }

    void sqrtMarkerIsLabelledAndBadgedWhenItMeetsK()
    {
        TradeoffChart chart;
        chart.resize(600, 350);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const Chain chain = Chain::units(100);
        chart.setCurve(ScheduleKind::Uniform, 100, TradeoffAnalysis::curve(chain, ScheduleKind::Uniform, true, 2.0));
        chart.setCurrentParameter(30);
        QCOMPARE(chart.currentLabel(), u"k = 30"_s);
        QCOMPARE(chart.sqrtLabel(), u"k = √N ≈ 10"_s);
        chart.setCurrentParameter(10);
        QCOMPARE(chart.currentLabel(), u"k = 10 = √N"_s);
        QCOMPARE(chart.sqrtLabel(), QString());
    }

    // Zero N still draws: the smallest chain has one point everywhere.
    // At N = 10^6 each pixel column holds a recompute's top and a backward's bottom; the shading follows the top
    // (the zigzag between them was a thousand-tooth polygon that took 200 ms to fill every frame).
    void recomputeBandFollowsTheUpperEnvelope()
    {
        MemoryTimelineChart chart;
        chart.resize(900, 320);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const Chain chain = Chain::units(1'000'000);
        const SimulationSnapshot snapshot
            = Simulator::snapshot(chain, ScheduleSetting::uniform(1000), chart.plotColumns());
        chart.setScale(snapshot.figures.totalTime, chain.layerCount());
        chart.setSnapshot(snapshot);
        const QList<QPointF> curve = snapshot.timeline.memory;
        const QList<QPointF> band = chart.recomputeSeries()->points();
        qsizetype teeth = 0;
        for (qsizetype i = 1; i + 1 < band.size(); ++i) {
            if (band.at(i).y() > 0 && band.at(i).y() < band.at(i - 1).y() && band.at(i).y() < band.at(i + 1).y())
                ++teeth;
        }
        QCOMPARE(teeth, 0);
        // Never below the curve: wherever the curve recomputes, the band reaches at least its value.
        for (qsizetype i = 0; i < curve.size(); ++i) {
            if (!(snapshot.timeline.phases.at(i) & MemoryTimeline::RecomputePhase))
                continue;
            const auto at = std::find_if(band.cbegin(), band.cend(),
                                         [&](QPointF p) { return p.x() == curve.at(i).x() && p.y() > 0; });
            QVERIFY(at != band.cend());
            QVERIFY(at->y() >= curve.at(i).y());
        }
    }

    // The band is painted column by column from an image (Qt's fill of the area series took half a slider step at
    // N = 10^5): it covers what the series' polygon covers, to a pixel, shades nothing outside the reruns, and the
    // series itself is not drawn twice. Checked on the backward of 16 layers in 4 segments (Q6).
    void recomputeBandIsFilledColumnByColumn()
    {
        MemoryTimelineChart chart;
        chart.resize(900, 320);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const Chain chain = Chain::units(16);
        const SimulationSnapshot snapshot
            = Simulator::snapshot(chain, ScheduleSetting::pyTorch(4), chart.plotColumns());
        chart.setScale(snapshot.figures.totalTime, chain.layerCount());
        chart.setSnapshot(snapshot);
        chart.grab(); // paints, so the band's image is built
        RecomputeBandItem *item = nullptr;
        for (QGraphicsItem *child : chart.chart()->childItems())
            item = item ? item : dynamic_cast<RecomputeBandItem *>(child);
        QVERIFY(item);
        QAreaSeries *area = nullptr;
        for (QAbstractSeries *series : chart.chart()->series())
            area = area ? area : qobject_cast<QAreaSeries *>(series);
        QVERIFY(area && area->upperSeries() == chart.recomputeSeries());
        QCOMPARE(area->opacity(), 0.0);
        const QImage &image = item->image();
        const QRectF plot = chart.chart()->plotArea();
        QCOMPARE(image.size(), QSize(qCeil(plot.width()), qCeil(plot.height())));

        // The polygon's area in pixels (shoelace, down to the baseline) against the shaded coverage.
        QList<QPointF> polygon;
        for (const QPointF &point : chart.recomputeSeries()->points())
            polygon.append(chart.chart()->mapToPosition(point, area) - plot.topLeft());
        double polygonArea = 0;
        for (qsizetype i = 1; i < polygon.size(); ++i) {
            const double bottom = plot.height();
            polygonArea += (polygon.at(i).x() - polygon.at(i - 1).x())
                           * ((bottom - polygon.at(i).y()) + (bottom - polygon.at(i - 1).y())) / 2;
        }
        double covered = 0;
        const int alpha = area->color().alpha();
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                covered += double(qAlpha(image.pixel(x, y))) / alpha;
        QVERIFY(polygonArea > 1000); // three teeth of a real size
        QVERIFY2(std::abs(covered - polygonArea) <= 0.02 * polygonArea,
                 qPrintable(u"%1 vs %2 pixels"_s.arg(covered).arg(polygonArea)));
        // The bottom whole row: shaded exactly where a rerun is, a pixel's margin either side.
        const int bottom = qFloor(plot.height()) - 1;
        int insideColumn = -1;
        for (int x = 0; x < image.width(); ++x) {
            bool inside = false, near = false;
            for (qsizetype i = 1; i < polygon.size(); ++i) {
                const double from = polygon.at(i - 1).x(), to = polygon.at(i).x();
                const bool raised
                    = polygon.at(i - 1).y() < plot.height() - 0.5 && polygon.at(i).y() < plot.height() - 0.5;
                if (raised && x + 0.5 > from + 1 && x + 0.5 < to - 1)
                    inside = true;
                if (raised && x + 0.5 > from - 1 && x + 0.5 < to + 1)
                    near = true;
            }
            if (inside) {
                QCOMPARE(qAlpha(image.pixel(x, bottom)), alpha);
                insideColumn = x;
            } else if (!near) {
                QCOMPARE(qAlpha(image.pixel(x, bottom)), 0);
            }
        }
        // On the screen it is that image, pixel for pixel (one byte a pixel through a colour table), though the view
        // smooths and the plot starts at a fraction of a pixel.
        QImage painted(image.size(), QImage::Format_ARGB32_Premultiplied);
        painted.fill(Qt::transparent);
        {
            QPainter painter(&painted);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.translate(QPointF(0.25, 0.25) - plot.topLeft());
            item->paint(&painter, nullptr, nullptr);
        }
        QCOMPARE(image.format(), QImage::Format_Indexed8);
        QVERIFY(insideColumn >= 0);
        QCOMPARE(painted.pixel(insideColumn, bottom), qPremultiply(area->color().rgba())); // premultiplied once
        QCOMPARE(painted, image.convertToFormat(QImage::Format_ARGB32_Premultiplied));
    }

    void oneLayer()
    {
        const Chain chain = Chain::units(1);
        for (ScheduleKind kind : {ScheduleKind::Uniform, ScheduleKind::PyTorch, ScheduleKind::Optimal}) {
            const QList<TradeoffPoint> points = TradeoffAnalysis::curve(chain, kind, true, 2.0);
            QCOMPARE(points.size(), 1);
            QCOMPARE(points.first().peakMemory, 1);
            QCOMPARE(points.first().extraForwards, 0);
        }
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
