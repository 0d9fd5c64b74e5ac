// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QDateTime>
#include <QFrame>

#include <functional>

class QAction;
class QLabel;
class QPushButton;
class QTimer;
class Session;

// What spaced review puts in the window: a strip above the quiz saying how many questions are due today, with a
// Review Now button, and two Quiz-menu actions, Review Due Today (with the count) and Review Settings (the desired
// retention). Starting a review replaces the attempt with the due questions (practice kinds drawn afresh), after
// `confirmLeaving` agrees. The count follows the session's review schedule and its clock, and is read again every
// minute, because learning steps fall due minutes apart.
class ReviewDueStrip final : public QFrame
{
    Q_OBJECT
public:
    ReviewDueStrip(Session *session, std::function<bool()> confirmLeaving, QWidget *parent = nullptr);

    QAction *reviewAction() const { return m_reviewAction; }
    QAction *settingsAction() const { return m_settingsAction; }
    // Items due by the end of the learner's day; 0 without a schedule.
    int dueToday() const { return m_due; }
    // Starts a review of what is due today; false when nothing is, or the learner kept the current attempt.
    bool startReview();
    // Re-reads the schedule.
    void update();

protected:
    void changeEvent(QEvent *event) override;

private:
    QDateTime endOfToday() const;
    void retranslate();
    void askRetention();

    Session *m_session = nullptr;
    std::function<bool()> m_confirmLeaving;
    QLabel *m_text = nullptr;
    QPushButton *m_start = nullptr;
    QAction *m_reviewAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QTimer *m_refresh = nullptr;
    int m_due = 0;
};
