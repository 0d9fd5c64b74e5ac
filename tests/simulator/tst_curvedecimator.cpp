#include "core/simulator/curvedecimator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QTest>

#include <algorithm>

class TestCurveDecimator final : public QObject
{
    Q_OBJECT

private slots:
    void keepsEveryColumnsExtremes_data();
    void keepsEveryColumnsExtremes();
    void smallCurvesStayWhole();
    void logColumnsKeepSmallKWhole();
    void emptyInput();
};

void TestCurveDecimator::keepsEveryColumnsExtremes_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<int>("columns");
    QTest::addColumn<bool>("logarithmic");
    for (qint64 n : {1, 2, 10, 1000, 99'991, 1'000'000}) {
        for (int columns : {1, 3, 640, 1000}) {
            QTest::addRow("N=%lld W=%d linear", n, columns) << n << columns << false;
            QTest::addRow("N=%lld W=%d log", n, columns) << n << columns << true;
        }
    }
}

void TestCurveDecimator::keepsEveryColumnsExtremes()
{
    QFETCH(qint64, layers);
    QFETCH(int, columns);
    QFETCH(bool, logarithmic);
    const SpacingCurve curve = TradeoffAnalysis::spacingCurve(Chain::units(layers));
    const QList<QPointF> points = logarithmic ? CurveDecimator::minMaxLog(curve.peakMemory, 1, columns)
                                              : CurveDecimator::minMax(curve.peakMemory, 1, columns);
    QVERIFY(points.size() <= 2 * columns);
    QVERIFY(std::is_sorted(points.cbegin(), points.cend(),
                           [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); }));
    for (const QPointF &p : points)
        QCOMPARE(qint64(p.y()), curve.peakMemory.at(qint64(p.x()) - 1)); // every point is a real (k, peak)
    // The global minimum (the sqrt(N) dip) and maximum survive, as do both ends when they are extremes.
    const auto [low, high] = std::minmax_element(curve.peakMemory.cbegin(), curve.peakMemory.cend());
    const auto ys = [&] {
        QList<qint64> values;
        for (const QPointF &p : points)
            values.append(qint64(p.y()));
        return values;
    }();
    QVERIFY(ys.contains(*low));
    QVERIFY(ys.contains(*high));
    const QList<QPointF> overhead = CurveDecimator::minMax(curve.overhead, 1, columns);
    QVERIFY(overhead.size() <= 2 * columns);
    const auto maxOverhead = *std::max_element(curve.overhead.cbegin(), curve.overhead.cend());
    QVERIFY(std::any_of(overhead.cbegin(), overhead.cend(), [&](const QPointF &p) { return p.y() == maxOverhead; }));
}

void TestCurveDecimator::smallCurvesStayWhole()
{
    const QList<qint64> values = {5, 3, 4, 9};
    const QList<QPointF> expected = {QPointF(10, 5), QPointF(11, 3), QPointF(12, 4), QPointF(13, 9)};
    QCOMPARE(CurveDecimator::minMax(values, 10, 100), expected);
    const QList<QPointF> oneColumn = {QPointF(11, 3), QPointF(13, 9)};
    QCOMPARE(CurveDecimator::minMax(values, 10, 1), oneColumn);
}

void TestCurveDecimator::logColumnsKeepSmallKWhole()
{
    // On a log axis the first decade is as wide as the last: k = 1..10 of a million-point curve stay exact points.
    QList<qint64> values(1'000'000);
    for (qsizetype i = 0; i < values.size(); ++i)
        values[i] = (i * 7919) % 1000;
    const QList<QPointF> points = CurveDecimator::minMaxLog(values, 1, 400);
    QVERIFY(points.size() <= 800);
    for (int k = 1; k <= 10; ++k)
        QCOMPARE(points.at(k - 1), QPointF(k, double(values.at(k - 1))));
    QCOMPARE(CurveDecimator::minMaxLog({5, 3, 4, 9}, 1, 100),
             (QList<QPointF>{QPointF(1, 5), QPointF(2, 3), QPointF(3, 4), QPointF(4, 9)}));
}

void TestCurveDecimator::emptyInput()
{
    QVERIFY(CurveDecimator::minMax(QList<qint64>{}, 1, 10).isEmpty());
    QVERIFY(CurveDecimator::minMax(QList<qint64>{1, 2}, 1, 0).isEmpty());
}

QTEST_GUILESS_MAIN(TestCurveDecimator)
#include "tst_curvedecimator.moc"
