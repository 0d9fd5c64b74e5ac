// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/transformermodel.h"

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

TransformerModel llama(const QString &name, const QString &label, qint64 layers, qint64 hidden, qint64 heads,
                       qint64 ffn)
{
    TransformerModel model;
    model.name = name;
    model.label = label;
    model.layers = layers;
    model.hidden = hidden;
    model.heads = heads;
    model.kvHeads = 8;
    model.ffn = ffn;
    model.mlp = MlpKind::SwiGlu;
    model.vocabulary = 128256;
    model.tiedEmbeddings = false;
    model.learnedPositions = false; // rotary position embeddings (RoPE)
    model.sequenceLength = 8192;    // the pre-training length; the context is extended to 128K afterwards
    return model;
}

} // namespace

// Configurations as published: GPT-2 (Radford et al. 2019, the released config.json files), GPT-3 175B (Brown et al.
// 2020, Table 2.1), Llama-3.1 (Meta's config.json: hidden_size, num_hidden_layers, num_attention_heads,
// num_key_value_heads, intermediate_size, vocab_size).
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
        return tr("layers must be between 1 and %1 (got %2)").arg(MaxLayers).arg(layers);
    const struct
    {
        const char *what;
        qint64 value;
    } sizes[] = {{QT_TR_NOOP("hidden size"), hidden},    {QT_TR_NOOP("heads"), heads},
                 {QT_TR_NOOP("kv heads"), kvHeads},      {QT_TR_NOOP("MLP width"), ffn},
                 {QT_TR_NOOP("vocabulary"), vocabulary}, {QT_TR_NOOP("sequence length"), sequenceLength}};
    for (const auto &size : sizes) {
        if (size.value < 1)
            return tr("%1 must be at least 1 (got %2)").arg(tr(size.what)).arg(size.value);
    }
    if (hidden % heads != 0)
        return tr("heads (%1) must divide the hidden size (%2)").arg(heads).arg(hidden);
    if (heads % kvHeads != 0)
        return tr("kv heads (%1) must divide the heads (%2)").arg(kvHeads).arg(heads);
    if (!parameterCount().isValid())
        return tr("the parameter count exceeds 64 bits");
    return {};
}

CheckedInt TransformerModel::parametersPerBlock() const
{
    const CheckedInt h = hidden;
    const CheckedInt kv = kvDimension();
    const CheckedInt f = ffn;
    const CheckedInt projections = h * (h + kv * 2) + h * h; // Q, K, V and the output projection
    if (mlp == MlpKind::SwiGlu)
        return projections + h * f * 3 + h * 2; // gate, up, down; two RMSNorm weights
    // Biases of Q, K, V and the output; MLP up (h·f + f) and down (f·h + h); two LayerNorms (weight and bias).
    return projections + h * 2 + kv * 2 + h * f * 2 + f + h + h * 4;
}

CheckedInt TransformerModel::parameterCount() const
{
    const CheckedInt h = hidden;
    const CheckedInt finalNorm = mlp == MlpKind::SwiGlu ? h : h * 2;
    const CheckedInt embeddings = CheckedInt(vocabulary) * h * (tiedEmbeddings ? 1 : 2);
    const CheckedInt positions = learnedPositions ? CheckedInt(sequenceLength) * h : CheckedInt(0);
    return parametersPerBlock() * layers + finalNorm + embeddings + positions;
}
