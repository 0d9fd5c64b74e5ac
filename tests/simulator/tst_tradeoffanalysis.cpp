#include "core/simulator/revolvecount.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"
#include "simulator/schedulechecks.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(Chain)

class TestTradeoffAnalysis final : public QObject
{
    Q_OBJECT

private slots:
    void spacingCurveEqualsPerSpacingSimulation_data();
    void spacingCurveEqualsPerSpacingSimulation();
    void spacingCurveOnAMillionLayers();
    void revolveFrontier_data();
    void revolveFrontier();
    void revolveFrontierAgainstDynamicProgramme();
    void bestSpacingNearSqrt_data();
    void bestSpacingNearSqrt();
    void bestSpacingIsTheGlobalMinimum();
    void optimalAtTheSameMemory_data();
    void optimalAtTheSameMemory();
    void specExample();
};

void TestTradeoffAnalysis::spacingCurveEqualsPerSpacingSimulation_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<double>("ratio");
    for (qint64 n : {1, 2, 3, 17, 64, 99, 100, 150, 200})
        QTest::addRow("unit N=%lld", n) << Chain::units(n) << 2.0;
    QTest::newRow("unit N=120 ratio 1") << Chain::units(120) << 1.0;
    QTest::newRow("uniform sizes 2/3") << Chain::uniform(90, Layer{2, 3, 1.5}) << 2.0;
    QList<Layer> varied;
    for (int i = 1; i <= 77; ++i)
        varied.append(Layer{1 + (i * 5) % 4, 1 + (i * 5) % 4 + (i * 3) % 7, 0.5 + double(i % 3)});
    QTest::newRow("varied N=77") << Chain::fromLayers(varied) << 2.0;
}

void TestTradeoffAnalysis::spacingCurveEqualsPerSpacingSimulation()
{
    QFETCH(Chain, chain);
    QFETCH(double, ratio);
    const qint64 n = chain.layerCount();
    const SpacingCurve curve = TradeoffAnalysis::spacingCurve(chain, ratio);
    QCOMPARE(curve.peakMemory.size(), n);
    QCOMPARE(curve.extraForwards.size(), n);
    QCOMPARE(curve.overhead.size(), n);
    for (qint64 k = 1; k <= n; ++k) {
        const ScheduleSetting setting = ScheduleSetting::uniform(k, ratio);
        const QList<ScheduleEvent> events = Simulator::events(chain, setting);
        const ScheduleFigures expected = ScheduleChecks::figuresFromEvents(chain, events, ratio);
        QCOMPARE(curve.peakMemory.at(k - 1), expected.peakMemory);
        QCOMPARE(curve.extraForwards.at(k - 1), expected.extraForwards);
        QCOMPARE(curve.overhead.at(k - 1), expected.overhead);
    }
}

