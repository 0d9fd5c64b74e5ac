// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// BlockGraph::build(): the op list of a GPT, Llama or mixture-of-experts block, op by op. Kept apart from the queries
// on a built graph (what a policy holds, recomputes and costs) in blockgraph.cpp.

#include "core/realistic/blockgraph.h"

#include "core/realistic/checkedint.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <array>

using namespace Qt::StringLiterals;

// Builds the op list of docs/pytorch/measure_blocks.py's reference blocks for one GPU. Shapes: s × b tokens, hidden
// h, head size d = h/a; on one tensor-parallel rank a/t heads, kv/t kv heads and f/t MLP columns; the tensors outside
// the tensor-parallel region (the block input, the norms, the projections' outputs, the residual dropout masks) are
// whole unless sequence parallelism splits their sequence too.
class BlockGraphBuilder
{
public:
    BlockGraphBuilder(const TransformerModel &model, const TrainingSetup &setup)
        : m_model(model)
        , m_setup(setup)
        , m_t(setup.tensorParallel)
        , m_p(setup.bytesPerActivation())
    {
        const qint64 d = model.headSize();
        const qint64 sequence = setup.sequenceParallel ? setup.sequenceLength / m_t : setup.sequenceLength;
        m_rows = CheckedInt(sequence) * setup.microBatch;               // tokens of a replicated tensor
        m_tokens = CheckedInt(setup.sequenceLength) * setup.microBatch; // tokens of a tensor-parallel one
        m_replicated = m_rows * model.hidden;                           // sbh, or sbh/t with SP
        m_heads = model.heads / m_t;
        m_headWidth = m_tokens * (m_heads * d);                           // sbh/t
        m_kvWidth = m_tokens * (model.kvHeads / m_t * d);                 // sb·kv·d/t
        m_mlpWidth = m_tokens * (model.ffn / m_t);                        // sbf/t
        m_scores = CheckedInt(m_heads) * setup.sequenceLength * m_tokens; // a·s²·b/t
        m_dropout = model.mlp == MlpKind::Gelu && setup.dropout > 0;
    }

    Expected<BlockGraph> build()
    {
        m_graph.m_input = tensor(u"x"_s, m_replicated * m_p);
        if (m_model.mlp == MlpKind::Gelu)
            buildGpt();
        else
            buildLlama();
        if (!m_valid)
            return Expected<BlockGraph>::failure(BlockGraph::tr("the activation bytes of one block exceed 64 bits"));
        return m_graph;
    }

private:
    int tensor(const QString &name, CheckedInt bytes)
    {
        m_valid = m_valid && bytes.isValid();
        m_graph.m_tensors.append({name, bytes.isValid() ? bytes.value() : 0});
        return int(m_graph.m_tensors.size()) - 1;
    }

    void op(const QString &name, const QString &aten, BlockRegion region, QList<int> inputs, QList<int> saved,
            QList<int> outputs, CheckedInt flops = 0)
    {
        m_valid = m_valid && flops.isValid();
        m_graph.m_ops.append({name, aten, region, false, std::move(inputs), std::move(saved), std::move(outputs),
                              flops.isValid() ? flops.value() : 0});
    }

    // A projection: x (rows × in) times a weight (in × out/t or in/t × out); saves its input.
    void matmul(const QString &name, const QString &aten, BlockRegion region, int input, int output, qint64 in,
                CheckedInt outputElements)
    {
        op(name, aten, region, {input}, {input}, {output}, outputElements * in * 2);
        m_graph.m_ops.last().matmul = true;
    }

    // A norm's statistics: fp32 per row (LayerNorm's mean and rstd, RMSNorm's rstd).
    CheckedInt statistics(int count) const { return m_rows * (qint64(4) * count); }

