// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/planner.h"

#include "core/realistic/checkedint.h"
#include "core/realistic/realisticestimator.h"

#include <QLocale>

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <tuple>

using namespace Qt::StringLiterals;

const QList<GpuSpec> &GpuSpec::presets()
{
    static const QList<GpuSpec> gpus = {
        {u"A100 40GB"_s, 40, 312.0}, {u"A100 80GB"_s, 80, 312.0}, {u"H100 SXM"_s, 80, 989.0}, {u"H200"_s, 141, 989.0}};
    return gpus;
}

const QList<HostLink> &HostLink::presets()
{
    static const QList<HostLink> links
        = {{u"PCIe Gen4 ×16"_s, 32.0}, {u"PCIe Gen5 ×16"_s, 64.0}, {u"NVLink-C2C"_s, 450.0}};
    return links;
}

namespace {

// The divisors of n up to `most`, ascending; O(√n).
QList<qint64> divisors(qint64 n, qint64 most = CheckedInt::Max)
{
    QList<qint64> small, large;
    for (qint64 d = 1; d <= n / d; ++d) {
        if (n % d != 0)
            continue;
        small.append(d);
        if (d != n / d)
            large.prepend(n / d);
    }
    QList<qint64> all = small + large;
    const auto count = std::upper_bound(all.cbegin(), all.cend(), most) - all.cbegin();
    all.resize(count);
    return all;
}

// The order the planner ranks setups by: the shorter step, then no offload, the policy that reruns less (element-wise
// ops count no FLOPs, so a tie in time can hide work), the lower ZeRO stage, the smaller total.
auto rank(const PlannedSetup &setup)
{
    return std::make_tuple(setup.stepSeconds(), setup.setup.optimizerOffload, Planner::reruns(setup.recompute.policy),
                           setup.setup.zeroStage, setup.figures.totalBytes);
}

// The recompute settings of one pipeline stage's L/p blocks: the store-all policies, then full at every spacing.
QList<RecomputeSetting> recomputeSettings(ActivationConvention convention, qint64 stageLayers)
{
    QList<RecomputeSetting> settings;
    for (const RecomputePolicy policy : Planner::storeAllPolicies(convention))
        settings.append({policy, 1, {}});
    for (const qint64 k : Planner::spacings(stageLayers))
        settings.append(RecomputeSetting::full(k));
    return settings;
}

bool isCancelled(const std::atomic_bool *cancelled)
{
    return cancelled && cancelled->load(std::memory_order_relaxed);
}

// Block costs depend on neither p, the ZeRO stage, offload nor the spacing: one BlockGraph per (t, SP, b, policy).
class CostCache
{
public:
    explicit CostCache(const TransformerModel &model)
        : m_model(model)
    {}

    const RealisticEstimator::BlockCosts *costs(const TrainingSetup &setup, const RecomputeSetting &recompute)
    {
        const auto key
            = std::make_tuple(setup.tensorParallel, setup.sequenceParallel, setup.microBatch, int(recompute.policy));
        auto found = m_cache.find(key);
        if (found == m_cache.end()) {
            const Expected<RealisticEstimator::BlockCosts> costs
                = RealisticEstimator::validationError(m_model, setup, recompute).isEmpty()
                      ? RealisticEstimator::blockCosts(m_model, setup, recompute)
                      : Expected<RealisticEstimator::BlockCosts>::failure(u"invalid"_s);
            found = m_cache.emplace(key, costs ? std::optional(*costs) : std::nullopt).first;
        }
        return found->second ? &*found->second : nullptr;
    }

private:
    const TransformerModel &m_model;
    std::map<std::tuple<qint64, bool, qint64, int>, std::optional<RealisticEstimator::BlockCosts>> m_cache;
};

} // namespace

int Planner::reruns(RecomputePolicy policy)
{
    static constexpr RecomputePolicy order[]
        = {RecomputePolicy::None,        RecomputePolicy::Norms, RecomputePolicy::Selective, RecomputePolicy::Mlp,
           RecomputePolicy::SaveMatmuls, RecomputePolicy::Full,  RecomputePolicy::Custom};
    return int(std::find(std::begin(order), std::end(order), policy) - std::begin(order));
}

QList<RecomputePolicy> Planner::storeAllPolicies(ActivationConvention convention)
{
    if (convention == ActivationConvention::Paper)
        return {RecomputePolicy::None, RecomputePolicy::Selective};
    return {RecomputePolicy::None, RecomputePolicy::Norms, RecomputePolicy::Selective, RecomputePolicy::Mlp,
            RecomputePolicy::SaveMatmuls};
}

QList<qint64> Planner::spacings(qint64 stageLayers)
{
    QList<qint64> all;
    if (stageLayers <= ExhaustiveSpacings) {
        for (qint64 k = 1; k <= stageLayers; ++k)
            all.append(k);
        return all;
    }
    qint64 root = 1;
    while ((root + 1) <= stageLayers / (root + 1))
        ++root;
    for (qint64 k = 1; k <= root; ++k)
        all.append(k);
    for (qint64 m = root; m >= 1; --m) {
        const qint64 k = (stageLayers + m - 1) / m;
        if (k > all.constLast())
            all.append(k);
    }
    return all;
}

