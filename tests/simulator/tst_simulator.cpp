// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/simulator.h"

#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;

class TestSimulator final : public QObject
{
    Q_OBJECT

private slots:
    void rejectedInputGivesEmptyResults_data();
    void rejectedInputGivesEmptyResults();
    void snapshot();
    void defaultSettingOnAMillionLayers();
    void totalTimeInClosedForm();
};

void TestSimulator::rejectedInputGivesEmptyResults_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<QString>("error");
    QTest::newRow("no layers") << Chain::units(0) << ScheduleSetting::storeAll()
                               << u"layers must be between 1 and 1000000 (got 0)"_s;
    QTest::newRow("too many layers") << Chain::units(2'000'000) << ScheduleSetting::uniform(1000)
                                     << u"layers must be between 1 and 1000000 (got 2000000)"_s;
    QTest::newRow("empty explicit chain")
        << Chain::fromLayers({}) << ScheduleSetting::storeAll() << u"layers must be between 1 and 1000000 (got 0)"_s;
    QTest::newRow("spacing beyond N") << Chain::units(5) << ScheduleSetting::uniform(6)
                                      << u"spacing must be between 1 and the number of layers 5 (got 6)"_s;
    QTest::newRow("negative segments") << Chain::units(5) << ScheduleSetting::pyTorch(-3)
                                       << u"segments must be between 1 and the number of layers 5 (got -3)"_s;
    QTest::newRow("no slots") << Chain::units(5) << ScheduleSetting::optimal(0)
                              << u"slots must be between 1 and 1000000 (got 0)"_s;
    QTest::newRow("nan ratio") << Chain::units(5)
                               << ScheduleSetting::uniform(2, std::numeric_limits<double>::quiet_NaN())
                               << u"backward ratio must be a finite number above 0 (got nan)"_s;
}

void TestSimulator::rejectedInputGivesEmptyResults()
{
    QFETCH(Chain, chain);
    QFETCH(ScheduleSetting, setting);
    QFETCH(QString, error);
    QCOMPARE(Simulator::validationError(chain, setting), error);
    QVERIFY(!Simulator::figures(chain, setting).valid);
    QVERIFY(Simulator::timeline(chain, setting, 100).memory.isEmpty());
    bool complete = true;
    QVERIFY(Simulator::events(chain, setting, 1000, &complete).isEmpty());
    QVERIFY(!complete);
    QCOMPARE(Simulator::snapshot(chain, setting, 100).error, error);
}

void TestSimulator::snapshot()
{
    const SimulationSnapshot s = Simulator::snapshot(Chain::units(100), ScheduleSetting::optimal(18), 500);
    QVERIFY(s.error.isEmpty());
    QVERIFY(s.figures.valid);
    QCOMPARE(s.figures.peakMemory, qint64(19));
    QCOMPARE(s.figures.extraForwards, qint64(81));
    QCOMPARE(s.timeline.peak.y(), 19.0);
    QCOMPARE(s.storeAllFigures.peakMemory, qint64(100));
    QCOMPARE(s.storeAllTimeline.peak, QPointF(99, 100)); // after the forward of layer 99 keeps x_99
    QCOMPARE(s.timeline.memory.constLast().x(), s.figures.totalTime);
    QCOMPARE(s.storeAllTimeline.memory.constLast().x(), s.storeAllFigures.totalTime);
}

void TestSimulator::defaultSettingOnAMillionLayers()
{
    const Chain chain = Chain::units(1'000'000);
    const SimulationSnapshot s = Simulator::snapshot(chain, ScheduleSetting::uniform(1000), 1000);
    QCOMPARE(s.figures.peakMemory, qint64(1999));
    QCOMPARE(s.figures.savedAfterForward, qint64(1999)); // 999 checkpoints and the kept last segment
    QCOMPARE(s.figures.layerForwards, qint64(1'998'001));
    QVERIFY(s.timeline.memory.size() <= 2001);
    QVERIFY(s.storeAllTimeline.memory.size() <= 2001);
}

void TestSimulator::totalTimeInClosedForm()
{
    // The closed form that lays out the timeline's columns must equal what the schedule adds up to.
    for (qint64 n : {1, 2, 7, 100, 999}) {
        for (const Chain &chain : {Chain::units(n), Chain::uniform(n, Layer{2, 3, 1.5})}) {
            for (qint64 p : {qint64(1), qint64(2), qint64(3), n / 2 + 1, n}) {
                for (const ScheduleSetting &setting :
                     {ScheduleSetting::storeAll(0.5), ScheduleSetting::uniform(p, 2.0),
                      ScheduleSetting::pyTorch(p, 3.0), ScheduleSetting::pyTorch(p, 3.0).withReentrant(true),
                      ScheduleSetting::optimal(p, 2.25)}) {
                    if (Simulator::validationError(chain, setting).isEmpty())
                        QCOMPARE(Simulator::totalTime(chain, setting), Simulator::figures(chain, setting).totalTime);
                }
            }
        }
    }
    // Two layers, one segment kept whole: no recompute. With k = 1 the first layer, which saves more than its input,
    // must run again before its backward.
    const Chain varied = Chain::fromLayers({Layer{1, 2, 1.0}, Layer{1, 1, 3.0}});
    QCOMPARE(Simulator::totalTime(varied, ScheduleSetting::uniform(2)), 1.0 + 3.0 + 2.0 * 4.0);
    QCOMPARE(Simulator::totalTime(varied, ScheduleSetting::uniform(1)), 1.0 + 3.0 + 1.0 + 2.0 * 4.0);
    QCOMPARE(Simulator::totalTime(Chain::units(0), ScheduleSetting::storeAll()), 0.0);
}

QTEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"
