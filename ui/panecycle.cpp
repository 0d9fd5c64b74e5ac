// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/panecycle.h"

#include <QApplication>
#include <QShortcut>
#include <QTabWidget>

PaneCycle::PaneCycle(QWidget *window, QWidget *first, QTabWidget *tabs)
    : QObject(window)
    , m_first(first)
    , m_tabs(tabs)
{
    setObjectName(QStringLiteral("paneCycle"));
    auto *forward = new QShortcut(QKeySequence(Qt::Key_F6), window);
    auto *backward = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6), window);
    connect(forward, &QShortcut::activated, this, &PaneCycle::next);
    connect(backward, &QShortcut::activated, this, &PaneCycle::previous);
}

int PaneCycle::paneCount() const
{
    return 1 + m_tabs->count();
}

QWidget *PaneCycle::pane(int index) const
{
    return index == 0 ? m_first : m_tabs->widget(index - 1);
}

int PaneCycle::current() const
{
    const QWidget *focus = QApplication::focusWidget();
    for (int i = 0; focus && i < paneCount(); ++i) {
        if (focus == pane(i) || pane(i)->isAncestorOf(focus))
            return i;
    }
    return -1;
}

void PaneCycle::move(int step)
{
    const int count = paneCount();
    const int from = current();
    int to = from < 0 ? (step > 0 ? 0 : count - 1) : (from + step + count) % count;
    // A hidden pane is passed over (the simulator during an assignment's exam that forbids it).
    for (int tried = 1; tried < count && !(to == 0 ? m_first : m_tabs)->isVisible(); ++tried)
        to = (to + step + count) % count;
    if (to > 0)
        m_tabs->setCurrentIndex(to - 1);
    QWidget *target = pane(to);
    // The pane's first control in the Tab order, unless the pane takes the focus itself (the quiz panel does).
    if (target->focusPolicy() == Qt::NoFocus) {
        for (QWidget *next = target->nextInFocusChain(); next && next != target; next = next->nextInFocusChain()) {
            if (target->isAncestorOf(next) && next->isVisible() && next->isEnabled()
                && (next->focusPolicy() & Qt::TabFocus)) {
                target = next;
                break;
            }
        }
    }
    target->setFocus(Qt::ShortcutFocusReason);
}
