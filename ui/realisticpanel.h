// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/simulatorscene.h"
#include "core/realistic/realmodelstate.h"

#include <QWidget>

#include <memory>
#include <optional>

class ActivationTimelineChart;
class BlockOpsPanel;
class MemoryBudgetBars;
class PlanPanel;
class QTimer;
namespace Ui {
class RealisticPanel;
}

// The realistic mode's form: a real transformer (a preset, a custom one or a config.json's), how it is trained
// (sequence, micro-batch, precision, tensor/sequence parallelism, fused attention, data-parallel GPUs with a ZeRO stage,
// the GPU's memory) and what is recomputed (none, selective, full every k blocks), all held by a RealModelState. Each
// control writes its one field into the state; the panel redraws the controls, the figures (bytes with binary units,
// FLOPs, the verdict against the GPU's memory, the conventions behind them) and the memory budget from the state's
// changed() alone, whoever changed it (a click, a scene, a plan row, the op table). Bad input shows the estimator's
// message instead of any figure. applyScene() takes it to a question's real-model scene: the preset, setup and policy,
// then the scene's steps one after another, and a highlight on the activations or the total until the learner changes
// something. The form is realisticpanel.ui; the code fills in what changes (figures, combo entries) and wires the
// controls through one table of fields.
class RealisticPanel final : public QWidget
{
    Q_OBJECT
public:
    // Shows and edits `state` (the window owns it, so it outlives the panel).
    explicit RealisticPanel(RealModelState *state, QWidget *parent = nullptr);
    ~RealisticPanel() override;

    // A preset by its name (TransformerModel::preset), or "custom" to edit the fields; false for an unknown name.
    bool selectModel(const QString &name);
    // A model read from a config.json: a choice of its own in the model list, selected, with the reader's notes
    // (the defaults it took) under it.
    void showLoadedModel(const TransformerModel &model, const QStringList &notes);
    // File → Open Model Config…: asks for a config.json, then openModelConfig().
    void chooseModelConfig();
    // Reads a Hugging Face config.json and shows its model; a file that cannot be read or used is refused with its
    // located message (ModelConfig) and nothing changes. False then.
    bool openModelConfig(const QString &path);
    PlanPanel *planPanel() const { return m_planPanel; }

    const TransformerModel &model() const { return m_state->model(); }
    const TrainingSetup &setup() const { return m_state->setup(); }
    const RecomputeSetting &recompute() const { return m_state->recompute(); }
    // The figures shown, or none when the input is bad; then error() says why.
    const std::optional<RealisticFigures> &figures() const { return m_state->figures(); }
    const QString &error() const { return m_state->error(); }
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
    void setSceneStepInterval(int milliseconds) { m_sceneStepMs = qMax(1, milliseconds); }
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
    // The learner's input: it stops a scene, then changes the state (not while the controls are being redrawn).
    template<typename Edit>
    void edit(Edit change);
    void retranslate();
    void fillCombos();
    void showState(RealModelState::Changes what);
    void showControls(RealModelState::Changes what);
    void showRules();
    void showEstimate();
    void showFigures();
    void showVerdictColour();
    void sceneStep();
    void setHighlight(SimulatorScene::Highlight highlight);

    RealModelState *m_state = nullptr;
    BlockOpsPanel *m_blockOps = nullptr;
    PlanPanel *m_planPanel = nullptr;
    QStringList m_loadedNotes; // the defaults the last config.json read took
    bool m_customMemory = false; // the learner chose "Custom" for the GPU's memory
    bool m_syncing = false; // controls are being set from the state; their signals change nothing

    QTimer *m_sceneTimer = nullptr;
    QList<SimulatorScene::RealStep> m_sceneSteps; // the steps still to apply
    int m_sceneStepMs = SceneStepMs;
    SimulatorScene::Highlight m_highlight = SimulatorScene::Highlight::None;

    std::unique_ptr<Ui::RealisticPanel> m_ui;
};
