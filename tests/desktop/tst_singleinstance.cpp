// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "desktop/singleinstance.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

// One instance per user, across real processes: a later start hands its file (or "come to the front") to the running
// one and exits; a crashed instance's leftovers do not block the next start; a hung one does not stop it either; and
// nothing but a well-formed request from the same user reaches the window.
class TestSingleInstance : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void firstStartIsPrimary();
    void laterStartHandsItsRequestOver_data();
    void laterStartHandsItsRequestOver();
    void everyLaterStartIsServed();
    void crashedInstanceIsTakenOver();
    void hungInstanceLetsTheLaterStartRunOnItsOwn();
    void malformedRequestsAreDropped_data();
    void malformedRequestsAreDropped();
    void unusableDirectoryStillRuns();
    void socketIsPrivateAndRemovedOnExit();
    void unreadableLockIsTakenOver_data();
    void unreadableLockIsTakenOver();
    void requestOfASenderThatGaveUpIsDropped();

private:
    struct Child
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    // Runs instance_child with `arguments` while this process's event loop keeps serving requests.
    Child runChild(const QStringList &arguments, const QString &workingDirectory = {});

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSingleInstance::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

TestSingleInstance::Child TestSingleInstance::runChild(const QStringList &arguments, const QString &workingDirectory)
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(CQ_INSTANCE_CHILD), QStringList{m_dir->path()} + arguments);
    Child child;
    if (!process.waitForStarted())
        return child;
    QDeadlineTimer deadline(30'000);
    while (process.state() != QProcess::NotRunning && !deadline.hasExpired())
        QTest::qWait(10); // the event loop answers the child meanwhile
    if (process.state() != QProcess::NotRunning)
        return child;
    child.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    child.out = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    child.err = QString::fromUtf8(process.readAllStandardError()).trimmed();
    return child;
}

void TestSingleInstance::firstStartIsPrimary()
{
    SingleInstance instance(m_dir->path(), u"instance"_s);
    QCOMPARE(instance.start(u"quiz.gift"_s), SingleInstance::Role::Primary);
    QCOMPARE(instance.problem(), QString());
    QVERIFY(QFile::exists(m_dir->filePath(u"instance.socket"_s)));
}

void TestSingleInstance::laterStartHandsItsRequestOver_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("relativeTo"); // the child's working directory
    QTest::addColumn<QString>("opened");     // empty: only brought to the front
    QTest::newRow("absolute path") << u"/srv/quizzes/week 3.gift"_s << QString() << u"/srv/quizzes/week 3.gift"_s;
    QTest::newRow("relative path") << u"quiz.json"_s << u"/tmp"_s << u"/tmp/quiz.json"_s;
    QTest::newRow("Bengali and Korean names")
        << u"/home/ছাত্র/퀴즈 ১.gift"_s << QString() << u"/home/ছাত্র/퀴즈 ১.gift"_s;
    QTest::newRow("nothing to open") << QString() << QString() << QString();
}

void TestSingleInstance::laterStartHandsItsRequestOver()
{
    QFETCH(QString, argument);
    QFETCH(QString, relativeTo);
    QFETCH(QString, opened);
    SingleInstance instance(m_dir->path(), u"instance"_s);
    QCOMPARE(instance.start(QString()), SingleInstance::Role::Primary);
    QSignalSpy openSpy(&instance, &SingleInstance::openRequested);
    QSignalSpy activateSpy(&instance, &SingleInstance::activationRequested);

    const Child child = runChild(argument.isEmpty() ? QStringList{u"--hold"_s} : QStringList{argument}, relativeTo);
    QCOMPARE(child.exitCode, 0);
    QCOMPARE(child.out, u"forwarded"_s);
    QCOMPARE(child.err, QString());
    // The signal comes after the reply, from the event loop.
    QTRY_COMPARE(openSpy.size() + activateSpy.size(), 1);
    if (opened.isEmpty()) {
        QCOMPARE(activateSpy.size(), 1);
    } else {
        QCOMPARE(openSpy.size(), 1);
        QCOMPARE(openSpy.constFirst().constFirst().toString(), opened);
    }
}

void TestSingleInstance::everyLaterStartIsServed()
{
    SingleInstance instance(m_dir->path(), u"instance"_s);
    QCOMPARE(instance.start(QString()), SingleInstance::Role::Primary);
    QSignalSpy openSpy(&instance, &SingleInstance::openRequested);
    for (const QString &file : {u"/a.gift"_s, u"/b.json"_s, u"/c.xml"_s})
        QCOMPARE(runChild({file}).out, u"forwarded"_s);
    QTRY_COMPARE(openSpy.size(), 3);
    QCOMPARE(openSpy.at(2).constFirst().toString(), u"/c.xml"_s);
}

