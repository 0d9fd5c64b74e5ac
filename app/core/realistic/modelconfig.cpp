// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/modelconfig.h"

#include "core/io/jsonsource.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace {

const QStringList &llamaFamily()
{
    static const QStringList types = {u"llama"_s, u"mistral"_s, u"qwen2"_s, u"mixtral"_s, u"qwen2_moe"_s};
    return types;
}

// What one config's fields make of a model, with the notes of every default it took.
class ConfigReader
{
public:
    ConfigReader(JsonCursor root, QString sourceName)
        : m_root(std::move(root))
        , m_sourceName(std::move(sourceName))
    {}

    ModelConfig::Loaded read()
    {
        const QString type = m_root[u"model_type"_s].string();
        m_loaded.model.name = u"config"_s;
        m_loaded.model.label = label();
        if (type == "gpt2"_L1)
            readGpt2();
        else if (llamaFamily().contains(type))
            readLlamaFamily(type);
        else
            m_root[u"model_type"_s].fail(
                ModelConfig::tr("\"%1\" is not a model type this app models (%2)").arg(type, ModelConfig::supportedTypes()));
        const QString error = m_loaded.model.validationError();
        if (!error.isEmpty())
            m_root.fail(error);
        return m_loaded;
    }

private:
    qint64 size(const QString &key) const { return m_root[key].integer(1); }

    qint64 optionalSize(const QString &key, qint64 fallback, const QString &note)
    {
        const std::optional<JsonCursor> field = m_root.find(key);
        if (field && !field->isNull())
            return field->integer(1);
        if (!note.isEmpty())
            m_loaded.notes.append(note);
        return fallback;
    }

    bool flag(const QString &key, bool fallback, const QString &note)
    {
        const std::optional<JsonCursor> field = m_root.find(key);
        if (!field || field->isNull()) {
            if (!note.isEmpty())
                m_loaded.notes.append(note);
            return fallback;
        }
        if (!field->value().isBool())
            field->fail(ModelConfig::tr("expected true or false, found %1").arg(JsonCursor::typeName(field->value())));
        return field->value().toBool();
    }

    // A feature the block model does not have must be absent or off.
    void refuse(const QString &key, const QString &what)
    {
        if (flag(key, false, {}))
            m_root[key].fail(ModelConfig::tr("%1 is not modelled").arg(what));
    }

    QString label() const
    {
        if (const std::optional<JsonCursor> name = m_root.find(u"_name_or_path"_s); name && name->value().isString()) {
            const QString path = name->value().toString().trimmed();
            if (!path.isEmpty())
                return path.section(u'/', -1, -1, QString::SectionSkipEmpty);
        }
        const QFileInfo file(m_sourceName);
        const QString folder = QFileInfo(file.absolutePath()).fileName();
        if (file.fileName() == "config.json"_L1 && !folder.isEmpty())
            return folder; // a model's folder, as downloaded from the Hub
        return file.completeBaseName();
    }

    void readGpt2()
    {
        TransformerModel &model = m_loaded.model;
        model.mlp = MlpKind::Gelu;
        model.hidden = size(u"n_embd"_s);
        model.layers = size(u"n_layer"_s);
        model.heads = size(u"n_head"_s);
        model.kvHeads = model.heads;
        model.vocabulary = size(u"vocab_size"_s);
        model.sequenceLength = size(u"n_positions"_s);
        model.ffn = optionalSize(u"n_inner"_s, 4 * model.hidden, {});
        model.tiedEmbeddings = true; // GPT2LMHeadModel always ties lm_head to wte
        model.learnedPositions = true;
        const QString activation = m_root.find(u"activation_function"_s) ? m_root[u"activation_function"_s].string()
                                                                          : u"gelu_new"_s;
        if (!activation.startsWith("gelu"_L1))
            m_root[u"activation_function"_s].fail(
                ModelConfig::tr("\"%1\" is not modelled; a GPT-2 block uses GELU").arg(activation));
    }

