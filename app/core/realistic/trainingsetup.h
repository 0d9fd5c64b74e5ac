// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

struct TransformerModel;

// Which model of a block's activations the estimate uses: the op-level model of the reference implementations
// (BlockGraph, what PyTorch saves, byte for byte) or Korthikanti et al.'s Table 2 (ActivationMemory). Every figure says
// which one it is; the presets start with Measured.
enum class ActivationConvention : quint8 { Measured, Paper };

// How a model is trained, as far as memory and FLOPs go: sequence length s and micro-batch b (the tokens one GPU holds
// activations for), the bytes of an activation (16- or 32-bit), tensor parallelism over t GPUs with or without
// sequence parallelism (Korthikanti et al. 2022), fused attention (FlashAttention: the s × s attention scores are never
// stored), data parallelism over G GPUs with a ZeRO stage (0 none, 1 optimizer state sharded, 2 also gradients,
// 3 = FSDP full sharding, parameters too), and the memory of one GPU in GiB (2^30 bytes).
struct TrainingSetup
{
    Q_DECLARE_TR_FUNCTIONS(TrainingSetup)
public:
    static constexpr qint64 MaxGpuMemoryGiB = qint64(1) << 30; // 2^60 bytes: sums with it stay within 64 bits

    qint64 sequenceLength = 1024;
    qint64 microBatch = 1;
    int precisionBits = 16; // 16 or 32
    qint64 tensorParallel = 1;
    bool sequenceParallel = false; // with tensor parallelism only; at t = 1 it changes nothing
    bool fusedAttention = false;
    qint64 gpus = 1;
    int zeroStage = 0; // 0..3; 3 is FSDP's full sharding
    qint64 gpuMemoryGiB = 80;
    ActivationConvention convention = ActivationConvention::Measured;
    double dropout = 0.1; // the GPT block's dropout probability (attention and residual; 0 stores no masks)
    // Memory the estimate sets aside for the CUDA context, cuBLAS workspaces and the caching allocator's slack: a
    // stated default, not a measurement of any one GPU.
    qint64 reserveBytes = qint64(1) << 30;

    // The setup a model starts with: its own sequence length, micro-batch 1, 16-bit, one 80 GiB GPU, nothing sharded.
    static TrainingSetup defaultFor(const TransformerModel &model);
    // The GPU memory choices the panel offers besides a custom value: 24, 40, 48, 80, 94 and 141 GiB.
    static const QList<qint64> &gpuMemoryPresetsGiB();

    int bytesPerActivation() const { return precisionBits / 8; }
    // "measured" / "paper": the command line's --convention values and the JSON "convention".
    static QString conventionName(ActivationConvention convention);
    qint64 gpuMemoryBytes() const { return gpuMemoryGiB << 30; }

    // Empty when the setup is in range and fits `model` (t divides the heads, learned positions cover s), else one
    // line naming the first problem.
    QString validationError(const TransformerModel &model) const;
};
