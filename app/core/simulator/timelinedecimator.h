// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/memorytimeline.h"
#include "core/simulator/scheduleevent.h"

#include <vector>

// A schedule sink that draws memory over compute time straight into W pixel columns covering [0, timeSpan): per
// column the minimum and maximum memory (with their times) and which phases ran there. On a uniform chain a run of
// events is split into the columns it crosses with O(1) arithmetic per column, so a schedule costs O(runs + W)
// however many events it has; explicit chains (few layers) are handled event by event.
class TimelineDecimator final
{
public:
    // `timeSpan` should be at least the schedule's total time (later events land in the last column); pass the
    // longer of two schedules' totals to draw both on one time axis.
    TimelineDecimator(const Chain &chain, double backwardRatio, int columns, double timeSpan);

    void checkpoint(qint64 activation) { save(m_chain.inputSize(activation + 1)); }
    void keep(qint64 activation) { save(m_chain.inputSize(activation + 1)); }
    void compute(EventKind kind, qint64 first, qint64 last);
    void computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput);
    void backward(qint64 last, qint64 first);

    // Summaries (see ScheduleGenerator): taken on uniform chains for as much as stays within the current column,
    // where only the column's extremes matter; everything else comes as runs.
    qint64 forwardSegmentsToSummarise(qint64 length, qint64 available) const;
    void summariseForwardSegments(qint64 start, qint64 length, qint64 count);
    qint64 backwardSegmentsToSummarise(qint64 length, qint64 recomputes, qint64 available) const;
    void summariseBackwardSegments(qint64 start, qint64 length, qint64 recomputes, qint64 count);
    bool canSummariseReversal(qint64 steps, qint64 recomputes) const;
    void summariseReversal(qint64 start, qint64 steps, qint64 slotCount, qint64 recomputes);
    qint64 oneSlotStepsToSummarise(qint64 steps) const;
    void summariseOneSlotSteps(qint64 start, qint64 steps, qint64 count);

    MemoryTimeline timeline() const;

private:
    struct Column
    {
        qint64 min = 0;
        qint64 max = 0;
        double minTime = 0.0;
        double maxTime = 0.0;
        bool minFirst = true; // events at one time still have an order: a free follows its backward
        quint8 phases = 0;
        bool used = false;
    };

    int columnOf(double time) const
    {
        const double column = time * m_columnsPerTime;
        if (!(column > 0.0))
            return 0;
        return column >= double(m_lastColumn) ? m_lastColumn : int(column);
    }
    // The column of an event at `time` (never earlier than the last one): a comparison while it stays within the
    // current column, columnOf() only when it moves on.
    int columnAt(double time)
    {
        if (time < m_currentEnd)
            return m_current;
        return moveTo(columnOf(time));
    }
    int moveTo(int column);
    void save(qint64 size);
    void record(int column, double time, qint64 value)
    {
        Column &c = m_columns[std::size_t(column)];
        if (!c.used) {
            c = Column{value, value, time, time, true, m_phase, true};
        } else {
            c.phases |= m_phase;
            if (value < c.min) {
                c.min = value;
                c.minTime = time;
                c.minFirst = false;
            } else if (value > c.max) {
                c.max = value;
                c.maxTime = time;
                c.minFirst = true;
            }
        }
        if (value > m_peak) {
            m_peak = value;
            m_peakTime = time;
        }
    }
    // `count` events at times now + j·dt (j = 1..count); around event j memory goes from now + (j − 1)·dv to
    // now + j·dv. Visits each column the run touches once.
    void recordRun(double dt, qint64 count, qint64 dv);
    // How many repetitions of a `duration`-long stretch end before the current column does.
    qint64 repetitionsInColumn(double duration, qint64 available) const;
    double oneSlotDuration(qint64 steps, qint64 count) const;

    const Chain &m_chain;
    double m_backwardRatio = 2.0;
    std::vector<Column> m_columns;
    int m_lastColumn = 0;
    double m_timeSpan = 1.0;
    double m_columnsPerTime = 1.0;
    int m_current = 0;         // the column of the latest event
    double m_currentEnd = 0.0; // every time below this lies in m_current (set by moveTo)
    double m_time = 0.0;
    qint64 m_memory = 0;
    quint8 m_phase = MemoryTimeline::ForwardPhase;
    qint64 m_peak = 0;
    double m_peakTime = 0.0;
};
