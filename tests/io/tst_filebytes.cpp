// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/io/filebytes.h"
#include "core/quiz/quizfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace {

QByteArray seedBankBytes()
{
    QFile file(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray giftBytes()
{
    QFile file(QStringLiteral(CQ_TEST_DATA_DIR "/gradient-checkpointing.gift"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Writes `bytes` to `fd` from another thread, after `delay`, then closes it: a program at the other end of a pipe.
std::thread writeLater(int fd, QByteArray bytes, std::chrono::milliseconds delay)
{
    return std::thread([fd, bytes = std::move(bytes), delay] {
        std::this_thread::sleep_for(delay);
        qsizetype done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
            if (n <= 0)
                break;
            done += n;
        }
        ::close(fd);
    });
}

} // namespace

class TestFileBytes final : public QObject
{
    Q_OBJECT
private slots:
    // A writer whose reader has gone gets EPIPE, as the program's own pipes do, not a fatal SIGPIPE.
    void initTestCase() { std::signal(SIGPIPE, SIG_IGN); }

    void regularFileAndItsLimit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"f.txt"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("0123456789");
        file.close();
        const Expected<QByteArray> read = FileBytes::read(path, {10});
        QVERIFY(read);
        QCOMPARE(*read, QByteArray("0123456789"));
        const Expected<QByteArray> tooLarge = FileBytes::read(path, {9});
        QCOMPARE(tooLarge.error(), u"file is 10 bytes; the limit is 9 bytes"_s);
    }

    void whatIsNotAFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("error");
        QTest::newRow("device") << u"/dev/zero"_s << u"cannot open: is a device, not a file"_s;
        QTest::newRow("folder") << u"/"_s << u"cannot open: is a folder, not a file"_s;
        QTest::newRow("missing") << u"/nonexistent/quiz.json"_s << u"cannot open: No such file or directory"_s;
        QTest::newRow("no name") << QString() << u"cannot open: no file name"_s;
    }
    void whatIsNotAFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, error);
        QCOMPARE(FileBytes::read(path, {1024}).error(), error);
    }

    void resource()
    {
        const Expected<QByteArray> read = FileBytes::read(u":/quizzes/gradient-checkpointing.json"_s, {1 << 20});
        QVERIFY(read);
        QCOMPARE(*read, seedBankBytes());
    }

    // Regular files in /proc report a size of 0 and still have content.
    void procFileReadsToItsEnd()
    {
        const Expected<QByteArray> read = FileBytes::read(u"/proc/self/status"_s, {1 << 20});
        QVERIFY(read);
        QVERIFY(read->startsWith("Name:"));
    }

    // L2: the loader peeked 4 KiB, then opened the path again; through a pipe the bank lost its start. Every format
    // now reads from the one read, whatever the file is.
    void everyFormatLoadsThroughAPipe_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("questions");
        QTest::newRow("JSON bank, more than 4 KiB") << seedBankBytes() << 8;
        QTest::newRow("GIFT") << giftBytes() << 7;
    }
    void everyFormatLoadsThroughAPipe()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, questions);
        QVERIFY(!bytes.isEmpty());
        QVERIFY(seedBankBytes().size() > 4096); // past what the old loader peeked
        int ends[2];
        QVERIFY(::pipe(ends) == 0);
        std::thread writer = writeLater(ends[1], bytes, 0ms);
        const Expected<QuestionBank> bank = QuizFile::load(u"/dev/fd/%1"_s.arg(ends[0]));
        writer.join();
        ::close(ends[0]);
        QVERIFY2(bank, qPrintable(bank.error()));
        QCOMPARE(bank->questions.size(), questions);
    }

    // A named pipe whose writer comes a moment later is read; one that never gets a writer is given up on after the
    // wait instead of blocking open() for ever; the window refuses named pipes outright.
    void namedPipes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"quiz.json"_s);
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);

        const Expected<QByteArray> noWriter = FileBytes::read(path, {1024, 200ms});
        QCOMPARE(noWriter.error(),
                 u"the data did not finish arriving within 0.2 seconds (a named pipe with no writer?)"_s);

        const Expected<QuestionBank> refused = QuizFile::load(path, QuizFile::Streams::Refuse);
        QCOMPARE(refused.error(), path + u": cannot open: is a named pipe, not a file"_s);

        std::thread writer([path] {
            std::this_thread::sleep_for(100ms);
            const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY);
            if (fd >= 0)
                writeLater(fd, seedBankBytes(), 0ms).join();
        });
        const Expected<QuestionBank> bank = QuizFile::load(path);
        writer.join();
        QVERIFY2(bank, qPrintable(bank.error()));
        QCOMPARE(bank->questions.size(), 8);
    }

    // A pipe that brings more than the limit is cut off after limit + 1 bytes, not read to its end.
    void endlessPipeStopsAtTheLimit()
    {
        int ends[2];
        QVERIFY(::pipe(ends) == 0);
        std::thread writer = writeLater(ends[1], QByteArray(300000, 'x'), 0ms);
        const Expected<QByteArray> read = FileBytes::read(u"/dev/fd/%1"_s.arg(ends[0]), {100000});
        ::close(ends[0]); // the writer then fails with EPIPE and stops
        writer.join();
        QCOMPARE(read.error(), u"file is larger than the limit of 100000 bytes"_s);
    }
};

QTEST_GUILESS_MAIN(TestFileBytes)
#include "tst_filebytes.moc"
