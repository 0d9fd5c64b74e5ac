// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// MemoryTimelineChart's overlay: the playback cursor, the emphasis a scene puts on the peak or the recompute, the
// peak's label kept clear of the curves, and the crosshair that reads the curves under the pointer. Kept apart from
// the chart's series and axes in memorytimelinechart.cpp.

#include "ui/memorytimelinechart.h"

#include "ui/chartcrosshair.h"
#include "ui/chartpalette.h"
#include "ui/labelplacement.h"

#include <QAreaSeries>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace {

// The index of the last point at or before `time` (the curve's value there), or -1 before the first point.
qsizetype indexAt(const QList<QPointF> &points, double time)
{
    const auto after = std::upper_bound(points.cbegin(), points.cend(), time,
                                        [](double t, const QPointF &point) { return t < point.x(); });
    return qsizetype(after - points.cbegin()) - 1;
}

} // namespace

void MemoryTimelineChart::setPlaybackCursor(double time, bool visible)
{
    m_cursorTime = time;
    m_cursorShown = visible;
    layoutOverlay();
}

bool MemoryTimelineChart::hasPlaybackCursor() const
{
    return m_cursor->isVisible();
}

void MemoryTimelineChart::setEmphasis(Emphasis emphasis)
{
    m_emphasis = emphasis;
    const bool peak = emphasis == Emphasis::Peak;
    m_peak->setMarkerSize(peak ? EmphasisedPeakMarkerSize : PeakMarkerSize);
    m_peak->setBorderColor(peak ? ChartPalette::ink() : QColor(Qt::white));
    QFont label = m_peak->pointLabelsFont();
    label.setBold(peak);
    m_peak->setPointLabelsFont(label);
    QColor fill = ChartPalette::recompute();
    fill.setAlpha(emphasis == Emphasis::Recompute ? 255 : RecomputeAlpha);
    m_recompute->setColor(fill);
    m_recompute->setPen(emphasis == Emphasis::Recompute ? QPen(ChartPalette::ink(), 1.5) : QPen(Qt::NoPen));
}

void MemoryTimelineChart::layoutOverlay()
{
    const QRectF plot = chart()->plotArea();
    if (plot.isEmpty())
        return;
    const auto xOf = [this](double time) { return chart()->mapToPosition(QPointF(time, 0.0), m_memory).x(); };
    const bool cursor = m_cursorShown && m_cursorTime >= m_timeAxis->min() && m_cursorTime <= m_timeAxis->max();
    m_cursor->setVisible(cursor);
    if (cursor) {
        const qreal x = xOf(m_cursorTime);
        m_cursor->setLine(x, plot.top(), x, plot.bottom());
    }
    const double forwardEnd = m_forwardEnd > 0.0 ? m_forwardEnd : 0.0;
    const bool phases = forwardEnd > 0.0 && forwardEnd < m_timeAxis->max();
    m_separator->setVisible(phases);
    m_forwardLabel->setVisible(phases);
    m_backwardLabel->setVisible(phases);
    if (phases) {
        const qreal x = xOf(forwardEnd);
        m_separator->setLine(x, plot.top(), x, plot.bottom());
        const qreal top = plot.top() + 2;
        // "Forward" centred over the first sweep where it fits, else just left of the separator; "Backward" to
        // the separator's right.
        const qreal forwardWidth = m_forwardLabel->boundingRect().width();
        const qreal centred = (plot.left() + x - forwardWidth) / 2;
        m_forwardLabel->setPos(qMax(plot.left() + 4, qMin(centred, x - forwardWidth - 4)), top);
        const qreal end = m_scheduleEnd > forwardEnd ? qMin(xOf(m_scheduleEnd), plot.right()) : plot.right();
        const qreal backwardWidth = m_backwardLabel->boundingRect().width();
        m_backwardLabel->setPos(qMax(x + 6, qMin((x + end - backwardWidth) / 2, plot.right() - backwardWidth)), top);
    }
    const QString note = clipNote();
    m_clipLabel->setText(note);
    m_clipBox->setVisible(!note.isEmpty());
    if (!note.isEmpty()) {
        // Just right of where the store-all line leaves the top of the plot (it rises one per layer forward).
        const qreal x = xOf(qMin(m_memoryAxis->max(), m_timeAxis->max()));
        const qreal width = m_clipLabel->boundingRect().width();
        const QRectF box = m_clipLabel->boundingRect().adjusted(-3, -1, 3, 1);
        m_clipBox->setRect(box);
        m_clipBox->setPos(qMin(x + 6, plot.right() - width - 4),
                          plot.top() + m_forwardLabel->boundingRect().height() + 6);
    }
    m_envelopeBox->setVisible(m_timeline.alternatesWithinColumns());
    if (m_envelopeBox->isVisible()) {
        const QRectF note = m_envelopeNote->boundingRect().adjusted(-3, -1, 3, 1);
        m_envelopeBox->setRect(note);
        m_envelopeBox->setPos(plot.right() - note.right() - 4, plot.bottom() - note.bottom() - 4);
    }
    // The peak's label is what every question is about: a label that would cover it moves beside it, else below it
    // (ux-2 F18: "Forward", "Peak 19" and the store-all note on top of each other).
    LabelPlacement::keepClear({m_forwardLabel, m_backwardLabel, m_clipBox, m_envelopeBox},
                              peakLabelRect().adjusted(-3, -1, 3, 1), plot);
}

