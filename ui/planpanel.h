// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/planner.h"

#include <QGroupBox>

#include <memory>

class BackgroundTask;
class PlanTableModel;
class QSortFilterProxyModel;
class QTimer;
class RealModelState;
namespace Ui {
class PlanPanel;
}

// "Plan: the setups that fit", in the real-model tab: for the state's model and its setup's sequence length, GPU
// memory, precision, attention and convention, the planner's search over G GPUs of a given peak and utilisation for
// a global batch; the fitting setups as a sortable table (choosing a row, with Enter or the button, puts it into the
// form), how many layouts fit and why the others do not, why the form's own setup does or does not fit with the
// smallest change that makes it fit, and offloading activations against recomputing them at the host link's
// bandwidth. It re-plans shortly after any change: at once for real setups (milliseconds, bench_planner measures
// it), on a worker thread with progress and Cancel for the huge ones a config or the inputs allow (seconds).
class PlanPanel final : public QGroupBox
{
    Q_OBJECT
public:
    explicit PlanPanel(RealModelState *state, QWidget *parent = nullptr);
    ~PlanPanel() override;

    PlanRequest request() const;
    const Planner::Plan &plan() const { return m_plan; }
    PlanTableModel *tableModel() const { return m_model; }
    // Re-plans now instead of after the short delay (tests, and the first showing).
    void replan();
    // Puts the row's setup (a row of the sorted view) into the state.
    void applyRow(int viewRow);
    // The setup of the row selected in the table, if one is.
    std::optional<PlannedSetup> selectedSetup() const;
    const std::optional<PlannedSetup> &smallestChange() const { return m_smallestChange; }

signals:
    // The state now holds a setup chosen here: the form shows it.
    void applied();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillCombos();
    // Up to this many GPUs and layers a plan runs on the GUI thread; beyond, on a worker thread.
    static constexpr qint64 QuickPlanLimit = 1024;
    // What a plan gives, worked out off the GUI thread when it is large.
    struct Outcome
    {
        Planner::Plan plan;
        QString planError;
        Expected<FitDiagnosis> diagnosis = Expected<FitDiagnosis>::failure(QString());
        std::optional<PlannedSetup> smallestChange;
        qint64 milliseconds = 0;
    };
    static Outcome plan(const PlanRequest &planned, const TrainingSetup &setup, const RecomputeSetting &recompute,
                        const std::atomic_bool &cancelled);
    void showPlan(const PlanRequest &planned, const Outcome &outcome);
    void showWhyNot(const PlanRequest &planned, const Outcome &outcome);
    void apply(const PlannedSetup &planned);

    RealModelState *m_state = nullptr;
    PlanTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    QTimer *m_replanTimer = nullptr;
    BackgroundTask *m_background = nullptr;
    int m_generation = 0; // of the latest replan(); an older one's result is dropped
    Planner::Plan m_plan;
    qint64 m_planMilliseconds = 0;
    std::optional<PlannedSetup> m_smallestChange;
    bool m_applying = false;
    std::unique_ptr<Ui::PlanPanel> m_ui;
};
