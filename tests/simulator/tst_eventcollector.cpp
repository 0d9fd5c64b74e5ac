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
    ScheduleGenerator::revolve(100'000, 1, sink);
    QVERIFY(!sink.isComplete());
    QCOMPARE(sink.events().size(), 1000);
}

void TestEventCollector::explicitSizesAndCosts()
{
    // Checkpoints cost inputSize, saved inputs savedSize; the free after backward i gives back what x_{i-1} took.
    const Chain chain = Chain::fromLayers({Layer{1, 10, 1.0}, Layer{2, 20, 2.0}, Layer{3, 30, 4.0}});
    EventCollector sink(chain, 0.5);
    ScheduleGenerator::uniform(3, 2, sink); // checkpoints x_0 and x_2; segment 1 keeps x_1 when recomputed
    const QList<ScheduleEvent> expected = {
        {EventKind::Save, 0, 0, 1},       {EventKind::Forward, 1, 1, 1},    {EventKind::Forward, 2, 3, 1},
        {EventKind::Save, 2, 3, 4},       {EventKind::Forward, 3, 7, 4},    {EventKind::Backward, 3, 9, 4},
        {EventKind::Free, 2, 9, 1},       {EventKind::Recompute, 1, 10, 1}, {EventKind::Save, 1, 10, 21},
        {EventKind::Backward, 2, 11, 21}, {EventKind::Free, 1, 11, 1},      {EventKind::Backward, 1, 11.5, 1},
        {EventKind::Free, 0, 11.5, 0},
    };
    QCOMPARE(sink.events(), expected);
}

QTEST_GUILESS_MAIN(TestEventCollector)
#include "tst_eventcollector.moc"
