// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/checkedint.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

// The MLP of a transformer block, and with it the block's family. Gelu: the GPT-2/GPT-3 block (LayerNorm with a bias,
// a bias on every linear layer, an MLP h → f → h with GELU, f = 4h in the presets). SwiGlu: the Llama block (RMSNorm,
// no biases, a gated MLP with three h × f matrices).
enum class MlpKind : quint8 { Gelu, SwiGlu };

// A decoder-only transformer as the realistic mode sees it: L blocks of hidden size h with a attention heads of size d
// (h/a unless a config gives head_dim; kv grouped-query heads, kv = a for plain multi-head attention), an MLP of width
// f, a vocabulary of V tokens, input and output embeddings tied or not, learned position embeddings (a table of
// `sequenceLength` rows) or rotary ones (no parameters), and the sequence length the model is trained at (the training
// setup may choose another one; with learned positions it may not exceed the table). A SwiGLU block may instead carry a
// mixture of experts (Mixtral, Qwen2-MoE): E experts of width f, each token routed to k of them, and optionally a
// shared expert of its own width gated per token. presets() is the one table of real models (SPEC §3);
// ModelConfig reads the same fields from a Hugging Face config.json.
struct TransformerModel
{
    Q_DECLARE_TR_FUNCTIONS(TransformerModel)
public:
    static constexpr qint64 MaxLayers = 1'000'000; // the simulator's chain limit

    QString name;  // "llama-3.1-8b": the command line's --model value; "custom" for a model built field by field
    QString label; // "Llama-3.1-8B": how the app shows it (a proper name, not translated)
    qint64 layers = 12;
    qint64 hidden = 768;
    qint64 heads = 12;
    qint64 kvHeads = 12;
    qint64 ffn = 3072;
    MlpKind mlp = MlpKind::Gelu;
    qint64 vocabulary = 50257;
    bool tiedEmbeddings = true;
    bool learnedPositions = true;
    qint64 sequenceLength = 1024;
    qint64 headDim = 0;   // 0: h/a; else a config's head_dim (a·d need not equal h)
    bool qkvBias = false; // Qwen2: q, k and v have biases (SwiGLU blocks; GELU blocks have every bias anyway)
    // Mixture of experts (SwiGLU only): 0 for a dense MLP; else E experts of width `ffn`, `expertsPerToken` (k) of them
    // per token, a router h × E, and a shared expert of width `sharedExpertFfn` (0: none) with a sigmoid gate h × 1.
    qint64 experts = 0;
    qint64 expertsPerToken = 0;
    qint64 sharedExpertFfn = 0;
    bool renormalizeTopK = true; // Mixtral divides the k routing weights by their sum; Qwen2-MoE's norm_topk_prob

    // GPT-2 small, medium, large, XL; GPT-3 175B; TinyLlama-1.1B; Llama-3.1-8B, -70B and -405B; Mistral-7B;
    // Qwen2.5-7B; Mixtral-8x7B; Qwen1.5-MoE-A2.7B, in that order.
    static const QList<TransformerModel> &presets();
    // nullptr for a name no preset has (names are case-sensitive).
    static const TransformerModel *preset(QStringView name);
    // "gpt2-small, gpt2-medium, …": for help texts and messages.
    static QString presetNameList();

    // Empty when every field is in range and the shapes fit together, else one line naming the first problem.
    QString validationError() const;

    friend bool operator==(const TransformerModel &, const TransformerModel &) = default;

    // Exact parameter count (SPEC §3): per block attention h(ad + 2·kv·d) + ad·h (+ its biases h + ad + 2·kv·d for
    // Gelu, ad + 2·kv·d with qkvBias), MLP 2hf + f + h (Gelu) or 3hf (SwiGlu; with experts E·3hf + hE, plus a shared
    // expert's 3h·f_s + h), norms 4h (two LayerNorms) or 2h (two RMSNorms); then the final norm 2h or h, the token
    // embeddings Vh (2Vh untied) and learned positions sh. GPT-2 small 124,439,808; Llama-3.1-8B 8,030,261,248;
    // Mixtral-8x7B 46,702,792,704. No value (isValid() false) beyond 64 bits; expects a model without
    // validationError().
    CheckedInt parameterCount() const;
    CheckedInt parametersPerBlock() const;
    qint64 headSize() const { return headDim > 0 ? headDim : hidden / heads; }
    qint64 kvDimension() const { return kvHeads * headSize(); }
    qint64 attentionWidth() const { return heads * headSize(); } // a·d: h unless head_dim says otherwise
    bool isMixtureOfExperts() const { return experts > 0; }
    // The parameters outside the blocks: the first pipeline stage's (token and position embeddings) and the last
    // stage's (the final norm and, untied, the output head).
    CheckedInt embeddingParameters() const;
    CheckedInt headParameters() const;
};
