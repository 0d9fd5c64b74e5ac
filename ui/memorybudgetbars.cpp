// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/memorybudgetbars.h"

#include "ui/charttheme.h"

#include "ui/niceaxis.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <utility>

using namespace Qt::StringLiterals;

MemoryBudgetBars::MemoryBudgetBars(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns this chart; setChart() would orphan a default one (a leak)
{
    setObjectName(u"memoryBudgetBars"_s);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(300);
    QChart *chart = this->chart();
    chart->setLocalizeNumbers(true);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));

    m_weights = new QBarSet(QString());
    m_gradients = new QBarSet(QString());
    m_optimizer = new QBarSet(QString());
    m_activations = new QBarSet(QString());
    m_other = new QBarSet(QString());
    // Colour-blind-safe (Okabe-Ito) and distinct in greyscale.
    m_weights->setColor(QColor(0x00, 0x72, 0xb2));
    m_gradients->setColor(QColor(0x56, 0xb4, 0xe9));
    m_optimizer->setColor(QColor(0xe6, 0x9f, 0x00));
    m_activations->setColor(QColor(0xcc, 0x79, 0xa7));
    m_other->setColor(QColor(0x99, 0x99, 0x99)); // a neutral grey: not part of the trade-off
    m_series = new QStackedBarSeries;
    m_series->append(sets());
    m_series->setBarWidth(0.6);
    chart->addSeries(m_series);

    m_gpuLine = new QLineSeries;
    QPen pen(QColor(0xd5, 0x5e, 0x00));
    pen.setWidth(3);
    pen.setStyle(Qt::DashLine);
    m_gpuLine->setPen(pen);
    chart->addSeries(m_gpuLine);

    m_categoryAxis = new QBarCategoryAxis;
    m_memoryAxis = new QValueAxis;
    m_memoryAxis->setLabelFormat(u"%.0f"_s);
    chart->addAxis(m_categoryAxis, Qt::AlignBottom);
    chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_series), static_cast<QAbstractSeries *>(m_gpuLine)}) {
        series->attachAxis(m_categoryAxis);
        series->attachAxis(m_memoryAxis);
    }
    retranslate();
    setBars({}, 0);
    ChartTheme::follow(this);
}

QList<QBarSet *> MemoryBudgetBars::sets() const
{
    return {m_weights, m_gradients, m_optimizer, m_activations, m_other};
}

void MemoryBudgetBars::setBars(const QList<Bar> &bars, qint64 gpuMemoryBytes)
{
    m_bars = bars;
    m_gpuMemoryBytes = gpuMemoryBytes;
    // Stressing the activations, the bars show them alone, on their own scale: under hundreds of GiB of model state
    // the change a recompute policy makes to them would be a sliver (Q8's scene).
    const bool activationsOnly = m_emphasis == Emphasis::Activations;
    const auto shown = [activationsOnly](qint64 bytes) { return activationsOnly ? 0.0 : toGiB(bytes); };
    QList<qreal> weights, gradients, optimizer, activations, other;
    QStringList categories;
    double top = activationsOnly ? 0.0 : toGiB(gpuMemoryBytes);
    for (const Bar &bar : bars) {
        const RealisticFigures &figures = bar.figures;
        weights.append(shown(figures.modelState.weightBytes));
        gradients.append(shown(figures.modelState.gradientBytes));
        optimizer.append(shown(figures.modelState.optimizerBytes));
        activations.append(toGiB(figures.activationAndLogitsPeakBytes));
        other.append(shown(figures.gatherBufferBytes + figures.reserveBytes));
        categories.append(bar.label);
        top = qMax(top, activationsOnly ? activations.last() : toGiB(figures.totalBytes));
    }
    // Remove before append: QBarSet::append adds to what is there.
    const auto fill = [](QBarSet *set, const QList<qreal> &values) {
        set->remove(0, set->count());
        set->append(values);
    };
    fill(m_weights, weights);
    fill(m_gradients, gradients);
    fill(m_optimizer, optimizer);
    fill(m_activations, activations);
    fill(m_other, other);
    m_categoryAxis->setCategories(categories);
    // The line spans the whole category axis, -0.5 to n - 0.5.
    if (bars.isEmpty())
        m_gpuLine->clear();
    else
        m_gpuLine->replace(
            {QPointF(-0.5, toGiB(gpuMemoryBytes)), QPointF(double(bars.size()) - 0.5, toGiB(gpuMemoryBytes))});
    m_gpuLine->setVisible(!bars.isEmpty() && !activationsOnly);
    for (QLegendMarker *marker : chart()->legend()->markers(m_series))
        marker->setVisible(!activationsOnly || marker->label() == m_activations->label());
    NiceAxis::setUpperBound(m_memoryAxis, top * 1.05);
    retranslate();
}

void MemoryBudgetBars::retranslate()
{
    m_weights->setLabel(tr("Weights"));
    m_gradients->setLabel(tr("Gradients"));
    m_optimizer->setLabel(tr("Optimizer state"));
    m_activations->setLabel(tr("Activations and logits at their peak"));
    m_other->setLabel(tr("Gather buffers and reserve"));
    //: %1 is the GPU's memory with its unit, e.g. "80.00 GiB".
    m_gpuLine->setName(
        tr("GPU memory (%1)").arg(QLocale().formattedDataSize(m_gpuMemoryBytes, 2, QLocale::DataSizeIecFormat)));
    m_memoryAxis->setTitleText(tr("GiB per GPU"));
    chart()->setLocale(QLocale());
}

void MemoryBudgetBars::setEmphasis(Emphasis emphasis)
{
    if (m_plainPens.isEmpty()) {
        for (QBarSet *set : sets())
            m_plainPens.append(set->pen()); // the theme's, restored when the emphasis goes
    }
    const Emphasis before = std::exchange(m_emphasis, emphasis);
    if ((before == Emphasis::Activations) != (emphasis == Emphasis::Activations))
        setBars(m_bars, m_gpuMemoryBytes);              // to or from the activations alone
    const QColor frame = chart()->titleBrush().color(); // the chart's text colour: dark on its light theme
    const QList<QBarSet *> all = sets();
    for (qsizetype i = 0; i < all.size(); ++i) {
        QBarSet *set = all.at(i);
        const bool framed = emphasis == Emphasis::Total || (emphasis == Emphasis::Activations && set == m_activations);
        set->setPen(framed ? QPen(frame, 2.5) : m_plainPens.at(i));
        for (QLegendMarker *marker : chart()->legend()->markers(m_series)) {
            if (marker->label() == set->label()) {
                QFont font = marker->font();
                font.setBold(framed && emphasis == Emphasis::Activations);
                marker->setFont(font);
            }
        }
    }
}
