// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/memorytimelinechart.h"

#include "core/simulator/unitchainmodel.h"

#include "ui/recomputeband.h"

#include "ui/charttheme.h"

#include "ui/chartcrosshair.h"
#include "ui/chartpalette.h"
#include "ui/niceaxis.h"

#include <QAreaSeries>
#include <QCheckBox>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QValueAxis>

#include <vector>

using namespace Qt::StringLiterals;

namespace {

const QColor memoryColour = ChartPalette::memory();
const QColor storeAllColour = ChartPalette::storeAll();
const QColor recomputeColour = ChartPalette::recompute();
const QColor separatorColour = ChartPalette::separator();
const QColor cursorColour = ChartPalette::ink();

} // namespace

MemoryTimelineChart::MemoryTimelineChart(QWidget *parent)
    : QChartView(new QChart, parent) // the view owns this chart; setChart() would orphan a default one
{
    setObjectName(u"memoryTimelineChart"_s);
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    setMinimumHeight(220);
    QChart *chart = this->chart();
    // At the side: height is what a 768-pixel screen lacks, and the plot needs it more than its width.
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setLocalizeNumbers(true);

    m_storeAll = new QLineSeries(chart);
    m_storeAll->setObjectName(u"storeAllSeries"_s);
    m_storeAll->setPen(QPen(storeAllColour, 1.5, Qt::DashLine));

    m_recomputeUpper = new QLineSeries(chart);
    m_recomputeUpper->setObjectName(u"recomputeSeries"_s);
    m_recompute = new QAreaSeries(m_recomputeUpper);
    QColor fill = recomputeColour;
    fill.setAlpha(RecomputeAlpha);
    m_recompute->setColor(fill);
    m_recompute->setPen(Qt::NoPen); // a transparent border is still stroked, at a cost

    m_memory = new QLineSeries(chart);
    m_memory->setObjectName(u"memorySeries"_s);
    m_memory->setPen(QPen(memoryColour, 2));

    m_peak = new QScatterSeries(chart);
    m_peak->setObjectName(u"peakSeries"_s);
    m_peak->setMarkerSize(PeakMarkerSize);
    m_peak->setColor(ChartPalette::peak());
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
    m_memoryAxis->setTruncateLabels(false);
    chart->addAxis(m_timeAxis, Qt::AlignBottom);
    chart->addAxis(m_memoryAxis, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_memoryAxis);
    }
    (new RecomputeBandItem(chart, m_recompute))->setZValue(3.5); // over the grid and axes, under every line

    // Phase separator and labels, the clipped store-all note: items on the chart, placed in layoutOverlay().
    m_separator = new QGraphicsLineItem(chart);
    m_separator->setPen(QPen(separatorColour, 1.5, Qt::DashLine));
    m_separator->setZValue(10);
    m_forwardLabel = new QGraphicsSimpleTextItem(chart);
    m_backwardLabel = new QGraphicsSimpleTextItem(chart);
    m_clipBox = new QGraphicsRectItem(chart);
    m_clipBox->setPen(Qt::NoPen);
    m_clipBox->setBrush(QColor(255, 255, 255, 220));
    m_clipBox->setZValue(11);
    m_clipLabel = new QGraphicsSimpleTextItem(m_clipBox);
    m_clipLabel->setBrush(storeAllColour);
    m_envelopeBox = new QGraphicsRectItem(chart); // on the band it describes: a box keeps it readable
    m_envelopeBox->setPen(Qt::NoPen);
    m_envelopeBox->setBrush(QColor(255, 255, 255, 220));
    m_envelopeBox->setZValue(11);
    m_envelopeNote = new QGraphicsSimpleTextItem(m_envelopeBox);
    m_envelopeNote->setBrush(separatorColour);
    for (QGraphicsSimpleTextItem *label : {m_forwardLabel, m_backwardLabel, m_clipLabel, m_envelopeNote})
        label->setZValue(11);
    m_forwardLabel->setBrush(separatorColour);
    m_backwardLabel->setBrush(separatorColour);
    m_cursor = new QGraphicsLineItem(chart);
    m_cursor->setPen(QPen(cursorColour, 2));
    m_cursor->setZValue(12);
    m_cursor->setVisible(false);
    m_crosshair = std::make_unique<ChartCrosshair>(chart);

    // The header: the title on the left, the zoom box on the right, both above the chart.
    m_title = new QLabel(this);
    m_title->setObjectName(u"timelineTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_zoomBox = new QCheckBox(this);
    m_zoomBox->setObjectName(u"zoomCheckBox"_s);
    m_zoomBox->setAutoFillBackground(false);
    connect(m_zoomBox, &QCheckBox::toggled, this, [this](bool zoomed) {
        m_zoomChosen = true;
        applyZoom(zoomed);
    });
    // Both sit in the header row above the viewport (layoutHeader()), on the window's own background.

    connect(chart, &QChart::plotAreaChanged, this, &MemoryTimelineChart::layoutOverlay);
    connect(chart, &QChart::plotAreaChanged, this, &MemoryTimelineChart::refreshRecomputeBand);
    connect(m_timeAxis, &QValueAxis::rangeChanged, this, &MemoryTimelineChart::layoutOverlay);
    connect(m_memoryAxis, &QValueAxis::rangeChanged, this, &MemoryTimelineChart::layoutOverlay);
    retranslate();
    ChartTheme::follow(this);
}

