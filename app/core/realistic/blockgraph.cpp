// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/blockgraph.h"

#include "core/realistic/checkedint.h"

#include <QSet>

using namespace Qt::StringLiterals;

int BlockGraph::indexOf(QStringView opName) const
{
    for (int i = 0; i < m_ops.size(); ++i) {
        if (m_ops.at(i).name == opName)
            return i;
    }
    return -1;
}

CheckedInt BlockGraph::forwardFlops() const
{
    CheckedInt flops = 0;
    for (const BlockOp &op : m_ops)
        flops = flops + op.flops;
    return flops;
}

qint64 BlockGraph::bytesOf(const QList<int> &tensors) const
{
    qint64 bytes = 0;
    const QSet<int> distinct(tensors.begin(), tensors.end());
    for (const int tensor : distinct)
        bytes += m_tensors.at(tensor).bytes;
    return bytes;
}

qint64 BlockGraph::savedBytes(int op) const
{
    QSet<int> before;
    for (int i = 0; i < op; ++i)
        before.unite(QSet<int>(m_ops.at(i).saved.begin(), m_ops.at(i).saved.end()));
    QList<int> first;
    for (const int tensor : m_ops.at(op).saved) {
        if (!before.contains(tensor))
            first.append(tensor);
    }
    return bytesOf(first);
}

qint64 BlockGraph::outputBytes(int op) const
{
    return bytesOf(m_ops.at(op).outputs);
}

bool BlockGraph::recomputes(const RecomputeSetting &recompute, int op) const
{
    const BlockOp &blockOp = m_ops.at(op);
    switch (recompute.policy) {
    case RecomputePolicy::None:
        return false;
    case RecomputePolicy::Full:
        return true;
    case RecomputePolicy::Selective:
        return blockOp.region == BlockRegion::AttentionCore;
    case RecomputePolicy::Mlp:
        return blockOp.region == BlockRegion::Mlp;
    case RecomputePolicy::Norms:
        return blockOp.region == BlockRegion::Norm;
    case RecomputePolicy::SaveMatmuls:
        return !blockOp.matmul;
    case RecomputePolicy::Custom:
        return !recompute.savedOps.contains(blockOp.name);
    }
    Q_UNREACHABLE();
    return true;
}

QList<int> BlockGraph::heldTensors(const RecomputeSetting &recompute) const
{
    QList<int> held;
    switch (recompute.policy) {
    case RecomputePolicy::Full:
        return {m_input};
    case RecomputePolicy::SaveMatmuls:
    case RecomputePolicy::Custom:
        held.append(m_input);
        for (int i = 0; i < m_ops.size(); ++i) {
            if (!recomputes(recompute, i))
                held.append(m_ops.at(i).outputs);
        }
        return held;
    case RecomputePolicy::None:
    case RecomputePolicy::Selective:
    case RecomputePolicy::Mlp:
    case RecomputePolicy::Norms:
        break;
    }
    // A checkpointed module keeps its inputs: what flows into it from an op outside it (or the block input).
    QSet<int> producedInside;
    for (int i = 0; i < m_ops.size(); ++i) {
        const BlockOp &op = m_ops.at(i);
        if (!recomputes(recompute, i)) {
            held.append(op.saved);
            continue;
        }
        for (const int tensor : op.inputs) {
            if (!producedInside.contains(tensor))
                held.append(tensor);
        }
        producedInside.unite(QSet<int>(op.outputs.begin(), op.outputs.end()));
    }
    // CheckpointWithoutOutput frees the recomputed norms' outputs, which the next ops saved as their inputs.
    const QSet<int> freed = recompute.policy == RecomputePolicy::Norms ? producedInside : QSet<int>();
    QList<int> unique;
    for (const int tensor : held) {
        if (!unique.contains(tensor) && !freed.contains(tensor))
            unique.append(tensor);
    }
    return unique;
}

qint64 BlockGraph::heldBytes(const RecomputeSetting &recompute) const
{
    return bytesOf(heldTensors(recompute));
}

qint64 BlockGraph::recomputeWorkingBytes(const RecomputeSetting &recompute) const
{
    QList<int> back = heldTensors(recompute);
    const qint64 held = bytesOf(back);
    const bool selectiveCache
        = recompute.policy == RecomputePolicy::SaveMatmuls || recompute.policy == RecomputePolicy::Custom;
    for (int i = 0; i < m_ops.size(); ++i) {
        // Selective checkpointing recomputes every saved tensor of the block (a MUST_SAVE op is replayed, but its own
        // inputs come back from the rerun); a checkpointed module only its own ops' ones.
        if (selectiveCache || recomputes(recompute, i))
            back.append(m_ops.at(i).saved);
        if (recompute.policy == RecomputePolicy::Norms && recomputes(recompute, i))
            back.append(m_ops.at(i).outputs); // the freed outputs come back too
    }
    return bytesOf(back) - held;
}

CheckedInt BlockGraph::recomputeFlops(const RecomputeSetting &recompute) const
{
    CheckedInt flops = 0;
    for (int i = 0; i < m_ops.size(); ++i) {
        if (recomputes(recompute, i))
            flops = flops + m_ops.at(i).flops;
    }
    return flops;
}

QString BlockGraph::customError(const RecomputeSetting &recompute) const
{
    for (const QString &name : recompute.savedOps) {
        if (indexOf(name) < 0)
            return tr("the block has no op named \"%1\"").arg(name);
    }
    return {};
}

QStringList BlockGraph::validSavedOps(const QStringList &requested) const
{
    QStringList kept, matmuls;
    for (const BlockOp &op : m_ops) {
        if (requested.contains(op.name))
            kept.append(op.name);
        if (op.matmul)
            matmuls.append(op.name);
    }
    return kept.isEmpty() ? matmuls : kept;
}
