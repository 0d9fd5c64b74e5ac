// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/pinnedscrollarea.h"

#include <QEvent>
#include <QLayout>
#include <QScrollBar>

void PinnedScrollArea::pin(QWidget *header)
{
    m_header = header;
    if (const QLayout *page = widget() ? widget()->layout() : nullptr) {
        const QMargins margins = page->contentsMargins();
        header->setContentsMargins(margins.left(), margins.top(), margins.right(), 0);
    }
    header->setParent(this);
    header->show();
    // The scroll bar comes and goes with the page's height, and the bar's width with it.
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, &PinnedScrollArea::layoutHeader,
            Qt::UniqueConnection);
    layoutHeader();
}

bool PinnedScrollArea::event(QEvent *event)
{
    // The pinned bar's size changed (a readout that now takes two lines): it asks its parent, this area, for a layout.
    if (event->type() == QEvent::LayoutRequest)
        layoutHeader();
    return QScrollArea::event(event);
}

void PinnedScrollArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    layoutHeader();
}

void PinnedScrollArea::layoutHeader()
{
    if (!m_header)
        return;
    const int frame = frameWidth();
    const int width = this->width() - 2 * frame - (verticalScrollBar()->isVisible() ? verticalScrollBar()->width() : 0);
    const int height = m_header->hasHeightForWidth() ? m_header->heightForWidth(width) : m_header->sizeHint().height();
    if (viewportMargins().top() != height)
        setViewportMargins(0, height, 0, 0);
    m_header->setGeometry(frame, frame, width, height);
}
