#include "ui/tradeoffchart.h"

#include "ui/niceaxis.h"

#include "core/simulator/curvedecimator.h"
#include "core/simulator/revolvefrontier.h"
#include "core/simulator/spacingcurve.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QToolTip>
#include <QValueAxis>
#include <QtMath>

using namespace Qt::StringLiterals;

namespace {

constexpr int curveColumns = 400; // log-k columns: far more than the plot is wide in pixels at any window size

QList<QPointF> verticalLine(double x, double top)
{
    return {{x, 0.0}, {x, top}};
}

} // namespace

TradeoffChart::TradeoffChart(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns this chart; setChart() would orphan a default one
{
    setObjectName(u"tradeoffChart"_s);
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setLocalizeNumbers(true);

    const auto makeSeries = [chart](const char *name, const QPen &pen) {
        auto *series = new QLineSeries(chart);
        series->setObjectName(QLatin1String(name));
        series->setPen(pen);
        chart->addSeries(series);
        return series;
    };
    m_peak = makeSeries("tradeoffPeakSeries", QPen(QColor(25, 118, 210), 2));
    m_extra = makeSeries("tradeoffExtraSeries", QPen(QColor(245, 124, 0), 2));
    m_revolve = makeSeries("tradeoffRevolveSeries", QPen(QColor(123, 31, 162), 2, Qt::DashLine));
    m_sqrt = makeSeries("sqrtMarker", QPen(QColor(46, 125, 50), 1.5, Qt::DashDotLine));
    m_current = makeSeries("currentSpacingMarker", QPen(QColor(33, 33, 33), 2));

    m_spacingAxis = new QLogValueAxis(chart);
    m_spacingAxis->setBase(10);
    m_spacingAxis->setLabelFormat(u"%.0f"_s);
    m_spacingAxis->setMinorTickCount(-1);
    m_memoryAxis = new QValueAxis(chart);
    m_memoryAxis->setLabelFormat(u"%.0f"_s);
    m_computeAxis = new QValueAxis(chart);
    m_computeAxis->setLabelFormat(u"%.0f"_s);
    chart->addAxis(m_spacingAxis, Qt::AlignBottom);
    chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    chart->addAxis(m_computeAxis, Qt::AlignRight);
    for (QLineSeries *series : {m_peak, m_extra, m_revolve, m_sqrt, m_current})
        series->attachAxis(m_spacingAxis);
    for (QLineSeries *series : {m_peak, m_sqrt, m_current})
        series->attachAxis(m_memoryAxis);
    for (QLineSeries *series : {m_extra, m_revolve})
        series->attachAxis(m_computeAxis);
    m_memoryAxis->setLinePenColor(QColor(25, 118, 210));
    m_computeAxis->setLinePenColor(QColor(245, 124, 0));

    for (QLineSeries *series : {m_peak, m_extra, m_revolve})
        connect(series, &QXYSeries::hovered, this, &TradeoffChart::showCurveToolTip);
    retranslate();
}

void TradeoffChart::retranslate()
{
    chart()->setTitle(tr("Trade-off for every spacing k"));
    m_peak->setName(tr("Peak memory"));
    m_extra->setName(tr("Extra layer forwards"));
    m_revolve->setName(tr("Optimal (Revolve) at the same memory"));
    m_sqrt->setName(tr("k = sqrt(N)"));
    m_current->setName(tr("Current k"));
    m_spacingAxis->setTitleText(tr("Checkpoint spacing k (log scale)"));
    // The legend names the curves; the axis titles stay short enough for every language.
    m_memoryAxis->setTitleText(tr("Peak memory"));
    m_computeAxis->setTitleText(tr("Extra layer forwards"));
}

void TradeoffChart::setCurves(qint64 layers, const SpacingCurve &uniform, const RevolveFrontier &frontier)
{
    m_layers = layers;
    m_peakByK = uniform.peakMemory;
    m_extraByK = uniform.extraForwards;
    m_revolveByK.resize(m_peakByK.size());
    for (qsizetype i = 0; i < m_peakByK.size(); ++i) {
        const qint64 slotCount = TradeoffAnalysis::optimalSlotsForPeak(layers, m_peakByK.at(i));
        m_revolveByK[i] = frontier.extraForwards.value(slotCount - 1, 0);
    }
    m_peak->replace(CurveDecimator::minMaxLog(m_peakByK, 1, curveColumns));
    m_extra->replace(CurveDecimator::minMaxLog(m_extraByK, 1, curveColumns));
    m_revolve->replace(CurveDecimator::minMaxLog(m_revolveByK, 1, curveColumns));

    // A log axis needs a range above zero; a chain of one layer still gets a visible decade.
    m_spacingAxis->setRange(1.0, qMax<double>(10.0, double(layers)));
    NiceAxis::setUpperBound(m_memoryAxis, double(layers) * 1.05, 4);
    const qint64 maxExtra = m_extraByK.isEmpty() ? 0 : *std::max_element(m_extraByK.cbegin(), m_extraByK.cend());
    NiceAxis::setUpperBound(m_computeAxis, double(qMax<qint64>(maxExtra, 1)) * 1.05, 4);
    m_sqrt->replace(verticalLine(std::sqrt(double(layers)), m_memoryAxis->max()));
}

void TradeoffChart::setCurrentSpacing(qint64 spacing)
{
    m_current->replace(verticalLine(double(spacing), m_memoryAxis->max()));
}

void TradeoffChart::showCurveToolTip(const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const qint64 k = qBound<qint64>(1, qRound64(point.x()), qMax<qint64>(1, m_peakByK.size()));
    if (m_peakByK.isEmpty())
        return;
    const QLocale locale;
    QToolTip::showText(QCursor::pos(),
                       tr("k = %1: peak %2 activations, %3 extra layer forwards (optimal at the same memory: %4)")
                           .arg(locale.toString(k), locale.toString(m_peakByK.at(k - 1)),
                                locale.toString(m_extraByK.at(k - 1)), locale.toString(m_revolveByK.at(k - 1))));
}