    // q, k and v in the (b·heads, s, d) layout of the batched matmuls: the first op of the eager core. Each is a copy
    // unless the tensor is already laid out so (.contiguous() returns it): for Llama's rotated q and k and its v when
    // s = 1 or one head per rank, for GPT's slices of qkv only when s = b = 1. Grouped k and v are first repeated to
    // every head (torchtitan's repeat_kv: a copy).
    std::array<int, 3> perHead(const std::array<int, 3> &inputs, bool alreadyLaidOut, bool repeated)
    {
        const QString names[] = {u"q (per head)"_s, u"k (per head)"_s, u"v (per head)"_s};
        std::array<int, 3> heads = inputs;
        for (int i = 0; i < 3; ++i) {
            if (!alreadyLaidOut || (repeated && i > 0))
                heads[i] = tensor(names[i], m_headWidth * m_p);
        }
        op(u"attn.heads"_s, u"aten.clone.default"_s, BlockRegion::AttentionCore, {inputs[0], inputs[1], inputs[2]}, {},
           {heads[0], heads[1], heads[2]});
        return heads;
    }

    // The eager attention core from q, k, v in per-head layout: scores, softmax, (dropout), attention over values,
    // the heads merged back. Returns the merged output.
    int eagerCore(int qHeads, int kHeads, int vHeads, bool fp32Softmax)
    {
        const auto core = BlockRegion::AttentionCore;
        const qint64 d = m_model.headSize();
        const int scores = tensor(u"scores"_s, m_scores * m_p);
        op(u"attn.scores"_s, u"aten.baddbmm.default"_s, core, {qHeads, kHeads}, {qHeads, kHeads}, {scores},
           m_scores * d * 2);
        int probs = 0;
        if (fp32Softmax) { // Hugging Face's eager softmax: fp32, cast back (a copy only below 32 bits)
            const int probs32 = tensor(u"probs (fp32)"_s, m_scores * 4);
            probs = m_p == 4 ? probs32 : tensor(u"probs"_s, m_scores * m_p);
            op(u"attn.softmax"_s, u"aten._softmax.default"_s, core, {scores}, {probs32}, {probs});
        } else { // Megatron's fused scale-mask-softmax: saves its output
            probs = tensor(u"probs"_s, m_scores * m_p);
            op(u"attn.softmax"_s, u"aten._softmax.default"_s, core, {scores}, {probs}, {probs});
        }
        if (m_dropout) {
            const int mask = tensor(u"attention dropout mask"_s, m_scores);
            const int dropped = tensor(u"dropped probs"_s, m_scores * m_p);
            op(u"attn.dropout"_s, u"aten.native_dropout.default"_s, core, {probs}, {mask}, {dropped});
            probs = dropped;
        }
        const int context = tensor(u"context"_s, m_headWidth * m_p);
        op(u"attn.context"_s, u"aten.bmm.default"_s, core, {probs, vHeads}, {probs, vHeads}, {context},
           m_scores * d * 2);
        // Merging the heads back is a view, not a copy, when there is one head or one token (.contiguous() returns
        // the tensor itself).
        const bool view = m_heads == 1 || m_setup.sequenceLength == 1;
        const int merged = view ? context : tensor(u"merged heads"_s, m_headWidth * m_p);
        op(u"attn.merge"_s, u"aten.clone.default"_s, core, {context}, {}, {merged});
        return merged;
    }

    // FlashAttention's kernel: saves q, k, v (as given), its output, the fp32 log-sum-exp and, with dropout, the RNG
    // state (two int64). Returns its output.
    int fusedCore(int q, int k, int v)
    {
        const int output = tensor(u"attention output"_s, m_headWidth * m_p);
        const int lse = tensor(u"log-sum-exp (fp32)"_s, CheckedInt(m_heads) * m_tokens * 4);
        QList<int> saved = {q, k, v, output, lse};
        if (m_dropout)
            saved.append(tensor(u"RNG state"_s, 16));
        op(u"attn.core"_s, u"aten._scaled_dot_product_flash_attention.default"_s, BlockRegion::AttentionCore, {q, k, v},
           saved, {output, lse}, m_scores * m_model.headSize() * 4);
        m_graph.m_ops.last().matmul = true;
        return output;
    }

