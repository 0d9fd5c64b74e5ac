// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/memorytimeline.h"

#include <QGraphicsObject>
#include <QImage>
#include <QList>
#include <QPointF>

class QAreaSeries;
class QChart;

// The shaded recompute band: under the memory curve where recompute ran, zero elsewhere, with vertical edges so the
// band starts and stops at column boundaries instead of slanting between them. What it shows is resolved to about
// `reach` (two pixels' worth of time): its top is the highest point of the curve within reach, not the zigzag
// between a column's minimum and maximum, and gaps narrower than twice the reach are shaded through. At N = 10^5..10^6
// the exact band was a comb of a thousand teeth that took Qt's rasterizer 100-200 ms a frame to fill; resolved to
// the pixel it looks the same and fills in a few milliseconds. At small N, where events are pixels apart, it is exact.
struct RecomputeBand
{
    static QList<QPointF> of(const MemoryTimeline &timeline, double reach);
};

// Draws an area series' band in its place, for a series that keeps its legend entry, colour and pen but is not
// painted itself (opacity 0). Qt 6.4 fills a band that is a comb of pixel-wide teeth in near-pixel spans: half of a
// slider step at N = 10^5 went there (bench_sliderstep). This fills an image of the plot's size (one byte a pixel)
// column by column, the top pixel by its covered fraction, and draws it once; the series' pen, when it has one (a
// scene's emphasis), outlines the band as the series would have. Series and chart own it: it is a child of the chart's
// item.
class RecomputeBandItem final : public QGraphicsObject
{
    Q_OBJECT
public:
    RecomputeBandItem(QChart *chart, QAreaSeries *area);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    // The band as last drawn, one pixel per column (tests).
    const QImage &image() const { return m_image; }

private:
    void invalidate();
    void rebuild(const QRectF &plot, qreal pixelRatio);

    QChart *m_chart;
    QAreaSeries *m_area;
    QImage m_image;
    QList<QPointF> m_outline; // the band's edge in the chart's coordinates, for the pen
    bool m_dirty = true;
};
