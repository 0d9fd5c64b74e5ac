// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/realisticestimator.h"

#include "core/realistic/activationmemory.h"
#include "core/realistic/checkedint.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformerflops.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/simulator.h"

namespace {

constexpr qint64 MaxBlockBytes = qint64(1) << 40; // Chain::validationError()'s bound on a layer's sizes
constexpr double MaxBlockFlops = 1e18;            // and on its forward cost

} // namespace

QString RealisticEstimator::validationError(const TransformerModel &model, const TrainingSetup &setup,
                                            const RecomputeSetting &recompute)
{
    QString error = model.validationError();
    if (error.isEmpty())
        error = setup.validationError(model);
    if (!error.isEmpty())
        return error;
    if (recompute.policy != RecomputePolicy::Full && recompute.spacing != 1)
        return tr("a checkpoint spacing applies only to full recomputation");
    if (recompute.spacing < 1 || recompute.spacing > model.layers)
        return tr("the checkpoint spacing must be between 1 and %1 (the number of layers; got %2)")
            .arg(model.layers)
            .arg(recompute.spacing);
    const CheckedInt saved = ActivationMemory::blockSavedBytes(model, setup);
    if (!saved.isValid())
        return tr("the activation bytes of one block exceed 64 bits");
    if (saved.value() > MaxBlockBytes)
        return tr("the activation bytes of one block (%1) exceed the simulator's limit of 2^40 (1 TiB)")
            .arg(saved.value());
    const CheckedInt block = TransformerFlops::blockForward(model, setup);
    if (!block.isValid() || double(block.value()) > MaxBlockFlops)
        return tr("the forward FLOPs of one block exceed the simulator's limit of 10^18");
    if (!TransformerFlops::step(model, setup).isValid())
        return tr("the FLOPs of one step exceed 64 bits");
    return {};
}

Expected<RealisticSchedule> RealisticEstimator::schedule(const TransformerModel &model, const TrainingSetup &setup,
                                                         const RecomputeSetting &recompute)
{
    const QString error = validationError(model, setup, recompute);
    if (!error.isEmpty())
        return Expected<RealisticSchedule>::failure(error);
    Layer block;
    block.inputSize = ActivationMemory::blockInputBytes(model, setup).value();
    // A block rerun from its checkpoint keeps everything again, so full recomputation's saved set is the "none" one.
    const RecomputePolicy savedAs
        = recompute.policy == RecomputePolicy::Full ? RecomputePolicy::None : recompute.policy;
    block.savedSize = ActivationMemory::bytesPerLayer(savedAs, model, setup).value();
    block.forwardCost = double(TransformerFlops::blockForward(model, setup).value());
    const ScheduleSetting setting = recompute.policy == RecomputePolicy::Full
                                        ? ScheduleSetting::uniform(recompute.spacing)
                                        : ScheduleSetting::storeAll();
    return RealisticSchedule{Chain::uniform(model.layers, block), setting};
}

Expected<RealisticFigures> RealisticEstimator::estimate(const TransformerModel &model, const TrainingSetup &setup,
                                                        const RecomputeSetting &recompute)
{
    const Expected<RealisticSchedule> run = schedule(model, setup, recompute);
    if (!run)
        return Expected<RealisticFigures>::failure(run.error());
    const QString engineError = Simulator::validationError(run->chain, run->setting);
    if (!engineError.isEmpty())
        return Expected<RealisticFigures>::failure(engineError);
    const ScheduleFigures schedule = Simulator::figures(run->chain, run->setting);

    RealisticFigures figures;
    figures.parameters = model.parameterCount().value();
    figures.parametersPerBlock = model.parametersPerBlock().value();
    figures.activationBytesPerLayer = ActivationMemory::bytesPerLayer(recompute.policy, model, setup).value();
    figures.blockInputBytes = run->chain.inputSize(1);
    figures.blockSavedBytes = run->chain.savedSize(1);
    figures.peakActivationBytes = schedule.peakMemory;
    figures.savedAfterForwardBytes = schedule.savedAfterForward;

    const Expected<ModelState> state = ModelState::perGpu(figures.parameters, setup);
    if (!state)
        return Expected<RealisticFigures>::failure(state.error());
    figures.modelState = *state;
    const CheckedInt total = CheckedInt(state->totalBytes) + schedule.peakMemory;
    if (!total.isValid())
        return Expected<RealisticFigures>::failure(tr("the total bytes per GPU exceed 64 bits"));
    figures.totalBytes = total.value();
    figures.gpuMemoryBytes = setup.gpuMemoryBytes();
    figures.fits = figures.totalBytes <= figures.gpuMemoryBytes;
    figures.headroomBytes = figures.gpuMemoryBytes - figures.totalBytes; // both within [0, 2^62]

    const CheckedInt block = TransformerFlops::blockForward(model, setup);
    const CheckedInt core = TransformerFlops::attentionCoreForward(model, setup);
    const bool selective = recompute.policy == RecomputePolicy::Selective && !setup.fusedAttention;
    figures.blockForwardFlops = block.value();
    figures.recomputedBlocks = schedule.extraForwards;
    const CheckedInt recomputed = selective ? core * model.layers : block * schedule.extraForwards;
    figures.stepFlops = TransformerFlops::step(model, setup).value();
    figures.paperOverheadDefined = recompute.policy != RecomputePolicy::Full || recompute.spacing == 1;
    CheckedInt paper = 0;
    if (selective)
        paper = core * 3 * model.layers;
    else if (recompute.policy == RecomputePolicy::Full && recompute.spacing == 1)
        paper = block * model.layers;
    if (!recomputed.isValid() || !paper.isValid())
        return Expected<RealisticFigures>::failure(tr("the recompute FLOPs exceed 64 bits"));
    figures.recomputeFlops = recomputed.value();
    figures.overhead = double(figures.recomputeFlops) / double(figures.stepFlops);
    if (figures.paperOverheadDefined) {
        figures.paperRecomputeFlops = paper.value();
        figures.paperOverhead = double(figures.paperRecomputeFlops) / double(figures.stepFlops);
    }
    return figures;
}
