// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/revolvecount.h"
#include "core/simulator/schedulegenerator.h"
#include "core/simulator/simulator.h"
#include "simulator/schedulechecks.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

struct EventFigures
{
    QList<ScheduleEvent> events;
    ScheduleFigures figures;
};

EventFigures simulate(qint64 n, const ScheduleSetting &setting)
{
    const Chain chain = Chain::units(n);
    bool complete = false;
    EventFigures result;
    result.events = Simulator::events(chain, setting, 10'000'000, &complete);
    if (!complete)
        qFatal("schedule did not fit");
    result.figures = ScheduleChecks::figuresFromEvents(chain, result.events, setting.backwardRatio);
    return result;
}

QList<qint64> interestingLayerCounts()
{
    return {1, 2, 3, 4, 5, 7, 10, 16, 17, 31, 64, 100, 101};
}

QList<qint64> interestingParameters(qint64 n)
{
    const auto root = qint64(std::lround(std::sqrt(double(n))));
    QList<qint64> values = {1, 2, 3, root - 1, root, root + 1, n / 2, n / 2 + 1, n - 1, n};
    QList<qint64> unique;
    for (qint64 v : values) {
        if (v >= 1 && v <= n && !unique.contains(v))
            unique.append(v);
    }
    return unique;
}

} // namespace

class TestScheduleGenerator final : public QObject
{
    Q_OBJECT

private slots:
    void invariants_data();
    void invariants();
    void storeAll_data();
    void storeAll();
    void uniformClosedForms_data();
    void uniformClosedForms();
    void uniformEveryK();
    void pyTorchClosedForms_data();
    void pyTorchClosedForms();
    void pyTorchEverySegmentCount();
    void revolveMatchesClosedFormAndDynamicProgramme();
    void revolveLargeSlotCounts();
    void specExampleAtMemory19();
    void firstEventsOfUniform();
};

void TestScheduleGenerator::invariants_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<ScheduleSetting>("setting");
    for (qint64 n : interestingLayerCounts()) {
        QTest::addRow("store-all N=%lld", n) << n << ScheduleSetting::storeAll();
        for (qint64 p : interestingParameters(n)) {
            QTest::addRow("uniform N=%lld k=%lld", n, p) << n << ScheduleSetting::uniform(p);
            QTest::addRow("pytorch N=%lld S=%lld", n, p) << n << ScheduleSetting::pyTorch(p);
            QTest::addRow("pytorch reentrant N=%lld S=%lld", n, p)
                << n << ScheduleSetting::pyTorch(p).withReentrant(true);
            ScheduleSetting outputs = ScheduleSetting::pyTorch(p);
            outputs.layersSaveOutput = true;
            QTest::addRow("pytorch output-saving N=%lld S=%lld", n, p) << n << outputs;
            QTest::addRow("optimal N=%lld s=%lld", n, p) << n << ScheduleSetting::optimal(p);
        }
    }
    QTest::newRow("uniform ratio 0.5") << qint64(30) << ScheduleSetting::uniform(4, 0.5);
    QTest::newRow("optimal ratio 3.25") << qint64(50) << ScheduleSetting::optimal(4, 3.25);
}

void TestScheduleGenerator::invariants()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleSetting, setting);
    const EventFigures run = simulate(layers, setting);
    const QString error = ScheduleChecks::invariantError(Chain::units(layers), run.events);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(run.figures.backwards, layers);
    QCOMPARE(run.figures.layerForwards - run.figures.extraForwards, layers);
    QCOMPARE(run.events.first().kind, EventKind::Save);
    QCOMPARE(run.events.first().index, qint64(0));
    QCOMPARE(run.events.last().kind, EventKind::Free);
    QCOMPARE(run.events.last().index, qint64(0));
    const double expectedTime = double(run.figures.layerForwards) + setting.backwardRatio * double(layers);
    QCOMPARE(run.events.last().time, expectedTime);
}

void TestScheduleGenerator::storeAll_data()
{
    QTest::addColumn<qint64>("layers");
    for (qint64 n : interestingLayerCounts())
        QTest::addRow("N=%lld", n) << n;
}

void TestScheduleGenerator::storeAll()
{
    QFETCH(qint64, layers);
    const ScheduleFigures f = simulate(layers, ScheduleSetting::storeAll()).figures;
    QCOMPARE(f.peakMemory, layers);
    QCOMPARE(f.savedAfterForward, layers);
    QCOMPARE(f.layerForwards, layers);
    QCOMPARE(f.extraForwards, qint64(0));
    QCOMPARE(f.overhead, 0.0);
}

