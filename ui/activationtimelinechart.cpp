// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/activationtimelinechart.h"

#include "ui/chartpalette.h"
#include "ui/charttheme.h"

#include "ui/niceaxis.h"

#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr double BytesPerGiB = double(qint64(1) << 30);

QList<QPointF> inGiB(const QList<QPointF> &points, double plainStepTime)
{
    QList<QPointF> scaled;
    scaled.reserve(points.size());
    for (const QPointF &point : points)
        scaled.append({100.0 * point.x() / plainStepTime, point.y() / BytesPerGiB});
    return scaled;
}

} // namespace

ActivationTimelineChart::ActivationTimelineChart(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns this chart; setChart() would orphan a default one
{
    setObjectName(u"activationTimelineChart"_s);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    QChart *chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setLocalizeNumbers(true);

    m_storeAll = new QLineSeries(chart);
    m_storeAll->setObjectName(u"activationStoreAllSeries"_s);
    m_storeAll->setPen(QPen(ChartPalette::storeAll(), 1.5, Qt::DashLine));
    m_memory = new QLineSeries(chart);
    m_memory->setObjectName(u"activationMemorySeries"_s);
    m_memory->setPen(QPen(ChartPalette::memory(), 2));
    chart->addSeries(m_storeAll);
    chart->addSeries(m_memory);

    m_timeAxis = new QValueAxis(chart);
    m_timeAxis->setLabelFormat(u"%.0f"_s);
    m_memoryAxis = new QValueAxis(chart);
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    for (QLineSeries *series : {m_storeAll, m_memory}) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_memoryAxis);
    }
    retranslate();
    ChartTheme::follow(this);
}

void ActivationTimelineChart::retranslate()
{
    chart()->setTitle(tr("Activation memory over one training step"));
    m_memory->setName(tr("This setting"));
    m_storeAll->setName(tr("Store all"));
    m_timeAxis->setTitleText(tr("Compute (% of a step without recomputation)"));
    m_memoryAxis->setTitleText(tr("GiB per GPU"));
    chart()->setLocale(QLocale()); // tick labels in the language's digits
}

void ActivationTimelineChart::setSnapshot(const SimulationSnapshot &snapshot, double plainStepTime)
{
    if (!snapshot.figures.valid || !(plainStepTime > 0.0)) {
        m_memory->clear();
        m_storeAll->clear();
        return;
    }
    m_memory->replace(inGiB(snapshot.timeline.memory, plainStepTime));
    m_storeAll->replace(inGiB(snapshot.storeAllTimeline.memory, plainStepTime));
    const double end = 100.0 * qMax(snapshot.figures.totalTime, snapshot.storeAllFigures.totalTime) / plainStepTime;
    m_timeAxis->setRange(0.0, std::ceil(end / 10.0) * 10.0);
    NiceAxis::setMeasureUpperBound(m_memoryAxis,
                                   1.08 * double(qMax(snapshot.figures.peakMemory, snapshot.storeAllFigures.peakMemory))
                                       / BytesPerGiB);
}
