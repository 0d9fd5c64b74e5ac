// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizformat.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

// The table of quiz file formats: complete rows, and the filters, names and messages built from them.
class TestQuizFormat final : public QObject
{
    Q_OBJECT
private slots:
    void everyKindOnceWithAReader()
    {
        QSet<int> kinds;
        for (const QuizFormat::Entry &entry : QuizFormat::all()) {
            kinds.insert(entry.kind);
            QCOMPARE(&QuizFormat::entry(entry.kind), &entry);
            QVERIFY(entry.name && entry.read);
            QVERIFY(!entry.extensions.isEmpty());
            // A format the app writes is offered by the export dialog under a label, and the other way round.
            QCOMPARE(entry.write != nullptr, entry.exportLabel != nullptr);
        }
        QCOMPARE(kinds.size(), 4);
    }

    void exportFormatByExtension_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format"); // -1: none
        QTest::newRow("gift") << u"/tmp/q.gift"_s << int(QuizFormat::Gift);
        QTest::newRow("txt is GIFT's") << u"q.TXT"_s << int(QuizFormat::Gift);
        QTest::newRow("xml") << u"q.xml"_s << int(QuizFormat::MoodleXml);
        QTest::newRow("json is not written") << u"q.json"_s << -1;
        QTest::newRow("aiken is not written") << u"q.aiken"_s << -1;
        QTest::newRow("no extension") << u"q"_s << -1;
    }

    void exportFormatByExtension()
    {
        QFETCH(QString, path);
        QFETCH(int, format);
        const std::optional<QuizFormat::Kind> found = QuizFormat::exportFormat(path);
        QCOMPARE(found ? int(*found) : -1, format);
    }

    void textsFromTheTable()
    {
        QCOMPARE(QuizFormat::exportExtensionList(), u".gift, .txt or .xml"_s);
        QCOMPARE(QuizFormat::openFilter(),
                 u"Quiz files (*.json *.cqassign *.gift *.txt *.aiken *.xml);;Checkpoint Quiz (*.json *.cqassign);;"
                 "GIFT (*.gift *.txt);;"
                 "Aiken (*.aiken *.txt);;Moodle XML (*.xml);;All files (*)"_s);
        QCOMPARE(QuizFormat::exportFilter(), u"GIFT for Moodle (*.gift *.txt);;Moodle XML (*.xml)"_s);
        QCOMPARE(QuizFormat::name(QuizFormat::MoodleXml), u"Moodle XML"_s);
    }

    // Every reader takes a file's bytes and says what it skipped; a text format refuses bytes that are not UTF-8 at
    // their place.
    void textReadersRefuseBadUtf8_data()
    {
        QTest::addColumn<int>("format");
        QTest::newRow("gift") << int(QuizFormat::Gift);
        QTest::newRow("aiken") << int(QuizFormat::Aiken);
    }

    void textReadersRefuseBadUtf8()
    {
        QFETCH(int, format);
        const BankImport read = QuizFormat::entry(QuizFormat::Kind(format)).read("Q1\nline \xff two\n", u"t"_s);
        QVERIFY(read.hasErrors());
        QCOMPARE(read.diagnostics.constFirst().format(u"f"_s),
                 u"f:2:6: error: not valid UTF-8 text; save the file as UTF-8"_s);
    }

    void readersSkipAByteOrderMark()
    {
        const BankImport read
            = QuizFormat::entry(QuizFormat::Aiken).read("\xEF\xBB\xBFWhich?\nA) one\nB) two\nANSWER: B\n", u"t"_s);
        QVERIFY(!read.hasErrors());
        QCOMPARE(read.bank.questions.size(), 1);
        QCOMPARE(read.bank.questions.constFirst().correctOption, 1);
    }
};

QTEST_GUILESS_MAIN(TestQuizFormat)
#include "tst_quizformat.moc"