    // A dropout as CUDA's fused kernel runs it: a one-byte mask; none at p = 0. Returns what follows it.
    int dropout(const QString &name, int input, CheckedInt elements)
    {
        if (!m_dropout)
            return input;
        const int mask = tensor(name + u" mask"_s, elements);
        const int output = tensor(name + u" output"_s, elements * m_p);
        op(name, u"aten.native_dropout.default"_s, BlockRegion::Block, {input}, {mask}, {output});
        return output;
    }

    void buildGpt()
    {
        const qint64 h = m_model.hidden;
        const int x = m_graph.m_input;
        const int ln1 = tensor(u"ln_1 output"_s, m_replicated * m_p);
        op(u"ln_1"_s, u"aten.native_layer_norm.default"_s, BlockRegion::Norm, {x},
           {x, tensor(u"ln_1 mean, rstd"_s, statistics(2))}, {ln1});
        const int qkv = tensor(u"qkv"_s, m_headWidth * (3 * m_p));
        matmul(u"attn.qkv"_s, u"aten.addmm.default"_s, BlockRegion::Block, ln1, qkv, h, m_headWidth * 3);
        int attention = 0;
        if (m_setup.fusedAttention) {
            attention = fusedCore(qkv, qkv, qkv);
        } else {
            const bool laidOut = m_setup.sequenceLength == 1 && m_setup.microBatch == 1;
            const auto [q, k, v] = perHead({qkv, qkv, qkv}, laidOut, false);
            attention = eagerCore(q, k, v, false);
        }
        const int proj = tensor(u"attn.proj output"_s, m_replicated * m_p);
        matmul(u"attn.proj"_s, u"aten.addmm.default"_s, BlockRegion::Block, attention, proj,
               m_heads * m_model.headSize(), m_tokens * h);
        dropout(u"attn.resid_dropout"_s, proj, m_replicated);
        const int residual = tensor(u"residual"_s, m_replicated * m_p);
        const int ln2 = tensor(u"ln_2 output"_s, m_replicated * m_p);
        op(u"ln_2"_s, u"aten.native_layer_norm.default"_s, BlockRegion::Norm, {residual},
           {residual, tensor(u"ln_2 mean, rstd"_s, statistics(2))}, {ln2});
        const int fc = tensor(u"mlp.fc output"_s, m_mlpWidth * m_p);
        matmul(u"mlp.fc"_s, u"aten.addmm.default"_s, BlockRegion::Mlp, ln2, fc, h, m_mlpWidth);
        const int gelu = tensor(u"mlp.gelu output"_s, m_mlpWidth * m_p);
        op(u"mlp.gelu"_s, u"aten.gelu.default"_s, BlockRegion::Mlp, {fc}, {fc}, {gelu});
        const int down = tensor(u"mlp.proj output"_s, m_replicated * m_p);
        matmul(u"mlp.proj"_s, u"aten.addmm.default"_s, BlockRegion::Mlp, gelu, down, m_model.ffn / m_t, m_tokens * h);
        dropout(u"mlp.dropout"_s, down, m_replicated);
    }

