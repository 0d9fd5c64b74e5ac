// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/classroom/classreportformat.h"
#include "core/classroom/classreportwriter.h"
#include "core/report/jsonreportreader.h"
#include "core/report/jsonreportwriter.h"
#include "core/report/renderoptions.h"
#include "core/report/reportformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

class TestReportFormat final : public QObject
{
    Q_OBJECT

private slots:
    void table();
    void forPath_data();
    void forPath();
    void everyWriterWrites();
    void answerKeyOnlyWhenAsked_data();
    void answerKeyOnlyWhenAsked();
    void withheldKeyReadsBack();
    void classTable_data();
    void classTable();
    void classWriters();
};

namespace {

// Every string of a JSON value, one per line.
void collectStrings(const QJsonValue &value, QString &out)
{
    if (value.isString())
        out += value.toString() + u'\n';
    else if (value.isArray())
        for (const QJsonValue each : value.toArray())
            collectStrings(each, out);
    else if (value.isObject())
        for (const QJsonValue each : value.toObject())
            collectStrings(each, out);
}

// The text a reader of the file sees, escapes undone.
QString readableText(const QString &format, const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes);
    if (format == u"html"_s) {
        text.replace(u"&quot;"_s, u"\""_s).replace(u"&lt;"_s, u"<"_s).replace(u"&gt;"_s, u">"_s);
        text.replace(u"&#39;"_s, u"'"_s).replace(u"&amp;"_s, u"&"_s);
    } else if (format == u"csv"_s) {
        text.replace(u"\"\""_s, u"\""_s);
    } else if (format == u"json"_s) {
        text.clear();
        collectStrings(QJsonDocument::fromJson(bytes).object(), text);
    }
    return text;
}

} // namespace

// The dialog's filters and the messages' extension list come from the table, in its order.
void TestReportFormat::table()
{
    QStringList names;
    for (const ReportFormat &format : ReportFormat::all())
        names.append(format.name());
    QCOMPARE(names, (QStringList{u"pdf"_s, u"html"_s, u"csv"_s, u"json"_s}));
    QCOMPARE(ReportFormat::fileFilters(), u"PDF document (*.pdf);;Web page (*.html *.htm);;CSV for spreadsheets "
                                          "(*.csv);;JSON data (*.json)"_s);
    QCOMPARE(ReportFormat::extensionList(), u".pdf, .html, .csv or .json"_s);
}

void TestReportFormat::forPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("format");
    QTest::newRow("htm") << u"/a/b/report.HTM"_s << u"html"_s;
    QTest::newRow("json") << u"r.json"_s << u"json"_s;
    QTest::newRow("markdown") << u"r.md"_s << QString();
    QTest::newRow("no suffix") << u"pdf"_s << QString();
}

void TestReportFormat::forPath()
{
    QFETCH(QString, path);
    QFETCH(QString, format);
    const ReportFormat *found = ReportFormat::forPath(path);
    QCOMPARE(found ? found->name() : QString(), format);
}

void TestReportFormat::everyWriterWrites()
{
    const ScoreReport report
        = ReportFixtures::report(loadBank(testBankPath()), partialAnswers(), u"bn"_s, sampleSnapshot());
    for (const ReportFormat &format : ReportFormat::all()) {
        QString error;
        const QByteArray bytes = format.write(report, RenderOptions{}, &error);
        QVERIFY2(!bytes.isEmpty(), qPrintable(format.name() + u": "_s + error));
        QVERIFY(error.isEmpty());
    }
}

void TestReportFormat::answerKeyOnlyWhenAsked_data()
{
    QTest::addColumn<QString>("format");
    for (const QString &format : {u"html"_s, u"csv"_s, u"json"_s}) // the PDF: tst_pdfreportwriter
        QTest::newRow(qPrintable(format)) << format;
}

