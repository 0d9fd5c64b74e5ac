// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/recomputeband.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>
#include <QtMath>

#include <cmath>
#include <vector>

QList<QPointF> RecomputeBand::of(const MemoryTimeline &timeline, double reach)
{
    const QList<QPointF> &memory = timeline.memory;
    const qsizetype count = memory.size();
    const auto recomputes = [&](qsizetype i) { return bool(timeline.phases.at(i) & MemoryTimeline::RecomputePhase); };
    // Whether a recompute point lies within reach before and after each point (inclusive of itself).
    std::vector<char> before(std::size_t(count), 0), after(std::size_t(count), 0);
    for (qsizetype i = 0, last = -1; i < count; ++i) {
        if (recomputes(i))
            last = i;
        before[std::size_t(i)] = char(last >= 0 && memory.at(i).x() - memory.at(last).x() <= reach);
    }
    for (qsizetype i = count - 1, next = -1; i >= 0; --i) {
        if (recomputes(i))
            next = i;
        after[std::size_t(i)] = char(next >= 0 && memory.at(next).x() - memory.at(i).x() <= reach);
    }
    const auto shaded = [&](qsizetype i) { return before[std::size_t(i)] && after[std::size_t(i)]; };
    QList<QPointF> band;
    band.reserve(count * 2);
    bool inside = false;
    qsizetype from = 0; // the window of points within reach of point i
    qsizetype to = 0;
    for (qsizetype i = 0; i < count; ++i) {
        const QPointF point = memory.at(i);
        const bool shade = shaded(i);
        double top = point.y();
        if (shade) {
            while (memory.at(from).x() < point.x() - reach)
                ++from;
            to = qMax(to, i);
            while (to + 1 < count && memory.at(to + 1).x() <= point.x() + reach)
                ++to;
            for (qsizetype j = from; j <= to; ++j) {
                if (shaded(j))
                    top = qMax(top, memory.at(j).y());
            }
        }
        if (shade != inside)
            band.append({point.x(), shade ? 0.0 : band.isEmpty() ? 0.0 : band.last().y()});
        band.append({point.x(), shade ? top : 0.0});
        inside = shade;
    }
    return band;
}

RecomputeBandItem::RecomputeBandItem(QChart *chart, QAreaSeries *area)
    : QGraphicsObject(chart)
    , m_chart(chart)
    , m_area(area)
{
    area->setOpacity(0.0); // drawn here instead
    connect(area->upperSeries(), &QXYSeries::pointsReplaced, this, &RecomputeBandItem::invalidate);
    connect(area->upperSeries(), &QXYSeries::pointsRemoved, this, &RecomputeBandItem::invalidate);
    connect(area, &QAreaSeries::colorChanged, this, &RecomputeBandItem::invalidate);
    connect(area, &QAreaSeries::borderColorChanged, this, &RecomputeBandItem::invalidate);
    connect(area, &QAbstractSeries::visibleChanged, this, &RecomputeBandItem::invalidate);
    connect(chart, &QChart::plotAreaChanged, this, &RecomputeBandItem::invalidate);
    for (QAbstractAxis *axis : area->attachedAxes()) {
        if (auto *values = qobject_cast<QValueAxis *>(axis))
            connect(values, &QValueAxis::rangeChanged, this, &RecomputeBandItem::invalidate);
    }
}

QRectF RecomputeBandItem::boundingRect() const
{
    return m_chart->plotArea().adjusted(-2, -2, 2, 2); // the pen's width beyond the plot
}

void RecomputeBandItem::invalidate()
{
    m_dirty = true;
    prepareGeometryChange(); // the plot area may have moved
    update();
}

void RecomputeBandItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF plot = m_chart->plotArea();
    if (plot.isEmpty() || !m_area->isVisible())
        return;
    if (m_dirty) {
        rebuild(plot, painter->device() ? painter->device()->devicePixelRatioF() : 1.0);
        m_dirty = false;
    }
    painter->drawImage(plot.topLeft(), m_image);
    if (m_area->pen().style() != Qt::NoPen && m_outline.size() > 1) {
        painter->save();
        painter->setClipRect(plot);
        painter->setPen(m_area->pen());
        painter->setBrush(Qt::NoBrush);
        painter->drawPolyline(m_outline.constData(), int(m_outline.size()));
        painter->restore();
    }
}

void RecomputeBandItem::rebuild(const QRectF &plot, qreal pixelRatio)
{
    const int width = qCeil(plot.width() * pixelRatio);
    const int height = qCeil(plot.height() * pixelRatio);
    // One byte a pixel, the band's alpha, and a colour table from it to the band's colour at that alpha: a quarter of
    // an ARGB image's memory (0.5 MiB of idle memory at 1920x1080, four times that at a device pixel ratio of 2).
    // Qt's raster engine blends it span by span through the table, without converting it to ARGB first.
    const QColor colour = m_area->color();
    QList<QRgb> table;
    table.reserve(colour.alpha() + 1);
    for (int alpha = 0; alpha <= colour.alpha(); ++alpha)
        table.append(qRgba(colour.red(), colour.green(), colour.blue(), alpha)); // not premultiplied: Qt does that
    m_image = QImage(width, height, QImage::Format_Indexed8);
    m_image.setColorTable(table);
    m_image.setDevicePixelRatio(pixelRatio);
    m_image.fill(0);
    m_outline.clear();
    const QList<QPointF> points = m_area->upperSeries()->points();
    if (points.size() < 2 || width <= 0 || height <= 0)
        return;
    // Each column's top, in image pixels from the top (base: nothing shaded): the band's edge at the column's
    // centre, the highest where several segments cross it (a vertical edge crosses none).
    const double base = plot.height() * pixelRatio; // the band's zero: the plot's bottom edge, not a pixel's
    const auto columns = std::size_t(width);
    std::vector<double> top(columns, base);
    QPointF previous;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QPointF at = m_chart->mapToPosition(points.at(i), m_area);
        m_outline.append(at);
        const QPointF here((at.x() - plot.left()) * pixelRatio, (at.y() - plot.top()) * pixelRatio);
        if (i > 0 && here.x() > previous.x()) {
            const int first = qMax(0, int(std::ceil(previous.x() - 0.5)));
            const int last = qMin(width - 1, int(std::floor(here.x() - 0.5)));
            for (int column = first; column <= last; ++column) {
                const double t = (column + 0.5 - previous.x()) / (here.x() - previous.x());
                top[std::size_t(column)] = qMin(top[std::size_t(column)], previous.y() + t * (here.y() - previous.y()));
            }
        }
        previous = here;
    }
    // Each pixel by the fraction of it between the edge and the base: the two end rows in part, the rest whole.
    for (int column = 0; column < width; ++column) {
        const double edge = qMax(0.0, top[std::size_t(column)]);
        for (int row = int(edge); row < height && row < base; ++row) {
            const double covered = qMin(row + 1.0, base) - qMax(double(row), edge);
            m_image.scanLine(row)[column] = uchar(covered >= 1.0 ? colour.alpha() : qRound(colour.alpha() * covered));
        }
    }
}
