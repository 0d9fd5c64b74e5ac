// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/realisticestimator.h"
#include "core/realistic/realmodelstate.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

// The real-model state without a window: what it holds, that its figures are the estimator's for exactly that input,
// one changed() per assignment, and bad input held as the estimator's message.
class TestRealModelState final : public QObject
{
    Q_OBJECT

private slots:
    void startsOnTheFirstPreset();
    void figuresAreTheEstimators_data();
    void figuresAreTheEstimators();
    void selectPresetKeepsTheSetup();
    void unknownPresetChangesNothing();
    void badInputHoldsTheMessage();
    void policyComparison();
    void eachSetterChangesOneField_data();
    void eachSetterChangesOneField();
    void editingAFieldMakesTheModelCustom();
    void customModelFollowsTheSequence();
    void assignFollowsTheModelsName();
    void loadedModelStaysSelectable();
    void rules_data();
    void rules();
    void spacingIsKeptAndBounded();
    void smallerGpuShrinksTheReserve();
    void comparisonFollowsTheInput();
};

void TestRealModelState::startsOnTheFirstPreset()
{
    const RealModelState state;
    QCOMPARE(state.model().name, TransformerModel::presets().constFirst().name);
    QVERIFY(state.figures().has_value());
    QVERIFY(state.error().isEmpty());
}

void TestRealModelState::figuresAreTheEstimators_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("policy");
    QTest::addColumn<qint64>("spacing");
    QTest::addColumn<int>("zeroStage");
    for (const TransformerModel &model : TransformerModel::presets()) {
        QTest::addRow("%s none", qPrintable(model.name)) << model.name << int(RecomputePolicy::None) << qint64(1) << 0;
        QTest::addRow("%s selective zero3", qPrintable(model.name))
            << model.name << int(RecomputePolicy::Selective) << qint64(1) << 3;
        QTest::addRow("%s full k=4", qPrintable(model.name))
            << model.name << int(RecomputePolicy::Full) << qint64(4) << 1;
    }
}

void TestRealModelState::figuresAreTheEstimators()
{
    QFETCH(QString, preset);
    QFETCH(int, policy);
    QFETCH(qint64, spacing);
    QFETCH(int, zeroStage);
    const TransformerModel model = *TransformerModel::preset(preset);
    TrainingSetup setup = TrainingSetup::defaultFor(model);
    setup.gpus = 8;
    setup.zeroStage = zeroStage;
    const RecomputeSetting recompute{RecomputePolicy(policy), spacing, {}};
    RealModelState state;
    QSignalSpy changed(&state, &RealModelState::changed);
    state.assign(model, setup, recompute);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(state.model().name, preset);
    QCOMPARE(state.setup().zeroStage, zeroStage);
    QCOMPARE(state.recompute().spacing, spacing);
    const Expected<RealisticFigures> expected = RealisticEstimator::estimate(model, setup, recompute);
    QVERIFY2(expected, qPrintable(expected.error()));
    QVERIFY(state.figures().has_value());
    QCOMPARE(state.figures()->peakActivationBytes, expected->peakActivationBytes);
    QCOMPARE(state.figures()->totalBytes, expected->totalBytes);
    QCOMPARE(state.figures()->fits, expected->fits);
    QCOMPARE(state.figures()->recomputeFlops, expected->recomputeFlops);
    const std::optional<RealisticSchedule> run = state.schedule();
    QVERIFY(run.has_value());
    QCOMPARE(run->chain.layerCount(), model.layers);
}

void TestRealModelState::selectPresetKeepsTheSetup()
{
    RealModelState state;
    TrainingSetup setup = state.setup();
    setup.microBatch = 3;
    setup.gpus = 16;
    state.assign(state.model(), setup, RecomputeSetting::full(2));
    QSignalSpy changed(&state, &RealModelState::changed);
    const TransformerModel &llama = TransformerModel::presets().constLast();
    QVERIFY(state.selectPreset(llama.name));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(state.model().name, llama.name);
    QCOMPARE(state.setup().sequenceLength, llama.sequenceLength); // the preset's context
    QCOMPARE(state.setup().microBatch, 3);                        // the rest as the learner set it
    QCOMPARE(state.setup().gpus, 16);
    QCOMPARE(state.recompute().spacing, qint64(2));
}

void TestRealModelState::unknownPresetChangesNothing()
{
    RealModelState state;
    const QString before = state.model().name;
    QSignalSpy changed(&state, &RealModelState::changed);
    QVERIFY(!state.selectPreset(u"gpt-5"_s));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(state.model().name, before);
}

