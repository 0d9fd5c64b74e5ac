// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/realisticfigures.h"
#include "core/realistic/realisticschedule.h"
#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

// The real-model mode's state, apart from any window: the transformer (a preset or a custom one), how it is trained,
// what is recomputed, and what RealisticEstimator makes of them: the figures, or its message when the input is bad.
// RealisticPanel shows and edits it, a question's scene sets it step by step, and anything that checks or plans a
// setup can read it headless (tst_realmodelstate). Every assignment estimates at once (microseconds) and emits
// changed() once.
class RealModelState final : public QObject
{
    Q_OBJECT
public:
    // One recompute policy's figures for the same model and setup (the budget bars side by side).
    struct PolicyFigures
    {
        RecomputeSetting setting;
        RealisticFigures figures;
    };

    explicit RealModelState(QObject *parent = nullptr);

    const TransformerModel &model() const { return m_model; }
    const TrainingSetup &setup() const { return m_setup; }
    const RecomputeSetting &recompute() const { return m_recompute; }
    // The figures, or none when the input is bad; then error() says why.
    const std::optional<RealisticFigures> &figures() const { return m_figures; }
    const QString &error() const { return m_error; }

    // A custom policy's ops are kept to those the block has (BlockGraph::validSavedOps).
    void assign(const TransformerModel &model, const TrainingSetup &setup, const RecomputeSetting &recompute);
    // A preset by name: its model and sequence length; the rest of the setup and the policy stay. False, and nothing
    // changes, for an unknown name.
    bool selectPreset(QStringView name);

    // None, selective, full and full every `spacing` blocks, for the current model and setup; empty when the input is
    // bad. The current policy's entry equals figures().
    QList<PolicyFigures> policyComparison(qint64 spacing) const;
    // The training step the figures describe, as a chain and a schedule for the simulator; none when the input is bad.
    std::optional<RealisticSchedule> schedule() const;

signals:
    void changed();

private:
    void estimate();

    TransformerModel m_model = TransformerModel::presets().constFirst();
    TrainingSetup m_setup = TrainingSetup::defaultFor(m_model);
    RecomputeSetting m_recompute;
    std::optional<RealisticFigures> m_figures;
    QString m_error;
};
