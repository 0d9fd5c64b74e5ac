// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/transformermodel.h"

#include <QLocale>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

TransformerModel gpt(const QString &name, const QString &label, qint64 layers, qint64 hidden, qint64 heads,
                     qint64 sequenceLength)
{
    TransformerModel model;
    model.name = name;
    model.label = label;
    model.layers = layers;
    model.hidden = hidden;
    model.heads = heads;
    model.kvHeads = heads;
    model.ffn = 4 * hidden;
    model.mlp = MlpKind::Gelu;
    model.vocabulary = 50257; // GPT-2's byte-level BPE, also GPT-3's
    model.tiedEmbeddings = true;
    model.learnedPositions = true;
    model.sequenceLength = sequenceLength;
    return model;
}

// A Llama-family block (RMSNorm, rotary positions, SwiGLU, no biases unless qkvBias) as its config.json gives it.
struct SwiGluConfig
{
    qint64 layers, hidden, heads, kvHeads, ffn, vocabulary, sequenceLength;
    bool tied = false;
    bool qkvBias = false;
    qint64 experts = 0, expertsPerToken = 0, sharedExpertFfn = 0;
};

TransformerModel swiGlu(const QString &name, const QString &label, const SwiGluConfig &config)
{
    TransformerModel model;
    model.name = name;
    model.label = label;
    model.layers = config.layers;
    model.hidden = config.hidden;
    model.heads = config.heads;
    model.kvHeads = config.kvHeads;
    model.ffn = config.ffn;
    model.mlp = MlpKind::SwiGlu;
    model.vocabulary = config.vocabulary;
    model.tiedEmbeddings = config.tied;
    model.learnedPositions = false; // rotary position embeddings (RoPE)
    model.sequenceLength = config.sequenceLength;
    model.qkvBias = config.qkvBias;
    model.experts = config.experts;
    model.expertsPerToken = config.expertsPerToken;
    model.sharedExpertFfn = config.sharedExpertFfn;
    model.renormalizeTopK = config.sharedExpertFfn == 0; // Qwen1.5-MoE's norm_topk_prob is false
    return model;
}

// Llama-3.1: 8 kv heads, a 128,256-token vocabulary, trained at 8,192 tokens before the context is extended to 128K.
TransformerModel llama(const QString &name, const QString &label, qint64 layers, qint64 hidden, qint64 heads,
                       qint64 ffn)
{
    return swiGlu(name, label, {layers, hidden, heads, 8, ffn, 128256, 8192});
}

} // namespace

// Configurations as published: GPT-2 (Radford et al. 2019, the released config.json files), GPT-3 175B (Brown et al.
// 2020, Table 2.1), and the config.json files of the rest (hidden_size, num_hidden_layers, num_attention_heads,
// num_key_value_heads, intermediate_size, vocab_size, tie_word_embeddings; the experts' fields; tests/data/configs has
// each file). Rotary models start at their context or 8,192 tokens, whichever is less (ModelConfig's rule; Llama-3.1
// is pre-trained at 8,192 before its context is extended to 128K).
const QList<TransformerModel> &TransformerModel::presets()
{
    static const QList<TransformerModel> table = {
        gpt(u"gpt2-small"_s, u"GPT-2 small"_s, 12, 768, 12, 1024),
        gpt(u"gpt2-medium"_s, u"GPT-2 medium"_s, 24, 1024, 16, 1024),
        gpt(u"gpt2-large"_s, u"GPT-2 large"_s, 36, 1280, 20, 1024),
        gpt(u"gpt2-xl"_s, u"GPT-2 XL"_s, 48, 1600, 25, 1024),
        gpt(u"gpt3-175b"_s, u"GPT-3 175B"_s, 96, 12288, 96, 2048),
        llama(u"llama-3.1-8b"_s, u"Llama-3.1-8B"_s, 32, 4096, 32, 14336),
        llama(u"llama-3.1-70b"_s, u"Llama-3.1-70B"_s, 80, 8192, 64, 28672),
        llama(u"llama-3.1-405b"_s, u"Llama-3.1-405B"_s, 126, 16384, 128, 53248),
        swiGlu(u"tinyllama-1.1b"_s, u"TinyLlama-1.1B"_s, {22, 2048, 32, 4, 5632, 32000, 2048}),
        swiGlu(u"mistral-7b"_s, u"Mistral-7B-v0.1"_s, {32, 4096, 32, 8, 14336, 32000, 8192}),
        swiGlu(u"qwen2.5-7b"_s, u"Qwen2.5-7B"_s, {28, 3584, 28, 4, 18944, 152064, 8192, false, true}),
        swiGlu(u"mixtral-8x7b"_s, u"Mixtral-8x7B"_s, {32, 4096, 32, 8, 14336, 32000, 8192, false, false, 8, 2}),
        swiGlu(u"qwen1.5-moe-a2.7b"_s, u"Qwen1.5-MoE-A2.7B"_s,
               {24, 2048, 16, 16, 1408, 151936, 8192, false, true, 60, 4, 5632}),
    };
    return table;
}