void TestRealModelState::badInputHoldsTheMessage()
{
    RealModelState state;
    TransformerModel model = state.model();
    model.heads = 7; // does not divide the hidden size
    state.assign(model, state.setup(), state.recompute());
    QVERIFY(!state.figures().has_value());
    const Expected<RealisticFigures> expected = RealisticEstimator::estimate(model, state.setup(), state.recompute());
    QVERIFY(!expected);
    QCOMPARE(state.error(), expected.error());
    QVERIFY(state.policyComparison().isEmpty());
    QVERIFY(!state.schedule().has_value());
    // Good input again clears the message.
    state.selectPreset(TransformerModel::presets().constFirst().name);
    QVERIFY(state.figures().has_value());
    QVERIFY(state.error().isEmpty());
}

void TestRealModelState::policyComparison()
{
    RealModelState state;
    state.assign(state.model(), state.setup(), RecomputeSetting::full(3));
    const QList<RealModelState::PolicyFigures> comparison = state.policyComparison();
    QCOMPARE(comparison.size(), 4);
    QCOMPARE(comparison.at(0).setting.policy, RecomputePolicy::None);
    QCOMPARE(comparison.at(1).setting.policy, RecomputePolicy::Selective);
    QCOMPARE(comparison.at(2).setting.spacing, qint64(1));
    QCOMPARE(comparison.at(3).setting.spacing, qint64(3));
    // The current policy's bar is the figures shown.
    QCOMPARE(comparison.at(3).figures.peakActivationBytes, state.figures()->peakActivationBytes);
    // Less is kept as more is recomputed.
    QVERIFY(comparison.at(0).figures.peakActivationBytes > comparison.at(1).figures.peakActivationBytes);
    QVERIFY(comparison.at(1).figures.peakActivationBytes > comparison.at(2).figures.peakActivationBytes);
}

using Setter = void (*)(RealModelState &);
Q_DECLARE_METATYPE(Setter)

void TestRealModelState::eachSetterChangesOneField_data()
{
    QTest::addColumn<Setter>("setter");
    QTest::addColumn<int>("changes");
    const int model = int(RealModelState::Change::Model);
    const int setup = int(RealModelState::Change::Setup);
    const int recompute = int(RealModelState::Change::Recompute);
    // From the first preset (GPT-2 small, s = 1024, one GPU, nothing recomputed).
    QTest::newRow("layers") << Setter([](RealModelState &s) { s.setLayers(6); }) << model;
    QTest::newRow("hidden") << Setter([](RealModelState &s) { s.setHidden(1536); }) << model;
    QTest::newRow("heads") << Setter([](RealModelState &s) { s.setHeads(6); }) << model;
    QTest::newRow("kv heads") << Setter([](RealModelState &s) { s.setKvHeads(4); }) << model;
    QTest::newRow("ffn") << Setter([](RealModelState &s) { s.setFfn(2048); }) << model;
    QTest::newRow("mlp") << Setter([](RealModelState &s) { s.setMlp(MlpKind::SwiGlu); }) << model;
    QTest::newRow("vocabulary") << Setter([](RealModelState &s) { s.setVocabulary(32000); }) << model;
    QTest::newRow("sequence") << Setter([](RealModelState &s) { s.setSequenceLength(512); }) << setup;
    QTest::newRow("micro-batch") << Setter([](RealModelState &s) { s.setMicroBatch(4); }) << setup;
    QTest::newRow("precision") << Setter([](RealModelState &s) { s.setPrecisionBits(32); }) << setup;
    QTest::newRow("tensor parallel") << Setter([](RealModelState &s) { s.setTensorParallel(2); }) << setup;
    QTest::newRow("sequence parallel") << Setter([](RealModelState &s) { s.setSequenceParallel(true); }) << setup;
    QTest::newRow("fused attention") << Setter([](RealModelState &s) { s.setFusedAttention(true); }) << setup;
    QTest::newRow("pipeline") << Setter([](RealModelState &s) { s.setPipelineParallel(2); }) << setup;
    QTest::newRow("gpus") << Setter([](RealModelState &s) { s.setGpus(8); }) << setup;
    QTest::newRow("zero") << Setter([](RealModelState &s) { s.setZeroStage(2); }) << setup;
    QTest::newRow("offload") << Setter([](RealModelState &s) { s.setOptimizerOffload(true); }) << setup;
    QTest::newRow("gpu memory") << Setter([](RealModelState &s) { s.setGpuMemoryGiB(40); }) << setup;
    QTest::newRow("convention") << Setter([](RealModelState &s) { s.setConvention(ActivationConvention::Paper); })
                                << setup;
    QTest::newRow("dropout") << Setter([](RealModelState &s) { s.setDropout(0.0); }) << setup;
    QTest::newRow("reserve") << Setter([](RealModelState &s) { s.setReserveBytes(qint64(2) << 30); }) << setup;
    QTest::newRow("policy") << Setter([](RealModelState &s) { s.setPolicy(RecomputePolicy::Selective); }) << recompute;
    QTest::newRow("spacing") << Setter([](RealModelState &s) { s.setSpacing(3); }) << recompute;
}

