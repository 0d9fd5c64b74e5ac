// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/schedulesetting.h"
#include "core/simulator/tradeoffpoint.h"

#include <QChartView>

#include <functional>
#include <memory>

class ChartCrosshair;
class QCategoryAxis;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

// Chart (b): what every value of the current schedule's parameter costs, on a logarithmic x axis: spacing k
// (uniform, 1..N), segments S (PyTorch, 1..N) or checkpoint slots s (optimal Revolve, 1..N − 1). Peak memory in
// blue on the left axis (log scale), extra layer forwards in orange on the right axis (log scale with 0 at the
// bottom, since Revolve's s = 1 costs about N²/2); each axis is coloured like its curve. The current setting is a
// labelled vertical marker ("k = 10"); in uniform mode the k = √N marker is drawn above it with its own label, and
// when the two meet one badge says so. A crosshair under the pointer gives the exact figures at that parameter;
// a click or drag picks the parameter (parameterPicked). The curve changes only with N, the cost ratio or the
// schedule (setCurve); dragging k moves only the marker (setCurrentParameter).
class TradeoffChart final : public QChartView
{
    Q_OBJECT
public:
    explicit TradeoffChart(QWidget *parent = nullptr);
    ~TradeoffChart() override;

    // `points` sorted by parameter (TradeoffAnalysis::curve for `kind`).
    void setCurve(ScheduleKind kind, qint64 layers, const QList<TradeoffPoint> &points);
    // The exact figures at any parameter, for the crosshair (TradeoffAnalysis::point); without one, the nearest
    // point of the curve is shown.
    void setPointSource(std::function<TradeoffPoint(qint64 parameter)> source);
    void setCurrentParameter(qint64 parameter);
    // Rings the curve's lowest peak (a scene's "tradeoff" highlight), following later curves until hidden again.
    void showMinimum(bool shown);
    QScatterSeries *minimumMarker() const { return m_minimum; }
    void retranslate();

    ScheduleKind kind() const { return m_kind; }
    qint64 currentParameter() const { return m_current; }
    // The parameter at chart x coordinate `x`, clamped to the curve's range.
    qint64 parameterAt(qreal x) const;
    QString valuesAt(qint64 parameter) const;
    ChartCrosshair *crosshair() const { return m_crosshair.get(); }
    // "k = 10", and "k = √N ≈ 10" (uniform only; empty otherwise, or "k = 10 = √N" as one badge when they meet).
    QString currentLabel() const;
    QString sqrtLabel() const;

    QLineSeries *peakSeries() const { return m_peak; }
    QLineSeries *extraSeries() const { return m_extra; }
    QLineSeries *currentMarker() const { return m_currentLine; }
    QLineSeries *sqrtMarker() const { return m_sqrtLine; }
    QLogValueAxis *parameterAxis() const { return m_parameterAxis; }
    QLogValueAxis *memoryAxis() const { return m_memoryAxis; }
    QCategoryAxis *extraAxis() const { return m_extraAxis; }

signals:
    // A click or drag on the plot chose this parameter (of kind()).
    void parameterPicked(qint64 parameter);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void layoutMarkers();
    bool markersMeet() const;
    QString parameterText(qint64 parameter) const;
    TradeoffPoint pointAt(qint64 parameter) const;

    ScheduleKind m_kind = ScheduleKind::Uniform;
    qint64 m_layers = 1;
    qint64 m_current = 1;
    QList<TradeoffPoint> m_points;
    std::function<TradeoffPoint(qint64)> m_source;
    bool m_dragging = false;
    qint64 m_lastPicked = 0;

    QLineSeries *m_peak = nullptr;
    QLineSeries *m_extra = nullptr;
    QLineSeries *m_currentLine = nullptr;
    QLineSeries *m_sqrtLine = nullptr;
    QScatterSeries *m_minimum = nullptr;
    bool m_minimumShown = false;
    QLogValueAxis *m_parameterAxis = nullptr;
    QLogValueAxis *m_memoryAxis = nullptr;
    QCategoryAxis *m_extraAxis = nullptr;
    QGraphicsSimpleTextItem *m_currentText = nullptr;
    QGraphicsSimpleTextItem *m_sqrtText = nullptr;
    std::unique_ptr<ChartCrosshair> m_crosshair;
};
