// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/schedulereplay.h"

#include "core/simulator/nosummaries.h"
#include "core/simulator/schedulegenerator.h"

#include <QtMath>

#include <algorithm>

namespace {

// The schedule's event count in O(runs), so that the recording can be sized, its keyframe interval chosen and an
// over-long schedule refused before any event is stored. Nothing is summarised: the recording wants every event.
class EventCounter final : public NoSummaries
{
public:
    explicit EventCounter(const Chain &chain)
        : m_chain(chain)
    {}

    void checkpoint(qint64) { ++m_count; }
    void keep(qint64) { ++m_count; }
    void compute(EventKind, qint64 first, qint64 last) { m_count += last - first + 1; }
    void computeKeeping(EventKind, qint64 first, qint64 last, bool keepLastOutput)
    {
        const qint64 length = last - first + 1;
        m_count += 2 * length - (keepLastOutput ? 0 : 1);
        if (m_chain.isUniform()) {
            m_count += m_chain.hasInternals() ? length : 0;
        } else {
            for (qint64 i = first; i <= last; ++i)
                m_count += m_chain.internalSize(i) > 0 ? 1 : 0;
        }
    }
    void backward(qint64 last, qint64 first) { m_count += 2 * (last - first + 1); }

    qint64 count() const { return m_count; }

private:
    const Chain &m_chain;
    qint64 m_count = 0;
};

} // namespace

// Expands the generator's runs into packed records, tracking every activation's state; the checkpoint()/keep()
// distinction, which the event list alone does not carry, is what tells checkpoints from saved inputs.
class ReplayRecorder final : public NoSummaries
{
public:
    explicit ReplayRecorder(ScheduleReplay &replay)
        : m_replay(replay)
        , m_states(std::size_t(replay.layerCount()), ActivationState::NotComputed)
        , m_cellCounts(std::size_t(replay.m_cells) * ActivationStateCount, 0)
    {
        m_counts[std::size_t(ActivationState::NotComputed)] = replay.layerCount();
        for (int c = 0; c < replay.m_cells; ++c)
            m_cellCounts[std::size_t(c) * ActivationStateCount]
                = qint32(replay.cellFirst(c + 1) - replay.cellFirst(c)); // NotComputed is state 0
    }

    void checkpoint(qint64 j) { record(EventKind::Save, j, ActivationState::Checkpoint); }
    void keep(qint64 j)
    {
        record(EventKind::Save, j,
               m_lastRun == EventKind::Recompute ? ActivationState::Recomputed : ActivationState::Saved);
    }
    void compute(EventKind kind, qint64 first, qint64 last)
    {
        for (qint64 i = first; i <= last; ++i)
            run(kind, i);
    }
    void computeKeeping(EventKind kind, qint64 first, qint64 last, bool keepLastOutput)
    {
        const Chain &chain = m_replay.m_chain;
        for (qint64 i = first; i <= last; ++i) {
            run(kind, i);
            if (chain.internalSize(i) > 0)
                record(EventKind::SaveInternals, i, ActivationState::NotComputed);
            if (i < last || keepLastOutput)
                keep(i);
        }
    }
    void backward(qint64 last, qint64 first)
    {
        for (qint64 i = last; i >= first; --i) {
            if (m_replay.m_backwardStart < 0)
                m_replay.m_backwardStart = qint64(m_replay.m_records.size());
            record(EventKind::Backward, i, ActivationState::NotComputed);
            record(EventKind::Free, i - 1, ActivationState::Freed);
        }
    }

    void finish()
    {
        m_replay.m_totalTime = m_time;
        if (m_replay.m_backwardStart < 0)
            m_replay.m_backwardStart = qint64(m_replay.m_records.size());
    }

private:
    void run(EventKind kind, qint64 i)
    {
        m_lastRun = kind;
        // A computed output that nobody holds is dropped; one held or already freed stays as it is.
        const bool tracked = i < m_replay.layerCount();
        const ActivationState now = tracked ? m_states[std::size_t(i)] : ActivationState::NotComputed;
        const ActivationState next = now == ActivationState::NotComputed ? ActivationState::Dropped : now;
        record(kind, i, next);
    }

