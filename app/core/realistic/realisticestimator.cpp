// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/realisticestimator.h"

#include "core/realistic/activationmemory.h"
#include "core/realistic/blockgraph.h"
#include "core/realistic/checkedint.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformerflops.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/simulator.h"

#include <algorithm>
#include <iterator>

namespace {

constexpr qint64 MaxBlockBytes = qint64(1) << 40; // Chain::validationError()'s bound on a layer's sizes
constexpr double MaxBlockFlops = 1e18;            // and on its forward cost

// One block as the convention sees it: what it holds under the policy and without one, its input, the working set of
// its backward beyond what it holds, and its forward and recomputed FLOPs (all tensor-parallel ranks together).
struct BlockFigures
{
    CheckedInt held, saved, input, working, forwardFlops, recomputeFlops, coreFlops;
};

Expected<BlockFigures> blockFigures(const TransformerModel &model, const TrainingSetup &setup,
                                    const RecomputeSetting &recompute)
{
    if (setup.convention == ActivationConvention::Paper) {
        const CheckedInt saved = ActivationMemory::blockSavedBytes(model, setup);
        const CheckedInt held = ActivationMemory::bytesPerLayer(recompute.policy, model, setup);
        const bool selective = recompute.policy == RecomputePolicy::Selective;
        const CheckedInt block = TransformerFlops::blockForward(model, setup);
        const CheckedInt core = TransformerFlops::attentionCoreForward(model, setup);
        // Selective recomputation brings the attention core back while the first block is backpropagated (F2).
        return BlockFigures{held,
                            saved,
                            ActivationMemory::blockInputBytes(model, setup),
                            selective ? saved - held : CheckedInt(0),
                            block,
                            selective && !setup.fusedAttention ? core : CheckedInt(0),
                            core};
    }
    const Expected<BlockGraph> graph = BlockGraph::build(model, setup);
    if (!graph)
        return Expected<BlockFigures>::failure(graph.error());
    const QString custom = graph->customError(recompute);
    if (!custom.isEmpty())
        return Expected<BlockFigures>::failure(custom);
    const bool full = recompute.policy == RecomputePolicy::Full;
    qint64 coreFlops = 0;
    for (const BlockOp &op : graph->ops()) {
        if (op.region == BlockRegion::AttentionCore)
            coreFlops += op.flops;
    }
    const qint64 t = setup.tensorParallel;
    return BlockFigures{graph->heldBytes(recompute),
                        graph->heldBytes(RecomputeSetting::none()),
                        graph->inputBytes(),
                        full ? 0 : graph->recomputeWorkingBytes(recompute),
                        CheckedInt(graph->forwardFlops()) * t,
                        CheckedInt(full ? 0 : graph->recomputeFlops(recompute)) * t,
                        CheckedInt(coreFlops) * t};
}

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
    if (setup.convention == ActivationConvention::Paper && !RecomputeSetting::inPaper(recompute.policy))
        return tr("the paper convention (Korthikanti et al.'s Table 2) has no policy \"%1\"; it needs the measured "
                  "convention")
            .arg(RecomputeSetting::name(recompute.policy));
    if (recompute.policy == RecomputePolicy::Custom && recompute.savedOps.isEmpty())
        return tr("a custom policy needs the ops it saves");
    if (recompute.spacing < 1 || recompute.spacing > model.layers)
        return tr("the checkpoint spacing must be between 1 and %1 (the number of layers; got %2)")
            .arg(model.layers)
            .arg(recompute.spacing);
    const Expected<BlockFigures> block = blockFigures(model, setup, recompute);
    if (!block)
        return block.error();
    if (!block->saved.isValid() || !block->working.isValid())
        return tr("the activation bytes of one block exceed 64 bits");
    if (block->saved.value() > MaxBlockBytes)
        return tr("the activation bytes of one block (%1) exceed the simulator's limit of 2^40 (1 TiB)")
            .arg(block->saved.value());
    if (!block->forwardFlops.isValid() || double(block->forwardFlops.value()) > MaxBlockFlops)
        return tr("the forward FLOPs of one block exceed the simulator's limit of 10^18");
    if (!(block->forwardFlops * model.layers + TransformerFlops::logitsForward(model, setup)).isValid()
        || !TransformerFlops::step(model, setup).isValid())
        return tr("the FLOPs of one step exceed 64 bits");
    return {};
}

