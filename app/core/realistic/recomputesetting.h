// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <QStringList>

// What is recomputed in the backward pass: nothing (every block keeps everything its backward needs), selectively
// the attention core (Korthikanti et al. 2022; Megatron's recompute_modules "core_attn": softmax, its dropout and the
// attention over values, the as²b terms), whole blocks from checkpointed block inputs, the MLP (recompute_modules
// "mlp"), the norms with their outputs freed (recompute_modules "layernorm"), or op by op as PyTorch >= 2.4's selective
// activation checkpointing does: every matmul saved and the rest recomputed (torchtitan's op-level SAC), or the ops a
// custom list saves. Mlp, Norms, SaveMatmuls and Custom exist only in the measured convention (BlockGraph); the paper's
// Table 2 has none, selective and full.
enum class RecomputePolicy : quint8 { None, Selective, Full, Mlp, Norms, SaveMatmuls, Custom };
inline constexpr RecomputePolicy AllRecomputePolicies[]
    = {RecomputePolicy::None,  RecomputePolicy::Selective,   RecomputePolicy::Full,  RecomputePolicy::Mlp,
       RecomputePolicy::Norms, RecomputePolicy::SaveMatmuls, RecomputePolicy::Custom};

// The policy and, for Full, the spacing: a checkpoint every k blocks (k = 1 checkpoints every block, the "full
// recomputation" of the paper and Megatron; larger k keeps fewer inputs and recomputes the blocks in between as the
// simulator's uniform spacing does).
struct RecomputeSetting
{
    Q_DECLARE_TR_FUNCTIONS(RecomputeSetting)
public:
    RecomputePolicy policy = RecomputePolicy::None;
    qint64 spacing = 1;
    QStringList savedOps; // Custom: the ops (BlockOp names) whose outputs are saved; everything else is recomputed

    static RecomputeSetting none() { return {RecomputePolicy::None, 1, {}}; }
    static RecomputeSetting selective() { return {RecomputePolicy::Selective, 1, {}}; }
    static RecomputeSetting full(qint64 spacing = 1) { return {RecomputePolicy::Full, spacing, {}}; }

    // "none", "selective", "full", "mlp", "save-matmuls", "custom": the command line's --recompute values and the
    // JSON "recompute".
    static QString name(RecomputePolicy policy);
    // False for an unknown name.
    static bool fromName(QStringView name, RecomputePolicy *policy);
    static QString nameList();
    // The policy as the real-model panel offers it ("Selective: the attention core is recomputed"), translated.
    static QString label(RecomputePolicy policy);
    // Whether Korthikanti's Table 2 (the paper convention) defines the policy.
    static bool inPaper(RecomputePolicy policy)
    {
        return policy == RecomputePolicy::None || policy == RecomputePolicy::Selective
               || policy == RecomputePolicy::Full;
    }
};
