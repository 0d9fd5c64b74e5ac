// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// Benchmarks of the simulator core: what a slider step costs (figures, decimated timeline, the snapshot the chart
// redraws) and what a change of N costs (trade-off curves). Run: bench_simulator [-median 5] [-callgrind].
#include "core/simulator/revolvecount.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QTest>

#include <cmath>

namespace {

constexpr int Columns = 1000;

void addSettingRows()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<ScheduleSetting>("setting");
    for (qint64 n : {1'000, 10'000, 100'000, 1'000'000}) {
        const Chain chain = Chain::units(n);
        const qint64 k = TradeoffAnalysis::bestSpacingNearSqrt(chain);
        const qint64 peak = TradeoffAnalysis::point(chain, ScheduleSetting::uniform(k)).peakMemory;
        const qint64 segments = qBound<qint64>(1, std::llround(std::sqrt(double(n))), n);
        QTest::addRow("N=%lld uniform k=%lld", n, k) << n << ScheduleSetting::uniform(k);
        QTest::addRow("N=%lld uniform k=2", n) << n << ScheduleSetting::uniform(2);
        QTest::addRow("N=%lld pytorch S=%lld", n, segments) << n << ScheduleSetting::pyTorch(segments);
        QTest::addRow("N=%lld pytorch reentrant S=%lld", n, segments)
            << n << ScheduleSetting::pyTorch(segments).withReentrant(true);
        const qint64 slotCount = RevolveCount::slotsForPeak(n, peak);
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
    void curve_data();
    void curve();
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

void BenchSimulator::curve_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<ScheduleKind>("kind");
    for (const qint64 n : {100'000LL, 1'000'000LL}) {
        QTest::addRow("N=%lld uniform", n) << n << ScheduleKind::Uniform;
        QTest::addRow("N=%lld pytorch", n) << n << ScheduleKind::PyTorch;
        QTest::addRow("N=%lld optimal", n) << n << ScheduleKind::Optimal;
    }
}

// What a step of N costs the trade-off and budget charts: one sampled curve per schedule.
void BenchSimulator::curve()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleKind, kind);
    const Chain chain = Chain::units(layers);
    QList<TradeoffPoint> points;
    QBENCHMARK
    {
        points = TradeoffAnalysis::curve(chain, kind, false, 2.0);
    }
    QVERIFY(points.size() > 1000);
}

void BenchSimulator::bestSpacingNearSqrt_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::newRow("N=100000") << qint64(100'000);
    QTest::newRow("N=1000000") << qint64(1'000'000);
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
