// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/figuresaccumulator.h"
#include "core/simulator/revolvecount.h"
#include "core/simulator/schedulegenerator.h"
#include "core/simulator/simulator.h"
#include "simulator/schedulechecks.h"

#include <QTest>

#include <cmath>

namespace {

// Layers of varied sizes and costs, some saving more than their input: what the byte mode looks like.
Chain variedChain(qint64 n)
{
    QList<Layer> layers;
    for (qint64 i = 1; i <= n; ++i)
        layers.append(Layer{1 + i % 3, 1 + i % 3 + (i * 7) % 5, 0.5 + double(i % 4)});
    return Chain::fromLayers(layers);
}

} // namespace

class TestFiguresAccumulator final : public QObject
{
    Q_OBJECT

private slots:
    void matchesEventByEventCounting_data();
    void matchesEventByEventCounting();
    void millionLayersInClosedForm_data();
    void millionLayersInClosedForm();
};

void TestFiguresAccumulator::matchesEventByEventCounting_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<ScheduleSetting>("setting");
    for (qint64 n : {1, 2, 5, 13, 40, 97}) {
        for (const Chain &chain : {Chain::units(n), variedChain(n), Chain::uniform(n, Layer{3, 5, 2.5})}) {
            const char *name = chain.isUnitModel() ? "unit" : chain.isUniform() ? "uniform" : "varied";
            QTest::addRow("%s N=%lld store-all", name, n) << chain << ScheduleSetting::storeAll(1.5);
            for (qint64 p : {qint64(1), qint64(2), qint64(3), n / 3, n - 1, n}) {
                if (p < 1 || p > n)
                    continue;
                QTest::addRow("%s N=%lld uniform %lld", name, n, p) << chain << ScheduleSetting::uniform(p);
                QTest::addRow("%s N=%lld pytorch %lld", name, n, p) << chain << ScheduleSetting::pyTorch(p, 3.0);
                QTest::addRow("%s N=%lld pytorch reentrant %lld", name, n, p)
                    << chain << ScheduleSetting::pyTorch(p, 3.0).withReentrant(true);
                if (!chain.hasInternals()) // Revolve is offered only where it is optimal
                    QTest::addRow("%s N=%lld optimal %lld", name, n, p) << chain << ScheduleSetting::optimal(p, 0.75);
            }
        }
    }
}

void TestFiguresAccumulator::matchesEventByEventCounting()
{
    QFETCH(Chain, chain);
    QFETCH(ScheduleSetting, setting);
    bool complete = false;
    const QList<ScheduleEvent> events = Simulator::events(chain, setting, 10'000'000, &complete);
    QVERIFY(complete);
    const QString error = ScheduleChecks::invariantError(chain, events);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const ScheduleFigures expected = ScheduleChecks::figuresFromEvents(chain, events, setting.backwardRatio);

    FiguresAccumulator sink(chain, setting.backwardRatio);
    ScheduleGenerator::generate(chain, setting, sink);
    const ScheduleFigures f = sink.figures();
    QVERIFY(f.valid);
    QCOMPARE(f.layers, chain.layerCount());
    QCOMPARE(f.peakMemory, expected.peakMemory);
    QCOMPARE(f.peakTime, expected.peakTime);
    QCOMPARE(f.savedAfterForward, expected.savedAfterForward);
    QCOMPARE(f.layerForwards, expected.layerForwards);
    QCOMPARE(f.extraForwards, expected.extraForwards);
    QCOMPARE(f.backwards, expected.backwards);
    QCOMPARE(f.forwardCost, expected.forwardCost);
    QCOMPARE(f.extraForwardCost, expected.extraForwardCost);
    QCOMPARE(f.backwardCost, expected.backwardCost);
    QCOMPARE(f.totalTime, expected.totalTime);
    QCOMPARE(f.overhead, expected.overhead);
}

void TestFiguresAccumulator::millionLayersInClosedForm_data()
{
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<qint64>("peak");
    QTest::addColumn<qint64>("extra");
    const qint64 n = 1'000'000;
    QTest::newRow("store-all") << ScheduleSetting::storeAll() << n << qint64(0);
    QTest::newRow("uniform k=1000") << ScheduleSetting::uniform(1000) << qint64(1999) << qint64(999 * 999);
    // 1002 segments: 1001 of 999 layers and a last one of r = 1.
    QTest::newRow("uniform k=999") << ScheduleSetting::uniform(999) << qint64(1002 - 1 + 998) << qint64(1001 * 998);
    QTest::newRow("uniform k=N") << ScheduleSetting::uniform(n) << n << qint64(0);
    QTest::newRow("pytorch S=1000 reentrant")
        << ScheduleSetting::pyTorch(1000).withReentrant(true) << qint64(1999) << qint64(999 * 1000);
    QTest::newRow("pytorch S=1000") << ScheduleSetting::pyTorch(1000) << qint64(1999) << qint64(999 * 999);
    QTest::newRow("pytorch S=7 reentrant")
        << ScheduleSetting::pyTorch(7).withReentrant(true) << qint64(6 + (n - 6 * (n / 7))) << 6 * (n / 7);
    QTest::newRow("pytorch S=7") << ScheduleSetting::pyTorch(7) << qint64(6 + (n - 6 * (n / 7))) << 6 * (n / 7 - 1);
    QTest::newRow("optimal s=1998") << ScheduleSetting::optimal(1998) << qint64(1999)
                                    << RevolveCount::extraForwards(n, 1998);
    QTest::newRow("optimal s=20") << ScheduleSetting::optimal(20) << qint64(21) << RevolveCount::extraForwards(n, 20);
    QTest::newRow("optimal s=2") << ScheduleSetting::optimal(2) << qint64(3) << RevolveCount::extraForwards(n, 2);
    // O(N²) events, O(N) runs: must still be quick.
    QTest::newRow("optimal s=1") << ScheduleSetting::optimal(1) << qint64(2) << RevolveCount::extraForwards(n, 1);
}

void TestFiguresAccumulator::millionLayersInClosedForm()
{
    QFETCH(ScheduleSetting, setting);
    QFETCH(qint64, peak);
    QFETCH(qint64, extra);
    const qint64 n = 1'000'000;
    const ScheduleFigures f = Simulator::figures(Chain::units(n), setting);
    QVERIFY(f.valid);
    QCOMPARE(f.peakMemory, peak);
    QCOMPARE(f.extraForwards, extra);
    QCOMPARE(f.layerForwards, n + extra);
    QCOMPARE(f.backwards, n);
    QCOMPARE(f.overhead, double(extra) / (double(n) * 3.0));
}

QTEST_GUILESS_MAIN(TestFiguresAccumulator)
#include "tst_figuresaccumulator.moc"
