// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/blockgraph.h"
#include "core/realistic/recomputesetting.h"

#include <QAbstractTableModel>

#include <optional>

// The rows of "Inside one block": one per op of the block's forward, with the ATen op a policy matches, the bytes
// autograd saves for it (counted under the first op that saves a storage), the bytes of its output, what the policy
// does with it (keeps what it saved, keeps its output for selective activation checkpointing, or recomputes it), and
// the op's forward FLOPs (rerun in the backward pass when it is recomputed). With the custom
// policy the first column is checkable: checked ops are saved (MUST_SAVE), and toggling one emits
// savedOpsEdited() with the new list; the model itself changes only through setBlock().
class BlockOpsModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Op, Aten, Saved, Output, Policy, Flops, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    // None clears the table (the estimator refused the input).
    void setBlock(std::optional<BlockGraph> graph, const RecomputeSetting &recompute);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void savedOpsEdited(const QStringList &savedOps);

private:
    std::optional<BlockGraph> m_graph;
    RecomputeSetting m_recompute;
};
