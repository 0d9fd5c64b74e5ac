// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/tradeoffchart.h"

#include "core/simulator/schedulecatalog.h"
#include "ui/charttheme.h"

#include "ui/chartcrosshair.h"
#include "ui/chartpalette.h"
#include "ui/niceaxis.h"

#include <QCategoryAxis>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QValueAxis>
#include <QtMath>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

const QColor peakColour = ChartPalette::memory();
const QColor extraColour = ChartPalette::extraForwards();
const QColor currentColour = ChartPalette::ink();
const QColor sqrtColour = ChartPalette::sqrtN();

QList<QPointF> verticalLine(double x, const QLogValueAxis *axis)
{
    return {{x, axis->min()}, {x, axis->max()}};
}

void colourAxis(QAbstractAxis *axis, const QColor &colour)
{
    axis->setLinePenColor(colour);
    axis->setLabelsColor(colour);
    axis->setTitleBrush(colour);
}

} // namespace

TradeoffChart::TradeoffChart(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns this chart; setChart() would orphan a default one
{
    setObjectName(u"tradeoffChart"_s);
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    setMinimumHeight(220);
    setCursor(Qt::CrossCursor);
    QChart *chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignRight); // height is what a 768-pixel screen lacks
    chart->setLocalizeNumbers(true);

    const auto makeSeries = [chart](const char *name, const QPen &pen) {
        auto *series = new QLineSeries(chart);
        series->setObjectName(QLatin1String(name));
        series->setPen(pen);
        chart->addSeries(series);
        return series;
    };
    m_peak = makeSeries("tradeoffPeakSeries", QPen(peakColour, 2));
    m_extra = makeSeries("tradeoffExtraSeries", QPen(extraColour, 2));
    m_currentLine = makeSeries("currentSpacingMarker", QPen(currentColour, 2));
    // Added last, so it is drawn above the current marker when the two meet.
    m_sqrtLine = makeSeries("sqrtMarker", QPen(sqrtColour, 2, Qt::DashLine));

    m_parameterAxis = new QLogValueAxis(chart);
    m_parameterAxis->setBase(10);
    m_parameterAxis->setLabelFormat(u"%.0f"_s);
    m_parameterAxis->setMinorTickCount(-1);
    m_memoryAxis = new QLogValueAxis(chart);
    m_memoryAxis->setBase(10);
    m_memoryAxis->setLabelFormat(u"%.0f"_s);
    m_memoryAxis->setTruncateLabels(false);
    m_memoryAxis->setMinorTickCount(0); // decades only: the x axis's minor grid is busy enough
    m_extraAxis = new QCategoryAxis(chart);
    chart->addAxis(m_parameterAxis, Qt::AlignBottom);
    chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    chart->addAxis(m_extraAxis, Qt::AlignRight);
    for (QLineSeries *series : {m_peak, m_extra, m_currentLine, m_sqrtLine})
        series->attachAxis(m_parameterAxis);
    for (QLineSeries *series : {m_peak, m_currentLine, m_sqrtLine})
        series->attachAxis(m_memoryAxis);
    m_extra->attachAxis(m_extraAxis);
    colourAxis(m_memoryAxis, peakColour);
    colourAxis(m_extraAxis, extraColour);
    // Our own short labels; Qt 6.4 can elide them all to "…" when the axis is laid out in a CJK font.
    m_extraAxis->setTruncateLabels(false);
    m_extraAxis->setGridLineVisible(false); // the memory axis's grid is the one to read against

    m_currentText = new QGraphicsSimpleTextItem(chart);
    m_currentText->setBrush(currentColour);
    m_sqrtText = new QGraphicsSimpleTextItem(chart);
    m_sqrtText->setBrush(sqrtColour);
    // In the regular weight of the chart's other labels: Noto Sans has no U+221A, and a bold "√N" made the window
    // load DejaVu Sans Bold for that one glyph (0.4 MiB of idle memory, font file and glyph cache).
    for (QGraphicsSimpleTextItem *text : {m_currentText, m_sqrtText})
        text->setZValue(12);
    // The U's lowest peak, ringed when a scene points at it: on the chart's own axes, without a legend entry.
    m_minimum = new QScatterSeries(chart);
    m_minimum->setObjectName(u"tradeoffMinimumMarker"_s);
    m_minimum->setMarkerSize(16);
    m_minimum->setColor(Qt::transparent);
    m_minimum->setBorderColor(peakColour);
    m_minimum->setPen(QPen(peakColour, 3));
    chart->addSeries(m_minimum);
    m_minimum->attachAxis(m_parameterAxis);
    m_minimum->attachAxis(m_memoryAxis);
    showMinimum(false);
    m_crosshair = std::make_unique<ChartCrosshair>(chart);
    connect(chart, &QChart::plotAreaChanged, this, &TradeoffChart::layoutMarkers);
    retranslate();
    ChartTheme::follow(this);
}

