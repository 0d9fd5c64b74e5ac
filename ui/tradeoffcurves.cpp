#include "ui/tradeoffcurves.h"

#include "core/simulator/chain.h"
#include "core/simulator/revolvecount.h"
#include "core/simulator/tradeoffanalysis.h"

#include <cmath>

namespace {

TradeoffPoint pointAt(const Chain &chain, ScheduleKind kind, qint64 parameter, double backwardRatio)
{
    const qint64 n = chain.layerCount();
    TradeoffPoint point;
    point.parameter = parameter;
    switch (kind) {
    case ScheduleKind::Uniform: {
        const SpacingPoint spacing = TradeoffAnalysis::spacingPoint(chain, parameter);
        point.peakMemory = spacing.peakMemory;
        point.extraForwards = spacing.extraForwards;
        break;
    }
    case ScheduleKind::PyTorch: {
        // checkpoint_sequential: S − 1 segments of N // S layers save their input; the last segment runs normally.
        const qint64 length = n / parameter;
        const qint64 last = n - (parameter - 1) * length;
        point.peakMemory = (parameter - 1) + last;
        point.extraForwards = (parameter - 1) * length;
        break;
    }
    case ScheduleKind::Optimal:
        point.peakMemory = RevolveCount::peakMemory(n, parameter);
        point.extraForwards = n == 1 ? 0 : RevolveCount::extraForwards(n, parameter);
        break;
    case ScheduleKind::StoreAll:
        point.peakMemory = n;
        break;
    }
    point.overhead = double(point.extraForwards) / (double(n) * (1.0 + backwardRatio));
    return point;
}

} // namespace

qint64 TradeoffCurves::firstParameter(ScheduleKind, qint64)
{
    return 1;
}

qint64 TradeoffCurves::lastParameter(ScheduleKind kind, qint64 layers)
{
    return kind == ScheduleKind::Optimal ? qMax<qint64>(1, layers - 1) : qMax<qint64>(1, layers);
}

QList<TradeoffPoint> TradeoffCurves::curve(const Chain &chain, ScheduleKind kind, bool, double backwardRatio,
                                           int maxPoints)
{
    const qint64 n = chain.layerCount();
    const qint64 first = firstParameter(kind, n);
    const qint64 last = lastParameter(kind, n);
    QList<TradeoffPoint> points;
    if (last - first + 1 <= maxPoints) {
        points.reserve(last - first + 1);
        for (qint64 p = first; p <= last; ++p)
            points.append(pointAt(chain, kind, p, backwardRatio));
        return points;
    }
    points.reserve(maxPoints);
    const double ratio = std::log(double(last) / double(first));
    qint64 previous = 0;
    for (int i = 0; i < maxPoints; ++i) {
        const qint64 p
            = i + 1 == maxPoints
                  ? last
                  : qBound(first, qint64(std::llround(double(first) * std::exp(ratio * i / (maxPoints - 1)))), last);
        if (p <= previous)
            continue;
        points.append(pointAt(chain, kind, p, backwardRatio));
        previous = p;
    }
    return points;
}

TradeoffPoint TradeoffCurves::point(const Chain &chain, const ScheduleSetting &setting)
{
    switch (setting.kind) {
    case ScheduleKind::Uniform:
        return pointAt(chain, setting.kind, setting.spacing, setting.backwardRatio);
    case ScheduleKind::PyTorch:
        return pointAt(chain, setting.kind, setting.segments, setting.backwardRatio);
    case ScheduleKind::Optimal:
        return pointAt(chain, setting.kind, setting.slotCount, setting.backwardRatio);
    case ScheduleKind::StoreAll:
        break;
    }
    return pointAt(chain, ScheduleKind::StoreAll, 0, setting.backwardRatio);
}
