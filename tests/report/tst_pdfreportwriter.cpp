// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/report/pdfreportwriter.h"
#include "core/report/reportformat.h"
#include "core/report/reportlabels.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

Q_DECLARE_METATYPE(RenderOptions::Paper)

class TestPdfReportWriter final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void textExtractsExactly_data();
    void textExtractsExactly();
    void bankTextIsPlainText();
    void koreanWordsStayWhole();
    void longLatinRunsWrapInKorean();
    void longTextIsRenderedCompletely_data();
    void longTextIsRenderedCompletely();
    void pages_data();
    void pages();
    void noTextCrossesThePageBottom();
    void chartImage_data();
    void chartImage();
    void paperSizeFor_data();
    void paperSizeFor();
    void answerKeyOnlyWhenAsked();
    void questionTextInTheTable();
    void bengaliDigitsThroughout();

private:
    QString save(const ScoreReport &report, RenderOptions::Paper paper = RenderOptions::Paper::A4);
    // Through the format table, as saving does, so the options every format shares apply.
    QString render(const ScoreReport &report, const RenderOptions &options);
    QString tool(const QString &name, const QStringList &arguments);

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestPdfReportWriter::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestPdfReportWriter::save(const ScoreReport &report, RenderOptions::Paper paper)
{
    QString error;
    const QByteArray pdf = PdfReportWriter::write(report, RenderOptions{paper}, &error);
    if (pdf.isEmpty())
        qWarning("PDF writer failed: %s", qPrintable(error));
    const QString path = m_dir.filePath(u"report-%1.pdf"_s.arg(++m_files));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        qWarning("cannot write %s", qPrintable(path));
    return path;
}

QString TestPdfReportWriter::render(const ScoreReport &report, const RenderOptions &options)
{
    QString error;
    const QByteArray pdf = ReportFormat::forPath(u"r.pdf"_s)->render(report, options, &error);
    const QString path = m_dir.filePath(u"report-%1.pdf"_s.arg(++m_files));
    QFile file(path);
    if (pdf.isEmpty() || !file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        qWarning("cannot write %s: %s", qPrintable(path), qPrintable(error));
    return path;
}

QString TestPdfReportWriter::tool(const QString &name, const QStringList &arguments)
{
    bool ok = false;
    const QString output = runTool(name, arguments, &ok);
    if (!ok)
        qWarning("%s %s failed", qPrintable(name), qPrintable(arguments.join(u' ')));
    return output;
}

void TestPdfReportWriter::textExtractsExactly_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Language::codes())
        QTest::newRow(qPrintable(language)) << language;
}

void TestPdfReportWriter::textExtractsExactly()
{
    QFETCH(QString, language);
    QVERIFY2(!QStandardPaths::findExecutable(u"pdftotext"_s).isEmpty(),
             "pdftotext is missing: install poppler-utils (scripts/common.sh does)");
    const QuestionBank bank = loadBank(realBankPath());
    const QString learner = u"রহিম উদ্দিন 김민지 Rahim"_s;
    const ScoreReport report = ReportFixtures::report(bank, partialAnswers(), language, sampleSnapshot(), learner);
    // -raw reads in drawing order and keeps a hyphen that ends a line ("1,000-" + "layer"), which the default
    // mode would drop as if it were a soft hyphen.
    QString text = withoutSpace(tool(u"pdftotext"_s, {u"-raw"_s, save(report), u"-"_s}));
    QVERIFY(!text.isEmpty());
    // Paragraphs may continue on the next page: take the footers out so the text reads on across the break.
    const int footers = int(text.count(withoutSpace(report.quizTitle + u" \u00b7 "_s + learner)));
    QVERIFY(footers >= 2);
    text.remove(withoutSpace(report.quizTitle + u" \u00b7 "_s + learner));
    // The exact labels, in the report's digits: a pattern would also eat a number that starts the next page.
    for (int page = 1; page <= footers; ++page) {
        const QString label = withoutSpace(ReportLabels::page(language, page, footers));
        QCOMPARE(int(text.count(label)), 1);
        text.remove(label);
    }

    const auto expectText = [&](const QString &expected) {
        QVERIFY2(text.contains(withoutSpace(expected)), qPrintable(u"missing: "_s + expected));
    };
    expectText(bank.title.text(language));
    expectText(learner);
    for (const Question &question : bank.questions) {
        expectText(question.stem.text(language));
        expectText(question.explanation.text(language));
        expectText(question.options.at(question.correctOption).text.text(language));
    }
    expectText(ReportLabels::partialAttempt(report.language, report.answeredCount(), report.questionCount()));
    expectText(ReportLabels::scoreValue(report.language, report.correctCount(), report.questionCount(),
                                        report.roundedPercent()));
    for (const ReportFact &figure : report.simulator.figures)
        expectText(figure.label + figure.value);
    // Whole words still separated by spaces where the source has them (checks the word order, not just glyphs).
    static const QRegularExpression space(u"\\s+"_s);
    const QString spaced = tool(u"pdftotext"_s, {save(report), u"-"_s}).replace(space, u" "_s);
    QVERIFY(spaced.contains(bank.title.text(language)));
}

