// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/planner.h"
#include "core/realistic/realisticestimator.h"

#include <QTest>

#include <map>
#include <tuple>

using namespace Qt::StringLiterals;

namespace {

// A small Llama-style model whose setups number in the hundreds, so a plain loop can try them all.
TransformerModel smallModel()
{
    TransformerModel model;
    model.name = u"small"_s;
    model.layers = 8;
    model.hidden = 64;
    model.heads = 4;
    model.kvHeads = 2;
    model.ffn = 128;
    model.mlp = MlpKind::SwiGlu;
    model.vocabulary = 1000;
    model.tiedEmbeddings = false;
    model.learnedPositions = false;
    model.sequenceLength = 64;
    return model;
}

PlanRequest smallRequest(qint64 gpus, qint64 globalBatch, qint64 budgetBytes)
{
    PlanRequest request;
    request.model = smallModel();
    request.base = TrainingSetup::defaultFor(request.model);
    request.base.gpuMemoryGiB = 1;
    request.base.reserveBytes = request.base.gpuMemoryBytes() - budgetBytes; // leaves `budgetBytes` for the rest
    request.gpus = gpus;
    request.globalBatch = globalBatch;
    return request;
}

using Layout = std::tuple<qint64, bool, qint64, qint64>; // t, SP, p, b
// Step seconds, offload, reruns (none, layernorm, selective, mlp, save-matmuls, full), ZeRO stage, total bytes.
using Choice = std::tuple<double, bool, int, int, qint64>;

Layout layoutOf(const TrainingSetup &setup)
{
    return {setup.tensorParallel, setup.sequenceParallel, setup.pipelineParallel, setup.microBatch};
}

// Every setup of the request tried with the estimator's public door, the best fitting one kept per layout.
std::map<Layout, PlannedSetup> reference(const PlanRequest &request)
{
    std::map<Layout, PlannedSetup> best;
    const qint64 G = request.gpus;
    for (qint64 t = 1; t <= G; ++t) {
        for (qint64 p = 1; p <= G; ++p) {
            if (G % (t * p) != 0)
                continue;
            const qint64 d = G / (t * p);
            for (qint64 b = 1; b <= request.globalBatch; ++b) {
                for (const bool sp : {false, true}) {
                    for (int zero = 0; zero <= (d > 1 ? 3 : 0); ++zero) {
                        for (const bool offload : {false, true}) {
                            QList<RecomputeSetting> settings;
                            for (const RecomputePolicy policy : Planner::storeAllPolicies(request.base.convention))
                                settings.append({policy, 1, {}});
                            for (qint64 k = 1; k <= request.model.layers; ++k)
                                settings.append(RecomputeSetting::full(k));
                            for (const RecomputeSetting &recompute : settings) {
                                TrainingSetup setup = request.base;
                                setup.tensorParallel = t;
                                setup.sequenceParallel = sp;
                                setup.pipelineParallel = p;
                                setup.gpus = d;
                                setup.microBatch = b;
                                setup.globalBatch = request.globalBatch;
                                setup.zeroStage = zero;
                                setup.optimizerOffload = offload;
                                if (sp && t == 1)
                                    continue;
                                const Expected<RealisticFigures> figures
                                    = RealisticEstimator::estimate(request.model, setup, recompute);
                                if (!figures || !figures->fits)
                                    continue;
                                const PlannedSetup planned = Planner::timed(request, setup, recompute, *figures);
                                const auto key = [](const PlannedSetup &s) {
                                    const QList<RecomputePolicy> order
                                        = {RecomputePolicy::None, RecomputePolicy::Norms, RecomputePolicy::Selective,
                                           RecomputePolicy::Mlp, RecomputePolicy::SaveMatmuls, RecomputePolicy::Full};
                                    return Choice{s.stepSeconds(), s.setup.optimizerOffload,
                                                  int(order.indexOf(s.recompute.policy)), s.setup.zeroStage,
                                                  s.figures.totalBytes};
                                };
                                const auto found = best.find(layoutOf(setup));
                                if (found == best.end())
                                    best.emplace(layoutOf(setup), planned);
                                else if (key(planned) < key(found->second))
                                    found->second = planned;
                            }
                        }
                    }
                }
            }
        }
    }
    return best;
}

} // namespace

