// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/eventcollector.h"
#include "core/simulator/nosummaries.h"
#include "core/simulator/schedulegenerator.h"
#include "core/simulator/schedulereplay.h"
#include "core/simulator/simulator.h"
#include "core/simulator/teesink.h"

#include <QTest>

#include <random>

using State = ActivationState;
using namespace Qt::StringLiterals;

namespace {

// Records only which saves are checkpoints, in order: the one thing the expanded event list does not say.
class CheckpointFlags final : public NoSummaries
{
public:
    void checkpoint(qint64) { flags.append(true); }
    void keep(qint64) { flags.append(false); }
    void compute(EventKind, qint64, qint64) {}
    void computeKeeping(EventKind, qint64 first, qint64 last, bool keepLastOutput)
    {
        for (qint64 i = first; i <= last; ++i) {
            if (i < last || keepLastOutput)
                flags.append(false);
        }
    }
    void backward(qint64, qint64) {}

    QList<bool> flags;
};

// The brute-force replay: every activation's state after each event of EventCollector's list, written from the
// event kinds alone (plus which saves are checkpoints).
QList<QList<State>> bruteForce(const Chain &chain, const ScheduleSetting &setting, QList<ScheduleEvent> *eventsOut)
{
    EventCollector collector(chain, setting.backwardRatio);
    CheckpointFlags flags;
    TeeSink<EventCollector, CheckpointFlags> tee(collector, flags);
    ScheduleGenerator::generate(chain, setting, tee);
    const qint64 n = chain.layerCount();
    QList<State> states(n, State::NotComputed);
    QList<QList<State>> all{states};
    EventKind lastRun = EventKind::Forward;
    qsizetype save = 0;
    for (const ScheduleEvent &e : collector.events()) {
        switch (e.kind) {
        case EventKind::Forward:
        case EventKind::Recompute:
            lastRun = e.kind;
            if (e.index < n && (states[e.index] == State::NotComputed || states[e.index] == State::Dropped))
                states[e.index] = State::Dropped;
            break;
        case EventKind::Save:
            states[e.index] = flags.flags.at(save++)          ? State::Checkpoint
                              : lastRun == EventKind::Forward ? State::Saved
                                                              : State::Recomputed;
            break;
        case EventKind::Free:
            states[e.index] = State::Freed;
            break;
        case EventKind::Backward:
        case EventKind::SaveInternals:
            break;
        }
        all.append(states);
    }
    *eventsOut = collector.events();
    return all;
}

std::array<qint32, ActivationStateCount> countsOf(const QList<State> &states, qint64 first, qint64 last)
{
    std::array<qint32, ActivationStateCount> counts{};
    for (qint64 j = first; j <= last; ++j)
        ++counts[std::size_t(states.at(j))];
    return counts;
}

} // namespace

class TestScheduleReplay final : public QObject
{
    Q_OBJECT

private slots:
    void exactStates_data();
    void exactStates();
    void matchesBruteForce_data();
    void matchesBruteForce();
    void countsAtTheCursor();
    void aggregatedCells();
    void timeLookup();
    void tooLongIsRefused();
    void millionLayers();
};

void TestScheduleReplay::exactStates_data()
{
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<qint64>("position");
    QTest::addColumn<QString>("expected"); // one letter per activation x_0..x_9: n d c s r f
    QTest::addColumn<qint64>("memory");
    QTest::addColumn<double>("time");

    const ScheduleSetting uniform = ScheduleSetting::uniform(3);
    // Save0 F1 F2 F3 Save3 F4 F5 F6 Save6 F7 F8 F9 Save9 F10 | B10 Free9 R7 Save7 R8 Save8 B9 Free8 ...
    QTest::newRow("uniform k=3, start") << uniform << qint64(0) << u"nnnnnnnnnn"_s << qint64(0) << 0.0;
    QTest::newRow("uniform k=3, in the first segment") << uniform << qint64(3) << u"cddnnnnnnn"_s << qint64(1) << 2.0;
    QTest::newRow("uniform k=3, forward done") << uniform << qint64(14) << u"cddcddcddc"_s << qint64(4) << 10.0;
    QTest::newRow("uniform k=3, recomputed 7, 8") << uniform << qint64(20) << u"cddcddcrrf"_s << qint64(5) << 14.0;
    QTest::newRow("uniform k=3, end") << uniform << qint64(46) << u"ffffffffff"_s << qint64(0) << 36.0;

    // checkpoint_sequential, S = 3: segments of 3, the last four layers run normally and keep their inputs.
    const ScheduleSetting pyTorch = ScheduleSetting::pyTorch(3);
    QTest::newRow("pytorch S=3, forward done") << pyTorch << qint64(16) << u"cddcddssss"_s << qint64(6) << 10.0;
    QTest::newRow("pytorch S=3 reentrant, forward done")
        << pyTorch.withReentrant(true) << qint64(16) << u"cddcddssss"_s << qint64(6) << 10.0;
    // B10 Free9 B9 Free8 B8 Free7 B7 Free6, then R4 Save4 R5 Save5 (and R6, on x_6 already freed, when reentrant).
    QTest::newRow("pytorch S=3, segment 2 recomputed") << pyTorch << qint64(28) << u"cddcrrffff"_s << qint64(4) << 20.0;
    QTest::newRow("pytorch S=3 reentrant, segment 2 recomputed")
        << pyTorch.withReentrant(true) << qint64(29) << u"cddcrrffff"_s << qint64(4) << 21.0;

    // Revolve with 3 slots: x_0 checkpointed, advance to x_4 (β(2, 2) = 6 on the right), checkpoint it, ...
    const ScheduleSetting optimal = ScheduleSetting::optimal(3);
    QTest::newRow("revolve s=3, first split") << optimal << qint64(6) << u"cdddcnnnnn"_s << qint64(2) << 4.0;
}

