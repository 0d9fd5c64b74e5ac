#include "ui/memorytimelinechart.h"

#include "ui/niceaxis.h"

#include <QAreaSeries>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace {

// The shaded recompute band: the memory curve where a column recomputed, zero elsewhere, with vertical edges so the
// band starts and stops at column boundaries instead of slanting between them.
QList<QPointF> recomputeBand(const MemoryTimeline &timeline)
{
    QList<QPointF> band;
    band.reserve(timeline.memory.size() * 2);
    bool inside = false;
    for (qsizetype i = 0; i < timeline.memory.size(); ++i) {
        const QPointF point = timeline.memory.at(i);
        const bool recompute = timeline.phases.at(i) & MemoryTimeline::RecomputePhase;
        if (recompute != inside)
            band.append({point.x(), recompute ? 0.0 : band.isEmpty() ? 0.0 : band.last().y()});
        band.append(recompute ? point : QPointF(point.x(), 0.0));
        inside = recompute;
    }
    return band;
}

} // namespace

MemoryTimelineChart::MemoryTimelineChart(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns this chart; setChart() would orphan a default one
{
    setObjectName(u"memoryTimelineChart"_s);
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setLocalizeNumbers(true);

    m_storeAll = new QLineSeries(chart);
    m_storeAll->setObjectName(u"storeAllSeries"_s);
    m_storeAll->setPen(QPen(QColor(120, 120, 120, 110), 1.5, Qt::DashLine));

    m_recomputeUpper = new QLineSeries(chart);
    m_recomputeUpper->setObjectName(u"recomputeSeries"_s);
    m_recompute = new QAreaSeries(m_recomputeUpper);
    m_recompute->setColor(QColor(245, 124, 0, 110));
    m_recompute->setBorderColor(QColor(245, 124, 0, 0));

    m_memory = new QLineSeries(chart);
    m_memory->setObjectName(u"memorySeries"_s);
    m_memory->setPen(QPen(QColor(25, 118, 210), 2));

    m_peak = new QScatterSeries(chart);
    m_peak->setObjectName(u"peakSeries"_s);
    m_peak->setMarkerSize(11);
    m_peak->setColor(QColor(198, 40, 40));
    m_peak->setBorderColor(Qt::white);
    m_peak->setPointLabelsVisible(true);
    m_peak->setPointLabelsClipping(false);

    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_storeAll), static_cast<QAbstractSeries *>(m_recompute),
          static_cast<QAbstractSeries *>(m_memory), static_cast<QAbstractSeries *>(m_peak)})
        chart->addSeries(series);

    m_timeAxis = new QValueAxis(chart);
    m_memoryAxis = new QValueAxis(chart);
    m_timeAxis->setLabelFormat(u"%.0f"_s);
    m_memoryAxis->setLabelFormat(u"%.0f"_s);
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_memoryAxis);
    }

    connect(m_memory, &QXYSeries::hovered, this, &MemoryTimelineChart::showPointToolTip);
    connect(m_storeAll, &QXYSeries::hovered, this, &MemoryTimelineChart::showPointToolTip);
    connect(m_peak, &QXYSeries::hovered, this, &MemoryTimelineChart::showPointToolTip);
    retranslate();
}

void MemoryTimelineChart::retranslate()
{
    chart()->setTitle(tr("Activation memory during one training step"));
    m_storeAll->setName(tr("Store all (no checkpointing)"));
    m_memory->setName(tr("Saved activations"));
    m_recompute->setName(tr("Recompute"));
    m_peak->setName(tr("Peak"));
    m_timeAxis->setTitleText(tr("Compute time (layer forwards)"));
    m_memoryAxis->setTitleText(tr("Saved activations"));
}

int MemoryTimelineChart::plotColumns() const
{
    const int width = int(chart()->plotArea().width());
    return width > 16 ? width : 600;
}

void MemoryTimelineChart::setScale(double timeSpan, qint64 maxMemory)
{
    NiceAxis::setUpperBound(m_timeAxis, qMax(timeSpan, 1.0));
    NiceAxis::setUpperBound(m_memoryAxis, qMax(1.0, double(maxMemory) * 1.08), 4);
}

void MemoryTimelineChart::setSnapshot(const SimulationSnapshot &snapshot)
{
    m_memory->replace(snapshot.timeline.memory);
    // Store-all does not depend on k: while dragging, leave its series (and its cached geometry) alone.
    if (m_storeAll->points() != snapshot.storeAllTimeline.memory)
        m_storeAll->replace(snapshot.storeAllTimeline.memory);
    m_recomputeUpper->replace(recomputeBand(snapshot.timeline));
    m_peak->replace(QList<QPointF>{snapshot.timeline.peak});
    // A literal label rather than Qt's "@yPoint", so the number follows the language's digits.
    m_peak->setPointLabelsFormat(tr("Peak %1").arg(QLocale().toString(qRound64(snapshot.timeline.peak.y()))));
}

void MemoryTimelineChart::showPointToolTip(const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const QLocale locale;
    QToolTip::showText(QCursor::pos(),
                       tr("Time %1: %2 saved activations")
                           .arg(locale.toString(point.x(), 'f', 0), locale.toString(qRound64(point.y()))));
}
