// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/revolvecount.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"
#include "simulator/schedulechecks.h"

#include <QTest>

#include <cmath>

class TestTradeoffAnalysis final : public QObject
{
    Q_OBJECT

private slots:
    void curveEqualsPerSettingSimulation_data();
    void curveEqualsPerSettingSimulation();
    void curvesOnAMillionLayers();
    void sampleParameters_data();
    void sampleParameters();
    void revolveCurveAgainstDynamicProgramme();
    void bestSpacingNearSqrt_data();
    void bestSpacingNearSqrt();
    void bestSpacingIsTheGlobalMinimum();
    void optimalAtTheSameMemory_data();
    void optimalAtTheSameMemory();
    void specExample();
};

void TestTradeoffAnalysis::curveEqualsPerSettingSimulation_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<ScheduleKind>("kind");
    QTest::addColumn<bool>("reentrant");
    QTest::addColumn<double>("ratio");
    QList<Layer> varied;
    for (int i = 1; i <= 77; ++i)
        varied.append(Layer{1 + (i * 5) % 4, 1 + (i * 5) % 4 + (i * 3) % 7, 0.5 + double(i % 3)});
    const QList<std::pair<const char *, Chain>> chains = {{"unit N=1", Chain::units(1)},
                                                          {"unit N=17", Chain::units(17)},
                                                          {"unit N=100", Chain::units(100)},
                                                          {"unit N=150", Chain::units(150)},
                                                          {"sizes 2/3 N=90", Chain::uniform(90, Layer{2, 3, 1.5})},
                                                          {"varied N=77", Chain::fromLayers(varied)}};
    for (const auto &[name, chain] : chains) {
        QTest::addRow("%s uniform", name) << chain << ScheduleKind::Uniform << false << 2.0;
        QTest::addRow("%s uniform ratio 1", name) << chain << ScheduleKind::Uniform << false << 1.0;
        QTest::addRow("%s pytorch", name) << chain << ScheduleKind::PyTorch << false << 2.0;
        QTest::addRow("%s pytorch reentrant", name) << chain << ScheduleKind::PyTorch << true << 2.0;
        if (!chain.hasInternals())
            QTest::addRow("%s optimal", name) << chain << ScheduleKind::Optimal << false << 2.0;
    }
}

// Every point of a curve is what simulating that one setting event by event gives.
void TestTradeoffAnalysis::curveEqualsPerSettingSimulation()
{
    QFETCH(Chain, chain);
    QFETCH(ScheduleKind, kind);
    QFETCH(bool, reentrant);
    QFETCH(double, ratio);
    const qint64 n = chain.layerCount();
    const QList<TradeoffPoint> curve = TradeoffAnalysis::curve(chain, kind, reentrant, ratio);
    QCOMPARE(curve.size(), kind == ScheduleKind::Optimal ? qMax<qint64>(1, n - 1) : n); // every parameter: few
    for (const TradeoffPoint &point : curve) {
        ScheduleSetting setting;
        setting.kind = kind;
        setting.useReentrant = reentrant;
        setting.backwardRatio = ratio;
        (kind == ScheduleKind::Uniform   ? setting.spacing
         : kind == ScheduleKind::PyTorch ? setting.segments
                                         : setting.slotCount)
            = point.parameter;
        const ScheduleFigures expected
            = ScheduleChecks::figuresFromEvents(chain, Simulator::events(chain, setting), ratio);
        QCOMPARE(point.peakMemory, expected.peakMemory);
        QCOMPARE(point.extraForwards, expected.extraForwards);
        QCOMPARE(point.overhead, expected.overhead);
    }
}

void TestTradeoffAnalysis::curvesOnAMillionLayers()
{
    const qint64 n = 1'000'000;
    const Chain chain = Chain::units(n);
    const QList<TradeoffPoint> uniform = TradeoffAnalysis::curve(chain, ScheduleKind::Uniform, false, 2.0);
    QVERIFY(uniform.size() <= 2048);
    QCOMPARE(uniform.constFirst().parameter, 1);
    QCOMPARE(uniform.constLast().parameter, n);
    for (const TradeoffPoint &point : uniform) {
        const qint64 k = point.parameter;
        const qint64 m = (n + k - 1) / k;
        const qint64 r = n - (m - 1) * k;
        QCOMPARE(point.peakMemory, m - 1 + qMax(r, k - 1));
        QCOMPARE(point.extraForwards, (m - 1) * (k - 1));
    }
    const QList<TradeoffPoint> revolve = TradeoffAnalysis::curve(chain, ScheduleKind::Optimal, false, 2.0);
    QCOMPARE(revolve.constFirst().peakMemory, 2); // down to memory 2: one slot
    QCOMPARE(revolve.constFirst().extraForwards, RevolveCount::extraForwards(n, 1));
    QCOMPARE(revolve.constLast().parameter, n - 1);
    QCOMPARE(revolve.constLast().extraForwards, 0);
    for (qsizetype i = 1; i < revolve.size(); ++i) {
        QCOMPARE(revolve.at(i).extraForwards, RevolveCount::extraForwards(n, revolve.at(i).parameter));
        QVERIFY(revolve.at(i).extraForwards <= revolve.at(i - 1).extraForwards); // more memory never costs more
    }
}