static QString letters(const QList<State> &states)
{
    QString text;
    for (const State state : states)
        text += QChar(u"ndcsrf"[int(state)]);
    return text;
}

void TestScheduleReplay::exactStates()
{
    QFETCH(ScheduleSetting, setting);
    QFETCH(qint64, position);
    QFETCH(QString, expected);
    QFETCH(qint64, memory);
    QFETCH(double, time);
    const ScheduleReplay replay(Chain::units(10), setting, 10);
    QVERIFY(replay.isComplete());
    QCOMPARE(letters(replay.states(position)), expected);
    const ReplayFrame frame = replay.frame(position);
    QCOMPARE(letters(frame.cells), expected); // one cell per activation
    QCOMPARE(frame.memory, memory);
    QCOMPARE(frame.time, time);
}

void TestScheduleReplay::matchesBruteForce_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<int>("cells");
    for (const qint64 n : {1, 2, 3, 7, 10, 16, 31, 60}) {
        QTest::addRow("N=%lld store-all", n) << n << ScheduleSetting::storeAll() << 7;
        for (qint64 p = 1; p <= n; p += qMax<qint64>(1, n / 6)) {
            QTest::addRow("N=%lld uniform %lld", n, p) << n << ScheduleSetting::uniform(p, 1.5) << 5;
            QTest::addRow("N=%lld pytorch %lld", n, p) << n << ScheduleSetting::pyTorch(p) << 240;
            QTest::addRow("N=%lld pytorch %lld reentrant", n, p)
                << n << ScheduleSetting::pyTorch(p).withReentrant(true) << 3;
            QTest::addRow("N=%lld revolve %lld", n, p) << n << ScheduleSetting::optimal(p) << 11;
        }
    }
}

void TestScheduleReplay::matchesBruteForce()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleSetting, setting);
    QFETCH(int, cells);
    const Chain chain = Chain::units(layers);
    QList<ScheduleEvent> events;
    const QList<QList<State>> expected = bruteForce(chain, setting, &events);
    const ScheduleReplay replay(chain, setting, cells);
    QVERIFY(replay.isComplete());
    QCOMPARE(replay.eventCount(), events.size());
    QCOMPARE(replay.totalTime(), events.last().time);
    const qint64 firstBackward = std::find_if(events.begin(), events.end(),
                                              [](const ScheduleEvent &e) { return e.kind == EventKind::Backward; })
                                 - events.begin();
    QCOMPARE(replay.backwardStart(), firstBackward);
    for (qint64 position = 0; position <= events.size(); ++position) {
        const QList<State> &states = expected.at(position);
        QCOMPARE(replay.states(position), states);
        const ReplayFrame frame = replay.frame(position);
        QCOMPARE(frame.position, position);
        qint64 held = 0;
        for (int s = 0; s < ActivationStateCount; ++s) {
            QCOMPARE(frame.counts[std::size_t(s)], qint64(states.count(State(s))));
            if (State(s) == State::Checkpoint || State(s) == State::Saved || State(s) == State::Recomputed)
                held += frame.counts[std::size_t(s)];
        }
        QCOMPARE(held, frame.memory); // unit model: memory is the held activations
        for (int c = 0; c < replay.cellCount(); ++c)
            QCOMPARE(frame.cells.at(c),
                     ScheduleReplay::mostTelling(countsOf(states, replay.cellFirst(c), replay.cellLast(c))));
        if (position > 0) {
            const ScheduleEvent &last = events.at(position - 1);
            QCOMPARE(replay.event(position - 1), last);
            QCOMPARE(frame.time, last.time);
            QCOMPARE(frame.memory, last.memory);
            QVERIFY(frame.hasEvent);
            QCOMPARE(frame.kind, last.kind);
            QCOMPARE(frame.index, last.index);
        }
    }
}

