// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/sliderscale.h"

#include <QTest>

// The panel's slider arithmetic, without a window: linear while every value has a position, logarithmic beyond.
class TestSliderScale final : public QObject
{
    Q_OBJECT
private slots:
    void positionsAndValues_data()
    {
        QTest::addColumn<qint64>("lo");
        QTest::addColumn<qint64>("hi");
        QTest::addColumn<qint64>("value");
        QTest::addColumn<int>("position");
        QTest::addColumn<qint64>("back"); // the value at that position
        // Linear: the position is the value.
        QTest::newRow("k in 1..100") << qint64(1) << qint64(100) << qint64(37) << 37 << qint64(37);
        QTest::newRow("memory in 2..1001") << qint64(2) << qint64(1001) << qint64(2) << 2 << qint64(2);
        QTest::newRow("below lo") << qint64(5) << qint64(10) << qint64(1) << 5 << qint64(5);
        // N over six decades: 1000 positions, 166.7 per decade.
        QTest::newRow("N = 1") << qint64(1) << qint64(1'000'000) << qint64(1) << 0 << qint64(1);
        QTest::newRow("N = 100") << qint64(1) << qint64(1'000'000) << qint64(100) << 333 << qint64(100);
        QTest::newRow("N = 1000") << qint64(1) << qint64(1'000'000) << qint64(1000) << 500 << qint64(1000);
        QTest::newRow("N = 10^6") << qint64(1) << qint64(1'000'000) << qint64(1'000'000) << 1000 << qint64(1'000'000);
        // Near the top a step is 1.4% of N: 123,457 is not a position of its own.
        QTest::newRow("N = 123457") << qint64(1) << qint64(1'000'000) << qint64(123'457) << 849 << qint64(124'165);
        QTest::newRow("above hi") << qint64(1) << qint64(5000) << qint64(9999) << 1000 << qint64(5000);
    }

    void positionsAndValues()
    {
        QFETCH(qint64, lo);
        QFETCH(qint64, hi);
        QFETCH(qint64, value);
        QFETCH(int, position);
        QFETCH(qint64, back);
        const SliderScale scale(lo, hi);
        QCOMPARE(scale.position(value), position);
        QCOMPARE(scale.value(position), back);
        QVERIFY(position >= scale.minimum() && position <= scale.maximum());
    }

    void everyPositionGivesAValueInRange()
    {
        for (const auto &[lo, hi] : {std::pair<qint64, qint64>{1, 1'000'000}, {2, 1001}, {2, 1002}, {1, 1}}) {
            const SliderScale scale(lo, hi);
            qint64 previous = 0;
            for (int position = scale.minimum() - 5; position <= scale.maximum() + 5; ++position) {
                const qint64 value = scale.value(position);
                QVERIFY(value >= lo && value <= hi);
                QVERIFY(value >= previous); // monotonic: dragging right never lowers the value
                previous = value;
            }
            QCOMPARE(scale.value(scale.minimum()), lo);
            QCOMPARE(scale.value(scale.maximum()), hi);
        }
    }
};

QTEST_GUILESS_MAIN(TestSliderScale)
#include "tst_sliderscale.moc"
