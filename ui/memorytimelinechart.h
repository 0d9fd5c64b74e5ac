#pragma once

#include "core/simulator/simulationsnapshot.h"

#include <QChartView>

class QAreaSeries;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

// Chart (a): saved activations over compute time for the current setting. Recompute periods are shaded under the
// curve, store-all is drawn faintly for reference and the peak is marked. The series are created once and refilled
// with replace() on every update, which is what keeps dragging smooth; the points come already decimated to about
// two per pixel column from the simulator.
class MemoryTimelineChart final : public QChartView
{
    Q_OBJECT
public:
    explicit MemoryTimelineChart(QWidget *parent = nullptr);

    // The axes stay put while k is dragged (only N and the cost ratio move them), so a slider step redraws the
    // curves without laying out axis labels again, and the learner sees the step grow longer as recompute grows.
    void setScale(double timeSpan, qint64 maxMemory);
    void setSnapshot(const SimulationSnapshot &snapshot);
    // How many pixel columns the plot area has: what the simulator decimates to.
    int plotColumns() const;
    void retranslate();

    QLineSeries *memorySeries() const { return m_memory; }
    QLineSeries *storeAllSeries() const { return m_storeAll; }
    QLineSeries *recomputeSeries() const { return m_recomputeUpper; }
    QScatterSeries *peakSeries() const { return m_peak; }

private:
    void showPointToolTip(const QPointF &point, bool state);

    QLineSeries *m_storeAll = nullptr;
    QLineSeries *m_memory = nullptr;
    QLineSeries *m_recomputeUpper = nullptr;
    QAreaSeries *m_recompute = nullptr;
    QScatterSeries *m_peak = nullptr;
    QValueAxis *m_timeAxis = nullptr;
    QValueAxis *m_memoryAxis = nullptr;
};
