#include "core/simulator/tradeoffanalysis.h"

#include "core/simulator/revolvecount.h"

#include <cmath>

SpacingPoint TradeoffAnalysis::spacingPoint(const Chain &chain, qint64 spacing)
{
    const qint64 n = chain.layerCount();
    SpacingPoint point;
    point.spacing = spacing;
    if (chain.isUniform()) {
        // All full segments are alike, so only the last one and the one before it can hold the peak: segment j
        // holds j checkpoints plus its inner inputs, which grows with j among full segments.
        const Layer layer = chain.layer(1);
        const qint64 segments = (n + spacing - 1) / spacing;
        const qint64 lastLength = n - (segments - 1) * spacing;
        point.peakMemory = segments * layer.inputSize + (lastLength - 1) * layer.savedSize;
        if (segments > 1)
            point.peakMemory
                = qMax(point.peakMemory, (segments - 1) * layer.inputSize + (spacing - 1) * layer.savedSize);
        point.extraForwards = n - segments;
        point.extraForwardCost = double(point.extraForwards) * layer.forwardCost;
        return point;
    }
    qint64 checkpoints = 0;
    for (qint64 start = 0; start < n; start += spacing)
        checkpoints += chain.inputSize(start + 1);
    // Backward walks the segments from last to first; segment [start+1, end] holds checkpoints of itself and all
    // segments before it plus its inner inputs x_{start+1}..x_{end-1}, kept by layers start+2..end.
    const qint64 lastStart = (n - 1) / spacing * spacing;
    for (qint64 start = lastStart; start >= 0; start -= spacing) {
        const qint64 end = qMin(start + spacing, n);
        point.peakMemory = qMax(point.peakMemory, checkpoints + chain.savedSize(start + 2, end));
        point.extraForwards += end - start - 1;
        point.extraForwardCost += chain.forwardCost(start + 1, end - 1);
        checkpoints -= chain.inputSize(start + 1);
    }
    return point;
}

SpacingCurve TradeoffAnalysis::spacingCurve(const Chain &chain, double backwardRatio)
{
    const qint64 n = chain.layerCount();
    const double step = chain.totalForwardCost() * (1.0 + backwardRatio);
    SpacingCurve curve;
    curve.peakMemory.reserve(n);
    curve.extraForwards.reserve(n);
    curve.overhead.reserve(n);
    for (qint64 k = 1; k <= n; ++k) {
        const SpacingPoint point = spacingPoint(chain, k);
        curve.peakMemory.append(point.peakMemory);
        curve.extraForwards.append(point.extraForwards);
        curve.overhead.append(point.extraForwardCost / step);
    }
    return curve;
}

RevolveFrontier TradeoffAnalysis::revolveFrontier(qint64 layers)
{
    RevolveFrontier frontier;
    const qint64 maxSlots = qMax<qint64>(1, layers - 1);
    frontier.memory.reserve(maxSlots);
    frontier.extraForwards.reserve(maxSlots);
    if (layers == 1) {
        frontier.memory.append(1);
        frontier.extraForwards.append(0);
        return frontier;
    }
    // t(N, s) only falls as s grows. Carry b = β(s, t − 1) < N along with exact steps:
    // β(s + 1, t − 1) = b(s + t)/(s + 1) and β(s, t − 2) = b(t − 1)/(s + t − 1); C(s + t, s + 1) = β(s + 1, t − 1).
    // Every product stays below N·2·10^6, far inside 64 bits. O(N) in all.
    qint64 t = layers - 1; // s = 1: β(1, t) = t + 1
    qint64 b = t;          // β(1, t − 1)
    for (qint64 s = 1; s <= maxSlots; ++s) {
        while (t > 1 && b >= layers) {
            b = b * (t - 1) / (s + t - 1);
            --t;
        }
        const qint64 nextB = b * (s + t) / (s + 1); // β(s + 1, t − 1) = C(s + t, s + 1)
        frontier.memory.append(RevolveCount::peakMemory(layers, s));
        frontier.extraForwards.append(t * layers - nextB - (layers - 1));
        b = nextB;
    }
    return frontier;
}

qint64 TradeoffAnalysis::bestSpacingNearSqrt(const Chain &chain)
{
    const qint64 n = chain.layerCount();
    const auto root = qint64(std::sqrt(double(n)));
    // Peak >= N/k + k − 2 and the minimum is about 2·sqrt(N), so every k on the minimal plateau lies within
    // sqrt(3k) ≈ 1.75·N^(1/4) of sqrt(N): this window holds them all on unit chains (checked up to N = 10^6).
    const auto reach = qint64(std::ceil(2.0 * std::sqrt(std::sqrt(double(n))))) + 2;
    SpacingPoint best;
    bool found = false;
    for (qint64 k = qMax<qint64>(1, root - reach); k <= qMin(n, root + reach); ++k) {
        const SpacingPoint point = spacingPoint(chain, k);
        if (!found || point.peakMemory < best.peakMemory
            || (point.peakMemory == best.peakMemory && point.extraForwardCost < best.extraForwardCost)) {
            best = point;
            found = true;
        }
    }
    return best.spacing;
}

qint64 TradeoffAnalysis::optimalSlotsForPeak(qint64 layers, qint64 peak)
{
    return qBound<qint64>(1, peak - 1, qMax<qint64>(1, layers - 1));
}
