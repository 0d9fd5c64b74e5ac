// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/schedulegenerator.h"
#include "core/simulator/simulator.h"
#include "core/simulator/timelinedecimator.h"
#include "simulator/schedulechecks.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

class TestTimelineDecimator final : public QObject
{
    Q_OBJECT

private slots:
    void matchesEventsColumnByColumn_data();
    void matchesEventsColumnByColumn();
    void millionLayersStayWithinTheColumns_data();
    void millionLayersStayWithinTheColumns();
    void sharedTimeAxis();
    void snapshotMatchesSeparatePasses_data();
    void snapshotMatchesSeparatePasses();
};

void TestTimelineDecimator::matchesEventsColumnByColumn_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<int>("columns");
    QList<Layer> varied;
    for (int i = 1; i <= 37; ++i)
        varied.append(Layer{1 + i % 2, 1 + i % 2 + i % 3, 0.25 + double(i % 5)});
    const Chain variedChain = Chain::fromLayers(varied);
    for (int columns : {1, 2, 7, 64, 1000, 100000}) {
        for (qint64 n : {1, 3, 10, 100, 1000}) {
            const Chain chain = Chain::units(n);
            const auto root = qint64(std::sqrt(double(n)));
            QTest::addRow("N=%lld W=%d store-all", n, columns) << chain << ScheduleSetting::storeAll() << columns;
            QTest::addRow("N=%lld W=%d uniform", n, columns) << chain << ScheduleSetting::uniform(root) << columns;
            QTest::addRow("N=%lld W=%d uniform k=N", n, columns) << chain << ScheduleSetting::uniform(n) << columns;
            QTest::addRow("N=%lld W=%d pytorch", n, columns) << chain << ScheduleSetting::pyTorch(root, 2.5) << columns;
            QTest::addRow("N=%lld W=%d optimal s=3", n, columns)
                << chain << ScheduleSetting::optimal(3, 0.25) << columns;
            QTest::addRow("N=%lld W=%d optimal s=1", n, columns) << chain << ScheduleSetting::optimal(1) << columns;
        }
        QTest::addRow("varied W=%d uniform", columns) << variedChain << ScheduleSetting::uniform(5) << columns;
        QTest::addRow("varied W=%d pytorch", columns) << variedChain << ScheduleSetting::pyTorch(4) << columns;
        QTest::addRow("varied W=%d pytorch reentrant", columns)
            << variedChain << ScheduleSetting::pyTorch(4).withReentrant(true) << columns;
        QTest::addRow("mixed sizes W=%d uniform", columns)
            << Chain::uniform(50, Layer{2, 3, 1.5}) << ScheduleSetting::uniform(7) << columns;
    }
}