void TestScheduleGenerator::uniformClosedForms_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("spacing");
    QTest::addColumn<double>("ratio");
    QTest::newRow("N=1 k=1") << qint64(1) << qint64(1) << 2.0;
    QTest::newRow("N=2 k=1") << qint64(2) << qint64(1) << 2.0;
    QTest::newRow("N=2 k=2 (k=N)") << qint64(2) << qint64(2) << 2.0;
    QTest::newRow("N=10 k=3 (r=1)") << qint64(10) << qint64(3) << 2.0;
    QTest::newRow("N=10 k=4 (r=2)") << qint64(10) << qint64(4) << 2.0;
    QTest::newRow("N=10 k=10") << qint64(10) << qint64(10) << 2.0;
    QTest::newRow("N=16 k=4") << qint64(16) << qint64(4) << 2.0;
    QTest::newRow("N=100 k=10") << qint64(100) << qint64(10) << 2.0;
    QTest::newRow("N=100 k=7") << qint64(100) << qint64(7) << 1.0;
    QTest::newRow("N=101 k=10") << qint64(101) << qint64(10) << 2.0;
    QTest::newRow("N=1000 k=33") << qint64(1000) << qint64(33) << 3.0;
    QTest::newRow("N=1000 k=1000") << qint64(1000) << qint64(1000) << 2.0;
    QTest::newRow("N=997 k=31") << qint64(997) << qint64(31) << 0.5;
}

void TestScheduleGenerator::uniformClosedForms()
{
    QFETCH(qint64, layers);
    QFETCH(qint64, spacing);
    QFETCH(double, ratio);
    const ScheduleFigures f = simulate(layers, ScheduleSetting::uniform(spacing, ratio)).figures;
    const qint64 m = (layers + spacing - 1) / spacing;
    const qint64 r = layers - (m - 1) * spacing;
    // The last segment is kept in the first sweep, so it is never recomputed (SPEC section 3).
    QCOMPARE(f.peakMemory, m - 1 + qMax(r, spacing - 1));
    QCOMPARE(f.savedAfterForward, m - 1 + r);
    QCOMPARE(f.extraForwards, (m - 1) * (spacing - 1));
    QCOMPARE(f.layerForwards, layers + (m - 1) * (spacing - 1));
    QCOMPARE(f.overhead, double((m - 1) * (spacing - 1)) / (double(layers) * (1.0 + ratio)));
    if (spacing == 1 || spacing == layers)
        QCOMPARE(f.peakMemory, layers);
}

void TestScheduleGenerator::uniformEveryK()
{
    for (qint64 n = 1; n <= 60; ++n) {
        for (qint64 k = 1; k <= n; ++k) {
            const EventFigures run = simulate(n, ScheduleSetting::uniform(k));
            const QString error = ScheduleChecks::invariantError(Chain::units(n), run.events);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const qint64 m = (n + k - 1) / k;
            const qint64 r = n - (m - 1) * k;
            QCOMPARE(run.figures.peakMemory, m - 1 + qMax(r, k - 1));
            QCOMPARE(run.figures.extraForwards, (m - 1) * (k - 1));
        }
    }
}

void TestScheduleGenerator::pyTorchClosedForms_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("segments");
    QTest::addColumn<qint64>("expectedPeak");
    QTest::addColumn<qint64>("expectedForwards");
    QTest::addColumn<bool>("reentrant");
    // Measured on real PyTorch 1.13 (SPEC section 3, docs/pytorch).
    QTest::newRow("measured N=16 S=4") << qint64(16) << qint64(4) << qint64(7) << qint64(28) << true;
    QTest::newRow("measured N=100 S=7") << qint64(100) << qint64(7) << qint64(22) << qint64(184) << true;
    // From the closed forms: peak (S − 1) + L_last, forwards N + (N − L_last).
    QTest::newRow("N=1 S=1") << qint64(1) << qint64(1) << qint64(1) << qint64(1) << true;
    QTest::newRow("N=10 S=1 is store-all") << qint64(10) << qint64(1) << qint64(10) << qint64(10) << true;
    QTest::newRow("N=10 S=10") << qint64(10) << qint64(10) << qint64(10) << qint64(19) << true;
    QTest::newRow("N=10 S=3 (L_last=4)") << qint64(10) << qint64(3) << qint64(6) << qint64(16) << true;
    QTest::newRow("N=10 S=6 (size 1, L_last=5)") << qint64(10) << qint64(6) << qint64(10) << qint64(15) << true;
    // use_reentrant=False with early stop: each checkpointed segment reruns all but its last layer.
    QTest::newRow("early stop N=16 S=4") << qint64(16) << qint64(4) << qint64(7) << qint64(25) << false;
    QTest::newRow("early stop N=100 S=7") << qint64(100) << qint64(7) << qint64(22) << qint64(178) << false;
    QTest::newRow("early stop N=10 S=10") << qint64(10) << qint64(10) << qint64(10) << qint64(10) << false;
}

void TestScheduleGenerator::pyTorchClosedForms()
{
    QFETCH(qint64, layers);
    QFETCH(qint64, segments);
    QFETCH(qint64, expectedPeak);
    QFETCH(qint64, expectedForwards);
    QFETCH(bool, reentrant);
    const ScheduleFigures f = simulate(layers, ScheduleSetting::pyTorch(segments).withReentrant(reentrant)).figures;
    QCOMPARE(f.peakMemory, expectedPeak);
    QCOMPARE(f.savedAfterForward, expectedPeak);
    QCOMPARE(f.layerForwards, expectedForwards);
}

