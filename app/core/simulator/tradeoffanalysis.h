#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/revolvefrontier.h"
#include "core/simulator/schedulesetting.h"
#include "core/simulator/spacingcurve.h"
#include "core/simulator/spacingpoint.h"

// The trade-off view: uniform spacing for every k at segment granularity (O(N/k) per k, O(N log N) for all k, equal to
// simulating each k event by event), Revolve's optimal frontier from the closed form, and the two markers the
// learner compares — the best k near sqrt(N) and the optimal schedule at the same memory. The chain must be valid.
class TradeoffAnalysis final
{
public:
    // Uniform spacing k on `chain`, walking its ceil(N/k) segments: the backward of segment j holds the checkpoints
    // of segments 1..j plus segment j's recomputed inner inputs, which is where every peak happens.
    static SpacingPoint spacingPoint(const Chain &chain, qint64 spacing);
    static SpacingCurve spacingCurve(const Chain &chain, double backwardRatio = ScheduleSetting::DefaultBackwardRatio);

    static RevolveFrontier revolveFrontier(qint64 layers);

    // The k near sqrt(N) (within 2·N^(1/4) + 2) with the lowest peak; ties go to fewer extra forwards, i.e. more
    // segments. On unit chains that is the lowest peak over all k and the smallest k reaching it (N = 100 → 8:
    // peak 19 like k = 10, with 87 extra forwards instead of 90). O(N^(3/4)).
    static qint64 bestSpacingNearSqrt(const Chain &chain);

    // The Revolve slot count whose peak min(s + 1, N) equals `peak` (clamped to 1..max(1, N − 1)).
    static qint64 optimalSlotsForPeak(qint64 layers, qint64 peak);
};
