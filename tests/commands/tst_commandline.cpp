// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/windowcommand.h"

#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;

// CommandLine on its own: which command a command line picks, when the window opens, and that every spelling of an
// option means the same. The window's opener only counts its calls, so no widget is involved.
class TestCommandLine final : public QObject
{
    Q_OBJECT

private slots:
    void window_data();
    void window();
    void quizFileInEitherSpelling_data();
    void quizFileInEitherSpelling();
    void languageInEverySpelling_data();
    void languageInEverySpelling();
    void longArgumentsAreShortened();

private:
    int m_opened = 0;
};

void TestCommandLine::window_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("opens");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("nothing") << QStringList{} << true << 7;
    QTest::newRow("--quiz") << QStringList{u"--quiz"_s, u"bank.json"_s} << true << 7;
    QTest::newRow("-lang ko") << QStringList{u"-lang"_s, u"ko"_s} << true << 7;
    QTest::newRow("Qt's own options") << QStringList{u"-style"_s, u"fusion"_s, u"-platform"_s, u"offscreen"_s} << true
                                      << 7;
    QTest::newRow("--help") << QStringList{u"--help"_s} << false << 0;
    QTest::newRow("-v") << QStringList{u"-v"_s} << false << 0;
    QTest::newRow("mistyped option") << QStringList{u"--bogus"_s} << false << 2;
    QTest::newRow("unknown language") << QStringList{u"--lang"_s, u"EN"_s} << false << 2;
    QTest::newRow("language twice") << QStringList{u"--lang=en"_s, u"-lang"_s, u"ko"_s} << false << 2;
    QTest::newRow("empty quiz name") << QStringList{u"--quiz="_s} << false << 2;
    QTest::newRow("stray argument") << QStringList{u"simulat"_s} << false << 2;
    const QString bank = QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/deeper-understanding.json");
    QTest::newRow("a quiz file") << QStringList{bank} << true << 7;
    QTest::newRow("a quiz file and --quiz") << QStringList{bank, u"--quiz"_s, bank} << false << 2;
    QTest::newRow("two quiz files") << QStringList{bank, bank} << false << 2;
    QTest::newRow("a subcommand") << QStringList{u"simulate"_s, u"--layers"_s, u"3"_s} << false << 0;
}

void TestCommandLine::window()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, opens);
    QFETCH(int, exitCode);
    m_opened = 0;
    const WindowCommand window([this](const QCommandLineParser &, QTextStream &) {
        ++m_opened;
        return 7;
    });
    const CommandRegistry commands(window);
    const CommandLine commandLine(QStringList{u"checkpoint-quiz"_s} + arguments, commands);
    QCOMPARE(commandLine.opensWindow(), opens);
    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    QCOMPARE(commandLine.execute(out, err), exitCode);
    QCOMPARE(m_opened, opens ? 1 : 0);
    QCOMPARE(errText.count(u'\n'), exitCode == 2 ? 1 : 0);
}

void TestCommandLine::quizFileInEitherSpelling_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("quiz");
    const QString bank = QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/deeper-understanding.json");
    QTest::newRow("none") << QStringList{} << QString();
    QTest::newRow("FILE") << QStringList{bank} << bank;
    QTest::newRow("--quiz FILE") << QStringList{u"--quiz"_s, bank} << bank;
    QTest::newRow("FILE after options") << QStringList{u"--lang"_s, u"ko"_s, bank} << bank;
}

// What a desktop launcher's "checkpoint-quiz %f" hands over is the quiz the window opens, like --quiz.
void TestCommandLine::quizFileInEitherSpelling()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, quiz);
    QString opened = u"(not opened)"_s;
    const WindowCommand window([&opened](const QCommandLineParser &parser, QTextStream &) {
        opened = WindowCommand::quizFile(parser);
        return 0;
    });
    const CommandRegistry commands(window);
    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    QCOMPARE(CommandLine(QStringList{u"checkpoint-quiz"_s} + arguments, commands).execute(out, err), 0);
    QCOMPARE(opened, quiz);
}

void TestCommandLine::languageInEverySpelling_data()
{
    QTest::addColumn<QStringList>("arguments");
    for (const QString &command : {QString(), u"report"_s, u"simulate"_s, u"help"_s}) {
        const QStringList start = command.isEmpty() ? QStringList{} : QStringList{command};
        const QByteArray name = command.isEmpty() ? "window" : command.toLatin1();
        QTest::newRow(name + " --lang ko") << start + QStringList{u"--lang"_s, u"ko"_s};
        QTest::newRow(name + " --lang=ko") << start + QStringList{u"--lang=ko"_s};
        QTest::newRow(name + " -lang ko") << start + QStringList{u"-lang"_s, u"ko"_s};
    }
}

void TestCommandLine::languageInEverySpelling()
{
    QFETCH(QStringList, arguments);
    const WindowCommand window([](const QCommandLineParser &, QTextStream &) { return 0; });
    const CommandRegistry commands(window);
    const CommandLine commandLine(QStringList{u"checkpoint-quiz"_s} + arguments, commands);
    QCOMPARE(commandLine.language(), u"ko"_s);
}

void TestCommandLine::longArgumentsAreShortened()
{
    const WindowCommand window([](const QCommandLineParser &, QTextStream &) { return 0; });
    const CommandRegistry commands(window);
    const QString huge(100'000, u'x');
    for (const QStringList &arguments : {QStringList{u"--"_s + huge}, QStringList{huge}, QStringList{u"--lang"_s, huge},
                                         QStringList{u"report"_s, u"--answers"_s, u"1"_s, u"-o"_s, huge}}) {
        QString outText;
        QString errText;
        QTextStream out(&outText);
        QTextStream err(&errText);
        QCOMPARE(CommandLine(QStringList{u"checkpoint-quiz"_s} + arguments, commands).execute(out, err), 2);
        QVERIFY2(errText.size() < 250, qPrintable(errText.left(300)));
        QVERIFY(errText.contains(u"xxxx…xxxx"_s));
    }
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
