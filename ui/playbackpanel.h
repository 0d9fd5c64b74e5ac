// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/schedulefigures.h"
#include "core/simulator/schedulereplay.h"
#include "core/simulator/schedulesetting.h"

#include <QWidget>

#include <array>

class BackgroundTask;
class LayerStrip;
class QLabel;
class QPushButton;
class QSlider;
class QComboBox;
class QTimer;

// Playback of the unit-chain schedule: Play/Pause, step back and forward one event, jump to the start or the end,
// and a scrub slider over the schedule's events; a LayerStrip shows every activation's state at the cursor, a legend
// names the states with their counts, and a line says which event the cursor is on. The states come from a
// ScheduleReplay of the schedule the panel is showing, recorded at once when it is small and otherwise when the
// learner first uses a playback control (at N = 1,000,000 a recording takes a quarter of a second, too much for a
// slider step or a pause in a drag), so dragging N or k stays as fast as before. Every control is reachable with Tab
// and named for screen readers; Space plays or pauses while any of them has focus, Enter presses a focused button,
// and the slider's arrow, Page and Home/End keys move the cursor. Play runs the whole schedule in about
// playDuration(), several events a tick when there are many.
class PlaybackPanel final : public QWidget
{
    Q_OBJECT
public:
    static constexpr int Cells = 120;                  // at most this many strip cells
    static constexpr qint64 ImmediateEvents = 200'000; // below this many events the recording is immediate
    static constexpr int TickMs = 33;
    static constexpr int MinEventMs = 150; // the slowest automatic pace at 1×: a step a reader can follow

    explicit PlaybackPanel(QWidget *parent = nullptr);
    ~PlaybackPanel() override;

    // The schedule to play; the cursor goes to the start of its backward pass once it is recorded.
    // `figures` are the schedule's own, from the simulation the caller ran: they size the recording, so a step of N
    // does not generate the schedule a second time.
    void setSchedule(const Chain &chain, const ScheduleSetting &setting, const ScheduleFigures &figures);
    // Runs `action` once the schedule is recorded: now if it is, else after recording it on a worker thread (the
    // window goes on; a progress dialog with Cancel after 300 ms). A cancelled recording, a pause, a newer schedule or
    // a newer action drops it.
    void whenRecorded(std::function<void()> action);
    bool isRecording() const;

    void play();
    void pause();
    void togglePlay();
    // Moves the cursor to `position` events (clamped), stopping nothing.
    void seek(qint64 position);
    void step(qint64 events);
    // Pauses and moves the cursor to the last event at or before `time` on the timeline, as the learner's click.
    void seekTime(double time);
    // The whole schedule's playing time at 1×; 0 (the default) is automatic: MinEventMs an event, at least 8 s and at
    // most 30 s, so a short schedule (N ≤ 32) goes at a pace a person can follow.
    void setPlayDuration(int milliseconds);
    int playDuration() const;
    // Playback and a scene's sweep at 0.25× … 4× (the speed box beside the slider).
    void setSpeed(double speed);
    double speed() const { return m_speed; }
    // How far a tick of the play timer moves, in events (below 1: one event every few ticks).
    double eventsPerTick() const;
    void setRecomputeEmphasis(bool emphasis);

    bool isPlaying() const;
    bool isRecorded() const { return !m_stale; }
    qint64 position() const { return m_frame.position; }
    const ScheduleReplay &replay() const { return m_replay; }
    const ReplayFrame &frame() const { return m_frame; }
    // "checkpoints 10 · saved 9 · recomputed 1 · freed 40 · …" at the cursor, in the current language.
    QString countsText() const;
    // The event the cursor is on: "Event 20 of 46: backward of layer 9 · memory 5 · time 14".
    QString eventText() const;
    LayerStrip *strip() const { return m_strip; }

signals:
    // Where the cursor is on the timeline's time axis; visible is false when there is nothing to show.
    void cursorMoved(double time, bool visible);
    void playingChanged(bool playing);
    // Play reached the end of the schedule.
    void playFinished();
    // The learner used a playback control (a scene's animation stops then).
    void userInteracted();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // offThread: a large schedule, recorded by m_recorder; a small one is recorded at once.
    void record(bool offThread);
    void recorded(ScheduleReplay replay);
    void seekNow(qint64 position);
    void tick();
    void showFrame(); // the frame at the cursor in the strip, legend, readout and slider
    void retranslate();
    void setPlaying(bool playing);

    Chain m_chain;
    ScheduleSetting m_setting;
    ScheduleReplay m_replay;
    ReplayFrame m_frame;
    bool m_stale = true;
    quint64 m_generation = 0; // counts schedules, so a recording that a newer schedule overtook is dropped
    BackgroundTask *m_recorder = nullptr;
    std::function<void()> m_afterRecording; // the last control used while the schedule was being recorded
    int m_playDurationMs = 0;               // automatic
    double m_speed = 1.0;
    double m_carry = 0.0; // the part of an event the ticks so far have moved
    QComboBox *m_speedCombo = nullptr;

    QTimer *m_playTimer = nullptr;
    QPushButton *m_startButton = nullptr;
    QPushButton *m_backButton = nullptr;
    QPushButton *m_playButton = nullptr;
    QPushButton *m_forwardButton = nullptr;
    QPushButton *m_endButton = nullptr;
    QSlider *m_slider = nullptr;
    LayerStrip *m_strip = nullptr;
    QLabel *m_eventLabel = nullptr;
    std::array<QLabel *, ActivationStateCount> m_swatches{};
    std::array<QLabel *, ActivationStateCount> m_legend{};
};
