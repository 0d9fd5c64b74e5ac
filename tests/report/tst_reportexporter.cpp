// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"
#include "ui/guitestbase.h"

#include "core/i18n/language.h"
#include "core/quiz/questionbankwriter.h"
#include "core/report/jsonreportreader.h"
#include "core/report/pdfreportwriter.h"
#include "core/report/simulatorreadings.h"
#include "core/session/session.h"
#include "core/simulator/unitchainmodel.h"
#include "ui/export/reportchartrenderer.h"
#include "ui/export/reportexporter.h"
#include "ui/memorytimelinechart.h"

#include <QDir>
#include <QImage>
#include <QPageSize>
#include <QPrinter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

class TestReportExporter final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void defaultFileName_data();
    void defaultFileName();
    void asksNameOnceAndRemembersIt();
    void cancellingTheNameCancelsExport();
    void suggestsDocumentsFolder();
    void withoutDocumentsSuggestsHome();
    void cancellingTheFileDialogWritesNothing();
    void failureIsReported();
    void neverOverwritesTheBank();
    void editLearnerName();
    void printsThePdfPages_data();
    void printsThePdfPages();
    void chartHasAFixedSize();
    void chartDrawsTheRecomputeAsOnScreen();
    void answerKeyAskedOnlyWhenUnfinished();
    void reportSaysWhoAndWhich();

private:
    // A session on the test bank with partialAnswers() given, in `language`.
    std::unique_ptr<Session> session(const QString &language = u"en"_s) const;

    QTemporaryDir m_home;
    QWidget m_window;
};

void TestReportExporter::initTestCase()
{
    // A home of our own: test mode moves QSettings away from the user's, but not Documents, which tests create
    // and delete.
    QVERIFY(m_home.isValid());
    qputenv("HOME", m_home.path().toUtf8());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"checkpoint-quiz-tests"_s);
    QCoreApplication::setApplicationName(u"tst_reportexporter"_s);
}

void TestReportExporter::init()
{
    QSettings().clear();
}

std::unique_ptr<Session> TestReportExporter::session(const QString &language) const
{
    auto result = std::make_unique<Session>(loadBank(testBankPath()), 3);
    result->setLanguage(language, false);
    const QList<int> answers = partialAnswers();
    for (int i = 0; i < answers.size(); ++i) {
        for (int displayed = 0; answers.at(i) >= 0 && displayed < int(result->bank().questions.at(i).options.size());
             ++displayed) {
            if (result->attempt().bankOption(i, displayed) == answers.at(i))
                result->answer(i, displayed);
        }
    }
    return result;
}

void TestReportExporter::defaultFileName_data()
{
    QTest::addColumn<QString>("quizId");
    QTest::addColumn<QString>("learner");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"gradient-checkpointing"_s << u"Rahim Uddin"_s
                           << u"gradient-checkpointing-Rahim-Uddin-2025-03-01.pdf"_s;
    QTest::newRow("bengali") << u"gc"_s << u"রহিম উদ্দিন"_s << u"gc-রহিম-উদ্দিন-2025-03-01.pdf"_s;
    QTest::newRow("korean") << u"gc"_s << u"김민지"_s << u"gc-김민지-2025-03-01.pdf"_s;
    QTest::newRow("no name") << u"gc"_s << QString() << u"gc-2025-03-01.pdf"_s;
    QTest::newRow("path characters") << u"a/b"_s << u"x:\\y*?\"<>|z"_s << u"a-b-x-y-z-2025-03-01.pdf"_s;
    QTest::newRow("dots and controls") << u".."_s << u".hidden\t\nname."_s << u"hidden-name-2025-03-01.pdf"_s;
}

void TestReportExporter::defaultFileName()
{
    QFETCH(QString, quizId);
    QFETCH(QString, learner);
    QFETCH(QString, expected);
    QCOMPARE(ReportExporter::defaultFileName(quizId, learner, QDate(2025, 3, 1)), expected);
}

