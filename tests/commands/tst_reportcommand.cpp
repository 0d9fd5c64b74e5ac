// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"
#include "report/reportfixtures.h"

#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/reportcommand.h"
#include "commands/windowcommand.h"
#include "core/quiz/questionbankwriter.h"
#include "core/report/jsonreportreader.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

class TestReportCommand final : public QObject
{
    Q_OBJECT

private slots:
    void writesReports_data();
    void writesReports();
    void rejectsBadArguments_data();
    void rejectsBadArguments();
    void defaultQuiz();
    void help();
    void languageInEverySpelling_data();
    void languageInEverySpelling();
    void refusesToOverwriteTheQuiz_data();
    void refusesToOverwriteTheQuiz();
    void emptyQuizName();

private:
    struct Outcome
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Outcome run(const QStringList &arguments);
};

TestReportCommand::Outcome TestReportCommand::run(const QStringList &arguments)
{
    Outcome outcome;
    QTextStream out(&outcome.out);
    QTextStream err(&outcome.err);
    const WindowCommand window([](const QCommandLineParser &, QTextStream &) { return -1; });
    const CommandRegistry commands(window);
    const CommandLine commandLine(QStringList{u"checkpoint-quiz"_s, u"report"_s} + arguments, commands);
    outcome.exitCode = commandLine.execute(out, err);
    out.flush();
    err.flush();
    return outcome;
}

void TestReportCommand::writesReports_data()
{
    QTest::addColumn<QStringList>("arguments"); // "OUT" stands for the output path
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("learner");
    QTest::addColumn<QList<int>>("chosen"); // 1-based, 0 = not answered
    QTest::addColumn<int>("correct");

    const QString bank = testBankPath();
    QTest::newRow("all right, json") << QStringList{u"--answers"_s, u"1,2,3,4,1,2,3,4"_s, u"--quiz"_s, bank, u"-o"_s,
                                                    u"OUT"_s}
                                     << u"r.json"_s << u"en"_s << QString() << QList<int>{1, 2, 3, 4, 1, 2, 3, 4} << 8;
    QTest::newRow("partial, bengali, name")
        << QStringList{u"--quiz"_s,       bank,          u"--answers"_s, u"2,2,3,-,1,2, 1 ,-"_s,
                       u"--lang"_s,       u"bn"_s,       u"--name"_s,    u"রহিম উদ্দিন"_s,
                       u"--learner-id"_s, u" S-1042 "_s, u"--output"_s,  u"OUT"_s}
        << u"r.json"_s << u"bn"_s << u"রহিম উদ্দিন"_s << QList<int>{2, 2, 3, 0, 1, 2, 1, 0} << 4;
    QTest::newRow("korean, equals form") << QStringList{u"--answers=4,4,4,4,4,4,4,4"_s, u"--quiz="_s + bank,
                                                        u"--lang=ko"_s, u"-o"_s, u"OUT"_s}
                                         << u"r.json"_s << u"ko"_s << QString() << QList<int>{4, 4, 4, 4, 4, 4, 4, 4}
                                         << 2;
    QTest::newRow("nothing answered") << QStringList{u"--answers"_s, u"-,-,-,-,-,-,-,-"_s, u"--quiz"_s, bank, u"-o"_s,
                                                     u"OUT"_s}
                                      << u"r.json"_s << u"en"_s << QString() << QList<int>{0, 0, 0, 0, 0, 0, 0, 0} << 0;
    for (const QString &file : {u"r.pdf"_s, u"r.html"_s, u"r.csv"_s}) {
        QTest::newRow(qPrintable(file)) << QStringList{u"--answers"_s, u"1,2,3,4,1,2,3,-"_s, u"--quiz"_s, bank, u"-o"_s,
                                                       u"OUT"_s}
                                        << file << u"en"_s << QString() << QList<int>{1, 2, 3, 4, 1, 2, 3, 0} << 7;
    }
}