    // `to` is the new state of the activation the event changes (ignored when it changes none).
    void record(EventKind kind, qint64 index, ActivationState to)
    {
        ScheduleReplay &r = m_replay;
        if (qint64(r.m_records.size()) % r.m_interval == 0)
            keyframe();
        const quint32 probe = ScheduleReplay::pack(kind, index, ActivationState::NotComputed, to);
        const qint64 activation = r.activationOf(probe);
        ActivationState from = to;
        if (activation >= 0) {
            from = m_states[std::size_t(activation)];
            m_states[std::size_t(activation)] = to;
            --m_counts[std::size_t(from)];
            ++m_counts[std::size_t(to)];
            const std::size_t cell = std::size_t(r.cellOf(activation)) * ActivationStateCount;
            --m_cellCounts[cell + std::size_t(from)];
            ++m_cellCounts[cell + std::size_t(to)];
        }
        const quint32 packed = ScheduleReplay::pack(kind, index, from, activation >= 0 ? to : from);
        r.m_records.push_back(packed);
        r.advance(packed, m_time, m_memory);
    }

    void keyframe()
    {
        m_replay.m_keyframes.push_back(ScheduleReplay::Keyframe{m_time, m_memory, m_counts});
        m_replay.m_cellCounts.insert(m_replay.m_cellCounts.end(), m_cellCounts.begin(), m_cellCounts.end());
    }

    ScheduleReplay &m_replay;
    std::vector<ActivationState> m_states;
    std::vector<qint32> m_cellCounts;
    std::array<qint64, ActivationStateCount> m_counts{};
    EventKind m_lastRun = EventKind::Forward;
    double m_time = 0.0;
    qint64 m_memory = 0;
};

ScheduleReplay::ScheduleReplay(const Chain &chain, const ScheduleSetting &setting, int cells, qint64 maxEvents)
    : m_chain(chain)
    , m_backwardRatio(setting.backwardRatio)
    , m_cells(int(qBound<qint64>(1, qint64(cells), chain.layerCount())))
{
    EventCounter counter(chain);
    ScheduleGenerator::generate(chain, setting, counter);
    m_eventCount = counter.count();
    if (m_eventCount > maxEvents)
        return;
    // A frame copies a keyframe (cells × states counts) and walks up to K events: K of a few sqrt(E) keeps both
    // the walk and the keyframes' memory (E / K × cells × 24 bytes, 4 MB at E = 5·10^6 and 240 cells) small.
    m_interval = qMax<qint64>(256, 4 * qint64(std::sqrt(double(m_eventCount))));
    m_records.reserve(std::size_t(m_eventCount));
    m_keyframes.reserve(std::size_t(m_eventCount / m_interval + 2));
    m_backwardStart = -1;
    ReplayRecorder recorder(*this);
    ScheduleGenerator::generate(chain, setting, recorder);
    recorder.finish();
    Q_ASSERT(qint64(m_records.size()) == m_eventCount);
    m_complete = true;
}

quint32 ScheduleReplay::pack(EventKind kind, qint64 index, ActivationState from, ActivationState to)
{
    Q_ASSERT(index >= 0 && index < (1 << 20));
    return quint32(index) | quint32(kind) << 20 | quint32(from) << 23 | quint32(to) << 26;
}

qint64 ScheduleReplay::activationOf(quint32 record) const
{
    const qint64 index = indexOf(record);
    switch (kindOf(record)) {
    case EventKind::Forward:
    case EventKind::Recompute:
        return index < layerCount() ? index : -1;
    case EventKind::Save:
    case EventKind::Free:
        return index;
    case EventKind::Backward:
    case EventKind::SaveInternals:
        break;
    }
    return -1;
}

void ScheduleReplay::advance(quint32 record, double &time, qint64 &memory) const
{
    // The same sums in the same order as EventCollector, so times and memory agree to the bit.
    const qint64 index = indexOf(record);
    switch (kindOf(record)) {
    case EventKind::Forward:
    case EventKind::Recompute:
        time += m_chain.forwardCost(index);
        break;
    case EventKind::Backward:
        time += m_backwardRatio * m_chain.forwardCost(index);
        break;
    case EventKind::Save:
        memory += m_chain.inputSize(index + 1);
        break;
    case EventKind::SaveInternals:
        memory += m_chain.internalSize(index);
        break;
    case EventKind::Free:
        memory -= m_chain.savedSize(index + 1);
        break;
    }
}

qint64 ScheduleReplay::cellFirst(int cell) const
{
    return qint64(cell) * layerCount() / m_cells;
}

int ScheduleReplay::cellOf(qint64 activation) const
{
    // The largest c with c·N / cells <= activation.
    int cell = int(((activation + 1) * m_cells - 1) / layerCount());
    while (cell + 1 < m_cells && cellFirst(cell + 1) <= activation)
        ++cell;
    while (cell > 0 && cellFirst(cell) > activation)
        --cell;
    return cell;
}