void TestScheduleReplay::countsAtTheCursor()
{
    // N = 100, k = 10: the peak (19) is the end of the first sweep: 10 checkpoints and the kept last segment's 9
    // saved inputs. While a segment is recomputed, 9 checkpoints and 9 recomputed inputs are held (18).
    const Chain chain = Chain::units(100);
    const ScheduleReplay replay(chain, ScheduleSetting::uniform(10), 50);
    const ReplayFrame forwardEnd = replay.frame(replay.backwardStart());
    QCOMPARE(forwardEnd.memory, 19);
    QCOMPARE(forwardEnd.count(State::Checkpoint), 10);
    QCOMPARE(forwardEnd.count(State::Saved), 9);
    QCOMPARE(forwardEnd.count(State::Dropped), 81);
    qint64 peakPosition = -1;
    qint64 peak = -1;
    for (qint64 p = replay.backwardStart(); p <= replay.eventCount(); ++p) {
        const ReplayFrame frame = replay.frame(p);
        if (frame.count(State::Recomputed) > 0 && frame.memory > peak) {
            peak = frame.memory;
            peakPosition = p;
        }
    }
    QCOMPARE(peak, 18);
    const ReplayFrame frame = replay.frame(peakPosition);
    QCOMPARE(frame.count(State::Checkpoint), 9);
    QCOMPARE(frame.count(State::Recomputed), 9);
    QCOMPARE(frame.count(State::Saved), 0);
    QCOMPARE(frame.count(State::Freed), 10); // the kept last segment, done first
    QCOMPARE(frame.count(State::Dropped), 72);
    QCOMPARE(frame.count(State::NotComputed), 0);
}

void TestScheduleReplay::aggregatedCells()
{
    // 1,000 activations in 7 unequal cells: every cell's range is exact and its state the most telling one.
    const Chain chain = Chain::units(1000);
    const ScheduleReplay replay(chain, ScheduleSetting::uniform(31), 7);
    QCOMPARE(replay.cellCount(), 7);
    QCOMPARE(replay.cellFirst(0), 0);
    QCOMPARE(replay.cellLast(6), 999);
    for (qint64 j = 0; j < 1000; ++j) {
        const int c = replay.cellOf(j);
        QVERIFY(replay.cellFirst(c) <= j && j <= replay.cellLast(c));
    }
    std::mt19937_64 random(11);
    for (int trial = 0; trial < 200; ++trial) {
        const qint64 position = qint64(random() % quint64(replay.eventCount() + 1));
        const QList<State> states = replay.states(position);
        const ReplayFrame frame = replay.frame(position);
        for (int c = 0; c < 7; ++c)
            QCOMPARE(frame.cells.at(c),
                     ScheduleReplay::mostTelling(countsOf(states, replay.cellFirst(c), replay.cellLast(c))));
    }
    QCOMPARE(ScheduleReplay::mostTelling({0, 5, 1, 0, 0, 9}), State::Checkpoint);
    QCOMPARE(ScheduleReplay::mostTelling({3, 0, 0, 0, 0, 0}), State::NotComputed);
    QCOMPARE(ScheduleReplay::mostTelling({0, 2, 0, 0, 0, 4}), State::Dropped);
}

void TestScheduleReplay::timeLookup()
{
    const Chain chain = Chain::units(40);
    const ScheduleSetting setting = ScheduleSetting::optimal(4, 2.5);
    const ScheduleReplay replay(chain, setting, 40);
    const QList<ScheduleEvent> events = Simulator::events(chain, setting);
    for (double t = 0.0; t <= replay.totalTime() + 1.0; t += 0.25) {
        qint64 expected = 0;
        while (expected < events.size() && events.at(expected).time <= t)
            ++expected;
        QCOMPARE(replay.positionAtTime(t), expected);
    }
}

void TestScheduleReplay::tooLongIsRefused()
{
    // Revolve with one slot on 10^5 layers: about 10^10 events, counted without storing one.
    const ScheduleReplay replay(Chain::units(100'000), ScheduleSetting::optimal(1), 240);
    QVERIFY(!replay.isComplete());
    QVERIFY(replay.eventCount() > ScheduleReplay::DefaultMaxEvents);
    QCOMPARE(replay.frame(10).cells.size(), 0);
}

void TestScheduleReplay::millionLayers()
{
    const Chain chain = Chain::units(1'000'000);
    const ScheduleReplay replay(chain, ScheduleSetting::uniform(1000), 240);
    QVERIFY(replay.isComplete());
    const ScheduleFigures figures = Simulator::figures(chain, ScheduleSetting::uniform(1000));
    qint64 peak = 0;
    for (qint64 p = 0; p <= replay.eventCount(); p += 997)
        peak = qMax(peak, replay.frame(p).memory);
    QVERIFY(peak <= figures.peakMemory);
    const ReplayFrame end = replay.frame(replay.eventCount());
    QCOMPARE(end.count(State::Freed), 1'000'000);
    QCOMPARE(end.time, figures.totalTime);
}

QTEST_GUILESS_MAIN(TestScheduleReplay)
#include "tst_schedulereplay.moc"
