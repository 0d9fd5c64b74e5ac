// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/schedulesetting.h"
#include "core/simulator/tradeoffpoint.h"

#include <QChartView>

#include <memory>

class ChartCrosshair;
class QCategoryAxis;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

// Chart (c), the memory budget: "with this much memory, what is the cheapest schedule?" Peak saved activations on a
// logarithmic x axis, extra layer forwards on a log scale with an exact 0 at the bottom (NiceAxis's log1p scale:
// Revolve at memory 2 costs about N²/2, store-all 0). Uniform spacing is a scatter of every k, PyTorch's
// checkpoint_sequential a scatter of every S, the optimal (Revolve) frontier a line from memory 2 to N, and the
// current setting a labelled ring. The crosshair at memory M lists the cheapest extra forwards of each schedule
// whose peak is at most M. The curves change with N and the cost ratio (setCurves); a slider step moves only the
// ring (setCurrent).
class BudgetChart final : public QChartView
{
    Q_OBJECT
public:
    explicit BudgetChart(QWidget *parent = nullptr);
    ~BudgetChart() override;

    // Each list as TradeoffAnalysis::curve gives it for its kind.
    void setCurves(qint64 layers, const QList<TradeoffPoint> &uniform, const QList<TradeoffPoint> &pyTorch,
                   const QList<TradeoffPoint> &optimal);
    void setCurrent(ScheduleKind kind, const TradeoffPoint &point);
    void retranslate();

    // The crosshair's text at memory `memory`, and showing it there.
    QString valuesAt(double memory) const;
    void showCrosshairAt(double memory);
    ChartCrosshair *crosshair() const { return m_crosshair.get(); }
    // "k = 10: 19 activations, 90 extra" for the ring.
    QString currentLabel() const;

    QScatterSeries *uniformSeries() const { return m_uniform; }
    QScatterSeries *pyTorchSeries() const { return m_pyTorch; }
    QLineSeries *optimalSeries() const { return m_optimal; }
    QScatterSeries *currentSeries() const { return m_current; }
    QLogValueAxis *memoryAxis() const { return m_memoryAxis; }
    QCategoryAxis *extraAxis() const { return m_extraAxis; }

protected:
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    qint64 m_layers = 1;
    QList<TradeoffPoint> m_uniformPoints;
    QList<TradeoffPoint> m_pyTorchPoints;
    QList<TradeoffPoint> m_optimalPoints;
    ScheduleKind m_currentKind = ScheduleKind::Uniform;
    TradeoffPoint m_currentPoint;

    QScatterSeries *m_uniform = nullptr;
    QScatterSeries *m_pyTorch = nullptr;
    QLineSeries *m_optimal = nullptr;
    QScatterSeries *m_current = nullptr;
    QLogValueAxis *m_memoryAxis = nullptr;
    QCategoryAxis *m_extraAxis = nullptr;
    std::unique_ptr<ChartCrosshair> m_crosshair;
};
