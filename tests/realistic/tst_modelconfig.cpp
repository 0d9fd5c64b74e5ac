// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/modelconfig.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString configPath(const QString &name)
{
    return QStringLiteral(CQ_SOURCE_DIR "/tests/data/configs/") + name + u".json"_s;
}

// Every field the block model and the parameter count use.
void compareModels(const TransformerModel &actual, const TransformerModel &expected)
{
    QCOMPARE(actual.layers, expected.layers);
    QCOMPARE(actual.hidden, expected.hidden);
    QCOMPARE(actual.heads, expected.heads);
    QCOMPARE(actual.kvHeads, expected.kvHeads);
    QCOMPARE(actual.headSize(), expected.headSize());
    QCOMPARE(actual.ffn, expected.ffn);
    QCOMPARE(int(actual.mlp), int(expected.mlp));
    QCOMPARE(actual.vocabulary, expected.vocabulary);
    QCOMPARE(actual.tiedEmbeddings, expected.tiedEmbeddings);
    QCOMPARE(actual.learnedPositions, expected.learnedPositions);
    QCOMPARE(actual.sequenceLength, expected.sequenceLength);
    QCOMPARE(actual.qkvBias, expected.qkvBias);
    QCOMPARE(actual.experts, expected.experts);
    QCOMPARE(actual.expertsPerToken, expected.expertsPerToken);
    QCOMPARE(actual.sharedExpertFfn, expected.sharedExpertFfn);
    QCOMPARE(actual.renormalizeTopK, expected.renormalizeTopK);
}

} // namespace

class TestModelConfig final : public QObject
{
    Q_OBJECT
private slots:
    void presetsFromTheirConfigs_data();
    void presetsFromTheirConfigs();
    void notesSayWhatWasAssumed();
    void headDimAndTies();
    void malformed_data();
    void malformed();
    void unreadableFile();
};

