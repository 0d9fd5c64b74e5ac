// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/windowcommand.h"
#include "core/classroom/classreportwriter.h"
#include "core/i18n/apptranslator.h"
#include "core/report/jsonreportwriter.h"

#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace ReportFixtures;

// `checkpoint-quiz class`: a folder of reports in, the class report and the gradebook out, the bad ones named.
class TestClassCommand final : public QObject
{
    Q_OBJECT

    struct Outcome
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Outcome run(const QStringList &arguments)
    {
        Outcome outcome;
        QTextStream out(&outcome.out);
        QTextStream err(&outcome.err);
        const WindowCommand window([](const QCommandLineParser &, QTextStream &) { return -1; });
        const CommandRegistry commands(window);
        const CommandLine commandLine(QStringList{u"checkpoint-quiz"_s, u"class"_s} + arguments, commands);
        outcome.exitCode = commandLine.execute(out, err);
        out.flush();
        err.flush();
        return outcome;
    }

    // Three students of the test bank and one file that is not a report.
    static void writeClass(const QDir &folder)
    {
        const QuestionBank bank = loadBank(testBankPath());
        const QList<QList<int>> answers{allCorrectAnswers(bank), partialAnswers(), {1, 1, 1, 1, 1, 1, 1, 1}};
        for (int s = 0; s < int(answers.size()); ++s) {
            ScoreReport written = report(bank, answers.at(s), u"en"_s, {}, u"Student %1"_s.arg(s + 1));
            written.learnerId = u"s%1@example.org"_s.arg(s + 1);
            written.attemptId = u"00000000-0000-4000-8000-00000000000%1"_s.arg(s + 1);
            QFile file(folder.filePath(u"s%1.json"_s.arg(s + 1)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(JsonReportWriter::write(written));
        }
        QFile other(folder.filePath(u"zz-notes.json"_s));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("[1, 2]");
    }

private slots:
    void folderToJsonAndGradebook()
    {
        QTemporaryDir dir;
        QDir folder(dir.path());
        QVERIFY(folder.mkdir(u"in"_s));
        writeClass(QDir(folder.filePath(u"in"_s)));
        const QString json = folder.filePath(u"class.json"_s);
        const QString grades = folder.filePath(u"grades.csv"_s);
        const Outcome outcome = run({folder.filePath(u"in"_s), u"-o"_s, json, u"--gradebook"_s, grades});
        QCOMPARE(outcome.exitCode, 0);
        QCOMPARE(outcome.err,
                 folder.filePath(u"in/zz-notes.json"_s) + u": left out: $: expected an object at the top level\n"_s);
        QVERIFY2(outcome.out.startsWith(u"Quiz: "_s), qPrintable(outcome.out));
        QVERIFY(outcome.out.contains(u"; students counted: 3; reports left out: 1; mean: "_s));

        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(root.value(u"students"_s).toArray().size(), 3);
        QCOMPARE(root.value(u"questions"_s).toArray().size(), 8);
        QCOMPARE(root.value(u"left_out"_s).toArray().size(), 1);
        QFile book(grades);
        QVERIFY(book.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(book.readAll()).split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.at(0).startsWith(u"Email address,"_s));
        QCOMPARE(lines.at(1), u"s1@example.org,100.00,8 of 8 correct; Immediate feedback"_s);
    }

    // reliability-3 F9: neither output replaces a student's report it was given, nor the other output.
    void outputsNeverReplaceTheirInputs_data()
    {
        QTest::addColumn<QStringList>("outputs");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("-o over a report")
            << QStringList{u"-o"_s, u"in/s1.json"_s} << 1 << u"which must not be overwritten"_s;
        QTest::newRow("--gradebook over a report")
            << QStringList{u"--gradebook"_s, u"in/s2.json"_s} << 1 << u"which must not be overwritten"_s;
        QTest::newRow("both the same file") << QStringList{u"-o"_s, u"c.csv"_s, u"--gradebook"_s, u"c.csv"_s} << 2
                                            << u"-o and --gradebook name the same file"_s;
        QTest::newRow("the same file spelled twice")
            << QStringList{u"-o"_s, u"c.csv"_s, u"--gradebook"_s, u"in/../c.csv"_s} << 2
            << u"-o and --gradebook name the same file"_s;
    }

    void outputsNeverReplaceTheirInputs()
    {
        QFETCH(QStringList, outputs);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QDir folder(dir.path());
        QVERIFY(folder.mkdir(u"in"_s));
        writeClass(QDir(folder.filePath(u"in"_s)));
        QHash<QString, QByteArray> before;
        for (const QString &name : QDir(folder.filePath(u"in"_s)).entryList(QDir::Files)) {
            QFile file(folder.filePath(u"in/"_s + name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            before.insert(name, file.readAll());
        }
        QStringList arguments{folder.filePath(u"in"_s)};
        for (qsizetype i = 0; i < outputs.size(); i += 2)
            arguments << outputs.at(i) << folder.filePath(outputs.at(i + 1));

        const Outcome outcome = run(arguments);
        QCOMPARE(outcome.exitCode, exitCode);
        QVERIFY2(outcome.err.contains(message), qPrintable(outcome.err));
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            QFile file(folder.filePath(u"in/"_s + it.key()));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), it.value());
        }
        QVERIFY(!QFile::exists(folder.filePath(u"c.csv"_s)));
    }

    void otherFormats_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("start");
        QTest::newRow("csv") << u"class.csv"_s << QByteArray("\xEF\xBB\xBFname,id,source,attempt_id,mode");
        QTest::newRow("html") << u"class.html"_s << QByteArray("<!DOCTYPE html>\n<html lang=\"bn\">");
    }

