// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/activationmemory.h"

#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

namespace {

// sbh, sbh/t and as²b/t of the setup.
struct Shape
{
    CheckedInt sbh;
    CheckedInt sbhPerRank;
    CheckedInt as2bPerRank;
    qint64 p = 2;
};

Shape shape(const TransformerModel &model, const TrainingSetup &setup)
{
    const CheckedInt sb = CheckedInt(setup.sequenceLength) * setup.microBatch;
    return {sb * model.hidden, sb * (model.hidden / setup.tensorParallel),
            CheckedInt(model.heads / setup.tensorParallel) * setup.sequenceLength * sb, setup.bytesPerActivation()};
}

} // namespace

CheckedInt ActivationMemory::bytesPerLayer(RecomputePolicy policy, const TransformerModel &model,
                                           const TrainingSetup &setup)
{
    const Shape x = shape(model, setup);
    const qint64 p = x.p;
    if (policy == RecomputePolicy::Full)
        return setup.sequenceParallel ? x.sbhPerRank * p : x.sbh * p;
    const CheckedInt linear
        = setup.sequenceParallel ? x.sbhPerRank * (16 * p + 2) : x.sbh * (4 * p + 2) + x.sbhPerRank * (12 * p);
    if (policy == RecomputePolicy::Selective || setup.fusedAttention)
        return linear;
    return linear + x.as2bPerRank * (2 * p + 1);
}

CheckedInt ActivationMemory::blockInputBytes(const TransformerModel &model, const TrainingSetup &setup)
{
    return bytesPerLayer(RecomputePolicy::Full, model, setup);
}

CheckedInt ActivationMemory::blockSavedBytes(const TransformerModel &model, const TrainingSetup &setup)
{
    return bytesPerLayer(RecomputePolicy::None, model, setup);
}