QString Planner::validationError(const PlanRequest &request)
{
    if (request.gpus < 1 || request.gpus > 1'000'000)
        return tr("the GPUs must be between 1 and 1,000,000 (got %1)").arg(QLocale().toString(request.gpus));
    if (request.globalBatch < 1 || request.globalBatch > TrainingSetup::MaxGlobalBatch)
        return tr("the global batch must be between 1 and %1 (got %2)")
            .arg(QLocale().toString(TrainingSetup::MaxGlobalBatch), QLocale().toString(request.globalBatch));
    if (!(request.peakTflops > 0 && request.peakTflops <= 1e6))
        return tr("the peak must be above 0 and at most 1,000,000 TFLOP/s (got %1)")
            .arg(QLocale().toString(request.peakTflops));
    if (!(request.utilisation > 0 && request.utilisation <= 1))
        return tr("the utilisation must be above 0 and at most 1 (got %1)")
            .arg(QLocale().toString(request.utilisation));
    if (!(request.hostLinkGBps > 0 && request.hostLinkGBps <= 1e6))
        return tr("the host link must be above 0 and at most 1,000,000 GB/s (got %1)")
            .arg(QLocale().toString(request.hostLinkGBps));
    QString error = request.model.validationError();
    if (error.isEmpty())
        error = request.base.validationError(request.model);
    return error;
}

PlannedSetup Planner::timed(const PlanRequest &request, const TrainingSetup &setup, const RecomputeSetting &recompute,
                            const RealisticFigures &figures)
{
    PlannedSetup planned{setup, recompute, figures};
    const double microBatches = double(setup.microBatchesPerStep()) * double(setup.gpus);
    const double flops = microBatches * (double(figures.stepFlops) + double(figures.recomputeFlops));
    const double speed = double(setup.totalGpus()) * request.peakTflops * 1e12 * request.utilisation;
    planned.computeSeconds = flops / speed;
    planned.bubbleSeconds
        = planned.computeSeconds * double(setup.pipelineParallel - 1) / double(setup.microBatchesPerStep());
    if (setup.optimizerOffload) {
        const double parameters
            = double(figures.modelState.hostOptimizerBytes) / double(ModelState::OptimizerBytesPerParameter);
        planned.offloadSeconds = parameters
                                 * double(ModelState::GradientBytesPerParameter + ModelState::WeightBytesPerParameter)
                                 / (request.hostLinkGBps * 1e9);
    }
    return planned;
}

Expected<Planner::Plan> Planner::plan(const PlanRequest &request, const std::atomic_bool *cancelled)
{
    const QString error = validationError(request);
    if (!error.isEmpty())
        return Expected<Plan>::failure(error);
    const TransformerModel &model = request.model;
    CostCache cache(model);
    Plan plan;
    for (const qint64 t : divisors(request.gpus)) {
        for (const bool sp : {false, true}) {
            if (sp && t == 1)
                continue;
            for (const qint64 p : divisors(request.gpus / t)) {
                const qint64 d = request.gpus / (t * p);
                if (model.layers % p != 0 || request.globalBatch % d != 0)
                    continue;
                if (isCancelled(cancelled)) {
                    plan.cancelled = true;
                    return plan;
                }
                plan.spacingsSampled = plan.spacingsSampled || model.layers / p > ExhaustiveSpacings;
                const QList<RecomputeSetting> settings = recomputeSettings(request.base.convention, model.layers / p);
                for (const qint64 b : divisors(request.globalBatch / d, MaxMicroBatch)) {
                    TrainingSetup setup = request.base;
                    setup.tensorParallel = t;
                    setup.sequenceParallel = sp;
                    setup.pipelineParallel = p;
                    setup.gpus = d;
                    setup.microBatch = b;
                    setup.globalBatch = request.globalBatch;
                    std::optional<PlannedSetup> best;
                    qint64 leastModelState = -1;
                    for (const int zero : {0, 1, 2, 3}) {
                        if (zero > 0 && d == 1)
                            break;
                        for (const bool offload : {false, true}) {
                            setup.zeroStage = zero;
                            setup.optimizerOffload = offload;
                            for (const RecomputeSetting &recompute : settings) {
                                const RealisticEstimator::BlockCosts *costs = cache.costs(setup, recompute);
                                if (costs == nullptr)
                                    continue;
                                ++plan.setupsTried;
                                const Expected<RealisticFigures> figures
                                    = RealisticEstimator::estimate(model, setup, recompute, *costs);
                                if (!figures)
                                    continue;
                                const qint64 state = figures->modelState.totalBytes + figures->gatherBufferBytes;
                                leastModelState = leastModelState < 0 ? state : qMin(leastModelState, state);
                                if (!figures->fits)
                                    continue;
                                const PlannedSetup candidate = timed(request, setup, recompute, *figures);
                                if (!best || rank(candidate) < rank(*best))
                                    best = candidate;
                            }
                        }
                    }
                    if (leastModelState < 0)
                        continue; // the block does not split this way (t must divide the kv heads, …)
                    ++plan.layouts;
                    if (best)
                        plan.setups.append(*best);
                    else if (leastModelState + request.base.reserveBytes > request.base.gpuMemoryBytes())
                        ++plan.modelStateBound;
                    else
                        ++plan.activationBound;
                }
            }
        }
    }
    std::stable_sort(plan.setups.begin(), plan.setups.end(),
                     [](const PlannedSetup &a, const PlannedSetup &b) { return rank(a) < rank(b); });
    return plan;
}

