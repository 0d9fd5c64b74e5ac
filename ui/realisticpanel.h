// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/simulatorscene.h"
#include "core/realistic/realisticfigures.h"
#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <QWidget>

#include <memory>
#include <optional>

class ActivationTimelineChart;
class MemoryBudgetBars;
class QTimer;
namespace Ui {
class RealisticPanel;
}

// The realistic mode: a real transformer (a preset or a custom one), how it is trained (sequence, micro-batch,
// precision, tensor/sequence parallelism, fused attention, data-parallel GPUs with a ZeRO stage, the GPU's memory) and
// what is recomputed (none, selective, full every k blocks). Every change asks RealisticEstimator for the figures and
// shows them as they come, in bytes with binary units and FLOPs, the verdict against the GPU's memory, the conventions
// behind them and a stacked bar of the memory budget. Bad input shows the estimator's message instead of any figure.
// applyScene() takes it to a question's real-model scene: the preset, setup and policy, then the scene's steps one
// after another, and a highlight on the activations or the total until the learner changes something. The form is
// realisticpanel.ui; the code fills in what changes (figures, combo entries) and wires the controls.
class RealisticPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit RealisticPanel(QWidget *parent = nullptr);
    ~RealisticPanel() override;

    // A preset by its name (TransformerModel::preset), or "custom" to edit the fields; false for an unknown name.
    bool selectModel(const QString &name);

    const TransformerModel &model() const { return m_model; }
    const TrainingSetup &setup() const { return m_setup; }
    const RecomputeSetting &recompute() const { return m_recompute; }
    // The figures shown, or none when the input is bad; then error() says why.
    const std::optional<RealisticFigures> &figures() const { return m_figures; }
    const QString &error() const { return m_error; }
    MemoryBudgetBars *budgetBars() const;
    ActivationTimelineChart *activationTimeline() const;

    static constexpr int SceneStepMs = 1000; // between two steps of a scene

    // Selects the scene's preset, applies its setup and recompute policy, highlights what it names, then applies its
    // steps one after another, sceneStepInterval() apart; sceneFinished() after the last (at once without steps).
    // Unit-chain scenes are SimulatorPanel's; a scene naming no known preset changes nothing and returns false.
    bool applyScene(const SimulatorScene &scene);
    // Stops the steps and clears the highlight, as the learner's input does.
    void cancelScene();
    bool isAnimating() const;
    SimulatorScene::Highlight highlight() const { return m_highlight; }
    void setSceneStepInterval(int milliseconds);
    int sceneStepInterval() const { return m_sceneStepMs; }

    // Bytes as the panel shows them: binary units (GiB = 2^30 bytes) in the current locale's digits.
    static QString formatBytes(qint64 bytes);

signals:
    void estimated();
    // A scene's last step is applied.
    void sceneFinished();
    // The learner's input stopped a scene's steps.
    void sceneCancelled();

protected:
    void changeEvent(QEvent *event) override;

private:
    void connectControls();
    void retranslate();
    void fillCombos();
    void showControls();
    void readControls();
    void estimate();
    void showFigures();
    void showVerdictColour();
    QString bytesText(qint64 bytes) const;
    // The controls, the figures and the bars for m_model, m_setup and m_recompute, as a scene sets them.
    void showScenePart();
    void sceneStep();
    void setHighlight(SimulatorScene::Highlight highlight);

    TransformerModel m_model = TransformerModel::presets().constFirst();
    TrainingSetup m_setup = TrainingSetup::defaultFor(m_model);
    RecomputeSetting m_recompute;
    std::optional<RealisticFigures> m_figures;
    QString m_error;
    bool m_syncing = false; // controls are being set from the model; their signals change nothing

    QTimer *m_sceneTimer = nullptr;
    QList<SimulatorScene::RealStep> m_sceneSteps; // the steps still to apply
    int m_sceneStepMs = SceneStepMs;
    SimulatorScene::Highlight m_highlight = SimulatorScene::Highlight::None;

    std::unique_ptr<Ui::RealisticPanel> m_ui;
};
