// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/scrollreveal.h"

#include <QScrollArea>

void ScrollReveal::reveal(std::initializer_list<QWidget *> widgets)
{
    for (QWidget *widget : widgets) {
        for (QWidget *ancestor = widget->parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
            if (auto *scrollArea = qobject_cast<QScrollArea *>(ancestor)) {
                scrollArea->ensureWidgetVisible(widget, 0, 0);
                break;
            }
        }
    }
}
