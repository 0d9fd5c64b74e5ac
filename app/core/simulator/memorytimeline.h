// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>
#include <QPointF>

// Memory over compute time, decimated to a number of pixel columns so that a chart never gets more than about two
// points per column, whatever N is. Within each column the minimum and the maximum are kept (in time order, at the
// time they happened), so no peak and no trough is lost. Plain QtCore data: each list can go straight to
// QXYSeries::replace().
struct MemoryTimeline
{
    enum Phase : quint8 { ForwardPhase = 1, RecomputePhase = 2, BackwardPhase = 4 };

    QList<QPointF> memory; // (time, memory), <= 2 per column + the end point; from (0, 0) to (end, 0)
    QList<quint8> phases;  // parallel to `memory`: the Phase bits of events in that point's column
    QPointF peak;          // (time first reached, peak memory)

    // Whether the backward's recompute and backward steps alternate faster than the columns: most columns that
    // recompute also run a backward. The curve drawn is then the envelope of a sawtooth too fine to see (N = 10^6
    // at k = 1,000: a thousand teeth in a few hundred pixels).
    bool alternatesWithinColumns() const
    {
        qsizetype recomputing = 0;
        qsizetype mixed = 0;
        for (const quint8 phase : phases) {
            if (phase & RecomputePhase) {
                ++recomputing;
                mixed += (phase & BackwardPhase) != 0;
            }
        }
        return recomputing >= 8 && 2 * mixed > recomputing;
    }
};
