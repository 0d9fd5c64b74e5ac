// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/realmodelstate.h"

#include "core/realistic/blockgraph.h"

#include "core/realistic/realisticestimator.h"

RealModelState::RealModelState(QObject *parent)
    : QObject(parent)
{
    estimate();
}

void RealModelState::assign(const TransformerModel &model, const TrainingSetup &setup,
                            const RecomputeSetting &recompute)
{
    m_model = model;
    m_setup = setup;
    m_recompute = recompute;
    // A custom list carried over from another block keeps the ops this block has (or starts from its matmuls).
    if (m_recompute.policy == RecomputePolicy::Custom) {
        if (const Expected<BlockGraph> graph = BlockGraph::build(model, setup))
            m_recompute.savedOps = graph->validSavedOps(m_recompute.savedOps);
    }
    estimate();
    emit changed();
}

bool RealModelState::selectPreset(QStringView name)
{
    const TransformerModel *preset = TransformerModel::preset(name);
    if (preset == nullptr)
        return false;
    TrainingSetup setup = m_setup;
    setup.sequenceLength = preset->sequenceLength;
    assign(*preset, setup, m_recompute);
    return true;
}

QList<RealModelState::PolicyFigures> RealModelState::policyComparison(qint64 spacing) const
{
    QList<PolicyFigures> comparison;
    if (!m_figures)
        return comparison;
    for (const RecomputeSetting &setting : {RecomputeSetting::none(), RecomputeSetting::selective(),
                                            RecomputeSetting::full(1), RecomputeSetting::full(spacing)}) {
        if (const Expected<RealisticFigures> figures = RealisticEstimator::estimate(m_model, m_setup, setting))
            comparison.append({setting, *figures});
    }
    return comparison;
}

std::optional<RealisticSchedule> RealModelState::schedule() const
{
    Expected<RealisticSchedule> run = RealisticEstimator::schedule(m_model, m_setup, m_recompute);
    if (!run)
        return std::nullopt;
    return std::move(*run);
}

void RealModelState::estimate()
{
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(m_model, m_setup, m_recompute);
    if (figures) {
        m_figures = *figures;
        m_error.clear();
    } else {
        m_figures.reset();
        m_error = figures.error();
    }
}
