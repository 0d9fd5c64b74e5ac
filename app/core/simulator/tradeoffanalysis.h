// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/schedulesetting.h"
#include "core/simulator/tradeoffpoint.h"

#include <QList>

// The trade-off view: what each setting of a schedule costs in memory and recompute, as curves over the schedule's
// parameter (uniform spacing k, PyTorch's segments S, Revolve's slots s) for the charts, and the markers the learner
// compares — the best k near sqrt(N) and the optimal schedule at the same memory. On uniform chains every point is a
// closed form (ClosedForms), so a curve costs O(points); on explicit chains each point is a figures pass. The chain
// must be valid.
class TradeoffAnalysis final
{
public:
    // The exact figures of one setting; parameter is the setting's own (k, S or s; 0 for store-all).
    static TradeoffPoint point(const Chain &chain, const ScheduleSetting &setting);

    // The schedule's points for its parameter from 1 to its largest useful value (N for k and S, N − 1 slots): at
    // every parameter when there are at most maxPoints of them, else at about maxPoints integer parameters spaced
    // evenly in log scale, the first and last included. Every point is exact; cheap enough for every N step.
    static QList<TradeoffPoint> curve(const Chain &chain, ScheduleKind kind, bool useReentrant, double backwardRatio,
                                      int maxPoints = 2048);
    // The same with PyTorch's modes and the ratio taken from `modes` (use_reentrant, layers that save their output).
    static QList<TradeoffPoint> curve(const Chain &chain, ScheduleKind kind, const ScheduleSetting &modes,
                                      int maxPoints = 2048);
    // The parameters curve() visits: distinct, increasing, first..last.
    static QList<qint64> sampleParameters(qint64 first, qint64 last, int maxPoints);

    // The k near sqrt(N) (within 2·N^(1/4) + 2) with the lowest peak; ties go to fewer recomputes. On unit chains
    // that is the lowest peak over all k, and with the last segment kept the fewest recomputes on it sit where k
    // divides N (N = 100 → 10: peak 19 and 81 extra, where k = 8..12 also peak at 19). O(N^(1/4)) points.
    static qint64 bestSpacingNearSqrt(const Chain &chain);

    // The setting of `kind` that spacing k stands for (the catalogue's parameterForSpacing): what the panel and the
    // command line take for k, e.g. segments of about k layers, or Revolve slots at k's peak.
    static ScheduleSetting settingForSpacing(ScheduleKind kind, const Chain &chain, qint64 spacing, double ratio);
    // The command line's and the panel's setting when none is given: settingForSpacing() at bestSpacingNearSqrt().
    static ScheduleSetting defaultSetting(ScheduleKind kind, const Chain &chain, double ratio);
};
