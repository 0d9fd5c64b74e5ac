// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/recomputesetting.h"

#include <QList>
#include <QMap>
#include <QString>

class BlockGraph;

// "Copy as PyTorch": the code that applies a recompute policy to a block, as PyTorch spells it. Op-level policies
// (save-matmuls, custom) become a policy_fn over the matching torch.ops.aten ops for
// create_selective_checkpoint_contexts (PyTorch 2.4 or later), with a call counter when the policy saves only some of
// the ops of one ATen kind; module policies (selective, mlp) a checkpoint of that module; full a checkpoint of every
// block or of every segment of k blocks. Ops that are fused kernels rather than ATen ops (the norms, RoPE) are named
// in a comment: no policy_fn can save them, so PyTorch recomputes them. Plain text, Python 3.
class PolicyCode final
{
public:
    static QString pytorch(const BlockGraph &graph, const RecomputeSetting &recompute);
    // For an op-level policy: per ATen overload ("aten.mm.default"), the calls a block saves, counted from 0 in the
    // block's own order (what pytorch()'s policy_fn saves).
    static QMap<QString, QList<int>> savedCalls(const BlockGraph &graph, const RecomputeSetting &recompute);
};