// Korean breaks lines between words: no word may be split over two lines (in the table's narrow cells above all).
void TestPdfReportWriter::koreanWordsStayWhole()
{
    const QuestionBank bank = loadBank(realBankPath());
    const ScoreReport report = ReportFixtures::report(bank, partialAnswers(), u"ko"_s);
    const QString text = tool(u"pdftotext"_s, {u"-raw"_s, save(report), u"-"_s});
    static const QRegularExpression space(u"\\s+"_s);
    for (const Question &question : bank.questions) {
        for (const QuestionOption &option : question.options) {
            for (const QString &word : option.text.text(u"ko"_s).split(space, Qt::SkipEmptyParts)) {
                for (int cut = 1; cut < word.size(); ++cut)
                    QVERIFY2(!text.contains(word.left(cut) + u'\n' + word.mid(cut)),
                             qPrintable(u"split over two lines: "_s + word));
            }
        }
    }
}

// The keep-words rule is for Hangul only: a URL or identifier in a Korean report wraps instead of running off the
// page (and being cut), and every character of it is still there.
void TestPdfReportWriter::longLatinRunsWrapInKorean()
{
    ScoreReport report = ReportFixtures::report(loadBank(testBankPath()), partialAnswers(), u"ko"_s);
    const QString url = u"https://github.com/example-organisation/checkpointing-notes/blob/main/"_s + QString(70, u'a');
    QCOMPARE(url.size(), 140);
    const QString identifier = u"checkpoint_sequential_"_s + QString(78, u'b');
    report.questions[0].referenceCitation = u"참고 자료"_s;
    report.questions[0].referenceUrl = url;
    report.questions[1].stem += u" "_s + identifier;
    report.learnerName = QString(300, QChar(0xd55c)); // 한: one Korean word longer than a line
    const QString path = save(report);

    const double right = PdfReportWriter::pageWidth(RenderOptions::Paper::A4) - PdfReportWriter::Margin;
    QXmlStreamReader xml(tool(u"pdftotext"_s, {u"-bbox"_s, path, u"-"_s}));
    int words = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != "word"_L1)
            continue;
        const double xMax = xml.attributes().value("xMax"_L1).toDouble();
        const QString word = xml.readElementText();
        ++words;
        QVERIFY2(xMax <= right + 1.0,
                 qPrintable(u"\"%1\" ends at %2, the body at %3"_s.arg(word).arg(xMax).arg(right)));
    }
    QVERIFY(!xml.hasError());
    QVERIFY(words > 100);
    const QString text = withoutSpace(tool(u"pdftotext"_s, {path, u"-"_s}));
    QVERIFY(text.contains(url));
    QVERIFY(text.contains(identifier));
    QVERIFY(text.contains(report.learnerName));
}

