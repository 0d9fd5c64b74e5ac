// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/realistic/transformermodel.h"

#include <QCoreApplication>
#include <QStringList>

// Reads a Hugging Face config.json into a TransformerModel: GPT-2 (n_embd, n_layer, n_head, n_positions, n_inner, tied
// embeddings), the Llama family (llama, mistral, qwen2: hidden_size, num_hidden_layers, num_attention_heads,
// num_key_value_heads, intermediate_size, vocab_size, tie_word_embeddings, head_dim, Qwen2's q/k/v biases) and
// mixtures of experts (mixtral: num_local_experts, num_experts_per_tok; qwen2_moe: num_experts, moe_intermediate_size,
// shared_expert_intermediate_size). Nothing is guessed silently: an unknown model_type, a missing shape field or a
// feature the block model does not have (a non-SiLU activation, Llama's attention or MLP biases, Qwen2-MoE's dense
// layers) is a located error ("config.json: $.hidden_size: …"), and every default taken from the Hugging Face class
// (num_key_value_heads absent, tie_word_embeddings absent, a sequence length capped for a rotary model) is a note the
// caller shows.
class ModelConfig final
{
    Q_DECLARE_TR_FUNCTIONS(ModelConfig)
public:
    struct Loaded
    {
        TransformerModel model;
        QStringList notes; // the defaults the reader took, one sentence each
    };

    static constexpr qint64 MaxFileBytes = qint64(1) << 20; // real configs are a few KiB
    // Rotary models are trained at this many tokens unless their config allows fewer (max_position_embeddings is the
    // context after extension: 131,072 for Llama-3.1).
    static constexpr qint64 RotarySequenceCap = 8192;

    // `sourceName` names the file in messages; the model's label comes from _name_or_path or, failing that, from it.
    static Expected<Loaded> parse(const QByteArray &json, const QString &sourceName);
    static Expected<Loaded> read(const QString &path);
    // "gpt2, llama, mistral, qwen2, mixtral, qwen2_moe"
    static QString supportedTypes();
    // Whether a file dropped on the window is a model's config (a JSON object with "model_type") rather than a quiz.
    static bool looksLikeConfig(const QString &path);
};