void TestModelConfig::presetsFromTheirConfigs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<QString>("label");
    QTest::newRow("GPT-2") << u"gpt2"_s << u"gpt2-small"_s << Q_INT64_C(124'439'808) << u"gpt2"_s;
    QTest::newRow("TinyLlama") << u"tinyllama-1.1b"_s << u"tinyllama-1.1b"_s << Q_INT64_C(1'100'048'384)
                               << u"TinyLlama-1.1B-Chat-v1.0"_s;
    QTest::newRow("Llama-3.1-8B") << u"llama-3.1-8b"_s << u"llama-3.1-8b"_s << Q_INT64_C(8'030'261'248)
                                  << u"llama-3.1-8b"_s;
    QTest::newRow("Llama-3.1-405B") << u"llama-3.1-405b"_s << u"llama-3.1-405b"_s << Q_INT64_C(405'853'388'800)
                                    << u"llama-3.1-405b"_s;
    QTest::newRow("Mistral-7B") << u"mistral-7b"_s << u"mistral-7b"_s << Q_INT64_C(7'241'732'096) << u"mistral-7b"_s;
    QTest::newRow("Qwen2.5-7B") << u"qwen2.5-7b"_s << u"qwen2.5-7b"_s << Q_INT64_C(7'615'616'512) << u"qwen2.5-7b"_s;
    QTest::newRow("Mixtral-8x7B") << u"mixtral-8x7b"_s << u"mixtral-8x7b"_s << Q_INT64_C(46'702'792'704)
                                  << u"mixtral-8x7b"_s;
    QTest::newRow("Qwen1.5-MoE-A2.7B") << u"qwen1.5-moe-a2.7b"_s << u"qwen1.5-moe-a2.7b"_s
                                       << Q_INT64_C(14'315'784'192) << u"qwen1.5-moe-a2.7b"_s;
}

// Each preset's published config.json gives the preset, field by field, and its exact parameter count.
void TestModelConfig::presetsFromTheirConfigs()
{
    QFETCH(QString, file);
    QFETCH(QString, preset);
    QFETCH(qint64, parameters);
    QFETCH(QString, label);
    const Expected<ModelConfig::Loaded> loaded = ModelConfig::read(configPath(file));
    QVERIFY2(loaded, qPrintable(loaded.error()));
    compareModels(loaded->model, *TransformerModel::preset(preset));
    QCOMPARE(loaded->model.parameterCount().value(), parameters);
    QCOMPARE(loaded->model.name, u"config"_s);
    QCOMPARE(loaded->model.label, label);
}

void TestModelConfig::notesSayWhatWasAssumed()
{
    const Expected<ModelConfig::Loaded> llama = ModelConfig::read(configPath(u"llama-3.1-8b"_s));
    QVERIFY(llama);
    QCOMPARE(llama->notes, QStringList{u"The sequence length starts at 8,192, not the 131,072 positions the config "
                                       "allows; set it in the training setup."_s});
    const Expected<ModelConfig::Loaded> bare = ModelConfig::parse(
        R"({"model_type": "llama", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
            "intermediate_size": 128, "vocab_size": 100})",
        u"bare.json"_s);
    QVERIFY2(bare, qPrintable(bare.error()));
    QCOMPARE(bare->model.kvHeads, 4);
    QCOMPARE(bare->model.sequenceLength, 4096);
    QCOMPARE(bare->model.label, u"bare"_s);
    QCOMPARE(bare->notes.size(), 3);
    QVERIFY(bare->notes.at(0).startsWith("num_key_value_heads is absent"_L1));
    QVERIFY(bare->notes.at(1).startsWith("tie_word_embeddings is absent"_L1));
    QVERIFY(bare->notes.at(2).startsWith("max_position_embeddings is absent"_L1));
}

// A head_dim other than h/a changes the projections; tied embeddings drop the output head.
void TestModelConfig::headDimAndTies()
{
    const Expected<ModelConfig::Loaded> loaded = ModelConfig::parse(
        R"({"model_type": "mistral", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
            "num_key_value_heads": 2, "head_dim": 32, "intermediate_size": 128, "vocab_size": 100,
            "tie_word_embeddings": true, "max_position_embeddings": 512})",
        u"small/config.json"_s);
    QVERIFY2(loaded, qPrintable(loaded->model.validationError()));
    const TransformerModel &model = loaded->model;
    QCOMPARE(model.headSize(), 32);
    QCOMPARE(model.attentionWidth(), 128);
    QCOMPARE(model.label, u"small"_s);
    // q 64·128, k and v 64·64 each, o 128·64; MLP 3·64·128; two norms; final norm; tied embeddings 100·64.
    const qint64 h = 64;
    const qint64 block = h * 128 + 2 * h * 64 + 128 * h + 3 * h * 128 + 2 * h;
    QCOMPARE(model.parameterCount().value(), 2 * block + h + 100 * h);
}

void TestModelConfig::malformed_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray llama = R"("hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
                                "intermediate_size": 128, "vocab_size": 100)";
    QTest::newRow("not JSON") << QByteArray("{\"model_type\": ") << u"c.json: 1:16: "_s;
    QTest::newRow("no model_type") << QByteArray("{}") << u"c.json: $: missing \"model_type\""_s;
    QTest::newRow("unknown model_type")
        << QByteArray(R"({"model_type": "bert"})")
        << u"c.json: $.model_type: \"bert\" is not a model type this app models (gpt2, llama, mistral, qwen2, "
           "mixtral, qwen2_moe)"_s;
    QTest::newRow("missing field") << QByteArray(R"({"model_type": "llama", "hidden_size": 64})")
                                   << u"c.json: $: missing \"num_hidden_layers\""_s;
    QTest::newRow("size as text") << (R"({"model_type": "llama", )" + llama + R"(, "num_key_value_heads": "4"})")
                                  << u"c.json: $.num_key_value_heads: expected a whole number of at least 1, found "
                                     "a string"_s;
    QTest::newRow("fractional size") << QByteArray(R"({"model_type": "gpt2", "n_embd": 76.5})")
                                     << u"c.json: $.n_embd: expected a whole number of at least 1, found 76.5"_s;
    QTest::newRow("gelu llama") << (R"({"model_type": "llama", "hidden_act": "gelu", )" + llama + "}")
                                << u"c.json: $.hidden_act: \"gelu\" is not modelled; the block's MLP is SwiGLU "
                                   "(silu)"_s;
    QTest::newRow("attention bias") << (R"({"model_type": "llama", "attention_bias": true, )" + llama + "}")
                                    << u"c.json: $.attention_bias: a bias on every attention projection is not "
                                       "modelled"_s;
    QTest::newRow("tie as text") << (R"({"model_type": "llama", "tie_word_embeddings": "no", )" + llama + "}")
                                 << u"c.json: $.tie_word_embeddings: expected true or false, found a string"_s;
    QTest::newRow("heads not dividing")
        << (R"({"model_type": "llama", )" + llama + R"(, "num_key_value_heads": 3})")
        << u"c.json: $: kv heads (3) must divide the heads (4)"_s;
    QTest::newRow("more experts per token")
        << QByteArray(R"({"model_type": "mixtral", "hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
                         "intermediate_size": 128, "vocab_size": 100, "num_local_experts": 4,
                         "num_experts_per_tok": 6})")
        << u"c.json: $: the experts per token must be between 1 and the experts (4; got 6)"_s;
    QTest::newRow("dense layers between experts")
        << QByteArray(R"({"model_type": "qwen2_moe", "hidden_size": 64, "num_hidden_layers": 2,
                         "num_attention_heads": 4, "moe_intermediate_size": 32, "vocab_size": 100, "num_experts": 4,
                         "num_experts_per_tok": 2, "decoder_sparse_step": 2})")
        << u"c.json: $.decoder_sparse_step: only configs in which every layer is a mixture of experts (value 1) are modelled"_s;
    QTest::newRow("array root") << QByteArray("[1]") << u"c.json: "_s;
}

// A bad config is refused with one located line; nothing is guessed.
void TestModelConfig::malformed()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const Expected<ModelConfig::Loaded> loaded = ModelConfig::parse(json, u"c.json"_s);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().startsWith(message), qPrintable(loaded.error()));
}

void TestModelConfig::unreadableFile()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"missing.json"_s);
    const Expected<ModelConfig::Loaded> loaded = ModelConfig::read(path);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().startsWith(path), qPrintable(loaded.error()));
}

QTEST_GUILESS_MAIN(TestModelConfig)
#include "tst_modelconfig.moc"
