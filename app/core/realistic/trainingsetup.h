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
// sequence parallelism (Korthikanti et al. 2022), pipeline parallelism over p stages (1F1B; p divides the layers, as
// Megatron requires by default), fused attention (FlashAttention: the s × s attention scores are never stored), data
// parallelism over G GPUs with a ZeRO stage (0 none, 1 optimizer state sharded, 2 also gradients, 3 = FSDP full
// sharding, parameters too), the optimizer state offloaded to the host (ZeRO-Offload), the global batch (sequences
// per optimizer step over all data-parallel replicas; with b and G it sets the micro-batches per step m), and the
// memory of one GPU in GiB (2^30 bytes). The GPUs in use are t·p·G.
struct TrainingSetup
{
    Q_DECLARE_TR_FUNCTIONS(TrainingSetup)
public:
    static constexpr qint64 MaxGpuMemoryGiB = qint64(1) << 30; // 2^60 bytes: sums with it stay within 64 bits
    static constexpr qint64 MaxGlobalBatch = qint64(1) << 30;  // b·G and m·b·G stay within 64 bits

    qint64 sequenceLength = 1024;
    qint64 microBatch = 1;
    int precisionBits = 16; // 16 or 32
    qint64 tensorParallel = 1;
    bool sequenceParallel = false; // with tensor parallelism only; at t = 1 it changes nothing
    bool fusedAttention = false;
    qint64 pipelineParallel = 1;
    qint64 gpus = 1; // data-parallel replicas
    int zeroStage = 0; // 0..3; 3 is FSDP's full sharding
    bool optimizerOffload = false; // the fp32 optimizer state lives in host memory and steps on the CPU
    qint64 globalBatch = 0;        // 0: m = p micro-batches per step (the pipeline just full); else b·G divides it
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
    qint64 totalGpus() const { return tensorParallel * pipelineParallel * gpus; }
    // m, the micro-batches one replica runs per optimizer step, and how many of them the first pipeline stage holds
    // at once under 1F1B: min(m, p), as Megatron counts it (Korthikanti et al. 2022, §4.2.3).
    qint64 microBatchesPerStep() const { return globalBatch > 0 ? globalBatch / (microBatch * gpus) : pipelineParallel; }
    qint64 microBatchesInFlight() const { return qMin(microBatchesPerStep(), pipelineParallel); }

    // Empty when the setup is in range and fits `model` (t divides the heads, learned positions cover s), else one
    // line naming the first problem.
    QString validationError(const TransformerModel &model) const;

    friend bool operator==(const TrainingSetup &, const TrainingSetup &) = default;
};
