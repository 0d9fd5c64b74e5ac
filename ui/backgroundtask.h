// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QProgressDialog;
class QWidget;

// Runs long work (opening a large quiz file, rendering a large PDF, planning a huge cluster) on Qt's thread pool while
// the window goes on: start() returns at once, and the caller continues in `then`, called on the GUI thread when the
// work is done or the user cancelled. No event loop runs inside a call, so no caller has to expect the window's events
// in the middle of its own work (architecture-3 F6). After a short delay a progress dialog with Cancel appears; Cancel
// sets the flag the work is given (the PDF writer stops at its next question; a reader, bounded anyway, runs to its
// end), continues the caller at once with `finished` false and drops the result. The destructor does the same for
// work still running and waits for it, so no worker outlives what it uses.
class BackgroundTask final : public QObject
{
    Q_OBJECT
public:
    using Work = std::function<void(const std::atomic_bool &cancelled)>;
    using Then = std::function<void(bool finished)>;

    // Dialogs are shown over `window`; the object belongs to `parent`, else to the window.
    explicit BackgroundTask(QWidget *window, QObject *parent = nullptr);
    ~BackgroundTask() override;
    Q_DISABLE_COPY_MOVE(BackgroundTask)

    // Runs `work` off the GUI thread, then `then(true)`, or `then(false)` as soon as the user cancels. `label` is the
    // progress dialog's text. `work` must not touch widgets; `then` runs only while this object lives.
    void start(const QString &label, Work work, Then then, int delayMilliseconds = 300);
    // True from start() until its `then` has run: the window keeps the actions that would start more such work off.
    bool isRunning() const { return m_waiting > 0; }
    // Waits, without an event loop, for all work started here, also work whose result was dropped (tests, and a
    // program about to use what the work wrote).
    void waitForAll();

signals:
    void progressShown(); // the dialog is up (tests cancel it from here)
    void runningChanged(bool running);

private:
    struct Job;
    void end(const std::shared_ptr<Job> &job, bool finished);

    QPointer<QWidget> m_window;
    std::vector<std::shared_ptr<Job>> m_jobs; // work not yet ended on its thread
    int m_waiting = 0;                        // jobs whose `then` has not run
};
