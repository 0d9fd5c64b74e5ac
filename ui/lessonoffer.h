// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/lessonwindow.h"

#include <QFrame>
#include <QPointer>

class QAction;
class QLabel;
class QPushButton;

// The way into the first lesson: a strip above the quiz at the first start ("New to checkpointing? Learn in 3
// minutes", Start or Not Now; either way it is not offered again) and the Quiz menu's Learn in 3 Minutes, which is
// always there. Opens one LessonWindow and raises it when asked again.
class LessonOffer final : public QFrame
{
    Q_OBJECT
public:
    LessonOffer(Session *session, LessonWindow::Simulator simulator, QWidget *parent = nullptr);

    QAction *action() const { return m_action; }
    // The quiz column, at whose foot the lesson's card opens (the window's left edge when not set).
    void setColumn(QWidget *column) { m_column = column; }
    void setWhereNext(QList<LessonWindow::WhereNext> choices) { m_whereNext = std::move(choices); }
    // Opens the lesson (or brings it forward); null when the lesson cannot be read.
    LessonWindow *open();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void dismiss();

    Session *m_session = nullptr;
    LessonWindow::Simulator m_simulator;
    QList<LessonWindow::WhereNext> m_whereNext;
    QPointer<LessonWindow> m_window;
    QPointer<QWidget> m_column;
    QAction *m_action = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_notNow = nullptr;
};
