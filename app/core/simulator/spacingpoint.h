#pragma once

#include <QtGlobal>

// One spacing k on the uniform trade-off: peak memory, recomputed layer forwards and their compute.
struct SpacingPoint
{
    qint64 spacing = 1;
    qint64 peakMemory = 0;
    qint64 extraForwards = 0;
    double extraForwardCost = 0.0;
};
