// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/report/htmlreportwriter.h"
#include "core/report/reportlabels.h"

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

class TestHtmlReportWriter final : public QObject
{
    Q_OBJECT

private slots:
    void languageAndTexts_data();
    void languageAndTexts();
    void bankTextIsEscaped();
    void selfContainedWithInlineChart();
    void simulatorSectionOmittedWhenEmpty();
    void partialAttemptSaysSo();
    void koreanKeepsWordsWhole();
    void questionTextAndNumbersInTheTable();
};

void TestHtmlReportWriter::languageAndTexts_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Language::codes())
        QTest::newRow(qPrintable(language)) << language;
}

void TestHtmlReportWriter::languageAndTexts()
{
    QFETCH(QString, language);
    const QuestionBank bank = loadBank(realBankPath());
    const QString html = QString::fromUtf8(HtmlReportWriter::write(report(bank, partialAnswers(), language)));
    QVERIFY(html.startsWith(u"<!DOCTYPE html>\n<html lang=\"%1\">"_s.arg(language)));
    QVERIFY(html.contains(u"<meta charset=\"utf-8\">"_s));
    QVERIFY(html.contains(bank.title.text(language).toHtmlEscaped()));
    for (const Question &question : bank.questions) {
        QVERIFY2(html.contains(question.stem.text(language).toHtmlEscaped()), qPrintable(question.id));
        QVERIFY(html.contains(question.explanation.text(language).toHtmlEscaped()));
        QVERIFY(html.contains(question.options.at(question.correctOption).text.text(language).toHtmlEscaped()));
    }
    QVERIFY(html.contains(ReportLabels::languageName(language)));
    QVERIFY(html.endsWith(u"</html>\n"_s));
}

void TestHtmlReportWriter::bankTextIsEscaped()
{
    const QString html = QString::fromUtf8(
        HtmlReportWriter::write(report(loadBank(hostileBankPath()), {0, 2}, u"en"_s, {}, u"<i>Eve</i>"_s)));
    QVERIFY(!html.contains(u"<script"_s));
    QVERIFY(html.contains(u"&lt;script&gt;alert(1)&lt;/script&gt;"_s));
    QVERIFY(!html.contains(u"<img src=x"_s));
    QVERIFY(html.contains(u"&lt;img src=x onerror=alert(2)&gt; &amp; more"_s));
    QVERIFY(html.contains(u"Tricky &amp; &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;"_s));
    QVERIFY(!html.contains(u"<b>title</b>"_s));
    QVERIFY(html.contains(u"&lt;i&gt;Eve&lt;/i&gt;"_s));
    QVERIFY(html.contains(u"&lt;i&gt;none&lt;/i&gt;"_s));
    QVERIFY(html.contains(u">=1+1<"_s)); // HTML needs no formula guard: shown as typed
}

void TestHtmlReportWriter::selfContainedWithInlineChart()
{
    const ReportSimulatorSection snapshot = sampleSnapshot();
    const QString html = QString::fromUtf8(
        HtmlReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), u"en"_s, snapshot)));
    QVERIFY(html.contains(u"<style>"_s));
    QVERIFY(!html.contains(u"<link"_s));
    QVERIFY(!html.contains(u"<script"_s));
    QVERIFY(!html.contains(u"src=\"http"_s));
    const QString dataUrl
        = u"src=\"data:image/png;base64,%1\""_s.arg(QString::fromLatin1(snapshot.chartPng.toBase64()));
    QVERIFY(html.contains(dataUrl));
    QVERIFY(html.contains(ReportLabels::simulator()));
    for (const ReportFact &figure : snapshot.figures) {
        QVERIFY(html.contains(u"<th>%1</th>"_s.arg(figure.label)));
        QVERIFY(html.contains(u">%1</td>"_s.arg(figure.value)));
    }
}

void TestHtmlReportWriter::simulatorSectionOmittedWhenEmpty()
{
    const QString none
        = QString::fromUtf8(HtmlReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), u"en"_s)));
    QVERIFY(!none.contains(ReportLabels::simulator()));
    QVERIFY(!none.contains(u"<img"_s));

    ReportSimulatorSection figuresOnly = sampleSnapshot();
    figuresOnly.chartPng.clear();
    const QString noImage = QString::fromUtf8(
        HtmlReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), u"en"_s, figuresOnly)));
    QVERIFY(noImage.contains(ReportLabels::simulator()));
    QVERIFY(!noImage.contains(u"<img"_s));
}

void TestHtmlReportWriter::partialAttemptSaysSo()
{
    const QuestionBank bank = loadBank(testBankPath());
    const QString partial = QString::fromUtf8(HtmlReportWriter::write(report(bank, partialAnswers(), u"en"_s)));
    QVERIFY(partial.contains(u"Partial attempt: 7 of 8 answered"_s));
    QVERIFY(partial.contains(u"4 of 8 correct (50%)"_s));
    QVERIFY(partial.contains(u"<td class=\"unanswered\">Not answered</td>"_s));
    QCOMPARE(partial.count(u"<tr><td class=\"number\">"_s), 8);

    const QString complete = QString::fromUtf8(HtmlReportWriter::write(report(bank, allCorrectAnswers(bank), u"en"_s)));
    QVERIFY(!complete.contains(u"Partial attempt"_s));
    QVERIFY(complete.contains(u"8 of 8 correct (100%)"_s));
}

// Browsers break Korean between any two syllables ("필/요하기") unless told to keep words whole, and squeeze the
// narrow No. and Result headers to one character per line ("번/호").
void TestHtmlReportWriter::koreanKeepsWordsWhole()
{
    const QString html
        = QString::fromUtf8(HtmlReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), u"ko"_s)));
    QVERIFY(html.contains(u"<html lang=\"ko\">"_s));
    QVERIFY(html.contains(QRegularExpression(u":lang\\(ko\\)\\s*\\{\\s*word-break:\\s*keep-all;"_s)));
    QVERIFY(html.contains(
        QRegularExpression(u"th\\.number, th\\.mark \\{[^}]*min-width: 4em;[^}]*white-space: nowrap;"_s)));
    QVERIFY(html.contains(u"<th class=\"number\">"_s) && html.contains(u"<th class=\"mark\">"_s));
}

// Each row of the questions table carries its question; its number in the report's digits.
void TestHtmlReportWriter::questionTextAndNumbersInTheTable()
{
    const QuestionBank bank = loadBank(testBankPath());
    const QString html = QString::fromUtf8(HtmlReportWriter::write(report(bank, partialAnswers(), u"bn"_s)));
    const QString table = html.section(u"<tbody>"_s, 1).section(u"</tbody>"_s, 0, 0);
    QVERIFY(html.contains(u"<th>%1</th>"_s.arg(ReportLabels::questionColumn().toHtmlEscaped())));
    const QStringList rows = table.split(u"</tr>"_s, Qt::SkipEmptyParts);
    QCOMPARE(rows.size() - 1, bank.questions.size()); // the text after the last row is a newline
    for (int i = 0; i < bank.questions.size(); ++i) {
        QVERIFY2(rows.at(i).contains(bank.questions.at(i).stem.text(u"bn"_s).toHtmlEscaped()), qPrintable(rows.at(i)));
        QVERIFY(rows.at(i).contains(u"<td class=\"number\">%1</td>"_s.arg(ReportLabels::number(u"bn"_s, i + 1))));
    }
    QVERIFY(rows.at(0).contains(u"<td class=\"number\">১</td>"_s));
}

QTEST_GUILESS_MAIN(TestHtmlReportWriter)
#include "tst_htmlreportwriter.moc"
