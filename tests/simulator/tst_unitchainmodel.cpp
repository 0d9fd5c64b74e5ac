// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/reportsimulatorsection.h"
#include "core/simulator/revolvecount.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/simulator.h"
#include "core/simulator/unitchainmodel.h"

#include <QSignalSpy>
#include <QTest>

#include <limits>
#include <tuple>

// The simulator's state without a window: what the panel's sliders, a scene and a report drive and read.
class TestUnitChainModel : public QObject
{
    Q_OBJECT

    using Change = UnitChainModel::Change;
    using Changes = UnitChainModel::Changes;

    static Changes lastChange(const QSignalSpy &spy) { return spy.last().at(0).value<Changes>(); }

    // The model's snapshot is what a fresh simulation of its setting on its axis gives, store-all's half included
    // (the model keeps that half across parameter steps).
    static void verifySnapshotIsFresh(const UnitChainModel &model)
    {
        const SimulationSnapshot fresh
            = Simulator::snapshot(model.chain(), model.setting(), model.columns(), model.shownTimeSpan());
        const SimulationSnapshot &kept = model.snapshot();
        QCOMPARE(kept.error, fresh.error);
        QCOMPARE(kept.figures.peakMemory, fresh.figures.peakMemory);
        QCOMPARE(kept.figures.extraForwards, fresh.figures.extraForwards);
        QCOMPARE(kept.figures.totalTime, fresh.figures.totalTime);
        QCOMPARE(kept.timeline.memory, fresh.timeline.memory);
        QCOMPARE(kept.timeline.phases, fresh.timeline.phases);
        QCOMPARE(kept.storeAllFigures.peakMemory, fresh.storeAllFigures.peakMemory);
        QCOMPARE(kept.storeAllFigures.totalTime, fresh.storeAllFigures.totalTime);
        QCOMPARE(kept.storeAllTimeline.memory, fresh.storeAllTimeline.memory);
        QCOMPARE(kept.storeAllTimeline.phases, fresh.storeAllTimeline.phases);
    }

private slots:
    void startsAtTheBestSpacingNearSqrtN()
    {
        const UnitChainModel model;
        QCOMPARE(model.layers(), 100);
        QCOMPARE(model.schedule(), ScheduleKind::Uniform);
        QCOMPARE(model.parameter(), 10);
        QCOMPARE(model.control(), 10);
        QCOMPARE(model.snapshot().figures.peakMemory, 19);
        QCOMPARE(model.snapshot().figures.extraForwards, 81);
        QCOMPARE(model.snapshot().storeAllFigures.peakMemory, 100);
        verifySnapshotIsFresh(model);
    }

    void layersAreBounded_data()
    {
        QTest::addColumn<qint64>("asked");
        QTest::addColumn<qint64>("layers");
        QTest::newRow("zero") << qint64(0) << qint64(1);
        QTest::newRow("negative") << qint64(-5) << qint64(1);
        QTest::newRow("one") << qint64(1) << qint64(1);
        QTest::newRow("a million") << qint64(1'000'000) << qint64(1'000'000);
        QTest::newRow("past the limit") << qint64(1'000'001) << UnitChainModel::MaxLayers;
        QTest::newRow("int64 max") << std::numeric_limits<qint64>::max() << UnitChainModel::MaxLayers;
    }

    void layersAreBounded()
    {
        QFETCH(qint64, asked);
        QFETCH(qint64, layers);
        UnitChainModel model;
        model.setLayers(asked);
        QCOMPARE(model.layers(), layers);
        QVERIFY(model.snapshot().figures.valid);
    }

    // The control the panel's slider sets, for each schedule, and the parameter it stores.
    void controlMapsToTheParameter_data()
    {
        QTest::addColumn<ScheduleKind>("schedule");
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<qint64>("control");
        QTest::addColumn<qint64>("parameter");
        QTest::addColumn<qint64>("shownControl");
        QTest::addColumn<qint64>("peak");
        QTest::newRow("uniform k = 7") << ScheduleKind::Uniform << qint64(100) << qint64(7) << qint64(7) << qint64(7)
                                       << qint64(20);
        QTest::newRow("uniform below 1") << ScheduleKind::Uniform << qint64(100) << qint64(0) << qint64(1) << qint64(1)
                                         << qint64(100);
        QTest::newRow("uniform above N") << ScheduleKind::Uniform << qint64(100) << qint64(500) << qint64(100)
                                         << qint64(100) << qint64(100);
        QTest::newRow("pytorch S = 4") << ScheduleKind::PyTorch << qint64(100) << qint64(4) << qint64(4) << qint64(4)
                                       << qint64(28);
        // Revolve's control is its memory: the slots plus the activation being worked on.
        QTest::newRow("revolve memory 5")
            << ScheduleKind::Optimal << qint64(100) << qint64(5) << qint64(4) << qint64(5) << qint64(5);
        QTest::newRow("revolve memory 1 -> 2")
            << ScheduleKind::Optimal << qint64(100) << qint64(1) << qint64(1) << qint64(2) << qint64(2);
        QTest::newRow("revolve memory N")
            << ScheduleKind::Optimal << qint64(100) << qint64(100) << qint64(99) << qint64(100) << qint64(100);
        QTest::newRow("revolve, N = 1") << ScheduleKind::Optimal << qint64(1) << qint64(7) << qint64(1) << qint64(1)
                                        << qint64(1);
    }