const TransformerModel *TransformerModel::preset(QStringView name)
{
    for (const TransformerModel &model : presets()) {
        if (model.name == name)
            return &model;
    }
    return nullptr;
}

QString TransformerModel::presetNameList()
{
    QStringList names;
    for (const TransformerModel &model : presets())
        names.append(model.name);
    return names.join(u", "_s);
}

QString TransformerModel::validationError() const
{
    if (layers < 1 || layers > MaxLayers)
        return tr("layers must be between 1 and %1 (got %2)")
            .arg(QLocale().toString(MaxLayers), QLocale().toString(layers));
    const struct
    {
        const char *what;
        qint64 value;
    } sizes[] = {{QT_TR_NOOP("hidden size"), hidden},    {QT_TR_NOOP("heads"), heads},
                 {QT_TR_NOOP("kv heads"), kvHeads},      {QT_TR_NOOP("MLP width"), ffn},
                 {QT_TR_NOOP("vocabulary"), vocabulary}, {QT_TR_NOOP("sequence length"), sequenceLength}};
    for (const auto &size : sizes) {
        if (size.value < 1)
            return tr("%1 must be at least 1 (got %2)").arg(tr(size.what), QLocale().toString(size.value));
    }
    if (headDim < 0)
        return tr("the head size must be at least 1 (got %1)").arg(QLocale().toString(headDim));
    if (headDim == 0 && hidden % heads != 0)
        return tr("heads (%1) must divide the hidden size (%2)")
            .arg(QLocale().toString(heads), QLocale().toString(hidden));
    if (heads % kvHeads != 0)
        return tr("kv heads (%1) must divide the heads (%2)")
            .arg(QLocale().toString(kvHeads), QLocale().toString(heads));
    if (experts < 0 || sharedExpertFfn < 0)
        return tr("the experts and the shared expert's width must not be negative");
    if (experts > 0 && mlp != MlpKind::SwiGlu)
        return tr("a mixture of experts needs SwiGLU blocks");
    if (experts > 0 && (expertsPerToken < 1 || expertsPerToken > experts))
        return tr("the experts per token must be between 1 and the experts (%1; got %2)")
            .arg(QLocale().toString(experts), QLocale().toString(expertsPerToken));
    if (experts == 0 && (expertsPerToken != 0 || sharedExpertFfn != 0))
        return tr("experts per token and a shared expert need experts");
    if (!parameterCount().isValid())
        return tr("the parameter count exceeds 64 bits");
    return {};
}

CheckedInt TransformerModel::parametersPerBlock() const
{
    const CheckedInt h = hidden;
    const CheckedInt kv = kvDimension();
    const CheckedInt width = attentionWidth();
    const CheckedInt f = ffn;
    const CheckedInt projections = h * (width + kv * 2) + width * h; // Q, K, V and the output projection
    const CheckedInt qkvBiases = width + kv * 2;
    if (mlp == MlpKind::SwiGlu) {
        CheckedInt mlpParameters = h * f * 3; // gate, up, down
        if (experts > 0) {
            mlpParameters = mlpParameters * experts + h * experts; // the experts and the router
            if (sharedExpertFfn > 0)
                mlpParameters = mlpParameters + h * sharedExpertFfn * 3 + h; // the shared expert and its gate
        }
        return projections + (qkvBias ? qkvBiases : CheckedInt(0)) + mlpParameters + h * 2; // two RMSNorm weights
    }
    // Biases of Q, K, V and the output; MLP up (h·f + f) and down (f·h + h); two LayerNorms (weight and bias).
    return projections + qkvBiases + h + h * f * 2 + f + h + h * 4;
}

CheckedInt TransformerModel::embeddingParameters() const
{
    const CheckedInt tokens = CheckedInt(vocabulary) * hidden;
    return learnedPositions ? tokens + CheckedInt(sequenceLength) * hidden : tokens;
}

CheckedInt TransformerModel::headParameters() const
{
    const CheckedInt finalNorm = mlp == MlpKind::SwiGlu ? CheckedInt(hidden) : CheckedInt(hidden) * 2;
    return tiedEmbeddings ? finalNorm : finalNorm + CheckedInt(vocabulary) * hidden;
}

CheckedInt TransformerModel::parameterCount() const
{
    return parametersPerBlock() * layers + embeddingParameters() + headParameters();
}
