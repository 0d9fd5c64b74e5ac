// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QStringList>
#include <QWidget>

#include <functional>

class HintBox;
class QLabel;
class QPushButton;
class Session;
class TaskGoal;

// A guided task's controls in the quiz, in place of its options: Check the Simulator, which asks the window's
// simulator whether it meets the goal (the checker), and Give Up. A met goal answers the task right; a missed check
// lists what is still wrong and shows the next hint (HintBox), so a hint is given per failed try and counted; giving
// up answers it wrong. Shown only for an unanswered task of an attempt still open.
class TaskBox final : public QWidget
{
    Q_OBJECT
public:
    // The reasons the simulator does not meet `goal` yet; empty when it does.
    using Checker = std::function<QStringList(const TaskGoal &goal)>;

    explicit TaskBox(QWidget *parent = nullptr);

    void attach(Session *session, HintBox *hints);
    void setChecker(Checker checker) { m_checker = std::move(checker); }
    void setQuestion(int index);
    QPushButton *checkButton() const { return m_check; }
    QPushButton *giveUpButton() const { return m_giveUp; }

signals:
    // The outcome as the option shown at `displayedOption` (the panel answers it like a chosen option).
    void optionChosen(int displayedOption);

protected:
    void changeEvent(QEvent *event) override;

private:
    void check();
    void choose(int bankOption);
    void retranslate();

    Session *m_session = nullptr;
    HintBox *m_hints = nullptr;
    Checker m_checker;
    int m_question = 0;
    QLabel *m_status = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_giveUp = nullptr;
};
