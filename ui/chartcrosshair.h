// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

class QChart;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

// A vertical line across a chart's plot area with one boxed label beside it: what the charts show under the pointer
// instead of tooltips that need a pixel-exact hover on a 2 px line. The items are children of the chart, so they
// live and die with it and are drawn above the series.
class ChartCrosshair final
{
public:
    explicit ChartCrosshair(QChart *chart);

    // Line at chart x coordinate `x` (clamped to the plot area), label beside it, on the side with more room.
    void show(qreal x, const QString &text);
    void hide();
    bool isVisible() const;
    QString text() const;

private:
    QChart *m_chart;
    QGraphicsLineItem *m_line;
    QGraphicsRectItem *m_box;
    QGraphicsSimpleTextItem *m_label;
};