class TestPlanner final : public QObject
{
    Q_OBJECT
private slots:
    void againstExhaustiveReference_data();
    void againstExhaustiveReference();
    void pipelineHoldsMegatronsInFlightCount_data();
    void pipelineHoldsMegatronsInFlightCount();
    void stepTime();
    void offloadBreakEven();
    void diagnosisOfModelState();
    void smallestChange();
    void badRequests();
    void spacings_data();
    void spacings();
    void aMillionLayersPlansInBoundedTime();
    void cancelStopsThePlan();
};

void TestPlanner::againstExhaustiveReference_data()
{
    QTest::addColumn<qint64>("gpus");
    QTest::addColumn<qint64>("globalBatch");
    QTest::addColumn<qint64>("budget");
    // Budgets from everything fitting to almost nothing: the small model's 8-block state is 6.4 MB unsharded.
    for (const qint64 gpus : {1, 2, 4})
        for (const qint64 budget : {200'000'000, 6'000'000, 2'500'000, 1'200'000})
            QTest::addRow("%lld GPUs, %lld bytes", gpus, budget) << gpus << Q_INT64_C(4) << budget;
    QTest::addRow("8 GPUs, batch 8") << Q_INT64_C(8) << Q_INT64_C(8) << Q_INT64_C(2'000'000);
}

// The planner's pruned search lists exactly what trying every setup finds: the same layouts, the same best setup
// in each, byte for byte, in the same order.
void TestPlanner::againstExhaustiveReference()
{
    QFETCH(qint64, gpus);
    QFETCH(qint64, globalBatch);
    QFETCH(qint64, budget);
    const PlanRequest request = smallRequest(gpus, globalBatch, budget);
    const Expected<Planner::Plan> plan = Planner::plan(request);
    QVERIFY2(plan, qPrintable(plan.error()));
    const std::map<Layout, PlannedSetup> expected = reference(request);
    QCOMPARE(plan->setups.size(), qsizetype(expected.size()));
    QCOMPARE(plan->layouts, plan->setups.size() + plan->modelStateBound + plan->activationBound);
    for (qsizetype i = 0; i < plan->setups.size(); ++i) {
        const PlannedSetup &planned = plan->setups.at(i);
        const auto found = expected.find(layoutOf(planned.setup));
        QVERIFY(found != expected.end());
        const PlannedSetup &best = found->second;
        QCOMPARE(planned.setup.zeroStage, best.setup.zeroStage);
        QCOMPARE(planned.setup.optimizerOffload, best.setup.optimizerOffload);
        QCOMPARE(planned.figures.totalBytes, best.figures.totalBytes);
        QCOMPARE(planned.stepSeconds(), best.stepSeconds());
        QVERIFY(planned.figures.fits);
        if (i > 0)
            QVERIFY(plan->setups.at(i - 1).stepSeconds() <= planned.stepSeconds());
    }
}

void TestPlanner::pipelineHoldsMegatronsInFlightCount_data()
{
    QTest::addColumn<qint64>("stages");
    QTest::addColumn<qint64>("globalBatch");
    QTest::addColumn<qint64>("inFlight");
    QTest::newRow("p 1") << Q_INT64_C(1) << Q_INT64_C(16) << Q_INT64_C(1);
    QTest::newRow("p 4, m 2") << Q_INT64_C(4) << Q_INT64_C(2) << Q_INT64_C(2);
    QTest::newRow("p 4, m 4") << Q_INT64_C(4) << Q_INT64_C(4) << Q_INT64_C(4);
    QTest::newRow("p 4, m 16") << Q_INT64_C(4) << Q_INT64_C(16) << Q_INT64_C(4);
    QTest::newRow("p 8, no batch given: m = p") << Q_INT64_C(8) << Q_INT64_C(0) << Q_INT64_C(8);
}

