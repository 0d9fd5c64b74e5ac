#include "core/simulator/curvedecimator.h"

#include <cmath>

namespace {

// `end(column)` is the index one past the column's last value; columns must end in increasing order at count.
template<class Value, class ColumnEnd>
QList<QPointF> decimate(const QList<Value> &values, qint64 firstX, int columns, ColumnEnd end)
{
    QList<QPointF> points;
    const qsizetype count = values.size();
    if (count == 0 || columns < 1)
        return points;
    points.reserve(qMin<qsizetype>(count, 2 * qsizetype(columns)));
    qsizetype begin = 0;
    for (int column = 0; column < columns; ++column) {
        const qsizetype stop = column + 1 == columns ? count : qBound(begin, end(column, count), count);
        if (begin >= stop)
            continue;
        qsizetype low = begin;
        qsizetype high = begin;
        for (qsizetype i = begin + 1; i < stop; ++i) {
            if (values.at(i) < values.at(low))
                low = i;
            if (values.at(i) > values.at(high))
                high = i;
        }
        const qsizetype first = qMin(low, high);
        const qsizetype second = qMax(low, high);
        points.append(QPointF(double(firstX + first), double(values.at(first))));
        if (second != first)
            points.append(QPointF(double(firstX + second), double(values.at(second))));
        begin = stop;
    }
    return points;
}

// Column c takes indexes [c·count/W, (c+1)·count/W): integer bounds, so every index lands in exactly one column.
template<class Value>
QList<QPointF> decimateLinear(const QList<Value> &values, qint64 firstX, int columns)
{
    return decimate(values, firstX, columns,
                    [columns](int column, qsizetype count) { return qsizetype((column + 1) * count / columns); });
}

// Column c ends where x = firstX + index reaches (firstX + count)^((c+1)/W): equal steps of log x, so a log axis
// gets as many points per pixel at k = 2 as at k = 500,000.
template<class Value>
QList<QPointF> decimateLogarithmic(const QList<Value> &values, qint64 firstX, int columns)
{
    return decimate(values, firstX, columns, [firstX, columns](int column, qsizetype count) {
        const double logEnd = std::log(double(firstX + count));
        return qsizetype(std::exp(logEnd * (column + 1) / columns)) - qsizetype(firstX) + 1;
    });
}

} // namespace

QList<QPointF> CurveDecimator::minMax(const QList<qint64> &values, qint64 firstX, int columns)
{
    return decimateLinear(values, firstX, columns);
}

QList<QPointF> CurveDecimator::minMax(const QList<double> &values, qint64 firstX, int columns)
{
    return decimateLinear(values, firstX, columns);
}

QList<QPointF> CurveDecimator::minMaxLog(const QList<qint64> &values, qint64 firstX, int columns)
{
    return decimateLogarithmic(values, qMax<qint64>(1, firstX), columns);
}
