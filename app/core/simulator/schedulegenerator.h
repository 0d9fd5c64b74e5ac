// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/scheduleevent.h"
#include "core/simulator/schedulesetting.h"

#include <vector>

// Generates the four schedules on a chain of N layers and pushes them into a sink, run by run, never building an
// event list itself. A sink is any class with these members (called in schedule order, non-virtually):
//   void checkpoint(qint64 j);                          // Save x_j as a checkpoint (held until layer j + 1's backward)
//   void keep(qint64 j);                                // Save x_j, just computed, as the input layer j + 1 saves
//   void compute(EventKind kind, qint64 first, qint64 last);  // Forward/Recompute layers first..last, keeping nothing
//   void computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput);
//       // the same, and each layer keeps what its backward needs: its internals (SaveInternals i) and, as the next
//       // layer's saved input, its output (keep(i)), except x_last when keepLastOutput is false. x_{first-1} is held.
//   void backward(qint64 last, qint64 first);           // Backward i then Free x_{i-1} (and layer i's internals),
//                                                       // i = last down to first
// Before Backward i, layer i's saved set is held: x_{i-1} and, if the layer saves more than its input, its internals,
// which only a run of the layer itself produces. So a layer whose internals were not kept is rerun first, and in the
// unit model (no internals) the last layer of a recomputed segment is not: its saved set is its input, which the
// layer before it has just recomputed.
// Runs always have first <= last. A run stands for the events it names, so a sink may expand it (EventCollector)
// or account for it in O(1) (FiguresAccumulator).
//
// Repetitive stretches are also offered whole; a sink answers how much of one it can account for in O(1) (0 or false
// means "give me the runs"), so a sink that needs no detail there (the figures; the timeline while a stretch stays in
// one pixel column) costs O(1) for it. Only uniform chains are summarised:
//   qint64 forwardSegmentsToSummarise(qint64 length, qint64 available);
//   void summariseForwardSegments(qint64 start, qint64 length, qint64 count);
//       count × [checkpoint(a), compute(Forward, a + 1, a + length)], a = start, start + length, ...
//   qint64 backwardSegmentsToSummarise(qint64 length, qint64 recomputes, qint64 available);
//   void summariseBackwardSegments(qint64 start, qint64 length, qint64 recomputes, qint64 count);
//       count × [Recompute of a + 1..a + recomputes keeping the segment's saved sets, backward(a + length, a + 1)],
//       a = start, start − length, ... (x_a is a checkpoint; `recomputes` is the length, or one less when the last
//       layer's saved set is its input; memory peaks length·savedSize − inputSize above its level at the start, when
//       the recompute ends, and each segment ends one checkpoint lower)
//   bool canSummariseReversal(qint64 steps, qint64 recomputes);
//   void summariseReversal(qint64 start, qint64 steps, qint64 slotCount, qint64 recomputes);
//       Revolve's reversal of layers start+1..start+steps with x_start held: `recomputes` Recompute runs, then
//       Backward/Free of every layer; memory peaks min(slotCount + 1, steps) − 1 saves above its level at the start
//       and ends one checkpoint lower.
//   qint64 oneSlotStepsToSummarise(qint64 steps);
//   void summariseOneSlotSteps(qint64 start, qint64 steps, qint64 count);
//       The first `count` (< steps − 1) steps (i = steps, steps − 1, ...) of a one-slot reversal from x_start:
//       Recompute start+1..start+i−1, checkpoint x_{start+i−1}, backward(start + i, start + i). Taken when the
//       whole reversal is too long for one column: O(log N) per column instead of a run per layer.
// The chain and the setting must be valid (Simulator::validationError()); the generators do not check them.
class ScheduleGenerator final
{
public:
    template<class Sink>
    static void generate(const Chain &chain, const ScheduleSetting &setting, Sink &sink)
    {
        const qint64 n = chain.layerCount();
        switch (setting.kind) {
        case ScheduleKind::StoreAll:
            storeAll(n, sink);
            break;
        case ScheduleKind::Uniform:
            uniform(chain, setting.spacing, sink);
            break;
        case ScheduleKind::PyTorch:
            pyTorch(chain, setting.segments, setting.rerunsWholeSegments(), sink);
            break;
        case ScheduleKind::Optimal:
            revolve(chain, setting.slotCount, sink);
            break;
        }
    }

    // No checkpointing: every layer keeps what its backward needs.
    template<class Sink>
    static void storeAll(qint64 n, Sink &sink)
    {
        sink.keep(0);
        sink.computeKeeping(EventKind::Forward, 1, n, false);
        sink.backward(n, 1);
    }

