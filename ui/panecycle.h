// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class QTabWidget;
class QWidget;

// F6 and Shift+F6 move the keyboard focus between the window's panes (the quiz, the unit chain, the real model), as
// in browsers and office apps: a keyboard user no longer tabs through every control of the long simulator to get back
// to the quiz. The panes are one widget and each page of a tab widget; a page is brought forward (the window builds
// its panel then, if it had not) and its first control takes the focus.
class PaneCycle final : public QObject
{
    Q_OBJECT
public:
    PaneCycle(QWidget *window, QWidget *first, QTabWidget *tabs);

    // The pane holding the focus now, or -1.
    int current() const;
    void next() { move(+1); }
    void previous() { move(-1); }

private:
    void move(int step);

    int paneCount() const;
    QWidget *pane(int index) const;

    QWidget *m_first = nullptr;
    QTabWidget *m_tabs = nullptr;
};
