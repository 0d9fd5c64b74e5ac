// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/windowcommand.h"
#include "core/quiz/quizfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;

class TestCheckQuizCommand final : public QObject
{
    Q_OBJECT

private:
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
        const CommandLine commandLine(QStringList{u"checkpoint-quiz"_s, u"check-quiz"_s} + arguments, commands);
        outcome.exitCode = commandLine.execute(out, err);
        out.flush();
        err.flush();
        return outcome;
    }

    static QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
    {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return {};
        return path;
    }

    static QString data(const QString &name) { return QStringLiteral(CQ_TEST_DATA_DIR) + u'/' + name; }

private slots:

    void goodFilesGiveASummary()
    {
        const Outcome outcome
            = run({data(u"gradient-checkpointing.gift"_s), data(u"gradient-checkpointing.aiken.txt"_s),
                   data(u"gradient-checkpointing-test.json"_s)});
        QCOMPARE(outcome.err, QString());
        QCOMPARE(outcome.out, u"Files checked: 3; playable questions: 21; errors: 0; warnings: 0\n"_s);
        QCOMPARE(outcome.exitCode, 0);
    }

    void everyProblemOfEveryFile()
    {
        QTemporaryDir dir;
        const QString gift = write(dir, u"bad.gift"_s, "Q {=a ~b\n\nQ2 {~a ~b}\n");
        const QString aiken = write(dir, u"bad.txt"_s, "Stem\nA) x\nB) y\nANSWER: C\n");
        const QString missing = dir.filePath(u"missing.gift"_s);
        const Outcome outcome = run({gift, aiken, missing});
        const QStringList lines = outcome.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QCOMPARE(lines.at(0), gift + u":1:3: error: \"{\" opens the answers but no \"}\" closes them"_s);
        QCOMPARE(lines.at(1), gift
                                  + u":3:5: warning: multiple choice with no \"=\" answer: Moodle makes it a "
                                    "multiple-answer question, which this app cannot play; skipped (mark the right "
                                    "answer with \"=\")"_s);
        QCOMPARE(lines.at(2), aiken + u":4:1: error: ANSWER: \"C\" is not one of the choices A to B"_s);
        QVERIFY2(lines.at(3).startsWith(missing + u": error: cannot open: "_s), qPrintable(lines.at(3)));
        QCOMPARE(lines.at(4), u"Files checked: 3; playable questions: 0; errors: 3; warnings: 1"_s);
        QCOMPARE(outcome.exitCode, 1);
    }

    // A file of thousands of problems prints the first 100 of each kind and counts the rest: the review's 10 MiB
    // answer bomb printed 10 million warnings (800 MB).
    void manyProblemsArePrintedUpToAHundred()
    {
        QTemporaryDir dir;
        const QString gift = write(dir, u"many.gift"_s, QByteArray("Q {=a ~b ~}\n\nQ {~a}\n\n").repeated(300));
        const Outcome outcome = run({gift});
        const QStringList lines = outcome.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 100 + 100 + 2 + 1);
        QCOMPARE(lines.at(200), gift + u": error: 200 more errors not shown"_s);
        QCOMPARE(lines.at(201), gift + u": warning: 200 more warnings not shown"_s);
        QCOMPARE(lines.at(202), u"Files checked: 1; playable questions: 300; errors: 300; warnings: 300"_s);
        QCOMPARE(outcome.exitCode, 1);
    }

    // ux-2 F10: a file whose every question is skipped exited 0, as if it were a quiz.
    void nothingPlayableIsAnError()
    {
        QTemporaryDir dir;
        const QString gift = write(dir, u"essay.gift"_s, "::Q1:: Explain checkpointing. {}\n");
        const Outcome outcome = run({gift});
        const QStringList lines = outcome.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines.at(0).startsWith(gift + u":1:1: warning: an essay question: skipped"_s),
                 qPrintable(lines.at(0)));
        QCOMPARE(lines.at(1), gift
                                  + u": error: no question this app can play (multiple choice with one right answer, "
                                    "or true/false)"_s);
        QCOMPARE(lines.at(2), u"Files checked: 1; playable questions: 0; errors: 1; warnings: 1"_s);
        QCOMPARE(outcome.exitCode, 1);
    }

    void jsonProblemsHaveTheirPath()
    {
        const Outcome outcome = run({data(u"broken-bank.json"_s)});
        QVERIFY2(outcome.out.startsWith(data(u"broken-bank.json"_s) + u":"_s), qPrintable(outcome.out));
        QVERIFY(outcome.out.contains(u": error: "_s));
        QCOMPARE(outcome.exitCode, 1);
    }

    // The exports of the hand-written quizzes pass the checker, in both formats.
    void exportsPass_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("target");
        QTest::newRow("gift to xml") << u"gradient-checkpointing.gift"_s << u"out.xml"_s;
        QTest::newRow("gift to gift") << u"gradient-checkpointing.gift"_s << u"out.gift"_s;
        QTest::newRow("aiken to xml") << u"gradient-checkpointing.aiken.txt"_s << u"out.xml"_s;
        QTest::newRow("aiken to gift") << u"gradient-checkpointing.aiken.txt"_s << u"out.gift"_s;
        QTest::newRow("json to xml") << u"gradient-checkpointing-test.json"_s << u"out.xml"_s;
    }

    void exportsPass()
    {
        QFETCH(QString, source);
        QFETCH(QString, target);
        QTemporaryDir dir;
        const Expected<QuestionBank> bank = QuizFile::load(data(source));
        QVERIFY2(bool(bank), qPrintable(bank.error()));
        const QString path = dir.filePath(target);
        QVERIFY(bool(QuizFile::exportBank(*bank, path, u"en"_s)));
        const Outcome outcome = run({path});
        QCOMPARE(outcome.out,
                 u"Files checked: 1; playable questions: %1; errors: 0; warnings: 0\n"_s.arg(bank->questions.size()));
        QCOMPARE(outcome.exitCode, 0);
    }

    void usage()
    {
        const Outcome outcome = run({});
        QCOMPARE(outcome.exitCode, 2);
        QCOMPARE(outcome.err, u"checkpoint-quiz check-quiz: Missing FILE: name one or more quiz files to check.\n"_s);
        const Outcome help = run({u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(u"FILE:LINE:COLUMN"_s));
    }
};

QTEST_GUILESS_MAIN(TestCheckQuizCommand)
#include "tst_checkquizcommand.moc"
