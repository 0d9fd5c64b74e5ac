// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/aikenformat.h"
#include "core/quiz/bankchecker.h"
#include "core/quiz/quizfile.h"

#include "quiz/diagnosticlines.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QStringList messages(const BankImport &imported)
{
    return diagnosticLines(imported, u"q.txt"_s);
}

} // namespace

class TestAikenFormat final : public QObject
{
    Q_OBJECT
private slots:
    // The review's Aiken bombs (M2): 2 M choice lines took 23 s and 1 GB with 2 M warnings. The eleventh choice
    // closes the question with one error; its other choices are neither kept nor warned about.
    void twoMillionChoicesGiveOneError()
    {
        QString aiken = u"Q?\nA) a\nB) b\nC) c\nD) d\nE) e\nF) f\nG) g\nH) h\nI) i\nJ) j\n"_s;
        for (int i = 0; i < 2000000; ++i)
            aiken += u"K) x\n"_s;
        aiken += u"ANSWER: A\n"_s;
        const BankImport read = AikenFormat::read(aiken, u"q"_s);
        QCOMPARE(messages(read), QStringList{u"q.txt:12:1: error: more than 10 choices; a question has 2 to 10"_s});
        QCOMPARE(read.omittedErrors + read.omittedWarnings, 0);
    }

    void twoMillionStemLinesKeepAHundredWarnings()
    {
        const BankImport read
            = AikenFormat::read(u"stem line\n"_s.repeated(2000000) + u"A) a\nB) b\nANSWER: A\n"_s, u"q"_s);
        QCOMPARE(read.bank.questions.size(), 1);
        QCOMPARE(read.diagnostics.size(), BankImport::MaxShown);
        QCOMPARE(read.omittedWarnings, 2000000 - 1 - BankImport::MaxShown);
    }

    void reportsProblems_data()
    {
        QTest::addColumn<QString>("aiken");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("choice before a question")
            << u"A) x\nANSWER: A"_s
            << QStringList{u"q.txt:1:1: error: choice \"A)\" before any question text"_s,
                           u"q.txt:2:1: error: ANSWER line before any question text"_s};
        QTest::newRow("one choice")
            << u"Stem\nA) x\nANSWER: A"_s
            << QStringList{u"q.txt:3:1: error: a question needs at least 2 choices before its ANSWER line, found 1"_s};
        QTest::newRow("answer past the choices")
            << u"Stem\nA) x\nB) y\nANSWER: C"_s
            << QStringList{u"q.txt:4:1: error: ANSWER: \"C\" is not one of the choices A to B"_s};
        QTest::newRow("lower-case answer")
            << u"Stem\nA) x\nB) y\nANSWER: b"_s
            << QStringList{u"q.txt:4:1: error: ANSWER: \"b\" is not one of the choices A to B"_s};
        QTest::newRow("empty answer") << u"Stem\nA) x\nB) y\nANSWER:"_s
                                      << QStringList{
                                             u"q.txt:4:1: error: ANSWER: \"\" is not one of the choices A to B"_s};
        QTest::newRow("no answer line at the end")
            << u"Stem\nA) x\nB) y\n"_s
            << QStringList{
                   u"q.txt:1:1: error: question without an ANSWER line at the end of the file: Moodle drops it"_s};
        QTest::newRow("no answer line before the next")
            << u"Stem one\nA) x\nStem two\nA) y\nB) z\nANSWER: A"_s
            << QStringList{u"q.txt:1:1: error: question without an ANSWER line before the next question at line 3: "
                           "Moodle drops it"_s};
        QTest::newRow("stem over two lines")
            << u"Stem line one\nstem line two\nA) x\nB) y\nANSWER: A"_s
            << QStringList{u"q.txt:2:1: warning: the question text goes on from line 1: Moodle keeps only this last "
                           "line and drops the line before"_s};
        QTest::newRow("letters out of order")
            << u"Stem\nA) x\nC) y\nANSWER: A"_s
            << QStringList{u"q.txt:3:1: warning: choice C where B was expected: Moodle numbers choices by their "
                           "order, not their letters"_s};
        QTest::newRow("eleven choices")
            << u"Stem\nA) a\nB) b\nC) c\nD) d\nE) e\nF) f\nG) g\nH) h\nI) i\nJ) j\nK) k\nANSWER: A"_s
            << QStringList{u"q.txt:12:1: error: more than 10 choices; a question has 2 to 10"_s};
        QTest::newRow("indented stem column") << u"  Stem\nA) x\nB) y"_s
                                              << QStringList{u"q.txt:1:3: error: question without an ANSWER line at "
                                                             "the end of the file: Moodle drops it"_s};
    }

