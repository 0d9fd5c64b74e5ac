#include "core/simulator/tradeoffanalysis.h"

#include "core/simulator/closedforms.h"
#include "core/simulator/revolvecount.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/simulator.h"

#include <cmath>

TradeoffPoint TradeoffAnalysis::point(const Chain &chain, const ScheduleSetting &setting)
{
    TradeoffPoint point;
    const ScheduleCatalog::Entry &schedule = ScheduleCatalog::entry(setting.kind);
    point.parameter = schedule.field ? setting.*schedule.field : 0;
    const double step = chain.totalForwardCost() * (1.0 + setting.backwardRatio);
    if (chain.isUniform()) {
        const ClosedForms::Figures figures = ClosedForms::of(chain, setting);
        point.peakMemory = figures.peakMemory;
        point.extraForwards = figures.extraForwards;
        point.overhead = double(figures.extraForwards) * chain.forwardCost(1) / step;
    } else {
        const ScheduleFigures figures = Simulator::figures(chain, setting);
        point.peakMemory = figures.peakMemory;
        point.extraForwards = figures.extraForwards;
        point.overhead = figures.overhead;
    }
    return point;
}

QList<qint64> TradeoffAnalysis::sampleParameters(qint64 first, qint64 last, int maxPoints)
{
    QList<qint64> parameters;
    if (last < first)
        return parameters;
    const qint64 count = last - first + 1;
    if (count <= qMax(2, maxPoints)) {
        parameters.reserve(count);
        for (qint64 p = first; p <= last; ++p)
            parameters.append(p);
        return parameters;
    }
    // Evenly in log(p): dense where each step changes the curve most; rounding merges the first few.
    parameters.reserve(maxPoints);
    const double ratio = std::log(double(last) / double(first)) / double(maxPoints - 1);
    for (int i = 0; i < maxPoints; ++i) {
        const qint64 p = i == maxPoints - 1 ? last : qBound(first, qRound64(double(first) * std::exp(ratio * i)), last);
        if (parameters.isEmpty() || p > parameters.constLast())
            parameters.append(p);
    }
    return parameters;
}

QList<TradeoffPoint> TradeoffAnalysis::curve(const Chain &chain, ScheduleKind kind, bool useReentrant,
                                             double backwardRatio, int maxPoints)
{
    const qint64 n = chain.layerCount();
    const ScheduleCatalog::Entry &schedule = ScheduleCatalog::entry(kind);
    QList<TradeoffPoint> points;
    if (!schedule.field)
        return {point(chain, ScheduleSetting::storeAll(backwardRatio))};
    const qint64 last = schedule.boundedByLayers ? n : qMax<qint64>(1, n - 1);
    ScheduleSetting setting;
    setting.kind = kind;
    setting.useReentrant = useReentrant;
    setting.backwardRatio = backwardRatio;
    const QList<qint64> parameters = sampleParameters(1, last, maxPoints);
    points.reserve(parameters.size());
    for (qint64 parameter : parameters) {
        setting.*schedule.field = parameter;
        points.append(point(chain, setting));
    }
    return points;
}

SpacingPoint TradeoffAnalysis::spacingPoint(const Chain &chain, qint64 spacing)
{
    const ScheduleSetting setting = ScheduleSetting::uniform(spacing);
    if (!chain.isUniform()) {
        const ScheduleFigures figures = Simulator::figures(chain, setting);
        return {spacing, figures.peakMemory, figures.extraForwards, figures.extraForwardCost};
    }
    const ClosedForms::Figures figures = ClosedForms::of(chain, setting);
    return {spacing, figures.peakMemory, figures.extraForwards, double(figures.extraForwards) * chain.forwardCost(1)};
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
