// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/bankchecker.h"
#include "core/quiz/moodlegrades.h"
#include "core/quiz/moodlexmlformat.h"
#include "core/quiz/quizfile.h"

#include "quiz/diagnosticlines.h"
#include <QTemporaryDir>

#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

QStringList messages(const BankImport &imported)
{
    return diagnosticLines(imported, u"q.xml"_s);
}

QuestionBank testBank()
{
    const Expected<QuestionBank> bank
        = QuestionBankLoader::fromFile(QStringLiteral(CQ_TEST_DATA_DIR) + u"/gradient-checkpointing-test.json"_s);
    return bank ? *bank : QuestionBank();
}

QByteArray quiz(const QByteArray &questions)
{
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n" + questions + "</quiz>\n";
}

const QString NothingToPlay
    = u"q.xml: error: no question this app can play (multiple choice with one right answer, or true/false)"_s;

const QByteArray Multichoice = "<question type=\"multichoice\"><questiontext><text>Q</text></questiontext>"
                               "<answer fraction=\"100\"><text>a</text></answer>"
                               "<answer fraction=\"0\"><text>b</text></answer></question>\n";

} // namespace

class TestMoodleXmlFormat final : public QObject
{
    Q_OBJECT
private slots:
    void gradesAreMoodles()
    {
        QVERIFY(MoodleGrades::isAllowed(1.0 / 3));
        QVERIFY(MoodleGrades::isAllowed(0.3333333));
        QVERIFY(MoodleGrades::isAllowed(-0.5));
        QVERIFY(MoodleGrades::isAllowed(1.0 / 7));
        QVERIFY(!MoodleGrades::isAllowed(0.333));
        QVERIFY(!MoodleGrades::isAllowed(0.45));
        QCOMPARE(MoodleGrades::percent(1.0), u"100"_s);
        QCOMPARE(MoodleGrades::percent(1.0 / 3), u"33.33333"_s);
        QCOMPARE(MoodleGrades::percent(0.0), u"0"_s);
        QCOMPARE(MoodleGrades::percent(-0.125), u"-12.5"_s);
        QCOMPARE(MoodleGrades::fractions().size(), 21);
    }