void TestReportCommand::writesReports()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(QString, learner);
    QFETCH(QList<int>, chosen);
    QFETCH(int, correct);

    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    arguments.replaceInStrings(u"OUT"_s, path);
    const Outcome outcome = run(arguments);
    QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
    QVERIFY(outcome.err.isEmpty());
    if (language == "en"_L1) {
        QCOMPARE(outcome.out, u"Report written to %1\n"_s.arg(path));
    } else { // in the report's language
        QVERIFY2(outcome.out.endsWith(u": %1\n"_s.arg(path)), qPrintable(outcome.out));
        QVERIFY(!outcome.out.startsWith(u"Report written"_s));
    }
    QVERIFY(QFileInfo::exists(path));

    if (!file.endsWith(".json"_L1)) {
        QVERIFY(readFile(path).size() > 1000);
        return;
    }
    const Expected<ScoreReport> read = JsonReportReader::fromFile(path);
    QVERIFY2(bool(read), qPrintable(read.error()));
    const ScoreReport &report = *read;
    QCOMPARE(report.language, language);
    QCOMPARE(report.learnerName, learner);
    QCOMPARE(report.correctCount(), correct);
    QVERIFY(report.simulator.isEmpty()); // headless: no simulator section
    const QuestionBank bank = loadBank(testBankPath());
    QCOMPARE(report.questions.size(), chosen.size());
    for (int i = 0; i < chosen.size(); ++i) {
        QCOMPARE(report.questions.at(i).chosenOption, chosen.at(i) - 1); // NotAnswered is -1
        QCOMPARE(report.questions.at(i).stem, bank.questions.at(i).stem.text(language));
    }
    QCOMPARE(report.isComplete(), !chosen.contains(0));
    // Answers given on paper say so, with an attempt id and the quiz version (ux-2 F2).
    QCOMPARE(report.mode, ScoreReport::Mode::Paper);
    QCOMPARE(report.learnerId, learner.isEmpty() ? QString() : u"S-1042"_s);
    QCOMPARE(report.attemptId.size(), 36);
    QCOMPARE(report.bankSha256, QuestionBankWriter::sha256(bank));
}

