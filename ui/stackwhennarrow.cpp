// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/stackwhennarrow.h"

#include <QAbstractScrollArea>
#include <QBoxLayout>
#include <QEvent>
#include <QWidget>

StackWhenNarrow::StackWhenNarrow(QBoxLayout *row, QWidget *page)
    : QObject(page)
    , m_row(row)
    , m_page(page)
{
    m_page->installEventFilter(this);
    follow();
}

bool StackWhenNarrow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_page && (event->type() == QEvent::ParentChange || event->type() == QEvent::Show))
        follow();
    else if (watched == m_frame && event->type() == QEvent::Resize)
        update();
    return QObject::eventFilter(watched, event);
}

void StackWhenNarrow::follow()
{
    // The width that counts is the scroll area's viewport, if the page is inside one (a page there is never narrower
    // than its minimum); else the page's parent.
    QWidget *frame = m_page->parentWidget();
    for (QWidget *ancestor = m_page->parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
        if (qobject_cast<QAbstractScrollArea *>(ancestor->parentWidget())) {
            frame = ancestor;
            break;
        }
    }
    if (frame == m_frame)
        return;
    if (m_frame)
        m_frame->removeEventFilter(this);
    m_frame = frame;
    if (m_frame)
        m_frame->installEventFilter(this);
    update();
}

void StackWhenNarrow::update()
{
    if (!m_frame)
        return;
    // What the row needs side by side: its items' minimum widths, the spacing between them and the page's margins.
    int needed = m_row->spacing() * qMax(0, m_row->count() - 1);
    for (int i = 0; i < m_row->count(); ++i)
        needed += m_row->itemAt(i)->minimumSize().width();
    const QMargins margins = m_page->layout() ? m_page->layout()->contentsMargins() : QMargins();
    needed += margins.left() + margins.right() + m_page->contentsMargins().left() + m_page->contentsMargins().right();
    // A page nested in the frame loses its offset on both sides.
    const int available = m_frame->width() - 2 * qMax(0, m_page->mapTo(m_frame, QPoint(0, 0)).x());
    const auto direction = available < needed ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (m_row->direction() != direction)
        m_row->setDirection(direction);
}