// One field, one changed() naming its part, figures that are the estimator's for the new input; the same value again
// changes nothing.
void TestRealModelState::eachSetterChangesOneField()
{
    QFETCH(Setter, setter);
    QFETCH(int, changes);
    RealModelState state;
    QSignalSpy changed(&state, &RealModelState::changed);
    setter(state);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(int(changed.at(0).at(0).value<RealModelState::Changes>()), changes);
    const Expected<RealisticFigures> expected
        = RealisticEstimator::estimate(state.model(), state.setup(), state.recompute());
    QCOMPARE(bool(expected), state.figures().has_value());
    if (expected)
        QCOMPARE(state.figures()->totalBytes, expected->totalBytes);
    setter(state);
    QCOMPARE(changed.count(), 1);
}

void TestRealModelState::editingAFieldMakesTheModelCustom()
{
    RealModelState state;
    QVERIFY(state.selectPreset(u"llama-3.1-70b"_s));
    QVERIFY(!state.modelEditable());
    state.setLayers(40);
    QCOMPARE(state.source(), RealModelState::Source::Custom);
    QVERIFY(state.modelEditable());
    QCOMPARE(state.model().name, u"custom"_s);
    QCOMPARE(state.model().layers, 40LL);
    // The rest is the preset's: 8 KV heads, SwiGLU, untied, rotary.
    QCOMPARE(state.model().kvHeads, 8LL);
    QCOMPARE(state.model().ffn, 28672LL);
    QVERIFY(!state.model().tiedEmbeddings);
    QVERIFY(!state.model().learnedPositions);
    // A GELU block is GPT's: tied embeddings, learned positions.
    state.setMlp(MlpKind::Gelu);
    QVERIFY(state.model().tiedEmbeddings);
    QVERIFY(state.model().learnedPositions);
    // Custom from a preset with no edit is the preset's model under another name: the same parameter count.
    RealModelState other;
    QVERIFY(other.selectPreset(u"llama-3.1-70b"_s));
    other.selectCustom();
    QCOMPARE(other.figures()->parameters, 70'553'706'496);
}

void TestRealModelState::customModelFollowsTheSequence()
{
    RealModelState state;
    QSignalSpy changed(&state, &RealModelState::changed);
    state.setSequenceLength(512); // a preset keeps its own context; only the setup moves
    QCOMPARE(state.model().sequenceLength, 1024LL);
    state.selectCustom();
    QCOMPARE(state.model().sequenceLength, 512LL);
    state.setSequenceLength(2048); // a custom model's learned positions cover the sequence it is trained at
    QCOMPARE(state.model().sequenceLength, 2048LL);
    QVERIFY(state.figures().has_value());
    using Change = RealModelState::Change;
    QCOMPARE(changed.last().at(0).value<RealModelState::Changes>(),
             RealModelState::Changes(Change::Model | Change::Setup));
}

void TestRealModelState::assignFollowsTheModelsName()
{
    RealModelState state;
    const TransformerModel llama = *TransformerModel::preset(u"llama-3.1-8b"_s);
    state.assign(llama, state.setup(), state.recompute());
    QCOMPARE(state.source(), RealModelState::Source::Preset);
    TransformerModel custom = llama;
    custom.name = u"custom"_s;
    state.assign(custom, state.setup(), state.recompute());
    QCOMPARE(state.source(), RealModelState::Source::Custom);
    TransformerModel other = llama;
    other.name = u"my-model"_s;
    QSignalSpy changed(&state, &RealModelState::changed);
    state.assign(other, state.setup(), state.recompute());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(state.source(), RealModelState::Source::Loaded);
    QCOMPARE(state.loadedModel()->name, u"my-model"_s);
}

void TestRealModelState::loadedModelStaysSelectable()
{
    RealModelState state;
    QVERIFY(!state.selectLoaded());
    TransformerModel loaded = *TransformerModel::preset(u"mistral-7b"_s);
    loaded.name = u"mistral-config"_s;
    loaded.sequenceLength = 4096;
    QSignalSpy changed(&state, &RealModelState::changed);
    state.loadModel(loaded);
    QCOMPARE(changed.count(), 1); // a config.json estimates once
    QCOMPARE(state.source(), RealModelState::Source::Loaded);
    QCOMPARE(state.setup().sequenceLength, 4096LL);
    QVERIFY(state.selectPreset(u"gpt2-small"_s));
    QVERIFY(state.selectLoaded());
    QCOMPARE(state.model().name, u"mistral-config"_s);
    QCOMPARE(state.setup().sequenceLength, 4096LL);
}

void TestRealModelState::rules_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("convention");
    QTest::addColumn<qint64>("tensorParallel");
    QTest::addColumn<qint64>("pipeline");
    QTest::addColumn<bool>("sequenceParallel");
    QTest::addColumn<bool>("dropout");
    QTest::addColumn<bool>("opLevel");
    QTest::addColumn<qint64>("spacingMaximum");
    const int measured = int(ActivationConvention::Measured);
    const int paper = int(ActivationConvention::Paper);
    QTest::newRow("gpt2 measured") << u"gpt2-small"_s << measured << 1LL << 1LL << false << true << true << 12LL;
    QTest::newRow("gpt2 paper t=2") << u"gpt2-small"_s << paper << 2LL << 1LL << true << false << false << 12LL;
    QTest::newRow("llama measured p=4") << u"llama-3.1-8b"_s << measured << 8LL << 4LL << true << false << true << 8LL;
    QTest::newRow("llama-405b p=16") << u"llama-3.1-405b"_s << measured << 8LL << 16LL << true << false << true
                                     << 7LL; // 126 layers: 7 whole ones a stage
}

