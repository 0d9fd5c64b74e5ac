#include "reportfixtures.h"

#include "report/htmlreportwriter.h"
#include "report/reportlabels.h"

#include <QTest>

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
};

void TestHtmlReportWriter::languageAndTexts_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : supportedLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestHtmlReportWriter::languageAndTexts()
{
    QFETCH(QString, language);
    const QuestionBank bank = loadBank(textBankPath());
    const QString html = QString::fromUtf8(HtmlReportWriter::write(report(bank, partialAnswers(), language)));
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">").arg(language)));
    QVERIFY(html.contains(QStringLiteral("<meta charset=\"utf-8\">")));
    QVERIFY(html.contains(bank.title.text(language).toHtmlEscaped()));
    for (const Question &question : bank.questions) {
        QVERIFY2(html.contains(question.stem.text(language).toHtmlEscaped()), qPrintable(question.id));
        QVERIFY(html.contains(question.explanation.text(language).toHtmlEscaped()));
        QVERIFY(html.contains(question.options.at(question.correctOption).text.text(language).toHtmlEscaped()));
    }
    QVERIFY(html.contains(ReportLabels::languageName(language)));
    QVERIFY(html.endsWith(QStringLiteral("</html>\n")));
}

void TestHtmlReportWriter::bankTextIsEscaped()
{
    const QString html = QString::fromUtf8(HtmlReportWriter::write(
        report(loadBank(hostileBankPath()), {0, 2}, QStringLiteral("en"), {}, QStringLiteral("<i>Eve</i>"))));
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(html.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt;")));
    QVERIFY(!html.contains(QStringLiteral("<img src=x")));
    QVERIFY(html.contains(QStringLiteral("&lt;img src=x onerror=alert(2)&gt; &amp; more")));
    QVERIFY(html.contains(QStringLiteral("Tricky &amp; &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;")));
    QVERIFY(!html.contains(QStringLiteral("<b>title</b>")));
    QVERIFY(html.contains(QStringLiteral("&lt;i&gt;Eve&lt;/i&gt;")));
    QVERIFY(html.contains(QStringLiteral("&lt;i&gt;none&lt;/i&gt;")));
    QVERIFY(html.contains(QStringLiteral(">=1+1<"))); // HTML needs no formula guard: shown as typed
}

void TestHtmlReportWriter::selfContainedWithInlineChart()
{
    const SimulatorSnapshot snapshot = sampleSnapshot();
    const QString html = QString::fromUtf8(
        HtmlReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en"), snapshot)));
    QVERIFY(html.contains(QStringLiteral("<style>")));
    QVERIFY(!html.contains(QStringLiteral("<link")));
    QVERIFY(!html.contains(QStringLiteral("<script")));
    QVERIFY(!html.contains(QStringLiteral("src=\"http")));
    const QString dataUrl
        = QStringLiteral("src=\"data:image/png;base64,%1\"").arg(QString::fromLatin1(snapshot.chartPng.toBase64()));
    QVERIFY(html.contains(dataUrl));
    QVERIFY(html.contains(ReportLabels::simulator()));
    for (const SimulatorFigure &figure : snapshot.figures) {
        QVERIFY(html.contains(QStringLiteral("<th>%1</th>").arg(figure.label)));
        QVERIFY(html.contains(QStringLiteral(">%1</td>").arg(figure.value)));
    }
}

void TestHtmlReportWriter::simulatorSectionOmittedWhenEmpty()
{
    const QString none = QString::fromUtf8(
        HtmlReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en"))));
    QVERIFY(!none.contains(ReportLabels::simulator()));
    QVERIFY(!none.contains(QStringLiteral("<img")));

    SimulatorSnapshot figuresOnly = sampleSnapshot();
    figuresOnly.chartPng.clear();
    const QString noImage = QString::fromUtf8(
        HtmlReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en"), figuresOnly)));
    QVERIFY(noImage.contains(ReportLabels::simulator()));
    QVERIFY(!noImage.contains(QStringLiteral("<img")));
}

void TestHtmlReportWriter::partialAttemptSaysSo()
{
    const QuestionBank bank = loadBank(testBankPath());
    const QString partial
        = QString::fromUtf8(HtmlReportWriter::write(report(bank, partialAnswers(), QStringLiteral("en"))));
    QVERIFY(partial.contains(QStringLiteral("Partial attempt: 7 of 8 answered")));
    QVERIFY(partial.contains(QStringLiteral("4 of 8 correct (50%)")));
    QVERIFY(partial.contains(QStringLiteral("<td class=\"unanswered\">Not answered</td>")));
    QCOMPARE(partial.count(QStringLiteral("<tr><td class=\"number\">")), 8);

    const QString complete
        = QString::fromUtf8(HtmlReportWriter::write(report(bank, allCorrectAnswers(bank), QStringLiteral("en"))));
    QVERIFY(!complete.contains(QStringLiteral("Partial attempt")));
    QVERIFY(complete.contains(QStringLiteral("8 of 8 correct (100%)")));
}

QTEST_GUILESS_MAIN(TestHtmlReportWriter)
#include "tst_htmlreportwriter.moc"
