// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;
class Session;
struct SimulatorScene;

// A question's hints, under its options: a button that shows the next one ("Show Hint 1 of 2"), the hints shown so
// far, and a hint's scene sent to the simulator as it is shown. Hints are counted in the attempt (Session::useHint),
// so they are saved, reported and lower the answer's review rating; the button is there only while a hint is
// available (before the answer, never in exam mode). The quiz panel places it (quizpanel.ui) and says which question
// it serves.
class HintBox final : public QWidget
{
    Q_OBJECT
public:
    explicit HintBox(QWidget *parent = nullptr);

    void setSession(Session *session) { m_session = session; }
    // Shows question `index` of the session's attempt: its hints shown so far and, if another is available, the button.
    void setQuestion(int index);
    QPushButton *button() const { return m_button; }
    // Shows the next hint, if one is available (the button, or a guided task's failed check).
    void showNext();

signals:
    // The hint just shown carries a scene.
    void sceneRequested(const SimulatorScene &scene);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    Session *m_session = nullptr;
    int m_question = 0;
    QPushButton *m_button = nullptr;
    QVBoxLayout *m_hints = nullptr;
};
