// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/backgroundtask.h"

#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <thread>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

// Long work runs on Qt's thread pool: start() returns at once, the caller goes on in its continuation on the GUI
// thread, a progress dialog with Cancel appears after the delay, and Cancel continues the caller at once and tells the
// work to stop (architecture-3 F6: no event loop inside a call).
class TestBackgroundTask final : public QObject
{
    Q_OBJECT
private slots:
    void quickWorkShowsNothingAndContinuesLater()
    {
        QWidget window;
        BackgroundTask task(&window);
        QSignalSpy shown(&task, &BackgroundTask::progressShown);
        QSignalSpy running(&task, &BackgroundTask::runningChanged);
        int result = 0;
        std::optional<bool> ended;
        task.start(
            u"Working"_s, [&result](const std::atomic_bool &) { result = 42; },
            [&](bool finished) { ended = finished; }, 10'000);
        // Returned without waiting: the continuation has not run, even if the work is done already.
        QVERIFY(!ended);
        QVERIFY(task.isRunning());
        QCOMPARE(running.size(), 1);
        QTRY_VERIFY(ended);
        QCOMPARE(*ended, true);
        QCOMPARE(result, 42);
        QCOMPARE(shown.size(), 0);
        QVERIFY(!task.isRunning());
        QCOMPARE(running.size(), 2);
        QCOMPARE(running.at(1).at(0).toBool(), false);
    }

    // The caller's code after start() runs before the work ends; the window keeps handling events meanwhile.
    void theCallerGoesOnWhileTheWorkRuns()
    {
        QWidget window;
        BackgroundTask task(&window);
        std::atomic_bool release = false;
        bool ended = false;
        task.start(
            u"Working"_s,
            [&release](const std::atomic_bool &) {
                while (!release)
                    std::this_thread::sleep_for(1ms);
            },
            [&ended](bool) { ended = true; });
        int ticks = 0;
        QTimer clock;
        connect(&clock, &QTimer::timeout, this, [&ticks] { ++ticks; });
        clock.start(10);
        QTimer::singleShot(200, this, [&release] { release = true; }); // a GUI-thread event ends the work
        QTRY_VERIFY(ended);
        QVERIFY2(ticks >= 5, qPrintable(QString::number(ticks)));
    }

    void cancelContinuesAtOnceAndStopsTheWork()
    {
        QWidget window;
        window.show();
        auto task = std::make_unique<BackgroundTask>(&window);
        std::atomic_bool workSawCancel = false;
        connect(task.get(), &BackgroundTask::progressShown, this, [&window] {
            auto *progress = window.findChild<QProgressDialog *>(u"backgroundProgress"_s);
            QVERIFY(progress);
            QVERIFY(progress->isVisible());
            QCOMPARE(progress->labelText(), u"Reading a very large file"_s);
            QPushButton *cancel = progress->findChild<QPushButton *>();
            QVERIFY(cancel);
            QTest::mouseClick(cancel, Qt::LeftButton);
        });
        std::optional<bool> ended;
        task->start(
            u"Reading a very large file"_s,
            [&workSawCancel](const std::atomic_bool &cancelled) {
                while (!cancelled)
                    std::this_thread::sleep_for(1ms);
                std::this_thread::sleep_for(50ms); // still running when the caller has gone on
                workSawCancel = true;
            },
            [&ended](bool finished) { ended = finished; }, 50);
        QTRY_VERIFY(ended);
        QCOMPARE(*ended, false);
        QVERIFY(!task->isRunning());
        QTRY_VERIFY(!window.findChild<QProgressDialog *>(u"backgroundProgress"_s)); // gone with the cancel
        task.reset(); // waits for the work it told to stop
        QVERIFY(workSawCancel);
    }

    // Work the object's owner no longer wants: the destructor cancels it, waits for it and continues nobody.
    void destroyedWhileWorkingContinuesNobody()
    {
        QWidget window;
        auto task = std::make_unique<BackgroundTask>(&window);
        std::atomic_bool stopped = false;
        bool ended = false;
        task->start(
            u"Working"_s,
            [&stopped](const std::atomic_bool &cancelled) {
                while (!cancelled)
                    std::this_thread::sleep_for(1ms);
                stopped = true;
            },
            [&ended](bool) { ended = true; });
        task.reset();
        QVERIFY(stopped);
        QTest::qWait(20);
        QVERIFY(!ended);
    }
};

QTEST_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