void TestReportCommand::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    const QString bank = testBankPath();
    const QString good = u"1,2,3,4,1,2,3,4"_s;
    const auto args = [&](const QString &answers, const QStringList &rest = {}) {
        QStringList list{u"--quiz"_s, bank, u"-o"_s, u"OUT/r.json"_s};
        if (!answers.isNull())
            list << u"--answers"_s << answers;
        return list + rest;
    };
    QTest::newRow("too few answers") << args(u"1,2,3"_s) << 2
                                     << u"--answers has 3 answers but the quiz \"gradient-checkpointing\" "
                                        "has 8 questions"_s;
    QTest::newRow("too many answers") << args(good + u",1"_s) << 2 << u"--answers has 9 answers"_s;
    QTest::newRow("one answer") << args(u"1"_s) << 2 << u"--answers has 1 answer but"_s; // English plural forms
    QTest::newRow("not a number") << args(u"1,2,x,4,1,2,3,4"_s) << 2
                                  << u"Answer 3 is \"x\": expected an option number"_s;
    QTest::newRow("zero") << args(u"0,2,3,4,1,2,3,4"_s) << 2 << u"Answer 1 is \"0\""_s;
    QTest::newRow("negative") << args(u"1,-2,3,4,1,2,3,4"_s) << 2 << u"Answer 2 is \"-2\""_s;
    QTest::newRow("empty answer") << args(u"1,,3,4,1,2,3,4"_s) << 2 << u"Answer 2 is \"\""_s;
    QTest::newRow("out of range") << args(u"1,2,3,4,1,2,3,5"_s) << 2
                                  << u"Answer 8 is 5, but question 8 has only 4 options."_s;
    QTest::newRow("missing answers") << args(QString()) << 2 << u"Missing --answers"_s;
    QTest::newRow("answers without value")
        << args(QString(), {u"--answers"_s}) << 2 << u"Missing value after '--answers'"_s;
    QTest::newRow("missing -o") << QStringList{u"--answers"_s, good} << 2 << u"Missing -o FILE"_s;
    QTest::newRow("unknown option") << args(good, {u"--colour"_s}) << 2 << u"Unknown option 'colour'"_s;
    QTest::newRow("unknown language") << args(good, {u"--lang"_s, u"fr"_s}) << 2
                                      << u"Unknown language \"fr\": use %1."_s.arg(Language::codeList());
    QTest::newRow("unknown extension") << QStringList{u"--answers"_s, good, u"-o"_s, u"OUT/r.txt"_s} << 2
                                       << u"Cannot tell the report format from"_s;
    QTest::newRow("stray argument") << args(good, {u"extra"_s}) << 2 << u"Unexpected argument \"extra\""_s;
    QTest::newRow("twice") << args(good, {u"--lang"_s, u"bn"_s, u"--lang"_s, u"ko"_s}) << 2
                           << u"--lang is given more than once."_s;
    QTest::newRow("missing quiz file") << QStringList{u"--quiz"_s, u"OUT/none.json"_s, u"--answers"_s, good,
                                                      u"-o"_s,     u"OUT/r.pdf"_s}
                                       << 1 << u"Cannot read the quiz: "_s;
    QTest::newRow("malformed quiz file") << QStringList{u"--quiz"_s,    dataPath(u"broken-bank.json"_s),
                                                        u"--answers"_s, good,
                                                        u"-o"_s,        u"OUT/r.pdf"_s}
                                         << 1 << u"broken-bank.json: 2:1: invalid JSON"_s;
    QTest::newRow("unwritable output") << QStringList{u"--quiz"_s, bank,    u"--answers"_s,
                                                      good,        u"-o"_s, u"OUT/missing/r.pdf"_s}
                                       << 1 << u"Could not save the report to"_s;
}

void TestReportCommand::rejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);

    QTemporaryDir dir;
    for (QString &argument : arguments)
        argument.replace(u"OUT"_s, dir.path());
    const Outcome outcome = run(arguments);
    QCOMPARE(outcome.exitCode, exitCode);
    QVERIFY2(outcome.err.contains(message), qPrintable(outcome.err));
    QCOMPARE(outcome.err.count(u'\n'), 1); // one message, one line
    QVERIFY(outcome.out.isEmpty());
    QVERIFY(QDir(dir.path()).isEmpty()); // nothing written
}

// The built-in quiz is another engineer's resource; while it is still a placeholder the command must say that it
// cannot read it (naming the resource), and once it is a real bank it must write a report from it.
void TestReportCommand::defaultQuiz()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.json"_s);
    const Expected<QuestionBank> builtIn = QuestionBankLoader::fromFile(ReportCommand::defaultQuiz());
    if (!builtIn) {
        const Outcome outcome = run({u"--answers"_s, u"1"_s, u"-o"_s, path});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.err.contains(ReportCommand::defaultQuiz()), qPrintable(outcome.err));
        return;
    }
    QStringList answers;
    for (const Question &question : builtIn->questions)
        answers.append(QString::number(question.correctOption + 1));
    const Outcome outcome = run({u"--answers"_s, answers.join(u','), u"-o"_s, path});
    QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
    const Expected<ScoreReport> read = JsonReportReader::fromFile(path);
    QVERIFY2(bool(read), qPrintable(read.error()));
    QCOMPARE(read->correctCount(), int(builtIn->questions.size()));
}

