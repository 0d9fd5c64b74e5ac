// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/sceneprediction.h"

#include "ui/budgetchart.h"
#include "ui/charttheme.h"
#include "ui/memorytimelinechart.h"
#include "ui/niceaxis.h"
#include "ui/predictionmarker.h"
#include "ui/tradeoffchart.h"

#include <QEvent>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>

#include <cmath>

namespace {

// A typed number as typed: "12", "1,234", "12.5".
QString numberText(double value)
{
    return value == std::round(value) && std::abs(value) < 1e15 ? QLocale().toString(qint64(value))
                                                                : QLocale().toString(value, 'g', 6);
}

PredictionMarker *markerOn(QChartView *view, QXYSeries *reference)
{
    auto *marker = new PredictionMarker(view->chart(), reference);
    ChartTheme::apply(view->chart(), view->palette()); // its box and ink in the current palette
    return marker;
}

} // namespace

ScenePrediction::ScenePrediction(MemoryTimelineChart *timeline, TradeoffChart *tradeoff,
                                 std::function<BudgetChart *()> budget)
    : QObject(timeline)
    , m_timeline(timeline)
    , m_tradeoff(tradeoff)
    , m_budget(std::move(budget))
{
    timeline->installEventFilter(this);
}

void ScenePrediction::show(const SimulatorScene &scene, const ScheduleFigures &truth)
{
    hide();
    if (!scene.prediction || !truth.valid)
        return;
    m_scene = scene;
    m_truth = truth;
    const double value = *scene.prediction;
    const QString label = tr("Your prediction %1").arg(numberText(value));
    using Highlight = SimulatorScene::Highlight;
    switch (scene.highlight) {
    case Highlight::Peak:
        m_shown = timelineMarker();
        m_shown->show(Qt::Vertical, value, label);
        break;
    case Highlight::Tradeoff:
        m_shown = tradeoffMarker();
        m_shown->show(Qt::Horizontal, value, label);
        break;
    case Highlight::Overhead: // extra forwards, on the budget chart's axis when that chart is in front
        if (scene.chart == SimulatorScene::Chart::Budget) {
            m_shown = budgetMarker();
            m_shown->show(Qt::Vertical, value < 0 ? -1.0 : NiceAxis::toLog1p(value), label);
            break;
        }
        [[fallthrough]];
    case Highlight::Recompute:
        m_shown = timelineMarker();
        m_shown->showNote(tr("Your prediction: %1 extra layer forwards. The simulator: %2, the shaded reruns.")
                              .arg(numberText(value), QLocale().toString(truth.extraForwards)));
        break;
    case Highlight::None:
    case Highlight::Activations:
    case Highlight::Total:
    case Highlight::Block:
        break; // no unit-chain figure to compare with
    }
}

void ScenePrediction::hide()
{
    if (m_shown)
        m_shown->hide();
    m_shown = nullptr;
}

PredictionMarker *ScenePrediction::shownMarker() const
{
    return m_shown;
}

bool ScenePrediction::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_shown)
        show(m_scene, m_truth);
    return QObject::eventFilter(watched, event);
}

PredictionMarker *ScenePrediction::timelineMarker()
{
    if (!m_timelineMarker)
        m_timelineMarker = markerOn(m_timeline, m_timeline->memorySeries());
    return m_timelineMarker;
}

PredictionMarker *ScenePrediction::tradeoffMarker()
{
    if (!m_tradeoffMarker)
        m_tradeoffMarker = markerOn(m_tradeoff, m_tradeoff->peakSeries());
    return m_tradeoffMarker;
}

PredictionMarker *ScenePrediction::budgetMarker()
{
    if (!m_budgetMarker) {
        BudgetChart *budget = m_budget();
        m_budgetMarker = markerOn(budget, budget->currentSeries());
    }
    return m_budgetMarker;
}
