// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/predictionmarker.h"

#include "ui/chartpalette.h"

#include <QBrush>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>
#include <QXYSeries>

#include <cmath>

using namespace Qt::StringLiterals;

PredictionMarker::PredictionMarker(QChart *chart, QXYSeries *reference)
    : QObject(chart)
    , m_chart(chart)
    , m_reference(reference)
    , m_line(new QGraphicsLineItem(chart))
    , m_box(new QGraphicsRectItem(chart))
    , m_label(new QGraphicsSimpleTextItem(m_box))
{
    setObjectName(u"predictionMarker"_s);
    QPen pen(ChartPalette::prediction(), 2, Qt::DashLine);
    pen.setCapStyle(Qt::FlatCap);
    m_line->setPen(pen);
    m_line->setZValue(18);
    // The crosshair's neutral box and ink, which ChartTheme turns dark; the frame carries the prediction's colour.
    m_box->setBrush(QColor(255, 255, 255, 235));
    m_box->setPen(QPen(ChartPalette::prediction(), 1.5));
    m_box->setZValue(19);
    m_label->setBrush(ChartPalette::ink());
    connect(chart, &QChart::plotAreaChanged, this, &PredictionMarker::layout);
    for (QAbstractAxis *axis : reference->attachedAxes()) {
        if (auto *values = qobject_cast<QValueAxis *>(axis))
            connect(values, &QValueAxis::rangeChanged, this, &PredictionMarker::layout);
        else if (auto *logarithmic = qobject_cast<QLogValueAxis *>(axis))
            connect(logarithmic, &QLogValueAxis::rangeChanged, this, &PredictionMarker::layout);
    }
    hide();
}

void PredictionMarker::show(Qt::Orientation axis, double position, const QString &text)
{
    m_mode = Mode::Line;
    m_axis = axis;
    m_position = position;
    m_text = text;
    layout();
}

void PredictionMarker::showNote(const QString &text)
{
    m_mode = Mode::Note;
    m_text = text;
    layout();
}

void PredictionMarker::hide()
{
    m_mode = Mode::Hidden;
    m_line->hide();
    m_box->hide();
}

bool PredictionMarker::isVisible() const
{
    return m_mode != Mode::Hidden;
}

QString PredictionMarker::text() const
{
    return isVisible() ? m_shownText : QString();
}

QString PredictionMarker::wrapped(const QString &text, const QFont &font, qreal width)
{
    const QFontMetricsF metrics(font);
    QString result;
    QString line;
    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + u' ' + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            result += line + u'\n';
            line = word;
        } else {
            line = longer;
        }
    }
    return result + line;
}

void PredictionMarker::layout()
{
    if (m_mode == Mode::Hidden)
        return;
    const QRectF plot = m_chart->plotArea();
    constexpr qreal pad = 4;
    constexpr qreal gap = 4;
    m_label->setFont(m_chart->font());
    if (m_mode == Mode::Note || m_reference->count() == 0) {
        // At the foot of the plot, wrapped to its width: the top holds the peak's label, the store-all note and a
        // played scene's recompute caption; the foot only the start of the forward ramp.
        m_line->hide();
        m_shownText = m_text;
        m_label->setText(wrapped(m_text, m_chart->font(), plot.width() - 2 * (gap + pad)));
        const QRectF text = m_label->boundingRect();
        m_box->setRect(0, 0, text.width() + 2 * pad, text.height() + 2 * pad);
        m_box->setPos(plot.left() + gap, plot.bottom() - gap - m_box->rect().height());
        m_label->setPos(pad, pad);
        m_box->show();
        return;
    }
    // A point on the value's axis, with the other coordinate taken from the curve so that a log axis can map it.
    const QPointF anchor = m_reference->at(0);
    const bool horizontalLine = m_axis == Qt::Vertical;
    const QPointF mapped = m_chart->mapToPosition(
        horizontalLine ? QPointF(anchor.x(), m_position) : QPointF(m_position, anchor.y()), m_reference);
    // Off the chart (or below a log axis' zero) the line is pinned to that edge and the arrow says which way it is.
    QString arrow;
    qreal at = horizontalLine ? mapped.y() : mapped.x();
    if (horizontalLine) {
        if (!std::isfinite(at) || at > plot.bottom()) {
            at = plot.bottom();
            arrow = u"↓ "_s;
        } else if (at < plot.top()) {
            at = plot.top();
            arrow = u"↑ "_s;
        }
        m_line->setLine(plot.left(), at, plot.right(), at);
    } else {
        if (!std::isfinite(at) || at < plot.left()) {
            at = plot.left();
            arrow = u"← "_s;
        } else if (at > plot.right()) {
            at = plot.right();
            arrow = u"→ "_s;
        }
        m_line->setLine(at, plot.top(), at, plot.bottom());
    }
    m_shownText = arrow + m_text;
    m_label->setText(m_shownText);
    const QRectF text = m_label->boundingRect();
    const qreal width = text.width() + 2 * pad;
    const qreal height = text.height() + 2 * pad;
    m_box->setRect(0, 0, width, height);
    m_label->setPos(pad, pad);
    if (horizontalLine) {
        // At the right end, above the line where there is room: the truth's own labels sit on the curve.
        const qreal top = at - gap - height >= plot.top() ? at - gap - height : at + gap;
        m_box->setPos(qMax(plot.left() + gap, plot.right() - gap - width), top);
    } else {
        // At the foot, beside the line: the trade-off chart labels its own markers along the top.
        const qreal left = at + gap + width <= plot.right() ? at + gap : qMax(plot.left() + gap, at - gap - width);
        m_box->setPos(left, plot.bottom() - gap - height);
    }
    m_line->show();
    m_box->show();
}