// 1F1B: the first stage holds min(m, p) micro-batches, all but the one in its backward at their saved-after-forward
// bytes; the last holds one and the logits.
void TestPlanner::pipelineHoldsMegatronsInFlightCount()
{
    QFETCH(qint64, stages);
    QFETCH(qint64, globalBatch);
    QFETCH(qint64, inFlight);
    const TransformerModel model = *TransformerModel::preset(u"llama-3.1-8b");
    TrainingSetup setup = TrainingSetup::defaultFor(model);
    setup.pipelineParallel = stages;
    setup.globalBatch = globalBatch;
    QCOMPARE(setup.microBatchesInFlight(), inFlight);
    const RealisticFigures figures = *RealisticEstimator::estimate(model, setup, RecomputeSetting::full());
    QCOMPARE(figures.microBatchesInFlight, inFlight);
    QCOMPARE(figures.stageLayers, 32 / stages);
    const qint64 first = (inFlight - 1) * figures.savedAfterForwardBytes + figures.peakActivationBytes;
    const qint64 last = qMax(figures.savedAfterForwardBytes + figures.logitsBytes, figures.peakActivationBytes);
    if (stages == 1) {
        QCOMPARE(int(figures.stage), int(RealisticFigures::Stage::Only));
        QCOMPARE(figures.activationAndLogitsPeakBytes, last);
        QCOMPARE(figures.stageParameters, model.parameterCount().value());
    } else {
        QCOMPARE(figures.activationAndLogitsPeakBytes,
                 figures.stage == RealisticFigures::Stage::First ? first : last);
        const qint64 blocks = model.parametersPerBlock().value() * 32 / stages;
        QCOMPARE(figures.stageParameters, figures.stage == RealisticFigures::Stage::First
                                              ? blocks + model.embeddingParameters().value()
                                              : blocks + model.headParameters().value());
    }
    // With full recomputation every block keeps its input, and the last one its saves (its backward is next).
    QCOMPARE(figures.savedAfterForwardBytes,
             (figures.stageLayers - 1) * figures.blockInputBytes + figures.blockSavedBytes);
}

// FLOPs / (G × peak × utilisation), the bubble (p − 1)/m of it, and the offload transfers.
void TestPlanner::stepTime()
{
    const TransformerModel model = *TransformerModel::preset(u"llama-3.1-8b");
    PlanRequest request;
    request.model = model;
    request.peakTflops = 1000;
    request.utilisation = 0.5;
    request.hostLinkGBps = 50;
    TrainingSetup setup = TrainingSetup::defaultFor(model);
    setup.pipelineParallel = 4;
    setup.gpus = 2;
    setup.microBatch = 2;
    setup.globalBatch = 32; // m = 32 / (2 · 2) = 8
    setup.zeroStage = 2;
    setup.optimizerOffload = true;
    const RealisticFigures figures = *RealisticEstimator::estimate(model, setup, RecomputeSetting::selective());
    const PlannedSetup planned = Planner::timed(request, setup, RecomputeSetting::selective(), figures);
    const double flops = 16.0 * double(figures.stepFlops + figures.recomputeFlops); // 8 micro-batches × 2 replicas
    QCOMPARE(planned.computeSeconds, flops / (8 * 1000e12 * 0.5));
    QCOMPARE(planned.bubbleSeconds, planned.computeSeconds * 3 / 8);
    const double shard = double(figures.modelState.hostOptimizerBytes) / 12;
    QCOMPARE(planned.offloadSeconds, shard * 4 / 50e9);
    QCOMPARE(figures.modelState.optimizerBytes, 0);
    QCOMPARE(figures.modelState.hostOptimizerBytes, (figures.stageParameters + 1) / 2 * 12);
}

