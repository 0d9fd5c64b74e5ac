// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/budgetchart.h"

#include "core/simulator/schedulecatalog.h"
#include "ui/charttheme.h"

#include "ui/chartcrosshair.h"
#include "ui/chartpalette.h"
#include "ui/niceaxis.h"

#include <QCategoryAxis>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QtMath>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

// A filled marker drawn once, for QXYSeries::setLightMarker().
QImage markerImage(const QColor &colour, int size, QScatterSeries::MarkerShape shape)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    if (shape == QScatterSeries::MarkerShapeRectangle)
        painter.drawRect(QRectF(0, 0, size, size));
    else
        painter.drawEllipse(QRectF(0, 0, size, size));
    return image;
}

const QColor uniformColour = ChartPalette::memory();
const QColor pyTorchColour = ChartPalette::pyTorch();
const QColor optimalColour = ChartPalette::optimal();
const QColor currentColour = ChartPalette::ink();

QList<QPointF> toPoints(const QList<TradeoffPoint> &points)
{
    QList<QPointF> result;
    result.reserve(points.size());
    for (const TradeoffPoint &point : points)
        result.append({double(point.peakMemory), NiceAxis::toLog1p(double(point.extraForwards))});
    return result;
}

// The fewest extra forwards among points whose peak is at most `memory`; none if no point fits.
std::optional<qint64> cheapestWithin(const QList<TradeoffPoint> &points, double memory)
{
    std::optional<qint64> best;
    for (const TradeoffPoint &point : points) {
        if (double(point.peakMemory) <= memory && (!best || point.extraForwards < *best))
            best = point.extraForwards;
    }
    return best;
}

} // namespace

BudgetChart::BudgetChart(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns this chart; setChart() would orphan a default one
{
    setObjectName(u"budgetChart"_s);
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    setMinimumHeight(220);
    QChart *chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignRight); // height is what a 768-pixel screen lacks
    chart->setLocalizeNumbers(true);

    m_optimal = new QLineSeries(chart);
    m_optimal->setObjectName(u"budgetOptimalSeries"_s);
    m_optimal->setPen(QPen(optimalColour, 2.5));
    m_uniform = new QScatterSeries(chart);
    m_uniform->setObjectName(u"budgetUniformSeries"_s);
    m_uniform->setMarkerSize(6);
    m_uniform->setColor(uniformColour);
    m_uniform->setBorderColor(uniformColour);
    // Thousands of points: light markers are painted from one image, where default markers are one item per point
    // (rebuilt on every change of N, which took a tenth of a second).
    m_uniform->setLightMarker(markerImage(uniformColour, 6, QScatterSeries::MarkerShapeCircle));
    m_pyTorch = new QScatterSeries(chart);
    m_pyTorch->setObjectName(u"budgetPyTorchSeries"_s);
    m_pyTorch->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_pyTorch->setMarkerSize(5);
    m_pyTorch->setColor(pyTorchColour);
    m_pyTorch->setBorderColor(pyTorchColour);
    m_pyTorch->setLightMarker(markerImage(pyTorchColour, 5, QScatterSeries::MarkerShapeRectangle));
    m_current = new QScatterSeries(chart);
    m_current->setObjectName(u"budgetCurrentSeries"_s);
    m_current->setMarkerSize(14);
    m_current->setColor(Qt::transparent);
    m_current->setPen(QPen(currentColour, 2.5));
    m_current->setPointLabelsVisible(true);
    m_current->setPointLabelsClipping(false);
    m_current->setPointLabelsColor(currentColour);
    QFont labelFont = m_current->pointLabelsFont();
    labelFont.setBold(true);
    m_current->setPointLabelsFont(labelFont);

    m_memoryAxis = new QLogValueAxis(chart);
    m_memoryAxis->setBase(10);
    m_memoryAxis->setLabelFormat(u"%.0f"_s);
    m_memoryAxis->setMinorTickCount(-1);
    m_extraAxis = new QCategoryAxis(chart);
    m_extraAxis->setTruncateLabels(false); // short labels of our own; Qt 6.4 may elide them in a CJK font
    chart->addAxis(m_memoryAxis, Qt::AlignBottom);
    chart->addAxis(m_extraAxis, Qt::AlignLeft);
    for (QAbstractSeries *series :
         std::initializer_list<QAbstractSeries *>{m_optimal, m_uniform, m_pyTorch, m_current}) {
        chart->addSeries(series);
        series->attachAxis(m_memoryAxis);
        series->attachAxis(m_extraAxis);
    }
    m_crosshair = std::make_unique<ChartCrosshair>(chart);
    retranslate();
    ChartTheme::follow(this);
}

