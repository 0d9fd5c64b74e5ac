// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/policycode.h"

#include "core/realistic/blockgraph.h"

#include <QMap>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

QString torchOp(const QString &aten)
{
    return u"torch.ops."_s + aten;
}

// The ops of one ATen overload in call order, and which of them the policy saves.
struct AtenCalls
{
    QStringList names;
    QList<int> saved;
};

// Every ATen overload of the block (sorted by overload: the same text every time) and, in `fused`, the saved ops that
// are fused kernels rather than ATen ops.
QMap<QString, AtenCalls> atenCalls(const BlockGraph &graph, const RecomputeSetting &recompute, QStringList *fused)
{
    QMap<QString, AtenCalls> calls;
    for (int i = 0; i < graph.ops().size(); ++i) {
        const BlockOp &op = graph.ops().at(i);
        const bool saved = !graph.recomputes(recompute, i);
        if (op.aten.isEmpty()) {
            if (saved && fused)
                fused->append(op.name);
            continue;
        }
        AtenCalls &kind = calls[op.aten];
        if (saved)
            kind.saved.append(int(kind.names.size()));
        kind.names.append(op.name);
    }
    return calls;
}

QString opLevel(const BlockGraph &graph, const RecomputeSetting &recompute)
{
    QStringList fused;
    const QMap<QString, AtenCalls> calls = atenCalls(graph, recompute, &fused);
    bool counted = false; // some overload is saved at some calls only
    QStringList savedNames;
    for (const AtenCalls &kind : std::as_const(calls)) {
        counted = counted || (!kind.saved.isEmpty() && kind.saved.size() < kind.names.size());
        for (const int index : kind.saved)
            savedNames.append(kind.names.at(index));
    }
    QString code = u"# PyTorch 2.4 or later: selective activation checkpointing of one block.\n"
                   "# Saved (their outputs are kept): %1; everything else is recomputed in the backward pass.\n"_s.arg(
                       savedNames.isEmpty() ? u"nothing"_s : savedNames.join(u", "_s));
    if (!fused.isEmpty())
        code += u"# Not expressible: %1 (fused kernels, not ATen ops); PyTorch recomputes them.\n"_s.arg(
            fused.join(u", "_s));
    code += counted ? u"import collections\n\n"_s : u"import functools\n\n"_s;
    code
        += u"import torch\n"
           "from torch.utils.checkpoint import CheckpointPolicy, checkpoint, create_selective_checkpoint_contexts\n\n"_s;
    if (!counted) {
        code += u"SAVE = {\n"_s;
        for (auto it = calls.cbegin(); it != calls.cend(); ++it) {
            if (!it->saved.isEmpty())
                code += u"    %1,  # %2\n"_s.arg(torchOp(it.key()), it->names.join(u", "_s));
        }
        code += u"}\n\n\n"
                "def policy_fn(ctx, op, *args, **kwargs):\n"
                "    return CheckpointPolicy.MUST_SAVE if op in SAVE else CheckpointPolicy.PREFER_RECOMPUTE\n\n\n"
                "context_fn = functools.partial(create_selective_checkpoint_contexts, policy_fn)\n"_s;
    } else {
        code += u"# Which calls of each op to save, counted from 0 in the block's own order.\nSAVE = {\n"_s;
        for (auto it = calls.cbegin(); it != calls.cend(); ++it) {
            if (it->saved.isEmpty())
                continue;
            QStringList indices;
            for (const int index : it->saved)
                indices.append(QString::number(index));
            code += u"    %1: {%2},  # calls: %3\n"_s.arg(torchOp(it.key()), indices.join(u", "_s),
                                                          it->names.join(u", "_s));
        }
        code += u"}\n\n\n"
                "def context_fn():\n"
                "    calls = collections.Counter()  # per checkpointed call: how often each op has run\n\n"
                "    def policy_fn(ctx, op, *args, **kwargs):\n"
                "        key = (ctx.is_recompute, op)\n"
                "        index = calls[key]\n"
                "        calls[key] += 1\n"
                "        if index in SAVE.get(op, ()):\n"
                "            return CheckpointPolicy.MUST_SAVE\n"
                "        return CheckpointPolicy.PREFER_RECOMPUTE\n\n"
                "    return create_selective_checkpoint_contexts(policy_fn)\n"_s;
    }
    code += u"\n\ndef run_block(block, x):\n"
            "    return checkpoint(block, x, use_reentrant=False, context_fn=context_fn)\n"_s;
    return code;
}

} // namespace

