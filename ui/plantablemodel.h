// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/planner.h"

#include <QAbstractTableModel>

// The planner's fitting setups as a table, one row per setup in the planner's order: the step time and the memory
// per GPU first (what the rows are chosen by, visible in a narrow pane), then tensor parallelism (with SP), pipeline
// stages, data parallelism, ZeRO stage, micro-batch, recompute policy, offload and the recompute overhead. SortRole
// gives numbers, so a QSortFilterProxyModel sorts every column by value.
class PlanTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StepTime, Memory, Tensor, Pipeline, Data, Zero, MicroBatch, Recompute, Offload, Overhead, Columns };
    static constexpr int SortRole = Qt::UserRole;

    using QAbstractTableModel::QAbstractTableModel;

    void setSetups(QList<PlannedSetup> setups);
    const QList<PlannedSetup> &setups() const { return m_setups; }
    // A policy in a few words: "selective", "the MLP", "all but matmuls" (save-matmuls recomputes the rest).
    static QString policyName(RecomputePolicy policy);
    // Headers and policy names in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<PlannedSetup> m_setups;
};
