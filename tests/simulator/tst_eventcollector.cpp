// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/eventcollector.h"
#include "core/simulator/schedulegenerator.h"

#include <QTest>

class TestEventCollector final : public QObject
{
    Q_OBJECT

private slots:
    void storeAllEvents();
    void stopsAtTheCap();
    void explicitSizesAndCosts();
};

void TestEventCollector::storeAllEvents()
{
    const Chain chain = Chain::units(2);
    EventCollector sink(chain, 2.0);
    ScheduleGenerator::storeAll(2, sink);
    QVERIFY(sink.isComplete());
    const QList<ScheduleEvent> expected = {
        {EventKind::Save, 0, 0, 1},     {EventKind::Forward, 1, 1, 1},  {EventKind::Save, 1, 1, 2},
        {EventKind::Forward, 2, 2, 2},  {EventKind::Backward, 2, 4, 2}, {EventKind::Free, 1, 4, 1},
        {EventKind::Backward, 1, 6, 1}, {EventKind::Free, 0, 6, 0},
    };
    QCOMPARE(sink.events(), expected);
}

void TestEventCollector::stopsAtTheCap()
{
    // Revolve with one slot on 10^5 layers has ~5·10^9 events; the collector must stop, not run out of memory.
    const Chain chain = Chain::units(100'000);
    EventCollector sink(chain, 2.0, 1000);
    ScheduleGenerator::revolve(chain, 1, sink);
    QVERIFY(!sink.isComplete());
    QCOMPARE(sink.events().size(), 1000);
}

void TestEventCollector::explicitSizesAndCosts()
{
    // Checkpoints and kept outputs cost the input size of the layer they feed; a layer run with its saves kept adds
    // its internals (saved − input size); the free after backward i gives back layer i's whole saved set. Layer 2
    // has internals, so the recompute of segment 1 must run it too before its backward.
    const Chain chain = Chain::fromLayers({Layer{1, 10, 1.0}, Layer{2, 20, 2.0}, Layer{3, 30, 4.0}});
    EventCollector sink(chain, 0.5);
    ScheduleGenerator::uniform(chain, 2, sink); // checkpoints x_0 and x_2; the last segment (layer 3) is kept
    const QList<ScheduleEvent> expected = {
        {EventKind::Save, 0, 0, 1},
        {EventKind::Forward, 1, 1, 1},
        {EventKind::Forward, 2, 3, 1},
        {EventKind::Save, 2, 3, 4},
        {EventKind::Forward, 3, 7, 4},
        {EventKind::SaveInternals, 3, 7, 31},
        {EventKind::Backward, 3, 9, 31},
        {EventKind::Free, 2, 9, 1},
        {EventKind::Recompute, 1, 10, 1},
        {EventKind::SaveInternals, 1, 10, 10},
        {EventKind::Save, 1, 10, 12},
        {EventKind::Recompute, 2, 12, 12},
        {EventKind::SaveInternals, 2, 12, 30},
        {EventKind::Backward, 2, 13, 30},
        {EventKind::Free, 1, 13, 10},
        {EventKind::Backward, 1, 13.5, 10},
        {EventKind::Free, 0, 13.5, 0},
    };
    QCOMPARE(sink.events(), expected);
}

QTEST_GUILESS_MAIN(TestEventCollector)
#include "tst_eventcollector.moc"
