// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/simulatorscene.h"
#include "core/simulator/schedulefigures.h"

#include <QObject>

#include <functional>

class BudgetChart;
class MemoryTimelineChart;
class PredictionMarker;
class TradeoffChart;

// "Commit, then see" (ux-2 F14): a scene that carries the learner's committed number (SimulatorScene::prediction)
// draws it beside the truth, on the chart the scene shows and the axis that measures what its highlight is about:
// a predicted peak on the memory timeline's axis, a spacing on the trade-off chart's, extra forwards on the budget
// chart's. The timeline has no axis for a count of reruns, so a recompute scene states both numbers in a note over
// it. The marks go with the scene's highlight (hide), and follow a change of language.
class ScenePrediction final : public QObject
{
    Q_OBJECT
public:
    // A child of `timeline`. The budget chart is made on first use; `budget` makes or returns it.
    ScenePrediction(MemoryTimelineChart *timeline, TradeoffChart *tradeoff, std::function<BudgetChart *()> budget);

    // Draws `scene.prediction`, if any, against `truth` (the scene's figures); hides the marks otherwise.
    void show(const SimulatorScene &scene, const ScheduleFigures &truth);
    void hide();
    // The marker drawn now, if any (tests).
    PredictionMarker *shownMarker() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    PredictionMarker *timelineMarker();
    PredictionMarker *tradeoffMarker();
    PredictionMarker *budgetMarker();

    MemoryTimelineChart *m_timeline;
    TradeoffChart *m_tradeoff;
    std::function<BudgetChart *()> m_budget;
    PredictionMarker *m_timelineMarker = nullptr;
    PredictionMarker *m_tradeoffMarker = nullptr;
    PredictionMarker *m_budgetMarker = nullptr;
    PredictionMarker *m_shown = nullptr;
    SimulatorScene m_scene;
    ScheduleFigures m_truth;
};
