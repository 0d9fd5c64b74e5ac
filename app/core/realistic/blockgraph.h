// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/realistic/checkedint.h"
#include "core/realistic/recomputesetting.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

struct TrainingSetup;
struct TransformerModel;

// One storage autograd may keep: its name ("qkv", "probs") and its bytes on one GPU. Views share a storage, so a
// tensor saved by two ops (q_proj, k_proj and v_proj all save the normed input) is one BlockTensor counted once.
struct BlockTensor
{
    QString name;
    qint64 bytes = 0;
};

// Where an op sits, for the policies that checkpoint a module: Megatron's recompute_modules "core_attn" (the
// attention core, Korthikanti's selective recomputation), "mlp" and "layernorm" (the two norms).
enum class BlockRegion : quint8 { Block, AttentionCore, Mlp, Norm };

// One op of a block's forward: its name (the same as docs/pytorch/measure_blocks.py's), the ATen op a PyTorch policy
// function matches it by, the storages autograd saves for it and the ones it outputs, and its forward FLOPs (matrix
// multiplies only, 2·m·n·k; element-wise ops count 0, as in Narayanan et al.). Views are not ops: they share their
// input's storage.
struct BlockOp
{
    QString name;
    QString
        aten; // "aten.mm.default": the op overload a policy_fn compares with; empty for a fused kernel (a norm, RoPE)
    BlockRegion region = BlockRegion::Block;
    bool matmul = false; // what torchtitan's op-level SAC saves: the projections and the fused attention kernel
    QList<int> inputs;   // the storages it reads (what a checkpoint of the module it starts keeps)
    QList<int> saved;
    QList<int> outputs;
    qint64 flops = 0;
};

// The op-level model of one transformer block on one GPU, the realistic mode's "measured" convention: the GPT block
// (nanoGPT/Megatron: LayerNorm, QKV, the attention core, projection, dropout, LayerNorm, MLP with GELU, dropout) or the
// Llama block (torchtitan: RMSNorm, q/k/v projections with grouped-query heads, RoPE, the attention core, o_proj,
// RMSNorm, SwiGLU), with an eager attention core (scores, softmax, dropout, attention over values, each kept) or a
// fused one (FlashAttention: q, k, v, the output and the fp32 log-sum-exp). Every byte equals what PyTorch saves for
// the reference blocks of docs/pytorch/measure_blocks.py (a test pins each op of a measured grid); tensor and
// sequence parallelism divide what Megatron divides.
//
// A recompute policy decides what a block holds from its forward until its backward (heldTensors): everything its
// ops save (none); its input (full); the inputs of a checkpointed module instead of what the module's ops save
// (selective, mlp: Megatron's reentrant checkpoint of the module; layernorm: its CheckpointWithoutOutput, which also
// frees the norms' outputs that the next ops saved); or the block input and the outputs of the ops the
// policy saves (save-matmuls, custom: PyTorch >= 2.4's create_selective_checkpoint_contexts, where MUST_SAVE caches an
// op's output and every saved tensor is recomputed from those).
class BlockGraph final
{
    Q_DECLARE_TR_FUNCTIONS(BlockGraph)
public:
    // Fails with one line when the block does not split over the setup's tensor-parallel GPUs (t must divide the kv
    // heads and the MLP width; with sequence parallelism, the sequence) or a size exceeds 64 bits.
    static Expected<BlockGraph> build(const TransformerModel &model, const TrainingSetup &setup);

    const QList<BlockTensor> &tensors() const { return m_tensors; }
    const QList<BlockOp> &ops() const { return m_ops; }
    int indexOf(QStringView opName) const; // -1 for a name no op has
    qint64 inputBytes() const { return m_tensors.at(m_input).bytes; }
    CheckedInt forwardFlops() const; // a sum of large counts: no value past 64 bits

    // What op `op` was first to save (a storage saved before is counted under the op that saved it first), and
    // the bytes it outputs.
    qint64 savedBytes(int op) const;
    qint64 outputBytes(int op) const;

    // Whether the policy reruns op `op` in the backward pass (a MUST_SAVE op is replayed from its cached output).
    bool recomputes(const RecomputeSetting &recompute, int op) const;
    // The storages one block holds from its forward until its backward, and their bytes; "none" holds every saved
    // storage (savedBytes(none) is the sum of savedBytes(op)).
    QList<int> heldTensors(const RecomputeSetting &recompute) const;
    qint64 heldBytes(const RecomputeSetting &recompute) const;
    // What the block's backward holds beyond heldBytes while its recomputed ops' saved tensors are back: the
    // transient of the block being backpropagated (0 for none).
    qint64 recomputeWorkingBytes(const RecomputeSetting &recompute) const;
    // Forward FLOPs the policy reruns in one block's backward.
    CheckedInt recomputeFlops(const RecomputeSetting &recompute) const;
    // The ops of `requested` this block has, in block order; the matmul ops (torchtitan's choice) when none is left,
    // so a custom policy carried over from another block stays valid.
    QStringList validSavedOps(const QStringList &requested) const;
    // Empty when every name of a custom policy is an op of this block, else a line naming the first unknown one.
    QString customError(const RecomputeSetting &recompute) const;

private:
    friend class BlockGraphBuilder;
    qint64 bytesOf(const QList<int> &tensors) const;

    QList<BlockTensor> m_tensors;
    QList<BlockOp> m_ops;
    int m_input = 0;
};
