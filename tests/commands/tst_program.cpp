// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

// Runs the built checkpoint-quiz with no display at all (no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM), so
// anything that wrongly needs a QApplication aborts here; and once with the window open offscreen, to see a second
// start hand its file to it.
class TestProgram final : public QObject
{
    Q_OBJECT

private slots:
    void withoutDisplay_data();
    void withoutDisplay();
    void failedWriteToStandardOutput();
    void fileSizeLimitIsAnError();
    void secondStartOpensItsFileInTheRunningWindow();

private:
    struct Outcome
    {
        int exitCode = -1;
        QProcess::ExitStatus status = QProcess::CrashExit;
        QString out;
        QString err;
    };
    static Outcome run(const QStringList &arguments, const QString &stdoutFile = {},
                       const std::function<void()> &inChild = {});
};

TestProgram::Outcome TestProgram::run(const QStringList &arguments, const QString &stdoutFile,
                                      const std::function<void()> &inChild)
{
    QProcess process;
    if (inChild)
        process.setChildProcessModifier(inChild);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"QT_QPA_PLATFORM"_s})
        environment.remove(name);
    process.setProcessEnvironment(environment);
    if (!stdoutFile.isEmpty())
        process.setStandardOutputFile(stdoutFile);
    process.start(QStringLiteral(CQ_PROGRAM), arguments);
    Outcome outcome;
    if (!process.waitForFinished(60'000))
        return outcome;
    outcome.exitCode = process.exitCode();
    outcome.status = process.exitStatus();
    outcome.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    outcome.err = QString::fromLocal8Bit(process.readAllStandardError());
    return outcome;
}

void TestProgram::withoutDisplay_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("out"); // what stdout starts with
    QTest::addColumn<QString>("err"); // what stderr contains
    QTest::newRow("--help") << QStringList{u"--help"_s} << 0 << u"Usage: checkpoint-quiz [options] [FILE]\n"_s
                            << QString();
    QTest::newRow("-h") << QStringList{u"-h"_s} << 0 << u"Usage: checkpoint-quiz [options] [FILE]\n"_s << QString();
    QTest::newRow("help") << QStringList{u"help"_s} << 0 << u"Usage: checkpoint-quiz [options] [FILE]\n"_s << QString();
    QTest::newRow("--version") << QStringList{u"--version"_s} << 0 << u"checkpoint-quiz "_s << QString();
    QTest::newRow("-v") << QStringList{u"-v"_s} << 0 << u"checkpoint-quiz "_s << QString();
    QTest::newRow("mistyped option") << QStringList{u"--bogus"_s} << 2 << QString()
                                     << u"checkpoint-quiz: Unknown option 'bogus'."_s;
    QTest::newRow("unknown language") << QStringList{u"--lang"_s, u"xx"_s} << 2 << QString()
                                      << u"Unknown language \"xx\""_s;
    QTest::newRow("mistyped command") << QStringList{u"simulat"_s} << 2 << QString()
                                      << u"No such file or command \"simulat\""_s;
    QTest::newRow("report --help") << QStringList{u"report"_s, u"--help"_s} << 0
                                   << u"Usage: checkpoint-quiz report [options]\n"_s << QString();
    QTest::newRow("help report") << QStringList{u"help"_s, u"report"_s} << 0
                                 << u"Usage: checkpoint-quiz report [options]\n"_s << QString();
    QTest::newRow("help for no such command")
        << QStringList{u"help"_s, u"play"_s} << 2 << QString() << u"checkpoint-quiz help: Unknown command \"play\""_s;
    QTest::newRow("simulate") << QStringList{u"simulate"_s, u"--layers"_s, u"16"_s, u"--spacing"_s, u"4"_s} << 0
                              << u"{\"backward_ratio\":2,"_s << QString();
}

