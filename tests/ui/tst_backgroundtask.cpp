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

// Long work runs off the GUI thread: the window keeps handling events, a progress dialog with Cancel appears after the
// delay, and Cancel returns at once and tells the work to stop.
class TestBackgroundTask final : public QObject
{
    Q_OBJECT
private slots:
    void quickWorkShowsNothing()
    {
        QWidget window;
        BackgroundTask task(&window);
        QSignalSpy shown(&task, &BackgroundTask::progressShown);
        int result = 0;
        QVERIFY(task.run(
            u"Working"_s, [&result](const std::atomic_bool &) { result = 42; }, 10'000));
        QCOMPARE(result, 42);
        QCOMPARE(shown.size(), 0);
        QVERIFY(!task.isRunning());
    }

    // The GUI thread keeps running its event loop while the work takes its time.
    void theWindowKeepsHandlingEvents()
    {
        QWidget window;
        BackgroundTask task(&window);
        int ticks = 0;
        QTimer clock;
        connect(&clock, &QTimer::timeout, this, [&ticks] { ++ticks; });
        clock.start(10);
        std::atomic_bool release = false;
        QTimer::singleShot(200, this, [&release] { release = true; }); // a GUI-thread event ends the work
        QVERIFY(task.run(u"Working"_s, [&release](const std::atomic_bool &) {
            while (!release)
                std::this_thread::sleep_for(1ms);
        }));
        QVERIFY2(ticks >= 5, qPrintable(QString::number(ticks)));
    }

    void cancelReturnsAtOnceAndStopsTheWork()
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
        const bool finished = task->run(
            u"Reading a very large file"_s,
            [&workSawCancel](const std::atomic_bool &cancelled) {
                while (!cancelled)
                    std::this_thread::sleep_for(1ms);
                std::this_thread::sleep_for(50ms); // still running when run() has returned
                workSawCancel = true;
            },
            50);
        QVERIFY(!finished);
        QVERIFY(!task->isRunning());
        task.reset(); // waits for the work it told to stop
        QVERIFY(workSawCancel);
    }
};

QTEST_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