// Offloading what full recomputation drops: 2 · bytes / bandwidth against the block's forward on one GPU.
void TestPlanner::offloadBreakEven()
{
    const TransformerModel model = *TransformerModel::preset(u"llama-3.1-8b");
    TrainingSetup setup = TrainingSetup::defaultFor(model);
    setup.tensorParallel = 2;
    const RealisticFigures full = *RealisticEstimator::estimate(model, setup, RecomputeSetting::full());
    const ActivationOffload offload = ActivationOffload::compare(full, setup, 64, 989, 0.4);
    QCOMPARE(offload.droppedBytes, full.blockSavedBytes - full.blockInputBytes);
    QCOMPARE(offload.recomputeFlops, full.blockForwardFlops / 2);
    QCOMPARE(offload.offloadSeconds, 2.0 * double(offload.droppedBytes) / 64e9);
    QCOMPARE(offload.recomputeSeconds, double(offload.recomputeFlops) / (989e12 * 0.4));
    QCOMPARE(offload.breakEvenGBps, 2.0 * double(offload.droppedBytes) / offload.recomputeSeconds / 1e9);
    // At the break-even bandwidth both take as long.
    const ActivationOffload even = ActivationOffload::compare(full, setup, offload.breakEvenGBps, 989, 0.4);
    QCOMPARE(even.offloadSeconds, even.recomputeSeconds);
    // None recomputes nothing: the comparison is with full recomputation's bytes and FLOPs.
    const RealisticFigures none = *RealisticEstimator::estimate(model, setup, RecomputeSetting::none());
    QCOMPARE(ActivationOffload::compare(none, setup, 64, 989, 0.4).droppedBytes, offload.droppedBytes);
    // Selective drops only what it recomputes.
    const RealisticFigures selective = *RealisticEstimator::estimate(model, setup, RecomputeSetting::selective());
    const ActivationOffload core = ActivationOffload::compare(selective, setup, 64, 989, 0.4);
    QCOMPARE(core.droppedBytes, selective.blockSavedBytes - selective.activationBytesPerLayer);
    QCOMPARE(core.recomputeFlops, selective.recomputeFlops / 32 / 2);
}

// The case: Llama-3.1-70B on 8 × 80 GiB with ZeRO-3 and full recomputation. Model state alone overflows,
// so no recomputation can fix it, and the diagnosis says so.
void TestPlanner::diagnosisOfModelState()
{
    const TransformerModel model = *TransformerModel::preset(u"llama-3.1-70b");
    TrainingSetup setup = TrainingSetup::defaultFor(model);
    setup.gpus = 8;
    setup.zeroStage = 3;
    const FitDiagnosis diagnosis = *Planner::diagnose(model, setup, RecomputeSetting::full());
    QVERIFY(!diagnosis.figures.fits);
    QCOMPARE(int(diagnosis.figures.largestTerm), int(RealisticFigures::Term::ModelState));
    QVERIFY(!diagnosis.recomputeCanFit);
    QVERIFY(diagnosis.leastActivationTotalBytes <= diagnosis.figures.totalBytes);
    QVERIFY(diagnosis.leastActivationTotalBytes > diagnosis.figures.gpuMemoryBytes);
    // Llama-3.1-8B on one GPU without recomputation does not fit, but full recomputation makes it.
    const TransformerModel small = *TransformerModel::preset(u"llama-3.1-8b");
    TrainingSetup one = TrainingSetup::defaultFor(small);
    one.gpuMemoryGiB = 141;
    one.sequenceLength = 4096;
    const FitDiagnosis activations = *Planner::diagnose(small, one, RecomputeSetting::none());
    QVERIFY(!activations.figures.fits);
    QVERIFY(activations.recomputeCanFit);
}

// The smallest change fits and changes no more fields than any fitting setup the reference finds.
void TestPlanner::smallestChange()
{
    const PlanRequest request = smallRequest(4, 4, 2'500'000);
    TrainingSetup setup = request.base;
    setup.gpus = 4;
    setup.globalBatch = 4;
    const RecomputeSetting none = RecomputeSetting::none();
    QVERIFY(!RealisticEstimator::estimate(request.model, setup, none)->fits);
    const Planner::Plan plan = *Planner::plan(request);
    const std::optional<PlannedSetup> change = Planner::smallestChange(request, plan, setup, none);
    QVERIFY(change);
    QVERIFY(change->figures.fits);
    const PlannedSetup current{setup, none, {}};
    const qsizetype fewest = Planner::changes(current, *change).size();
    QVERIFY(fewest >= 1);
    for (const auto &[layout, best] : reference(request))
        QVERIFY(Planner::changes(current, best).size() >= fewest);
    // The estimator agrees with the figures the change lists.
    QCOMPARE(RealisticEstimator::estimate(request.model, change->setup, change->recompute)->totalBytes,
             change->figures.totalBytes);
}

