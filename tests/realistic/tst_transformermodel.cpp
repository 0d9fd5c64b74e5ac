// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/transformermodel.h"

#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

TransformerModel presetCopy(const char *name)
{
    const TransformerModel *model = TransformerModel::preset(QString::fromLatin1(name));
    Q_ASSERT(model);
    return *model;
}

} // namespace

class TestTransformerModel final : public QObject
{
    Q_OBJECT

private slots:
    void presetsAreValid();
    void parameterCount_data();
    void parameterCount();
    void gptFormula_data();
    void gptFormula();
    void llamaFormula();
    void presetLookup();
    void badInput_data();
    void badInput();
    void messagesUseTheLocalesDigits();
};

void TestTransformerModel::presetsAreValid()
{
    QCOMPARE(TransformerModel::presets().size(), 13);
    for (const TransformerModel &model : TransformerModel::presets())
        QVERIFY2(model.validationError().isEmpty(), qPrintable(model.name + u": "_s + model.validationError()));
}

// SPEC §3 gives GPT-2 small, GPT-3 175B and both Llamas; the other GPT-2 sizes are the published counts of the
// released checkpoints (HF transformers' num_parameters()).
void TestTransformerModel::parameterCount_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("parameters");
    QTest::newRow("GPT-2 small") << u"gpt2-small"_s << Q_INT64_C(124'439'808);
    QTest::newRow("GPT-2 medium") << u"gpt2-medium"_s << Q_INT64_C(354'823'168);
    QTest::newRow("GPT-2 large") << u"gpt2-large"_s << Q_INT64_C(774'030'080);
    QTest::newRow("GPT-2 XL") << u"gpt2-xl"_s << Q_INT64_C(1'557'611'200);
    QTest::newRow("GPT-3 175B") << u"gpt3-175b"_s << Q_INT64_C(174'604'259'328);
    QTest::newRow("Llama-3.1-8B") << u"llama-3.1-8b"_s << Q_INT64_C(8'030'261'248);
    QTest::newRow("Llama-3.1-70B") << u"llama-3.1-70b"_s << Q_INT64_C(70'553'706'496);
    // The published counts of the Hugging Face checkpoints (model cards, num_parameters()): the two, and the
    // rest as their safetensors index totals give them.
    QTest::newRow("Llama-3.1-405B") << u"llama-3.1-405b"_s << Q_INT64_C(405'853'388'800);
    QTest::newRow("TinyLlama-1.1B") << u"tinyllama-1.1b"_s << Q_INT64_C(1'100'048'384);
    QTest::newRow("Mistral-7B-v0.1") << u"mistral-7b"_s << Q_INT64_C(7'241'732'096);
    QTest::newRow("Qwen2.5-7B") << u"qwen2.5-7b"_s << Q_INT64_C(7'615'616'512);
    QTest::newRow("Mixtral-8x7B") << u"mixtral-8x7b"_s << Q_INT64_C(46'702'792'704);
    QTest::newRow("Qwen1.5-MoE-A2.7B") << u"qwen1.5-moe-a2.7b"_s << Q_INT64_C(14'315'784'192);
}

void TestTransformerModel::parameterCount()
{
    QFETCH(QString, name);
    QFETCH(qint64, parameters);
    const TransformerModel *model = TransformerModel::preset(name);
    QVERIFY(model);
    QVERIFY(model->parameterCount().isValid());
    QCOMPARE(model->parameterCount().value(), parameters);
}

// The SPEC's GPT formula L(12h² + 13h) + Vh + sh + 2h, written out, against the general count.
void TestTransformerModel::gptFormula_data()
{
    QTest::addColumn<QString>("name");
    for (const TransformerModel &model : TransformerModel::presets()) {
        if (model.mlp == MlpKind::Gelu)
            QTest::newRow(qPrintable(model.name)) << model.name;
    }
}

void TestTransformerModel::gptFormula()
{
    QFETCH(QString, name);
    const TransformerModel model = *TransformerModel::preset(name);
    const qint64 L = model.layers, h = model.hidden, V = model.vocabulary, s = model.sequenceLength;
    QCOMPARE(model.ffn, 4 * h);
    QCOMPARE(model.kvHeads, model.heads);
    QCOMPARE(model.parametersPerBlock().value(), 12 * h * h + 13 * h);
    QCOMPARE(model.parameterCount().value(), L * (12 * h * h + 13 * h) + V * h + s * h + 2 * h);
}

// L(h(h + 2·kv·h/a) + h² + 3hf + 2h) + 2Vh + h, and what untying and learned positions add.
void TestTransformerModel::llamaFormula()
{
    for (const char *name : {"llama-3.1-8b", "llama-3.1-70b"}) {
        TransformerModel model = presetCopy(name);
        const qint64 L = model.layers, h = model.hidden, a = model.heads, kv = model.kvHeads, f = model.ffn,
                     V = model.vocabulary;
        const qint64 expected = L * (h * (h + 2 * kv * h / a) + h * h + 3 * h * f + 2 * h) + 2 * V * h + h;
        QCOMPARE(model.parameterCount().value(), expected);
        model.tiedEmbeddings = true;
        QCOMPARE(model.parameterCount().value(), expected - V * h);
        model.learnedPositions = true;
        QCOMPARE(model.parameterCount().value(), expected - V * h + model.sequenceLength * h);
    }
}

void TestTransformerModel::presetLookup()
{
    QVERIFY(TransformerModel::preset(u"gpt3-175b"_s));
    QCOMPARE(TransformerModel::preset(u"gpt3-175b"_s)->label, u"GPT-3 175B"_s);
    QVERIFY(!TransformerModel::preset(u"GPT3-175B"_s));
    QVERIFY(!TransformerModel::preset(u"custom"_s));
    QCOMPARE(TransformerModel::presetNameList(),
             u"gpt2-small, gpt2-medium, gpt2-large, gpt2-xl, gpt3-175b, llama-3.1-8b, llama-3.1-70b, llama-3.1-405b, "
             "tinyllama-1.1b, mistral-7b, qwen2.5-7b, mixtral-8x7b, qwen1.5-moe-a2.7b"_s);
}

void TestTransformerModel::badInput_data()
{
    QTest::addColumn<TransformerModel>("model");
    QTest::addColumn<QString>("message");
    const TransformerModel base = presetCopy("gpt2-small");
    const auto with = [&base](auto change) {
        TransformerModel model = base;
        change(model);
        return model;
    };
    QTest::newRow("no layers") << with([](TransformerModel &m) { m.layers = 0; })
                               << u"layers must be between 1 and 1,000,000 (got 0)"_s;
    QTest::newRow("too many layers") << with([](TransformerModel &m) { m.layers = 1'000'001; })
                                     << u"layers must be between 1 and 1,000,000 (got 1,000,001)"_s;
    QTest::newRow("zero hidden") << with([](TransformerModel &m) { m.hidden = 0; })
                                 << u"hidden size must be at least 1 (got 0)"_s;
    QTest::newRow("negative heads") << with([](TransformerModel &m) { m.heads = -12; })
                                    << u"heads must be at least 1 (got -12)"_s;
    QTest::newRow("zero kv heads") << with([](TransformerModel &m) { m.kvHeads = 0; })
                                   << u"kv heads must be at least 1 (got 0)"_s;
    QTest::newRow("zero MLP") << with([](TransformerModel &m) { m.ffn = 0; })
                              << u"MLP width must be at least 1 (got 0)"_s;
    QTest::newRow("zero vocabulary") << with([](TransformerModel &m) { m.vocabulary = 0; })
                                     << u"vocabulary must be at least 1 (got 0)"_s;
    QTest::newRow("zero sequence") << with([](TransformerModel &m) { m.sequenceLength = 0; })
                                   << u"sequence length must be at least 1 (got 0)"_s;
    QTest::newRow("heads not dividing hidden")
        << with([](TransformerModel &m) { m.heads = 7; }) << u"heads (7) must divide the hidden size (768)"_s;
    QTest::newRow("kv heads not dividing heads")
        << with([](TransformerModel &m) { m.kvHeads = 5; }) << u"kv heads (5) must divide the heads (12)"_s;
    QTest::newRow("experts in a GPT block") << with([](TransformerModel &m) {
        m.experts = 8;
        m.expertsPerToken = 2;
    }) << u"a mixture of experts needs SwiGLU blocks"_s;
    QTest::newRow("more experts per token than experts") << with([](TransformerModel &m) {
        m.mlp = MlpKind::SwiGlu;
        m.experts = 4;
        m.expertsPerToken = 5;
    }) << u"the experts per token must be between 1 and the experts (4; got 5)"_s;
    QTest::newRow("a shared expert without experts")
        << with([](TransformerModel &m) { m.sharedExpertFfn = 64; })
        << u"experts per token and a shared expert need experts"_s;
    QTest::newRow("parameters beyond 64 bits") << with([](TransformerModel &m) {
        m.hidden = 3'000'000'000;
        m.heads = 1;
        m.kvHeads = 1;
    }) << u"the parameter count exceeds 64 bits"_s;
}

void TestTransformerModel::badInput()
{
    QFETCH(TransformerModel, model);
    QFETCH(QString, message);
    QCOMPARE(model.validationError(), message);
}

// The numbers a message quotes are in the reader's digits and grouping (language-2 B-15): Bengali digits with lakh
// grouping beside the Bengali spin boxes, not Latin ones.
void TestTransformerModel::messagesUseTheLocalesDigits()
{
    TransformerModel model = presetCopy("gpt2-small");
    model.layers = 1'000'001;
    const QLocale before;
    QLocale::setDefault(QLocale(u"bn"_s));
    const QString message = model.validationError();
    QLocale::setDefault(before);
    QCOMPARE(message, u"layers must be between 1 and ১০,০০,০০০ (got ১০,০০,০০১)"_s); // no translator loaded
}

QTEST_GUILESS_MAIN(TestTransformerModel)
#include "tst_transformermodel.moc"