TradeoffChart::~TradeoffChart() = default;

void TradeoffChart::retranslate()
{
    m_peak->setName(tr("Peak memory"));
    m_extra->setName(tr("Extra layer forwards"));
    m_sqrtLine->setName(tr("k = √N"));
    m_parameterAxis->setTitleText(ScheduleCatalog::axisTitle(m_kind));
    m_currentLine->setName(ScheduleCatalog::currentName(m_kind));
    m_memoryAxis->setTitleText(tr("Peak memory (log)"));
    m_extraAxis->setTitleText(tr("Extra forwards (log)"));
    // The extra axis's labels are ours: redo them in this language's digits.
    qint64 maxExtra = 1;
    for (const TradeoffPoint &point : std::as_const(m_points))
        maxExtra = qMax(maxExtra, point.extraForwards);
    NiceAxis::setLog1pRange(m_extraAxis, double(maxExtra));
    m_crosshair->hide();
    layoutMarkers();
}

void TradeoffChart::setCurve(ScheduleKind kind, qint64 layers, const QList<TradeoffPoint> &points)
{
    const bool kindChanged = kind != m_kind;
    m_kind = kind;
    m_layers = qMax<qint64>(1, layers);
    m_points = points;
    QList<QPointF> peak;
    QList<QPointF> extra;
    peak.reserve(points.size());
    extra.reserve(points.size());
    for (const TradeoffPoint &point : points) {
        peak.append({double(point.parameter), double(point.peakMemory)});
        extra.append({double(point.parameter), NiceAxis::toLog1p(double(point.extraForwards))});
    }
    m_peak->replace(peak);
    m_extra->replace(extra);

    const double last = points.isEmpty() ? 1.0 : double(points.last().parameter);
    // Up to 16 a decade is too coarse: powers of two label 1, 2, 4, 8, 16.
    // Decades crowd a narrow axis with long labels past 10^4: every second decade then.
    m_parameterAxis->setBase(last <= 16 ? 2 : last <= 10'000 ? 10 : 100);
    // Base 100 would draw 98 minor lines a step: grey bands, not a grid.
    m_parameterAxis->setMinorTickCount(m_parameterAxis->base() > 10 ? 0 : -1);
    m_parameterAxis->setRange(1.0, qMax(2.0, last));
    // Log memory too: the valley near 2·sqrt(N) is what the learner looks for, and on a linear axis it is a flat
    // line at 0 once N is large.
    m_memoryAxis->setBase(m_layers <= 16 ? 2 : 10);
    m_memoryAxis->setRange(1.0, qMax(2.0, double(m_layers) * 1.3));
    const bool uniform = kind == ScheduleKind::Uniform;
    m_sqrtLine->setVisible(uniform);
    if (QLegendMarker *marker = chart()->legend()->markers(m_sqrtLine).value(0))
        marker->setVisible(uniform);
    m_sqrtLine->replace(verticalLine(std::sqrt(double(m_layers)), m_memoryAxis));
    if (kindChanged)
        m_current = 1; // until the panel says which; never 0 on a log axis
    retranslate();     // axis titles per kind, extra axis labels
    setCurrentParameter(qMax<qint64>(1, m_current));
    showMinimum(m_minimumShown);
}

void TradeoffChart::showMinimum(bool shown)
{
    m_minimumShown = shown;
    // Of equal peaks, the one with the fewest extra forwards (N = 100: k = 10 of the plateau k = 8..12, as "Near
    // sqrt(N)" picks it).
    const auto lowest = std::min_element(m_points.cbegin(), m_points.cend(), [](const auto &a, const auto &b) {
        return a.peakMemory < b.peakMemory || (a.peakMemory == b.peakMemory && a.extraForwards < b.extraForwards);
    });
    if (shown && lowest != m_points.cend())
        m_minimum->replace({QPointF(double(lowest->parameter), double(lowest->peakMemory))});
    m_minimum->setVisible(shown && lowest != m_points.cend());
    // Showing a series brings its legend entry back; this marker needs none.
    for (QLegendMarker *marker : chart()->legend()->markers(m_minimum))
        marker->setVisible(false);
}

void TradeoffChart::setPointSource(std::function<TradeoffPoint(qint64)> source)
{
    m_source = std::move(source);
}

void TradeoffChart::setCurrentParameter(qint64 parameter)
{
    m_current = parameter;
    m_currentLine->replace(verticalLine(double(parameter), m_memoryAxis));
    layoutMarkers();
}

QString TradeoffChart::parameterText(qint64 parameter) const
{
    return ScheduleCatalog::valueText(m_kind, QLocale().toString(parameter));
}

bool TradeoffChart::markersMeet() const
{
    if (m_kind != ScheduleKind::Uniform)
        return false;
    const qreal current = chart()->mapToPosition(QPointF(double(m_current), m_memoryAxis->min()), m_peak).x();
    const qreal root = chart()->mapToPosition(QPointF(std::sqrt(double(m_layers)), m_memoryAxis->min()), m_peak).x();
    return qAbs(current - root) < 3.0;
}

QString TradeoffChart::currentLabel() const
{
    if (!markersMeet())
        return parameterText(m_current);
    const QString number = QLocale().toString(m_current);
    return m_current * m_current == m_layers ? tr("k = %1 = √N").arg(number) : tr("k = %1 ≈ √N").arg(number);
}

QString TradeoffChart::sqrtLabel() const
{
    if (m_kind != ScheduleKind::Uniform || markersMeet())
        return {};
    const double root = std::sqrt(double(m_layers));
    return tr("k = √N ≈ %1").arg(QLocale().toString(root, 'f', root < 10 ? 1 : 0));
}

void TradeoffChart::layoutMarkers()
{
    const QRectF plot = chart()->plotArea();
    if (plot.isEmpty())
        return;
    const auto place = [&plot](QGraphicsSimpleTextItem *text, qreal x, qreal y) {
        const qreal width = text->boundingRect().width();
        text->setPos(x + 4 + width <= plot.right() ? x + 4 : x - 4 - width, y);
    };
    m_currentText->setText(currentLabel());
    place(m_currentText, chart()->mapToPosition(QPointF(double(m_current), m_memoryAxis->min()), m_peak).x(),
          plot.top() + 2);
    const QString root = sqrtLabel();
    m_sqrtText->setText(root);
    m_sqrtText->setVisible(!root.isEmpty());
    if (!root.isEmpty())
        place(m_sqrtText, chart()->mapToPosition(QPointF(std::sqrt(double(m_layers)), m_memoryAxis->min()), m_peak).x(),
              plot.top() + 4 + m_currentText->boundingRect().height());
}

qint64 TradeoffChart::parameterAt(qreal x) const
{
    const double value = chart()->mapToValue(QPointF(x, chart()->plotArea().center().y()), m_peak).x();
    const qint64 first = m_points.isEmpty() ? 1 : m_points.first().parameter;
    const qint64 last = m_points.isEmpty() ? 1 : m_points.last().parameter;
    return qBound(first, qRound64(value), last);
}

TradeoffPoint TradeoffChart::pointAt(qint64 parameter) const
{
    if (m_source)
        return m_source(parameter);
    const auto after = std::lower_bound(m_points.cbegin(), m_points.cend(), parameter,
                                        [](const TradeoffPoint &point, qint64 p) { return point.parameter < p; });
    if (after == m_points.cend())
        return m_points.isEmpty() ? TradeoffPoint{} : m_points.last();
    if (after != m_points.cbegin() && parameter - (after - 1)->parameter < after->parameter - parameter)
        return *(after - 1);
    return *after;
}

QString TradeoffChart::valuesAt(qint64 parameter) const
{
    const TradeoffPoint point = pointAt(parameter);
    const QLocale locale;
    return tr("%1\nPeak memory: %2 activations\nExtra layer forwards: %3 (+%4% compute)", nullptr,
              int(point.peakMemory))
        .arg(parameterText(point.parameter), locale.toString(point.peakMemory), locale.toString(point.extraForwards),
             locale.toString(100.0 * point.overhead, 'f', point.overhead < 0.1 ? 1 : 0));
}

void TradeoffChart::mousePressEvent(QMouseEvent *event)
{
    QChartView::mousePressEvent(event);
    const QPointF position = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    if (event->button() != Qt::LeftButton || !chart()->plotArea().contains(position) || m_points.isEmpty())
        return;
    m_dragging = true;
    m_lastPicked = parameterAt(position.x());
    emit parameterPicked(m_lastPicked);
}

void TradeoffChart::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const QPointF position = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    if (m_points.isEmpty() || (!m_dragging && !chart()->plotArea().contains(position))) {
        m_crosshair->hide();
        return;
    }
    const qint64 parameter = parameterAt(position.x());
    m_crosshair->show(position.x(), valuesAt(parameter));
    if (m_dragging && parameter != m_lastPicked) {
        m_lastPicked = parameter;
        emit parameterPicked(parameter);
    }
}

void TradeoffChart::mouseReleaseEvent(QMouseEvent *event)
{
    m_dragging = false;
    QChartView::mouseReleaseEvent(event);
}

void TradeoffChart::leaveEvent(QEvent *event)
{
    if (!m_dragging)
        m_crosshair->hide();
    QChartView::leaveEvent(event);
}
