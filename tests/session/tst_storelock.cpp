// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// The data folder's attempts.lock (reliability-3 F5): a lock that names no process QLockFile can judge (empty after a
// power cut, garbled, written on another computer, a folder) is taken over when nobody holds it, so the window saves
// again; one a live holder keeps is left alone, whatever it contains.

#include "core/io/abandonedlock.h"
#include "core/session/attemptstore.h"

#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestStoreLock : public QObject
{
    Q_OBJECT

private slots:
    void abandonedLockIsTakenOver_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QByteArray noise;
        for (int i = 0; i < 200; ++i)
            noise.append(char((i * 37 + 11) % 256));
        QTest::newRow("200 bytes of noise") << noise;
        QTest::newRow("another computer") << QByteArray("999999\ncheckpoint-quiz\nsome-other-laptop\n");
    }

    void abandonedLockIsTakenOver()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        QFile lock(dir.filePath(u"attempts.lock"_s));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        QCOMPARE(lock.write(content), content.size());
        lock.close();

        AttemptStore store(dir.path());
        QVERIFY2(store.isWriter(), qPrintable(store.writeProblem()));
        QVERIFY(!store.isHeldElsewhere());
        // It is a real holder now: a second store in the folder only reads.
        AttemptStore second(dir.path());
        QVERIFY(!second.isWriter());
        QVERIFY(second.isHeldElsewhere());
    }

    // A folder in the lock's place is moved aside, not deleted: whatever is in it stays.
    void folderInTheWayIsMovedAside()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"attempts.lock"_s));
        QFile kept(dir.filePath(u"attempts.lock/kept.txt"_s));
        QVERIFY(kept.open(QIODevice::WriteOnly));
        kept.write("keep me");
        kept.close();

        AttemptStore store(dir.path());
        QVERIFY2(store.isWriter(), qPrintable(store.writeProblem()));
        const QStringList aside = QDir(dir.path()).entryList({u"attempts.lock.unreadable-*"_s}, QDir::Dirs);
        QCOMPARE(aside.size(), 1);
        QFile moved(dir.filePath(aside.first() + u"/kept.txt"_s));
        QVERIFY(moved.open(QIODevice::ReadOnly));
        QCOMPARE(moved.readAll(), QByteArray("keep me"));
    }

    // A holder that is alive keeps its lock even when its file cannot be read: the kernel lock decides, not the text.
    void heldLockIsLeftAlone_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("garbled") << QByteArray("\x01\x02 not a lock\n");
        QTest::newRow("another computer") << QByteArray("999999\ncheckpoint-quiz\nsome-other-laptop\n");
    }

    void heldLockIsLeftAlone()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"attempts.lock"_s);
        QLockFile holder(path);
        QVERIFY(holder.tryLock(0));
        QFile file(path); // the same file, rewritten in place: the holder's kernel lock stays on it
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(content), content.size());
        file.close();

        QVERIFY(!AbandonedLock::isAbandoned(path));
        AttemptStore store(dir.path());
        QVERIFY(!store.isWriter());
        QVERIFY(store.isHeldElsewhere());
        QVERIFY(QFile::exists(path));
    }

    // What QLockFile judges itself is left to it: nothing there, or a readable lock of this computer.
    void onlyUnjudgedLocksAreAbandoned()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"attempts.lock"_s);
        QVERIFY(!AbandonedLock::isAbandoned(path));
        QVERIFY(!AbandonedLock::clear(path));
        {
            QLockFile lock(path);
            QVERIFY(lock.tryLock(0));
            QVERIFY(!AbandonedLock::isAbandoned(path));
        }
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestStoreLock)
#include "tst_storelock.moc"
