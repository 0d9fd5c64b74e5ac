#pragma once

#include <QtGlobal>

// The kinds of event in a schedule. Forward, Recompute and Backward name a layer i (1..N) and take compute time;
// Save and Free name an activation x_j (0..N-1) and take none: Save starts holding x_j (as a checkpoint or as the
// saved input of layer j+1), Free stops holding it once layer j+1's backward is done.
enum class EventKind : quint8 { Forward, Recompute, Backward, Save, Free };

// One event of an explicit schedule with the state right after it: the cumulative compute time and the memory held
// (saved activations: checkpoints plus saved inputs of pending backwards). Only the collecting sink materialises
// these; the figures and the timeline are computed from the same schedule without them.
struct ScheduleEvent
{
    EventKind kind = EventKind::Forward;
    qint64 index = 0; // layer i for Forward/Recompute/Backward, activation j for Save/Free
    double time = 0.0;
    qint64 memory = 0;

    friend bool operator==(const ScheduleEvent &a, const ScheduleEvent &b)
    {
        return a.kind == b.kind && a.index == b.index && a.time == b.time && a.memory == b.memory;
    }
};
