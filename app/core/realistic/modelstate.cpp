// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/modelstate.h"

#include "core/realistic/checkedint.h"
#include "core/realistic/trainingsetup.h"

Expected<ModelState> ModelState::perGpu(qint64 parameters, const TrainingSetup &setup)
{
    const CheckedInt perRank = CheckedInt::ceilDivide(parameters, setup.tensorParallel);
    const CheckedInt shard = CheckedInt::ceilDivide(perRank, setup.gpus);
    const CheckedInt weights = (setup.zeroStage >= 3 ? shard : perRank) * WeightBytesPerParameter;
    const CheckedInt gradients = (setup.zeroStage >= 2 ? shard : perRank) * GradientBytesPerParameter;
    const CheckedInt optimizer = (setup.zeroStage >= 1 ? shard : perRank) * OptimizerBytesPerParameter;
    const CheckedInt onGpu = setup.optimizerOffload ? CheckedInt(0) : optimizer;
    const CheckedInt total = weights + gradients + onGpu;
    if (!total.isValid() || !optimizer.isValid())
        return Expected<ModelState>::failure(tr("the model state in bytes exceeds 64 bits"));
    ModelState state;
    state.weightBytes = weights.value();
    state.gradientBytes = gradients.value();
    state.optimizerBytes = onGpu.value();
    state.totalBytes = total.value();
    state.hostOptimizerBytes = setup.optimizerOffload ? optimizer.value() : 0;
    return state;
}