    void readLlamaFamily(const QString &type)
    {
        TransformerModel &model = m_loaded.model;
        model.mlp = MlpKind::SwiGlu;
        model.learnedPositions = false;
        model.hidden = size(u"hidden_size"_s);
        model.layers = size(u"num_hidden_layers"_s);
        model.heads = size(u"num_attention_heads"_s);
        model.kvHeads = optionalSize(u"num_key_value_heads"_s, model.heads,
                                     ModelConfig::tr("num_key_value_heads is absent: every head has its own keys and "
                                                     "values, as in Hugging Face's default."));
        model.vocabulary = size(u"vocab_size"_s);
        model.headDim = optionalSize(u"head_dim"_s, 0, {});
        if (model.headDim * model.heads == model.hidden)
            model.headDim = 0; // the usual h/a, stated or not
        model.tiedEmbeddings = flag(u"tie_word_embeddings"_s, false,
                                    ModelConfig::tr("tie_word_embeddings is absent: the output head is a separate "
                                                    "matrix, as in Hugging Face's default for %1.")
                                        .arg(type));
        const QString activation = m_root.find(u"hidden_act"_s) ? m_root[u"hidden_act"_s].string() : u"silu"_s;
        if (activation != "silu"_L1)
            m_root[u"hidden_act"_s].fail(ModelConfig::tr("\"%1\" is not modelled; the block's MLP is SwiGLU (silu)")
                                             .arg(activation));
        refuse(u"attention_bias"_s, ModelConfig::tr("a bias on every attention projection"));
        refuse(u"mlp_bias"_s, ModelConfig::tr("a bias on the MLP"));
        model.qkvBias = type.startsWith("qwen2"_L1); // Qwen2's q, k and v projections have biases
        if (type == "mixtral"_L1) {
            model.ffn = size(u"intermediate_size"_s);
            model.experts = size(u"num_local_experts"_s);
            model.expertsPerToken = size(u"num_experts_per_tok"_s);
        } else if (type == "qwen2_moe"_L1) {
            model.ffn = size(u"moe_intermediate_size"_s);
            model.experts = size(u"num_experts"_s);
            model.expertsPerToken = size(u"num_experts_per_tok"_s);
            const std::optional<JsonCursor> shared = m_root.find(u"shared_expert_intermediate_size"_s);
            model.sharedExpertFfn = shared && !shared->isNull() ? shared->integer(0) : 0;
            model.renormalizeTopK = flag(u"norm_topk_prob"_s, false, {});
            if (m_root.find(u"decoder_sparse_step"_s) && m_root[u"decoder_sparse_step"_s].integer(1) != 1)
                m_root[u"decoder_sparse_step"_s].fail(ModelConfig::tr(
                    "only configs in which every layer is a mixture of experts (value 1) are modelled"));
            if (const std::optional<JsonCursor> dense = m_root.find(u"mlp_only_layers"_s);
                dense && !dense->isNull() && !dense->array().isEmpty())
                dense->fail(ModelConfig::tr("dense layers between the expert layers are not modelled"));
        } else {
            model.ffn = size(u"intermediate_size"_s);
        }
        const qint64 context = optionalSize(u"max_position_embeddings"_s, 4096,
                                            ModelConfig::tr("max_position_embeddings is absent: the sequence length "
                                                            "starts at 4,096."));
        model.sequenceLength = qMin(context, ModelConfig::RotarySequenceCap);
        if (context > ModelConfig::RotarySequenceCap)
            m_loaded.notes.append(ModelConfig::tr("The sequence length starts at %L1, not the %L2 positions the "
                                                  "config allows; set it in the training setup.")
                                      .arg(ModelConfig::RotarySequenceCap)
                                      .arg(context));
    }

    JsonCursor m_root;
    QString m_sourceName;
    ModelConfig::Loaded m_loaded;
};

} // namespace

Expected<ModelConfig::Loaded> ModelConfig::parse(const QByteArray &json, const QString &sourceName)
{
    return JsonSource::parseWith<Loaded>(JsonSource::parse(json, sourceName), sourceName,
                                         [&](const JsonCursor &root) { return ConfigReader(root, sourceName).read(); });
}

Expected<ModelConfig::Loaded> ModelConfig::read(const QString &path)
{
    return JsonSource::parseWith<Loaded>(JsonSource::readFile(path, MaxFileBytes), path, [&](const JsonCursor &root) {
        return ConfigReader(root, path).read();
    });
}

QString ModelConfig::supportedTypes()
{
    return (QStringList{u"gpt2"_s} + llamaFamily()).join(u", "_s);
}

bool ModelConfig::looksLikeConfig(const QString &path)
{
    const Expected<QJsonObject> object = JsonSource::readFile(path, FileBytes::Limits{MaxFileBytes, {}});
    return object && object->contains("model_type"_L1);
}
