// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/checkedint.h"
#include "core/realistic/recomputesetting.h"

struct TrainingSetup;
struct TransformerModel;

// Activation bytes of one transformer block on one GPU, Korthikanti et al. 2022 (arXiv 2205.05198) Table 2, for the
// GPT block, used for every preset (a Llama block's SwiGLU MLP and grouped-query attention save somewhat different
// tensors; the formula is the paper's, not a Llama measurement). With s the sequence length, b the micro-batch, h the
// hidden size, a the heads and t the tensor-parallel size, at 16-bit:
//
// | policy    | no parallelism      | tensor parallel t         | tensor + sequence parallel t |
// | none      | sbh(34 + 5as/h)     | sbh(10 + 24/t + 5as/(ht)) | sbh(34/t + 5as/(ht))         |
// | selective | 34·sbh              | sbh(10 + 24/t)            | 34·sbh/t                     |
// | full      | 2·sbh               | 2·sbh                     | 2·sbh/t                      |
//
// Fused attention never stores the as²b terms (softmax output, its dropout mask, the attention over values' input), so
// "none" becomes the selective column. At p bytes per activation (32-bit: p = 4) the p-byte tensors scale and the
// 1-byte dropout masks (2·sbh and as²b) do not: a block saves sbh(16p + 2) + as²b(2p + 1), of which sbh(4p + 2)
// (layer-norm, QKV and MLP inputs, the two masks) is not split by tensor parallelism and sbh·12p is; the block input
// is p·sbh. At p = 2 this is the table; at p = 4 a block stores sbh(66 + 9as/h).
//
// Every count is exact: t divides a, a divides h, so sbh/t and as²b/t are integers. No value beyond 64 bits.
class ActivationMemory final
{
public:
    // The table's entry for `policy`: what one block keeps from its forward until its backward.
    static CheckedInt bytesPerLayer(RecomputePolicy policy, const TransformerModel &model, const TrainingSetup &setup);
    // What a checkpoint of a block's input costs: the "full" column.
    static CheckedInt blockInputBytes(const TransformerModel &model, const TrainingSetup &setup);
    // Everything a block's backward needs when it has run keeping its saves: the "none" column (its input included).
    static CheckedInt blockSavedBytes(const TransformerModel &model, const TrainingSetup &setup);
};
