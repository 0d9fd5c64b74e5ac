// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QtGlobal>

// Griewank & Walther's closed forms for binomial checkpointing (Revolve, ACM TOMS 2000). With s slots (x_0 is in one
// of them) and l steps, t is the smallest number of repetitions with β(s, t) = C(s + t, s) >= l, and the minimal
// number of forward steps is t·l − C(s + t, s + 1), counting the first sweep's l − 1 steps. In the app's layer units
// the first sweep runs all N layers, so extra forwards = t·N − C(s + t, s + 1) − (N − 1). All exact in 64 bits for
// l <= 10^6.
class RevolveCount final
{
public:
    // Smallest t >= 0 with β(slots, t) >= steps; steps >= 1, slots >= 1.
    static qint64 repetitions(qint64 steps, qint64 slotCount);
    // t·l − C(s + t, s + 1): the minimal number of forward steps (T(l, s) of the dynamic programme).
    static qint64 forwardSteps(qint64 steps, qint64 slotCount);
    // Recomputed layer forwards of the optimal schedule on N layers.
    static qint64 extraForwards(qint64 layers, qint64 slotCount);
    // Peak memory of the optimal schedule: the slots plus the state being worked on, never more than N.
    static qint64 peakMemory(qint64 layers, qint64 slotCount) { return qMin(slotCount + 1, layers); }
    // The slot count whose peak is `peak`: its inverse, clamped to the 1..max(1, N − 1) slots that make sense.
    static qint64 slotsForPeak(qint64 layers, qint64 peak)
    {
        return qBound<qint64>(1, peak - 1, qMax<qint64>(1, layers - 1));
    }
};
