// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/simulationsnapshot.h"

#include <QChartView>

class QLineSeries;
class QValueAxis;

// The realistic mode's activation memory over one training step, in GiB per GPU: the chosen recompute setting and,
// dashed, storing everything, drawn from the byte-correct engine's decimated timelines (Simulator::snapshot on
// RealisticEstimator::schedule()). Time runs in percent of a plain step's compute (one forward and one backward of
// every block), so recomputation shows as the step running past 100%.
class ActivationTimelineChart final : public QChartView
{
    Q_OBJECT
public:
    explicit ActivationTimelineChart(QWidget *parent = nullptr);

    // `plainStepTime` is the step's compute without recomputation, in the snapshot's time unit; an invalid
    // snapshot (bad input) clears the chart.
    void setSnapshot(const SimulationSnapshot &snapshot, double plainStepTime);
    void retranslate();

    QLineSeries *memorySeries() const { return m_memory; }
    QLineSeries *storeAllSeries() const { return m_storeAll; }
    QValueAxis *memoryAxis() const { return m_memoryAxis; }
    QValueAxis *timeAxis() const { return m_timeAxis; }

private:
    QLineSeries *m_memory = nullptr;
    QLineSeries *m_storeAll = nullptr;
    QValueAxis *m_timeAxis = nullptr;
    QValueAxis *m_memoryAxis = nullptr;
};
