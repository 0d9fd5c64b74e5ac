// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/plantablemodel.h"

#include "core/realistic/realisticreadout.h"

#include <QLocale>

using namespace Qt::StringLiterals;

QString PlanTableModel::policyName(RecomputePolicy policy)
{
    switch (policy) {
    case RecomputePolicy::None:
        return tr("none");
    case RecomputePolicy::Selective:
        return tr("selective");
    case RecomputePolicy::Full:
        return tr("full");
    case RecomputePolicy::Mlp:
        return tr("the MLP");
    case RecomputePolicy::Norms:
        return tr("the norms");
    case RecomputePolicy::SaveMatmuls:
        return tr("all but matmuls");
    case RecomputePolicy::Custom:
        return tr("custom");
    }
    return {};
}

void PlanTableModel::setSetups(QList<PlannedSetup> setups)
{
    beginResetModel();
    m_setups = std::move(setups);
    endResetModel();
}

void PlanTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, Columns - 1);
    if (!m_setups.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_setups.size()) - 1, Columns - 1));
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_setups.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : Columns;
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_setups.size())
        return {};
    const PlannedSetup &planned = m_setups.at(index.row());
    const TrainingSetup &setup = planned.setup;
    const RealisticFigures &figures = planned.figures;
    if (role == Qt::TextAlignmentRole)
        return index.column() == Recompute ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const QLocale locale;
    if (role == SortRole) {
        switch (Column(index.column())) {
        case Tensor:
            return double(setup.tensorParallel) + (setup.sequenceParallel ? 0.5 : 0.0);
        case Pipeline:
            return double(setup.pipelineParallel);
        case Data:
            return double(setup.gpus);
        case Zero:
            return setup.zeroStage;
        case MicroBatch:
            return double(setup.microBatch);
        case Recompute:
            return double(figures.recomputeFlops);
        case Offload:
            return int(setup.optimizerOffload);
        case Memory:
            return double(figures.totalBytes);
        case Overhead:
            return figures.overhead;
        case StepTime:
        case Columns:
            return planned.stepSeconds();
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case Tensor:
        //: the tensor-parallel size with sequence parallelism, as in "8 + SP"
        return setup.sequenceParallel ? tr("%1 + SP").arg(locale.toString(setup.tensorParallel))
                                      : locale.toString(setup.tensorParallel);
    case Pipeline:
        return locale.toString(setup.pipelineParallel);
    case Data:
        return locale.toString(setup.gpus);
    case Zero:
        return locale.toString(setup.zeroStage);
    case MicroBatch:
        return locale.toString(setup.microBatch);
    case Recompute:
        return planned.recompute.policy == RecomputePolicy::Full
                   //: full recomputation with a checkpoint every k blocks
                   ? tr("full, k = %1").arg(locale.toString(planned.recompute.spacing))
                   : policyName(planned.recompute.policy);
    case Offload:
        return setup.optimizerOffload ? tr("yes") : tr("no");
    case Memory:
        return RealisticReadout::size(figures.totalBytes);
    case Overhead:
        return tr("%1%").arg(locale.toString(100.0 * figures.overhead, 'f', 1));
    case StepTime:
    case Columns:
        return locale.toString(planned.stepSeconds(), 'f', 2);
    }
    return {};
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    // The form's symbols as headers, so the table stays narrow; the tool tip says what each is.
    const bool tip = role == Qt::ToolTipRole;
    switch (Column(section)) {
    case Tensor:
        return tip ? tr("Tensor-parallel size (+ SP: with sequence parallelism)") : u"t"_s;
    case Pipeline:
        return tip ? tr("Pipeline stages") : u"p"_s;
    case Data:
        return tip ? tr("Data-parallel GPUs") : u"G"_s;
    case Zero:
        return tip ? tr("ZeRO stage") : u"ZeRO"_s;
    case MicroBatch:
        return tip ? tr("Micro-batch") : u"b"_s;
    case Recompute:
        return tip ? tr("What is recomputed in the backward pass") : tr("Recompute");
    case Offload:
        return tip ? tr("Optimizer state in host memory (ZeRO-Offload)") : tr("Offload");
    case Memory:
        return tip ? tr("Memory per GPU, with the reserve") : tr("Per GPU");
    case Overhead:
        return tip ? tr("Recomputed FLOPs as a share of the step's") : tr("Extra");
    case StepTime:
    case Columns:
        return tip ? tr("Step time: FLOPs, the pipeline bubble and offload transfers; communication not counted")
                   : tr("Step (s)");
    }
    return {};
}