void TestTimelineDecimator::matchesEventsColumnByColumn()
{
    QFETCH(Chain, chain);
    QFETCH(ScheduleSetting, setting);
    QFETCH(int, columns);
    bool complete = false;
    const QList<ScheduleEvent> events = Simulator::events(chain, setting, 10'000'000, &complete);
    QVERIFY(complete);
    const ScheduleFigures figures = Simulator::figures(chain, setting);
    const MemoryTimeline timeline = Simulator::timeline(chain, setting, columns);

    // Brute force: every event's memory into its column, with the same column rule.
    const double span = figures.totalTime;
    const auto columnOf = [&](double time) {
        const double c = time * (double(columns) / span);
        return c > 0.0 ? (c >= double(columns - 1) ? columns - 1 : int(c)) : 0;
    };
    QList<qint64> minimum(columns, std::numeric_limits<qint64>::max());
    QList<qint64> maximum(columns, std::numeric_limits<qint64>::min());
    minimum[0] = 0; // the starting point
    maximum[0] = 0;
    bool anyRecompute = false;
    for (const ScheduleEvent &e : events) {
        const int c = columnOf(e.time);
        minimum[c] = qMin(minimum[c], e.memory);
        maximum[c] = qMax(maximum[c], e.memory);
        anyRecompute = anyRecompute || e.kind == EventKind::Recompute;
    }

    QVERIFY(timeline.memory.size() <= 2 * columns + 1);
    QCOMPARE(timeline.phases.size(), timeline.memory.size());
    QCOMPARE(timeline.peak.y(), double(figures.peakMemory));
    QCOMPARE(timeline.peak, QPointF(figures.peakTime, double(figures.peakMemory)));
    QCOMPARE(timeline.memory.constLast().x(), figures.totalTime);
    QCOMPARE(timeline.memory.first(), QPointF(0, 0));
    QCOMPARE(timeline.memory.last().y(), 0.0);
    QVERIFY(std::is_sorted(timeline.memory.cbegin(), timeline.memory.cend(),
                           [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); }));
    QVERIFY(timeline.memory.contains(timeline.peak));

    // The decimated points of each column are exactly that column's extremes.
    QList<qint64> seenMin(columns, std::numeric_limits<qint64>::max());
    QList<qint64> seenMax(columns, std::numeric_limits<qint64>::min());
    for (const QPointF &p : timeline.memory) {
        const int c = columnOf(p.x());
        seenMin[c] = qMin(seenMin[c], qint64(p.y()));
        seenMax[c] = qMax(seenMax[c], qint64(p.y()));
    }
    for (int c = 0; c < columns; ++c) {
        QCOMPARE(seenMin[c], minimum[c]);
        QCOMPARE(seenMax[c], maximum[c]);
    }

    // The chart shades recompute from the phase bits: every column where a recompute ended carries the bit.
    QSet<int> recomputeColumns;
    for (qsizetype i = 0; i < timeline.memory.size(); ++i) {
        if (timeline.phases.at(i) & MemoryTimeline::RecomputePhase)
            recomputeColumns.insert(columnOf(timeline.memory.at(i).x()));
    }
    QCOMPARE(!recomputeColumns.isEmpty(), anyRecompute);
    for (const ScheduleEvent &e : events) {
        if (e.kind == EventKind::Recompute)
            QVERIFY2(recomputeColumns.contains(columnOf(e.time)),
                     qPrintable(u"recompute at %1 not shaded"_s.arg(e.time)));
    }
}

void TestTimelineDecimator::millionLayersStayWithinTheColumns_data()
{
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::newRow("store-all") << ScheduleSetting::storeAll();
    QTest::newRow("uniform k=1000") << ScheduleSetting::uniform(1000);
    QTest::newRow("uniform k=3") << ScheduleSetting::uniform(3);
    QTest::newRow("pytorch S=1000") << ScheduleSetting::pyTorch(1000);
    QTest::newRow("optimal s=1998") << ScheduleSetting::optimal(1998);
    QTest::newRow("optimal s=1") << ScheduleSetting::optimal(1);
}

void TestTimelineDecimator::millionLayersStayWithinTheColumns()
{
    QFETCH(ScheduleSetting, setting);
    const Chain chain = Chain::units(1'000'000);
    const ScheduleFigures figures = Simulator::figures(chain, setting);
    const MemoryTimeline timeline = Simulator::timeline(chain, setting, 1000);
    QVERIFY(timeline.memory.size() <= 2001);
    QCOMPARE(timeline.peak.y(), double(figures.peakMemory));
    QCOMPARE(timeline.peak.y(), double(figures.peakMemory));
    QCOMPARE(timeline.memory.last().y(), 0.0);
}

