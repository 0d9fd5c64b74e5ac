// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <functional>

class QWidget;
class Session;

// Whether the learner may leave the current attempt for another (a restart, practice, guided tasks, a review, another
// quiz). It asks only where leaving would cost something, an exam's or an assignment's report not handed in or an
// attempt nothing would keep (Session::leaving()); an attempt that stays in History is left with a line in the
// window's status bar saying so, since a question on every switch teaches the learner to click it away (ux-3 F10).
namespace LeavingAttempt {

using Confirmation = std::function<bool(const QString &title, const QString &text)>;

bool confirm(const Session &session, QWidget *from, const Confirmation &ask);

} // namespace LeavingAttempt
