// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class PlaybackPanel;
class QLabel;
class QTimer;
class QWidget;

// The pause a played scene makes at its first recompute, the moment checkpointing is about: playback stops on the
// first event that runs a layer forward again, and a caption over the memory chart says which layer and why, for
// long enough to read it at the chosen speed; then playback goes on. A scene's Play arms it; it pauses once, and the
// learner's own control (or the next scene) disarms it and takes the caption away.
class RecomputePause final : public QObject
{
    Q_OBJECT
public:
    // Reading time at 1×, divided by the playback speed.
    static constexpr int ReadMs = 4000;

    // The caption is a child of `captionParent` (the memory chart's viewport), across its top.
    RecomputePause(PlaybackPanel *playback, QWidget *captionParent);

    void arm();
    void disarm();
    QLabel *caption() const { return m_caption; }

private:
    void cursorMoved();
    void resume();

    PlaybackPanel *m_playback = nullptr;
    QLabel *m_caption = nullptr;
    QTimer *m_resume = nullptr;
    bool m_armed = false;
    qint64 m_seen = 0; // events the cursor had passed at the last check
};
