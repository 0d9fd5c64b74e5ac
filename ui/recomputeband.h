// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/memorytimeline.h"

#include <QList>
#include <QPointF>

// The shaded recompute band: under the memory curve where recompute ran, zero elsewhere, with vertical edges so the
// band starts and stops at column boundaries instead of slanting between them. What it shows is resolved to about
// `reach` (two pixels' worth of time): its top is the highest point of the curve within reach, not the zigzag
// between a column's minimum and maximum, and gaps narrower than twice the reach are shaded through. At N = 10^5..10^6
// the exact band was a comb of a thousand teeth that took Qt's rasterizer 100-200 ms a frame to fill; resolved to
// the pixel it looks the same and fills in a few milliseconds. At small N, where events are pixels apart, it is exact.
struct RecomputeBand
{
    static QList<QPointF> of(const MemoryTimeline &timeline, double reach);
};