// What the form enables, asked of the state: no window needed.
void TestRealModelState::rules()
{
    QFETCH(QString, preset);
    QFETCH(int, convention);
    QFETCH(qint64, tensorParallel);
    QFETCH(qint64, pipeline);
    QFETCH(bool, sequenceParallel);
    QFETCH(bool, dropout);
    QFETCH(bool, opLevel);
    QFETCH(qint64, spacingMaximum);
    RealModelState state;
    QVERIFY(state.selectPreset(preset));
    state.setConvention(ActivationConvention(convention));
    state.setTensorParallel(tensorParallel);
    state.setPipelineParallel(pipeline);
    QCOMPARE(state.sequenceParallelAllowed(), sequenceParallel);
    QCOMPARE(state.dropoutApplies(), dropout);
    for (const RecomputePolicy policy : {RecomputePolicy::None, RecomputePolicy::Selective, RecomputePolicy::Full})
        QVERIFY(state.policyAllowed(policy));
    for (const RecomputePolicy policy :
         {RecomputePolicy::Mlp, RecomputePolicy::Norms, RecomputePolicy::SaveMatmuls, RecomputePolicy::Custom})
        QCOMPARE(state.policyAllowed(policy), opLevel);
    QCOMPARE(state.spacingMaximum(), spacingMaximum);
}

void TestRealModelState::spacingIsKeptAndBounded()
{
    RealModelState state; // GPT-2 small: 12 blocks
    state.setSpacing(5);
    QCOMPARE(state.spacing(), 5LL);
    QCOMPARE(state.recompute().spacing, 1LL); // not full recomputation: k is kept, not applied
    QVERIFY(!state.spacingApplies());
    state.setPolicy(RecomputePolicy::Full);
    QVERIFY(state.spacingApplies());
    QCOMPARE(state.recompute().spacing, 5LL);
    state.setPolicy(RecomputePolicy::Selective);
    state.setPolicy(RecomputePolicy::Full);
    QCOMPARE(state.recompute().spacing, 5LL);
    state.setSpacing(1000); // beyond one stage's 12 blocks
    QCOMPARE(state.spacing(), 12LL);
    state.setPipelineParallel(4); // 3 blocks a stage
    QCOMPARE(state.spacing(), 3LL);
    QCOMPARE(state.recompute().spacing, 3LL);
    const Expected<RealisticFigures> expected
        = RealisticEstimator::estimate(state.model(), state.setup(), RecomputeSetting::full(3));
    QCOMPARE(state.figures()->peakActivationBytes, expected->peakActivationBytes);
}

void TestRealModelState::smallerGpuShrinksTheReserve()
{
    RealModelState state;
    state.setReserveBytes(qint64(60) << 30);
    state.setGpuMemoryGiB(40);
    QCOMPARE(state.setup().reserveBytes, qint64(40) << 30);
    state.setGpuMemoryGiB(80); // a larger one leaves it
    QCOMPARE(state.setup().reserveBytes, qint64(40) << 30);
}

// The comparison and the step are computed once per input, and again after any change.
void TestRealModelState::comparisonFollowsTheInput()
{
    RealModelState state;
    state.setSpacing(4);
    const qint64 before = state.policyComparison().at(0).figures.peakActivationBytes;
    QCOMPARE(&state.policyComparison(), &state.policyComparison());
    state.setMicroBatch(2);
    const QList<RealModelState::PolicyFigures> &comparison = state.policyComparison();
    QCOMPARE(comparison.at(0).figures.peakActivationBytes, 2 * before);
    QCOMPARE(comparison.at(3).setting.spacing, 4LL);
    QCOMPARE(state.schedule()->chain.layerCount(), 12LL);
    state.setLayers(6);
    QCOMPARE(state.schedule()->chain.layerCount(), 6LL);
}

QTEST_GUILESS_MAIN(TestRealModelState)
#include "tst_realmodelstate.moc"
