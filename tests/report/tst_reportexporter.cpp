#include "report/reportfixtures.h"

#include "ui/export/reportexporter.h"

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
    void cancellingTheFileDialogWritesNothing();
    void failureIsReported();
    void editLearnerName();
    void printsHtmlWithChart();

private:
    QuizAttempt attempt() const;

    QWidget m_window;
};

void TestReportExporter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings and Documents go to test folders, never the user's
    QCoreApplication::setOrganizationName(u"checkpoint-quiz-tests"_s);
    QCoreApplication::setApplicationName(u"tst_reportexporter"_s);
}

void TestReportExporter::init()
{
    QSettings().clear();
}

QuizAttempt TestReportExporter::attempt() const
{
    QuizAttempt result(loadBank(testBankPath()), 3);
    const QList<int> answers = partialAnswers();
    for (int i = 0; i < answers.size(); ++i) {
        if (answers.at(i) >= 0)
            result.answerWithBankOption(i, answers.at(i));
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
    ReportExporter exporter(&m_window);
    exporter.setMessagesShown(false);
    int asked = 0;
    exporter.setNamePrompt([&](const QString &) {
        ++asked;
        return std::optional<QString>(u"  রহিম  "_s);
    });
    QString target = dir.filePath(u"first.json"_s);
    exporter.setFileNamePrompt([&](const QString &, const QString &) { return target; });
    QSignalSpy saved(&exporter, &ReportExporter::reportSaved);

    QVERIFY(exporter.exportReport(attempt(), u"bn"_s, sampleSnapshot()));
    QCOMPARE(asked, 1);
    QCOMPARE(QSettings().value(u"report/learnerName"_s).toString(), u"রহিম"_s);
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.at(0).at(0).toString(), target);
    QVERIFY(readFile(target).contains("\"learner\": \"রহিম\""));
    QVERIFY(readFile(target).contains("\"chartPng\": \"iVBOR")); // the snapshot went into the report

    target = dir.filePath(u"second.pdf"_s);
    QVERIFY(exporter.exportReport(attempt(), u"ko"_s, {}));
    QCOMPARE(asked, 1); // remembered
    QVERIFY(readFile(target).startsWith("%PDF-"));
}

void TestReportExporter::cancellingTheNameCancelsExport()
{
    ReportExporter exporter(&m_window);
    exporter.setMessagesShown(false);
    exporter.setNamePrompt([](const QString &) { return std::optional<QString>(); });
    bool fileAsked = false;
    exporter.setFileNamePrompt([&](const QString &, const QString &) {
        fileAsked = true;
        return QString();
    });
    QVERIFY(!exporter.exportReport(attempt(), u"en"_s, {}));
    QVERIFY(!fileAsked);
    QVERIFY(!QSettings().contains(u"report/learnerName"_s));
}

void TestReportExporter::suggestsDocumentsFolder()
{
    ReportExporter exporter(&m_window);
    exporter.setMessagesShown(false);
    exporter.setLearnerName(u"Kim Min-ji"_s);
    QString suggested;
    QString filters;
    exporter.setFileNamePrompt([&](const QString &path, const QString &filter) {
        suggested = path;
        filters = filter;
        return QString();
    });
    QVERIFY(!exporter.exportReport(attempt(), u"en"_s, {}));
    const QFileInfo info(suggested);
    QCOMPARE(info.absolutePath(), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    QCOMPARE(info.fileName(),
             ReportExporter::defaultFileName(u"gradient-checkpointing"_s, u"Kim Min-ji"_s, QDate::currentDate()));
    for (const QString &pattern : {u"*.pdf"_s, u"*.html"_s, u"*.csv"_s, u"*.json"_s})
        QVERIFY2(filters.contains(pattern), qPrintable(filters));
}

void TestReportExporter::cancellingTheFileDialogWritesNothing()
{
    ReportExporter exporter(&m_window);
    exporter.setMessagesShown(false);
    exporter.setLearnerName(u"Kim"_s);
    exporter.setFileNamePrompt([](const QString &, const QString &) { return QString(); });
    QSignalSpy saved(&exporter, &ReportExporter::reportSaved);
    QSignalSpy failed(&exporter, &ReportExporter::reportFailed);
    QVERIFY(!exporter.exportReport(attempt(), u"en"_s, {}));
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
    ReportExporter exporter(&m_window);
    exporter.setMessagesShown(false);
    exporter.setLearnerName(u"Kim"_s);
    const QString target = old + u"/report.pdf"_s;
    exporter.setFileNamePrompt([&](const QString &, const QString &) { return target; });
    QSignalSpy failed(&exporter, &ReportExporter::reportFailed);
    QVERIFY(!exporter.exportReport(attempt(), u"en"_s, {}));
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.at(0).at(0).toString().contains(target));
    QCOMPARE(readFile(old), QByteArray("old"));

    QString error;
    QVERIFY(!exporter.saveTo(dir.path(), attempt(), u"en"_s, {}, &error));
    QVERIFY(error.contains(u"unknown file type"_s) || error.contains(u"folder"_s));
}

void TestReportExporter::editLearnerName()
{
    ReportExporter exporter(&m_window);
    exporter.setLearnerName(u"Old"_s);
    QString shown;
    exporter.setNamePrompt([&](const QString &current) {
        shown = current;
        return std::optional<QString>(u"New Name"_s);
    });
    QVERIFY(exporter.editLearnerName());
    QCOMPARE(shown, u"Old"_s);
    QCOMPARE(exporter.learnerName(), u"New Name"_s);

    exporter.setNamePrompt([](const QString &) { return std::optional<QString>(); });
    QVERIFY(!exporter.editLearnerName());
    QCOMPARE(exporter.learnerName(), u"New Name"_s);

    exporter.setNamePrompt([](const QString &) { return std::optional<QString>(u" "_s); });
    QVERIFY(exporter.editLearnerName());
    QVERIFY(!QSettings().contains(u"report/learnerName"_s));
}

// Printing renders the HTML report through QTextDocument; a PDF printer stands in for paper. The chart must
// survive as an image (QTextDocument resolves the data: URL) and the Bengali stem must be in the output.
void TestReportExporter::printsHtmlWithChart()
{
    QTemporaryDir dir;
    const QString path = qEnvironmentVariableIsSet("CQ_KEEP_PRINT") ? qEnvironmentVariable("CQ_KEEP_PRINT")
                                                                    : dir.filePath(u"printed.pdf"_s);
    ReportExporter exporter(&m_window);
    exporter.setLearnerName(u"রহিম"_s);
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    exporter.printTo(&printer, attempt(), u"bn"_s, sampleSnapshot());

    bool ok = false;
    const QString images = runTool(u"pdfimages"_s, {u"-list"_s, path}, &ok);
    QVERIFY(ok);
    QCOMPARE(images.split(u'\n', Qt::SkipEmptyParts).size(), 3); // header, rule, one image
    const QString info = runTool(u"pdfinfo"_s, {path}, &ok);
    QVERIFY(ok);
    QVERIFY2(info.contains(QRegularExpression(u"Pages:\\s+[2-9]\n"_s)), qPrintable(info));
}

QTEST_MAIN(TestReportExporter)
#include "tst_reportexporter.moc"