    void controlMapsToTheParameter()
    {
        QFETCH(ScheduleKind, schedule);
        QFETCH(qint64, layers);
        QFETCH(qint64, control);
        QFETCH(qint64, parameter);
        QFETCH(qint64, shownControl);
        QFETCH(qint64, peak);
        UnitChainModel model;
        model.setLayers(layers);
        model.setSchedule(schedule);
        model.setControl(control);
        QCOMPARE(model.parameter(), parameter);
        QCOMPARE(model.control(), shownControl);
        QVERIFY(model.control() >= model.controlMinimum());
        QVERIFY(model.control() <= model.controlMaximum());
        QCOMPARE(model.snapshot().figures.peakMemory, peak);
        verifySnapshotIsFresh(model);
    }

    // ux-2 F9: a switch compares schedules at equal memory: the new schedule's setting has the same peak as the old
    // one, or the nearest (lower first, then fewer extra forwards), as a search over every parameter finds it.
    void switchingMatchesThePeak_data()
    {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<int>("from");
        QTest::addColumn<qint64>("control");
        QTest::addColumn<int>("to");
        for (const qint64 layers : {qint64(16), qint64(100), qint64(1000)}) {
            for (const auto &[from, to] : {std::pair{ScheduleKind::Uniform, ScheduleKind::Optimal},
                                           std::pair{ScheduleKind::Uniform, ScheduleKind::PyTorch},
                                           std::pair{ScheduleKind::Optimal, ScheduleKind::Uniform},
                                           std::pair{ScheduleKind::PyTorch, ScheduleKind::Optimal}}) {
                for (const qint64 control : {qint64(3), layers / 7 + 2, layers / 2}) {
                    QTest::addRow("N=%lld %s %lld to %s", layers, qPrintable(ScheduleCatalog::name(from)), control,
                                  qPrintable(ScheduleCatalog::name(to)))
                        << layers << int(from) << control << int(to);
                }
            }
        }
    }

    void switchingMatchesThePeak()
    {
        QFETCH(qint64, layers);
        QFETCH(int, from);
        QFETCH(qint64, control);
        QFETCH(int, to);
        UnitChainModel model;
        model.setLayers(layers);
        model.setSchedule(ScheduleKind(from));
        model.setControl(control);
        const qint64 peak = model.snapshot().figures.peakMemory;
        model.setSchedule(ScheduleKind(to));
        QVERIFY(model.matchedPeak());
        QCOMPARE(model.matchedPeak()->from, ScheduleKind(from));
        QCOMPARE(model.matchedPeak()->peak, peak);
        // Every parameter of the new schedule, tried.
        TradeoffPoint best = model.pointAt(1);
        for (qint64 p = 1; p <= ScheduleCatalog::parameterMaximum(ScheduleKind(to), layers); ++p) {
            const TradeoffPoint point = model.pointAt(p);
            const auto key = [peak](const TradeoffPoint &each) {
                return std::tuple(qAbs(each.peakMemory - peak), each.peakMemory, each.extraForwards, each.parameter);
            };
            if (key(point) < key(best))
                best = point;
        }
        QCOMPARE(model.parameter(), best.parameter);
        QCOMPARE(model.snapshot().figures.peakMemory, best.peakMemory);
        // Moving the setting ends the match.
        model.setParameter(model.parameter() == 1 ? 2 : 1);
        QVERIFY(!model.matchedPeak());
    }

