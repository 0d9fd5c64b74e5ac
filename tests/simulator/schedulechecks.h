// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

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

// Empty when the schedule is sound: inputs are available when a layer runs; before Backward i, layer i's saved set is
// held (x_{i-1}, and its internals when it has any, kept by a run of layer i itself); layers are backpropagated
// exactly once in order N..1; every layer runs forward once in the first sweep before any backward; every save adds
// and every free removes exactly the right size; memory never goes negative and ends at 0.
inline QString invariantError(const Chain &chain, const QList<ScheduleEvent> &events)
{
    const qint64 n = chain.layerCount();
    std::vector<bool> held(std::size_t(n + 1), false);      // x_j held
    std::vector<bool> internals(std::size_t(n + 1), false); // layer i's internals held
    qint64 memory = 0;
    qint64 transient = 0; // the last computed activation (x_0 is the given input)
    qint64 lastRun = 0;   // the layer that ran last
    qint64 nextBackward = n;
    qint64 nextForward = 1;
    const auto where = [](qsizetype at, const char *what) {
        return QStringLiteral("event %1: %2").arg(at).arg(QLatin1String(what));
    };
    for (qsizetype at = 0; at < events.size(); ++at) {
        const ScheduleEvent &e = events.at(at);
        const qint64 change = e.memory - memory;
        switch (e.kind) {
        case EventKind::Forward:
        case EventKind::Recompute:
            if (e.index < 1 || e.index > n)
                return where(at, "layer out of range");
            if (transient != e.index - 1 && !held[std::size_t(e.index - 1)])
                return where(at, "input of a forward is not available");
            if (e.kind == EventKind::Forward) {
                if (e.index != nextForward || nextBackward != n)
                    return where(at, "first-sweep forwards out of order or after a backward");
                ++nextForward;
            } else if (nextForward <= n) {
                return where(at, "recompute during the first sweep");
            }
            transient = e.index;
            lastRun = e.index;
            break;
        case EventKind::Backward:
            if (nextForward != n + 1)
                return where(at, "backward before the first sweep ended");
            if (e.index != nextBackward)
                return where(at, "backward out of order");
            if (!held[std::size_t(e.index - 1)])
                return where(at, "backward input x_{i-1} is not held");
            if (chain.internalSize(e.index) > 0 && !internals[std::size_t(e.index)])
                return where(at, "backward without the layer's internals: it was not run with its saves kept");
            --nextBackward;
            break;
        case EventKind::Save:
            if (e.index < 0 || e.index >= n)
                return where(at, "saved activation out of range");
            if (held[std::size_t(e.index)])
                return where(at, "activation saved twice");
            if (transient != e.index)
                return where(at, "saved activation is not the one just computed");
            if (change != chain.inputSize(e.index + 1))
                return where(at, "save does not add the activation's size");
            held[std::size_t(e.index)] = true;
            break;
        case EventKind::SaveInternals:
            if (e.index < 1 || e.index > n || e.index != lastRun || at == 0
                || (events.at(at - 1).kind != EventKind::Forward && events.at(at - 1).kind != EventKind::Recompute))
                return where(at, "internals saved by a layer that did not just run");
            if (internals[std::size_t(e.index)])
                return where(at, "internals saved twice");
            if (change != chain.internalSize(e.index) || change <= 0)
                return where(at, "internals save does not add the layer's internal size");
            internals[std::size_t(e.index)] = true;
            break;
        case EventKind::Free:
            if (e.index < 0 || e.index >= n || !held[std::size_t(e.index)])
                return where(at, "freeing an activation that is not held");
            if (at == 0 || events.at(at - 1).kind != EventKind::Backward || events.at(at - 1).index != e.index + 1)
                return where(at, "free does not follow the backward that used it");
            if (-change != chain.savedSize(e.index + 1))
                return where(at, "free does not give back the layer's saved set");
            held[std::size_t(e.index)] = false;
            internals[std::size_t(e.index + 1)] = false;
            break;
        }
        if (e.kind < EventKind::Save && change != 0)
            return where(at, "memory changed without a save or free");
        memory = e.memory;
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

// An independent, naive model of the segment schedules (uniform spacing and PyTorch's checkpoint_sequential): held
// tensors in plain sets, one layer at a time. The first sweep holds x_c for every c in `checkpoints` and keeps the
// saved sets of layers keptFrom..N. Backward goes i = N..1; when layer i's saved set is missing, it reruns the layers
// from the nearest checkpoint below i up to i, each keeping its saved set — except that layer i itself is not run
// when it saves just its input (the layer before it has just made it). With `rerunLastLayer` (reentrant mode) every
// layer that did not run with its saves kept is rerun that way, its input held or not.
struct OracleFigures
{
    qint64 peakMemory = 0;
    qint64 extraForwards = 0;
};
inline OracleFigures segmentOracle(const Chain &chain, const QList<qint64> &checkpoints, qint64 keptFrom,
                                   bool rerunLastLayer)
{
    const qint64 n = chain.layerCount();
    QSet<qint64> inputs;    // x_j held (as a checkpoint or as a saved input)
    QSet<qint64> internals; // layers whose internals are held
    QSet<qint64> ran;       // layers that ran with their saves kept
    OracleFigures figures;
    qint64 memory = 0;
    const auto note = [&] { figures.peakMemory = qMax(figures.peakMemory, memory); };
    const auto holdInput = [&](qint64 j) {
        if (!inputs.contains(j)) {
            inputs.insert(j);
            memory += chain.inputSize(j + 1);
        }
    };
    const auto runKeeping = [&](qint64 i) { // layer i runs with grad: it saves x_{i-1} and its internals
        ran.insert(i);
        holdInput(i - 1);
        if (!internals.contains(i)) {
            internals.insert(i);
            memory += chain.internalSize(i);
        }
        note();
    };
    for (qint64 i = 1; i <= n; ++i) {
        if (checkpoints.contains(i - 1))
            holdInput(i - 1);
        if (i >= keptFrom)
            runKeeping(i);
        note();
    }
    for (qint64 i = n; i >= 1; --i) {
        const bool missing = rerunLastLayer
                                 ? !ran.contains(i)
                                 : !inputs.contains(i - 1) || (chain.internalSize(i) > 0 && !internals.contains(i));
        if (missing) {
            qint64 from = i - 1;
            while (!checkpoints.contains(from))
                --from;
            for (qint64 layer = from + 1; layer < i; ++layer) {
                ++figures.extraForwards;
                runKeeping(layer);
            }
            if (rerunLastLayer || chain.internalSize(i) > 0) {
                ++figures.extraForwards;
                runKeeping(i);
            } else {
                holdInput(i - 1);
                note();
            }
        }
        memory -= chain.inputSize(i) + (internals.contains(i) ? chain.internalSize(i) : 0);
        inputs.remove(i - 1);
        internals.remove(i);
    }
    return figures;
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
            break;
        case EventKind::Recompute:
            ++f.layerForwards;
            ++f.extraForwards;
            f.extraForwardCost += chain.forwardCost(e.index);
            break;
        case EventKind::Backward:
            if (f.backwards == 0)
                f.savedAfterForward = e.memory; // what the first sweep left: memory before the first backward
            ++f.backwards;
            f.backwardCost += ratio * chain.forwardCost(e.index);
            break;
        case EventKind::Save:
        case EventKind::SaveInternals:
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
