// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/scheduleevent.h"

#include <QtGlobal>

// A schedule sink that hands every run to two sinks, so that one generator pass can fill both the figures and the
// timeline (see ScheduleGenerator for the sink members).
template<class First, class Second>
class TeeSink final
{
public:
    TeeSink(First &first, Second &second)
        : m_first(first)
        , m_second(second)
    {}

    void checkpoint(qint64 activation)
    {
        m_first.checkpoint(activation);
        m_second.checkpoint(activation);
    }
    void keep(qint64 activation)
    {
        m_first.keep(activation);
        m_second.keep(activation);
    }
    void compute(EventKind kind, qint64 first, qint64 last)
    {
        m_first.compute(kind, first, last);
        m_second.compute(kind, first, last);
    }
    void computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput)
    {
        m_first.computeKeeping(kind, first, last, keepLastOutput);
        m_second.computeKeeping(kind, first, last, keepLastOutput);
    }
    void backward(qint64 last, qint64 first)
    {
        m_first.backward(last, first);
        m_second.backward(last, first);
    }

    qint64 forwardSegmentsToSummarise(qint64 length, qint64 available)
    {
        return qMin(m_first.forwardSegmentsToSummarise(length, available),
                    m_second.forwardSegmentsToSummarise(length, available));
    }
    void summariseForwardSegments(qint64 start, qint64 length, qint64 count)
    {
        m_first.summariseForwardSegments(start, length, count);
        m_second.summariseForwardSegments(start, length, count);
    }
    qint64 backwardSegmentsToSummarise(qint64 length, qint64 recomputes, qint64 available)
    {
        return qMin(m_first.backwardSegmentsToSummarise(length, recomputes, available),
                    m_second.backwardSegmentsToSummarise(length, recomputes, available));
    }
    void summariseBackwardSegments(qint64 start, qint64 length, qint64 recomputes, qint64 count)
    {
        m_first.summariseBackwardSegments(start, length, recomputes, count);
        m_second.summariseBackwardSegments(start, length, recomputes, count);
    }
    bool canSummariseReversal(qint64 steps, qint64 recomputes)
    {
        return m_first.canSummariseReversal(steps, recomputes) && m_second.canSummariseReversal(steps, recomputes);
    }
    void summariseReversal(qint64 start, qint64 steps, qint64 slotCount, qint64 recomputes)
    {
        m_first.summariseReversal(start, steps, slotCount, recomputes);
        m_second.summariseReversal(start, steps, slotCount, recomputes);
    }
    qint64 oneSlotStepsToSummarise(qint64 steps)
    {
        return qMin(m_first.oneSlotStepsToSummarise(steps), m_second.oneSlotStepsToSummarise(steps));
    }
    void summariseOneSlotSteps(qint64 start, qint64 steps, qint64 count)
    {
        m_first.summariseOneSlotSteps(start, steps, count);
        m_second.summariseOneSlotSteps(start, steps, count);
    }

private:
    First &m_first;
    Second &m_second;
};
