// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

// Measures start-up for scripts/startup-bench, in the program and in its bare baseline (bench/startup_baseline.cpp)
// alike, and only when the environment sets CQ_STARTUP_PROBE=1; otherwise it does nothing.
//
// When `window` has first been painted (its first QPaintEvent, then a 0-ms timer so the whole repaint and the flush
// to the screen are over) it prints, on stderr, one line
//   cq-startup first_paint_ms=<ms> clock=<env|proc> rss_kib=<KiB> pss_kib=<KiB>
// where first_paint_ms counts from the process start and the memory is read once the program has been idle (its
// event loop running, nothing to do) for a second; then it quits the application with exit code 0.
//
// The start is the wall-clock time the launcher read just before it started the program, in whole microseconds since
// the epoch in CQ_STARTUP_T0_US (bash: $EPOCHREALTIME without its decimal point), compared with CLOCK_REALTIME
// (clock=env). Without it, the kernel's
// start time of the process (/proc/self/stat, clock ticks since boot, 10 ms resolution) compared with CLOCK_BOOTTIME,
// the clock the kernel counts it on (clock=proc).
//
// CQ_STARTUP_PROBE=paint reports and ends the process (std::_Exit) right after the first paint, without the idle
// second and before any work queued behind the first frame, so that a profiler (perf record) sees the start-up alone.
class StartupProbe final : public QObject
{
    Q_OBJECT
public:
    static void installIfRequested(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    StartupProbe(QWidget *window, int idleMs);
    void painted();
    void reportAndQuit();

    QPointer<QWidget> m_window;
    int m_idleMs;
    double m_firstPaintMs = 0;
    QString m_clock;
};
