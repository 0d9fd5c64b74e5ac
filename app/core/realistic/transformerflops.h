// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/checkedint.h"

struct TrainingSetup;
struct TransformerModel;

// FLOPs of one micro-batch (b sequences of s tokens) through the whole model, all tensor-parallel ranks together
// (Narayanan et al. 2021, as SPEC §3 gives them; the GPT-block formula for every preset):
// - a block's forward 24·b·s·h² + 4·b·s²·h, i.e. 24bsh²(1 + s/(6h)); the attention core (QKᵀ and the attention over
//   values) is the 4·b·s²·h of it;
// - the logits layer's forward 2·b·s·h·V;
// - a backward costs 2× its forward, so a step without recomputation is
//   3·(L·block + logits) = 72·b·s·L·h²·(1 + s/(6h) + V/(12hL)), the paper's "model FLOPs".
// A Llama block's real matmul FLOPs are 2·b·s·(its weights) + 4·b·s²·h, about 8% more than 24bsh² for Llama-3.1-8B
// (SwiGLU with f = 3.5h, grouped-query K and V): the formula keeps the paper's convention.
// No value beyond 64 bits.
class TransformerFlops final
{
public:
    static CheckedInt blockForward(const TransformerModel &model, const TrainingSetup &setup);
    static CheckedInt attentionCoreForward(const TransformerModel &model, const TrainingSetup &setup);
    static CheckedInt logitsForward(const TransformerModel &model, const TrainingSetup &setup);
    // Forward and backward of every block and of the logits, without any recomputation.
    static CheckedInt step(const TransformerModel &model, const TrainingSetup &setup);
};