void TestReportExporter::asksNameOnceAndRemembersIt()
{
    QTemporaryDir dir;
    const auto learner = session(u"bn"_s);
    ReportExporter exporter(learner.get(), &m_window);
    exporter.setMessagesShown(false);
    exporter.setAnswerKeyPrompt([] { return std::optional<bool>(false); });
    int asked = 0;
    exporter.setNamePrompt([&](const QString &) {
        ++asked;
        return std::optional<QString>(u"  রহিম  "_s);
    });
    QString target = dir.filePath(u"first.json"_s);
    exporter.setFileNamePrompt([&](const QString &, const QString &) { return target; });
    QSignalSpy saved(&exporter, &ReportExporter::reportSaved);

    QVERIFY(GuiTest::exportReport(exporter, sampleSnapshot()));
    QCOMPARE(asked, 1);
    QCOMPARE(learner->learnerName(), u"রহিম"_s);
    QCOMPARE(QSettings().value(u"report/learnerName"_s).toString(), u"রহিম"_s);
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.at(0).at(0).toString(), target);
    QCOMPARE(saved.at(0).at(1).toString(), learner->record().id); // the attempt it is of, for Session::markExported
    QVERIFY(readFile(target).contains("\"learner\": \"রহিম\""));
    QVERIFY(readFile(target).contains("\"chartPng\": \"iVBOR")); // the snapshot went into the report

    target = dir.filePath(u"second.pdf"_s);
    learner->setLanguage(u"ko"_s, false);
    QVERIFY(GuiTest::exportReport(exporter, {}));
    QCOMPARE(asked, 1); // remembered
    QVERIFY(readFile(target).startsWith("%PDF-"));
}

void TestReportExporter::cancellingTheNameCancelsExport()
{
    const auto learner = session();
    ReportExporter exporter(learner.get(), &m_window);
    exporter.setMessagesShown(false);
    exporter.setAnswerKeyPrompt([] { return std::optional<bool>(false); });
    exporter.setNamePrompt([](const QString &) { return std::optional<QString>(); });
    bool fileAsked = false;
    exporter.setFileNamePrompt([&](const QString &, const QString &) {
        fileAsked = true;
        return QString();
    });
    QVERIFY(!GuiTest::exportReport(exporter, {}));
    QVERIFY(!fileAsked);
    QVERIFY(!QSettings().contains(u"report/learnerName"_s));
}

void TestReportExporter::suggestsDocumentsFolder()
{
    const auto learner = session();
    ReportExporter exporter(learner.get(), &m_window);
    exporter.setMessagesShown(false);
    exporter.setAnswerKeyPrompt([] { return std::optional<bool>(false); });
    learner->setLearnerName(u"Kim Min-ji"_s);
    QString suggested;
    QString filters;
    exporter.setFileNamePrompt([&](const QString &path, const QString &filter) {
        suggested = path;
        filters = filter;
        return QString();
    });
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY(QDir().mkpath(documents));
    QVERIFY(!GuiTest::exportReport(exporter, {}));
    const QFileInfo info(suggested);
    QCOMPARE(info.absolutePath(), documents);
    QCOMPARE(info.fileName(),
             ReportExporter::defaultFileName(u"gradient-checkpointing"_s, u"Kim Min-ji"_s, QDate::currentDate()));
    for (const QString &pattern : {u"*.pdf"_s, u"*.html"_s, u"*.csv"_s, u"*.json"_s})
        QVERIFY2(filters.contains(pattern), qPrintable(filters));
}

// writableLocation() names Documents even when it does not exist; the dialog would then open in the working folder.
void TestReportExporter::withoutDocumentsSuggestsHome()
{
    const auto learner = session();
    ReportExporter exporter(learner.get(), &m_window);
    exporter.setMessagesShown(false);
    exporter.setAnswerKeyPrompt([] { return std::optional<bool>(false); });
    learner->setLearnerName(u"Kim"_s);
    QString suggested;
    exporter.setFileNamePrompt([&](const QString &path, const QString &) {
        suggested = path;
        return QString();
    });
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QDir(documents).removeRecursively();
    QVERIFY(!GuiTest::exportReport(exporter, {}));
    QCOMPARE(QFileInfo(suggested).absolutePath(), QDir::homePath());
}

void TestReportExporter::cancellingTheFileDialogWritesNothing()
{
    const auto learner = session();
    ReportExporter exporter(learner.get(), &m_window);
    exporter.setMessagesShown(false);
    exporter.setAnswerKeyPrompt([] { return std::optional<bool>(false); });
    learner->setLearnerName(u"Kim"_s);
    exporter.setFileNamePrompt([](const QString &, const QString &) { return QString(); });
    QSignalSpy saved(&exporter, &ReportExporter::reportSaved);
    QSignalSpy failed(&exporter, &ReportExporter::reportFailed);
    QVERIFY(!GuiTest::exportReport(exporter, {}));
    QCOMPARE(saved.size(), 0);
    QCOMPARE(failed.size(), 0);
}

