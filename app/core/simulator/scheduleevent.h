// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QtGlobal>

// The kinds of event in a schedule. Forward, Recompute and Backward name a layer i (1..N) and take compute time;
// the others take none. Save names an activation x_j (0..N-1) and starts holding it (as a checkpoint, or as the input
// layer j+1 saves); SaveInternals names the layer i that just ran and starts holding what it saves beyond its input
// (only in chains whose layers do, never in the unit model); Free names x_j and stops holding it, together with
// layer j+1's internals, once layer j+1's backward is done.
enum class EventKind : quint8 { Forward, Recompute, Backward, Save, SaveInternals, Free };

// One event of an explicit schedule with the state right after it: the cumulative compute time and the memory held
// (saved activations: checkpoints plus saved inputs of pending backwards). Only the collecting sink materialises
// these; the figures and the timeline are computed from the same schedule without them.
struct ScheduleEvent
{
    EventKind kind = EventKind::Forward;
    qint64 index = 0; // layer i for Forward/Recompute/Backward/SaveInternals, activation j for Save/Free
    double time = 0.0;
    qint64 memory = 0;

    friend bool operator==(const ScheduleEvent &a, const ScheduleEvent &b)
    {
        return a.kind == b.kind && a.index == b.index && a.time == b.time && a.memory == b.memory;
    }
};