MemoryTimelineChart::~MemoryTimelineChart() = default;

void MemoryTimelineChart::retranslate()
{
    m_title->setText(title());
    if (m_forPrint)
        chart()->setTitle(title());
    m_zoomBox->setText(tr("Zoom to this schedule"));
    m_zoomBox->setToolTip(tr("Scale the memory axis to this schedule's peak; store-all is cut off at the top"));
    m_storeAll->setName(tr("Store all"));
    m_memory->setName(tr("This schedule"));
    m_recompute->setName(tr("Recompute"));
    m_peak->setName(tr("Peak"));
    // Short titles: the legend carries the names, and these fit at 1024×768 in every language.
    m_timeAxis->setTitleText(tr("Time (layer forwards)"));
    m_memoryAxis->setTitleText(tr("Saved activations"));
    m_forwardLabel->setText(tr("Forward"));
    m_backwardLabel->setText(tr("Backward"));
    m_envelopeNote->setText(tr("Each tooth is narrower than a pixel: its envelope is drawn"));
    if (m_hasPeak)
        m_peak->setPointLabelsFormat(peakLabel());
    m_clipLabel->setText(clipNote());
    if (m_crosshair->isVisible())
        m_crosshair->hide();
    layoutHeader();
    layoutOverlay();
}

QString MemoryTimelineChart::peakLabel() const
{
    // A literal label rather than Qt's "@yPoint", so the number follows the language's digits.
    return m_hasPeak ? tr("Peak %1").arg(QLocale().toString(m_peakMemory)) : QString();
}

QString MemoryTimelineChart::clipNote() const
{
    if (!isZoomed() || double(m_storeAllPeak) <= m_memoryAxis->max())
        return {};
    return tr("↑ store all peaks at %1").arg(QLocale().toString(m_storeAllPeak));
}

void MemoryTimelineChart::refreshRecomputeBand()
{
    // Two pixels of time: below that the band's detail is not visible anyway. Resolved against the plot's width, so
    // it is drawn again when that changes (a chart filled before its first layout would shade the whole backward).
    const double pixels = chart()->plotArea().width();
    if (pixels < 1.0 || pixels == m_bandPixels)
        return;
    m_bandPixels = pixels;
    m_recomputeUpper->replace(RecomputeBand::of(m_timeline, 2.0 * m_timeAxis->max() / pixels));
}

int MemoryTimelineChart::plotColumns() const
{
    const int width = int(chart()->plotArea().width());
    return width > 16 ? width : 600;
}

void MemoryTimelineChart::setScale(double timeSpan, qint64 maxMemory, bool roundUp)
{
    m_timeSpan = qMax(timeSpan, 1.0);
    m_maxMemory = qMax<qint64>(1, maxMemory);
    if (roundUp)
        NiceAxis::setUpperBound(m_timeAxis, m_timeSpan);
    else
        NiceAxis::setTicksUpTo(m_timeAxis, m_timeSpan); // ends where the step does, not at the next round number
    m_autoZoomPending = !m_zoomChosen;
    applyMemoryRange();
}

void MemoryTimelineChart::setForwardEnd(double time)
{
    m_forwardEnd = time;
    layoutOverlay();
}