void TestReportCommand::help()
{
    const Outcome outcome = run({u"--help"_s});
    QCOMPARE(outcome.exitCode, 0);
    QVERIFY2(outcome.out.startsWith(u"Usage: checkpoint-quiz report [options]\n"_s), qPrintable(outcome.out));
    for (const char *option :
         {"--answers <LIST>", "--quiz <FILE>", "--lang <LANG>", "--name <NAME>", "-o, --output <FILE>"})
        QVERIFY2(outcome.out.contains(QLatin1String(option)), option);
    QVERIFY(outcome.out.contains(u"0 success, 1 a file could not be read or written, 2 wrong arguments"_s));
    QVERIFY(outcome.err.isEmpty());
}

void TestReportCommand::languageInEverySpelling_data()
{
    QTest::addColumn<QStringList>("language");
    QTest::newRow("--lang ko") << QStringList{u"--lang"_s, u"ko"_s};
    QTest::newRow("--lang=ko") << QStringList{u"--lang=ko"_s};
    QTest::newRow("-lang ko") << QStringList{u"-lang"_s, u"ko"_s};
    QTest::newRow("-lang=ko") << QStringList{u"-lang=ko"_s};
}

// Content and labels in one language whichever way --lang is spelt: the translator comes from the same parse.
void TestReportCommand::languageInEverySpelling()
{
    QFETCH(QStringList, language);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.html"_s);
    const Outcome english = run({u"--answers"_s, u"1,2,3,4,1,2,3,4"_s, u"--quiz"_s, testBankPath(), u"-o"_s, path});
    QCOMPARE(english.exitCode, 0);
    const QByteArray englishHtml = readFile(path);
    QVERIFY(englishHtml.contains("Score report"));

    const Outcome korean
        = run(QStringList{u"--answers"_s, u"1,2,3,4,1,2,3,4"_s, u"--quiz"_s, testBankPath(), u"-o"_s, path} + language);
    QVERIFY2(korean.exitCode == 0, qPrintable(korean.err));
    QVERIFY(korean.out != english.out); // the success message is translated too
    const QByteArray html = readFile(path);
    QVERIFY(html.contains("lang=\"ko\""));
    QVERIFY(!html.contains("Score report"));
    QVERIFY(!html.contains("Learner"));
}

void TestReportCommand::refusesToOverwriteTheQuiz_data()
{
    QTest::addColumn<QString>("output"); // relative to the temporary folder that holds bank.json
    QTest::newRow("the same name") << u"bank.json"_s;
    QTest::newRow("another spelling") << u"sub/../bank.json"_s;
    QTest::newRow("a symlink to it") << u"link.json"_s;
}

void TestReportCommand::refusesToOverwriteTheQuiz()
{
    QFETCH(QString, output);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(u"sub"_s));
    const QString bank = dir.filePath(u"bank.json"_s);
    QVERIFY(QFile::copy(testBankPath(), bank));
    QVERIFY(QFile::link(bank, dir.filePath(u"link.json"_s)));
    const QByteArray before = readFile(bank);

    const Outcome outcome
        = run({u"--answers"_s, u"1,2,3,4,1,2,3,4"_s, u"--quiz"_s, bank, u"-o"_s, dir.filePath(output)});
    QCOMPARE(outcome.exitCode, 2);
    QVERIFY2(outcome.err.contains(u"names the quiz file"_s), qPrintable(outcome.err));
    QVERIFY(outcome.out.isEmpty());
    QCOMPARE(readFile(bank), before);
}

// The command's own message, and no warning from Qt about opening a file without a name.
void TestReportCommand::emptyQuizName()
{
    QTest::failOnWarning(QRegularExpression(u".*"_s));
    QTemporaryDir dir;
    const Outcome outcome = run({u"--answers"_s, u"1"_s, u"--quiz"_s, QString(), u"-o"_s, dir.filePath(u"r.json"_s)});
    QCOMPARE(outcome.exitCode, 2);
    QCOMPARE(outcome.err, u"checkpoint-quiz report: --quiz needs a file name.\n"_s);
}

QTEST_GUILESS_MAIN(TestReportCommand)
#include "tst_reportcommand.moc"