    void buildLlama()
    {
        const qint64 h = m_model.hidden;
        const auto block = BlockRegion::Block;
        const int x = m_graph.m_input;
        const int normed = tensor(u"attention_norm output"_s, m_replicated * m_p);
        op(u"attention_norm"_s, QString(), BlockRegion::Norm, {x}, {x, tensor(u"attention_norm rstd"_s, statistics(1))},
           {normed});
        const int q = tensor(u"q"_s, m_headWidth * m_p);
        const int k = tensor(u"k"_s, m_kvWidth * m_p);
        const int v = tensor(u"v"_s, m_kvWidth * m_p);
        const QString projection = m_model.qkvBias ? u"aten.addmm.default"_s : u"aten.mm.default"_s;
        matmul(u"attn.q"_s, projection, block, normed, q, h, m_headWidth);
        matmul(u"attn.k"_s, projection, block, normed, k, h, m_kvWidth);
        matmul(u"attn.v"_s, projection, block, normed, v, h, m_kvWidth);
        const int qRope = tensor(u"q (rotated)"_s, m_headWidth * m_p);
        const int kRope = tensor(u"k (rotated)"_s, m_kvWidth * m_p);
        op(u"attn.rope"_s, QString(), block, {q, k}, {}, {qRope, kRope});
        int attention = 0;
        if (m_setup.fusedAttention) {
            attention = fusedCore(qRope, kRope, v);
        } else {
            const bool laidOut = m_setup.sequenceLength == 1 || m_heads == 1;
            const auto [qHeads, kHeads, vHeads] = perHead({qRope, kRope, v}, laidOut, m_model.kvHeads < m_model.heads);
            attention = eagerCore(qHeads, kHeads, vHeads, true);
        }
        const int o = tensor(u"attn.o output"_s, m_replicated * m_p);
        matmul(u"attn.o"_s, u"aten.mm.default"_s, block, attention, o, m_heads * m_model.headSize(), m_tokens * h);
        const int residual = tensor(u"residual"_s, m_replicated * m_p);
        const int ffnNormed = tensor(u"ffn_norm output"_s, m_replicated * m_p);
        op(u"ffn_norm"_s, QString(), BlockRegion::Norm, {residual},
           {residual, tensor(u"ffn_norm rstd"_s, statistics(1))}, {ffnNormed});
        if (m_model.isMixtureOfExperts())
            buildExperts(ffnNormed);
        else
            swiGlu(u"mlp"_s, ffnNormed, m_tokens, m_model.ffn / m_t, m_replicated);
    }

    // A SwiGLU MLP over `tokens` rows of `input`, f columns on this rank: gate and up (both save the input), SiLU,
    // the product, down (whose output is reduced to `outputElements`). Returns down's output.
    int swiGlu(const QString &prefix, int input, CheckedInt tokens, qint64 f, CheckedInt outputElements)
    {
        const auto mlp = BlockRegion::Mlp;
        const qint64 h = m_model.hidden;
        const CheckedInt width = tokens * f;
        const int gate = tensor(prefix + u".gate output"_s, width * m_p);
        const int up = tensor(prefix + u".up output"_s, width * m_p);
        matmul(prefix + u".gate"_s, u"aten.mm.default"_s, mlp, input, gate, h, width);
        matmul(prefix + u".up"_s, u"aten.mm.default"_s, mlp, input, up, h, width);
        const int silu = tensor(prefix + u".silu output"_s, width * m_p);
        op(prefix + u".silu"_s, u"aten.silu.default"_s, mlp, {gate}, {gate}, {silu});
        const int product = tensor(prefix + u".mul output"_s, width * m_p);
        op(prefix + u".mul"_s, u"aten.mul.Tensor"_s, mlp, {silu, up}, {silu, up}, {product});
        const int down = tensor(prefix + u".down output"_s, outputElements * m_p);
        matmul(prefix + u".down"_s, u"aten.mm.default"_s, mlp, product, down, f, tokens * h);
        return down;
    }