QString PolicyCode::pytorch(const BlockGraph &graph, const RecomputeSetting &recompute)
{
    switch (recompute.policy) {
    case RecomputePolicy::None:
        return u"# No recomputation: every block keeps what its backward needs.\n"
               "def run_block(block, x):\n"
               "    return block(x)\n"_s;
    case RecomputePolicy::Full:
        if (recompute.spacing == 1)
            return u"# Full recomputation: every block keeps only its input and reruns in the backward pass.\n"
                   "from torch.utils.checkpoint import checkpoint\n\n\n"
                   "def run_blocks(blocks, x):\n"
                   "    for block in blocks:\n"
                   "        x = checkpoint(block, x, use_reentrant=False)\n"
                   "    return x\n"_s;
        return u"# A checkpoint every %1 blocks: each segment keeps only its input and reruns in the backward pass;\n"
               "# the last segment keeps its activations (it is backpropagated first).\n"
               "from torch.utils.checkpoint import checkpoint\n\n\n"
               "def run_blocks(blocks, x, k=%1):  # blocks: an nn.Sequential\n"
               "    for start in range(0, len(blocks), k):\n"
               "        segment = blocks[start:start + k]\n"
               "        x = segment(x) if start + k >= len(blocks) else checkpoint(segment, x, use_reentrant=False)\n"
               "    return x\n"_s.arg(recompute.spacing);
    case RecomputePolicy::Selective:
        return u"# Selective recomputation (Korthikanti et al. 2022; Megatron recompute_modules=[\"core_attn\"]):\n"
               "# checkpoint the attention core; it keeps q, k and v and reruns softmax(q k^T) v in the backward "
               "pass.\n"
               "from torch.utils.checkpoint import checkpoint\n\n"
               "# In the block's attention, once q, k and v are computed:\n"
               "output = checkpoint(self.core_attention, q, k, v, use_reentrant=False)\n"_s;
    case RecomputePolicy::Mlp:
        return u"# Megatron recompute_modules=[\"mlp\"]: checkpoint the MLP; it keeps its input and reruns in the\n"
               "# backward pass.\n"
               "from torch.utils.checkpoint import checkpoint\n\n"
               "# In the block, after the second norm:\n"
               "h = h + checkpoint(self.mlp, self.mlp_norm(h), use_reentrant=False)\n"_s;
    case RecomputePolicy::Norms:
        return u"# Megatron recompute_modules=[\"layernorm\"]: each norm keeps only its input, and its output is\n"
               "# freed once the next op has used it (tensor_parallel.CheckpointWithoutOutput); both come back in the\n"
               "# backward pass. torch.utils.checkpoint cannot free an output another op saved; in Megatron-Core:\n"
               "config = TransformerConfig(..., recompute_granularity=\"selective\", recompute_modules=[\"layernorm\"])\n"_s;
    case RecomputePolicy::SaveMatmuls:
    case RecomputePolicy::Custom:
        return opLevel(graph, recompute);
    }
    Q_UNREACHABLE();
    return {};
}

QMap<QString, QList<int>> PolicyCode::savedCalls(const BlockGraph &graph, const RecomputeSetting &recompute)
{
    QMap<QString, QList<int>> saved;
    const QMap<QString, AtenCalls> calls = atenCalls(graph, recompute, nullptr);
    for (auto it = calls.cbegin(); it != calls.cend(); ++it) {
        if (!it->saved.isEmpty())
            saved.insert(it.key(), it->saved);
    }
    return saved;
}
