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
    const qreal pixelRatio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    if (m_dirty || pixelRatio != m_pixelRatio) {
        rebuild(plot, pixelRatio);
        m_dirty = false;
    }
    painter->save();
    // Device pixels from here, and rectangles that are not smoothed: a column's rectangle covers its device column
    // alone, whatever fraction of a pixel the plot starts at, so no pixel is blended twice.
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->translate(plot.topLeft());
    painter->scale(1 / m_pixelRatio, 1 / m_pixelRatio);
    fillColumns(painter);
    painter->restore();
    if (m_area->pen().style() != Qt::NoPen && m_outline.size() > 1) {
        painter->save();
        painter->setClipRect(plot);
        painter->setPen(m_area->pen());
        painter->setBrush(Qt::NoBrush);
        painter->drawPolyline(m_outline.constData(), int(m_outline.size()));
        painter->restore();
    }
}

QImage RecomputeBandItem::image() const
{
    QImage image(int(m_tops.size()), qCeil(m_base), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    fillColumns(&painter);
    return image;
}

void RecomputeBandItem::fillColumns(QPainter *painter) const
{
    // Each pixel by the fraction of it between the edge and the base: the top and bottom rows in part, the rest
    // whole. Neighbouring columns whose whole part starts on the same row are filled as one rectangle.
    const QColor colour = m_area->color();
    const auto partly = [&](double covered) {
        QColor part = colour;
        part.setAlpha(qRound(colour.alpha() * covered));
        return part;
    };
    const auto fillPart = [&](const QRect &pixels, double covered) {
        if (const QColor part = partly(covered); part.alpha() > 0)
            painter->fillRect(pixels, part);
    };
    const int wholeEnd = int(m_base); // the first row that is not whole: the base cuts it, or it is below the plot
    const double bottomCovered = m_base - wholeEnd;
    const int columns = int(m_tops.size());
    int runStart = 0; // columns [runStart, column) share their whole part's first row, runRow
    int runRow = wholeEnd;
    const auto flush = [&](int end) {
        if (end > runStart && runRow < wholeEnd)
            painter->fillRect(QRect(runStart, runRow, end - runStart, wholeEnd - runRow), colour);
        if (end > runStart && runRow <= wholeEnd)
            fillPart(QRect(runStart, wholeEnd, end - runStart, 1), bottomCovered);
    };
    for (int column = 0; column < columns; ++column) {
        const double edge = qMax(0.0, m_tops[std::size_t(column)]);
        int firstWhole = wholeEnd + 1; // nothing shaded
        if (edge < m_base) {
            const int row = int(edge);
            firstWhole = row;
            if (row < wholeEnd && edge > row) { // the top row in part
                fillPart(QRect(column, row, 1, 1), row + 1.0 - edge);
                firstWhole = row + 1;
            } else if (row == wholeEnd) { // edge and base in one row
                fillPart(QRect(column, row, 1, 1), m_base - edge);
                firstWhole = wholeEnd + 1;
            }
        }
        if (firstWhole != runRow) {
            flush(column);
            runStart = column;
            runRow = firstWhole;
        }
    }
    flush(columns);
}

void RecomputeBandItem::rebuild(const QRectF &plot, qreal pixelRatio)
{
    const int width = qCeil(plot.width() * pixelRatio);
    m_pixelRatio = pixelRatio;
    m_base = plot.height() * pixelRatio; // the band's zero: the plot's bottom edge, not a pixel's
    m_tops.assign(std::size_t(qMax(0, width)), m_base);
    m_outline.clear();
    const QList<QPointF> points = m_area->upperSeries()->points();
    if (points.size() < 2 || width <= 0 || m_base <= 0)
        return;
    // Each column's top, in device pixels from the top (base: nothing shaded): the band's edge at the column's
    // centre, the highest where several segments cross it (a vertical edge crosses none).
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
                double &top = m_tops[std::size_t(column)];
                top = qMin(top, previous.y() + t * (here.y() - previous.y()));
            }
        }
        previous = here;
    }
}
