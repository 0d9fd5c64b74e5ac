#pragma once

#include <QList>

// Uniform spacing's trade-off for every spacing k = 1..N, indexed by k − 1: the peak memory, the recomputed layer
// forwards and the step overhead each k gives. Plain data for the trade-off chart.
struct SpacingCurve
{
    QList<qint64> peakMemory;
    QList<qint64> extraForwards;
    QList<double> overhead;
};