void TestTradeoffAnalysis::spacingCurveOnAMillionLayers()
{
    const qint64 n = 1'000'000;
    const SpacingCurve curve = TradeoffAnalysis::spacingCurve(Chain::units(n));
    for (qint64 k : {1, 2, 999, 1000, 1001, 65536, 999'999, 1'000'000}) {
        const qint64 m = (n + k - 1) / k;
        const qint64 r = n - (m - 1) * k;
        QCOMPARE(curve.peakMemory.at(k - 1), m - 1 + qMax(r, k - 1));
        QCOMPARE(curve.extraForwards.at(k - 1), (m - 1) * (k - 1));
    }
}

void TestTradeoffAnalysis::revolveFrontier_data()
{
    QTest::addColumn<qint64>("layers");
    for (qint64 n : {1, 2, 3, 10, 100, 1000, 100'000, 1'000'000})
        QTest::addRow("N=%lld", n) << n;
}

void TestTradeoffAnalysis::revolveFrontier()
{
    QFETCH(qint64, layers);
    const RevolveFrontier frontier = TradeoffAnalysis::revolveFrontier(layers);
    const qint64 maxSlots = qMax<qint64>(1, layers - 1);
    QCOMPARE(frontier.memory.size(), maxSlots);
    QCOMPARE(frontier.extraForwards.size(), maxSlots);
    const qint64 step = qMax<qint64>(1, maxSlots / 500);
    for (qint64 s = 1; s <= maxSlots; s += step) {
        QCOMPARE(frontier.memory.at(s - 1), qMin(s + 1, layers));
        QCOMPARE(frontier.extraForwards.at(s - 1), RevolveCount::extraForwards(layers, s));
    }
    for (qint64 s = 2; s <= maxSlots; ++s)
        QVERIFY(frontier.extraForwards.at(s - 1) <= frontier.extraForwards.at(s - 2));
    QCOMPARE(frontier.extraForwards.constLast(), qint64(0));
}

void TestTradeoffAnalysis::revolveFrontierAgainstDynamicProgramme()
{
    const auto table = ScheduleChecks::revolveTable(60, 60);
    for (qint64 n = 1; n <= 60; ++n) {
        const RevolveFrontier frontier = TradeoffAnalysis::revolveFrontier(n);
        for (qint64 s = 1; s <= qMax<qint64>(1, n - 1); ++s)
            QCOMPARE(frontier.extraForwards.at(s - 1), table[std::size_t(n)][std::size_t(s)] - (n - 1));
    }
}

void TestTradeoffAnalysis::bestSpacingNearSqrt_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("N=1") << qint64(1) << qint64(1);
    QTest::newRow("N=2") << qint64(2) << qint64(1); // k = 1 and 2 both peak at 2; k = 1 recomputes nothing
    // Ties on the peak go to fewer extra forwards: N = 100 has peak 19 for k = 8..12, and k = 10 recomputes least
    // (81: with the last segment kept, (m − 1)(k − 1) is smallest where k divides N).
    QTest::newRow("N=16") << qint64(16) << qint64(4);
    QTest::newRow("N=100") << qint64(100) << qint64(10);
    QTest::newRow("N=1000") << qint64(1000) << qint64(28);
    QTest::newRow("N=1e5") << qint64(100'000) << qint64(304);
    QTest::newRow("N=1e6") << qint64(1'000'000) << qint64(1000);
}

void TestTradeoffAnalysis::bestSpacingNearSqrt()
{
    QFETCH(qint64, layers);
    QFETCH(qint64, expected);
    QCOMPARE(TradeoffAnalysis::bestSpacingNearSqrt(Chain::units(layers)), expected);
}

void TestTradeoffAnalysis::bestSpacingIsTheGlobalMinimum()
{
    for (qint64 n = 1; n <= 600; ++n) {
        const SpacingCurve curve = TradeoffAnalysis::spacingCurve(Chain::units(n));
        const qint64 best = TradeoffAnalysis::bestSpacingNearSqrt(Chain::units(n));
        const qint64 minimum = *std::min_element(curve.peakMemory.cbegin(), curve.peakMemory.cend());
        QCOMPARE(curve.peakMemory.at(best - 1), minimum);
        // Ties go to fewer extra forwards: no k at all with the same peak recomputes less.
        for (qint64 k = 1; k <= n; ++k) {
            if (curve.peakMemory.at(k - 1) == minimum)
                QVERIFY(curve.extraForwards.at(k - 1) >= curve.extraForwards.at(best - 1));
        }
    }
}

void TestTradeoffAnalysis::optimalAtTheSameMemory_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("spacing");
    for (qint64 n : {1, 2, 10, 100, 1000}) {
        for (qint64 k : {qint64(1), qint64(2), qint64(std::sqrt(double(n))), n}) {
            if (k <= n)
                QTest::addRow("N=%lld k=%lld", n, k) << n << k;
        }
    }
}

void TestTradeoffAnalysis::optimalAtTheSameMemory()
{
    QFETCH(qint64, layers);
    QFETCH(qint64, spacing);
    const Chain chain = Chain::units(layers);
    const ScheduleFigures uniform = Simulator::figures(chain, ScheduleSetting::uniform(spacing));
    const qint64 slotCount = TradeoffAnalysis::optimalSlotsForPeak(layers, uniform.peakMemory);
    const ScheduleFigures optimal = Simulator::figures(chain, ScheduleSetting::optimal(slotCount));
    QCOMPARE(optimal.peakMemory, uniform.peakMemory);
    QVERIFY(optimal.extraForwards <= uniform.extraForwards);
}

void TestTradeoffAnalysis::specExample()
{
    const SpacingPoint uniform = TradeoffAnalysis::spacingPoint(Chain::units(100), 10);
    QCOMPARE(uniform.peakMemory, qint64(19));
    QCOMPARE(uniform.extraForwards, qint64(81)); // as much as Revolve at the same memory: no gain near sqrt(N)
    const qint64 slotCount = TradeoffAnalysis::optimalSlotsForPeak(100, 19);
    QCOMPARE(slotCount, qint64(18));
    QCOMPARE(TradeoffAnalysis::revolveFrontier(100).extraForwards.at(slotCount - 1), qint64(81));
}

QTEST_GUILESS_MAIN(TestTradeoffAnalysis)
#include "tst_tradeoffanalysis.moc"
