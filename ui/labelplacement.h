// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>
#include <QRectF>

class QGraphicsItem;

// Chart annotations placed by rule ("Forward" centred over the forward pass, the clip note where store-all leaves the
// plot) can land on a label that matters more. keepClear() moves each visible item that covers `keep` beside it,
// left if there is room in `bounds`, else right, else below it. Rectangles are in the items' parent's coordinates.
struct LabelPlacement
{
    static void keepClear(const QList<QGraphicsItem *> &items, const QRectF &keep, const QRectF &bounds);
};