ActivationState ScheduleReplay::mostTelling(const std::array<qint32, ActivationStateCount> &counts)
{
    for (const ActivationState state : {ActivationState::Recomputed, ActivationState::Checkpoint,
                                        ActivationState::Saved, ActivationState::Dropped, ActivationState::Freed}) {
        if (counts[std::size_t(state)] > 0)
            return state;
    }
    return ActivationState::NotComputed;
}

ReplayFrame ScheduleReplay::frame(qint64 position) const
{
    ReplayFrame frame;
    if (!m_complete)
        return frame;
    position = qBound<qint64>(0, position, m_eventCount);
    frame.position = position;
    // The keyframe at or before the position; the one at position 0 always exists.
    const qint64 key = qMin<qint64>(position / m_interval, qint64(m_keyframes.size()) - 1);
    const Keyframe &base = m_keyframes[std::size_t(key)];
    frame.time = base.time;
    frame.memory = base.memory;
    frame.counts = base.counts;
    const std::size_t stride = std::size_t(m_cells) * ActivationStateCount;
    std::vector<qint32> cells(m_cellCounts.begin() + std::ptrdiff_t(std::size_t(key) * stride),
                              m_cellCounts.begin() + std::ptrdiff_t(std::size_t(key + 1) * stride));
    for (qint64 at = key * m_interval; at < position; ++at) {
        const quint32 record = m_records[std::size_t(at)];
        advance(record, frame.time, frame.memory);
        const ActivationState from = fromOf(record);
        const ActivationState to = toOf(record);
        if (from == to)
            continue;
        --frame.counts[std::size_t(from)];
        ++frame.counts[std::size_t(to)];
        const std::size_t cell = std::size_t(cellOf(activationOf(record))) * ActivationStateCount;
        --cells[cell + std::size_t(from)];
        ++cells[cell + std::size_t(to)];
    }
    frame.cells.reserve(m_cells);
    for (int c = 0; c < m_cells; ++c) {
        std::array<qint32, ActivationStateCount> counts{};
        std::copy_n(cells.begin() + std::ptrdiff_t(std::size_t(c) * ActivationStateCount), ActivationStateCount,
                    counts.begin());
        frame.cells.append(mostTelling(counts));
    }
    if (position > 0) {
        const quint32 last = m_records[std::size_t(position - 1)];
        frame.hasEvent = true;
        frame.kind = kindOf(last);
        frame.index = indexOf(last);
    }
    return frame;
}

ScheduleEvent ScheduleReplay::event(qint64 i) const
{
    if (!m_complete || i < 0 || i >= m_eventCount)
        return {};
    const qint64 key = qMin<qint64>(i / m_interval, qint64(m_keyframes.size()) - 1);
    double time = m_keyframes[std::size_t(key)].time;
    qint64 memory = m_keyframes[std::size_t(key)].memory;
    for (qint64 at = key * m_interval; at <= i; ++at)
        advance(m_records[std::size_t(at)], time, memory);
    const quint32 record = m_records[std::size_t(i)];
    return ScheduleEvent{kindOf(record), indexOf(record), time, memory};
}

qint64 ScheduleReplay::positionAtTime(double time) const
{
    if (!m_complete || m_keyframes.empty())
        return 0;
    // The last keyframe at or before `time`, then event by event.
    const auto after = std::upper_bound(m_keyframes.begin(), m_keyframes.end(), time,
                                        [](double t, const Keyframe &k) { return t < k.time; });
    const qint64 key = qMax<qint64>(0, qint64(after - m_keyframes.begin()) - 1);
    double t = m_keyframes[std::size_t(key)].time;
    qint64 memory = 0;
    qint64 position = key * m_interval;
    for (; position < m_eventCount; ++position) {
        double next = t;
        advance(m_records[std::size_t(position)], next, memory);
        if (next > time)
            break;
        t = next;
    }
    return position;
}

QList<ActivationState> ScheduleReplay::states(qint64 position) const
{
    QList<ActivationState> states(m_complete ? layerCount() : 0, ActivationState::NotComputed);
    position = qBound<qint64>(0, position, m_eventCount);
    for (qint64 at = 0; at < position && m_complete; ++at) {
        const quint32 record = m_records[std::size_t(at)];
        if (const qint64 activation = activationOf(record); activation >= 0)
            states[activation] = toOf(record);
    }
    return states;
}
