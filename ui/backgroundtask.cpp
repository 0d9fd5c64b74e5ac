// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/backgroundtask.h"

#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

BackgroundTask::BackgroundTask(QWidget *window, QObject *parent)
    : QObject(parent ? parent : window)
    , m_window(window)
{}

BackgroundTask::~BackgroundTask()
{
    for (const Worker &worker : m_workers) {
        *worker.cancelled = true;
        worker.thread->wait();
    }
}

bool BackgroundTask::run(const QString &label, Work work, int delayMilliseconds)
{
    // Workers cancelled earlier that have finished since.
    m_workers.erase(
        std::remove_if(m_workers.begin(), m_workers.end(), [](const Worker &w) { return w.thread->isFinished(); }),
        m_workers.end());
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    QThread *thread = QThread::create([work = std::move(work), cancelled] { work(*cancelled); });
    m_workers.push_back({std::unique_ptr<QThread>(thread), cancelled});
    QEventLoop loop;
    connect(thread, &QThread::finished, &loop, &QEventLoop::quit);

    // Made only once the delay has passed: quick work shows nothing.
    std::unique_ptr<QProgressDialog> progress;
    QTimer::singleShot(delayMilliseconds, &loop, [this, &progress, &cancelled, &loop, &label] {
        progress = std::make_unique<QProgressDialog>(label, tr("Cancel"), 0, 0, m_window); // 0, 0: busy
        progress->setObjectName(u"backgroundProgress"_s);
        progress->setWindowModality(Qt::WindowModal);
        progress->setMinimumDuration(0);
        connect(progress.get(), &QProgressDialog::canceled, &loop, [&cancelled, &loop] {
            *cancelled = true;
            loop.quit();
        });
        progress->show();
        emit progressShown();
    });
    ++m_running;
    thread->start();
    loop.exec();
    --m_running;
    if (*cancelled)
        return false; // the worker goes on to its end; the next run() or the destructor collects it
    thread->wait();   // it has emitted finished(): only its last instructions are left
    m_workers.erase(std::find_if(m_workers.begin(), m_workers.end(),
                                 [thread](const Worker &w) { return w.thread.get() == thread; }));
    return true;
}