Expected<FitDiagnosis> Planner::diagnose(const TransformerModel &model, const TrainingSetup &setup,
                                         const RecomputeSetting &recompute)
{
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(model, setup, recompute);
    if (!figures)
        return Expected<FitDiagnosis>::failure(figures.error());
    FitDiagnosis diagnosis{*figures, figures->totalBytes, figures->fits};
    for (const qint64 k : spacings(model.layers / setup.pipelineParallel)) {
        if (const Expected<RealisticFigures> full
            = RealisticEstimator::estimate(model, setup, RecomputeSetting::full(k)))
            diagnosis.leastActivationTotalBytes = qMin(diagnosis.leastActivationTotalBytes, full->totalBytes);
    }
    diagnosis.recomputeCanFit = diagnosis.leastActivationTotalBytes <= figures->gpuMemoryBytes;
    return diagnosis;
}

QStringList Planner::changes(const PlannedSetup &from, const PlannedSetup &to)
{
    QStringList fields;
    const TrainingSetup &a = from.setup;
    const TrainingSetup &b = to.setup;
    if (a.tensorParallel != b.tensorParallel || a.sequenceParallel != b.sequenceParallel)
        fields.append(u"tensor_parallel"_s);
    if (a.pipelineParallel != b.pipelineParallel)
        fields.append(u"pipeline_parallel"_s);
    if (a.microBatch != b.microBatch)
        fields.append(u"micro_batch"_s);
    if (a.zeroStage != b.zeroStage)
        fields.append(u"zero"_s);
    if (a.optimizerOffload != b.optimizerOffload)
        fields.append(u"offload"_s);
    if (from.recompute.policy != to.recompute.policy || from.recompute.spacing != to.recompute.spacing)
        fields.append(u"recompute"_s);
    return fields;
}

std::optional<PlannedSetup> Planner::smallestChange(const PlanRequest &request, const Plan &plan,
                                                    const TrainingSetup &setup, const RecomputeSetting &recompute,
                                                    const std::atomic_bool *cancelled)
{
    PlannedSetup current{setup, recompute, {}};
    std::optional<PlannedSetup> best;
    qsizetype fewest = 0;
    const auto consider = [&](const PlannedSetup &candidate) {
        const qsizetype count = changes(current, candidate).size();
        if (!best || count < fewest || (count == fewest && rank(candidate) < rank(*best))) {
            best = candidate;
            fewest = count;
        }
    };
    // The plan keeps one setup per layout; a setup of the current layout that changes less may cost more, so the
    // current layout's fitting setups are all considered too.
    for (const PlannedSetup &candidate : plan.setups)
        consider(candidate);
    TrainingSetup same = setup;
    same.globalBatch = request.globalBatch;
    for (const int zero : {0, 1, 2, 3}) {
        for (const bool offload : {false, true}) {
            if (isCancelled(cancelled))
                return std::nullopt;
            same.zeroStage = zero;
            same.optimizerOffload = offload;
            for (const RecomputeSetting &candidate :
                 recomputeSettings(setup.convention, request.model.layers / setup.pipelineParallel)) {
                const Expected<RealisticFigures> figures = RealisticEstimator::estimate(request.model, same, candidate);
                if (figures && figures->fits)
                    consider(timed(request, same, candidate, *figures));
            }
        }
    }
    return best;
}

ActivationOffload ActivationOffload::compare(const RealisticFigures &figures, const TrainingSetup &setup,
                                             double hostLinkGBps, double peakTflops, double utilisation)
{
    ActivationOffload result;
    const qint64 layers = figures.stageLayers * setup.pipelineParallel;
    const qint64 t = setup.tensorParallel;
    const bool recomputesSomething = figures.recomputeFlops > 0;
    if (recomputesSomething && figures.recomputedBlocks == 0) { // a store-all policy: part of every block reruns
        result.droppedBytes = figures.blockSavedBytes - figures.activationBytesPerLayer;
        result.recomputeFlops = figures.recomputeFlops / layers / t;
    } else { // full recomputation (the policy's, or the one to compare with): all but the input is dropped
        result.droppedBytes = figures.blockSavedBytes - figures.blockInputBytes;
        result.recomputeFlops = figures.blockForwardFlops / t;
    }
    result.offloadSeconds = 2.0 * double(result.droppedBytes) / (hostLinkGBps * 1e9);
    result.recomputeSeconds = double(result.recomputeFlops) / (peakTflops * 1e12 * utilisation);
    if (result.recomputeSeconds > 0)
        result.breakEvenGBps = 2.0 * double(result.droppedBytes) / result.recomputeSeconds / 1e9;
    return result;
}
