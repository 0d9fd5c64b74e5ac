// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/transformerflops.h"

#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

CheckedInt TransformerFlops::blockForward(const TransformerModel &model, const TrainingSetup &setup)
{
    const CheckedInt bsh = CheckedInt(setup.microBatch) * setup.sequenceLength * model.hidden;
    return bsh * model.hidden * 24 + attentionCoreForward(model, setup);
}

CheckedInt TransformerFlops::attentionCoreForward(const TransformerModel &model, const TrainingSetup &setup)
{
    return CheckedInt(setup.microBatch) * setup.sequenceLength * setup.sequenceLength * model.hidden * 4;
}

CheckedInt TransformerFlops::logitsForward(const TransformerModel &model, const TrainingSetup &setup)
{
    return CheckedInt(setup.microBatch) * setup.sequenceLength * model.hidden * model.vocabulary * 2;
}

CheckedInt TransformerFlops::step(const TransformerModel &model, const TrainingSetup &setup)
{
    return (blockForward(model, setup) * model.layers + logitsForward(model, setup)) * 3;
}
