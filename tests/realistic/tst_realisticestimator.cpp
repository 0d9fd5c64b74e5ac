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

} // namespace

class TestRealisticEstimator final : public QObject
{
    Q_OBJECT

private slots:
    void gpt3Policies();
    void gpt3Spacing();
    void gpt3Overheads();
    void llama8bFits();
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
    const TrainingSetup setup = TrainingSetup::defaultFor(gpt3);
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
    QCOMPARE(selective.peakActivationBytes, Q_INT64_C(96) * 34 * gpt3Sbh);
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
    const TrainingSetup setup = TrainingSetup::defaultFor(gpt3);
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
    const TrainingSetup setup = TrainingSetup::defaultFor(gpt3);
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
    QCOMPARE(fusedSelective.peakActivationBytes, selective.peakActivationBytes);
    QCOMPARE(estimate(gpt3, fused, RecomputeSetting::none()).peakActivationBytes, selective.peakActivationBytes);
}

// SPEC: 128.5 GB (119.7 GiB) of model state on one GPU does not fit in 80 GiB; ZeRO-3 over 8 GPUs leaves 16.06 GB.
void TestRealisticEstimator::llama8bFits()
{
    const TransformerModel llama = preset(u"llama-3.1-8b"_s);
    TrainingSetup setup = TrainingSetup::defaultFor(llama);
    setup.fusedAttention = true;
    const qint64 sbh = Q_INT64_C(8192) * 4096;
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
    QCOMPARE(sharded.totalBytes, Q_INT64_C(16'060'522'496) + Q_INT64_C(31) * 2 * sbh + 34 * sbh);
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

void TestRealisticEstimator::partsSumToTotal_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<RecomputeSetting>("recompute");
    QTest::addColumn<int>("zero");
    for (const TransformerModel &model : TransformerModel::presets()) {
        for (const int zero : {0, 1, 2, 3}) {
            QTest::addRow("%s none ZeRO-%d", qPrintable(model.name), zero)
                << model.name << RecomputeSetting::none() << zero;
            QTest::addRow("%s selective ZeRO-%d", qPrintable(model.name), zero)
                << model.name << RecomputeSetting::selective() << zero;
            QTest::addRow("%s full ZeRO-%d", qPrintable(model.name), zero)
                << model.name << RecomputeSetting::full() << zero;
            QTest::addRow("%s every 4 ZeRO-%d", qPrintable(model.name), zero)
                << model.name << RecomputeSetting::full(4) << zero;
        }
    }
}

// The stacked bar: weights + gradients + optimizer state + peak activations = the total; headroom and fits follow.
void TestRealisticEstimator::partsSumToTotal()
{
    QFETCH(QString, model);
    QFETCH(RecomputeSetting, recompute);
    QFETCH(int, zero);
    const TransformerModel m = preset(model);
    TrainingSetup setup = TrainingSetup::defaultFor(m);
    setup.gpus = 16;
    setup.zeroStage = zero;
    const RealisticFigures f = estimate(m, setup, recompute);
    QCOMPARE(f.modelState.weightBytes + f.modelState.gradientBytes + f.modelState.optimizerBytes,
             f.modelState.totalBytes);
    QCOMPARE(f.modelState.totalBytes + f.peakActivationBytes, f.totalBytes);
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
                                     << none << u"GPU memory must be at most 1073741824 GiB (got 2147483648)"_s;
    QTest::newRow("8-bit") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.precisionBits = 8; }) << none
                           << u"activation precision must be 16 or 32 bits (got 8)"_s;
    QTest::newRow("ZeRO-4") << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.zeroStage = 4; }) << none
                            << u"ZeRO stage must be 0, 1, 2 or 3 (got 4)"_s;
    QTest::newRow("beyond learned positions")
        << gpt2 << setup(gpt2, [](TrainingSetup &s) { s.sequenceLength = 2048; }) << none
        << u"sequence length 2048 exceeds the model's 1024 learned "
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
        << u"the activation bytes of one block (2937757630464) exceed the "
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
