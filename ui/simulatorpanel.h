// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/simulatorscene.h"
#include "core/report/reportsimulatorsection.h"
#include "core/simulator/unitchainmodel.h"

#include <QWidget>

#include <memory>

class BudgetChart;
class MemoryTimelineChart;
class PlaybackPanel;
class RecomputePause;
class ScenePrediction;
class QTimer;
class TradeoffChart;
namespace Ui {
class SimulatorPanel;
}

// The visualizer half of the window, a view of a UnitChainModel (the window's, or its own when built alone): layers N
// (log slider and spin box), the schedule (uniform spacing, PyTorch checkpoint_sequential with its use_reentrant
// mode, or the optimal Revolve schedule), the schedule's control — spacing k, segments S, or a memory budget in
// activations — with a button that goes to the setting near sqrt(N), and the backward-to-forward cost ratio. The
// controls drive the model; its changed() redraws the charts and the readout, whoever changed it. Under the
// timeline, playback (PlaybackPanel) steps through the schedule.
//
// applyScene() takes the panel to a question's scene: its exact setting, chart, highlight and animation (a sweep of
// the parameter through real simulations, or playback from the start or from the backward pass). The highlight stays
// until the learner changes something; any use of a control stops a running animation (sceneCancelled()).
class SimulatorPanel final : public QWidget
{
    Q_OBJECT
public:
    static constexpr qint64 MaxLayers = UnitChainModel::MaxLayers;
    static constexpr int CurvesDelayMs = 150; // how long a drag of N pauses before the trade-off charts follow
    static constexpr double StaleChartOpacity = 0.3;
    static constexpr int SweepDurationMs = 1800; // a scene's sweep of the parameter, start to end
    static constexpr int SweepSteps = 45;        // at most this many simulations in a sweep

    // Shows `model` (its state as it is); with none the panel makes its own.
    explicit SimulatorPanel(UnitChainModel *model = nullptr, QWidget *parent = nullptr);
    ~SimulatorPanel() override;

    UnitChainModel *model() const { return m_model; }

    // The model's inputs, as the panel's controls set them.
    void setLayers(qint64 layers) { m_model->setLayers(layers); }
    // The current schedule's control: spacing k, segments S, or the memory budget (slots + 1) for Revolve.
    void setParameter(qint64 value) { m_model->setControl(value); }
    void setSchedule(ScheduleKind schedule) { m_model->setSchedule(schedule); }
    void setUseReentrant(bool reentrant) { m_model->setUseReentrant(reentrant); }
    void setBackwardRatio(double ratio) { m_model->setBackwardRatio(ratio); }
    void goNearSqrt() { m_model->goNearSqrt(); }

    // Takes the panel to the scene: N, schedule, parameter, use_reentrant and cost ratio exactly; the named chart in
    // front; its highlight; its animation. A store-all scene shows uniform spacing k = N, the same schedule's memory
    // (store-all is the baseline the panel always draws, not a choice). Real-model scenes are RealisticPanel's: this
    // ignores them. sceneFinished() comes at once when the scene has no animation.
    void applyScene(const SimulatorScene &scene);
    // Stops a running animation and clears the highlight, as the learner's input does.
    void cancelScene();
    bool isAnimating() const;
    SimulatorScene::Highlight highlight() const { return m_highlight; }
    // The time between two steps of a sweep; 0 (the default) spreads the sweep over SweepDurationMs. For tests.
    void setAnimationStepInterval(int milliseconds) { m_stepIntervalMs = qMax(0, milliseconds); }

    qint64 layers() const { return m_model->layers(); }
    qint64 parameter() const { return m_model->control(); }
    // The control's range for the current schedule and N.
    qint64 parameterMinimum() const { return m_model->controlMinimum(); }
    qint64 parameterMaximum() const { return m_model->controlMaximum(); }
    ScheduleKind schedule() const { return m_model->schedule(); }
    bool useReentrant() const { return m_model->useReentrant(); }
    ScheduleSetting currentSetting() const { return m_model->setting(); }
    // The readout: peak and extra forwards, in the current language.
    QString readout() const;

    // The settings and figures as they are now, for score reports (the exporter draws the charts from them).
    ReportSimulatorSection reportSection() const { return ReportSimulatorSection::of(*m_model); }

    MemoryTimelineChart *timelineChart() const;
    TradeoffChart *tradeoffChart() const;
    // Built on first use (its tab shown, a scene naming it, or this call).
    BudgetChart *budgetChart();
    PlaybackPanel *playback() const { return m_playback; }

signals:
    void simulated();
    // A scene's animation reached its end (immediately after applyScene() for a scene without one).
    void sceneFinished();
    // The learner's input stopped a scene's animation.
    void sceneCancelled();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void retranslateControl();
    void syncControls();
    void modelChanged(UnitChainModel::Changes what);
    // A control's input: stops a scene's animation; puts the control back when the model did not move (a slider step
    // that rounds to the same N must not leave the slider elsewhere).
    template<typename Input>
    void fromControl(Input input);
    void showFigures();
    void showTradeoffCurves();
    void showTradeoffMarkers();
    void showBudgetCurves();
    void retranslateBudgetChart();
    void setCurvesStale(bool stale); // dims the trade-off charts while they still show an earlier N
    void setHighlight(SimulatorScene::Highlight highlight);
    void sweepStep();
    void finishAnimation();
    bool stopAnimation(); // whether one was running

    UnitChainModel *m_model = nullptr;
    quint64 m_updates = 0; // changed() signals seen, so an input can tell whether the model moved
    QTimer *m_curvesTimer = nullptr;
    bool m_curvesStale = false;   // the trade-off charts still show the N before a drag, dimmed
    double m_shownTimeSpan = 0.0; // the timeline's axis as last laid out

    PlaybackPanel *m_playback = nullptr;
    RecomputePause *m_recomputePause = nullptr; // a played scene's stop at its first recompute
    ScenePrediction *m_prediction = nullptr;    // a committed number beside the truth
    QTimer *m_sweepTimer = nullptr;
    QList<qint64> m_sweep;       // the sweep's remaining values
    bool m_playingScene = false; // a scene's playback animation is running
    int m_stepIntervalMs = 0;
    SimulatorScene::Highlight m_highlight = SimulatorScene::Highlight::None;
    BudgetChart *m_budgetChart = nullptr; // on the chart tabs' second page, once shown

    std::unique_ptr<Ui::SimulatorPanel> m_ui;
};