    // bank -> Moodle XML, read back with QXmlStreamReader as Moodle's parser would see it.
    void exportIsMoodleXml()
    {
        const QuestionBank bank = testBank();
        QVERIFY(!bank.questions.isEmpty());
        const QByteArray xml = MoodleXmlFormat::write(bank, u"ko"_s);
        QVERIFY(xml.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"));
        QVERIFY(xml.contains("<![CDATA["));

        QXmlStreamReader reader(xml);
        int question = -1;
        int answer = 0;
        QString element;
        while (!reader.atEnd()) {
            reader.readNext();
            if (reader.isStartElement()) {
                element = reader.name().toString();
                if (element == "question"_L1) {
                    QCOMPARE(reader.attributes().value("type"_L1), "multichoice"_L1);
                    ++question;
                    answer = 0;
                } else if (element == "answer"_L1) {
                    const double fraction = reader.attributes().value("fraction"_L1).toDouble() / 100;
                    QVERIFY(MoodleGrades::isAllowed(fraction));
                    QCOMPARE(fraction == 1.0, answer == bank.questions.at(question).correctOption);
                    QCOMPARE(reader.attributes().value("format"_L1), "plain_text"_L1);
                    reader.readNextStartElement();
                    QCOMPARE(reader.name(), "text"_L1);
                    QCOMPARE(reader.readElementText(),
                             bank.questions.at(question).options.at(answer).text.text(u"ko"_s));
                    ++answer;
                } else if (element == "questiontext"_L1) {
                    reader.readNextStartElement();
                    QCOMPARE(reader.readElementText(), bank.questions.at(question).stem.text(u"ko"_s));
                } else if (element == "generalfeedback"_L1) {
                    reader.readNextStartElement();
                    QCOMPARE(reader.readElementText(), bank.questions.at(question).explanation.text(u"ko"_s));
                }
            }
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QCOMPARE(question + 1, bank.questions.size());
    }

    void roundTrip()
    {
        const QuestionBank bank = testBank();
        const BankImport back = MoodleXmlFormat::read(MoodleXmlFormat::write(bank, u"en"_s), u"back"_s);
        QVERIFY2(back.diagnostics.isEmpty(), qPrintable(messages(back).join(u'\n')));
        QCOMPARE(back.bank.questions.size(), bank.questions.size());
        for (qsizetype q = 0; q < bank.questions.size(); ++q) {
            const Question &before = bank.questions.at(q);
            const Question &after = back.bank.questions.at(q);
            QCOMPARE(after.id, before.id);
            QCOMPARE(after.stem.text(u"en"_s), before.stem.text(u"en"_s));
            QCOMPARE(after.correctOption, before.correctOption);
            QCOMPARE(after.explanation.text(u"en"_s), before.explanation.text(u"en"_s));
            for (qsizetype o = 0; o < before.options.size(); ++o)
                QCOMPARE(after.options.at(o).feedback.text(u"en"_s), before.options.at(o).feedback.text(u"en"_s));
        }
    }

    // Moodle's <hint> elements come in and go back out; past the app's three, each extra one is a located warning.
    void hintsAreReadAndWrittenBack()
    {
        const QByteArray withHints = "<question type=\"multichoice\"><questiontext><text>Q</text></questiontext>\n"
                                     "<answer fraction=\"100\"><text>a</text></answer>"
                                     "<answer fraction=\"0\"><text>b</text></answer>\n"
                                     "<hint format=\"html\"><text>Think of the backward pass.</text></hint>\n"
                                     "<hint format=\"html\"><text>  </text></hint>\n"
                                     "<hint><text>What must be kept?</text></hint>\n"
                                     "<hint><text>Count the recomputed layers.</text></hint>\n"
                                     "<hint><text>A fourth one.</text></hint></question>\n";
        const BankImport read = MoodleXmlFormat::read(quiz(withHints), u"q"_s);
        QCOMPARE(messages(read), QStringList{u"q.xml:9:6: warning: hint ignored: this app offers at most 3 hints per "
                                             "question"_s});
        QCOMPARE(read.bank.questions.size(), 1);
        const QList<QuestionHint> &hints = read.bank.questions.first().hints;
        QCOMPARE(hints.size(), 3);
        QCOMPARE(hints.at(0).text.text(u"en"_s), u"Think of the backward pass."_s);
        QCOMPARE(hints.at(2).text.text(u"en"_s), u"Count the recomputed layers."_s);

        const BankImport back = MoodleXmlFormat::read(MoodleXmlFormat::write(read.bank, u"en"_s), u"back"_s);
        QVERIFY2(back.diagnostics.isEmpty(), qPrintable(messages(back).join(u'\n')));
        QCOMPARE(back.bank.questions.first().hints.size(), 3);
        for (int h = 0; h < 3; ++h)
            QCOMPARE(back.bank.questions.first().hints.at(h).text.text(u"en"_s), hints.at(h).text.text(u"en"_s));
    }

    void cdataEnd()
    {
        QuestionBank bank = testBank();
        bank.questions.first().stem = LocalizedText::single(u"en"_s, u"a ]]> b <img src=x>"_s);
        const BankImport back = MoodleXmlFormat::read(MoodleXmlFormat::write(bank, u"en"_s), u"back"_s);
        QCOMPARE(back.bank.questions.first().stem.text(u"en"_s), u"a ]]> b <img src=x>"_s);
    }

    void reportsProblems_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("blank line before <?xml")
            << "\n" + quiz(Multichoice)
            << QStringList{u"q.xml:1:1: warning: blank space before <?xml: Moodle's import rejects the file"_s};
        QByteArray thirds = Multichoice;
        thirds.replace("fraction=\"0\"", "fraction=\"33.3\"");
        QTest::newRow("fraction not a grade")
            << quiz(thirds)
            << QStringList{u"q.xml:3:142: warning: fraction 33.3 is not a grade Moodle accepts, so Moodle refuses the "
                           "import; the nearest is 33.33333"_s};
        QTest::newRow("short answer") << quiz("<question type=\"shortanswer\"></question>\n")
                                      << QStringList{u"q.xml:3:29: warning: a question of type \"shortanswer\": "
                                                     "skipped; this app plays multiple choice with one right answer "
                                                     "and true/false"_s,
                                                     NothingToPlay};
        QByteArray multi = Multichoice;
        multi.replace("<questiontext>", "<single>false</single><questiontext>");
        QTest::newRow("multiple answers")
            << quiz(multi)
            << QStringList{u"q.xml:3:29: warning: a multiple-answer question (<single>false</single>): skipped; this "
                           "app plays one right answer"_s,
                           NothingToPlay};
        QTest::newRow("not a quiz") << QByteArray("<?xml version=\"1.0\"?>\n<html></html>")
                                    << QStringList{u"q.xml:2:6: error: expected <quiz>, found <html>"_s};
        // The review's crash (H1): 60,000 nested elements inside <text>, 420 KB. The 65th level is the 61st <b>.
        const QByteArray deep = "<question type=\"multichoice\"><questiontext><text>"
                                + QByteArray("<b>").repeated(60000) + "x" + QByteArray("</b>").repeated(60000)
                                + "</text></questiontext></question>\n";
        QTest::newRow("60,000 levels in <text>")
            << quiz(deep) << QStringList{u"q.xml:3:230: error: elements nested more than 64 levels deep"_s};
        // M3: Qt's reader compares every attribute with the ones before it; 300,000 took over two minutes.
        QByteArray attributes = "<question type=\"multichoice\"";
        for (int i = 0; i < 300000; ++i)
            attributes += " a" + QByteArray::number(i) + "=\"x\"";
        QTest::newRow("300,000 attributes")
            << quiz(attributes + "/>\n")
            << QStringList{u"q.xml:3:1: error: an element with more than 32 attributes; Moodle XML uses at most 3"_s};
        QTest::newRow("a tag longer than 64 KiB") << quiz("<question type=\"" + QByteArray(70000, 'm') + "\"/>\n")
                                                  << QStringList{u"q.xml:3:1: error: a tag longer than 65536 bytes"_s};
        QTest::newRow("billion laughs")
            << QByteArray(
                   "<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;\">]>\n"
                   "<quiz>&b;</quiz>\n")
            << QStringList{u"q.xml:2:1: error: a document type declaration (<!DOCTYPE …>): Moodle XML has none, and "
                           "its entities could expand without bound; remove it"_s};
        // What the scan skips: ">" inside a quoted value, "<" inside CDATA and comments, deep text within the limit.
        QTest::newRow("quotes, CDATA and comments are not tags")
            << quiz("<!-- <a><b><c> -->\n<question type=\"multichoice\" x=\"a>b\"><questiontext><text><![CDATA[<<<]]>"
                    "</text></questiontext><answer fraction=\"100\"><text>a</text></answer>"
                    "<answer fraction=\"0\"><text>b</text></answer></question>\n")
            << QStringList{};
        QTest::newRow("broken XML") << quiz("<question type=\"multichoice\">")
                                    << QStringList{
                                           u"q.xml:3:36: error: invalid XML: Opening and ending tag mismatch."_s};
    }

    void reportsProblems()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QStringList, expected);
        QCOMPARE(messages(BankChecker::check(xml, u"q.xml"_s)), expected);
    }

    // Texts with markup inside <text> are read without recursion, every nested element's text included, in order.
    void nestedTextIsReadInOrder()
    {
        QByteArray nested = Multichoice;
        nested.replace("<text>Q</text>", "<text>one <b>two <i>three</i></b> four</text>");
        const BankImport read = MoodleXmlFormat::read(quiz(nested), u"q"_s);
        QCOMPARE(read.bank.questions.size(), 1);
        QCOMPARE(read.bank.questions.first().stem.text(read.bank.languages.first()), u"one two three four"_s);
    }

    // L6: control characters a GIFT or Aiken file brought in are left out of the export, which check-quiz (and
    // Moodle) then read; the rest of the text is kept.
    void exportLeavesOutCharactersXmlForbids()
    {
        QuestionBank bank = testBank();
        bank.questions.first().stem
            = LocalizedText::single(u"en"_s, u"Control \u0001 char, form feed \u000c, ESC \u001b, \U0001F600 kept"_s);
        const BankImport back = BankChecker::check(MoodleXmlFormat::write(bank, u"en"_s), u"x.xml"_s);
        QVERIFY2(!back.hasErrors(), qPrintable(diagnosticLines(back, u"x.xml"_s).join(u'\n')));
        QCOMPARE(back.bank.questions.first().stem.text(back.bank.languages.first()),
                 u"Control  char, form feed , ESC , \U0001F600 kept"_s);
    }

    void exportWritesThroughTheSafeWriter()
    {
        QTemporaryDir dir;
        const QuestionBank bank = testBank();
        const QString xmlPath = dir.filePath(u"out.xml"_s);
        QVERIFY(bool(QuizFile::exportBank(bank, xmlPath, u"en"_s)));
        const Expected<QuestionBank> xml = QuizFile::load(xmlPath);
        QVERIFY2(bool(xml), qPrintable(xml.error()));
        QCOMPARE(xml->questions.size(), bank.questions.size());
        const QString giftPath = dir.filePath(u"out.gift"_s);
        QVERIFY(bool(QuizFile::exportBank(bank, giftPath, u"en"_s)));
        const Expected<QuestionBank> gift = QuizFile::load(giftPath);
        QVERIFY2(bool(gift), qPrintable(gift.error()));
        QCOMPARE(gift->questions.size(), bank.questions.size());
        QCOMPARE(QuizFile::exportBank(bank, dir.filePath(u"out.pdf"_s), u"en"_s).error(),
                 u"the name must end in .gift, .txt or .xml"_s);
        // Never over the file the bank came from.
        QVERIFY(!QuizFile::exportBank(*gift, giftPath, u"en"_s));
    }
};

QTEST_GUILESS_MAIN(TestMoodleXmlFormat)
#include "tst_moodlexmlformat.moc"
