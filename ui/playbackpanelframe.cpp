// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// PlaybackPanel's frame: the strip, the legend's counts and the line that says what the current event is, for the
// position the slider, the timer or a seek has reached. Kept apart from the controls and the recording in
// playbackpanel.cpp.

#include "ui/playbackpanel.h"

#include "ui/activationstatestyle.h"
#include "ui/layerstrip.h"

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>

using namespace Qt::StringLiterals;

void PlaybackPanel::showFrame()
{
    const bool ready = !m_stale && m_replay.isComplete();
    for (QWidget *control : {static_cast<QWidget *>(m_startButton), static_cast<QWidget *>(m_backButton),
                             static_cast<QWidget *>(m_playButton), static_cast<QWidget *>(m_forwardButton),
                             static_cast<QWidget *>(m_endButton), static_cast<QWidget *>(m_slider)})
        control->setEnabled(ready || m_stale); // a waiting schedule is recorded when a control is used
    m_strip->setStale(m_stale);
    if (m_stale) {
        // The counts belong to the schedule before: a dash until this one is recorded.
        for (std::size_t i = 0; i < ActivationStateStyle::legendOrder.size(); ++i)
            m_legend[i]->setText(ActivationStateStyle::name(ActivationStateStyle::legendOrder[i]) + u" —"_s);
        m_eventLabel->setText(tr("Press Play, step or drag to play this schedule back."));
        emit cursorMoved(0.0, false);
        return;
    }
    if (!m_replay.isComplete()) {
        m_strip->setCells({}, -1);
        for (QLabel *label : m_legend)
            label->clear();
        m_eventLabel->setText(
            m_replay.eventCount() > 0
                //: %1 is the schedule's number of events, %2 the most playback takes.
                ? tr("This schedule has %1 events, more than playback takes (%2): try a larger memory budget or "
                     "fewer layers.")
                      .arg(QLocale().toString(m_replay.eventCount()),
                           QLocale().toString(ScheduleReplay::DefaultMaxEvents))
                : QString());
        emit cursorMoved(0.0, false);
        return;
    }
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(int(m_frame.position));
    }
    int active = -1;
    if (m_frame.hasEvent) {
        // The activation the event is about: a layer's input for runs and backwards, x_j for saves and frees.
        const bool layer = m_frame.kind == EventKind::Forward || m_frame.kind == EventKind::Recompute
                           || m_frame.kind == EventKind::Backward || m_frame.kind == EventKind::SaveInternals;
        active = m_replay.cellOf(layer ? m_frame.index - 1 : m_frame.index);
    }
    m_strip->setCells(m_frame.cells, active);
    const QLocale locale;
    for (std::size_t i = 0; i < ActivationStateStyle::legendOrder.size(); ++i)
        m_legend[i]->setText(ActivationStateStyle::name(ActivationStateStyle::legendOrder[i]) + u' '
                             + locale.toString(m_frame.count(ActivationStateStyle::legendOrder[i])));
    m_eventLabel->setText(eventText());
    m_strip->setAccessibleDescription(countsText());
    emit cursorMoved(m_frame.time, true);
}

QString PlaybackPanel::countsText() const
{
    const QLocale locale;
    QStringList parts;
    for (const ActivationState state : ActivationStateStyle::legendOrder) {
        if (m_frame.count(state) > 0)
            parts.append(ActivationStateStyle::name(state) + u' ' + locale.toString(m_frame.count(state)));
    }
    return parts.join(u" · "_s);
}

QString PlaybackPanel::eventText() const
{
    if (m_stale || !m_replay.isComplete())
        return {};
    const QLocale locale;
    QString what;
    if (!m_frame.hasEvent) {
        what = tr("before the first event");
    } else {
        const QString index = locale.toString(m_frame.index);
        switch (m_frame.kind) {
        case EventKind::Forward:
            what = tr("forward of layer %1").arg(index);
            break;
        case EventKind::Recompute:
            what = tr("recompute of layer %1").arg(index);
            break;
        case EventKind::Backward:
            what = tr("backward of layer %1").arg(index);
            break;
        case EventKind::Save:
            what = tr("save x%1").arg(index);
            break;
        case EventKind::SaveInternals:
            what = tr("save what layer %1 keeps beyond its input").arg(index);
            break;
        case EventKind::Free:
            what = tr("free x%1").arg(index);
            break;
        }
    }
    //: %1 the cursor's event, %2 the schedule's events, %3 what the event does, %4 memory, %5 compute time.
    return tr("Event %1 of %2: %3 · memory %4 · time %5")
        .arg(locale.toString(m_frame.position), locale.toString(m_replay.eventCount()), what,
             locale.toString(m_frame.memory), locale.toString(m_frame.time, 'g', 10));
}
