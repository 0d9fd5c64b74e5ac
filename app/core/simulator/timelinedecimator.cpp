// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/timelinedecimator.h"

#include <cmath>
#include <limits>

TimelineDecimator::TimelineDecimator(const Chain &chain, double backwardRatio, int columns, double timeSpan)
    : m_chain(chain)
    , m_backwardRatio(backwardRatio)
    , m_columns(std::size_t(qBound(1, columns, 1'000'000)))
    , m_lastColumn(int(m_columns.size()) - 1)
    , m_timeSpan(std::isfinite(timeSpan) && timeSpan > 0.0 ? timeSpan : 1.0)
    , m_columnsPerTime(double(m_columns.size()) / m_timeSpan)
{
    moveTo(0);
    record(0, 0.0, 0); // nothing is held before the first event
}

void TimelineDecimator::compute(EventKind kind, qint64 first, qint64 last)
{
    m_phase = kind == EventKind::Recompute ? MemoryTimeline::RecomputePhase : MemoryTimeline::ForwardPhase;
    if (m_chain.isUniform()) {
        recordRun(m_chain.forwardCost(1), last - first + 1, 0);
    } else {
        for (qint64 i = first; i <= last; ++i)
            recordRun(m_chain.forwardCost(i), 1, 0);
    }
}

void TimelineDecimator::computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput)
{
    // Each layer adds its internals and, but for the last when it is not kept, its output.
    m_phase = kind == EventKind::Recompute ? MemoryTimeline::RecomputePhase : MemoryTimeline::ForwardPhase;
    const auto added = [&](qint64 i) {
        return m_chain.internalSize(i) + (i < last || keepLastOutput ? m_chain.inputSize(i + 1) : 0);
    };
    if (m_chain.isUniform()) {
        const Layer layer = m_chain.layer(1);
        if (last > first)
            recordRun(layer.forwardCost, last - first, layer.savedSize);
        recordRun(layer.forwardCost, 1, added(last));
    } else {
        for (qint64 i = first; i <= last; ++i)
            recordRun(m_chain.forwardCost(i), 1, added(i));
    }
}

void TimelineDecimator::backward(qint64 last, qint64 first)
{
    m_phase = MemoryTimeline::BackwardPhase;
    if (m_chain.isUniform()) {
        recordRun(m_backwardRatio * m_chain.forwardCost(1), last - first + 1, -m_chain.savedSize(1));
    } else {
        for (qint64 i = last; i >= first; --i)
            recordRun(m_backwardRatio * m_chain.forwardCost(i), 1, -m_chain.savedSize(i));
    }
}

void TimelineDecimator::save(qint64 size)
{
    m_memory += size;
    record(columnAt(m_time), m_time, m_memory);
}

int TimelineDecimator::moveTo(int column)
{
    m_current = column;
    if (column == m_lastColumn) {
        m_currentEnd = std::numeric_limits<double>::infinity();
        return column;
    }
    // The next column's left edge, nudged down until columnOf() agrees, so that "time < m_currentEnd" and
    // columnOf(time) == column never disagree on a rounding edge.
    double end = double(column + 1) / m_columnsPerTime;
    while (end > 0.0 && columnOf(end) > column)
        end = std::nextafter(end, 0.0);
    m_currentEnd = end;
    return column;
}

void TimelineDecimator::recordRun(double dt, qint64 count, qint64 dv)
{
    const double t0 = m_time;
    const qint64 v0 = m_memory;
    const auto timeOf = [&](qint64 j) { return t0 + double(j) * dt; };
    const double end = timeOf(count);
    if (end < m_currentEnd) { // the common case for short runs: all of it in the current column
        const qint64 last = v0 + count * dv;
        Column &c = m_columns[std::size_t(m_current)];
        c.phases |= m_phase;
        // Memory is monotone within the run: only its first and last values can be new extremes.
        if (dv < 0 && last < c.min) {
            c.min = last;
            c.minTime = end;
            c.minFirst = false;
        } else if (dv > 0 && last > c.max) {
            c.max = last;
            c.maxTime = end;
            c.minFirst = true;
            if (last > m_peak) {
                m_peak = last;
                m_peakTime = end;
            }
        }
        m_time = end;
        m_memory = last;
        return;
    }
    qint64 j = 1;
    while (j <= count) {
        const double time = timeOf(j);
        const int column = columnAt(time);
        qint64 end = count;
        if (column < m_lastColumn && count > j) {
            // First guess from the column's right edge, then fixed up with the same columnOf() every event would use.
            double guess = (double(column + 1) / m_columnsPerTime - t0) / dt;
            guess = std::isfinite(guess) ? qBound(double(j), guess, double(count)) : double(count);
            end = qint64(guess);
            while (end < count && columnOf(timeOf(end + 1)) <= column)
                ++end;
            while (end > j && columnOf(timeOf(end)) > column)
                --end;
        }
        // Memory is monotone within a run, so its ends within this column are the column's extremes.
        record(column, time, v0 + (j - 1) * dv);
        record(column, timeOf(end), v0 + end * dv);
        j = end + 1;
    }
    m_time = timeOf(count);
    m_memory = v0 + count * dv;
}

qint64 TimelineDecimator::repetitionsInColumn(double duration, qint64 available) const
{
    if (!m_chain.isUniform() || !(duration > 0.0) || m_current == m_lastColumn)
        return m_chain.isUniform() && m_current == m_lastColumn ? available : 0;
    const double room = (m_currentEnd - m_time) / duration;
    if (!(room >= 1.0))
        return 0;
    qint64 count = room >= double(available) ? available : qint64(room);
    while (count > 0 && !(m_time + double(count) * duration < m_currentEnd))
        --count;
    return count;
}