// Pango stops wrapping a paragraph of about a megabyte and drops what runs off the line; the writer lays such
// texts out in chunks. Every character must reach the PDF, with and without spaces to break at.
void TestPdfReportWriter::longTextIsRenderedCompletely_data()
{
    QTest::addColumn<QString>("unit");
    QTest::newRow("no spaces") << u"x"_s;
    QTest::newRow("words") << u"xxxxxxx "_s;
}

void TestPdfReportWriter::longTextIsRenderedCompletely()
{
    QFETCH(QString, unit);
#ifdef __SANITIZE_ADDRESS__
    // A quarter: still many chunks, for the sanitizers' view of the chunking; the megabyte runs in the plain build.
    const qsizetype size = 1 << 18;
#else
    const qsizetype size = 1 << 20;
#endif
    ScoreReport report = ReportFixtures::report(loadBank(testBankPath()), partialAnswers(), u"en"_s);
    const auto xs = [this](const ScoreReport &each) { return tool(u"pdftotext"_s, {save(each), u"-"_s}).count(u'x'); };
    const qsizetype before = xs(report);
    report.questions[0].stem = unit.repeated(size / unit.size());
    QCOMPARE(report.questions[0].stem.size(), size);
    // The stem is shown whole above its explanation, and its beginning in the questions table.
    const QString &stem = report.questions[0].stem;
    QCOMPARE(xs(report) - before,
             stem.count(u'x') + ReportLabels::excerpt(stem, ReportLabels::TableQuestionLength).count(u'x'));
}

void TestPdfReportWriter::bankTextIsPlainText()
{
    const ScoreReport report = ReportFixtures::report(loadBank(hostileBankPath()), {0, 2}, u"en"_s);
    const QString text = withoutSpace(tool(u"pdftotext"_s, {save(report), u"-"_s}));
    QVERIFY(text.contains(u"<script>alert(1)</script>"_s));
    QVERIFY(text.contains(withoutSpace(u"Tricky & \"quoted\" <b>title</b>"_s)));
    QVERIFY(text.contains(u"=1+1"_s));
}

void TestPdfReportWriter::pages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("repeat"); // copies of the test bank's questions
    QTest::addColumn<bool>("simulator");
    QTest::addColumn<RenderOptions::Paper>("paper");
    QTest::addColumn<int>("expectedPages");
    QTest::addColumn<QString>("pageSize");

    const auto a4 = RenderOptions::Paper::A4;
    const auto letter = RenderOptions::Paper::Letter;
    const QString a4Size = u"595.276 x 841.89 pts (A4)"_s;
    const QString letterSize = u"612 x 792 pts (letter)"_s;
    QTest::newRow("en 8 questions") << u"en"_s << 1 << false << a4 << 3 << a4Size;
    QTest::newRow("en 8 questions + simulator") << u"en"_s << 1 << true << a4 << 4 << a4Size;
    QTest::newRow("bn 8 questions + simulator") << u"bn"_s << 1 << true << a4 << 4 << a4Size;
    QTest::newRow("ko 8 questions + simulator, letter") << u"ko"_s << 1 << true << letter << 4 << letterSize;
    QTest::newRow("bn 40 questions") << u"bn"_s << 5 << false << a4 << 12 << a4Size;
}

namespace {

ScoreReport repeated(const QString &language, int repeat, bool simulator)
{
    const QuestionBank bank = loadBank(testBankPath());
    ScoreReport result
        = report(bank, partialAnswers(), language, simulator ? sampleSnapshot() : ReportSimulatorSection());
    const QList<ReportQuestion> once = result.questions;
    for (int copy = 1; copy < repeat; ++copy) {
        for (ReportQuestion question : once) {
            question.number += copy * int(once.size());
            result.questions.append(question);
        }
    }
    return result;
}

} // namespace