void TestReportExporter::failureIsReported()
{
    QTemporaryDir dir;
    const QString old = dir.filePath(u"plain.txt"_s);
    {
        QFile file(old);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old");
    }
    const auto learner = session();
    ReportExporter exporter(learner.get(), &m_window);
    exporter.setMessagesShown(false);
    exporter.setAnswerKeyPrompt([] { return std::optional<bool>(false); });
    learner->setLearnerName(u"Kim"_s);
    const QString target = old + u"/report.pdf"_s;
    exporter.setFileNamePrompt([&](const QString &, const QString &) { return target; });
    QSignalSpy failed(&exporter, &ReportExporter::reportFailed);
    QVERIFY(!GuiTest::exportReport(exporter, {}));
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.at(0).at(0).toString().contains(target));
    QCOMPARE(readFile(old), QByteArray("old"));

    const Expected<void> saved = exporter.saveTo(dir.path(), {});
    QVERIFY(!saved);
    const QString &error = saved.error();
    QVERIFY(error.contains(u"unknown file type"_s) || error.contains(u"folder"_s));
}

// The bank the quiz was opened from is never a report's destination (a learner could pick the .json bank itself in
// the save dialog); it stays byte for byte as it was.
void TestReportExporter::neverOverwritesTheBank()
{
    QTemporaryDir dir;
    const QString bankPath = dir.filePath(u"bank.json"_s);
    QVERIFY(QFile::copy(testBankPath(), bankPath));
    const QByteArray before = readFile(bankPath);
    const Expected<QuestionBank> bank = QuestionBankLoader::fromFile(bankPath);
    QVERIFY(bool(bank));
    QCOMPARE(bank->sourcePath, bankPath);
    Session learner(*bank, 0);
    ReportExporter exporter(&learner, &m_window);
    learner.setLearnerName(u"Kim"_s);
    const Expected<void> saved = exporter.saveTo(bankPath, {});
    QVERIFY(!saved);
    QVERIFY2(saved.error().contains(u"must not be overwritten"_s), qPrintable(saved.error()));
    QCOMPARE(readFile(bankPath), before);
}

void TestReportExporter::editLearnerName()
{
    const auto learner = session();
    ReportExporter exporter(learner.get(), &m_window);
    learner->setLearnerName(u"Old"_s);
    QString shown;
    exporter.setNamePrompt([&](const QString &current) {
        shown = current;
        return std::optional<QString>(u"New Name"_s);
    });
    QVERIFY(exporter.editLearnerName());
    QCOMPARE(shown, u"Old"_s);
    QCOMPARE(learner->learnerName(), u"New Name"_s);

    exporter.setNamePrompt([](const QString &) { return std::optional<QString>(); });
    QVERIFY(!exporter.editLearnerName());
    QCOMPARE(learner->learnerName(), u"New Name"_s);

    exporter.setNamePrompt([](const QString &) { return std::optional<QString>(u" "_s); });
    QVERIFY(exporter.editLearnerName());
    QVERIFY(!QSettings().contains(u"report/learnerName"_s));
}

namespace {

// What the simulator panel hands over: numbers, from which the report draws its own charts.
ReportSimulatorSection simulatorNumbers()
{
    ScheduleFigures figures;
    figures.peakMemory = 19;
    figures.savedAfterForward = 10;
    figures.layerForwards = 181;
    figures.extraForwards = 81;
    figures.overhead = 0.27;
    ReportSimulatorSection section;
    section.readings = SimulatorReadings::from(100, ScheduleSetting::uniform(10), figures, 100);
    return section;
}

int pageCount(const QString &pdf)
{
    bool ok = false;
    const QString info = runTool(u"pdfinfo"_s, {pdf}, &ok);
    static const QRegularExpression pages(u"Pages:\\s+(\\d+)"_s);
    return ok ? pages.match(info).captured(1).toInt() : -1;
}

} // namespace

void TestReportExporter::printsThePdfPages_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Language::codes())
        QTest::newRow(qPrintable(language)) << language;
}

