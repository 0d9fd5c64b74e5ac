#include "curvedecimator.h"

#include <QtMath>

namespace {

template<typename T>
QList<QPointF> decimate(const QList<T> &values, int columns)
{
    const qsizetype count = values.size();
    QList<QPointF> points;
    if (count == 0 || columns < 1)
        return points;
    points.reserve(qMin<qsizetype>(count, 2 * qsizetype(columns)));
    const double logEnd = std::log(double(count) + 1.0);
    qsizetype first = 0; // 0-based index into values, i.e. k − 1
    for (int column = 1; column <= columns && first < count; ++column) {
        // This column covers k in [first + 1, end]; the last column reaches k = N exactly.
        const qsizetype end = column == columns ? count
                                                : qBound<qsizetype>(first + 1,
                                                                    qsizetype(std::exp(logEnd * column / columns)),
                                                                    count);
        qsizetype lowest = first;
        qsizetype highest = first;
        for (qsizetype i = first + 1; i < end; ++i) {
            if (values.at(i) < values.at(lowest))
                lowest = i;
            if (values.at(i) > values.at(highest))
                highest = i;
        }
        const qsizetype a = qMin(lowest, highest);
        const qsizetype b = qMax(lowest, highest);
        points.append({double(a + 1), double(values.at(a))});
        if (b != a)
            points.append({double(b + 1), double(values.at(b))});
        first = end;
    }
    return points;
}

} // namespace

QList<QPointF> CurveDecimator::logColumns(const QList<qint64> &values, int columns)
{
    return decimate(values, columns);
}

QList<QPointF> CurveDecimator::logColumns(const QList<double> &values, int columns)
{
    return decimate(values, columns);
}
