// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/memorytimeline.h"
#include "core/simulator/schedulefigures.h"

#include <QString>

// Everything the simulator view redraws on a slider step: the figures and decimated timeline of the chosen setting
// and of store-all (the reference line), both timelines on one time axis (the longer schedule's). When the input
// was rejected, `error` says why and the rest is empty.
struct SimulationSnapshot
{
    QString error;
    ScheduleFigures figures;
    ScheduleFigures storeAllFigures;
    MemoryTimeline timeline;
    MemoryTimeline storeAllTimeline;
};
