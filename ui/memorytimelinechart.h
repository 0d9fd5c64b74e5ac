// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/simulationsnapshot.h"

#include <QChartView>

#include <memory>

class ChartCrosshair;
class QAreaSeries;
class QCheckBox;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class UnitChainModel;

// Chart (a): saved activations over compute time for the current setting. Recompute periods are shaded under the
// curve, store-all is a dark dashed reference, the peak is marked, and a dashed separator with "Forward" and
// "Backward" labels splits the first sweep from the backward sweep. A crosshair under the pointer lists every
// series' value at that time. The series are created once and refilled with replace() on every update, which is
// what keeps dragging smooth; the points come already decimated to about two per pixel column from the simulator.
//
// "Zoom to this schedule" (a check box in the header row above the chart, reachable with Tab) scales the memory axis
// to 1.1× the schedule's own peak and clips store-all with a note "↑ store all peaks at N". A learner expects to see
// their curve, so each time N or the cost ratio changes the box starts checked exactly when the schedule's peak is
// below 15% of store-all's (N = 10,000 at the best k: 2%; N = 100 at k = 10: 19%, unzoomed, where the comparison with
// store-all is the lesson). Dragging k never flips it, and once the learner toggles it, their choice stays.
class MemoryTimelineChart final : public QChartView
{
    Q_OBJECT
public:
    static constexpr double AutoZoomShare = 0.15; // zoom by default below this share of store-all's peak
    static constexpr double ZoomHeadroom = 1.1;   // the zoomed memory axis ends at this multiple of the peak
    // What a scene asks the chart to stress: the peak (a larger marker with a ring), or the recompute band (opaque,
    // outlined).
    enum class Emphasis : quint8 { None, Peak, Recompute };

    explicit MemoryTimelineChart(QWidget *parent = nullptr);
    ~MemoryTimelineChart() override;

    // The axes stay put while k is dragged (only N and the cost ratio move them), so a slider step redraws the
    // curves without laying out axis labels again, and the learner sees the step grow longer as recompute grows.
    // Unzoomed, the memory axis spans maxMemory (store-all's peak); zoomed, it follows the schedule's peak. The time
    // axis ends at timeSpan, or with roundUp at the next round number (a drag: consecutive steps then share it).
    void setScale(double timeSpan, qint64 maxMemory, bool roundUp = false);
    // Where the first sweep ends on the time axis (N on unit chains, for every schedule): the phase separator.
    void setForwardEnd(double time);
    void setSnapshot(const SimulationSnapshot &snapshot);
    // All three from the model at once, for a chart that draws one setting (a report's copy).
    void showModel(const UnitChainModel &model);
    // How many pixel columns the plot area has: what the simulator decimates to.
    int plotColumns() const;
    void retranslate();
    // "Activation memory during one training step", in the current language.
    static QString title();
    // A copy for a report: the title drawn inside the chart and no zoom box, so rendering the viewport (the chart's
    // scene) gives the whole picture and nothing of the window's controls.
    void setForPrint(bool forPrint);

    bool isZoomed() const;
    // As if the learner toggled the box: their choice then outlives N changes.
    void setZoomed(bool zoomed);

    // The crosshair's text for time `time`, and showing it there (what hovering at that x does).
    QString valuesAt(double time) const;
    // The playback cursor: a vertical line at `time` on the time axis, or none.
    void setPlaybackCursor(double time, bool visible);
    bool hasPlaybackCursor() const;
    double playbackCursorTime() const { return m_cursorTime; }
    QGraphicsLineItem *playbackCursor() const { return m_cursor; }
    void setEmphasis(Emphasis emphasis);
    Emphasis emphasis() const { return m_emphasis; }
    void showCrosshairAt(double time);
    ChartCrosshair *crosshair() const { return m_crosshair.get(); }

    QLineSeries *memorySeries() const { return m_memory; }
    QLineSeries *storeAllSeries() const { return m_storeAll; }
    QLineSeries *recomputeSeries() const { return m_recomputeUpper; }
    QScatterSeries *peakSeries() const { return m_peak; }
    QValueAxis *timeAxis() const { return m_timeAxis; }
    QValueAxis *memoryAxis() const { return m_memoryAxis; }
    QCheckBox *zoomBox() const { return m_zoomBox; }
    // "Peak 19" in the current language and digits.
    QString peakLabel() const;
    // "↑ store all peaks at 1,000,000" while zoomed and store-all is clipped; empty otherwise.
    QString clipNote() const;
    // Where the peak's label is drawn, in chart coordinates (empty without a peak); the phase labels and the clip
    // note keep clear of it.
    QRectF peakLabelRect() const;

signals:
    // A click in the plot at this time (the playback cursor goes there).
    void timeClicked(double time);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Shared by the chart (memorytimelinechart.cpp) and its overlay (memorytimelinechartoverlay.cpp).
    static constexpr int RecomputeAlpha = 175;
    static constexpr qreal PeakMarkerSize = 11;
    static constexpr qreal EmphasisedPeakMarkerSize = 19;
    void applyZoom(bool zoomed);
    void applyMemoryRange();
    void layoutOverlay();
    void layoutHeader();
    void fitChartToViewport();
    void refreshRecomputeBand();

    QLineSeries *m_storeAll = nullptr;
    QLineSeries *m_memory = nullptr;
    QLineSeries *m_recomputeUpper = nullptr;
    QAreaSeries *m_recompute = nullptr;
    QScatterSeries *m_peak = nullptr;
    QValueAxis *m_timeAxis = nullptr;
    QValueAxis *m_memoryAxis = nullptr;
    QLabel *m_title = nullptr;
    QCheckBox *m_zoomBox = nullptr;
    QGraphicsLineItem *m_separator = nullptr;
    QGraphicsSimpleTextItem *m_forwardLabel = nullptr;
    QGraphicsSimpleTextItem *m_backwardLabel = nullptr;
    QGraphicsRectItem *m_clipBox = nullptr;
    QGraphicsSimpleTextItem *m_clipLabel = nullptr;
    QGraphicsRectItem *m_envelopeBox = nullptr; // when the sawtooth is finer than the plot's pixels
    QGraphicsSimpleTextItem *m_envelopeNote = nullptr;
    QGraphicsLineItem *m_cursor = nullptr;
    std::unique_ptr<ChartCrosshair> m_crosshair;

    MemoryTimeline m_timeline;
    MemoryTimeline m_storeAllTimeline;
    double m_timeSpan = 1.0;
    double m_forwardEnd = 0.0;
    double m_scheduleEnd = 0.0;
    qint64 m_maxMemory = 1;
    qint64 m_storeAllPeak = 0;
    qint64 m_peakMemory = 0;
    bool m_hasPeak = false;
    double m_bandPixels = 0.0; // the plot width the recompute band was resolved for
    bool m_forPrint = false;
    bool m_autoZoomPending = true;
    bool m_zoomChosen = false; // the learner toggled the box
    double m_cursorTime = 0.0;
    bool m_cursorShown = false;
    Emphasis m_emphasis = Emphasis::None;
};