void TestPdfReportWriter::pages()
{
    QFETCH(QString, language);
    QFETCH(int, repeat);
    QFETCH(bool, simulator);
    QFETCH(RenderOptions::Paper, paper);
    QFETCH(int, expectedPages);
    QFETCH(QString, pageSize);

    const QString path = save(repeated(language, repeat, simulator), paper);
    // Pages counted by pdfinfo, not by "/Type /Page" in the file: cairo 1.18 (Debian 13) writes PDF 1.7 with the page
    // objects compressed in object streams.
    const QString info = tool(u"pdfinfo"_s, {path});
    QVERIFY2(info.contains(QRegularExpression(u"Pages:\\s+%1\n"_s.arg(expectedPages))), qPrintable(info));
    QVERIFY2(info.contains(u"Page size:       "_s + pageSize), qPrintable(info));

    // Every page says "Page k of n" once, with the right total.
    const QString text = tool(u"pdftotext"_s, {path, u"-"_s});
    for (int page = 1; page <= expectedPages; ++page)
        QCOMPARE(text.count(ReportLabels::page(language, page, expectedPages)), 1);
    QCOMPARE(text.count(QRegularExpression(u"Page \\d+ of \\d+"_s, QRegularExpression::UseUnicodePropertiesOption)),
             expectedPages);
}

// pdftotext -bbox gives each word's box: nothing may reach below the body except the footer, which sits wholly
// in the reserved band, and nothing may straddle the line between them.
void TestPdfReportWriter::noTextCrossesThePageBottom()
{
    for (const QString &language : Language::codes()) {
        const QString path = save(repeated(language, 5, true));
        const QString boxes = tool(u"pdftotext"_s, {u"-bbox"_s, path, u"-"_s});
        const double height = PdfReportWriter::pageHeight(RenderOptions::Paper::A4);
        const double bodyBottom = height - PdfReportWriter::Margin - PdfReportWriter::FooterHeight;
        const double tolerance = 0.6; // glyph boxes are font-wide, a little taller than Pango's logical lines
        QXmlStreamReader xml(boxes);
        int words = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != "word"_L1)
                continue;
            const double top = xml.attributes().value("yMin"_L1).toDouble();
            const double bottom = xml.attributes().value("yMax"_L1).toDouble();
            const QString word = xml.readElementText();
            ++words;
            const bool inBody = top >= PdfReportWriter::Margin - tolerance && bottom <= bodyBottom + tolerance;
            const bool inFooter = top >= bodyBottom && bottom <= height - PdfReportWriter::Margin / 2;
            QVERIFY2(inBody || inFooter, qPrintable(u"%1 \"%2\" spans %3..%4, body ends at %5"_s.arg(language, word)
                                                        .arg(top)
                                                        .arg(bottom)
                                                        .arg(bodyBottom)));
        }
        QVERIFY(!xml.hasError());
        QVERIFY(words > 1000);
    }
}

void TestPdfReportWriter::chartImage_data()
{
    QTest::addColumn<QByteArray>("png");
    QTest::addColumn<int>("images");
    QTest::addColumn<bool>("unreadableNote");
    QTest::newRow("chart") << sampleSnapshot().chartPng << 1 << false;
    QTest::newRow("no chart") << QByteArray() << 0 << false;
    QTest::newRow("not a PNG") << QByteArray("GIF89a not really") << 0 << true;
    QTest::newRow("truncated PNG") << sampleSnapshot().chartPng.left(100) << 0 << true;
}

void TestPdfReportWriter::chartImage()
{
    QFETCH(QByteArray, png);
    QFETCH(int, images);
    QFETCH(bool, unreadableNote);
    ReportSimulatorSection snapshot = sampleSnapshot();
    snapshot.chartPng = png;
    const QString path = save(report(loadBank(testBankPath()), partialAnswers(), u"en"_s, snapshot));
    const QStringList list = tool(u"pdfimages"_s, {u"-list"_s, path}).split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(list.size() - 2, images); // two header lines
    if (images > 0)
        QVERIFY2(list.at(2).contains(QRegularExpression(u"\\s800\\s+400\\s"_s)), qPrintable(list.at(2)));
    const QString text = tool(u"pdftotext"_s, {path, u"-"_s});
    QCOMPARE(text.contains(ReportLabels::chartUnreadable()), unreadableNote);
    QVERIFY(text.contains(u"Peak memory"_s));
}

