// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/backgroundtask.h"

#include <QFutureWatcher>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

struct BackgroundTask::Job
{
    QFuture<void> future;
    std::shared_ptr<std::atomic_bool> cancelled = std::make_shared<std::atomic_bool>(false);
    Then then; // emptied once called
    QPointer<QProgressDialog> progress;
};

BackgroundTask::BackgroundTask(QWidget *window, QObject *parent)
    : QObject(parent ? parent : window)
    , m_window(window)
{}

BackgroundTask::~BackgroundTask()
{
    for (const std::shared_ptr<Job> &job : m_jobs)
        *job->cancelled = true;
    waitForAll();
}

void BackgroundTask::waitForAll()
{
    for (const std::shared_ptr<Job> &job : m_jobs)
        job->future.waitForFinished();
}

void BackgroundTask::start(const QString &label, Work work, Then then, int delayMilliseconds)
{
    auto job = std::make_shared<Job>();
    job->then = std::move(then);
    job->future = QtConcurrent::run([work = std::move(work), cancelled = job->cancelled] { work(*cancelled); });
    m_jobs.push_back(job);
    if (m_waiting++ == 0)
        emit runningChanged(true);

    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, job] {
        watcher->deleteLater();
        m_jobs.erase(std::find(m_jobs.begin(), m_jobs.end(), job));
        end(job, true);
    });
    watcher->setFuture(job->future);

    // Made only once the delay has passed: quick work shows nothing.
    QTimer::singleShot(delayMilliseconds, watcher, [this, job, label] {
        if (!job->then)
            return;
        job->progress = new QProgressDialog(label, tr("Cancel"), 0, 0, m_window); // 0, 0: busy
        job->progress->setObjectName(u"backgroundProgress"_s);
        job->progress->setWindowModality(Qt::WindowModal);
        job->progress->setMinimumDuration(0);
        connect(job->progress, &QProgressDialog::canceled, this, [this, job] {
            *job->cancelled = true;
            end(job, false); // cancelled work that has not ended goes on; its result is dropped
        });
        job->progress->show();
        emit progressShown();
    });
}

void BackgroundTask::end(const std::shared_ptr<Job> &job, bool finished)
{
    if (job->progress) {
        job->progress->hide();
        job->progress->deleteLater(); // perhaps inside its own canceled()
    }
    if (!job->then)
        return; // cancelled earlier: the caller has moved on
    const Then then = std::exchange(job->then, {});
    if (--m_waiting == 0)
        emit runningChanged(false);
    then(finished && !*job->cancelled);
}
