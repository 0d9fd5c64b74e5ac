// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// SimulatorPanel's scenes: a question's "Show me" sets the chain and the schedule, plays the step or sweeps the
// spacing, pauses at the first recompute and highlights what the question is about, until the learner's input or
// another question cancels it. Kept apart from the panel's controls and charts in simulatorpanel.cpp.

#include "ui/simulatorpanel.h"

#include "ui/budgetchart.h"
#include "ui/memorytimelinechart.h"
#include "ui/playbackpanel.h"
#include "ui/recomputepause.h"
#include "ui/sceneprediction.h"
#include "ui/scrollreveal.h"
#include "ui/tradeoffchart.h"
#include "ui_simulatorpanel.h"

#include <QLineSeries>
#include <QPen>
#include <QTabWidget>
#include <QTimer>

void SimulatorPanel::applyScene(const SimulatorScene &scene)
{
    if (scene.view != SimulatorScene::View::UnitChain)
        return;
    // A scene replaces whatever the last one was doing, without counting as the learner's input.
    stopAnimation();
    m_playback->pause();
    setHighlight(SimulatorScene::Highlight::None);

    // The scene's setting with the parameter where a sweep starts; the sweep ends on the scene's own.
    m_model->show(scene.layers, scene.setting);
    const qint64 target = parameter();

    switch (scene.chart) {
    case SimulatorScene::Chart::Tradeoff:
        m_ui->chartTabs->setCurrentWidget(m_ui->tradeoffChart);
        break;
    case SimulatorScene::Chart::Budget:
        m_ui->chartTabs->setCurrentWidget(m_ui->budgetPage);
        break;
    case SimulatorScene::Chart::Timeline:
        break; // always in view, above the tabs
    }
    if (scene.highlight == SimulatorScene::Highlight::Tradeoff)
        m_ui->chartTabs->setCurrentWidget(m_ui->tradeoffChart);
    // On a short screen the panel scrolls: the control the scene moves and its chart in view, the chart if not both.
    const bool tabs
        = scene.chart != SimulatorScene::Chart::Timeline || scene.highlight == SimulatorScene::Highlight::Tradeoff;
    QWidget *const chart = tabs ? static_cast<QWidget *>(m_ui->chartTabs) : m_ui->timelineChart;
    QWidget *const moved = scene.animation == SimulatorScene::Animation::Sweep  ? m_ui->parameterSlider
                           : scene.animation == SimulatorScene::Animation::None ? chart
                                                                                : m_playback;
    ScrollReveal::reveal({moved, chart});

    switch (scene.animation) {
    case SimulatorScene::Animation::Sweep:
        m_sweep = m_model->sweepTo(target, SweepSteps);
        setParameter(m_sweep.takeFirst());
        break;
    case SimulatorScene::Animation::Play:
    case SimulatorScene::Animation::PlayBackward:
    case SimulatorScene::Animation::None:
        setParameter(target);
        break;
    }
    setHighlight(scene.highlight);
    m_prediction->show(scene, m_model->snapshot().figures);
    if (scene.animation == SimulatorScene::Animation::Play
        || scene.animation == SimulatorScene::Animation::PlayBackward) {
        m_playingScene = true;
        m_playback->whenRecorded([this, fromStart = scene.animation == SimulatorScene::Animation::Play] {
            if (!m_playingScene)
                return; // the scene was cancelled while its schedule was being recorded
            m_playback->seek(fromStart ? 0 : m_playback->replay().backwardStart());
            m_recomputePause->arm();
            m_playback->play();
            if (!m_playback->isPlaying()) // too long to play back
                finishAnimation();
        });
        return;
    }
    if (m_sweep.isEmpty()) {
        emit sceneFinished();
        return;
    }
    m_sweepTimer->start(m_stepIntervalMs > 0 ? m_stepIntervalMs
                                             : int(SweepDurationMs / m_playback->speed()) / int(m_sweep.size()));
}

void SimulatorPanel::sweepStep()
{
    if (m_sweep.isEmpty())
        return finishAnimation();
    setParameter(m_sweep.takeFirst()); // a real simulation, as a slider step
    if (m_sweep.isEmpty())
        finishAnimation();
}

void SimulatorPanel::finishAnimation()
{
    stopAnimation();
    emit sceneFinished();
}

bool SimulatorPanel::stopAnimation()
{
    const bool animating = isAnimating();
    m_sweepTimer->stop();
    m_sweep.clear();
    m_recomputePause->disarm();
    m_playingScene = false; // playback stays where it is: the learner's own control from here
    return animating;
}

bool SimulatorPanel::isAnimating() const
{
    return m_sweepTimer->isActive() || m_playingScene;
}

void SimulatorPanel::cancelScene()
{
    if (stopAnimation())
        emit sceneCancelled();
    setHighlight(SimulatorScene::Highlight::None);
    m_prediction->hide();
}

void SimulatorPanel::setHighlight(SimulatorScene::Highlight highlight)
{
    if (highlight == m_highlight)
        return;
    m_highlight = highlight;
    using Highlight = SimulatorScene::Highlight;
    m_ui->timelineChart->setEmphasis(highlight == Highlight::Peak        ? MemoryTimelineChart::Emphasis::Peak
                                     : highlight == Highlight::Recompute ? MemoryTimelineChart::Emphasis::Recompute
                                                                         : MemoryTimelineChart::Emphasis::None);
    m_playback->setRecomputeEmphasis(highlight == Highlight::Recompute);
    // The current point: the trade-off chart's marker line, twice as wide.
    QPen marker = m_ui->tradeoffChart->currentMarker()->pen();
    marker.setWidthF(highlight == Highlight::Tradeoff ? 4.0 : 2.0);
    m_ui->tradeoffChart->currentMarker()->setPen(marker);
    m_ui->tradeoffChart->showMinimum(highlight == Highlight::Tradeoff);
    showFigures();
}
