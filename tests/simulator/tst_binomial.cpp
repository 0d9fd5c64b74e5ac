// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/binomial.h"

#include <QTest>

class TestBinomial final : public QObject
{
    Q_OBJECT

private slots:
    void capped_data();
    void capped();
    void pascalRule();
    void hugeArgumentsSaturate();
    void beta();
};

void TestBinomial::capped_data()
{
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("k");
    QTest::addColumn<quint64>("cap");
    QTest::addColumn<quint64>("expected");
    const quint64 big = Binomial::DefaultCap;
    QTest::newRow("C(0,0)") << qint64(0) << qint64(0) << big << quint64(1);
    QTest::newRow("C(5,2)") << qint64(5) << qint64(2) << big << quint64(10);
    QTest::newRow("C(5,3) symmetric") << qint64(5) << qint64(3) << big << quint64(10);
    QTest::newRow("C(20,19)") << qint64(20) << qint64(19) << big << quint64(20);
    QTest::newRow("C(60,30)") << qint64(60) << qint64(30) << big << quint64(118264581564861424ULL);
    QTest::newRow("C(62,31)") << qint64(62) << qint64(31) << big << quint64(465428353255261088ULL);
    QTest::newRow("k > n") << qint64(3) << qint64(4) << big << quint64(0);
    QTest::newRow("k < 0") << qint64(3) << qint64(-1) << big << quint64(0);
    QTest::newRow("capped at 100") << qint64(60) << qint64(30) << quint64(100) << quint64(100);
    QTest::newRow("exactly the cap") << qint64(5) << qint64(2) << quint64(10) << quint64(10);
    QTest::newRow("C(2e6,1)") << qint64(2'000'000) << qint64(1) << big << quint64(2'000'000);
    QTest::newRow("C(2e6,2)") << qint64(2'000'000) << qint64(2) << big << quint64(1'999'999'000'000ULL);
}

void TestBinomial::capped()
{
    QFETCH(qint64, n);
    QFETCH(qint64, k);
    QFETCH(quint64, cap);
    QFETCH(quint64, expected);
    QCOMPARE(Binomial::capped(n, k, cap), expected);
}

void TestBinomial::pascalRule()
{
    for (qint64 n = 1; n <= 62; ++n) {
        for (qint64 k = 1; k < n; ++k) {
            QCOMPARE(Binomial::capped(n, k),
                     qMin(Binomial::DefaultCap, Binomial::capped(n - 1, k - 1) + Binomial::capped(n - 1, k)));
        }
    }
}

void TestBinomial::hugeArgumentsSaturate()
{
    QCOMPARE(Binomial::capped(2'000'000, 1'000'000), Binomial::DefaultCap);
    QCOMPARE(Binomial::capped(std::numeric_limits<qint64>::max() / 2, 40), Binomial::DefaultCap);
    QCOMPARE(Binomial::capped(2'000'000, 1'000'000, 1'000'000), quint64(1'000'000));
}

void TestBinomial::beta()
{
    QCOMPARE(Binomial::beta(18, 2), quint64(190)); // the SPEC's N = 100 example: β(18, 2) >= 100 > β(18, 1)
    QCOMPARE(Binomial::beta(18, 1), quint64(19));
    QCOMPARE(Binomial::beta(1, 5), quint64(6));
    QCOMPARE(Binomial::beta(3, 0), quint64(1));
    QCOMPARE(Binomial::beta(0, 7), quint64(1));
    QCOMPARE(Binomial::beta(3, -1), quint64(0));
}

QTEST_GUILESS_MAIN(TestBinomial)
#include "tst_binomial.moc"
