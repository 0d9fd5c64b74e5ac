// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// Benchmarks of playback (ScheduleReplay): recording a schedule, and what one scrub step costs — a frame at a random
// position (counts, memory, time and the strip's 240 cells) — at N = 10^4..10^6, and the same step on screen: the
// playback slider moves, the strip, legend and readout update and the timeline's cursor moves, with the views
// repainting what changed. A step must stay well within a 16 ms frame at N = 10^6.
// Run: bench_playback [-median 5] [-callgrind].
#include "core/simulator/schedulereplay.h"
#include "core/simulator/tradeoffanalysis.h"
#include "ui/playbackpanel.h"
#include "ui/simulatorpanel.h"

#include <QSlider>

#include <QTest>

#include <cmath>
#include <random>

namespace {

constexpr int Cells = 240;

void addRows()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<ScheduleSetting>("setting");
    for (qint64 n : {10'000, 100'000, 1'000'000}) {
        const Chain chain = Chain::units(n);
        const qint64 k = TradeoffAnalysis::bestSpacingNearSqrt(chain);
        const qint64 segments = qBound<qint64>(1, std::llround(std::sqrt(double(n))), n);
        QTest::addRow("N=%lld uniform k=%lld", n, k) << n << ScheduleSetting::uniform(k);
        QTest::addRow("N=%lld store-all", n) << n << ScheduleSetting::storeAll();
        QTest::addRow("N=%lld pytorch reentrant S=%lld", n, segments)
            << n << ScheduleSetting::pyTorch(segments).withReentrant(true);
        QTest::addRow("N=%lld optimal s=40", n) << n << ScheduleSetting::optimal(40);
    }
}

} // namespace

class BenchPlayback final : public QObject
{
    Q_OBJECT

private slots:
    void record_data() { addRows(); }
    void record();
    void scrub_data() { addRows(); }
    void scrub();
    void scrubOnScreen_data();
    void scrubOnScreen();
};

void BenchPlayback::record()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleSetting, setting);
    const Chain chain = Chain::units(layers);
    QBENCHMARK
    {
        const ScheduleReplay replay(chain, setting, Cells);
        QVERIFY(replay.isComplete());
    }
}

void BenchPlayback::scrub()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleSetting, setting);
    const ScheduleReplay replay(Chain::units(layers), setting, Cells);
    QVERIFY(replay.isComplete());
    std::mt19937_64 random(7);
    qint64 sum = 0;
    QBENCHMARK
    {
        // One scrub step: the frame at a random position, as a slider drag asks for it.
        sum += replay.frame(qint64(random() % quint64(replay.eventCount() + 1))).memory;
    }
    QVERIFY(sum >= 0);
}

void BenchPlayback::scrubOnScreen_data()
{
    QTest::addColumn<qint64>("layers");
    for (const qint64 layers : {100LL, 100'000LL, 1'000'000LL})
        QTest::addRow("N=%lld uniform near sqrt(N)", layers) << layers;
}

void BenchPlayback::scrubOnScreen()
{
    QFETCH(qint64, layers);
    SimulatorPanel panel;
    panel.resize(1000, 1000);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setLayers(layers);
    panel.goNearSqrt();
    bool recorded = false;
    panel.playback()->whenRecorded([&recorded] { recorded = true; });
    QTRY_VERIFY_WITH_TIMEOUT(recorded, 60'000);
    auto *slider = panel.findChild<QSlider *>(QStringLiteral("playbackSlider"));
    std::mt19937_64 random(7);
    QTest::qWait(50); // first paints are not part of a step
    QBENCHMARK
    {
        slider->setValue(int(random() % quint64(slider->maximum() + 1)));
        // What a window on screen does: the views repaint the regions that changed.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::sendPostedEvents();
    }
}

QTEST_MAIN(BenchPlayback)
#include "bench_playback.moc"
