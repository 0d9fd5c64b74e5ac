// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/blockopsmodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

void BlockOpsModel::setBlock(std::optional<BlockGraph> graph, const RecomputeSetting &recompute)
{
    beginResetModel();
    m_graph = std::move(graph);
    m_recompute = recompute;
    endResetModel();
}

int BlockOpsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_graph ? 0 : int(m_graph->ops().size());
}

int BlockOpsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BlockOpsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_graph)
        return {};
    const int row = index.row();
    const BlockOp &op = m_graph->ops().at(row);
    const bool recomputed = m_graph->recomputes(m_recompute, row);
    if (role == Qt::CheckStateRole && index.column() == Op && m_recompute.policy == RecomputePolicy::Custom)
        return recomputed ? Qt::Unchecked : Qt::Checked;
    if (role == Qt::TextAlignmentRole && index.column() != Op && index.column() != Aten && index.column() != Policy)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const QLocale locale;
    const auto bytes = [&](qint64 value) {
        return role == Qt::ToolTipRole ? tr("%1 bytes").arg(locale.toString(value))
                                       : locale.formattedDataSize(value, 2, QLocale::DataSizeIecFormat);
    };
    const bool outputsSaved
        = m_recompute.policy == RecomputePolicy::SaveMatmuls || m_recompute.policy == RecomputePolicy::Custom;
    switch (Column(index.column())) {
    case Op:
        return op.name; // the names of docs/pytorch/measure_blocks.py, not translated
    case Aten:
        // An overload without its ".default"; a fused kernel has no ATen op a policy could match.
        return op.aten.isEmpty() ? tr("fused kernel") : QString(op.aten).remove(u".default"_s);
    case Saved:
        return bytes(m_graph->savedBytes(row));
    case Output:
        return bytes(m_graph->outputBytes(row));
    case Policy:
        if (recomputed)
            return tr("recomputed");
        return outputsSaved ? tr("output saved") : tr("kept");
    case Flops:
        return op.flops == 0 ? u"—"_s : locale.toString(op.flops);
    case ColumnCount:
        break;
    }
    return {};
}

bool BlockOpsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::CheckStateRole || !(flags(index) & Qt::ItemIsUserCheckable))
        return false;
    const QString name = m_graph->ops().at(index.row()).name;
    QStringList saved = m_recompute.savedOps;
    saved.removeAll(name);
    if (Qt::CheckState(value.toInt()) == Qt::Checked)
        saved.append(name);
    emit savedOpsEdited(saved);
    return true;
}

Qt::ItemFlags BlockOpsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Op && m_recompute.policy == RecomputePolicy::Custom)
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant BlockOpsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Op:
        return m_recompute.policy == RecomputePolicy::Custom ? tr("Op (checked: saved)") : tr("Op");
    case Aten:
        return tr("ATen op");
    case Saved:
        return tr("Saved for backward");
    case Output:
        return tr("Output");
    case Policy:
        return tr("Policy");
    case Flops:
        return tr("Forward FLOPs");
    case ColumnCount:
        break;
    }
    return {};
}
