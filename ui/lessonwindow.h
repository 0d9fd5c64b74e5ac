// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/lesson.h"

#include <QDialog>

#include <functional>

class PlaybackPanel;
class QLabel;
class QPushButton;
class RealModelState;
class Session;
class UnitChainModel;

// The first lesson beside the window: one step at a time, a sentence and one thing to do in the simulator. Each step
// starts from its scene and opens Next only once the simulator meets its goal (read from the simulator's models) and,
// if it asks, its schedule was played to the end; the line under the sentence says what is still missing. It does
// not block the window: the learner works in the simulator while it stays open.
class LessonWindow final : public QDialog
{
    Q_OBJECT
public:
    struct Simulator
    {
        UnitChainModel *unitChain = nullptr;
        RealModelState *realModel = nullptr;
        std::function<void(const SimulatorScene &)> showScene;
        std::function<PlaybackPanel *()> playback; // the unit chain's playback (built on first use)
    };

    // Where a learner may go once the lesson is finished: a button's text (QT_TRANSLATE_NOOP("LessonWindow", …))
    // and what it opens. Finish then shows them instead of closing (ux-3 F3: no next step after Finish).
    struct WhereNext
    {
        const char *label = nullptr;
        std::function<void()> go;
    };

    LessonWindow(Lesson lesson, Session *session, Simulator simulator, QWidget *parent = nullptr);
    void setWhereNext(QList<WhereNext> choices) { m_whereNext = std::move(choices); }
    bool isShowingWhereNext() const { return m_finished; }

    int step() const { return m_step; }
    void setStep(int step);
    // Whether the current step's task is done (Next is open).
    bool isStepDone() const;
    QPushButton *nextButton() const { return m_next; }
    // At the foot of the quiz column at `column` (on the screen), inside it: never over the charts the steps ask the
    // learner to watch.
    void placeAt(const QRect &column);

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();
    void showWhereNext();
    void fitHeight();

    Lesson m_lesson;
    Session *m_session = nullptr;
    Simulator m_simulator;
    int m_step = 0;
    bool m_played = false;
    QLabel *m_progress = nullptr;
    QLabel *m_text = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_next = nullptr;
    QList<WhereNext> m_whereNext;
    QList<QPushButton *> m_whereNextButtons;
    bool m_finished = false;
};