// Printing prints the PDF's pages (a PDF printer stands in for paper): as many pages, the same paper, and nothing
// beyond the right margin (the HTML print used to clip the chart there). CQ_KEEP_PRINT=folder keeps the files.
void TestReportExporter::printsThePdfPages()
{
    QFETCH(QString, language);
    QTemporaryDir dir;
    const QString folder
        = qEnvironmentVariableIsSet("CQ_KEEP_PRINT") ? qEnvironmentVariable("CQ_KEEP_PRINT") : dir.path();
    const QString exported = folder + u"/exported-"_s + language + u".pdf"_s;
    const QString printed = folder + u"/printed-"_s + language + u".pdf"_s;
    const auto learner = session(language);
    ReportExporter exporter(learner.get(), &m_window);
    learner->setLearnerName(u"রহিম"_s);
    QVERIFY(exporter.saveTo(exported, simulatorNumbers()));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(printed);
    printer.setPageSize(QPageSize(QPageSize::A4)); // what saveTo chose for the C locale the tests run in
    QVERIFY(exporter.printTo(&printer, simulatorNumbers()));

    const int pages = pageCount(exported);
    QVERIFY(pages >= 3);
    QCOMPARE(pageCount(printed), pages);

    bool ok = false;
    const int dotsPerInch = 30;
    runTool(u"pdftoppm"_s, {u"-r"_s, QString::number(dotsPerInch), u"-png"_s, printed, dir.filePath(u"page"_s)}, &ok);
    QVERIFY(ok);
    const QStringList images = QDir(dir.path()).entryList({u"page*.png"_s}, QDir::Files, QDir::Name);
    QCOMPARE(images.size(), pages);
    // The right margin (PdfReportWriter::Margin, less a little for antialiasing) stays white on every page; the
    // footer's band has ink on every page.
    const int margin = int((PdfReportWriter::Margin - 8) * dotsPerInch / 72);
    for (const QString &name : images) {
        const QImage page(dir.filePath(name));
        QVERIFY(!page.isNull());
        for (int x = page.width() - margin; x < page.width(); ++x) {
            for (int y = 0; y < page.height(); ++y)
                QVERIFY2(qGray(page.pixel(x, y)) > 245, qPrintable(u"%1: ink at %2,%3"_s.arg(name).arg(x).arg(y)));
        }
        const int footerTop = page.height() - int((PdfReportWriter::Margin + 16) * dotsPerInch / 72);
        bool footerInk = false;
        for (int y = footerTop; y < page.height() && !footerInk; ++y) {
            for (int x = 0; x < page.width() && !footerInk; ++x)
                footerInk = qGray(page.pixel(x, y)) < 200;
        }
        QVERIFY2(footerInk, qPrintable(name));
    }
}

// The report's charts are drawn off screen at one fixed size, whatever the window's size.
void TestReportExporter::chartHasAFixedSize()
{
    QTemporaryDir dir;
    const auto learner = session(u"bn"_s);
    ReportExporter exporter(learner.get(), &m_window);
    for (const QSize &windowSize : {QSize(420, 300), QSize(1700, 1000)}) {
        m_window.resize(windowSize);
        const QString path = dir.filePath(u"r.json"_s);
        QVERIFY(exporter.saveTo(path, simulatorNumbers()));
        const Expected<ScoreReport> read = JsonReportReader::fromFile(path);
        QVERIFY2(read, qPrintable(read.error()));
        const QImage chart = QImage::fromData(read->simulator.chartPng, "PNG");
        QCOMPARE(chart.size(), ReportChartRenderer::LogicalSize * ReportChartRenderer::PixelRatio);
        QCOMPARE(chart.size(), QSize(1600, 1040));
        // Drawn, not blank: plenty of pixels are not white.
        int ink = 0;
        for (int y = 0; y < chart.height(); y += 4) {
            for (int x = 0; x < chart.width(); x += 4)
                ink += qGray(chart.pixel(x, y)) < 200;
        }
        QVERIFY2(ink > 1000, qPrintable(QString::number(ink)));
    }
    QVERIFY(ReportChartRenderer::render(SimulatorReadings{}, u"en"_s).isEmpty()); // nothing to draw
}

namespace {

// The runs of columns, left of the legend, that have the timeline's recompute orange somewhere in the top `height`
// rows of `image`: one per stretch of recompute the chart draws.
int recomputeRuns(const QImage &image, int height)
{
    const auto orange = [](QRgb pixel) {
        // Not the peak's red, whose antialiased edge has as much green as blue.
        return qRed(pixel) > 200 && qGreen(pixel) > 120 && qGreen(pixel) < 215 && qGreen(pixel) - qBlue(pixel) > 40;
    };
    int runs = 0;
    bool inside = false;
    for (int x = 0; x < image.width() * 7 / 10; ++x) {
        bool found = false;
        for (int y = 0; y < height && !found; ++y)
            found = orange(image.pixel(x, y));
        runs += found && !inside;
        inside = found;
    }
    return runs;
}

} // namespace

