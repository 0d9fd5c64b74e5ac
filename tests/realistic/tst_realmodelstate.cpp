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

QTEST_GUILESS_MAIN(TestRealModelState)
#include "tst_realmodelstate.moc"
