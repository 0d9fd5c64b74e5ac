#pragma once

#include <QList>

// The optimal (Revolve) frontier: for each slot count s = 1..max(1, N − 1), indexed by s − 1, the memory it needs
// (min(s + 1, N)) and the minimal recomputed layer forwards at that memory. Unit model. Plain data for the chart.
struct RevolveFrontier
{
    QList<qint64> memory;
    QList<qint64> extraForwards;
};
