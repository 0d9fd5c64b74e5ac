#pragma once

#include <QList>
#include <QPointF>

// Shrinks a trade-off curve with one value per x (x = firstX, firstX + 1, ...; e.g. the peak for every spacing k, or
// the Revolve frontier's extra forwards per slot count) to at most two points per pixel column: each column's minimum
// and maximum, in x order, at the x where they occur. So a 10^6-point curve becomes a ≤ 2·W-point series for
// QXYSeries::replace() and no extreme (the sqrt(N) dip, the k = 1 and k = N ends) is lost.
class CurveDecimator final
{
public:
    static QList<QPointF> minMax(const QList<qint64> &values, qint64 firstX, int columns);
    static QList<QPointF> minMax(const QList<double> &values, qint64 firstX, int columns);
    // The same with columns of equal width in log x (firstX ≥ 1), for a chart with a logarithmic x axis.
    static QList<QPointF> minMaxLog(const QList<qint64> &values, qint64 firstX, int columns);
};
