// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/realisticfigures.h"

#include <QChartView>
#include <QList>
#include <QPen>

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

// The realistic mode's memory budget per GPU: one stacked bar per recompute setting (none, selective, full and
// checkpoints every k blocks), each split into weights, gradients, optimizer state and peak activations in GiB
// (2^30 bytes), with the GPU's memory as a horizontal line. It draws RealisticEstimator's figures and computes none of
// its own; setBars() keeps the series and replaces their values.
class MemoryBudgetBars final : public QChartView
{
    Q_OBJECT
public:
    struct Bar
    {
        QString label; // the category under the bar, already translated
        RealisticFigures figures;
    };

    // What a scene asks the bars to stress: the activations (shown alone on their own scale, framed, their legend
    // entry bold), or the total (every segment framed, so each stack reads as one bar against the GPU's line).
    enum class Emphasis : quint8 { None, Activations, Total };

    explicit MemoryBudgetBars(QWidget *parent = nullptr);

    // The bars and the GPU's memory in bytes; an empty list shows no bars (bad input).
    void setBars(const QList<Bar> &bars, qint64 gpuMemoryBytes);
    void retranslate();
    void setEmphasis(Emphasis emphasis);
    Emphasis emphasis() const { return m_emphasis; }

    const QList<Bar> &bars() const { return m_bars; }
    QStackedBarSeries *series() const { return m_series; }
    // Weights, gradients, optimizer state, activations with the logits, then the ZeRO-3 gather buffers and the reserve:
    // the stacking order; the stack is the total.
    QList<QBarSet *> sets() const;
    QLineSeries *gpuMemoryLine() const { return m_gpuLine; }
    QValueAxis *memoryAxis() const { return m_memoryAxis; }

    static double toGiB(qint64 bytes) { return double(bytes) / double(qint64(1) << 30); }

private:
    QList<Bar> m_bars;
    qint64 m_gpuMemoryBytes = 0;
    QStackedBarSeries *m_series = nullptr;
    QBarSet *m_weights = nullptr;
    QBarSet *m_gradients = nullptr;
    QBarSet *m_optimizer = nullptr;
    QBarSet *m_activations = nullptr;
    QBarSet *m_other = nullptr;
    QLineSeries *m_gpuLine = nullptr;
    QBarCategoryAxis *m_categoryAxis = nullptr;
    QValueAxis *m_memoryAxis = nullptr;
    Emphasis m_emphasis = Emphasis::None;
    QList<QPen> m_plainPens;
};