void TestTimelineDecimator::sharedTimeAxis()
{
    const Chain chain = Chain::units(100);
    const SimulationSnapshot snapshot = Simulator::snapshot(chain, ScheduleSetting::uniform(10), 200);
    QVERIFY(snapshot.error.isEmpty());
    QCOMPARE(snapshot.figures.extraForwards, qint64(81));
    QCOMPARE(snapshot.storeAllFigures.peakMemory, qint64(100));
    // Uniform spacing takes longer; both timelines share its span so their columns line up.
    QCOMPARE(snapshot.timeline.memory.constLast().x(), 100.0 + 81.0 + 200.0);
    QCOMPARE(snapshot.storeAllTimeline.memory.constLast().x(), 300.0);
    QCOMPARE(snapshot.storeAllTimeline.peak.y(), 100.0);
    for (const quint8 phases : snapshot.storeAllTimeline.phases)
        QVERIFY(!(phases & MemoryTimeline::RecomputePhase));
    QCOMPARE(snapshot.timeline.peak.y(), 19.0);
    // One pass feeding both sinks gives what the separate calls give.
    const MemoryTimeline alone = Simulator::timeline(chain, ScheduleSetting::uniform(10), 200, 381.0);
    QCOMPARE(snapshot.timeline.memory, alone.memory);
    QCOMPARE(snapshot.timeline.phases, alone.phases);
    QCOMPARE(snapshot.figures.peakTime, Simulator::figures(chain, ScheduleSetting::uniform(10)).peakTime);
}

void TestTimelineDecimator::snapshotMatchesSeparatePasses_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<ScheduleSetting>("setting");
    for (qint64 n : {1000, 100'000}) {
        for (const Chain &chain : {Chain::units(n), Chain::uniform(n, Layer{2, 3, 0.5})}) {
            const char *name = chain.isUnitModel() ? "unit" : "sized";
            QTest::addRow("%s N=%lld uniform k=2", name, n) << chain << ScheduleSetting::uniform(2);
            QTest::addRow("%s N=%lld uniform k=7", name, n) << chain << ScheduleSetting::uniform(7, 1.5);
            QTest::addRow("%s N=%lld pytorch S=N/3", name, n) << chain << ScheduleSetting::pyTorch(n / 3);
            QTest::addRow("%s N=%lld pytorch reentrant S=N/3", name, n)
                << chain << ScheduleSetting::pyTorch(n / 3).withReentrant(true);
            if (chain.hasInternals())
                continue;
            QTest::addRow("%s N=%lld optimal s=1", name, n) << chain << ScheduleSetting::optimal(1);
            QTest::addRow("%s N=%lld optimal s=2", name, n) << chain << ScheduleSetting::optimal(2, 0.5);
            QTest::addRow("%s N=%lld optimal s=9", name, n) << chain << ScheduleSetting::optimal(9);
        }
    }
}

void TestTimelineDecimator::snapshotMatchesSeparatePasses()
{
    // The snapshot feeds figures and timeline from one pass; each sink also takes different summaries on its own.
    QFETCH(Chain, chain);
    QFETCH(ScheduleSetting, setting);
    const SimulationSnapshot snapshot = Simulator::snapshot(chain, setting, 300);
    const ScheduleFigures figures = Simulator::figures(chain, setting);
    QCOMPARE(snapshot.figures.peakMemory, figures.peakMemory);
    QCOMPARE(snapshot.figures.peakTime, figures.peakTime);
    QCOMPARE(snapshot.figures.savedAfterForward, figures.savedAfterForward);
    QCOMPARE(snapshot.figures.layerForwards, figures.layerForwards);
    QCOMPARE(snapshot.figures.extraForwards, figures.extraForwards);
    QCOMPARE(snapshot.figures.backwards, chain.layerCount());
    QCOMPARE(snapshot.figures.totalTime, figures.totalTime);
    QCOMPARE(snapshot.figures.totalTime, Simulator::totalTime(chain, setting));
    const double span = qMax(figures.totalTime, Simulator::totalTime(chain, ScheduleSetting::storeAll()));
    const MemoryTimeline alone = Simulator::timeline(chain, setting, 300, span);
    QCOMPARE(snapshot.timeline.memory, alone.memory);
    QCOMPARE(snapshot.timeline.phases, alone.phases);
    QCOMPARE(snapshot.timeline.peak, QPointF(figures.peakTime, double(figures.peakMemory)));
    QCOMPARE(snapshot.timeline.memory.constLast(), QPointF(figures.totalTime, 0.0));
}

QTEST_GUILESS_MAIN(TestTimelineDecimator)
#include "tst_timelinedecimator.moc"