    // Chen et al. 2016, with the last segment kept: checkpoint every k-th activation; the last segment (backpropagated
    // first) keeps its saved sets during the first sweep, as checkpoint_sequential does, so it is never recomputed.
    // In backward every other segment recomputes its saved sets (k − 1 forwards in the unit model) and is
    // backpropagated.
    template<class Sink>
    static void uniform(const Chain &chain, qint64 k, Sink &sink)
    {
        const qint64 n = chain.layerCount();
        const qint64 lastStart = (n - 1) / k * k;
        forwardSegments(0, lastStart, k, sink);
        sink.checkpoint(lastStart);
        sink.computeKeeping(EventKind::Forward, lastStart + 1, n, false);
        sink.backward(n, lastStart + 1);
        const qint64 recomputes = chain.hasInternals() ? k : k - 1;
        for (qint64 start = lastStart - k; start >= 0;) {
            if (offerBackwardSegments(start, k, recomputes, sink, start))
                continue;
            recomputeSavedSets(chain, start + 1, start + k, sink);
            sink.backward(start + k, start + 1);
            start -= k;
        }
    }

    // torch.utils.checkpoint.checkpoint_sequential: segments − 1 checkpointed segments of N // segments layers, then
    // the rest run normally (each layer keeps its saved set). A checkpointed segment's backward reruns it with grad:
    // with use_reentrant=True all of its layers; with use_reentrant=False (PyTorch >= 2.1, early stop) only until the
    // last saved tensor is back, so in the unit model not the last layer, whose saved input the layer before it makes
    // (`wholeSegments` is true for reentrant and for layers that save their output, whose last one reruns too).
    template<class Sink>
    static void pyTorch(const Chain &chain, qint64 segments, bool wholeSegments, Sink &sink)
    {
        const qint64 n = chain.layerCount();
        const qint64 size = n / segments;
        const qint64 tailStart = (segments - 1) * size;
        forwardSegments(0, tailStart, size, sink);
        sink.keep(tailStart);
        sink.computeKeeping(EventKind::Forward, tailStart + 1, n, false);
        sink.backward(n, tailStart + 1);
        const qint64 recomputes = wholeSegments || chain.hasInternals() ? size : size - 1;
        for (qint64 start = tailStart - size; start >= 0;) {
            if (offerBackwardSegments(start, size, recomputes, sink, start))
                continue;
            if (wholeSegments)
                sink.computeKeeping(EventKind::Recompute, start + 1, start + size, false);
            else
                recomputeSavedSets(chain, start + 1, start + size, sink);
            sink.backward(start + size, start + 1);
            start -= size;
        }
    }

    // Griewank & Walther's binomial checkpointing with `slots` slots (x_0 in one of them): reverse(a, n, s) advances
    // from x_a to x_{a+i}, checkpoints it, reverses the right part with s − 1 slots and then the left part with s.
    // The split i is the largest one that keeps both parts on the closed form (left within β(s, t − 1) at t − 1
    // repetitions, right within β(s − 1, t) at t), so the forward count is the minimal t·n − C(s + t, s + 1) and
    // the peak is min(s + 1, N). Iterative (explicit stack of left parts), O(1) per split. Optimal for layers that
    // save just their input (the simulator offers it only for such chains).
    template<class Sink>
    static void revolve(const Chain &chain, qint64 slotCount, Sink &sink);

private:
    struct RevolveTask
    {
        qint64 start = 0;
        qint64 steps = 0;
        qint64 slotCount = 0;
        qint64 repetitions = 0; // t for (steps, slotCount), only used when steps > slotCount + 1
        qint64 betaBelow = 0;   // β(slotCount, repetitions − 1)
        bool firstSweep = false;
    };

    // The first sweep over layers from+1..to in segments of `length` (the last may be shorter), each starting with a
    // checkpoint of its input.
    template<class Sink>
    static void forwardSegments(qint64 from, qint64 to, qint64 length, Sink &sink)
    {
        for (qint64 start = from; start < to;) {
            const qint64 whole = (to - start) / length;
            const qint64 count = whole > 1 ? sink.forwardSegmentsToSummarise(length, whole) : 0;
            if (count > 0) {
                sink.summariseForwardSegments(start, length, qMin(count, whole));
                start += qMin(count, whole) * length;
                continue;
            }
            sink.checkpoint(start);
            sink.compute(EventKind::Forward, start + 1, qMin(start + length, to));
            start += length;
        }
    }

    // Offers the full segments start, start − length, ..., 0 to the sink; moves `next` past those it took.
    template<class Sink>
    static bool offerBackwardSegments(qint64 start, qint64 length, qint64 recomputes, Sink &sink, qint64 &next)
    {
        const qint64 available = start / length + 1;
        if (available < 2)
            return false;
        const qint64 count = qMin(available, sink.backwardSegmentsToSummarise(length, recomputes, available));
        if (count <= 0)
            return false;
        sink.summariseBackwardSegments(start, length, recomputes, count);
        next = start - count * length;
        return true;
    }

