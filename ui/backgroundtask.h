// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

class QWidget;

// Runs long work (opening a large quiz file, rendering a large PDF) on a worker thread while the window stays alive:
// it repaints, the single-instance socket is answered (so a second start never gives up and opens a second window),
// and after a short delay a progress dialog with Cancel appears. run() returns when the work is done or cancelled, so
// the caller reads like synchronous code. Cancel sets the flag the work is given (the PDF writer stops at the next
// question; a reader, bounded anyway, runs to its end) and drops the result; the destructor does the same for work
// still running and waits for it, so no worker outlives what it uses.
class BackgroundTask final : public QObject
{
    Q_OBJECT
public:
    using Work = std::function<void(const std::atomic_bool &cancelled)>;

    // Dialogs are shown over `window`; the object belongs to `parent`, else to the window.
    explicit BackgroundTask(QWidget *window, QObject *parent = nullptr);
    ~BackgroundTask() override;
    Q_DISABLE_COPY_MOVE(BackgroundTask)

    // Runs `work` off the GUI thread; true when it finished, false when the user cancelled. `label` is the progress
    // dialog's text. `work` must not touch widgets.
    bool run(const QString &label, Work work, int delayMilliseconds = 300);
    bool isRunning() const { return m_running > 0; }

signals:
    void progressShown(); // the dialog is up (tests cancel it from here)

private:
    // A joinable std::thread, not a QThread: QThread::wait() returns before the thread has really ended (Qt's threads
    // are detached), and a process that exits then can catch it mid-teardown. The event loop learns of the end by
    // polling `finished`, which needs no object shared across threads.
    struct Worker
    {
        std::thread thread;
        std::shared_ptr<std::atomic_bool> cancelled;
        std::shared_ptr<std::atomic_bool> finished;
    };

    QPointer<QWidget> m_window;
    std::vector<Worker> m_workers;
    int m_running = 0; // run() may be entered again from its own event loop
};