void TestProgram::withoutDisplay()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, out);
    QFETCH(QString, err);
    const Outcome outcome = run(arguments);
    QCOMPARE(outcome.status, QProcess::NormalExit);
    QVERIFY2(outcome.exitCode == exitCode, qPrintable(outcome.err));
    QVERIFY2(outcome.out.startsWith(out), qPrintable(outcome.out));
    if (err.isEmpty())
        QCOMPARE(outcome.err, QString());
    else
        QVERIFY2(outcome.err.contains(err), qPrintable(outcome.err));
}

// Output that cannot be written is an I/O error, not a silent success.
void TestProgram::failedWriteToStandardOutput()
{
    const Outcome outcome = run({u"simulate"_s, u"--layers"_s, u"100"_s}, u"/dev/full"_s);
    QCOMPARE(outcome.status, QProcess::NormalExit);
    QCOMPARE(outcome.exitCode, 1);
    QCOMPARE(outcome.err, u"checkpoint-quiz simulate: Could not write to standard output.\n"_s);
}

// `ulimit -f` with the default SIGXFSZ disposition (a shell leaves it so): the program must not be killed mid-save
// but report the limit and exit 1, leaving no file.
void TestProgram::fileSizeLimitIsAnError()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.json"_s);
    const Outcome outcome = run({u"report"_s, u"--answers"_s, u"1,3,3,4,1,2,3,4"_s, u"-o"_s, path}, {}, [] {
        std::signal(SIGXFSZ, SIG_DFL);
        const rlimit limit{2048, 2048};
        setrlimit(RLIMIT_FSIZE, &limit);
    });
    QCOMPARE(outcome.status, QProcess::NormalExit);
    QCOMPARE(outcome.exitCode, 1);
    QVERIFY2(outcome.err.contains(u"too large"_s), qPrintable(outcome.err));
    QVERIFY(!QFile::exists(path));
}

// What a desktop does when a bank is double-clicked while the app runs: `checkpoint-quiz FILE` hands FILE to the
// running window and returns at once, and the window opens it (which puts it first in Open Recent).
void TestProgram::secondStartOpensItsFileInTheRunningWindow()
{
    QTemporaryDir dir;
    QVERIFY(QDir().mkpath(dir.filePath(u"home"_s)) && QDir().mkpath(dir.filePath(u"runtime"_s)));
    QFile::setPermissions(dir.filePath(u"runtime"_s), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"XDG_CONFIG_HOME"_s, u"XDG_DATA_HOME"_s, u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s})
        environment.remove(name);
    environment.insert(u"HOME"_s, dir.filePath(u"home"_s));
    environment.insert(u"XDG_RUNTIME_DIR"_s, dir.filePath(u"runtime"_s));
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);

    QProcess first;
    first.setProcessEnvironment(environment);
    first.start(QStringLiteral(CQ_PROGRAM), {u"--lang"_s, u"en"_s});
    const auto stopFirst = qScopeGuard([&first] {
        first.kill();
        first.waitForFinished();
    });
    const QString socket = dir.filePath(u"runtime/io.github.checkpointquiz.CheckpointQuiz.socket"_s);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(socket), 30'000);

    const QString bank = QStringLiteral(CQ_SOURCE_DIR "/tests/data/gradient-checkpointing.gift");
    QProcess second;
    second.setProcessEnvironment(environment);
    second.start(QStringLiteral(CQ_PROGRAM), {bank});
    QVERIFY(second.waitForFinished(30'000));
    QCOMPARE(second.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.exitCode(), 0);
    QCOMPARE(second.readAllStandardError(), QByteArray());
    QCOMPARE(second.readAllStandardOutput(), QByteArray());

    const auto recentQuizzes = [&dir] {
        QFile settings(dir.filePath(u"home/.config/io.github.checkpointquiz.CheckpointQuiz/checkpoint-quiz.conf"_s));
        return settings.open(QIODevice::ReadOnly) ? settings.readAll() : QByteArray();
    };
    QTRY_VERIFY_WITH_TIMEOUT(recentQuizzes().contains(bank.toUtf8()), 30'000);
    QCOMPARE(first.state(), QProcess::Running);
}

QTEST_GUILESS_MAIN(TestProgram)
#include "tst_program.moc"
