// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>
#include <QObject>

class QAction;
class QLabel;
class QSplitter;
class QWidget;
class Session;

// Keeps a teacher's assignment as it was set while the learner takes it: the actions that would change how the
// attempt is taken (a new attempt in another mode) are off, a banner says which rules hold, when it is due and
// whether it is late, and during an exam that forbids the simulator a note stands in its place until hand-in.
// It follows the session, so an assignment opened, resumed or handed in is handled the same way.
class AssignmentGuard final : public QObject
{
    Q_OBJECT
public:
    // `simulator` is the visualizer in `splitter`; the note goes beside it.
    AssignmentGuard(Session *session, QList<QAction *> lockedActions, QSplitter *splitter, QWidget *simulator,
                    QWidget *bannerParent);

    QLabel *banner() const { return m_banner; }
    // Re-reads the attempt and the language.
    void update();

private:
    QString rulesText() const;

    Session *m_session = nullptr;
    QList<QAction *> m_locked;
    QWidget *m_simulator = nullptr;
    QLabel *m_simulatorOff = nullptr;
    QLabel *m_banner = nullptr;
};