void TestPlanner::badRequests()
{
    PlanRequest request = smallRequest(4, 4, 1'000'000);
    request.gpus = 0;
    QCOMPARE(Planner::validationError(request), u"the GPUs must be between 1 and 1,000,000 (got 0)"_s);
    request.gpus = 4;
    request.utilisation = 1.5;
    QCOMPARE(Planner::validationError(request), u"the utilisation must be above 0 and at most 1 (got 1.5)"_s);
    request.utilisation = 0.4;
    request.globalBatch = 0;
    QVERIFY(Planner::validationError(request).startsWith("the global batch must be between 1"_L1));
    request.globalBatch = 3; // no data parallelism above 1 divides it but 1 and 3
    const Planner::Plan plan = *Planner::plan(request);
    for (const PlannedSetup &planned : plan.setups)
        QCOMPARE(3 % planned.setup.gpus, 0);
}

// reliability-3 F7: every spacing up to ExhaustiveSpacings layers per stage (where the reference above shows the plan
// exact); above it, every k ≤ √L and the least k of each segment count, ascending and without repeats.
void TestPlanner::spacings_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<QList<qint64>>("expected");
    QTest::newRow("1") << qint64(1) << QList<qint64>{1};
    QTest::newRow("6") << qint64(6) << QList<qint64>{1, 2, 3, 4, 5, 6};
    QList<qint64> all;
    for (qint64 k = 1; k <= Planner::ExhaustiveSpacings; ++k)
        all.append(k);
    QTest::newRow("exhaustive up to the limit") << Planner::ExhaustiveSpacings << all;
    // 4,097 layers: √ 64; then ⌈4097/m⌉ for m = 64 … 1: 65 (m 64 and 63 give 65 and 66), …, 4097.
    QList<qint64> sampled;
    for (qint64 k = 1; k <= 64; ++k)
        sampled.append(k);
    for (qint64 m = 64; m >= 1; --m) {
        const qint64 k = (4097 + m - 1) / m;
        if (k > sampled.constLast())
            sampled.append(k);
    }
    QTest::newRow("just over the limit") << Planner::ExhaustiveSpacings + 1 << sampled;
}

void TestPlanner::spacings()
{
    QFETCH(qint64, layers);
    QFETCH(QList<qint64>, expected);
    QCOMPARE(Planner::spacings(layers), expected);
}

void TestPlanner::aMillionLayersPlansInBoundedTime()
{
    PlanRequest request = smallRequest(1, 1, 1'000'000);
    request.model.layers = 1'000'000;
    const QList<qint64> spacings = Planner::spacings(request.model.layers);
    QCOMPARE(spacings.size(), 1999); // 2√L − 1: not a million estimates per layout
    QCOMPARE(spacings.constLast(), 1'000'000);
    const Expected<Planner::Plan> plan = Planner::plan(request);
    QVERIFY2(plan, qPrintable(plan.error()));
    QVERIFY(plan->spacingsSampled);
    QVERIFY(!plan->cancelled);
    QVERIFY(!Planner::plan(smallRequest(4, 4, 1'000'000))->spacingsSampled);
}

void TestPlanner::cancelStopsThePlan()
{
    const std::atomic_bool cancelled = true;
    const Expected<Planner::Plan> plan = Planner::plan(smallRequest(4, 4, 1'000'000), &cancelled);
    QVERIFY(plan);
    QVERIFY(plan->cancelled);
    QCOMPARE(plan->layouts, 0);
    QVERIFY(plan->setups.isEmpty());
}

QTEST_GUILESS_MAIN(TestPlanner)
#include "tst_planner.moc"