void TestPdfReportWriter::paperSizeFor_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<RenderOptions::Paper>("expected");
    const auto a4 = RenderOptions::Paper::A4;
    const auto letter = RenderOptions::Paper::Letter;
    QTest::newRow("en_US") << u"en_US"_s << letter;
    QTest::newRow("es_US") << u"es_US"_s << letter;
    QTest::newRow("en_CA") << u"en_CA"_s << letter;
    QTest::newRow("fr_CA") << u"fr_CA"_s << letter;
    QTest::newRow("en_GB") << u"en_GB"_s << a4;
    QTest::newRow("de_DE") << u"de_DE"_s << a4;
    QTest::newRow("bn_BD") << u"bn_BD"_s << a4;
    QTest::newRow("bn_IN") << u"bn_IN"_s << a4;
    QTest::newRow("ko_KR") << u"ko_KR"_s << a4;
    QTest::newRow("C") << u"C"_s << a4;
}

void TestPdfReportWriter::paperSizeFor()
{
    QFETCH(QString, locale);
    QFETCH(RenderOptions::Paper, expected);
    QCOMPARE(RenderOptions::paperFor(QLocale(locale)), expected);
}

// Exporting after the first answer must not hand out the answer key of the other seven questions: they show their
// question and "Not answered" only, unless the learner asks for the key.
void TestPdfReportWriter::answerKeyOnlyWhenAsked()
{
    const QuestionBank bank = loadBank(realBankPath());
    const ScoreReport partial = ReportFixtures::report(bank, {bank.questions.at(0).correctOption}, u"en"_s);
    RenderOptions options;
    options.includeAnswerKey = false;
    const QString withheld = withoutSpace(tool(u"pdftotext"_s, {u"-raw"_s, render(partial, options), u"-"_s}));
    options.includeAnswerKey = true;
    const QString shown = withoutSpace(tool(u"pdftotext"_s, {u"-raw"_s, render(partial, options), u"-"_s}));
    QVERIFY(!withheld.isEmpty() && !shown.isEmpty());
    // The beginnings of long texts: a page break cannot hide them.
    const auto start = [](const QString &text) { return withoutSpace(text.left(60)); };
    for (int i = 0; i < bank.questions.size(); ++i) {
        const Question &question = bank.questions.at(i);
        const QString correct = start(question.options.at(question.correctOption).text.text(u"en"_s));
        const QString explanation = start(question.explanation.text(u"en"_s));
        QVERIFY2(withheld.contains(start(question.stem.text(u"en"_s))), qPrintable(question.id));
        QVERIFY2(shown.contains(correct) && shown.contains(explanation), qPrintable(question.id));
        if (i == 0) { // answered: its key stays
            QVERIFY(withheld.contains(correct) && withheld.contains(explanation));
            continue;
        }
        QVERIFY2(!withheld.contains(correct), qPrintable(question.id + u": "_s + correct));
        QVERIFY2(!withheld.contains(explanation), qPrintable(question.id + u": "_s + explanation));
        if (question.reference.citation != bank.questions.at(0).reference.citation)
            QVERIFY2(!withheld.contains(withoutSpace(question.reference.citation)), qPrintable(question.id));
    }
    QVERIFY(withheld.count(withoutSpace(ReportLabels::notAnswered())) >= 2 * (bank.questions.size() - 1));
}

