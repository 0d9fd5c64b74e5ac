// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/scrollreveal.h"

#include <QCoreApplication>
#include <QEvent>
#include <QScrollArea>

void ScrollReveal::reveal(std::initializer_list<QWidget *> widgets)
{
    // Where the widgets are once the layouts a change has just asked for are done, not where they were before it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    for (QWidget *widget : widgets) {
        for (QWidget *ancestor = widget->parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
            auto *scrollArea = qobject_cast<QScrollArea *>(ancestor);
            if (!scrollArea || !scrollArea->widget()->isAncestorOf(widget))
                continue;
            // Not ensureWidgetVisible(): it shows a widget's input cursor rectangle, which a chart view puts at its
            // top-left corner, size 0. The whole widget, or as much of its top as fits.
            const QRect rect(widget->mapTo(scrollArea->widget(), QPoint()), widget->size());
            const QSize view = scrollArea->viewport()->size();
            const int xMargin = qMin(rect.width(), view.width()) / 2;
            const int yMargin = qMin(rect.height(), view.height()) / 2;
            scrollArea->ensureVisible(rect.left() + xMargin, rect.top() + yMargin, xMargin, yMargin);
            break;
        }
    }
}
