// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"

#include <QCoreApplication>

struct TrainingSetup;

// The model state one GPU holds in mixed-precision training with Adam (Rajbhandari et al. 2020, ZeRO): 16 bytes per
// parameter, 2 for the 16-bit weights, 2 for their gradients and 12 for the optimizer (fp32 master weights, momentum
// and variance). Over G data-parallel GPUs, ZeRO-1 shards the optimizer state (4 + 12/G bytes per parameter), ZeRO-2
// the gradients too (2 + 14/G), ZeRO-3 / FSDP everything (16/G). Tensor parallelism over t GPUs divides the
// parameters by t first (as if every weight were split; Megatron really keeps the norms and biases of the row-parallel
// layers whole on each rank, a few per mille of the model). A share that does not divide evenly is rounded up to
// whole parameters, as sharded buffers are padded. Other tools count 12 (no master copy), 18 or 20 bytes per parameter
// (fp32 gradients kept as well); this app counts 16 and says so. With the optimizer offloaded (ZeRO-Offload) its 12
// bytes per parameter live in host memory instead (hostOptimizerBytes), sharded as the stage says.
struct ModelState
{
    Q_DECLARE_TR_FUNCTIONS(ModelState)
public:
    static constexpr qint64 WeightBytesPerParameter = 2;
    static constexpr qint64 GradientBytesPerParameter = 2;
    static constexpr qint64 OptimizerBytesPerParameter = 12;

    qint64 weightBytes = 0;
    qint64 gradientBytes = 0;
    qint64 optimizerBytes = 0;
    qint64 totalBytes = 0;        // on the GPU
    qint64 hostOptimizerBytes = 0; // offloaded: the optimizer state in host memory, per GPU

    // Per GPU, for `parameters` parameters (a pipeline stage's) trained with `setup` (its tensor-parallel size,
    // data-parallel GPUs, ZeRO stage and offload). A failure says which count exceeds 64 bits.
    static Expected<ModelState> perGpu(qint64 parameters, const TrainingSetup &setup);
};
