// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/nosummaries.h"
#include "core/simulator/scheduleevent.h"

#include <QList>

// A schedule sink that writes every event out, with the time and memory after it: for tests and small N. It stops
// storing (and says so) after `maxEvents`, because some schedules have O(N²) events (Revolve with one slot) and the
// sink must not exhaust memory; the other sinks handle such schedules in O(runs).
// Every event is wanted, so nothing is ever summarised (NoSummaries).
class EventCollector final : public NoSummaries
{
public:
    explicit EventCollector(const Chain &chain, double backwardRatio, qint64 maxEvents = 10'000'000);

    void checkpoint(qint64 activation) { save(activation, m_chain.inputSize(activation + 1)); }
    void keep(qint64 activation) { save(activation, m_chain.inputSize(activation + 1)); }
    void compute(EventKind kind, qint64 first, qint64 last);
    void computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput);
    void backward(qint64 last, qint64 first);

    const QList<ScheduleEvent> &events() const { return m_events; }
    bool isComplete() const { return m_complete; }

private:
    void save(qint64 index, qint64 size, EventKind kind = EventKind::Save);
    void append(EventKind kind, qint64 index);

    const Chain &m_chain;
    double m_backwardRatio = 2.0;
    qint64 m_maxEvents = 0;
    QList<ScheduleEvent> m_events;
    double m_time = 0.0;
    qint64 m_memory = 0;
    bool m_complete = true;
};
