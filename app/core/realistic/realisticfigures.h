// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/modelstate.h"
#include "core/realistic/trainingsetup.h"

#include <QtGlobal>

// Every figure of one realistic-mode estimate, per GPU where it is memory and per micro-batch step of the whole model
// (all tensor-parallel ranks together) where it is FLOPs. Bytes and FLOPs are exact integers; GiB = 2^30 bytes.
struct RealisticFigures
{
    // The largest line of a GPU's memory: what the fit verdict names.
    enum class Term : quint8 { ModelState, Activations, Logits, GatherBuffers, Reserve };

    // Which pipeline stage the per-GPU figures describe: the only one (p = 1), or the fuller of the first (min(m, p)
    // micro-batches in flight, the embeddings) and the last (one micro-batch in flight, the logits and the head).
    enum class Stage : quint8 { Only, First, Last };

    ActivationConvention convention = ActivationConvention::Measured;
    qint64 parameters = 0;
    qint64 parametersPerBlock = 0;
    Stage stage = Stage::Only;
    qint64 stageLayers = 0;       // L/p
    qint64 stageParameters = 0;   // the stage's blocks and its embeddings or head
    qint64 microBatchesInFlight = 1;

    // Activations, per GPU.
    qint64 activationBytesPerLayer = 0; // what one block holds until its backward under the policy
    qint64 blockInputBytes = 0;         // a checkpoint of a block's input
    qint64 blockSavedBytes = 0;         // what a block's backward needs when its saves are kept
    // What the block being backpropagated holds beyond its kept bytes while its recomputed tensors are back (the
    // attention core for selective); 0 for none and for full, where the engine's schedule already holds it.
    qint64 recomputeWorkingBytes = 0;
    qint64 peakActivationBytes = 0;    // the engine's peak over the step, with the recompute working set
    qint64 savedAfterForwardBytes = 0; // held when the forward pass ends

    // The rest of a GPU's memory besides model state and the blocks' activations.
    // Logits and loss, per GPU (vocabulary-parallel over t): the 16-bit logits, their fp32 copy for the loss (none at
    // 32 bits) and the fp32 gradient of that copy, s·b·V/t·(p + 4 + 4) bytes. They are alive at the end of the
    // forward pass, with every block's saved activations, and gone before the last block's backward.
    qint64 logitsBytes = 0;
    // The activation side of the total: the larger of (savedAfterForwardBytes + logitsBytes) and peakActivationBytes
    // on the last (or only) stage; (in flight − 1) · savedAfterForwardBytes + peakActivationBytes on the first.
    qint64 activationAndLogitsPeakBytes = 0;
    // ZeRO-3 / FSDP: two blocks' parameters gathered unsharded in 16 bits (the block running and the one prefetched).
    qint64 gatherBufferBytes = 0;
    qint64 reserveBytes = 0; // the setup's reserve for the CUDA context and the allocator

    // Model state, per GPU, of the stage's parameters: weightBytes + gradientBytes + optimizerBytes = totalBytes.
    ModelState modelState;

    // modelState.totalBytes + activationAndLogitsPeakBytes + gatherBufferBytes + reserveBytes
    qint64 totalBytes = 0;
    Term largestTerm = Term::ModelState;
    qint64 gpuMemoryBytes = 0;
    bool fits = false;        // totalBytes <= gpuMemoryBytes
    qint64 headroomBytes = 0; // gpuMemoryBytes − totalBytes, negative when it does not fit

    // FLOPs.
    qint64 blockForwardFlops = 0;
    qint64 recomputedBlocks = 0; // whole-block reruns the schedule makes (full / spacing k)
    qint64 recomputeFlops = 0; // counted from the schedule: reruns × block forward, or L × attention core (selective)
    qint64 stepFlops = 0;      // forward + backward of the blocks and the logits, no recomputation
    double overhead = 0.0;     // recomputeFlops / stepFlops
    // Korthikanti et al.'s Eq. 9 convention (hardware FLOPs / model FLOPs − 1): selective counts 12·b·s²·h per block
    // (3 × the attention core's forward), full one forward of every block. Not defined for spacing k > 1.
    bool paperOverheadDefined = false;
    qint64 paperRecomputeFlops = 0;
    double paperOverhead = 0.0;
};