// Question 6's scene (checkpoint_sequential, N = 16, 4 segments): three segments are rerun in three separate
// stretches. The report's copy draws them as the window's chart does, not as one block, and carries none of the
// chart's controls (the zoom box stood in its top right corner).
void TestReportExporter::chartDrawsTheRecomputeAsOnScreen()
{
    SimulatorReadings readings;
    readings.schedule = ScheduleKind::PyTorch;
    readings.layers = 16;
    readings.parameter = 4;
    const QImage report = QImage::fromData(ReportChartRenderer::render(readings, u"en"_s), "PNG");
    QVERIFY(!report.isNull());
    const int timelineHeight = report.height() * 5 / 9;
    QCOMPARE(recomputeRuns(report, timelineHeight), 3);
    for (int y = 0; y < 40; ++y) {
        for (int x = report.width() - 400; x < report.width(); ++x)
            QVERIFY2(qGray(report.pixel(x, y)) > 200, qPrintable(u"ink at %1,%2"_s.arg(x).arg(y)));
    }

    UnitChainModel model;
    MemoryTimelineChart screen;
    screen.resize(ReportChartRenderer::LogicalSize.width(), timelineHeight / ReportChartRenderer::PixelRatio);
    screen.show();
    QVERIFY(QTest::qWaitForWindowExposed(&screen));
    model.setColumns(screen.plotColumns());
    model.show(readings.layers, readings.setting());
    screen.showModel(model);
    const QImage shown = screen.viewport()->grab().toImage();
    QCOMPARE(recomputeRuns(shown, shown.height()), 3);
}

// What a teacher's class view counts by: the learner's e-mail or ID (kept across runs like the name), the attempt's id
// (the same when it is exported twice), the quiz version.
void TestReportExporter::reportSaysWhoAndWhich()
{
    QTemporaryDir dir;
    const auto learner = session();
    learner->setLearnerId(u"  rafi@example.org "_s);
    QCOMPARE(QSettings().value(u"report/learnerId"_s).toString(), u"rafi@example.org"_s);
    ReportExporter exporter(learner.get(), &m_window);
    const QString first = dir.filePath(u"a.json"_s), second = dir.filePath(u"b.json"_s);
    QVERIFY(exporter.saveTo(first, {}));
    QVERIFY(exporter.saveTo(second, {}));
    const Expected<ScoreReport> a = JsonReportReader::fromFile(first), b = JsonReportReader::fromFile(second);
    QVERIFY2(a && b, qPrintable(a.error() + b.error()));
    QCOMPARE(a->learnerId, u"rafi@example.org"_s);
    QCOMPARE(a->attemptId, learner->record().id);
    QCOMPARE(b->attemptId, a->attemptId);
    QCOMPARE(a->bankSha256, QuestionBankWriter::sha256(learner->bank()));
    QCOMPARE(a->mode, ScoreReport::Mode::Immediate);
    learner->setLearnerId(QString());
    QVERIFY(!QSettings().contains(u"report/learnerId"_s));
}

// The answer key is the learner's choice for an unfinished attempt (asked, and off unless chosen); a finished
// attempt includes it without asking.
void TestReportExporter::answerKeyAskedOnlyWhenUnfinished()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"r.json"_s);
    const auto unanswered = [&] {
        const Expected<ScoreReport> read = JsonReportReader::fromFile(path);
        return read ? !read->questions.constLast().hasKey() : false;
    };
    const auto learner = session();
    learner->setLearnerName(u"Kim"_s);
    ReportExporter exporter(learner.get(), &m_window);
    exporter.setMessagesShown(false);
    exporter.setFileNamePrompt([&](const QString &, const QString &) { return path; });
    int asked = 0;
    bool include = false;
    exporter.setAnswerKeyPrompt([&] {
        ++asked;
        return std::optional<bool>(include);
    });
    QVERIFY(GuiTest::exportReport(exporter, {}));
    QCOMPARE(asked, 1);
    QVERIFY(unanswered());
    include = true;
    QVERIFY(GuiTest::exportReport(exporter, {}));
    QVERIFY(!unanswered());
    exporter.setAnswerKeyPrompt([&] { return std::optional<bool>(); }); // cancelled
    QFile::remove(path);
    QVERIFY(!GuiTest::exportReport(exporter, {}));
    QVERIFY(!QFile::exists(path));

    QVERIFY(exporter.saveTo(path, {})); // no dialogs: the default for an unfinished attempt
    QVERIFY(unanswered());

    const Question &last = learner->bank().questions.constLast();
    for (int displayed = 0; displayed < int(last.options.size()); ++displayed) {
        if (learner->attempt().bankOption(7, displayed) == last.correctOption)
            learner->answer(7, displayed);
    }
    QVERIFY(learner->attempt().isComplete());
    asked = 0;
    exporter.setAnswerKeyPrompt([&] {
        ++asked;
        return std::optional<bool>(false);
    });
    QVERIFY(GuiTest::exportReport(exporter, {}));
    QCOMPARE(asked, 0);
    QVERIFY(!unanswered());
}

QTEST_MAIN(TestReportExporter)
#include "tst_reportexporter.moc"
