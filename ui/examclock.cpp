// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/examclock.h"

#include "core/session/session.h"

#include <QLabel>
#include <QLocale>
#include <QTimer>

#include <algorithm>

ExamClock::ExamClock(Session *session, QLabel *label, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_label(label)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &ExamClock::update);
}

void ExamClock::update()
{
    const QuizAttempt &attempt = m_session->attempt();
    if (!attempt.deadline().isValid() || attempt.isFinished()) {
        m_timer->stop();
        m_label->hide();
        return;
    }
    // Whole seconds rounded up, so 0:00 shows only when the time is really up (and the hand-in then counts as time
    // run out, see QuizAttempt::ranOutOfTime); the next tick comes when the shown second changes.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const qint64 msLeft = now.msecsTo(attempt.deadline());
    const qint64 left = std::min(attempt.secondsLeft(now) + (msLeft % 1000 > 0 ? 1 : 0),
                                 qint64(attempt.options().timeLimitMinutes) * 60);
    const QLocale locale;
    m_label->setText(
        tr("Time left: %1:%2")
            .arg(locale.toString(left / 60), locale.toString(left % 60).rightJustified(2, locale.zeroDigit().at(0))));
    m_label->show();
    if (msLeft <= 0) {
        m_timer->stop();
        emit timeUp();
        return;
    }
    m_timer->start(int(msLeft % 1000 > 0 ? msLeft % 1000 : 1000));
}
