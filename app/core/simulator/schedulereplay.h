// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/scheduleevent.h"
#include "core/simulator/schedulesetting.h"

#include <QList>

#include <array>
#include <vector>

// What an activation x_j (j = 0..N−1, layer j + 1's input) is at some point of a schedule. NotComputed: its layer
// has not run yet; Dropped: computed but not held (inside a checkpointed segment, or a recompute that did not keep
// it); Checkpoint: held as a checkpoint; Saved: held, as computed in the first sweep, for layer j + 1's backward;
// Recomputed: held again after a recompute during backward; Freed: layer j + 1's backward is done.
enum class ActivationState : quint8 { NotComputed, Dropped, Checkpoint, Saved, Recomputed, Freed };
inline constexpr int ActivationStateCount = 6;

// The state of the schedule after `position` of its events (0 = before the first, eventCount() = after the last).
struct ReplayFrame
{
    qint64 position = 0;
    double time = 0.0;                                 // compute time after those events
    qint64 memory = 0;                                 // held after them, as ScheduleEvent::memory counts it
    std::array<qint64, ActivationStateCount> counts{}; // activations per state, indexed by ActivationState
    QList<ActivationState> cells;                      // per cell, its most telling state (ScheduleReplay::cellOf)
    bool hasEvent = false;                             // the last event applied, when position > 0
    EventKind kind = EventKind::Forward;
    qint64 index = 0;

    qint64 count(ActivationState state) const { return counts[std::size_t(state)]; }
};

// Playback of one schedule: the exact state of every activation at any event of the schedule that
// ScheduleGenerator produces, for a cursor that plays, steps and scrubs. It records the schedule once, as a compact
// list of state transitions (4 bytes an event), with keyframes: the time, memory, per-state counts and per-cell
// counts every K events, K about 4·sqrt(E). A frame at any position copies the nearest keyframe before it and walks
// at most K events, so scrubbing a 1,000,000-layer schedule (5 million events) costs tens of microseconds
// (bench/bench_playback.cpp), and the strip's cells are exact aggregates, not samples. Cells split the N activations
// into at most `cells` equal ranges. Schedules with more than `maxEvents` events (Revolve with very few slots on a
// long chain has O(N²)) are not recorded: isComplete() is false and the replay is empty. Qt Core only.
class ScheduleReplay final
{
public:
    static constexpr qint64 DefaultMaxEvents = 16'000'000;

    ScheduleReplay() = default;
    // The chain and setting must be valid (Simulator::validationError()).
    ScheduleReplay(const Chain &chain, const ScheduleSetting &setting, int cells, qint64 maxEvents = DefaultMaxEvents);

    bool isComplete() const { return m_complete; }
    // The schedule's event count, also when it was too long to record.
    qint64 eventCount() const { return m_eventCount; }
    qint64 layerCount() const { return m_chain.layerCount(); }
    int cellCount() const { return m_cells; }
    // The activations cell c covers: first..last.
    qint64 cellFirst(int cell) const;
    qint64 cellLast(int cell) const { return cellFirst(cell + 1) - 1; }
    int cellOf(qint64 activation) const;
    // The position just before the first backward event (where the backward pass starts), or eventCount().
    qint64 backwardStart() const { return m_backwardStart; }
    double totalTime() const { return m_totalTime; }

    ReplayFrame frame(qint64 position) const;
    // The event at index i (0-based) with the time and memory after it, as EventCollector gives it.
    ScheduleEvent event(qint64 i) const;
    // The last position whose time is at most `time` (every zero-time event at that time applied).
    qint64 positionAtTime(double time) const;
    // Every activation's state after `position` events; O(N + position), for tests and small chains.
    QList<ActivationState> states(qint64 position) const;

    // The state a cell shows for these counts: recomputed, checkpoint, saved, dropped, freed, not computed, the
    // first one present — what is being worked on and held matters more than what is done or still to come.
    static ActivationState mostTelling(const std::array<qint32, ActivationStateCount> &counts);

private:
    struct Keyframe
    {
        double time = 0.0;
        qint64 memory = 0;
        std::array<qint64, ActivationStateCount> counts{};
    };
    friend class ReplayRecorder;

    // One recorded event: index (20 bits), kind (3), old and new state of the activation it changes (3 + 3).
    static quint32 pack(EventKind kind, qint64 index, ActivationState from, ActivationState to);
    static EventKind kindOf(quint32 record) { return EventKind((record >> 20) & 7u); }
    static qint64 indexOf(quint32 record) { return qint64(record & 0xFFFFFu); }
    static ActivationState fromOf(quint32 record) { return ActivationState((record >> 23) & 7u); }
    static ActivationState toOf(quint32 record) { return ActivationState((record >> 26) & 7u); }
    // The activation an event changes, or −1 (backwards, internals, the last layer's output).
    qint64 activationOf(quint32 record) const;
    // Time and memory across one event.
    void advance(quint32 record, double &time, qint64 &memory) const;

    Chain m_chain;
    double m_backwardRatio = ScheduleSetting::DefaultBackwardRatio;
    int m_cells = 0;
    qint64 m_eventCount = 0;
    qint64 m_interval = 1; // K: events between keyframes
    qint64 m_backwardStart = 0;
    double m_totalTime = 0.0;
    bool m_complete = false;
    std::vector<quint32> m_records;
    std::vector<Keyframe> m_keyframes;
    std::vector<qint32> m_cellCounts; // per keyframe, per cell, per state
};