void TestScheduleGenerator::pyTorchEverySegmentCount()
{
    for (qint64 n = 1; n <= 60; ++n) {
        for (qint64 segments = 1; segments <= n; ++segments) {
            for (const bool reentrant : {true, false}) {
                const EventFigures run = simulate(n, ScheduleSetting::pyTorch(segments).withReentrant(reentrant));
                const QString error = ScheduleChecks::invariantError(Chain::units(n), run.events);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                const qint64 size = n / segments;
                const qint64 lastLength = n - (segments - 1) * size;
                QCOMPARE(run.figures.savedAfterForward, (segments - 1) + lastLength);
                QCOMPARE(run.figures.peakMemory, (segments - 1) + lastLength);
                QCOMPARE(run.figures.layerForwards, n + (segments - 1) * (reentrant ? size : size - 1));
            }
        }
    }
}

void TestScheduleGenerator::revolveMatchesClosedFormAndDynamicProgramme()
{
    const auto table = ScheduleChecks::revolveTable(60, 12);
    for (qint64 n = 1; n <= 60; ++n) {
        for (qint64 s = 1; s <= 12; ++s) {
            const EventFigures run = simulate(n, ScheduleSetting::optimal(s));
            const QString error = ScheduleChecks::invariantError(Chain::units(n), run.events);
            QVERIFY2(error.isEmpty(), qPrintable(u"N=%1 s=%2: %3"_s.arg(n).arg(s).arg(error)));
            const qint64 dp = table[std::size_t(n)][std::size_t(s)];
            QVERIFY2(run.figures.extraForwards == dp - (n - 1),
                     qPrintable(u"N=%1 s=%2: schedule has %3 extra forwards, DP says %4"_s.arg(n)
                                    .arg(s)
                                    .arg(run.figures.extraForwards)
                                    .arg(dp - (n - 1))));
            QCOMPARE(run.figures.extraForwards, RevolveCount::extraForwards(n, s));
            QCOMPARE(run.figures.peakMemory, qMin(s + 1, n));
        }
    }
}

void TestScheduleGenerator::revolveLargeSlotCounts()
{
    for (qint64 n : {61, 100, 257, 1000}) {
        for (qint64 s : {1, 2, 3, 5, 9, 18, 40, 99, 500, 999, 1000}) {
            if (s > n)
                continue;
            const EventFigures run = simulate(n, ScheduleSetting::optimal(s));
            const QString error = ScheduleChecks::invariantError(Chain::units(n), run.events);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(run.figures.extraForwards, RevolveCount::extraForwards(n, s));
            QCOMPARE(run.figures.peakMemory, qMin(s + 1, n));
        }
    }
}

void TestScheduleGenerator::specExampleAtMemory19()
{
    const ScheduleFigures uniform = simulate(100, ScheduleSetting::uniform(10)).figures;
    // With the last segment kept, uniform spacing costs exactly what Revolve does at this memory.
    QCOMPARE(uniform.peakMemory, qint64(19));
    QCOMPARE(uniform.extraForwards, qint64(81));
    const ScheduleFigures optimal = simulate(100, ScheduleSetting::optimal(18)).figures;
    QCOMPARE(optimal.peakMemory, qint64(19));
    QCOMPARE(optimal.extraForwards, qint64(81));
}

void TestScheduleGenerator::firstEventsOfUniform()
{
    // N = 4, k = 2: checkpoints x_0 and x_2; the last segment keeps x_3 in the first sweep, so only the first
    // segment is recomputed (f_1, keeping x_1).
    const QList<ScheduleEvent> events = simulate(4, ScheduleSetting::uniform(2)).events;
    const QList<ScheduleEvent> expected = {
        {EventKind::Save, 0, 0, 1},      {EventKind::Forward, 1, 1, 1},   {EventKind::Forward, 2, 2, 1},
        {EventKind::Save, 2, 2, 2},      {EventKind::Forward, 3, 3, 2},   {EventKind::Save, 3, 3, 3},
        {EventKind::Forward, 4, 4, 3},   {EventKind::Backward, 4, 6, 3},  {EventKind::Free, 3, 6, 2},
        {EventKind::Backward, 3, 8, 2},  {EventKind::Free, 2, 8, 1},      {EventKind::Recompute, 1, 9, 1},
        {EventKind::Save, 1, 9, 2},      {EventKind::Backward, 2, 11, 2}, {EventKind::Free, 1, 11, 1},
        {EventKind::Backward, 1, 13, 1}, {EventKind::Free, 0, 13, 0},
    };
    QCOMPARE(events, expected);
}

QTEST_GUILESS_MAIN(TestScheduleGenerator)
#include "tst_schedulegenerator.moc"
