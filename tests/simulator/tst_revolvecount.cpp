// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/binomial.h"
#include "core/simulator/revolvecount.h"
#include "simulator/schedulechecks.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestRevolveCount final : public QObject
{
    Q_OBJECT

private slots:
    void closedFormMatchesDynamicProgramme();
    void repetitions_data();
    void repetitions();
    void specExample();
    void largeChainsStayExact_data();
    void largeChainsStayExact();
};

void TestRevolveCount::closedFormMatchesDynamicProgramme()
{
    const auto table = ScheduleChecks::revolveTable(60, 12);
    for (qint64 n = 1; n <= 60; ++n) {
        for (qint64 s = 1; s <= 12; ++s) {
            const qint64 dp = table[std::size_t(n)][std::size_t(s)];
            QVERIFY2(
                RevolveCount::forwardSteps(n, s) == dp,
                qPrintable(
                    u"n=%1 s=%2: closed form %3, DP %4"_s.arg(n).arg(s).arg(RevolveCount::forwardSteps(n, s)).arg(dp)));
            QCOMPARE(RevolveCount::extraForwards(n, s), dp - (n - 1));
        }
    }
}

void TestRevolveCount::repetitions_data()
{
    QTest::addColumn<qint64>("steps");
    QTest::addColumn<qint64>("slotCount");
    QTest::addColumn<qint64>("expected");
    QTest::newRow("one step") << qint64(1) << qint64(1) << qint64(0);
    QTest::newRow("fits the slots") << qint64(5) << qint64(4) << qint64(1);
    QTest::newRow("one slot") << qint64(10) << qint64(1) << qint64(9);
    QTest::newRow("N=100 s=18") << qint64(100) << qint64(18) << qint64(2);
    QTest::newRow("N=100 s=9") << qint64(100) << qint64(9) << qint64(3);
    QTest::newRow("N=1e6 s=1") << qint64(1'000'000) << qint64(1) << qint64(999'999);
    QTest::newRow("N=1e6 s=1e6") << qint64(1'000'000) << qint64(1'000'000) << qint64(1);
}

void TestRevolveCount::repetitions()
{
    QFETCH(qint64, steps);
    QFETCH(qint64, slotCount);
    QFETCH(qint64, expected);
    const qint64 t = RevolveCount::repetitions(steps, slotCount);
    QCOMPARE(t, expected);
    QVERIFY(Binomial::beta(slotCount, t) >= quint64(steps));
    QVERIFY(t == 0 || Binomial::beta(slotCount, t - 1) < quint64(steps));
}

void TestRevolveCount::specExample()
{
    // SPEC section 3: at N = 100 and memory 19, Revolve (s = 18, t = 2) needs 81 extra forwards.
    QCOMPARE(RevolveCount::repetitions(100, 18), qint64(2));
    QCOMPARE(RevolveCount::extraForwards(100, 18), qint64(81));
    QCOMPARE(RevolveCount::peakMemory(100, 18), qint64(19));
}

void TestRevolveCount::largeChainsStayExact_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("slotCount");
    QTest::addColumn<qint64>("expectedExtra");
    // s = 1 reruns from x_0 for every layer: N(N − 1)/2 forward steps in all.
    QTest::newRow("N=1e6 s=1") << qint64(1'000'000) << qint64(1) << qint64(499'999'500'000 - 999'999);
    QTest::newRow("N=1e6 s=999999") << qint64(1'000'000) << qint64(999'999) << qint64(0);
    QTest::newRow("N=1e6 s=1e6") << qint64(1'000'000) << qint64(1'000'000) << qint64(0);
    // t = 2 with s = 999998: 2N − C(s + 2, s + 1) − (N − 1) = 2N − (N) − N + 1 = 1.
    QTest::newRow("N=1e6 s=999998") << qint64(1'000'000) << qint64(999'998) << qint64(1);
}

void TestRevolveCount::largeChainsStayExact()
{
    QFETCH(qint64, layers);
    QFETCH(qint64, slotCount);
    QFETCH(qint64, expectedExtra);
    QCOMPARE(RevolveCount::extraForwards(layers, slotCount), expectedExtra);
}

QTEST_GUILESS_MAIN(TestRevolveCount)
#include "tst_revolvecount.moc"
