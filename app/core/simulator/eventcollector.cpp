// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/eventcollector.h"

EventCollector::EventCollector(const Chain &chain, double backwardRatio, qint64 maxEvents)
    : m_chain(chain)
    , m_backwardRatio(backwardRatio)
    , m_maxEvents(maxEvents)
{}

void EventCollector::compute(EventKind kind, qint64 first, qint64 last)
{
    for (qint64 i = first; i <= last && m_complete; ++i) {
        m_time += m_chain.forwardCost(i);
        append(kind, i);
    }
}

void EventCollector::computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput)
{
    for (qint64 i = first; i <= last && m_complete; ++i) {
        m_time += m_chain.forwardCost(i);
        append(kind, i);
        // Unit-model layers save nothing beyond their input: no event for an empty set.
        if (m_chain.internalSize(i) > 0)
            save(i, m_chain.internalSize(i), EventKind::SaveInternals);
        if (i < last || keepLastOutput)
            keep(i);
    }
}

void EventCollector::backward(qint64 last, qint64 first)
{
    for (qint64 i = last; i >= first && m_complete; --i) {
        m_time += m_backwardRatio * m_chain.forwardCost(i);
        append(EventKind::Backward, i);
        m_memory -= m_chain.savedSize(i);
        append(EventKind::Free, i - 1);
    }
}

void EventCollector::save(qint64 index, qint64 size, EventKind kind)
{
    m_memory += size;
    append(kind, index);
}

void EventCollector::append(EventKind kind, qint64 index)
{
    if (m_events.size() >= m_maxEvents) {
        m_complete = false;
        return;
    }
    m_events.append(ScheduleEvent{kind, index, m_time, m_memory});
}
