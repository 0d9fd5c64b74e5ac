// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/examclock.h"

#include "core/session/session.h"

#include <QLabel>
#include <QLocale>
#include <QTimer>

ExamClock::ExamClock(Session *session, QLabel *label, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_label(label)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(1000);
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
    const qint64 left = attempt.secondsLeft(QDateTime::currentDateTimeUtc());
    const QLocale locale;
    m_label->setText(tr("Time left: %1:%2")
                         .arg(locale.toString(left / 60),
                              locale.toString(left % 60).rightJustified(2, locale.zeroDigit().at(0))));
    m_label->show();
    if (left == 0) {
        m_timer->stop();
        emit timeUp();
        return;
    }
    m_timer->start();
}
