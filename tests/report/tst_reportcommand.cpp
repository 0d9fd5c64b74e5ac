#include "reportfixtures.h"

#include "report/jsonreportreader.h"
#include "report/reportcommand.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

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
    outcome.exitCode = ReportCommand::run(arguments, out, err);
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
    QTest::newRow("all right, json") << QStringList{QStringLiteral("--answers"), QStringLiteral("1,2,3,4,1,2,3,4"),
                                                    QStringLiteral("--quiz"),    bank,
                                                    QStringLiteral("-o"),        QStringLiteral("OUT")}
                                     << QStringLiteral("r.json") << QStringLiteral("en") << QString()
                                     << QList<int>{1, 2, 3, 4, 1, 2, 3, 4} << 8;
    QTest::newRow("partial, bengali, name")
        << QStringList{QStringLiteral("--quiz"),    bank,
                       QStringLiteral("--answers"), QStringLiteral("2,2,3,-,1,2, 1 ,-"),
                       QStringLiteral("--lang"),    QStringLiteral("bn"),
                       QStringLiteral("--name"),    QStringLiteral("রহিম উদ্দিন"),
                       QStringLiteral("--output"),  QStringLiteral("OUT")}
        << QStringLiteral("r.json") << QStringLiteral("bn") << QStringLiteral("রহিম উদ্দিন")
        << QList<int>{2, 2, 3, 0, 1, 2, 1, 0} << 4;
    QTest::newRow("korean, equals form") << QStringList{QStringLiteral("--answers=4,4,4,4,4,4,4,4"),
                                                        QStringLiteral("--quiz=") + bank, QStringLiteral("--lang=ko"),
                                                        QStringLiteral("-o"), QStringLiteral("OUT")}
                                         << QStringLiteral("r.json") << QStringLiteral("ko") << QString()
                                         << QList<int>{4, 4, 4, 4, 4, 4, 4, 4} << 2;
    QTest::newRow("nothing answered") << QStringList{QStringLiteral("--answers"), QStringLiteral("-,-,-,-,-,-,-,-"),
                                                     QStringLiteral("--quiz"),    bank,
                                                     QStringLiteral("-o"),        QStringLiteral("OUT")}
                                      << QStringLiteral("r.json") << QStringLiteral("en") << QString()
                                      << QList<int>{0, 0, 0, 0, 0, 0, 0, 0} << 0;
    for (const QString &file : {QStringLiteral("r.pdf"), QStringLiteral("r.html"), QStringLiteral("r.csv")}) {
        QTest::newRow(qPrintable(file)) << QStringList{QStringLiteral("--answers"), QStringLiteral("1,2,3,4,1,2,3,-"),
                                                       QStringLiteral("--quiz"),    bank,
                                                       QStringLiteral("-o"),        QStringLiteral("OUT")}
                                        << file << QStringLiteral("en") << QString()
                                        << QList<int>{1, 2, 3, 4, 1, 2, 3, 0} << 7;
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
    arguments.replaceInStrings(QStringLiteral("OUT"), path);
    const Outcome outcome = run(arguments);
    QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
    QVERIFY(outcome.err.isEmpty());
    QCOMPARE(outcome.out, QStringLiteral("Report written to %1\n").arg(path));
    QVERIFY(QFileInfo::exists(path));

    if (!file.endsWith(QLatin1String(".json"))) {
        QVERIFY(readFile(path).size() > 1000);
        return;
    }
    const JsonReportReader::Result read = JsonReportReader::fromFile(path);
    QVERIFY2(read.report, qPrintable(read.error));
    const ScoreReport &report = *read.report;
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
}

