// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class QLabel;
class QTimer;
class Session;

// The countdown of an exam with a time limit: "Time left: m:ss" in its label, once a second, in the locale's digits.
// It hides the label when the attempt has no limit or is over, and says timeUp() once when the time has run out
// (the quiz panel then hands the attempt in); the clock is the attempt's deadline, so a suspended laptop or a
// resumed attempt counts the time that passed.
class ExamClock final : public QObject
{
    Q_OBJECT
public:
    ExamClock(Session *session, QLabel *label, QObject *parent = nullptr);

    // Re-reads the attempt (a new one, a language switch): starts, stops or redraws the countdown.
    void update();

signals:
    void timeUp();

private:
    Session *m_session = nullptr;
    QLabel *m_label = nullptr;
    QTimer *m_timer = nullptr;
};