// Page 1 says what each answer was to: every question's text is in the table (and again above its explanation).
void TestPdfReportWriter::questionTextInTheTable()
{
    const QuestionBank bank = loadBank(realBankPath());
    const ScoreReport complete = ReportFixtures::report(bank, allCorrectAnswers(bank), u"en"_s);
    const QString path = save(complete);
    const QString firstPage
        = withoutSpace(tool(u"pdftotext"_s, {u"-raw"_s, u"-f"_s, u"1"_s, u"-l"_s, u"1"_s, path, u"-"_s}));
    QVERIFY2(firstPage.contains(withoutSpace(ReportLabels::questionColumn())), qPrintable(firstPage));
    QVERIFY(firstPage.contains(withoutSpace(bank.questions.at(0).stem.text(u"en"_s))));
    QVERIFY(firstPage.contains(withoutSpace(bank.questions.at(1).stem.text(u"en"_s))));
    const QString text = withoutSpace(tool(u"pdftotext"_s, {u"-raw"_s, path, u"-"_s}));
    for (const Question &question : bank.questions) {
        const QString stem = withoutSpace(question.stem.text(u"en"_s).left(50));
        QVERIFY2(text.count(stem) >= 2, qPrintable(question.id));
    }
}

// One numeral policy per language: a Bengali report writes the score, counts, question and page numbers, the
// duration and the simulator's figures in Bengali digits. Latin digits remain only in ISO dates, the app version,
// URLs and the bank's own text (formulas, code, citation years), which is the quiz authors' to choose.
void TestPdfReportWriter::bengaliDigitsThroughout()
{
    const QuestionBank bank = loadBank(realBankPath());
    ReportSimulatorSection simulator;
    ScheduleFigures figures;
    figures.peakMemory = 19;
    figures.savedAfterForward = 10;
    figures.layerForwards = 181;
    figures.extraForwards = 81;
    figures.overhead = 0.27;
    simulator.readings = SimulatorReadings::from(100, ScheduleSetting::uniform(10), figures, 100);
    const ScoreReport report = ReportFixtures::report(bank, {1, 1, 2}, u"bn"_s, simulator);
    const QString path = save(report);
    QString text = tool(u"pdftotext"_s, {u"-raw"_s, path, u"-"_s});
    QVERIFY(!text.isEmpty());
    const QString spaced = withoutSpace(text);
    for (const QString &expected :
         {ReportLabels::scoreValue(u"bn"_s, report.correctCount(), 8, report.roundedPercent()),
          ReportLabels::partialAttempt(u"bn"_s, 3, 8), ReportLabels::question(u"bn"_s, 8),
          ReportLabels::page(u"bn"_s, 1, 4), ReportLabels::activationsOf(u"bn"_s, 19, 100),
          ReportLabels::percentMore(u"bn"_s, 0.27)})
        QVERIFY2(spaced.contains(withoutSpace(expected)), qPrintable(expected));
    QVERIFY(spaced.contains(u"৮"_s));

    // Take out what may stay Latin, then every Latin number left must come from the bank's own text.
    static const QRegularExpression allowed(
        u"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}|https?://\\S+|\\b\\d+\\.\\d+\\.\\d+\\b|SHA-256|\\b[0-9a-f]{64}\\b|"
        "\\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\b"_s);
    text.remove(allowed);
    QString bankText;
    for (const Question &question : bank.questions) {
        bankText += question.stem.text(u"bn"_s) + question.explanation.text(u"bn"_s) + question.reference.citation;
        for (const QuestionOption &option : question.options)
            bankText += option.text.text(u"bn"_s) + option.feedback.text(u"bn"_s);
    }
    static const QRegularExpression latinNumber(u"[0-9]+"_s);
    for (const QRegularExpressionMatch &match : latinNumber.globalMatch(text))
        QVERIFY2(bankText.contains(match.captured()),
                 qPrintable(u"Latin digits not from the bank: "_s + match.captured()));
}

QTEST_GUILESS_MAIN(TestPdfReportWriter)
#include "tst_pdfreportwriter.moc"
