// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformerflops.h"
#include "core/realistic/transformermodel.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestTransformerFlops final : public QObject
{
    Q_OBJECT

private slots:
    void formulas_data();
    void formulas();
    void gpt3Figures();
    void overflow();
};

void TestTransformerFlops::formulas_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<qint64>("microBatch");
    for (const TransformerModel &model : TransformerModel::presets()) {
        QTest::addRow("%s b=1", qPrintable(model.name)) << model.name << qint64(1);
        QTest::addRow("%s b=3", qPrintable(model.name)) << model.name << qint64(3);
    }
}

// Forward 24bsh²(1 + s/(6h)) per block = 24bsh² + 4bs²h, attention core 4bs²h; the step (forward + 2× backward of the
// blocks and the logits 2bshV) is the paper's model FLOPs 72·b·s·L·h²·(1 + s/(6h) + V/(12hL)), multiplied out.
void TestTransformerFlops::formulas()
{
    QFETCH(QString, model);
    QFETCH(qint64, microBatch);
    const TransformerModel m = *TransformerModel::preset(model);
    TrainingSetup setup = TrainingSetup::defaultFor(m);
    setup.microBatch = microBatch;
    const qint64 b = microBatch, s = m.sequenceLength, h = m.hidden, L = m.layers, V = m.vocabulary;
    QCOMPARE(TransformerFlops::attentionCoreForward(m, setup).value(), 4 * b * s * s * h);
    QCOMPARE(TransformerFlops::blockForward(m, setup).value(), 24 * b * s * h * h + 4 * b * s * s * h);
    QCOMPARE(TransformerFlops::logitsForward(m, setup).value(), 2 * b * s * h * V);
    QCOMPARE(TransformerFlops::step(m, setup).value(),
             72 * b * s * L * h * h + 12 * b * s * s * L * h + 6 * b * s * h * V);
    // Tensor parallelism does not change the model's FLOPs (they are counted over all ranks together).
    setup.tensorParallel = m.heads % 4 == 0 ? 4 : 1;
    QCOMPARE(TransformerFlops::step(m, setup).value(),
             72 * b * s * L * h * h + 12 * b * s * s * L * h + 6 * b * s * h * V);
}

void TestTransformerFlops::gpt3Figures()
{
    const TransformerModel gpt3 = *TransformerModel::preset(u"gpt3-175b"_s);
    const TrainingSetup setup = TrainingSetup::defaultFor(gpt3);
    QCOMPARE(TransformerFlops::blockForward(gpt3, setup).value(), Q_INT64_C(7'627'861'917'696));
    QCOMPARE(TransformerFlops::attentionCoreForward(gpt3, setup).value(), Q_INT64_C(206'158'430'208));
    QCOMPARE(TransformerFlops::step(gpt3, setup).value(), Q_INT64_C(2'204'412'785'197'056));
}

void TestTransformerFlops::overflow()
{
    const TransformerModel gpt3 = *TransformerModel::preset(u"gpt3-175b"_s);
    TrainingSetup setup = TrainingSetup::defaultFor(gpt3);
    setup.microBatch = 10'000'000;
    QVERIFY(!TransformerFlops::step(gpt3, setup).isValid());
    QVERIFY(!TransformerFlops::blockForward(gpt3, setup).isValid());
}

QTEST_GUILESS_MAIN(TestTransformerFlops)
#include "tst_transformerflops.moc"
