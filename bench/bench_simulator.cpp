// Benchmarks of the simulator core: what a slider step costs (figures, decimated timeline, the snapshot the chart
// redraws) and what a change of N costs (trade-off curves). Run: bench_simulator [-median 5] [-callgrind].
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(ScheduleSetting)

namespace {

constexpr int Columns = 1000;

void addSettingRows()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<ScheduleSetting>("setting");
    for (qint64 n : {1'000, 10'000, 100'000, 1'000'000}) {
        const Chain chain = Chain::units(n);
        const qint64 k = TradeoffAnalysis::bestSpacingNearSqrt(chain);
        const qint64 peak = TradeoffAnalysis::spacingPoint(chain, k).peakMemory;
        const qint64 segments = qBound<qint64>(1, std::llround(std::sqrt(double(n))), n);
        QTest::addRow("N=%lld uniform k=%lld", n, k) << n << ScheduleSetting::uniform(k);
        QTest::addRow("N=%lld uniform k=2", n) << n << ScheduleSetting::uniform(2);
        QTest::addRow("N=%lld pytorch S=%lld", n, segments) << n << ScheduleSetting::pyTorch(segments);
        const qint64 slotCount = TradeoffAnalysis::optimalSlotsForPeak(n, peak);
        QTest::addRow("N=%lld optimal s=%lld", n, slotCount) << n << ScheduleSetting::optimal(slotCount);
        QTest::addRow("N=%lld optimal s=8", n) << n << ScheduleSetting::optimal(8);
        QTest::addRow("N=%lld optimal s=2", n) << n << ScheduleSetting::optimal(2);
        QTest::addRow("N=%lld optimal s=1", n) << n << ScheduleSetting::optimal(1);
    }
}

} // namespace

class BenchSimulator final : public QObject
{
    Q_OBJECT

private slots:
    void figures_data() { addSettingRows(); }
    void figures();
    void timeline_data() { addSettingRows(); }
    void timeline();
    void snapshot_data() { addSettingRows(); }
    void snapshot();
    void events_data();
    void events();
    void spacingCurve_data();
    void spacingCurve();
    void revolveFrontier_data();
    void revolveFrontier();
    void bestSpacingNearSqrt_data();
    void bestSpacingNearSqrt();
};

void BenchSimulator::figures()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleSetting, setting);
    const Chain chain = Chain::units(layers);
    ScheduleFigures result;
    QBENCHMARK
    {
        result = Simulator::figures(chain, setting);
    }
    QVERIFY(result.valid);
}

void BenchSimulator::timeline()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleSetting, setting);
    const Chain chain = Chain::units(layers);
    MemoryTimeline result;
    QBENCHMARK
    {
        result = Simulator::timeline(chain, setting, Columns); // includes the figures pass that finds the span
    }
    QVERIFY(result.memory.size() <= 2 * Columns + 1);
}

void BenchSimulator::snapshot()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleSetting, setting);
    const Chain chain = Chain::units(layers);
    SimulationSnapshot result;
    QBENCHMARK
    {
        result = Simulator::snapshot(chain, setting, Columns);
    }
    QVERIFY(result.error.isEmpty());
}

void BenchSimulator::events_data()
{
    // The explicit event-by-event schedule (what the tests check the summarised sinks against): linear in N.
    QTest::addColumn<qint64>("layers");
    for (qint64 n : {1'000, 10'000, 100'000, 1'000'000})
        QTest::addRow("N=%lld uniform best k", n) << n;
}

void BenchSimulator::events()
{
    QFETCH(qint64, layers);
    const Chain chain = Chain::units(layers);
    const ScheduleSetting setting = ScheduleSetting::uniform(TradeoffAnalysis::bestSpacingNearSqrt(chain));
    qsizetype count = 0;
    QBENCHMARK
    {
        count = Simulator::events(chain, setting).size();
    }
    QVERIFY(count > 3 * layers);
}

void BenchSimulator::spacingCurve_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::newRow("N=100000") << qint64(100'000);
    QTest::newRow("N=1000000") << qint64(1'000'000);
}

void BenchSimulator::spacingCurve()
{
    QFETCH(qint64, layers);
    const Chain chain = Chain::units(layers);
    SpacingCurve curve;
    QBENCHMARK
    {
        curve = TradeoffAnalysis::spacingCurve(chain);
    }
    QCOMPARE(curve.peakMemory.size(), layers);
}

void BenchSimulator::revolveFrontier_data()
{
    spacingCurve_data();
}

void BenchSimulator::revolveFrontier()
{
    QFETCH(qint64, layers);
    RevolveFrontier frontier;
    QBENCHMARK
    {
        frontier = TradeoffAnalysis::revolveFrontier(layers);
    }
    QCOMPARE(frontier.memory.size(), layers - 1);
}

void BenchSimulator::bestSpacingNearSqrt_data()
{
    spacingCurve_data();
}

void BenchSimulator::bestSpacingNearSqrt()
{
    QFETCH(qint64, layers);
    const Chain chain = Chain::units(layers);
    qint64 k = 0;
    QBENCHMARK
    {
        k = TradeoffAnalysis::bestSpacingNearSqrt(chain);
    }
    QVERIFY(k >= 1);
}

QTEST_GUILESS_MAIN(BenchSimulator)
#include "bench_simulator.moc"
