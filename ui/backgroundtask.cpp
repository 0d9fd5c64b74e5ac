// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/backgroundtask.h"

#include <QEventLoop>
#include <QProgressDialog>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

BackgroundTask::BackgroundTask(QWidget *window, QObject *parent)
    : QObject(parent ? parent : window)
    , m_window(window)
{}

BackgroundTask::~BackgroundTask()
{
    for (Worker &worker : m_workers) {
        *worker.cancelled = true;
        worker.thread.join();
    }
}

bool BackgroundTask::run(const QString &label, Work work, int delayMilliseconds)
{
    // Workers cancelled earlier that have finished since.
    for (auto it = m_workers.begin(); it != m_workers.end();) {
        if (*it->cancelled && *it->finished) {
            it->thread.join();
            it = m_workers.erase(it);
        } else {
            ++it;
        }
    }
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    auto finished = std::make_shared<std::atomic_bool>(false);
    m_workers.push_back({std::thread([work = std::move(work), cancelled, finished] {
                             work(*cancelled);
                             *finished = true;
                         }),
                         cancelled, finished});
    const std::thread::id id = m_workers.back().thread.get_id();

    QEventLoop loop;
    QTimer poll;
    poll.setInterval(5);
    connect(&poll, &QTimer::timeout, &loop, [&finished, &loop] {
        if (*finished)
            loop.quit();
    });
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
    poll.start();
    if (!*finished)
        loop.exec();
    --m_running;
    // Cancelled work that has not ended goes on; the next run() or the destructor joins it.
    const auto self
        = std::find_if(m_workers.begin(), m_workers.end(), [id](const Worker &w) { return w.thread.get_id() == id; });
    if (*finished && self != m_workers.end()) {
        self->thread.join();
        m_workers.erase(self);
    }
    return !*cancelled;
}
