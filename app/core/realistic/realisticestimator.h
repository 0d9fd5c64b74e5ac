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
class RealisticEstimator final
{
    Q_DECLARE_TR_FUNCTIONS(RealisticEstimator)
public:
    static QString validationError(const TransformerModel &model, const TrainingSetup &setup,
                                   const RecomputeSetting &recompute);
    static Expected<RealisticSchedule> schedule(const TransformerModel &model, const TrainingSetup &setup,
                                                const RecomputeSetting &recompute);
    static Expected<RealisticFigures> estimate(const TransformerModel &model, const TrainingSetup &setup,
                                               const RecomputeSetting &recompute);
};