BudgetChart::~BudgetChart() = default;

void BudgetChart::retranslate()
{
    m_uniform->setName(tr("Uniform, every k"));
    m_pyTorch->setName(tr("PyTorch, every S"));
    m_optimal->setName(tr("Optimal (Revolve)"));
    m_current->setName(tr("Current"));
    //: The unit model counts saved activations only; a backward step also holds gradients and the tensor computed.
    m_memoryAxis->setTitleText(tr("Peak saved activations (log; gradients add 2–3)"));
    m_extraAxis->setTitleText(tr("Extra forwards (log)"));
    qint64 maxExtra = 1;
    for (const QList<TradeoffPoint> *points : {&m_uniformPoints, &m_pyTorchPoints, &m_optimalPoints}) {
        for (const TradeoffPoint &point : *points)
            maxExtra = qMax(maxExtra, point.extraForwards);
    }
    NiceAxis::setLog1pRange(m_extraAxis, double(maxExtra));
    m_current->setPointLabelsFormat(currentLabel());
    m_crosshair->hide();
}

void BudgetChart::setCurves(qint64 layers, const QList<TradeoffPoint> &uniform, const QList<TradeoffPoint> &pyTorch,
                            const QList<TradeoffPoint> &optimal)
{
    m_layers = qMax<qint64>(1, layers);
    m_uniformPoints = uniform;
    m_pyTorchPoints = pyTorch;
    m_optimalPoints = optimal;
    m_uniform->replace(toPoints(uniform));
    m_pyTorch->replace(toPoints(pyTorch));
    m_optimal->replace(toPoints(optimal));
    m_memoryAxis->setBase(m_layers <= 16 ? 2 : m_layers <= 10'000 ? 10 : 100); // long labels: every 2nd decade
    m_memoryAxis->setMinorTickCount(m_memoryAxis->base() > 10 ? 0 : -1); // base 100: 98 minor lines, a grey band
    m_memoryAxis->setRange(1.0, qMax(2.0, double(m_layers)));
    retranslate(); // the extra axis's decades
}

void BudgetChart::setCurrent(ScheduleKind kind, const TradeoffPoint &point)
{
    m_currentKind = kind;
    m_currentPoint = point;
    m_current->replace(QList<QPointF>{{double(point.peakMemory), NiceAxis::toLog1p(double(point.extraForwards))}});
    m_current->setPointLabelsFormat(currentLabel());
}

QString BudgetChart::currentLabel() const
{
    const QLocale locale;
    const QString number = locale.toString(m_currentPoint.parameter);
    return tr("%1: %2 activations, %3 extra", nullptr, int(m_currentPoint.peakMemory))
        .arg(ScheduleCatalog::valueText(m_currentKind, number), locale.toString(m_currentPoint.peakMemory),
             locale.toString(m_currentPoint.extraForwards));
}

QString BudgetChart::valuesAt(double memory) const
{
    const QLocale locale;
    const auto cheapest = [&locale](const QList<TradeoffPoint> &points, double within) {
        const std::optional<qint64> extra = cheapestWithin(points, within);
        return extra ? locale.toString(*extra) : tr("does not fit");
    };
    const qint64 budget = qint64(std::floor(memory + 1e-9));
    return tr("Memory up to %1 activations\nCheapest extra forwards:\nUniform: %2\nPyTorch: %3\nOptimal: %4", nullptr,
              int(budget))
        .arg(locale.toString(budget), cheapest(m_uniformPoints, double(budget)),
             cheapest(m_pyTorchPoints, double(budget)), cheapest(m_optimalPoints, double(budget)));
}

void BudgetChart::showCrosshairAt(double memory)
{
    m_crosshair->show(chart()->mapToPosition(QPointF(memory, 0.0), m_optimal).x(), valuesAt(memory));
}

void BudgetChart::mouseMoveEvent(QMouseEvent *event)
{
    QChartView::mouseMoveEvent(event);
    const QPointF position = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    if (!chart()->plotArea().contains(position)) {
        m_crosshair->hide();
        return;
    }
    m_crosshair->show(position.x(), valuesAt(chart()->mapToValue(position, m_optimal).x()));
}

void BudgetChart::leaveEvent(QEvent *event)
{
    m_crosshair->hide();
    QChartView::leaveEvent(event);
}
