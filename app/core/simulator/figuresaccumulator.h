// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/scheduleevent.h"
#include "core/simulator/schedulefigures.h"

// A schedule sink that accounts for each run of events in O(1) and yields the schedule's figures (peak, counts,
// costs, overhead). Memory only grows during keeping runs and only falls during backward runs (sizes are never
// negative), so the peak of a run is at one of its ends and nothing between them needs looking at.
class FiguresAccumulator final
{
public:
    explicit FiguresAccumulator(const Chain &chain, double backwardRatio);

    void checkpoint(qint64 activation) { save(m_chain.inputSize(activation + 1)); }
    void keep(qint64 activation) { save(m_chain.inputSize(activation + 1)); }
    void compute(EventKind kind, qint64 first, qint64 last)
    {
        const double cost = m_chain.forwardCost(first, last);
        m_time += cost;
        countForwards(kind, last - first + 1, cost);
        if (last == m_chain.layerCount() && kind == EventKind::Forward)
            m_figures.savedAfterForward = m_memory;
    }
    void computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput)
    {
        const double cost = m_chain.forwardCost(first, last);
        countForwards(kind, last - first + 1, cost);
        // The layers' saved sets without x_{first-1}, which was held already, plus x_last if it is kept. The top is
        // reached when the last layer that adds memory has run.
        const bool lastAdds = keepLastOutput || m_chain.internalSize(last) > 0;
        m_memory += m_chain.savedSize(first, last) - m_chain.inputSize(first)
                    + (keepLastOutput ? m_chain.inputSize(last + 1) : 0);
        notePeak(m_memory, lastAdds ? m_time + cost : m_time + cost - m_chain.forwardCost(last));
        m_time += cost;
        if (last == m_chain.layerCount() && kind == EventKind::Forward)
            m_figures.savedAfterForward = m_memory;
    }
    void backward(qint64 last, qint64 first)
    {
        const double cost = m_backwardRatio * m_chain.forwardCost(first, last);
        m_time += cost;
        m_figures.backwardCost += cost;
        m_figures.backwards += last - first + 1;
        m_memory -= m_chain.savedSize(first, last);
    }

    // Summaries (see ScheduleGenerator), exact on uniform chains, where every segment or reversal is alike.
    qint64 forwardSegmentsToSummarise(qint64, qint64 available) const { return m_chain.isUniform() ? available : 0; }
    void summariseForwardSegments(qint64 start, qint64 length, qint64 count);
    qint64 backwardSegmentsToSummarise(qint64, qint64, qint64 available) const
    {
        return m_chain.isUniform() ? available : 0;
    }
    void summariseBackwardSegments(qint64 start, qint64 length, qint64 recomputes, qint64 count);
    bool canSummariseReversal(qint64, qint64) const { return m_chain.isUniform() && !m_chain.hasInternals(); }
    void summariseReversal(qint64 start, qint64 steps, qint64 slotCount, qint64 recomputes);
    qint64 oneSlotStepsToSummarise(qint64 steps) const
    {
        return m_chain.isUniform() && !m_chain.hasInternals() ? steps : 0;
    }
    void summariseOneSlotSteps(qint64 start, qint64 steps, qint64 count);

    ScheduleFigures figures() const;

private:
    void save(qint64 size)
    {
        m_memory += size;
        notePeak(m_memory, m_time);
    }
    void notePeak(qint64 memory, double time)
    {
        if (memory > m_figures.peakMemory) {
            m_figures.peakMemory = memory;
            m_figures.peakTime = time;
        }
    }
    void countForwards(EventKind kind, qint64 count, double cost)
    {
        m_figures.layerForwards += count;
        if (kind == EventKind::Recompute) {
            m_figures.extraForwards += count;
            m_figures.extraForwardCost += cost;
        } else {
            m_figures.forwardCost += cost;
        }
    }

    const Chain &m_chain;
    double m_backwardRatio = 2.0;
    ScheduleFigures m_figures;
    double m_time = 0.0;
    qint64 m_memory = 0;
};