Expected<RealisticSchedule> RealisticEstimator::schedule(const TransformerModel &model, const TrainingSetup &setup,
                                                         const RecomputeSetting &recompute)
{
    const QString error = validationError(model, setup, recompute);
    if (!error.isEmpty())
        return Expected<RealisticSchedule>::failure(error);
    const BlockFigures figures = *blockFigures(model, setup, recompute);
    Layer block;
    block.inputSize = figures.input.value();
    // A block rerun from its checkpoint keeps everything again, so full recomputation's saved set is the "none" one.
    block.savedSize = (recompute.policy == RecomputePolicy::Full ? figures.saved : figures.held).value();
    block.forwardCost = double(figures.forwardFlops.value());
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

    const BlockFigures block = *blockFigures(model, setup, recompute);
    RealisticFigures figures;
    figures.convention = setup.convention;
    figures.parameters = model.parameterCount().value();
    figures.parametersPerBlock = model.parametersPerBlock().value();
    figures.activationBytesPerLayer = block.held.value();
    figures.blockInputBytes = run->chain.inputSize(1);
    figures.blockSavedBytes = block.saved.value();
    figures.recomputeWorkingBytes = block.working.value();
    figures.savedAfterForwardBytes = schedule.savedAfterForward;

    const qint64 t = setup.tensorParallel;
    const qint64 p = setup.bytesPerActivation();
    const CheckedInt peak = CheckedInt(schedule.peakMemory) + block.working;
    const CheckedInt logits
        = CheckedInt::ceilDivide(CheckedInt(setup.sequenceLength) * setup.microBatch * model.vocabulary, t)
          * (p + (p < 4 ? 4 : 0) + 4);
    // Two blocks (the one running and the one prefetched), sharded over t by tensor parallelism first.
    const CheckedInt gather
        = setup.zeroStage == 3 && setup.gpus > 1
              ? CheckedInt::ceilDivide(model.parametersPerBlock(), t) * (2 * ModelState::WeightBytesPerParameter)
              : CheckedInt(0);
    const CheckedInt afterForward = CheckedInt(schedule.savedAfterForward) + logits;
    if (!peak.isValid() || !afterForward.isValid() || !gather.isValid())
        return Expected<RealisticFigures>::failure(tr("the total bytes per GPU exceed 64 bits"));
    figures.peakActivationBytes = peak.value();
    figures.logitsBytes = logits.value();
    figures.activationAndLogitsPeakBytes = qMax(afterForward.value(), peak.value());
    figures.gatherBufferBytes = gather.value();
    figures.reserveBytes = setup.reserveBytes;

    const Expected<ModelState> state = ModelState::perGpu(figures.parameters, setup);
    if (!state)
        return Expected<RealisticFigures>::failure(state.error());
    figures.modelState = *state;
    const CheckedInt total = CheckedInt(state->totalBytes) + figures.activationAndLogitsPeakBytes
                             + figures.gatherBufferBytes + figures.reserveBytes;
    if (!total.isValid())
        return Expected<RealisticFigures>::failure(tr("the total bytes per GPU exceed 64 bits"));
    figures.totalBytes = total.value();
    figures.gpuMemoryBytes = setup.gpuMemoryBytes();
    figures.fits = figures.totalBytes <= figures.gpuMemoryBytes;
    figures.headroomBytes = figures.gpuMemoryBytes - figures.totalBytes; // both within [0, 2^62]
    const std::pair<qint64, RealisticFigures::Term> terms[]
        = {{figures.modelState.totalBytes, RealisticFigures::Term::ModelState},
           {figures.peakActivationBytes, RealisticFigures::Term::Activations},
           {figures.logitsBytes, RealisticFigures::Term::Logits},
           {figures.gatherBufferBytes, RealisticFigures::Term::GatherBuffers},
           {figures.reserveBytes, RealisticFigures::Term::Reserve}};
    figures.largestTerm = std::max_element(std::begin(terms), std::end(terms))->second;

    const bool selective = recompute.policy == RecomputePolicy::Selective && !setup.fusedAttention;
    figures.blockForwardFlops = block.forwardFlops.value();
    figures.recomputedBlocks = schedule.extraForwards;
    const CheckedInt recomputed = recompute.policy == RecomputePolicy::Full
                                      ? block.forwardFlops * schedule.extraForwards
                                      : block.recomputeFlops * model.layers;
    const CheckedInt step = (block.forwardFlops * model.layers + TransformerFlops::logitsForward(model, setup)) * 3;
    figures.stepFlops = step.value();
    figures.paperOverheadDefined = recompute.policy == RecomputePolicy::None
                                   || recompute.policy == RecomputePolicy::Selective
                                   || (recompute.policy == RecomputePolicy::Full && recompute.spacing == 1);
    CheckedInt paper = 0;
    if (selective)
        paper = block.coreFlops * 3 * model.layers;
    else if (recompute.policy == RecomputePolicy::Full && recompute.spacing == 1)
        paper = block.forwardFlops * model.layers;
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
