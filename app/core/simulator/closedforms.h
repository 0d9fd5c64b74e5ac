// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/schedulesetting.h"

// Peak memory and recomputed layer forwards of every schedule on a uniform chain (every layer alike), in closed form
// (SPEC section 3). With input size a, saved size b and m segments of k layers, the last of them r long: uniform
// spacing peaks at max((m − 1)a + r·b, (m − 2)a + k·b), and recomputes (m − 1)(k − 1) layers when a layer saves just
// its input, (m − 1)k when it saves more (each segment's last layer must then run too); PyTorch's segments follow
// the same pattern with their own lengths. The tests check the generated schedules against these; the trade-off
// curves and the timeline's time axis use them so that a setting costs O(1) (O(log N) for Revolve).
class ClosedForms final
{
public:
    struct Figures
    {
        qint64 peakMemory = 0;
        qint64 extraForwards = 0;
    };

    // One per schedule; each schedule's catalogue entry names its own (ScheduleCatalog::closedForm()). The chain must
    // be uniform and the setting valid for it (Simulator::validationError()).
    static Figures storeAll(const Chain &chain, const ScheduleSetting &setting);
    static Figures uniform(const Chain &chain, const ScheduleSetting &setting);
    static Figures pyTorch(const Chain &chain, const ScheduleSetting &setting);
    // Revolve; layers that save more than their input (internals) have no closed form here.
    static Figures optimal(const Chain &chain, const ScheduleSetting &setting);
};