    // Hugging Face's eager mixture of experts (MixtralSparseMoeBlock, Qwen2MoeSparseMoeBlock) under balanced top-k
    // routing, every expert's ops summed under one name (docs/pytorch/measure_moe.py measures each): the router and
    // its fp32 softmax, top-k (and Mixtral's renormalisation, whose in-place division saves a copy of the weights and
    // their sum), each token sent to k experts (one int64 index pair per routed token), the experts' SwiGLU over the
    // s·b·k routed rows, the weighting, index_add_ (which saves its whole source), and Qwen2-MoE's shared expert with
    // its sigmoid gate.
    void buildExperts(int input)
    {
        const auto mlp = BlockRegion::Mlp;
        const qint64 h = m_model.hidden;
        const qint64 E = m_model.experts;
        const qint64 k = m_model.expertsPerToken;
        const CheckedInt routed = m_tokens * k;
        const int logits = tensor(u"moe.router output"_s, m_tokens * E * m_p);
        matmul(u"moe.router"_s, u"aten.mm.default"_s, mlp, input, logits, h, m_tokens * E);
        const int probabilities = tensor(u"moe.softmax output (fp32)"_s, m_tokens * E * 4);
        op(u"moe.softmax"_s, u"aten._softmax.default"_s, mlp, {logits}, {probabilities}, {probabilities});
        const int weights = tensor(u"moe.topk weights (fp32)"_s, routed * 4);
        const int indices = tensor(u"moe.topk indices"_s, routed * 8);
        op(u"moe.topk"_s, u"aten.topk.default"_s, mlp, {probabilities}, {indices}, {weights, indices});
        if (m_model.renormalizeTopK)
            op(u"moe.normalize"_s, u"aten.div_.Tensor"_s, mlp, {weights},
               {tensor(u"moe.normalize weights copy (fp32)"_s, routed * 4),
                tensor(u"moe.normalize sum (fp32)"_s, m_tokens * 4)},
               {weights});
        const int positions = tensor(u"moe.dispatch indices"_s, routed * 16);
        const int dispatched = tensor(u"moe.dispatch output"_s, routed * h * m_p);
        op(u"moe.dispatch"_s, u"aten.index.Tensor"_s, mlp, {input}, {positions}, {dispatched});
        const int experts = swiGlu(u"moe.experts"_s, dispatched, routed, m_model.ffn / m_t, routed * h);
        const int weighted = tensor(u"moe.combine_weights output"_s, routed * h * m_p);
        op(u"moe.combine_weights"_s, u"aten.mul.Tensor"_s, mlp, {experts, weights},
           {experts, tensor(u"moe.combine_weights weights"_s, routed * m_p), positions}, {weighted});
        int output = tensor(u"moe.combine output"_s, m_replicated * m_p);
        op(u"moe.combine"_s, u"aten.index_add.default"_s, mlp, {weighted}, {weighted, positions}, {output});
        if (m_model.sharedExpertFfn == 0)
            return;
        const int shared = swiGlu(u"moe.shared"_s, input, m_tokens, m_model.sharedExpertFfn / m_t, m_replicated);
        const int gated = tensor(u"moe.shared_gate output"_s, m_replicated * m_p);
        op(u"moe.shared_gate"_s, u"aten.sigmoid.default"_s, mlp, {input, shared},
           {input, tensor(u"moe.shared_gate sigmoid"_s, m_rows * m_p), shared}, {gated}, m_tokens * h * 2);
        const int sum = tensor(u"moe.shared_add output"_s, m_replicated * m_p);
        op(u"moe.shared_add"_s, u"aten.add.Tensor"_s, mlp, {output, gated}, {}, {sum});
        output = sum;
    }

    const TransformerModel &m_model;
    const TrainingSetup &m_setup;
    qint64 m_t;
    qint64 m_p;
    CheckedInt m_rows, m_tokens, m_replicated, m_headWidth, m_kvWidth, m_mlpWidth, m_scores;
    qint64 m_heads = 1;
    bool m_dropout = false;
    bool m_valid = true;
    BlockGraph m_graph;
};

Expected<BlockGraph> BlockGraph::build(const TransformerModel &model, const TrainingSetup &setup)
{
    const qint64 t = setup.tensorParallel;
    if (model.kvHeads % t != 0)
        return Expected<BlockGraph>::failure(
            tr("the tensor-parallel size (%1) must divide the kv heads (%2)").arg(t).arg(model.kvHeads));
    if (model.ffn % t != 0)
        return Expected<BlockGraph>::failure(
            tr("the tensor-parallel size (%1) must divide the MLP width (%2)").arg(t).arg(model.ffn));
    if (model.sharedExpertFfn % t != 0)
        return Expected<BlockGraph>::failure(
            tr("the tensor-parallel size (%1) must divide the shared expert's width (%2)")
                .arg(t)
                .arg(model.sharedExpertFfn));
    if (setup.sequenceParallel && setup.sequenceLength % t != 0)
        return Expected<BlockGraph>::failure(
            tr("with sequence parallelism the tensor-parallel size (%1) must divide the sequence length (%2)")
                .arg(t)
                .arg(setup.sequenceLength));
    return BlockGraphBuilder(model, setup).build();
}
