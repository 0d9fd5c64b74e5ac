// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/startupprobe.h"

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int IdleMs = 1000;

double nowMs(clockid_t clock)
{
    timespec now{};
    clock_gettime(clock, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Milliseconds since the kernel started this process, on CLOCK_BOOTTIME; -1 when /proc cannot tell.
double msSinceProcessStart()
{
    QFile file(u"/proc/self/stat"_s);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray stat = file.readAll();
    // The command name (field 2) may hold spaces and parentheses: the fields are counted after its last ')'.
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    constexpr int StartTimeField = 22 - 3; // field 22 of stat(5), the 1st after the ')' being field 3
    if (fields.size() <= StartTimeField)
        return -1;
    const double startMs = fields.at(StartTimeField).toDouble() * 1e3 / double(sysconf(_SC_CLK_TCK));
    return nowMs(CLOCK_BOOTTIME) - startMs;
}

// A "Name:   1234 kB" line of a /proc status-like file, in KiB; -1 when missing.
qint64 kibFrom(const QString &path, const QByteArray &name)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(name))
            return line.mid(name.size()).trimmed().split(' ').constFirst().toLongLong();
    }
    return -1;
}

} // namespace

void StartupProbe::installIfRequested(QWidget *window)
{
    const QString mode = qEnvironmentVariable("CQ_STARTUP_PROBE");
    if (mode == "1"_L1 || mode == "paint"_L1) // a child of the application: lives until it quits
        new StartupProbe(window, mode == "paint"_L1 ? 0 : IdleMs);
}

StartupProbe::StartupProbe(QWidget *window, int idleMs)
    : QObject(qApp)
    , m_window(window)
    , m_idleMs(idleMs)
{
    // On the application: the first paint may go to any widget of the window, not to the window itself.
    qApp->installEventFilter(this);
}

bool StartupProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && watched->isWidgetType() && m_window
        && static_cast<QWidget *>(watched)->window() == m_window) {
        qApp->removeEventFilter(this);
        // The other widgets are painted and the backing store flushed in this same event: a 0-ms timer runs after.
        QTimer::singleShot(0, this, &StartupProbe::painted);
    }
    return false;
}

void StartupProbe::painted()
{
    bool fromEnv = false;
    const double t0Us = qEnvironmentVariable("CQ_STARTUP_T0_US").toDouble(&fromEnv);
    if (fromEnv && t0Us > 0) {
        m_firstPaintMs = nowMs(CLOCK_REALTIME) - t0Us / 1e3;
        m_clock = u"env"_s;
    } else {
        m_firstPaintMs = msSinceProcessStart();
        m_clock = u"proc"_s;
    }
    if (m_idleMs == 0) {
        // At once: work the program queued behind the first frame (the simulator) would run before an event loop
        // that has been asked to quit returns, and a profiler would count it as start-up.
        reportAndQuit();
        std::_Exit(0);
    }
    QTimer::singleShot(m_idleMs, this, &StartupProbe::reportAndQuit);
}

void StartupProbe::reportAndQuit()
{
    const qint64 rss = kibFrom(u"/proc/self/status"_s, "VmRSS:");
    const qint64 pss = kibFrom(u"/proc/self/smaps_rollup"_s, "Pss:");
    std::fprintf(stderr, "cq-startup first_paint_ms=%.1f clock=%s rss_kib=%lld pss_kib=%lld\n", m_firstPaintMs,
                 qPrintable(m_clock), static_cast<long long>(rss), static_cast<long long>(pss));
    std::fflush(stderr);
    QCoreApplication::exit(0);
}
