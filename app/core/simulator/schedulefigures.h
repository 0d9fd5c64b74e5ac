// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QtGlobal>

// Every figure of one simulated schedule, all derived from its events. Memory is what is held after an event
// (checkpoints plus saved inputs); "forwards" count layer forward runs (first sweep plus recomputes). Costs are in
// the chain's units; overhead is the extra forward compute as a fraction of a plain step, i.e.
// extraForwardCost / (totalForwardCost * (1 + backward ratio)). `valid` is false when the input was rejected.
struct ScheduleFigures
{
    bool valid = false;
    qint64 layers = 0;
    qint64 peakMemory = 0;
    double peakTime = 0.0;        // compute time at which the peak is first reached
    qint64 savedAfterForward = 0; // memory when the first sweep ends (layer N has run), before any backward
    qint64 layerForwards = 0;     // forward runs of any layer, first sweep included
    qint64 extraForwards = 0;     // recompute runs
    qint64 backwards = 0;
    double forwardCost = 0.0;      // first sweep
    double extraForwardCost = 0.0; // recomputes
    double backwardCost = 0.0;
    double totalTime = 0.0;
    double overhead = 0.0;
};
