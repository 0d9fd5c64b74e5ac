// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/modelstate.h"

#include <QtGlobal>

// Every figure of one realistic-mode estimate, per GPU where it is memory and per micro-batch step of the whole model
// (all tensor-parallel ranks together) where it is FLOPs. Bytes and FLOPs are exact integers; GiB = 2^30 bytes.
struct RealisticFigures
{
    qint64 parameters = 0;
    qint64 parametersPerBlock = 0;

    // Activations, per GPU.
    qint64 activationBytesPerLayer = 0; // Korthikanti Table 2's entry for the policy (the "full" column for spacing k)
    qint64 blockInputBytes = 0;         // a checkpoint of a block's input
    qint64 blockSavedBytes = 0;         // what a block's backward needs when its saves are kept
    qint64 peakActivationBytes = 0;     // the engine's peak over the step (includes the block being backpropagated)
    qint64 savedAfterForwardBytes = 0;  // held when the forward pass ends

    // Model state, per GPU: weightBytes + gradientBytes + optimizerBytes = totalBytes.
    ModelState modelState;

    qint64 totalBytes = 0; // modelState.totalBytes + peakActivationBytes
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
