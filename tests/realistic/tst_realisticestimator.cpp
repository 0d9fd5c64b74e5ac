// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/activationmemory.h"
#include "core/realistic/realisticestimator.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformerflops.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/simulator.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

TransformerModel preset(const QString &name)
{
    return *TransformerModel::preset(name);
}

RealisticFigures estimate(const TransformerModel &model, const TrainingSetup &setup, const RecomputeSetting &recompute)
{
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(model, setup, recompute);
    if (!figures)
        qFatal("estimate failed: %s", qPrintable(figures.error()));
    return *figures;
}

constexpr qint64 gpt3Sbh = Q_INT64_C(2048) * 12288;

// The setup a preset starts with, in Korthikanti et al.'s Table 2 convention (the SPEC's figures).
TrainingSetup paperSetup(const TransformerModel &model)
{
    TrainingSetup setup = TrainingSetup::defaultFor(model);
    setup.convention = ActivationConvention::Paper;
    return setup;
}

} // namespace

class TestRealisticEstimator final : public QObject
{
    Q_OBJECT

private slots:
    void gpt3Policies();
    void gpt3Spacing();
    void gpt3Overheads();
    void llama8bFits();
    void llama8bMeasured();
    void wholeMemory();
    void conventionRefusals();
    void partsSumToTotal_data();
    void partsSumToTotal();
    void engineScalesUnitFigures_data();
    void engineScalesUnitFigures();
    void badInput_data();
    void badInput();
};

