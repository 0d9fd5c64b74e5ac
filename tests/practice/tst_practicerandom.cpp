// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/practice/practicerandom.h"

#include <QTest>

#include <algorithm>

class TestPracticeRandom final : public QObject
{
    Q_OBJECT

private slots:
    // The standard fixes mt19937's outputs, and the full 32-bit range passes them through unchanged: the first
    // output for the default seed 5489 is 3499211612 on every platform.
    void fullRangeIsTheEnginesOutput()
    {
        PracticeRandom random(5489);
        QCOMPARE(random.between(0, 4294967295LL), 3499211612LL);
    }

    void drawsStayInRangeAndReachEveryValue_data()
    {
        QTest::addColumn<qint64>("low");
        QTest::addColumn<qint64>("high");
        QTest::newRow("single value") << qint64(7) << qint64(7);
        QTest::newRow("coin") << qint64(0) << qint64(1);
        QTest::newRow("die") << qint64(1) << qint64(6);
        QTest::newRow("not a power of two") << qint64(12) << qint64(1200);
        QTest::newRow("negative") << qint64(-5) << qint64(5);
    }
    void drawsStayInRangeAndReachEveryValue()
    {
        QFETCH(qint64, low);
        QFETCH(qint64, high);
        PracticeRandom random(42);
        QSet<qint64> seen;
        const qint64 span = high - low + 1;
        for (qint64 i = 0; i < 50 * span; ++i) {
            const qint64 value = random.between(low, high);
            QVERIFY2(value >= low && value <= high, qPrintable(QString::number(value)));
            seen.insert(value);
        }
        QCOMPARE(seen.size(), span);
    }

    void sameSeedSameSequence()
    {
        PracticeRandom a(2026), b(2026), c(2027);
        QList<qint64> first, second, other;
        for (int i = 0; i < 100; ++i) {
            first.append(a.between(1, 1000));
            second.append(b.between(1, 1000));
            other.append(c.between(1, 1000));
        }
        QCOMPARE(first, second);
        QVERIFY(first != other);
    }

    void shuffledIsAPermutation()
    {
        PracticeRandom random(3);
        const QList<int> list{1, 2, 3, 4, 5, 6, 7, 8};
        QList<int> shuffled = random.shuffled(list);
        QVERIFY(shuffled != list); // 1 in 40,320 for a fair shuffle; fixed by the seed
        std::sort(shuffled.begin(), shuffled.end());
        QCOMPARE(shuffled, list);
    }
};

QTEST_GUILESS_MAIN(TestPracticeRandom)
#include "tst_practicerandom.moc"
