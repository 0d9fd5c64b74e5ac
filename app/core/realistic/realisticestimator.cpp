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

#include <QLocale>

#include <algorithm>
#include <iterator>

namespace {

constexpr qint64 MaxBlockBytes = qint64(1) << 40; // Chain::validationError()'s bound on a layer's sizes
constexpr double MaxBlockFlops = 1e18;            // and on its forward cost

using BlockCosts = RealisticEstimator::BlockCosts;

// The checked form of BlockCosts while it is computed.
struct CheckedCosts
{
    CheckedInt held, saved, input, working, forwardFlops, recomputeFlops, coreFlops;

    bool isValid() const
    {
        return held.isValid() && saved.isValid() && input.isValid() && working.isValid() && forwardFlops.isValid()
               && recomputeFlops.isValid() && coreFlops.isValid();
    }
    BlockCosts value() const
    {
        return {held.value(),         saved.value(),          input.value(),    working.value(),
                forwardFlops.value(), recomputeFlops.value(), coreFlops.value()};
    }
};

Expected<CheckedCosts> checkedCosts(const TransformerModel &model, const TrainingSetup &setup,
                                    const RecomputeSetting &recompute)
{
    if (setup.convention == ActivationConvention::Paper) {
        const CheckedInt saved = ActivationMemory::blockSavedBytes(model, setup);
        const CheckedInt held = ActivationMemory::bytesPerLayer(recompute.policy, model, setup);
        const bool selective = recompute.policy == RecomputePolicy::Selective;
        const CheckedInt block = TransformerFlops::blockForward(model, setup);
        const CheckedInt core = TransformerFlops::attentionCoreForward(model, setup);
        // Selective recomputation brings the attention core back while the first block is backpropagated (F2).
        return CheckedCosts{held,
                            saved,
                            ActivationMemory::blockInputBytes(model, setup),
                            selective ? saved - held : CheckedInt(0),
                            block,
                            selective && !setup.fusedAttention ? core : CheckedInt(0),
                            core};
    }
    const Expected<BlockGraph> graph = BlockGraph::build(model, setup);
    if (!graph)
        return Expected<CheckedCosts>::failure(graph.error());
    const QString custom = graph->customError(recompute);
    if (!custom.isEmpty())
        return Expected<CheckedCosts>::failure(custom);
    const bool full = recompute.policy == RecomputePolicy::Full;
    CheckedInt coreFlops = 0;
    for (const BlockOp &op : graph->ops()) {
        if (op.region == BlockRegion::AttentionCore)
            coreFlops = coreFlops + op.flops;
    }
    const qint64 t = setup.tensorParallel;
    return CheckedCosts{graph->heldBytes(recompute),
                        graph->heldBytes(RecomputeSetting::none()),
                        graph->inputBytes(),
                        full ? 0 : graph->recomputeWorkingBytes(recompute),
                        graph->forwardFlops() * t,
                        (full ? CheckedInt(0) : graph->recomputeFlops(recompute)) * t,
                        coreFlops * t};
}

// One pipeline stage's chain: L/p blocks; full recomputation checkpoints every k of them.
RealisticSchedule stageSchedule(const TransformerModel &model, const TrainingSetup &setup,
                                const RecomputeSetting &recompute, const BlockCosts &block)
{
    Layer layer;
    layer.inputSize = block.input;
    // A block rerun from its checkpoint keeps everything again, so full recomputation's saved set is the "none" one.
    layer.savedSize = recompute.policy == RecomputePolicy::Full ? block.saved : block.held;
    layer.forwardCost = double(block.forwardFlops);
    const ScheduleSetting setting = recompute.policy == RecomputePolicy::Full
                                        ? ScheduleSetting::uniform(recompute.spacing)
                                        : ScheduleSetting::storeAll();
    return RealisticSchedule{Chain::uniform(model.layers / setup.pipelineParallel, layer), setting};
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
    if (setup.convention == ActivationConvention::Paper && (model.isMixtureOfExperts() || model.headDim > 0))
        return tr("the paper convention (Korthikanti et al.'s Table 2) has no %1; it needs the measured convention")
            .arg(model.isMixtureOfExperts() ? tr("mixture of experts") : tr("head size other than h/a"));
    const qint64 stageLayers = model.layers / setup.pipelineParallel;
    if (recompute.spacing < 1 || recompute.spacing > stageLayers)
        return (setup.pipelineParallel == 1
                    ? tr("the checkpoint spacing must be between 1 and %1 (the number of layers; got %2)")
                    : tr("the checkpoint spacing must be between 1 and %1 (the layers of a pipeline stage; got %2)"))
            .arg(QLocale().toString(stageLayers), QLocale().toString(recompute.spacing));
    const Expected<CheckedCosts> block = checkedCosts(model, setup, recompute);
    if (!block)
        return block.error();
    if (!block->isValid())
        return tr("the activation bytes or FLOPs of one block exceed 64 bits");
    if (block->saved.value() > MaxBlockBytes)
        return tr("the activation bytes of one block (%1) exceed the simulator's limit of 2^40 (1 TiB)")
            .arg(QLocale().toString(block->saved.value()));
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
    return stageSchedule(model, setup, recompute, checkedCosts(model, setup, recompute)->value());
}

Expected<RealisticEstimator::BlockCosts> RealisticEstimator::blockCosts(const TransformerModel &model,
                                                                        const TrainingSetup &setup,
                                                                        const RecomputeSetting &recompute)
{
    const Expected<CheckedCosts> costs = checkedCosts(model, setup, recompute);
    if (!costs)
        return Expected<BlockCosts>::failure(costs.error());
    if (!costs->isValid())
        return Expected<BlockCosts>::failure(tr("the activation bytes or FLOPs of one block exceed 64 bits"));
    return costs->value();
}

Expected<RealisticFigures> RealisticEstimator::estimate(const TransformerModel &model, const TrainingSetup &setup,
                                                        const RecomputeSetting &recompute)
{
    const QString error = validationError(model, setup, recompute);
    if (!error.isEmpty())
        return Expected<RealisticFigures>::failure(error);
    return estimate(model, setup, recompute, checkedCosts(model, setup, recompute)->value());
}

Expected<RealisticFigures> RealisticEstimator::estimate(const TransformerModel &model, const TrainingSetup &setup,
                                                        const RecomputeSetting &recompute, const BlockCosts &block)
{
    const RealisticSchedule run = stageSchedule(model, setup, recompute, block);
    const QString engineError = Simulator::validationError(run.chain, run.setting);
    if (!engineError.isEmpty())
        return Expected<RealisticFigures>::failure(engineError);
    const ScheduleFigures schedule = Simulator::figures(run.chain, run.setting);

    const qint64 stages = setup.pipelineParallel;
    RealisticFigures figures;
    figures.convention = setup.convention;
    figures.parameters = model.parameterCount().value();
    figures.parametersPerBlock = model.parametersPerBlock().value();
    figures.stageLayers = model.layers / stages;
    figures.microBatchesInFlight = setup.microBatchesInFlight();
    figures.activationBytesPerLayer = block.held;
    figures.blockInputBytes = run.chain.inputSize(1);
    figures.blockSavedBytes = block.saved;
    figures.recomputeWorkingBytes = block.working;
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
    // The last (or only) stage holds one micro-batch and the logits; the first holds min(m, p) micro-batches, all
    // but the one in its backward at their saved-after-forward bytes.
    const CheckedInt lastActivations = CheckedInt(schedule.savedAfterForward) + logits;
    const CheckedInt firstActivations
        = CheckedInt(schedule.savedAfterForward) * (figures.microBatchesInFlight - 1) + peak;
    const CheckedInt blocks = model.parametersPerBlock() * figures.stageLayers;
    // Megatron keeps a copy of tied word embeddings on the last stage for the output head.
    const CheckedInt firstParameters = blocks + model.embeddingParameters();
    const CheckedInt lastParameters
        = blocks + model.headParameters()
          + (model.tiedEmbeddings && stages > 1 ? CheckedInt(model.vocabulary) * model.hidden : CheckedInt(0));
    if (!peak.isValid() || !lastActivations.isValid() || !firstActivations.isValid() || !gather.isValid()
        || !firstParameters.isValid() || !lastParameters.isValid())
        return Expected<RealisticFigures>::failure(tr("the total bytes per GPU exceed 64 bits"));
    figures.peakActivationBytes = peak.value();
    figures.logitsBytes = logits.value();
    figures.gatherBufferBytes = gather.value();
    figures.reserveBytes = setup.reserveBytes;

    // Each stage's total; the figures describe the fuller one (the first on a tie).
    struct StageTotal
    {
        RealisticFigures::Stage stage;
        qint64 parameters = 0, activations = 0, logits = 0;
        ModelState state;
        qint64 total = 0;
    };
    const qint64 last = qMax(lastActivations.value(), peak.value());
    QList<StageTotal> candidates;
    if (stages == 1)
        candidates.append({RealisticFigures::Stage::Only,
                           (lastParameters + model.embeddingParameters()).value(),
                           last,
                           figures.logitsBytes,
                           {},
                           0});
    else
        candidates = {{RealisticFigures::Stage::First, firstParameters.value(), firstActivations.value(), 0, {}, 0},
                      {RealisticFigures::Stage::Last, lastParameters.value(), last, figures.logitsBytes, {}, 0}};
    for (StageTotal &candidate : candidates) {
        const Expected<ModelState> state = ModelState::perGpu(candidate.parameters, setup);
        const CheckedInt total = state ? CheckedInt(state->totalBytes) + candidate.activations
                                             + figures.gatherBufferBytes + figures.reserveBytes
                                       : CheckedInt::overflowed();
        if (!state || !total.isValid())
            return Expected<RealisticFigures>::failure(state ? tr("the total bytes per GPU exceed 64 bits")
                                                             : state.error());
        candidate.state = *state;
        candidate.total = total.value();
    }
    const StageTotal &fuller = candidates.size() == 1 || candidates.at(0).total >= candidates.at(1).total
                                   ? candidates.at(0)
                                   : candidates.at(1);
    figures.stage = fuller.stage;
    figures.stageParameters = fuller.parameters;
    figures.activationAndLogitsPeakBytes = fuller.activations;
    figures.modelState = fuller.state;
    figures.totalBytes = fuller.total;
    figures.gpuMemoryBytes = setup.gpuMemoryBytes();
    figures.fits = figures.totalBytes <= figures.gpuMemoryBytes;
    figures.headroomBytes = figures.gpuMemoryBytes - figures.totalBytes; // both within [0, 2^62]
    const bool first = fuller.stage == RealisticFigures::Stage::First;
    const std::pair<qint64, RealisticFigures::Term> terms[]
        = {{figures.modelState.totalBytes, RealisticFigures::Term::ModelState},
           {first ? fuller.activations : figures.peakActivationBytes, RealisticFigures::Term::Activations},
           {fuller.logits, RealisticFigures::Term::Logits},
           {figures.gatherBufferBytes, RealisticFigures::Term::GatherBuffers},
           {figures.reserveBytes, RealisticFigures::Term::Reserve}};
    figures.largestTerm = std::max_element(std::begin(terms), std::end(terms))->second;

    const bool selective = recompute.policy == RecomputePolicy::Selective && !setup.fusedAttention;
    figures.blockForwardFlops = block.forwardFlops;
    figures.recomputedBlocks = schedule.extraForwards * stages; // every stage reruns as many
    const CheckedInt recomputed = recompute.policy == RecomputePolicy::Full
                                      ? CheckedInt(block.forwardFlops) * figures.recomputedBlocks
                                      : CheckedInt(block.recomputeFlops) * model.layers;
    const CheckedInt step
        = (CheckedInt(block.forwardFlops) * model.layers + TransformerFlops::logitsForward(model, setup)) * 3;
    figures.stepFlops = step.value();
    figures.paperOverheadDefined = recompute.policy == RecomputePolicy::None
                                   || recompute.policy == RecomputePolicy::Selective
                                   || (recompute.policy == RecomputePolicy::Full && recompute.spacing == 1);
    CheckedInt paper = 0;
    if (selective)
        paper = CheckedInt(block.coreFlops) * 3 * model.layers;
    else if (recompute.policy == RecomputePolicy::Full && recompute.spacing == 1)
        paper = CheckedInt(block.forwardFlops) * model.layers;
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
