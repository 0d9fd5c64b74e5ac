// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/realistic/realisticfigures.h"
#include "core/realistic/realisticschedule.h"
#include "core/realistic/recomputesetting.h"

#include <QCoreApplication>

struct TrainingSetup;
struct TransformerModel;

// The realistic mode's front door: checks a model, a training setup and a recompute setting, builds the block chain,
// runs the simulator's byte-correct engine on it and adds the model state, the GPU's memory and the FLOPs
// (conventions in docs/realistic.md). Every failure is one line naming the first problem: a shape that does not fit
// (heads not dividing the hidden size, kv heads not dividing the heads, t not dividing the heads), a size below 1, a
// spacing out of range, or a count beyond 64 bits (or beyond the engine's 2^40 bytes per block).
//
// The work splits in two: what one block costs (BlockCosts: its bytes under the policy and its FLOPs, from BlockGraph
// or the paper's table; the expensive half) and what the schedule and the setup make of it (the cheap half). The
// planner computes the first once per block shape and calls the second for every setup it tries, so its figures are
// the very ones `estimate` gives.
class RealisticEstimator final
{
    Q_DECLARE_TR_FUNCTIONS(RealisticEstimator)
public:
    // One block on one GPU: what it holds under the policy and without one, its input, the working set of its
    // backward beyond what it holds, and its forward, recomputed and attention-core FLOPs (all tensor-parallel ranks
    // together).
    struct BlockCosts
    {
        qint64 held = 0, saved = 0, input = 0, working = 0;
        qint64 forwardFlops = 0, recomputeFlops = 0, coreFlops = 0;
    };

    static QString validationError(const TransformerModel &model, const TrainingSetup &setup,
                                   const RecomputeSetting &recompute);
    static Expected<RealisticSchedule> schedule(const TransformerModel &model, const TrainingSetup &setup,
                                                const RecomputeSetting &recompute);
    static Expected<RealisticFigures> estimate(const TransformerModel &model, const TrainingSetup &setup,
                                               const RecomputeSetting &recompute);

    // The halves: a block's costs depend only on the model, the convention, s, b, the precision, t, SP, the attention
    // kind, dropout and the policy (not its spacing); estimate(…, block) expects input validationError() accepts and
    // the costs of that very input.
    static Expected<BlockCosts> blockCosts(const TransformerModel &model, const TrainingSetup &setup,
                                           const RecomputeSetting &recompute);
    static Expected<RealisticFigures> estimate(const TransformerModel &model, const TrainingSetup &setup,
                                               const RecomputeSetting &recompute, const BlockCosts &block);
};