// Question 8 of partialAnswers() is not answered: without the key, no format names its right answer or explains it.
void TestReportFormat::answerKeyOnlyWhenAsked()
{
    QFETCH(QString, format);
    const QuestionBank bank = loadBank(testBankPath());
    const ScoreReport report = ReportFixtures::report(bank, partialAnswers(), u"en"_s);
    const ReportFormat *writer = ReportFormat::forPath(u"r."_s + format);
    QVERIFY(writer);
    RenderOptions options;
    options.includeAnswerKey = false;
    const QString withheld = readableText(format, writer->render(report, options, nullptr));
    options.includeAnswerKey = true;
    const QString shown = readableText(format, writer->render(report, options, nullptr));
    const Question &unanswered = bank.questions.at(7);
    const Question &answered = bank.questions.at(0);
    const auto key = [&](const Question &question) {
        QStringList texts{question.options.at(question.correctOption).text.text(u"en"_s)};
        if (format != u"csv"_s) // the CSV has no explanations at all
            texts.append(question.explanation.text(u"en"_s));
        return texts;
    };
    QVERIFY(withheld.contains(unanswered.stem.text(u"en"_s)));
    for (const QString &text : key(unanswered)) {
        QVERIFY2(!withheld.contains(text), qPrintable(text));
        QVERIFY2(shown.contains(text), qPrintable(text));
    }
    for (const QString &text : key(answered))
        QVERIFY2(withheld.contains(text), qPrintable(text));
}

void TestReportFormat::withheldKeyReadsBack()
{
    const ScoreReport report = ReportFixtures::report(loadBank(testBankPath()), partialAnswers(), u"ko"_s);
    RenderOptions options;
    options.includeAnswerKey = false;
    const QByteArray json = ReportFormat::forPath(u"r.json"_s)->render(report, options, nullptr);
    const Expected<ScoreReport> read = JsonReportReader::fromJson(json, u"r.json"_s);
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(*read, report.withoutAnswerKey());
    QVERIFY(!read->questions.at(7).hasKey());
    QVERIFY(read->questions.at(0).hasKey());
    QCOMPARE(read->correctCount(), report.correctCount());
}

// The class report's table (architecture-3 F8): its rows by a path, the dialog's filters, the name a save dialog
// completes and the list the command's messages give, all from one table.
void TestReportFormat::classTable_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("chosenFilter"); // the save dialog's filter, by row
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("format");
    QTest::newRow("PDF by its name") << u"/c/class.PDF"_s << 2 << u"/c/class.PDF"_s << u"pdf"_s;
    QTest::newRow("htm") << u"class.htm"_s << 0 << u"class.htm"_s << u"html"_s;
    QTest::newRow("no extension, JSON filter") << u"class"_s << 2 << u"class.json"_s << u"json"_s;
    QTest::newRow("no extension, CSV filter") << u"class"_s << 3 << u"class.csv"_s << u"csv"_s;
    QTest::newRow("unknown extension stays") << u"class.txt"_s << 0 << u"class.txt"_s << QString();
}

void TestReportFormat::classTable()
{
    QFETCH(QString, typed);
    QFETCH(int, chosenFilter);
    QFETCH(QString, path);
    QFETCH(QString, format);
    QCOMPARE(ClassReportFormat::fileFilters(), u"PDF document (*.pdf);;Web page (*.html *.htm);;JSON for programs "
                                               "(*.json);;CSV, one row per student (*.csv)"_s);
    QCOMPARE(ClassReportFormat::extensionList(), u".pdf, .html, .json or .csv"_s);
    const QString completed
        = ClassReportFormat::withExtension(typed, ClassReportFormat::all().at(chosenFilter).filter());
    QCOMPARE(completed, path);
    const ClassReportFormat *found = ClassReportFormat::forPath(completed);
    QCOMPARE(found ? found->name() : QString(), format);
}

// Each row writes what ClassReportWriter writes for it; an unknown extension says which ones it takes.
void TestReportFormat::classWriters()
{
    const QuestionBank bank = loadBank(testBankPath());
    const ScoreReport one = ReportFixtures::report(bank, partialAnswers(), u"en"_s, {}, u"Ada"_s);
    const ClassResults results = ClassResults::collect(
        {{u"ada.json"_s, JsonReportReader::fromJson(JsonReportWriter::write(one), u"ada.json"_s)}}, {}, {bank});
    QCOMPARE(*ClassReportFormat::writeFor(results, u"c.csv"_s, u"en"_s), ClassReportWriter::csv(results));
    QCOMPARE(*ClassReportFormat::writeFor(results, u"c.JSON"_s, u"en"_s), ClassReportWriter::json(results));
    QCOMPARE(*ClassReportFormat::writeFor(results, u"c.html"_s, u"bn"_s), ClassReportWriter::html(results, u"bn"_s));
    const Expected<QByteArray> unknown = ClassReportFormat::writeFor(results, u"c.md"_s, u"en"_s);
    QVERIFY(!unknown);
    QCOMPARE(unknown.error(), u"the name must end in .pdf, .html, .json or .csv"_s);
}

QTEST_GUILESS_MAIN(TestReportFormat)
#include "tst_reportformat.moc"
