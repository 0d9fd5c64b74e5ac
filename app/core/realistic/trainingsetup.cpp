// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/trainingsetup.h"

#include "core/realistic/transformermodel.h"

#include <QLocale>

TrainingSetup TrainingSetup::defaultFor(const TransformerModel &model)
{
    TrainingSetup setup;
    setup.sequenceLength = model.sequenceLength;
    return setup;
}

const QList<qint64> &TrainingSetup::gpuMemoryPresetsGiB()
{
    static const QList<qint64> sizes = {24, 40, 48, 80, 94, 141};
    return sizes;
}

QString TrainingSetup::conventionName(ActivationConvention convention)
{
    return convention == ActivationConvention::Paper ? QStringLiteral("paper") : QStringLiteral("measured");
}

QString TrainingSetup::validationError(const TransformerModel &model) const
{
    const struct
    {
        const char *what;
        qint64 value;
    } sizes[] = {{QT_TR_NOOP("sequence length"), sequenceLength},
                 {QT_TR_NOOP("micro-batch"), microBatch},
                 {QT_TR_NOOP("tensor-parallel size"), tensorParallel},
                 {QT_TR_NOOP("pipeline stages"), pipelineParallel},
                 {QT_TR_NOOP("data-parallel GPUs"), gpus},
                 {QT_TR_NOOP("GPU memory (GiB)"), gpuMemoryGiB}};
    for (const auto &size : sizes) {
        if (size.value < 1)
            return tr("%1 must be at least 1 (got %2)").arg(tr(size.what), QLocale().toString(size.value));
    }
    if (gpuMemoryGiB > MaxGpuMemoryGiB)
        return tr("GPU memory must be at most %1 GiB (got %2)")
            .arg(QLocale().toString(MaxGpuMemoryGiB), QLocale().toString(gpuMemoryGiB));
    if (precisionBits != 16 && precisionBits != 32)
        return tr("activation precision must be 16 or 32 bits (got %1)").arg(QLocale().toString(precisionBits));
    if (zeroStage < 0 || zeroStage > 3)
        return tr("ZeRO stage must be 0, 1, 2 or 3 (got %1)").arg(QLocale().toString(zeroStage));
    if (!(dropout >= 0 && dropout < 1))
        return tr("the dropout probability must be at least 0 and below 1 (got %1)").arg(QLocale().toString(dropout));
    if (reserveBytes < 0 || reserveBytes > gpuMemoryBytes())
        return tr("the memory reserve must be between 0 and the GPU's memory (got %1 bytes)")
            .arg(QLocale().toString(reserveBytes));
    if (model.heads % tensorParallel != 0)
        return tr("the tensor-parallel size (%1) must divide the heads (%2)")
            .arg(QLocale().toString(tensorParallel), QLocale().toString(model.heads));
    if (model.layers % pipelineParallel != 0)
        return tr("the pipeline stages (%1) must divide the layers (%2)")
            .arg(QLocale().toString(pipelineParallel), QLocale().toString(model.layers));
    if (globalBatch < 0 || globalBatch > MaxGlobalBatch)
        return tr("the global batch must be between 0 (one micro-batch per stage) and %1 (got %2)")
            .arg(QLocale().toString(MaxGlobalBatch), QLocale().toString(globalBatch));
    if (globalBatch > 0
        && (microBatch > MaxGlobalBatch || gpus > MaxGlobalBatch || globalBatch % (microBatch * gpus) != 0))
        return tr("the micro-batch times the data-parallel GPUs (%1 × %2) must divide the global batch (%3)")
            .arg(QLocale().toString(microBatch), QLocale().toString(gpus), QLocale().toString(globalBatch));
    if (model.learnedPositions && sequenceLength > model.sequenceLength)
        return tr("sequence length %1 exceeds the model's %2 learned positions")
            .arg(QLocale().toString(sequenceLength), QLocale().toString(model.sequenceLength));
    return {};
}