    void otherFormats()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, start);
        QTemporaryDir dir;
        writeClass(QDir(dir.path()));
        const QString path = QDir(dir.path()).filePath(name);
        const Outcome outcome = run({dir.path(), u"--lang"_s, u"bn"_s, u"-o"_s, path});
        QCOMPARE(outcome.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith(start));
    }

    // The PDF in the teacher's language, with each question's option shares and the students (pdftotext reads it).
    void pdfInTheTeachersLanguage()
    {
        QTemporaryDir dir;
        writeClass(QDir(dir.path()));
        const QString path = QDir(dir.path()).filePath(u"class.pdf"_s);
        const Outcome outcome = run({dir.path(), u"--lang"_s, u"ko"_s, u"-o"_s, path});
        QCOMPARE(outcome.exitCode, 0);
        QVERIFY(readFile(path).startsWith("%PDF-"));
        bool ok = false;
        const QString text = withoutSpace(runTool(u"pdftotext"_s, {path, u"-"_s}, &ok));
        QVERIFY(ok);
        AppTranslator korean; // the page's texts as the command wrote them
        QVERIFY(korean.setLanguage(u"ko"_s));
        ClassResults::Options options;
        options.language = u"ko"_s;
        const ClassReportPage page
            = ClassReportWriter::page(ClassResults::collect(ClassResults::read({dir.path()}), options, {}), u"ko"_s);
        QVERIFY2(text.contains(withoutSpace(page.title)), qPrintable(text.left(300)));
        for (const QString &expected :
             {page.testHeading, page.test.first().label, page.questions.first().heading,
              page.questions.first().options.first().share, page.students.first().name, page.students.last().score})
            QVERIFY2(text.contains(withoutSpace(expected)), qPrintable(expected));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("no reports") << QStringList{} << 2 << u"Missing REPORT"_s;
        QTest::newRow("bad attempt") << QStringList{u"x.json"_s, u"--attempt"_s, u"worst"_s} << 2
                                     << u"--attempt is \"worst\": expected first, best or last."_s;
        QTest::newRow("bad output") << QStringList{u"x.json"_s, u"-o"_s, u"class.docx"_s} << 2
                                    << u"end it in .pdf, .html, .json or .csv"_s;
        QTest::newRow("nothing counted") << QStringList{u"/nonexistent/x.json"_s} << 1
                                         << u"No report could be counted."_s;
    }

    void badArguments()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Outcome outcome = run(arguments);
        QCOMPARE(outcome.exitCode, exitCode);
        QVERIFY2(outcome.err.contains(message), qPrintable(outcome.err));
    }
};

QTEST_GUILESS_MAIN(TestClassCommand)
#include "tst_classcommand.moc"