QRectF MemoryTimelineChart::peakLabelRect() const
{
    if (!m_hasPeak || m_peak->points().isEmpty())
        return {};
    // Where Qt Charts draws a point label: centred over the point, just above its marker.
    const QPointF point = chart()->mapToPosition(m_peak->points().constFirst(), m_peak);
    const QFontMetricsF metrics(m_peak->pointLabelsFont());
    const QSizeF size(metrics.horizontalAdvance(peakLabel()), metrics.height());
    return QRectF(QPointF(point.x() - size.width() / 2, point.y() - m_peak->markerSize() / 2 - size.height()), size);
}

QString MemoryTimelineChart::valuesAt(double time) const
{
    const QLocale locale;
    const qsizetype index = indexAt(m_timeline.memory, time);
    const qsizetype storeIndex = indexAt(m_storeAllTimeline.memory, time);
    const qint64 saved = index >= 0 ? qRound64(m_timeline.memory.at(index).y()) : 0;
    const qint64 storeAll = storeIndex >= 0 ? qRound64(m_storeAllTimeline.memory.at(storeIndex).y()) : 0;
    QString phase;
    if (time >= m_scheduleEnd)
        phase = tr("Step finished");
    else if (time < m_forwardEnd)
        phase = tr("Forward");
    else if (index >= 0 && (m_timeline.phases.at(index) & MemoryTimeline::RecomputePhase))
        phase = tr("Backward: recompute");
    else
        phase = tr("Backward");
    return tr("Time %1\nThis schedule: %2 saved activations\nStore all: %3\n%4", nullptr, int(saved))
        .arg(locale.toString(time, 'f', time < 100 ? 1 : 0), locale.toString(saved), locale.toString(storeAll), phase);
}

void MemoryTimelineChart::showCrosshairAt(double time)
{
    m_crosshair->show(chart()->mapToPosition(QPointF(time, 0.0), m_memory).x(), valuesAt(time));
}

void MemoryTimelineChart::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const QPointF position = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    if (!chart()->plotArea().contains(position)) {
        m_crosshair->hide();
        return;
    }
    const double time = chart()->mapToValue(position, m_memory).x();
    m_crosshair->show(position.x(), valuesAt(qMax(0.0, time)));
}

void MemoryTimelineChart::mousePressEvent(QMouseEvent *event)
{
    QChartView::mousePressEvent(event);
    const QPointF position = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    if (event->button() == Qt::LeftButton && chart()->plotArea().contains(position))
        emit timeClicked(qMax(0.0, chart()->mapToValue(position, m_memory).x()));
}

void MemoryTimelineChart::leaveEvent(QEvent *event)
{
    m_crosshair->hide();
    QChartView::leaveEvent(event);
}
