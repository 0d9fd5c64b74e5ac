#pragma once

#include <QList>
#include <QPointF>

// Shrinks a curve sampled at every k = 1..N (values[k − 1]) to what a chart with a logarithmic k axis can show:
// the axis is cut into `columns` equal steps of log k and each step keeps its minimum and maximum, in k order, so
// no dip or spike is lost and a series never holds more than 2·columns points, even at N = 1,000,000.
class CurveDecimator final
{
public:
    static QList<QPointF> logColumns(const QList<qint64> &values, int columns);
    static QList<QPointF> logColumns(const QList<double> &values, int columns);
};