void TestSingleInstance::crashedInstanceIsTakenOver()
{
    QProcess holder;
    holder.start(QStringLiteral(CQ_INSTANCE_CHILD), {m_dir->path(), u"--hold"_s});
    QVERIFY(holder.waitForReadyRead(10'000));
    QCOMPARE(holder.readLine().trimmed(), QByteArray("primary"));
    ::kill(pid_t(holder.processId()), SIGKILL); // no destructor runs: the lock and the socket file stay behind
    QVERIFY(holder.waitForFinished());
    QVERIFY(QFile::exists(m_dir->filePath(u"instance.lock"_s)));
    QVERIFY(QFile::exists(m_dir->filePath(u"instance.socket"_s)));

    SingleInstance instance(m_dir->path(), u"instance"_s);
    QCOMPARE(instance.start(QString()), SingleInstance::Role::Primary);
    QCOMPARE(instance.problem(), QString());
    QSignalSpy openSpy(&instance, &SingleInstance::openRequested);
    QCOMPARE(runChild({u"/after-the-crash.gift"_s}).out, u"forwarded"_s);
    QTRY_COMPARE(openSpy.size(), 1);
}

void TestSingleInstance::hungInstanceLetsTheLaterStartRunOnItsOwn()
{
    QProcess hung;
    hung.start(QStringLiteral(CQ_INSTANCE_CHILD), {m_dir->path(), u"--lock-only"_s});
    QVERIFY(hung.waitForReadyRead(10'000));
    QCOMPARE(hung.readLine().trimmed(), QByteArray("locked"));

    const Child child = runChild({u"/quiz.gift"_s});
    hung.kill();
    hung.waitForFinished();
    QCOMPARE(child.exitCode, 0);
    QCOMPARE(child.out, u"primary"_s);
    QVERIFY2(child.err.contains(u"does not answer"_s), qPrintable(child.err));
    QVERIFY2(child.err.contains(QString::number(hung.processId())) || child.err.contains(u"process"_s),
             qPrintable(child.err));
}

void TestSingleInstance::malformedRequestsAreDropped_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("unknown verb") << QByteArray("delete /home\n");
    QTest::newRow("open without a file") << QByteArray("open \n");
    QTest::newRow("no end of line") << QByteArray("open /quiz.gift");
    QTest::newRow("too long") << QByteArray(SingleInstance::MaxRequestSize + 10, 'x');
    QTest::newRow("binary") << QByteArray("\x00\x01\x02\n", 4);
}

void TestSingleInstance::malformedRequestsAreDropped()
{
    QFETCH(QByteArray, request);
    SingleInstance instance(m_dir->path(), u"instance"_s);
    instance.setTimeout(300); // how long a line may take
    QCOMPARE(instance.start(QString()), SingleInstance::Role::Primary);
    QSignalSpy openSpy(&instance, &SingleInstance::openRequested);
    QSignalSpy activateSpy(&instance, &SingleInstance::activationRequested);

    // A raw client, as anything of this user's could be: send, then wait (serving) until the server hangs up.
    const int client = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    QVERIFY(client >= 0);
    const auto closeClient = qScopeGuard([client] { ::close(client); });
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray path = QFile::encodeName(m_dir->filePath(u"instance.socket"_s));
    std::memcpy(address.sun_path, path.constData(), size_t(path.size()));
    QCOMPARE(::connect(client, reinterpret_cast<const sockaddr *>(&address), sizeof address), 0);
    qsizetype sent = 0;
    QByteArray reply;
    bool hungUp = false;
    QDeadlineTimer deadline(5000);
    while (!hungUp && !deadline.hasExpired()) {
        if (sent < request.size()) {
            const ssize_t n = ::send(client, request.constData() + sent, size_t(request.size() - sent), MSG_NOSIGNAL);
            if (n > 0)
                sent += n;
            else if (errno != EAGAIN)
                hungUp = true; // refused mid-request: the buffer limit
        }
        char chunk[64];
        const ssize_t n = ::read(client, chunk, sizeof chunk);
        if (n > 0)
            reply.append(chunk, n);
        else if (n == 0)
            hungUp = true;
        QTest::qWait(5);
    }
    QVERIFY(hungUp);
    QCOMPARE(reply, QByteArray()); // no "ok"
    QTest::qWait(20);
    QCOMPARE(openSpy.size(), 0);
    QCOMPARE(activateSpy.size(), 0);
}

void TestSingleInstance::unusableDirectoryStillRuns()
{
    // A folder below a regular file cannot exist, even for root.
    SingleInstance instance(u"/dev/null/runtime"_s, u"instance"_s);
    QCOMPARE(instance.start(u"/quiz.gift"_s), SingleInstance::Role::Primary);
    QVERIFY2(instance.problem().contains(u"/dev/null/runtime/instance.lock"_s), qPrintable(instance.problem()));
}

void TestSingleInstance::socketIsPrivateAndRemovedOnExit()
{
    const QString socket = m_dir->filePath(u"instance.socket"_s);
    {
        SingleInstance instance(m_dir->path(), u"instance"_s);
        QCOMPARE(instance.start(QString()), SingleInstance::Role::Primary);
        const QFile::Permissions others = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther
                                          | QFile::WriteOther | QFile::ExeOther;
        QCOMPARE(QFile::permissions(socket) & others, QFile::Permissions());
    }
    QVERIFY(!QFile::exists(socket));
    QVERIFY(!QFile::exists(m_dir->filePath(u"instance.lock"_s)));
}

// L5: an empty or garbled lock names no process, so QLockFile never calls it stale; with nobody holding it it is taken
// over instead of every start opening a second window, and (reliability-3 F12) at once: the start does not first wait
// out its timeout for a reply on a socket no one listens on.
void TestSingleInstance::unreadableLockIsTakenOver_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("garbage") << QByteArray("\x01\x02 not a lock\n");
    QTest::newRow("another computer") << QByteArray("999999\ncheckpoint-quiz\nsome-other-laptop\n");
}

void TestSingleInstance::unreadableLockIsTakenOver()
{
    QFETCH(QByteArray, content);
    QFile lock(m_dir->filePath(u"instance.lock"_s));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    QCOMPARE(lock.write(content), content.size());
    lock.close();
    SingleInstance instance(m_dir->path(), u"instance"_s);
    instance.setTimeout(120'000); // a start that waited for a reply would take two minutes, not a moment
    QElapsedTimer started;
    started.start();
    QCOMPARE(instance.start(QString()), SingleInstance::Role::Primary);
    QVERIFY2(started.elapsed() < 60'000, "the start waited for a reply before taking the unheld lock");
    QCOMPARE(instance.problem(), QString());
    QVERIFY(QFile::exists(m_dir->filePath(u"instance.socket"_s)));
    // It is a real holder now: a later start hands its request over.
    QSignalSpy openSpy(&instance, &SingleInstance::openRequested);
    QCOMPARE(runChild({u"/a.gift"_s}).out, u"forwarded"_s);
    QTRY_COMPARE(openSpy.size(), 1);
}

// M4: a later start that gave up waiting (the window was busy) has opened its own window; when the busy window gets to
// its request, acting on it would have two windows on one quiz. The request is acted on only if "ok" reached its
// sender.
void TestSingleInstance::requestOfASenderThatGaveUpIsDropped()
{
    SingleInstance instance(m_dir->path(), u"instance"_s);
    QCOMPARE(instance.start(QString()), SingleInstance::Role::Primary);
    QSignalSpy openSpy(&instance, &SingleInstance::openRequested);
    const QByteArray path = QFile::encodeName(m_dir->filePath(u"instance.socket"_s));
    const auto sendAndMaybeHangUp = [&path](bool hangUp) {
        const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::memcpy(address.sun_path, path.constData(), size_t(path.size()));
        if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0)
            return -1;
        const QByteArray request = "open /late.gift\n";
        if (::send(fd, request.constData(), size_t(request.size()), MSG_NOSIGNAL) != request.size())
            return -1;
        if (hangUp) {
            ::close(fd); // before the busy window's event loop got to it
            return 0;
        }
        return fd;
    };
    QCOMPARE(sendAndMaybeHangUp(true), 0);
    QTest::qWait(500);
    QCOMPARE(openSpy.size(), 0);
    const int waiting = sendAndMaybeHangUp(false); // the control: a sender that still waits is served
    QVERIFY(waiting >= 0);
    QTRY_COMPARE(openSpy.size(), 1);
    ::close(waiting);
}

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
