// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/recomputepause.h"

#include "ui/playbackpanel.h"

#include <QLabel>
#include <QLocale>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// A tick passes many events on a long chain: the first recompute is looked for among at most this many.
constexpr qint64 MaxScan = 4096;

} // namespace

RecomputePause::RecomputePause(PlaybackPanel *playback, QWidget *captionParent)
    : QObject(playback)
    , m_playback(playback)
    , m_caption(new QLabel(captionParent))
    , m_resume(new QTimer(this))
{
    m_caption->setObjectName(u"recomputeCaption"_s);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setWordWrap(true);
    m_caption->setAutoFillBackground(true);
    m_caption->setForegroundRole(QPalette::ToolTipText);
    m_caption->setBackgroundRole(QPalette::ToolTipBase);
    m_caption->setFrameShape(QFrame::Box);
    m_caption->setMargin(6);
    m_caption->hide();
    m_resume->setSingleShot(true);
    connect(m_resume, &QTimer::timeout, this, &RecomputePause::resume);
    connect(m_playback, &PlaybackPanel::cursorMoved, this, &RecomputePause::cursorMoved);
}

void RecomputePause::arm()
{
    disarm();
    m_armed = true;
    m_seen = m_playback->position();
}

void RecomputePause::disarm()
{
    m_armed = false;
    m_resume->stop();
    m_caption->hide();
}

void RecomputePause::cursorMoved()
{
    if (!m_armed || !m_playback->isPlaying())
        return;
    const qint64 position = m_playback->position();
    const ScheduleReplay &replay = m_playback->replay();
    qint64 found = -1;
    for (qint64 i = qMax(m_seen, position - MaxScan); i < position && found < 0; ++i) {
        if (replay.event(i).kind == EventKind::Recompute)
            found = i;
    }
    m_seen = position;
    if (found < 0)
        return;
    m_armed = false; // once a scene
    m_playback->pause();
    m_playback->seek(found + 1); // the cursor on that very event, not where the tick landed
    const QString layer = QLocale().toString(replay.event(found).index);
    m_caption->setText(tr("Recompute: layer %1 runs forward again. The forward pass dropped this activation to save "
                          "memory; the backward pass needs it now, so it is rebuilt from the checkpoint before it, "
                          "and the memory curve climbs while it is held.")
                           .arg(layer));
    QWidget *chart = m_caption->parentWidget();
    const int width = qMin(chart->width() - 16, qMax(320, chart->width() * 2 / 3));
    m_caption->setFixedWidth(width);
    m_caption->adjustSize();
    m_caption->move((chart->width() - width) / 2, 8);
    m_caption->show();
    m_caption->raise();
    m_resume->start(int(ReadMs / qMax(0.25, m_playback->speed())));
}

void RecomputePause::resume()
{
    m_caption->hide();
    m_playback->play();
}