    // The review's case: at N = 10^6, uniform k = 1,000 (peak 1,999) against optimal at its remembered setting made
    // optimal look six times worse; at the same memory it is no worse.
    void optimalAtUniformsMemoryAtAMillion()
    {
        UnitChainModel model;
        model.setLayers(1'000'000);
        model.setParameter(1000);
        const ScheduleFigures uniform = model.snapshot().figures;
        QCOMPARE(uniform.peakMemory, 1999);
        model.setSchedule(ScheduleKind::Optimal);
        const ScheduleFigures optimal = model.snapshot().figures;
        QCOMPARE(optimal.peakMemory, 1999);
        // With 1,998 slots Revolve reruns each layer at most once, as uniform spacing does: the same 998,001.
        QCOMPARE(optimal.extraForwards, 998'001);
        QCOMPARE(uniform.extraForwards, 998'001);
    }

    void shrinkingNBoundsEveryParameter()
    {
        UnitChainModel model;
        model.setControl(50);
        model.setSchedule(ScheduleKind::Optimal);
        model.setControl(80);
        model.setLayers(20);
        QCOMPARE(model.parameter(), 19); // N − 1 slots at most
        QCOMPARE(model.control(), 20);
        // Matched to Revolve's peak of 20: k = 1 and k = 20 both hold 20 and rerun nothing; the smaller is taken.
        model.setSchedule(ScheduleKind::Uniform);
        QCOMPARE(model.parameter(), 1);
        model.setLayers(1);
        QCOMPARE(model.parameter(), 1);
        model.setSchedule(ScheduleKind::Optimal);
        QCOMPARE(model.parameter(), 1);
        QVERIFY(model.snapshot().figures.valid);
    }

    void storeAllIsNotAChoice()
    {
        UnitChainModel model;
        QSignalSpy spy(&model, &UnitChainModel::changed);
        model.setSchedule(ScheduleKind::StoreAll);
        QCOMPARE(model.schedule(), ScheduleKind::Uniform);
        QCOMPARE(spy.count(), 0);
    }

    // One input, one changed(), saying what moved; an input that changes nothing says nothing.
    void eachInputEmitsOnce()
    {
        UnitChainModel model;
        QSignalSpy spy(&model, &UnitChainModel::changed);
        model.setControl(10);
        model.setLayers(100);
        model.setUseReentrant(false);
        model.setBackwardRatio(2.0);
        model.setSchedule(ScheduleKind::Uniform);
        model.setColumns(model.columns());
        QCOMPARE(spy.count(), 0);

        model.setControl(11);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(lastChange(spy), Changes(Change::Parameter));
        model.setLayers(200);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(lastChange(spy), Change::Chain | Change::Parameter);
        model.setSchedule(ScheduleKind::PyTorch);
        QCOMPARE(spy.count(), 3);
        QCOMPARE(lastChange(spy), Change::Schedule | Change::Parameter);
        model.setUseReentrant(true);
        QCOMPARE(spy.count(), 4);
        QCOMPARE(lastChange(spy), Changes(Change::Reentrant));
        model.setBackwardRatio(3.0);
        QCOMPARE(spy.count(), 5);
        QCOMPARE(lastChange(spy), Changes(Change::Chain));
        model.setColumns(321);
        QCOMPARE(spy.count(), 6);
        QCOMPARE(lastChange(spy), Changes(Change::Columns));
        verifySnapshotIsFresh(model);
    }

    void backwardRatioIsBounded_data()
    {
        QTest::addColumn<double>("asked");
        QTest::addColumn<double>("ratio");
        QTest::newRow("nan ignored") << std::numeric_limits<double>::quiet_NaN() << 2.0;
        QTest::newRow("inf ignored") << std::numeric_limits<double>::infinity() << 2.0;
        QTest::newRow("zero") << 0.0 << UnitChainModel::MinBackwardRatio;
        QTest::newRow("negative") << -3.0 << UnitChainModel::MinBackwardRatio;
        QTest::newRow("huge") << 1e300 << UnitChainModel::MaxBackwardRatio;
        QTest::newRow("1.5") << 1.5 << 1.5;
    }

    void backwardRatioIsBounded()
    {
        QFETCH(double, asked);
        QFETCH(double, ratio);
        UnitChainModel model;
        model.setBackwardRatio(asked);
        QCOMPARE(model.backwardRatio(), ratio);
        QCOMPARE(model.setting().backwardRatio, ratio);
        verifySnapshotIsFresh(model);
    }

    // The time axis ends with the schedule's step (ux-2 F18: 57 of 80); held for a drag or a sweep it stays put and
    // widens only in doublings; released, it fits again.
    void timeAxisEndsWithTheScheduleUnlessHeld()
    {
        UnitChainModel model;
        model.setLayers(1000);
        const auto total = [&] { return Simulator::totalTime(model.chain(), model.setting()); };
        for (const qint64 k : {1, 2, 31, 500, 1000}) {
            model.setControl(k);
            QCOMPARE(model.shownTimeSpan(), total());
        }
        model.setControl(31);
        const double held = model.shownTimeSpan();
        model.holdTimeAxis(true);
        model.setControl(2); // a shorter step: the axis stays
        QCOMPARE(model.shownTimeSpan(), held);
        model.setSchedule(ScheduleKind::Optimal);
        model.setControl(3); // two slots: far more than one extra pass
        QVERIFY(total() > held);
        // Outgrown: first to the longest uniform or PyTorch step (reentrant, N segments), then in doublings.
        double widened = Simulator::totalTime(model.chain(), ScheduleSetting::pyTorch(1000).withReentrant(true));
        QVERIFY(widened > held);
        while (widened < total())
            widened *= 2.0;
        QCOMPARE(model.shownTimeSpan(), widened);
        verifySnapshotIsFresh(model);
        QSignalSpy changed(&model, &UnitChainModel::changed);
        model.holdTimeAxis(false);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.shownTimeSpan(), total());
        verifySnapshotIsFresh(model); // store-all's kept half follows the axis back
        model.holdTimeAxis(false);
        QCOMPARE(changed.size(), 1); // nothing to fit
    }

    void keptStoreAllFollowsTheRatioAndColumns()
    {
        UnitChainModel model;
        model.setControl(5);
        model.setBackwardRatio(4.0);
        verifySnapshotIsFresh(model);
        model.setColumns(37);
        verifySnapshotIsFresh(model);
        model.setControl(6);
        verifySnapshotIsFresh(model);
        model.setLayers(33);
        verifySnapshotIsFresh(model);
    }

    void goNearSqrtPicksTheCommandLineDefault_data()
    {
        QTest::addColumn<ScheduleKind>("schedule");
        QTest::addColumn<qint64>("control");
        QTest::newRow("uniform") << ScheduleKind::Uniform << qint64(10);
        QTest::newRow("pytorch") << ScheduleKind::PyTorch << qint64(10);
        QTest::newRow("revolve: the memory of k = 10") << ScheduleKind::Optimal << qint64(19);
    }

    void goNearSqrtPicksTheCommandLineDefault()
    {
        QFETCH(ScheduleKind, schedule);
        QFETCH(qint64, control);
        UnitChainModel model;
        model.setSchedule(schedule);
        model.setControl(2);
        model.goNearSqrt();
        QCOMPARE(model.control(), control);
    }

    // A scene or a report sets everything at once: one simulation, one signal.
    void showSetsEverythingAtOnce()
    {
        UnitChainModel model;
        QSignalSpy spy(&model, &UnitChainModel::changed);
        model.show(64, ScheduleSetting::pyTorch(4, 1.0).withReentrant(true));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(model.layers(), 64);
        QCOMPARE(model.schedule(), ScheduleKind::PyTorch);
        QCOMPARE(model.parameter(), 4);
        QVERIFY(model.useReentrant());
        QCOMPARE(model.backwardRatio(), 1.0);
        verifySnapshotIsFresh(model);

        // Store-all shows uniform spacing k = N: the same memory.
        model.show(50, ScheduleSetting::storeAll(2.0));
        QCOMPARE(model.schedule(), ScheduleKind::Uniform);
        QCOMPARE(model.parameter(), 50);
        QCOMPARE(model.snapshot().figures.peakMemory, 50);
        QCOMPARE(model.snapshot().figures.extraForwards, 0);

        // Out of range: bounded, never rejected.
        model.show(10, ScheduleSetting::optimal(500));
        QCOMPARE(model.parameter(), 9);
        QVERIFY(model.snapshot().figures.valid);
        spy.clear();
        model.show(10, ScheduleSetting::optimal(9, 2.0));
        QCOMPARE(spy.count(), 0);
    }

    void reportSectionCarriesTheNumbers()
    {
        UnitChainModel model;
        model.setSchedule(ScheduleKind::Optimal);
        model.setControl(19);
        const ReportSimulatorSection section = ReportSimulatorSection::of(model);
        QVERIFY(section.readings);
        QVERIFY(section.chartPng.isEmpty()); // drawn by the exporter from the numbers, never grabbed
        QCOMPARE(section.readings->schedule, ScheduleKind::Optimal);
        QCOMPARE(section.readings->layers, 100);
        QCOMPARE(section.readings->parameter, 18);
        QCOMPARE(section.readings->peakMemory, RevolveCount::peakMemory(100, 18));
        QCOMPARE(section.readings->storeAllPeak, 100);
        QCOMPARE(section.readings->setting().slotCount, 18);
        QCOMPARE(section.readings->setting().kind, ScheduleKind::Optimal);
    }
};

QTEST_GUILESS_MAIN(TestUnitChainModel)
#include "tst_unitchainmodel.moc"
