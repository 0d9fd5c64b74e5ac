#pragma once

#include "core/simulator/schedulesetting.h"

#include <QList>

class Chain;

#if __has_include("core/simulator/tradeoffpoint.h")
#include "core/simulator/tradeoffpoint.h"
#else
// Stand-in until core/simulator/tradeoffpoint.h lands with TradeoffAnalysis::curve() (same fields).
struct TradeoffPoint
{
    qint64 parameter = 0;
    qint64 peakMemory = 0;
    qint64 extraForwards = 0;
    double overhead = 0.0;
};
#endif

// TEMPORARY: the charts' one door to the trade-off data, with the signatures of TradeoffAnalysis::curve() and
// ::point() that core is gaining. Closed forms on unit chains (reentrant PyTorch only). Once core has them, these
// forward to TradeoffAnalysis and this file goes.
class TradeoffCurves final
{
public:
    static QList<TradeoffPoint> curve(const Chain &chain, ScheduleKind kind, bool useReentrant, double backwardRatio,
                                      int maxPoints = 2048);
    static TradeoffPoint point(const Chain &chain, const ScheduleSetting &setting);
    // The parameter range of `kind` on a chain of `layers`: k and S run 1..N, Revolve's slots 1..max(1, N − 1).
    static qint64 firstParameter(ScheduleKind kind, qint64 layers);
    static qint64 lastParameter(ScheduleKind kind, qint64 layers);
};
