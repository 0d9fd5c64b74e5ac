// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/leavingattempt.h"

#include "core/session/session.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMainWindow>
#include <QStatusBar>

namespace LeavingAttempt {

bool confirm(const Session &session, QWidget *from, const Confirmation &ask)
{
    const QuizAttempt &attempt = session.attempt();
    switch (session.leaving()) {
    case Session::Leaving::Free:
        return true;
    case Session::Leaving::KeptInHistory:
        if (auto *window = qobject_cast<QMainWindow *>(from->window()))
            window->statusBar()->showMessage(
                QCoreApplication::translate("QuizPanel", "Your attempt is kept in History (Quiz → History)."), 10000);
        return true;
    case Session::Leaving::ReportNotHandedIn:
        break;
    }
    return ask(QCoreApplication::translate("QuizPanel", "Start over?"),
               QCoreApplication::translate("QuizPanel",
                                           "You answered %1 of %2 questions and have not exported a report of this "
                                           "attempt. It stays in History, where you can open and export it later.",
                                           nullptr, attempt.questionCount())
                   .arg(QLocale().toString(attempt.answeredCount()), QLocale().toString(attempt.questionCount())));
}

} // namespace LeavingAttempt