    // Brings back the saved sets of layers first..last while x_{first-1} is held: every layer but the last must run
    // to make the next one's input; the last runs only if it saves more than its input.
    template<class Sink>
    static void recomputeSavedSets(const Chain &chain, qint64 first, qint64 last, Sink &sink)
    {
        if (chain.internalSize(last) > 0)
            sink.computeKeeping(EventKind::Recompute, first, last, false);
        else if (last > first)
            sink.computeKeeping(EventKind::Recompute, first, last - 1, true);
    }

    // Reverses layers start+1..start+steps while x_start is a checkpoint, keeping every saved set.
    template<class Sink>
    static void reverseStoringAll(const Chain &chain, qint64 start, qint64 steps, bool firstSweep, Sink &sink)
    {
        if (firstSweep)
            sink.computeKeeping(EventKind::Forward, start + 1, start + steps, false);
        else
            recomputeSavedSets(chain, start + 1, start + steps, sink);
        sink.backward(start + steps, start + 1);
    }

    static qint64 revolveRepetitions(qint64 steps, qint64 slotCount);
    static qint64 revolveBeta(qint64 slotCount, qint64 repetitions);
};

template<class Sink>
void ScheduleGenerator::revolve(const Chain &chain, qint64 slotCount, Sink &sink)
{
    const qint64 n = chain.layerCount();
    sink.checkpoint(0);
    std::vector<RevolveTask> pending;
    RevolveTask task{0, n, slotCount, 0, 0, true};
    if (n > slotCount + 1) {
        task.repetitions = revolveRepetitions(n, slotCount);
        task.betaBelow = revolveBeta(slotCount, task.repetitions - 1);
    }
    for (;;) {
        while (task.steps > task.slotCount + 1) {
            // Here t >= 2 and β(s, t − 1) < n <= β(s, t). With B = β(s, t − 1), exact divisions give
            // β(s, t − 2) = B(t − 1)/(s + t − 1) and β(s − 1, t − 1) = B·s/(s + t − 1); B < 10^6, so no overflow.
            const qint64 s = task.slotCount;
            const qint64 t = task.repetitions;
            const qint64 b = task.betaBelow;
            const qint64 betaLeftBelow = b * (t - 1) / (s + t - 1);
            const qint64 betaRightBelow = b * s / (s + t - 1);
            const qint64 split = qMin(b, task.steps - betaRightBelow);
            const EventKind kind = task.firstSweep ? EventKind::Forward : EventKind::Recompute;
            sink.compute(kind, task.start + 1, task.start + split);
            sink.checkpoint(task.start + split);
            pending.push_back(RevolveTask{task.start, split, s, t - 1, betaLeftBelow, false});
            const qint64 rightSteps = task.steps - split;
            task.start += split;
            task.steps = rightSteps;
            task.slotCount = s - 1;
            if (rightSteps == betaRightBelow && s > 1) {
                task.repetitions = t - 1;
                task.betaBelow = betaRightBelow * (t - 1) / (s + t - 2); // β(s − 1, t − 2)
            } else {
                task.betaBelow = betaRightBelow; // β(s − 1, t − 1), t unchanged
            }
        }
        reverseStoringAll(chain, task.start, task.steps, task.firstSweep, sink);
        do {
            if (pending.empty())
                return;
            task = pending.back();
            pending.pop_back();
            // T(n, s) = t·n − C(s + t, s + 1), and C(s + t, s + 1) = β(s, t − 1)·(s + t)/(s + 1) exactly.
            const qint64 recomputes
                = task.steps <= task.slotCount + 1
                      ? task.steps - 1
                      : task.repetitions * task.steps
                            - task.betaBelow * (task.slotCount + task.repetitions) / (task.slotCount + 1);
            if (!sink.canSummariseReversal(task.steps, recomputes)) {
                if (task.slotCount == 1 && task.steps > 2) {
                    const qint64 count = qMin(task.steps - 2, sink.oneSlotStepsToSummarise(task.steps));
                    if (count > 0) {
                        sink.summariseOneSlotSteps(task.start, task.steps, count);
                        task.steps -= count;
                        task.repetitions = task.steps - 1; // one slot: t = n − 1 and β(1, t − 1) = t
                        task.betaBelow = task.steps - 1;
                        pending.push_back(task);
                        continue;
                    }
                }
                break;
            }
            sink.summariseReversal(task.start, task.steps, task.slotCount, recomputes);
        } while (true);
    }
}