qint64 TimelineDecimator::forwardSegmentsToSummarise(qint64 length, qint64 available) const
{
    return repetitionsInColumn(double(length) * m_chain.forwardCost(1), available);
}

void TimelineDecimator::summariseForwardSegments(qint64, qint64 length, qint64 count)
{
    m_phase = MemoryTimeline::ForwardPhase;
    const double segmentTime = double(length) * m_chain.forwardCost(1);
    m_memory += count * m_chain.inputSize(1);
    record(m_current, m_time + double(count - 1) * segmentTime, m_memory); // the last checkpoint is the top
    m_time += double(count) * segmentTime;
}

qint64 TimelineDecimator::backwardSegmentsToSummarise(qint64 length, qint64 recomputes, qint64 available) const
{
    const double cost = m_chain.forwardCost(1);
    return repetitionsInColumn(double(recomputes) * cost + m_backwardRatio * (double(length) * cost), available);
}

void TimelineDecimator::summariseBackwardSegments(qint64, qint64 length, qint64 recomputes, qint64 count)
{
    const Layer layer = m_chain.layer(1);
    const double cost = layer.forwardCost;
    const double duration = double(count) * (double(recomputes) * cost + m_backwardRatio * (double(length) * cost));
    if (recomputes > 0) {
        // The first segment's top, reached by the last recompute that adds memory.
        const qint64 growing = layer.internalSize() > 0 ? recomputes : length - 1;
        m_phase = MemoryTimeline::RecomputePhase;
        record(m_current, m_time + double(growing) * cost, m_memory + length * layer.savedSize - layer.inputSize);
    }
    m_phase = MemoryTimeline::BackwardPhase;
    m_time += duration;
    m_memory -= count * m_chain.inputSize(1);
    record(m_current, m_time, m_memory);
}

bool TimelineDecimator::canSummariseReversal(qint64 steps, qint64 recomputes) const
{
    const double cost = m_chain.forwardCost(1);
    return !m_chain.hasInternals()
           && repetitionsInColumn(double(recomputes) * cost + m_backwardRatio * (double(steps) * cost), 1) == 1;
}

void TimelineDecimator::summariseReversal(qint64, qint64 steps, qint64 slotCount, qint64 recomputes)
{
    const double cost = m_chain.forwardCost(1);
    const double duration = double(recomputes) * cost + m_backwardRatio * (double(steps) * cost);
    if (recomputes > 0) {
        // When in the reversal the top is reached does not matter within one column; its start stands for it.
        m_phase = MemoryTimeline::RecomputePhase;
        record(m_current, m_time, m_memory + (qMin(slotCount + 1, steps) - 1) * m_chain.inputSize(1));
    }
    m_phase = MemoryTimeline::BackwardPhase;
    m_time += duration;
    m_memory -= m_chain.inputSize(1);
    record(m_current, m_time, m_memory);
}

double TimelineDecimator::oneSlotDuration(qint64 steps, qint64 count) const
{
    const double cost = m_chain.forwardCost(1);
    const qint64 recomputes = count * (steps - 1) - count * (count - 1) / 2;
    return double(recomputes) * cost + double(count) * (m_backwardRatio * cost);
}

qint64 TimelineDecimator::oneSlotStepsToSummarise(qint64 steps) const
{
    if (!m_chain.isUniform() || m_chain.hasInternals())
        return 0;
    if (m_current == m_lastColumn)
        return steps;
    // The duration grows with the count: binary search for the most steps that end inside the current column.
    qint64 low = 0;
    qint64 high = steps;
    while (low < high) {
        const qint64 middle = low + (high - low + 1) / 2;
        if (m_time + oneSlotDuration(steps, middle) < m_currentEnd)
            low = middle;
        else
            high = middle - 1;
    }
    return low;
}

void TimelineDecimator::summariseOneSlotSteps(qint64, qint64 steps, qint64 count)
{
    // Memory rests at its level during each long recompute and blips one checkpoint up before each backward.
    const double duration = oneSlotDuration(steps, count);
    m_phase = MemoryTimeline::RecomputePhase;
    record(m_current, m_time + double(steps - 1) * m_chain.forwardCost(1), m_memory + m_chain.inputSize(1));
    m_phase = MemoryTimeline::BackwardPhase;
    m_time += duration;
    record(m_current, m_time, m_memory);
}

MemoryTimeline TimelineDecimator::timeline() const
{
    MemoryTimeline timeline;
    timeline.peak = QPointF(m_peakTime, double(m_peak));
    timeline.memory.reserve(2 * qsizetype(m_columns.size()));
    timeline.phases.reserve(2 * qsizetype(m_columns.size()));
    for (const Column &c : m_columns) {
        if (!c.used)
            continue;
        QPointF points[2] = {QPointF(c.minTime, double(c.min)), QPointF(c.maxTime, double(c.max))};
        if (!c.minFirst)
            std::swap(points[0], points[1]);
        const int count = c.min == c.max ? 1 : 2;
        for (int p = 0; p < count; ++p) {
            timeline.memory.append(points[p]);
            timeline.phases.append(c.phases);
        }
    }
    // The last column's extremes need not include where the schedule ends; the chart should end there.
    const QPointF end(m_time, double(m_memory));
    if (timeline.memory.isEmpty() || timeline.memory.constLast() != end) {
        timeline.memory.append(end);
        timeline.phases.append(m_columns.back().phases);
    }
    return timeline;
}
