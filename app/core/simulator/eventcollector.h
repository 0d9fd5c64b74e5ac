#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/scheduleevent.h"

#include <QList>

// A schedule sink that writes every event out, with the time and memory after it: for tests and small N. It stops
// storing (and says so) after `maxEvents`, because some schedules have O(N²) events (Revolve with one slot) and the
// sink must not exhaust memory; the other sinks handle such schedules in O(runs).
class EventCollector final
{
public:
    explicit EventCollector(const Chain &chain, double backwardRatio, qint64 maxEvents = 10'000'000);

    void checkpoint(qint64 activation) { save(activation, m_chain.inputSize(activation + 1)); }
    void keep(qint64 activation) { save(activation, m_chain.inputSize(activation + 1)); }
    void compute(EventKind kind, qint64 first, qint64 last);
    void computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput);
    void backward(qint64 last, qint64 first);
    // Every event is wanted, so nothing is ever summarised.
    qint64 forwardSegmentsToSummarise(qint64, qint64) const { return 0; }
    void summariseForwardSegments(qint64, qint64, qint64) { Q_ASSERT(false); }
    qint64 backwardSegmentsToSummarise(qint64, qint64, qint64) const { return 0; }
    void summariseBackwardSegments(qint64, qint64, qint64, qint64) { Q_ASSERT(false); }
    bool canSummariseReversal(qint64, qint64) const { return false; }
    void summariseReversal(qint64, qint64, qint64, qint64) { Q_ASSERT(false); }
    qint64 oneSlotStepsToSummarise(qint64) const { return 0; }
    void summariseOneSlotSteps(qint64, qint64, qint64) { Q_ASSERT(false); }

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
