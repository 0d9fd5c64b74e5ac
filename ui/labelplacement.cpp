// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/labelplacement.h"

#include <QGraphicsItem>

void LabelPlacement::keepClear(const QList<QGraphicsItem *> &items, const QRectF &keep, const QRectF &bounds)
{
    if (keep.isEmpty())
        return;
    for (QGraphicsItem *item : items) {
        const QRectF now = item->mapRectToParent(item->boundingRect());
        if (!item->isVisible() || !now.intersects(keep))
            continue;
        QRectF moved = now;
        if (keep.left() - now.width() >= bounds.left())
            moved.moveRight(keep.left());
        else if (keep.right() + now.width() <= bounds.right())
            moved.moveLeft(keep.right());
        else
            moved.moveTop(keep.bottom());
        item->setPos(item->pos() + moved.topLeft() - now.topLeft());
    }
}
