// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QtGlobal>

// One setting on a trade-off curve: the schedule's parameter (spacing k, segments S or Revolve slots s), the peak
// memory and recomputed layer forwards it gives, and the overhead those recomputes add to a plain step's
// forward+backward compute. Plain data for the charts.
struct TradeoffPoint
{
    qint64 parameter = 1;
    qint64 peakMemory = 0;
    qint64 extraForwards = 0;
    double overhead = 0.0;

    friend bool operator==(const TradeoffPoint &a, const TradeoffPoint &b)
    {
        return a.parameter == b.parameter && a.peakMemory == b.peakMemory && a.extraForwards == b.extraForwards
               && a.overhead == b.overhead;
    }
};
