// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/chartcrosshair.h"

#include "ui/chartpalette.h"

#include <QBrush>
#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

ChartCrosshair::ChartCrosshair(QChart *chart)
    : m_chart(chart)
    , m_line(new QGraphicsLineItem(chart))
    , m_box(new QGraphicsRectItem(chart))
    , m_label(new QGraphicsSimpleTextItem(m_box))
{
    m_line->setPen(QPen(ChartPalette::storeAll(), 1, Qt::SolidLine));
    m_line->setZValue(20);
    // Neutral inks, which ChartTheme turns into the palette's base and text on a dark theme: the tool tip colours
    // (a light yellow in GTK's dark theme) would not follow, and its text would.
    m_box->setBrush(QColor(255, 255, 255, 240));
    m_box->setPen(QPen(ChartPalette::separator(), 1));
    m_box->setZValue(21);
    m_label->setBrush(ChartPalette::ink());
    hide();
}

void ChartCrosshair::show(qreal x, const QString &text)
{
    const QRectF plot = m_chart->plotArea();
    x = qBound(plot.left(), x, plot.right());
    m_line->setLine(x, plot.top(), x, plot.bottom());
    m_label->setFont(m_chart->font());
    m_label->setText(text);
    const QRectF textRect = m_label->boundingRect();
    constexpr qreal pad = 4;
    constexpr qreal gap = 8;
    const qreal width = textRect.width() + 2 * pad;
    const qreal height = textRect.height() + 2 * pad;
    const bool right = x + gap + width <= plot.right() || x - plot.left() < plot.right() - x;
    const qreal left = right ? x + gap : x - gap - width;
    m_box->setRect(0, 0, width, height);
    m_box->setPos(left, plot.top() + 4);
    m_label->setPos(pad, pad);
    m_line->show();
    m_box->show();
}

void ChartCrosshair::hide()
{
    m_line->hide();
    m_box->hide();
}

bool ChartCrosshair::isVisible() const
{
    return m_box->isVisible();
}

QString ChartCrosshair::text() const
{
    return m_label->text();
}
