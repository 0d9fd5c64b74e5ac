#pragma once

// Test helpers shared by the simulator tests: brute-force checks on an explicit event list, written independently of
// the sinks so that the sinks can be checked against them.

#include "core/simulator/chain.h"
#include "core/simulator/scheduleevent.h"
#include "core/simulator/schedulefigures.h"

#include <QList>
#include <QSet>
#include <QString>

#include <limits>
#include <vector>

namespace ScheduleChecks {

// Empty when the schedule is sound: inputs are available when a layer runs, each backward i finds x_{i-1} held,
// layers are backpropagated exactly once in order N..1, every layer runs forward once in the first sweep before any
// backward, memory matches what is held, never goes negative and ends at 0.
inline QString invariantError(const Chain &chain, const QList<ScheduleEvent> &events)
{
    const qint64 n = chain.layerCount();
    std::vector<qint64> held(std::size_t(n + 1), 0); // bytes held for x_j, 0 when not held
    qint64 memory = 0;
    qint64 transient = 0; // the last computed activation (x_0 is the given input)
    qint64 nextBackward = n;
    qint64 nextForward = 1;
    const auto where = [](qsizetype at, const char *what) {
        return QStringLiteral("event %1: %2").arg(at).arg(QLatin1String(what));
    };
    for (qsizetype at = 0; at < events.size(); ++at) {
        const ScheduleEvent &e = events.at(at);
        switch (e.kind) {
        case EventKind::Forward:
        case EventKind::Recompute:
            if (e.index < 1 || e.index > n)
                return where(at, "layer out of range");
            if (transient != e.index - 1 && held[std::size_t(e.index - 1)] == 0)
                return where(at, "input of a forward is not available");
            if (e.kind == EventKind::Forward) {
                if (e.index != nextForward || nextBackward != n)
                    return where(at, "first-sweep forwards out of order or after a backward");
                ++nextForward;
            } else if (nextForward <= n) {
                return where(at, "recompute during the first sweep");
            }
            transient = e.index;
            break;
        case EventKind::Backward:
            if (nextForward != n + 1)
                return where(at, "backward before the first sweep ended");
            if (e.index != nextBackward)
                return where(at, "backward out of order");
            if (held[std::size_t(e.index - 1)] == 0)
                return where(at, "backward input x_{i-1} is not held");
            --nextBackward;
            break;
        case EventKind::Save: {
            if (e.index < 0 || e.index >= n)
                return where(at, "saved activation out of range");
            if (held[std::size_t(e.index)] != 0)
                return where(at, "activation saved twice");
            if (transient != e.index)
                return where(at, "saved activation is not the one just computed");
            const qint64 size = e.memory - memory;
            if (size != chain.inputSize(e.index + 1) && size != chain.savedSize(e.index + 1))
                return where(at, "save does not add the activation's size");
            held[std::size_t(e.index)] = qMax<qint64>(size, 1); // sizes of 0 still count as held
            memory = e.memory;
            break;
        }
        case EventKind::Free:
            if (e.index < 0 || e.index >= n || held[std::size_t(e.index)] == 0)
                return where(at, "freeing an activation that is not held");
            if (at == 0 || events.at(at - 1).kind != EventKind::Backward || events.at(at - 1).index != e.index + 1)
                return where(at, "free does not follow the backward that used it");
            held[std::size_t(e.index)] = 0;
            memory = e.memory;
            break;
        }
        if (e.memory != memory)
            return where(at, "memory changed without a save or free");
        if (e.memory < 0)
            return where(at, "memory negative");
        if (at > 0 && e.time < events.at(at - 1).time)
            return where(at, "time goes backwards");
    }
    if (nextBackward != 0)
        return QStringLiteral("not every layer was backpropagated");
    if (memory != 0)
        return QStringLiteral("memory does not end at 0 (%1)").arg(memory);
    return {};
}

// The figures, counted event by event.
inline ScheduleFigures figuresFromEvents(const Chain &chain, const QList<ScheduleEvent> &events, double ratio)
{
    ScheduleFigures f;
    f.valid = true;
    f.layers = chain.layerCount();
    for (const ScheduleEvent &e : events) {
        switch (e.kind) {
        case EventKind::Forward:
            ++f.layerForwards;
            f.forwardCost += chain.forwardCost(e.index);
            if (e.index == chain.layerCount())
                f.savedAfterForward = e.memory;
            break;
        case EventKind::Recompute:
            ++f.layerForwards;
            ++f.extraForwards;
            f.extraForwardCost += chain.forwardCost(e.index);
            break;
        case EventKind::Backward:
            ++f.backwards;
            f.backwardCost += ratio * chain.forwardCost(e.index);
            break;
        case EventKind::Save:
        case EventKind::Free:
            break;
        }
        if (e.memory > f.peakMemory) {
            f.peakMemory = e.memory;
            f.peakTime = e.time;
        }
        f.totalTime = e.time;
    }
    f.overhead = f.extraForwardCost / (chain.totalForwardCost() * (1.0 + ratio));
    return f;
}

// T(n, s) = min over the first split i of [i + T(n − i, s − 1) + T(i, s)], T(1, s) = 0, T(n > 1, 0) = infinity.
inline std::vector<std::vector<qint64>> revolveTable(qint64 maxSteps, qint64 maxSlots)
{
    constexpr qint64 infinity = std::numeric_limits<qint64>::max() / 4;
    std::vector<std::vector<qint64>> t(std::size_t(maxSteps + 1), std::vector<qint64>(std::size_t(maxSlots + 1)));
    for (qint64 s = 0; s <= maxSlots; ++s)
        t[1][std::size_t(s)] = 0;
    for (qint64 n = 2; n <= maxSteps; ++n) {
        t[std::size_t(n)][0] = infinity;
        for (qint64 s = 1; s <= maxSlots; ++s) {
            qint64 best = infinity;
            for (qint64 i = 1; i < n; ++i)
                best = qMin(best, i + t[std::size_t(n - i)][std::size_t(s - 1)] + t[std::size_t(i)][std::size_t(s)]);
            t[std::size_t(n)][std::size_t(s)] = best;
        }
    }
    return t;
}

} // namespace ScheduleChecks