void MemoryTimelineChart::setSnapshot(const SimulationSnapshot &snapshot)
{
    m_timeline = snapshot.timeline;
    m_storeAllTimeline = snapshot.storeAllTimeline;
    m_scheduleEnd = snapshot.figures.valid ? snapshot.figures.totalTime : 0.0;
    m_storeAllPeak = snapshot.storeAllFigures.valid ? snapshot.storeAllFigures.peakMemory : m_maxMemory;
    m_memory->replace(snapshot.timeline.memory);
    // Store-all does not depend on k: while dragging, leave its series (and its cached geometry) alone.
    if (m_storeAll->points() != snapshot.storeAllTimeline.memory)
        m_storeAll->replace(snapshot.storeAllTimeline.memory);
    m_bandPixels = 0.0;
    refreshRecomputeBand();
    m_hasPeak = snapshot.figures.valid;
    m_peakMemory = qRound64(snapshot.timeline.peak.y());
    const QList<QPointF> peak = m_hasPeak ? QList<QPointF>{snapshot.timeline.peak} : QList<QPointF>{};
    if (m_peak->points() != peak) {
        // The label is drawn outside the series' own bounds when the peak is at the plot's top: where it stood is
        // repainted too, so no copy of the old one survives (ux-2 F12). Only there: a whole-viewport repaint every
        // drag step cost more than the step's simulation.
        const QRectF before = chart()->mapRectToScene(peakLabelRect());
        m_peak->replace(peak);
        m_peak->setPointLabelsFormat(peakLabel());
        if (!before.isEmpty())
            viewport()->update(mapFromScene(before).boundingRect().adjusted(-4, -4, 4, 4));
    }
    if (m_autoZoomPending && m_hasPeak) {
        m_autoZoomPending = false;
        const QSignalBlocker blocker(m_zoomBox); // the default, not the learner's choice
        m_zoomBox->setChecked(double(m_peakMemory) < AutoZoomShare * double(m_storeAllPeak));
    }
    applyMemoryRange();
    layoutOverlay();
}

void MemoryTimelineChart::showModel(const UnitChainModel &model)
{
    setScale(model.shownTimeSpan(), model.layers());
    setForwardEnd(model.chain().totalForwardCost());
    setSnapshot(model.snapshot());
}

bool MemoryTimelineChart::isZoomed() const
{
    return m_zoomBox->isChecked();
}

void MemoryTimelineChart::setZoomed(bool zoomed)
{
    m_zoomChosen = true;
    if (zoomed == isZoomed())
        return;
    m_zoomBox->setChecked(zoomed); // toggled() applies it
}

void MemoryTimelineChart::applyZoom(bool)
{
    applyMemoryRange();
    layoutOverlay();
}

void MemoryTimelineChart::applyMemoryRange()
{
    if (isZoomed() && m_hasPeak && m_peakMemory > 0)
        NiceAxis::setTicksUpTo(m_memoryAxis, double(m_peakMemory) * ZoomHeadroom, 4);
    else
        NiceAxis::setTicksUpTo(m_memoryAxis, qMax(2.0, std::ceil(double(m_maxMemory) * 1.08)), 4);
}

void MemoryTimelineChart::layoutHeader()
{
    if (m_forPrint) {
        setViewportMargins(0, 0, 0, 0);
        chart()->setMargins(QMargins(4, 4, 4, 4));
        fitChartToViewport();
        return;
    }
    // The header is a row of ordinary widgets above the viewport, on the window's background: the check box looks
    // like every other check box in every theme, and a copy of the chart's scene never contains it.
    const int height = qMax(m_zoomBox->sizeHint().height(), m_title->sizeHint().height());
    const QSize box = m_zoomBox->sizeHint();
    const int right = width() - 6;
    m_zoomBox->setGeometry(right - box.width(), 2, box.width(), height);
    const int titleWidth = qMax(0, right - box.width() - 12 - 8);
    m_title->setText(m_title->fontMetrics().elidedText(title(), Qt::ElideRight, titleWidth));
    m_title->setGeometry(8, 2, titleWidth, height);
    setViewportMargins(0, height + 4, 0, 0);
    chart()->setMargins(QMargins(4, 2, 4, 4));
    fitChartToViewport();
}

void MemoryTimelineChart::fitChartToViewport()
{
    // QChartView sizes its chart to the whole view; the header's margin takes the top of it.
    const QSize size = viewport()->size();
    if (size.isEmpty() || chart()->size().toSize() == size)
        return;
    chart()->resize(size);
    setSceneRect(chart()->geometry());
}

QString MemoryTimelineChart::title()
{
    return tr("Activation memory during one training step");
}

void MemoryTimelineChart::setForPrint(bool forPrint)
{
    m_forPrint = forPrint;
    m_title->setVisible(!forPrint);
    m_zoomBox->setVisible(!forPrint);
    chart()->setTitle(forPrint ? title() : QString());
    layoutHeader();
}

void MemoryTimelineChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    layoutHeader();
    refreshRecomputeBand();
}
