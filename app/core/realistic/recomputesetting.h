// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QStringView>

// What is recomputed in the backward pass (Korthikanti et al. 2022): nothing (every block keeps everything its
// backward needs), selectively the attention core (softmax, its dropout and the attention over values: the as²b
// terms), or whole blocks from checkpointed block inputs.
enum class RecomputePolicy : quint8 { None, Selective, Full };

// The policy and, for Full, the spacing: a checkpoint every k blocks (k = 1 checkpoints every block, the "full
// recomputation" of the paper and Megatron; larger k keeps fewer inputs and recomputes the blocks in between as the
// simulator's uniform spacing does).
struct RecomputeSetting
{
    RecomputePolicy policy = RecomputePolicy::None;
    qint64 spacing = 1;

    static RecomputeSetting none() { return {RecomputePolicy::None, 1}; }
    static RecomputeSetting selective() { return {RecomputePolicy::Selective, 1}; }
    static RecomputeSetting full(qint64 spacing = 1) { return {RecomputePolicy::Full, spacing}; }

    // "none", "selective", "full": the command line's --recompute values and the JSON "recompute".
    static QString name(RecomputePolicy policy);
    // False for an unknown name.
    static bool fromName(QStringView name, RecomputePolicy *policy);
    static QString nameList();
};
