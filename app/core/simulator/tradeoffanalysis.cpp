// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

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
        const ClosedForms::Figures figures = ScheduleCatalog::closedForm(chain, setting);
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
    ScheduleSetting modes;
    modes.useReentrant = useReentrant;
    modes.backwardRatio = backwardRatio;
    return curve(chain, kind, modes, maxPoints);
}

QList<TradeoffPoint> TradeoffAnalysis::curve(const Chain &chain, ScheduleKind kind, const ScheduleSetting &modes,
                                             int maxPoints)
{
    const double backwardRatio = modes.backwardRatio;
    const qint64 n = chain.layerCount();
    const ScheduleCatalog::Entry &schedule = ScheduleCatalog::entry(kind);
    QList<TradeoffPoint> points;
    if (!schedule.field)
        return {point(chain, ScheduleSetting::storeAll(backwardRatio))};
    const qint64 last = ScheduleCatalog::parameterMaximum(kind, n);
    ScheduleSetting setting;
    setting.kind = kind;
    setting.useReentrant = modes.useReentrant;
    setting.layersSaveOutput = modes.layersSaveOutput;
    setting.backwardRatio = backwardRatio;
    const QList<qint64> parameters = sampleParameters(1, last, maxPoints);
    points.reserve(parameters.size());
    for (qint64 parameter : parameters) {
        setting.*schedule.field = parameter;
        points.append(point(chain, setting));
    }
    return points;
}

qint64 TradeoffAnalysis::bestSpacingNearSqrt(const Chain &chain)
{
    const qint64 n = chain.layerCount();
    const auto root = qint64(std::sqrt(double(n)));
    // Peak >= N/k + k − 2 and the minimum is about 2·sqrt(N), so every k on the minimal plateau lies within
    // sqrt(3k) ≈ 1.75·N^(1/4) of sqrt(N): this window holds them all on unit chains (checked up to N = 10^6).
    const auto reach = qint64(std::ceil(2.0 * std::sqrt(std::sqrt(double(n))))) + 2;
    TradeoffPoint best;
    bool found = false;
    for (qint64 k = qMax<qint64>(1, root - reach); k <= qMin(n, root + reach); ++k) {
        const TradeoffPoint candidate = point(chain, ScheduleSetting::uniform(k));
        if (!found || candidate.peakMemory < best.peakMemory
            || (candidate.peakMemory == best.peakMemory && candidate.overhead < best.overhead)) {
            best = candidate;
            found = true;
        }
    }
    return best.parameter;
}

ScheduleSetting TradeoffAnalysis::settingForSpacing(ScheduleKind kind, const Chain &chain, qint64 spacing, double ratio)
{
    const ScheduleCatalog::Entry &schedule = ScheduleCatalog::entry(kind);
    ScheduleSetting setting;
    setting.kind = kind;
    setting.backwardRatio = ratio;
    if (schedule.field)
        setting.*schedule.field = schedule.parameterForSpacing(
            chain.layerCount(), spacing, point(chain, ScheduleSetting::uniform(spacing)).peakMemory);
    return setting;
}

ScheduleSetting TradeoffAnalysis::defaultSetting(ScheduleKind kind, const Chain &chain, double ratio)
{
    return settingForSpacing(kind, chain, bestSpacingNearSqrt(chain), ratio);
}