void TestTradeoffAnalysis::sampleParameters_data()
{
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("last");
    QTest::addColumn<int>("maxPoints");
    QTest::addColumn<qint64>("expectedCount");
    QTest::newRow("every value") << qint64(1) << qint64(100) << 2048 << qint64(100);
    QTest::newRow("exactly the limit") << qint64(1) << qint64(2048) << 2048 << qint64(2048);
    QTest::newRow("empty") << qint64(5) << qint64(4) << 2048 << qint64(0);
    QTest::newRow("one") << qint64(7) << qint64(7) << 2048 << qint64(1);
    QTest::newRow("a million, log-spaced") << qint64(1) << qint64(1'000'000) << 2048 << qint64(-1);
    QTest::newRow("from 2") << qint64(2) << qint64(1'000'000) << 100 << qint64(-1);
}

void TestTradeoffAnalysis::sampleParameters()
{
    QFETCH(qint64, first);
    QFETCH(qint64, last);
    QFETCH(int, maxPoints);
    QFETCH(qint64, expectedCount);
    const QList<qint64> parameters = TradeoffAnalysis::sampleParameters(first, last, maxPoints);
    if (expectedCount >= 0)
        QCOMPARE(parameters.size(), expectedCount);
    if (parameters.isEmpty())
        return;
    QVERIFY(parameters.size() <= qMax(2, maxPoints));
    QCOMPARE(parameters.constFirst(), first);
    QCOMPARE(parameters.constLast(), last);
    for (qsizetype i = 1; i < parameters.size(); ++i)
        QVERIFY(parameters.at(i) > parameters.at(i - 1));
    // Log-spaced: the small values, where each step changes the curve most, are all there.
    if (expectedCount < 0)
        QVERIFY(parameters.size() > maxPoints / 2);
}

void TestTradeoffAnalysis::revolveCurveAgainstDynamicProgramme()
{
    const auto table = ScheduleChecks::revolveTable(60, 60);
    for (qint64 n = 1; n <= 60; ++n) {
        const QList<TradeoffPoint> curve = TradeoffAnalysis::curve(Chain::units(n), ScheduleKind::Optimal, false, 2.0);
        for (const TradeoffPoint &point : curve) {
            QCOMPARE(point.extraForwards, table[std::size_t(n)][std::size_t(point.parameter)] - (n - 1));
            QCOMPARE(point.peakMemory, qMin(point.parameter + 1, n));
        }
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
        const QList<TradeoffPoint> curve = TradeoffAnalysis::curve(Chain::units(n), ScheduleKind::Uniform, false, 2.0);
        const qint64 best = TradeoffAnalysis::bestSpacingNearSqrt(Chain::units(n));
        const auto lowest = std::min_element(curve.cbegin(), curve.cend(),
                                             [](const auto &a, const auto &b) { return a.peakMemory < b.peakMemory; });
        QCOMPARE(curve.at(best - 1).peakMemory, lowest->peakMemory);
        // Ties go to fewer extra forwards: no k at all with the same peak recomputes less.
        for (const TradeoffPoint &point : curve) {
            if (point.peakMemory == lowest->peakMemory)
                QVERIFY(point.extraForwards >= curve.at(best - 1).extraForwards);
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
    const qint64 slotCount = RevolveCount::slotsForPeak(layers, uniform.peakMemory);
    const ScheduleFigures optimal = Simulator::figures(chain, ScheduleSetting::optimal(slotCount));
    QCOMPARE(optimal.peakMemory, uniform.peakMemory);
    QVERIFY(optimal.extraForwards <= uniform.extraForwards);
}

void TestTradeoffAnalysis::specExample()
{
    const TradeoffPoint uniform = TradeoffAnalysis::point(Chain::units(100), ScheduleSetting::uniform(10));
    QCOMPARE(uniform.peakMemory, qint64(19));
    QCOMPARE(uniform.extraForwards, qint64(81)); // as much as Revolve at the same memory: no gain near sqrt(N)
    const qint64 slotCount = RevolveCount::slotsForPeak(100, 19);
    QCOMPARE(slotCount, qint64(18));
    const QList<TradeoffPoint> revolve = TradeoffAnalysis::curve(Chain::units(100), ScheduleKind::Optimal, false, 2.0);
    QCOMPARE(revolve.at(slotCount - 1).extraForwards, qint64(81));
    // Revolve's gain is below 2·sqrt(N), where uniform spacing cannot go: memory 10 → 135, memory 4 → 391.
    QCOMPARE(revolve.at(9 - 1).extraForwards, qint64(135));
    QCOMPARE(revolve.at(3 - 1).extraForwards, qint64(391));
}

QTEST_GUILESS_MAIN(TestTradeoffAnalysis)
#include "tst_tradeoffanalysis.moc"