    void reportsProblems()
    {
        QFETCH(QString, aiken);
        QFETCH(QStringList, expected);
        QCOMPARE(messages(AikenFormat::read(aiken, u"q"_s)), expected);
    }

    void notUtf8IsAnError()
    {
        QCOMPARE(messages(BankChecker::check("Stem\nA) caf\xe9\nB) x\nANSWER: A", u"q.txt"_s)),
                 QStringList{u"q.txt:2:7: error: not valid UTF-8 text; save the file as UTF-8"_s});
    }

    // The examples of docs.moodle.org's Aiken format page, as qformat_aiken reads them.
    void moodleExamples()
    {
        const QString aiken
            = u"What is the correct answer to this question?\nA. Is it this one?\nB. Maybe this answer?\n"
              "C. Possibly this one?\nD. Must be this one!\nANSWER: D\n\nWhich LMS has the most quiz "
              "import formats?\nA) Moodle\nB) ATutor\nC) Claroline\nD) Blackboard\nE) WebCT\nF) Ilias\n"
              "ANSWER: A\n"_s;
        const BankImport imported = AikenFormat::read(aiken, u"examples"_s);
        QVERIFY2(imported.diagnostics.isEmpty(), qPrintable(messages(imported).join(u'\n')));
        QCOMPARE(imported.bank.questions.size(), 2);
        const Question &first = imported.bank.questions.at(0);
        QCOMPARE(first.stem.text(u"en"_s), u"What is the correct answer to this question?"_s);
        QCOMPARE(first.options.size(), 4);
        QCOMPARE(first.options.at(3).text.text(u"en"_s), u"Must be this one!"_s);
        QCOMPARE(first.correctOption, 3);
        const Question &second = imported.bank.questions.at(1);
        QCOMPARE(second.options.size(), 6);
        QCOMPARE(second.options.at(5).text.text(u"en"_s), u"Ilias"_s);
        QCOMPARE(second.correctOption, 0);
    }

    void moodleQuirks()
    {
        // Lines are trimmed, "\r\n" is two line ends, one-character lines are ignored, and any capital letter with
        // ")" or "." starts a choice: Moodle's rules, kept so a file means here what it means there.
        const BankImport imported
            = AikenFormat::read(u"  Q?\r\n x\r\nA)one\r\nB.  two \r\nANSWER:  B extra\r\n"_s, u"q"_s);
        QVERIFY2(imported.diagnostics.isEmpty(), qPrintable(messages(imported).join(u'\n')));
        const Question &question = imported.bank.questions.first();
        QCOMPARE(question.stem.text(u"en"_s), u"Q?"_s);
        QCOMPARE(question.options.at(0).text.text(u"en"_s), u"one"_s);
        QCOMPARE(question.options.at(1).text.text(u"en"_s), u"two"_s);
        QCOMPARE(question.correctOption, 1);
    }

    void handWrittenFile()
    {
        const QString path = QStringLiteral(CQ_TEST_DATA_DIR) + u"/gradient-checkpointing.aiken.txt"_s;
        const Expected<QuestionBank> loaded = QuizFile::load(path);
        QVERIFY2(bool(loaded), qPrintable(loaded.error()));
        QCOMPARE(loaded->questions.size(), 6);
        QCOMPARE(loaded->questions.at(4).options.size(), 2);
        QCOMPARE(loaded->questions.at(4).correctOption, 1);
        QCOMPARE(loaded->sourcePath, path);
    }
};

QTEST_GUILESS_MAIN(TestAikenFormat)
#include "tst_aikenformat.moc"