void TestReportCommand::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    const QString bank = testBankPath();
    const QString good = QStringLiteral("1,2,3,4,1,2,3,4");
    const auto args = [&](const QString &answers, const QStringList &rest = {}) {
        QStringList list{QStringLiteral("--quiz"), bank, QStringLiteral("-o"), QStringLiteral("OUT/r.json")};
        if (!answers.isNull())
            list << QStringLiteral("--answers") << answers;
        return list + rest;
    };
    QTest::newRow("too few answers") << args(QStringLiteral("1,2,3")) << 2
                                     << QStringLiteral(
                                            "--answers has 3 answers but the quiz \"gradient-checkpointing\" "
                                            "has 8 questions");
    QTest::newRow("too many answers") << args(good + QStringLiteral(",1")) << 2
                                      << QStringLiteral("--answers has 9 answers");
    QTest::newRow("not a number") << args(QStringLiteral("1,2,x,4,1,2,3,4")) << 2
                                  << QStringLiteral("Answer 3 is \"x\": expected an option number");
    QTest::newRow("zero") << args(QStringLiteral("0,2,3,4,1,2,3,4")) << 2 << QStringLiteral("Answer 1 is \"0\"");
    QTest::newRow("negative") << args(QStringLiteral("1,-2,3,4,1,2,3,4")) << 2 << QStringLiteral("Answer 2 is \"-2\"");
    QTest::newRow("empty answer") << args(QStringLiteral("1,,3,4,1,2,3,4")) << 2 << QStringLiteral("Answer 2 is \"\"");
    QTest::newRow("out of range") << args(QStringLiteral("1,2,3,4,1,2,3,5")) << 2
                                  << QStringLiteral("Answer 8 is 5, but question 8 has only 4 options.");
    QTest::newRow("missing answers") << args(QString()) << 2 << QStringLiteral("Missing --answers");
    QTest::newRow("answers without value")
        << args(QString(), {QStringLiteral("--answers")}) << 2 << QStringLiteral("Missing value after '--answers'");
    QTest::newRow("missing -o") << QStringList{QStringLiteral("--answers"), good} << 2
                                << QStringLiteral("Missing -o FILE");
    QTest::newRow("unknown option") << args(good, {QStringLiteral("--colour")}) << 2
                                    << QStringLiteral("Unknown option 'colour'");
    QTest::newRow("unknown language") << args(good, {QStringLiteral("--lang"), QStringLiteral("fr")}) << 2
                                      << QStringLiteral("Unknown language \"fr\": use en, bn or ko.");
    QTest::newRow("unknown extension") << QStringList{QStringLiteral("--answers"), good, QStringLiteral("-o"),
                                                      QStringLiteral("OUT/r.txt")}
                                       << 2 << QStringLiteral("Cannot tell the report format from");
    QTest::newRow("stray argument") << args(good, {QStringLiteral("extra")}) << 2
                                    << QStringLiteral("Unexpected argument \"extra\"");
    QTest::newRow("twice") << args(
        good, {QStringLiteral("--lang"), QStringLiteral("bn"), QStringLiteral("--lang"), QStringLiteral("ko")})
                           << 2 << QStringLiteral("--lang is given more than once.");
    QTest::newRow("missing quiz file") << QStringList{QStringLiteral("--quiz"),    QStringLiteral("OUT/none.json"),
                                                      QStringLiteral("--answers"), good,
                                                      QStringLiteral("-o"),        QStringLiteral("OUT/r.pdf")}
                                       << 1 << QStringLiteral("Cannot read the quiz: ");
    QTest::newRow("malformed quiz file") << QStringList{QStringLiteral("--quiz"),
                                                        dataPath(QStringLiteral("broken-bank.json")),
                                                        QStringLiteral("--answers"),
                                                        good,
                                                        QStringLiteral("-o"),
                                                        QStringLiteral("OUT/r.pdf")}
                                         << 1 << QStringLiteral("broken-bank.json: 2:1: invalid JSON");
    QTest::newRow("unwritable output") << QStringList{QStringLiteral("--quiz"),    bank,
                                                      QStringLiteral("--answers"), good,
                                                      QStringLiteral("-o"),        QStringLiteral("OUT/missing/r.pdf")}
                                       << 1 << QStringLiteral("Could not save the report to");
}

void TestReportCommand::rejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);

    QTemporaryDir dir;
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("OUT"), dir.path());
    const Outcome outcome = run(arguments);
    QCOMPARE(outcome.exitCode, exitCode);
    QVERIFY2(outcome.err.contains(message), qPrintable(outcome.err));
    QCOMPARE(outcome.err.count(QLatin1Char('\n')), 1); // one message, one line
    QVERIFY(outcome.out.isEmpty());
    QVERIFY(QDir(dir.path()).isEmpty()); // nothing written
}

// The built-in quiz is another engineer's resource; while it is still a placeholder the command must say that it
// cannot read it (naming the resource), and once it is a real bank it must write a report from it.
void TestReportCommand::defaultQuiz()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.json"));
    const QuestionBankLoader::Result builtIn = QuestionBankLoader::fromFile(ReportCommand::defaultQuiz());
    if (!builtIn.bank) {
        const Outcome outcome = run({QStringLiteral("--answers"), QStringLiteral("1"), QStringLiteral("-o"), path});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.err.contains(ReportCommand::defaultQuiz()), qPrintable(outcome.err));
        return;
    }
    QStringList answers;
    for (int i = 0; i < builtIn.bank->questions.size(); ++i)
        answers.append(QString::number(builtIn.bank->questions.at(i).correctOption + 1));
    const Outcome outcome
        = run({QStringLiteral("--answers"), answers.join(QLatin1Char(',')), QStringLiteral("-o"), path});
    QVERIFY2(outcome.exitCode == 0, qPrintable(outcome.err));
    const JsonReportReader::Result read = JsonReportReader::fromFile(path);
    QVERIFY2(read.report, qPrintable(read.error));
    QCOMPARE(read.report->correctCount(), int(builtIn.bank->questions.size()));
}

void TestReportCommand::help()
{
    const Outcome outcome = run({QStringLiteral("--help")});
    QCOMPARE(outcome.exitCode, 0);
    QVERIFY(outcome.out.startsWith(QStringLiteral("Usage: checkpoint-quiz report --answers")));
    QVERIFY(outcome.err.isEmpty());
}

QTEST_GUILESS_MAIN(TestReportCommand)
#include "tst_reportcommand.moc"