// SPEC: 114, 34 and 2 × sbh per block; the engine's peak is L × the saved set without recomputation, and with a
// checkpoint every block the L − 1 checkpoints plus the saved set of the block being backpropagated.
void TestRealisticEstimator::gpt3Policies()
{
    const TransformerModel gpt3 = preset(u"gpt3-175b"_s);
    const TrainingSetup setup = paperSetup(gpt3);
    const qint64 block = TransformerFlops::blockForward(gpt3, setup).value();

    const RealisticFigures none = estimate(gpt3, setup, RecomputeSetting::none());
    QCOMPARE(none.parameters, Q_INT64_C(174'604'259'328));
    QCOMPARE(none.activationBytesPerLayer, 114 * gpt3Sbh);
    QCOMPARE(none.peakActivationBytes, Q_INT64_C(96) * 114 * gpt3Sbh);
    QCOMPARE(none.peakActivationBytes, Q_INT64_C(275'414'777'856));
    QCOMPARE(none.recomputeFlops, 0);
    QCOMPARE(none.recomputedBlocks, 0);
    QCOMPARE(none.overhead, 0.0);
    QVERIFY(none.paperOverheadDefined);
    QCOMPARE(none.paperOverhead, 0.0);

    const RealisticFigures selective = estimate(gpt3, setup, RecomputeSetting::selective());
    QCOMPARE(selective.activationBytesPerLayer, 34 * gpt3Sbh);
    // The first block's backward brings its attention core back (5as²b = 80·sbh for GPT-3): (L − 1)·34 + 114 (F2).
    QCOMPARE(selective.recomputeWorkingBytes, 80 * gpt3Sbh);
    QCOMPARE(selective.peakActivationBytes, Q_INT64_C(95) * 34 * gpt3Sbh + 114 * gpt3Sbh);
    QCOMPARE(selective.savedAfterForwardBytes, Q_INT64_C(96) * 34 * gpt3Sbh);
    QCOMPARE(selective.recomputedBlocks, 0);
    QCOMPARE(selective.recomputeFlops, Q_INT64_C(96) * 4 * Q_INT64_C(2048) * 2048 * 12288);

    const RealisticFigures full = estimate(gpt3, setup, RecomputeSetting::full());
    QCOMPARE(full.activationBytesPerLayer, 2 * gpt3Sbh);
    QCOMPARE(full.blockInputBytes, 2 * gpt3Sbh);
    QCOMPARE(full.blockSavedBytes, 114 * gpt3Sbh);
    QCOMPARE(full.peakActivationBytes, Q_INT64_C(95) * 2 * gpt3Sbh + 114 * gpt3Sbh);
    QCOMPARE(full.peakActivationBytes, Q_INT64_C(7'650'410'496));
    QCOMPARE(full.recomputedBlocks, 95); // the last block's saves are kept from the first sweep
    QCOMPARE(full.recomputeFlops, 95 * block);
    QCOMPARE(full.paperRecomputeFlops, 96 * block); // Megatron reruns every block
    // Model state on one GPU: 16 bytes per parameter, 2.54 TiB; nowhere near 80 GiB.
    QCOMPARE(full.modelState.totalBytes, 16 * Q_INT64_C(174'604'259'328));
    QVERIFY(!full.fits);
    QCOMPARE(full.gpuMemoryBytes, Q_INT64_C(80) << 30);
    QCOMPARE(full.headroomBytes, (Q_INT64_C(80) << 30) - full.totalBytes);
}

// The spacing slider: a checkpoint every k blocks is the simulator's uniform spacing with the last segment kept.
void TestRealisticEstimator::gpt3Spacing()
{
    const TransformerModel gpt3 = preset(u"gpt3-175b"_s);
    const TrainingSetup setup = paperSetup(gpt3);
    const qint64 a = 2 * gpt3Sbh, b = 114 * gpt3Sbh;
    const qint64 block = TransformerFlops::blockForward(gpt3, setup).value();
    for (const qint64 k : {qint64(2), qint64(8), qint64(10), qint64(48), qint64(96)}) {
        const qint64 m = (96 + k - 1) / k, r = 96 - (m - 1) * k;
        const RealisticFigures figures = estimate(gpt3, setup, RecomputeSetting::full(k));
        QCOMPARE(figures.peakActivationBytes, qMax((m - 1) * a + r * b, (m - 2) * a + k * b));
        QCOMPARE(figures.recomputedBlocks, (m - 1) * k);
        QCOMPARE(figures.recomputeFlops, (m - 1) * k * block);
        QCOMPARE(figures.paperOverheadDefined, false);
    }
    // k = 8: 11 checkpoints and the last segment's 8 blocks kept.
    QCOMPARE(estimate(gpt3, setup, RecomputeSetting::full(8)).peakActivationBytes, 11 * a + 8 * b);
}

// SPEC: counted from the schedule, selective recomputation costs about 0.9% of a GPT-3 175B step; the paper's Eq. 9
// (hardware FLOPs / model FLOPs − 1 = (1 + s/(3h) + V/(12hL)) / (1 + s/(6h) + V/(12hL)) − 1) says 2.7%, because it
// counts 12·b·s²·h per block, three times the attention core's forward.
void TestRealisticEstimator::gpt3Overheads()
{
    const TransformerModel gpt3 = preset(u"gpt3-175b"_s);
    const TrainingSetup setup = paperSetup(gpt3);
    const RealisticFigures selective = estimate(gpt3, setup, RecomputeSetting::selective());
    QCOMPARE(selective.stepFlops, Q_INT64_C(2'204'412'785'197'056));
    QCOMPARE(QString::number(100.0 * selective.overhead, 'f', 1), u"0.9"_s);
    QVERIFY(selective.paperOverheadDefined);
    QCOMPARE(selective.paperRecomputeFlops, 3 * selective.recomputeFlops);
    QCOMPARE(QString::number(100.0 * selective.paperOverhead, 'f', 1), u"2.7"_s);
    const double s = 2048, h = 12288, L = 96, V = 50257;
    const double eq9 = (1 + s / (3 * h) + V / (12 * h * L)) / (1 + s / (6 * h) + V / (12 * h * L)) - 1;
    QVERIFY(qAbs(selective.paperOverhead - eq9) < 1e-12);
    // Full recomputation: 95 or 96 block forwards, about a third of a step (Eq. 9: 96/72 of the block FLOPs, minus 1).
    const RealisticFigures full = estimate(gpt3, setup, RecomputeSetting::full());
    QCOMPARE(QString::number(100.0 * full.overhead, 'f', 1), u"32.9"_s);
    QCOMPARE(QString::number(100.0 * full.paperOverhead, 'f', 1), u"33.2"_s);
    // Fused attention: selective has nothing left to recompute beyond what the fused kernel's backward does itself.
    TrainingSetup fused = setup;
    fused.fusedAttention = true;
    const RealisticFigures fusedSelective = estimate(gpt3, fused, RecomputeSetting::selective());
    QCOMPARE(fusedSelective.recomputeFlops, 0);
    QCOMPARE(fusedSelective.peakActivationBytes, Q_INT64_C(96) * 34 * gpt3Sbh);
    QCOMPARE(estimate(gpt3, fused, RecomputeSetting::none()).peakActivationBytes, fusedSelective.peakActivationBytes);
}

// SPEC: 128.5 GB (119.7 GiB) of model state on one GPU does not fit in 80 GiB; ZeRO-3 over 8 GPUs leaves 16.06 GB.
void TestRealisticEstimator::llama8bFits()
{
    const TransformerModel llama = preset(u"llama-3.1-8b"_s);
    TrainingSetup setup = paperSetup(llama);
    setup.fusedAttention = true;
    setup.reserveBytes = 0;
    const qint64 sbh = Q_INT64_C(8192) * 4096;
    const qint64 logits = Q_INT64_C(8192) * 128'256 * 10; // bf16 logits, their fp32 copy and its gradient
    const RealisticFigures one = estimate(llama, setup, RecomputeSetting::full());
    QCOMPARE(one.parameters, Q_INT64_C(8'030'261'248));
    QCOMPARE(one.modelState.totalBytes, Q_INT64_C(128'484'179'968));
    QCOMPARE(one.peakActivationBytes, Q_INT64_C(31) * 2 * sbh + 34 * sbh);
    QVERIFY(!one.fits);
    QVERIFY(one.headroomBytes < 0);

    setup.gpus = 8;
    setup.zeroStage = 3;
    const RealisticFigures sharded = estimate(llama, setup, RecomputeSetting::full());
    QCOMPARE(sharded.modelState.totalBytes, Q_INT64_C(16'060'522'496));
    // The logits (9.79 GiB) come on top of what the forward pass ends with (31 checkpoints and the last block's
    // 34·sbh, which it keeps); ZeRO-3 gathers two blocks' 16-bit weights.
    QCOMPARE(sharded.logitsBytes, logits);
    QCOMPARE(sharded.activationAndLogitsPeakBytes, Q_INT64_C(31) * 2 * sbh + 34 * sbh + logits);
    QCOMPARE(sharded.gatherBufferBytes, 4 * llama.parametersPerBlock().value());
    QCOMPARE(sharded.totalBytes,
             Q_INT64_C(16'060'522'496) + Q_INT64_C(31) * 2 * sbh + 34 * sbh + logits + sharded.gatherBufferBytes);
    QCOMPARE(sharded.largestTerm, RealisticFigures::Term::ModelState);
    QVERIFY(sharded.fits);
    QCOMPARE(sharded.headroomBytes, (Q_INT64_C(80) << 30) - sharded.totalBytes);
    // Without recomputation 32 blocks of 34·sbh (1.0625 GiB each) come on top: 34 GiB, still fits in 80 GiB.
    const RealisticFigures stored = estimate(llama, setup, RecomputeSetting::none());
    QCOMPARE(stored.peakActivationBytes, Q_INT64_C(32) * 34 * sbh);
    QCOMPARE(stored.peakActivationBytes, Q_INT64_C(34) << 30);
    QVERIFY(stored.fits);
    // Unfused, the s × s scores add 5as/h = 320 sbh per block: 354 sbh, 11.06 GiB a block, 354 GiB in all.
    setup.fusedAttention = false;
    const RealisticFigures unfused = estimate(llama, setup, RecomputeSetting::none());
    QCOMPARE(unfused.peakActivationBytes, Q_INT64_C(32) * 354 * sbh);
    QVERIFY(!unfused.fits);
}

// The measured convention on Llama-3.1-8B at s = 8192 with fused attention: 41·sbh per block (plus the fp32
// log-sum-exp and rstd rows), about 21% more than the paper's 34·sbh (review F3); the FLOPs of its real matmuls.
void TestRealisticEstimator::llama8bMeasured()
{
    const TransformerModel llama = preset(u"llama-3.1-8b"_s);
    TrainingSetup setup = TrainingSetup::defaultFor(llama);
    setup.fusedAttention = true;
    const qint64 s = 8192, h = 4096, sbh = s * h, rows = s * 4 * 32 + s * 8;
    const RealisticFigures none = estimate(llama, setup, RecomputeSetting::none());
    QCOMPARE(none.convention, ActivationConvention::Measured);
    QCOMPARE(none.activationBytesPerLayer, 41 * sbh + rows);
    QCOMPARE(none.peakActivationBytes, 32 * (41 * sbh + rows));
    const RealisticFigures full = estimate(llama, setup, RecomputeSetting::full());
    QCOMPARE(full.peakActivationBytes, sbh * 31 * 2 + 41 * sbh + rows);
    // q 2sbh², k and v 2sbh·1024 each, o 2sbh², SwiGLU 3 × 2sbhf, the core 4bs²h.
    const qint64 f = 14336, kv = 1024;
    QCOMPARE(full.blockForwardFlops, 4 * s * h * h + 4 * s * h * kv + 6 * s * h * f + 4 * s * s * h);
    // Op-level SAC keeps the matmul outputs (and the kernel's): more than selective, less than none.
    const RealisticFigures sac = estimate(llama, setup, {RecomputePolicy::SaveMatmuls, 1, {}});
    QVERIFY(sac.activationBytesPerLayer < none.activationBytesPerLayer);
    QVERIFY(sac.activationBytesPerLayer > full.activationBytesPerLayer);
    QCOMPARE(sac.recomputeFlops, 0); // only element-wise ops rerun
}

// Every line of a GPU's memory: the reserve is the setup's, the verdict names the largest term.
void TestRealisticEstimator::wholeMemory()
{
    const TransformerModel gpt2 = preset(u"gpt2-small"_s);
    TrainingSetup setup = TrainingSetup::defaultFor(gpt2);
    setup.reserveBytes = Q_INT64_C(3) << 30;
    const RealisticFigures figures = estimate(gpt2, setup, RecomputeSetting::full());
    QCOMPARE(figures.reserveBytes, Q_INT64_C(3) << 30);
    QCOMPARE(figures.largestTerm, RealisticFigures::Term::Reserve);
    QCOMPARE(figures.gatherBufferBytes, 0);
    QCOMPARE(figures.logitsBytes, Q_INT64_C(1024) * 50257 * 10);
    setup.precisionBits = 32; // no fp32 copy of fp32 logits
    QCOMPARE(estimate(gpt2, setup, RecomputeSetting::full()).logitsBytes, Q_INT64_C(1024) * 50257 * 8);
    setup.tensorParallel = 4; // vocabulary-parallel logits
    QCOMPARE(estimate(gpt2, setup, RecomputeSetting::full()).logitsBytes, Q_INT64_C(1024) * 50257 * 2);
}

void TestRealisticEstimator::conventionRefusals()
{
    const TransformerModel gpt2 = preset(u"gpt2-small"_s);
    QCOMPARE(RealisticEstimator::estimate(gpt2, paperSetup(gpt2), {RecomputePolicy::Mlp, 1, {}}).error(),
             u"the paper convention (Korthikanti et al.'s Table 2) has no policy \"mlp\"; it needs the measured "
             "convention"_s);
    const TrainingSetup setup = TrainingSetup::defaultFor(gpt2);
    QCOMPARE(RealisticEstimator::estimate(gpt2, setup, {RecomputePolicy::Custom, 1, {}}).error(),
             u"a custom policy needs the ops it saves"_s);
    QCOMPARE(RealisticEstimator::estimate(gpt2, setup, {RecomputePolicy::Custom, 1, {u"mlp.fc"_s, u"x"_s}}).error(),
             u"the block has no op named \"x\""_s);
    const RealisticFigures custom
        = *RealisticEstimator::estimate(gpt2, setup, {RecomputePolicy::Custom, 1, {u"mlp.fc"_s}});
    QCOMPARE(custom.activationBytesPerLayer, Q_INT64_C(1024) * 768 * 2 + Q_INT64_C(1024) * 3072 * 2);
}

void TestRealisticEstimator::partsSumToTotal_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<RecomputeSetting>("recompute");
    QTest::addColumn<int>("zero");
    QTest::addColumn<bool>("paper");
    const QList<std::pair<const char *, RecomputeSetting>> policies
        = {{"none", RecomputeSetting::none()},     {"selective", RecomputeSetting::selective()},
           {"full", RecomputeSetting::full()},     {"every 4", RecomputeSetting::full(4)},
           {"mlp", {RecomputePolicy::Mlp, 1, {}}}, {"save-matmuls", {RecomputePolicy::SaveMatmuls, 1, {}}}};
    for (const TransformerModel &model : TransformerModel::presets()) {
        for (const int zero : {0, 1, 2, 3}) {
            for (const auto &[name, recompute] : policies) {
                for (const bool paper : {false, true}) {
                    if (!paper || (RecomputeSetting::inPaper(recompute.policy) && !model.isMixtureOfExperts()))
                        QTest::addRow("%s %s ZeRO-%d %s", qPrintable(model.name), name, zero,
                                      paper ? "paper" : "measured")
                            << model.name << recompute << zero << paper;
                }
            }
        }
    }
}

// The stacked bar: weights + gradients + optimizer state + peak activations = the total; headroom and fits follow.
void TestRealisticEstimator::partsSumToTotal()
{
    QFETCH(QString, model);
    QFETCH(RecomputeSetting, recompute);
    QFETCH(int, zero);
    QFETCH(bool, paper);
    const TransformerModel m = preset(model);
    TrainingSetup setup = paper ? paperSetup(m) : TrainingSetup::defaultFor(m);
    setup.gpus = 16;
    setup.zeroStage = zero;
    const RealisticFigures f = estimate(m, setup, recompute);
    QCOMPARE(f.modelState.weightBytes + f.modelState.gradientBytes + f.modelState.optimizerBytes,
             f.modelState.totalBytes);
    QCOMPARE(f.modelState.totalBytes + f.activationAndLogitsPeakBytes + f.gatherBufferBytes + f.reserveBytes,
             f.totalBytes);
    QCOMPARE(f.activationAndLogitsPeakBytes, qMax(f.peakActivationBytes, f.savedAfterForwardBytes + f.logitsBytes));
    QCOMPARE(f.gpuMemoryBytes - f.totalBytes, f.headroomBytes);
    QCOMPARE(f.fits, f.headroomBytes >= 0);
    QVERIFY(f.peakActivationBytes >= f.savedAfterForwardBytes);
    QCOMPARE(f.overhead, double(f.recomputeFlops) / double(f.stepFlops));
}

// With equal blocks whose saved set is their input, the engine's bytes are the unit model's figures times the block
// size, for every schedule: bytes change the unit, not the schedule.
void TestRealisticEstimator::engineScalesUnitFigures_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("blockBytes");
    for (const qint64 layers : {qint64(1), qint64(7), qint64(32), qint64(96), qint64(100)}) {
        for (const qint64 bytes : {qint64(3), Q_INT64_C(50'331'648), Q_INT64_C(1) << 40})
            QTest::addRow("N=%lld, %lld bytes", layers, bytes) << layers << bytes;
    }
}

void TestRealisticEstimator::engineScalesUnitFigures()
{
    QFETCH(qint64, layers);
    QFETCH(qint64, blockBytes);
    const Chain units = Chain::units(layers);
    const Chain blocks = Chain::uniform(layers, Layer{blockBytes, blockBytes, 7.5e12});
    QList<ScheduleSetting> settings = {ScheduleSetting::storeAll()};
    for (qint64 k = 1; k <= layers; ++k) {
        settings.append(ScheduleSetting::uniform(k));
        settings.append(ScheduleSetting::pyTorch(k));
        settings.append(ScheduleSetting::pyTorch(k).withReentrant(true));
        settings.append(ScheduleSetting::optimal(k));
    }
    for (const ScheduleSetting &setting : settings) {
        const ScheduleFigures unit = Simulator::figures(units, setting);
        const ScheduleFigures bytes = Simulator::figures(blocks, setting);
        QVERIFY(unit.valid && bytes.valid);
        QCOMPARE(bytes.peakMemory, unit.peakMemory * blockBytes);
        QCOMPARE(bytes.savedAfterForward, unit.savedAfterForward * blockBytes);
        QCOMPARE(bytes.extraForwards, unit.extraForwards);
        QCOMPARE(bytes.layerForwards, unit.layerForwards);
    }
}

void TestRealisticEstimator::badInput_data()
{
    QTest::addColumn<TransformerModel>("model");
    QTest::addColumn<TrainingSetup>("setup");
    QTest::addColumn<RecomputeSetting>("recompute");
    QTest::addColumn<QString>("message");
    const TransformerModel gpt2 = preset(u"gpt2-small"_s);
    const TransformerModel gpt3 = preset(u"gpt3-175b"_s);
    const auto setup = [](const TransformerModel &model, auto change) {
        TrainingSetup result = TrainingSetup::defaultFor(model);
        change(result);
        return result;
    };
    const auto model = [&gpt2](auto change) {
        TransformerModel result = gpt2;
        change(result);
        return result;
    };
    const TrainingSetup plain = TrainingSetup::defaultFor(gpt2);
    const RecomputeSetting none = RecomputeSetting::none();
    QTest::newRow("heads not dividing hidden") << model([](TransformerModel &m) { m.heads = 10; }) << plain << none
                                               << u"heads (10) must divide the hidden size (768)"_s;
    QTest::newRow("kv heads not dividing heads") << model([](TransformerModel &m) { m.kvHeads = 5; }) << plain << none
                                                 << u"kv heads (5) must divide the heads (12)"_s;
    QTest::newRow("zero hidden") << model([](TransformerModel &m) { m.hidden = 0; }) << plain << none
                                 << u"hidden size must be at least 1 (got 0)"_s;
    QTest::newRow("negative vocabulary") << model([](TransformerModel &m) { m.vocabulary = -1; }) << plain << none
                                         << u"vocabulary must be at least 1 (got -1)"_s;
    QTest::newRow("t not dividing heads") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.tensorParallel = 5; }) << none
                                          << u"the tensor-parallel size (5) must divide the heads (12)"_s;
    QTest::newRow("zero sequence") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.sequenceLength = 0; }) << none
                                   << u"sequence length must be at least 1 (got 0)"_s;
    QTest::newRow("negative micro-batch") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.microBatch = -2; }) << none
                                          << u"micro-batch must be at least 1 (got -2)"_s;
    QTest::newRow("zero t") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.tensorParallel = 0; }) << none
                            << u"tensor-parallel size must be at least 1 (got 0)"_s;
    QTest::newRow("zero GPUs") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.gpus = 0; }) << none
                               << u"data-parallel GPUs must be at least 1 (got 0)"_s;
    QTest::newRow("zero GPU memory") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.gpuMemoryGiB = 0; }) << none
                                     << u"GPU memory (GiB) must be at least 1 (got 0)"_s;
    QTest::newRow("huge GPU memory") << gpt2
                                     << setup(gpt2, [](TrainingSetup &s) { s.gpuMemoryGiB = Q_INT64_C(1) << 31; })
                                     << none << u"GPU memory must be at most 1,073,741,824 GiB (got 2,147,483,648)"_s;
    QTest::newRow("8-bit") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.precisionBits = 8; }) << none
                           << u"activation precision must be 16 or 32 bits (got 8)"_s;
    QTest::newRow("ZeRO-4") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.zeroStage = 4; }) << none
                            << u"ZeRO stage must be 0, 1, 2 or 3 (got 4)"_s;
    QTest::newRow("beyond learned positions")
        << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.sequenceLength = 2048; }) << none
        << u"sequence length 2,048 exceeds the model's 1,024 learned "
           "positions"_s;
    QTest::newRow("spacing with selective") << gpt2 << plain << RecomputeSetting{RecomputePolicy::Selective, 2, {}}
                                            << u"a checkpoint spacing applies only to full recomputation"_s;
    QTest::newRow("spacing zero") << gpt2 << plain << RecomputeSetting::full(0)
                                  << u"the checkpoint spacing must be between 1 and 12 (the number of layers; got "
                                     "0)"_s;
    QTest::newRow("spacing beyond L") << gpt2 << plain << RecomputeSetting::full(13)
                                      << u"the checkpoint spacing must be between 1 and 12 (the number of layers; "
                                         "got 13)"_s;
    QTest::newRow("bytes beyond 64 bits")
        << gpt3 << setup(gpt3, [](TrainingSetup &s) { s.microBatch = Q_INT64_C(1) << 34; }) << none
        << u"the activation bytes of one block exceed 64 bits"_s;
    QTest::newRow("bytes beyond the engine")
        << gpt3 << setup(gpt3, [](TrainingSetup &s) { s.microBatch = 1024; }) << RecomputeSetting::full()
        << u"the activation bytes of one block (2,937,791,184,896) exceed the "
           "simulator's limit of 2^40 (1 TiB)"_s;
    QTest::newRow("parameters beyond 64 bits") << model([](TransformerModel &m) {
        m.hidden = 3'000'000'000;
        m.heads = 1;
        m.kvHeads = 1;
    }) << plain << none << u"the parameter count exceeds 64 bits"_s;
}

void TestRealisticEstimator::badInput()
{
    QFETCH(TransformerModel, model);
    QFETCH(TrainingSetup, setup);
    QFETCH(RecomputeSetting, recompute);
    QFETCH(QString, message);
    QCOMPARE(RealisticEstimator::validationError(model, setup, recompute), message);
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(model, setup, recompute);
    QVERIFY(!figures);
    QCOMPARE(figures.error(), message);
    QVERIFY(!RealisticEstimator::schedule(model, setup, recompute));
}

QTEST_GUILESS_MAIN(TestRealisticEstimator)
#include "tst_realisticestimator.moc"
