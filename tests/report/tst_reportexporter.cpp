#include "reportfixtures.h"

#include "report/reportexporter.h"

#include <QPrinter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

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
    QCoreApplication::setOrganizationName(QStringLiteral("checkpoint-quiz-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_reportexporter"));
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
    QTest::newRow("plain") << QStringLiteral("gradient-checkpointing") << QStringLiteral("Rahim Uddin")
                           << QStringLiteral("gradient-checkpointing-Rahim-Uddin-2025-03-01.pdf");
    QTest::newRow("bengali") << QStringLiteral("gc") << QStringLiteral("রহিম উদ্দিন")
                             << QStringLiteral("gc-রহিম-উদ্দিন-2025-03-01.pdf");
    QTest::newRow("korean") << QStringLiteral("gc") << QStringLiteral("김민지")
                            << QStringLiteral("gc-김민지-2025-03-01.pdf");
    QTest::newRow("no name") << QStringLiteral("gc") << QString() << QStringLiteral("gc-2025-03-01.pdf");
    QTest::newRow("path characters") << QStringLiteral("a/b") << QStringLiteral("x:\\y*?\"<>|z")
                                     << QStringLiteral("a-b-x-y-z-2025-03-01.pdf");
    QTest::newRow("dots and controls") << QStringLiteral("..") << QStringLiteral(".hidden\t\nname.")
                                       << QStringLiteral("hidden-name-2025-03-01.pdf");
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
        return std::optional<QString>(QStringLiteral("  রহিম  "));
    });
    QString target = dir.filePath(QStringLiteral("first.json"));
    exporter.setFileNamePrompt([&](const QString &, const QString &) { return target; });
    QSignalSpy saved(&exporter, &ReportExporter::reportSaved);

    QVERIFY(exporter.exportReport(attempt(), QStringLiteral("bn"), sampleSnapshot()));
    QCOMPARE(asked, 1);
    QCOMPARE(QSettings().value(QStringLiteral("report/learnerName")).toString(), QStringLiteral("রহিম"));
    QCOMPARE(saved.size(), 1);
    QCOMPARE(saved.at(0).at(0).toString(), target);
    QVERIFY(readFile(target).contains("\"learner\": \"রহিম\""));
    QVERIFY(readFile(target).contains("\"chartPng\": \"iVBOR")); // the snapshot went into the report

    target = dir.filePath(QStringLiteral("second.pdf"));
    QVERIFY(exporter.exportReport(attempt(), QStringLiteral("ko"), {}));
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
    QVERIFY(!exporter.exportReport(attempt(), QStringLiteral("en"), {}));
    QVERIFY(!fileAsked);
    QVERIFY(!QSettings().contains(QStringLiteral("report/learnerName")));
}

void TestReportExporter::suggestsDocumentsFolder()
{
    ReportExporter exporter(&m_window);
    exporter.setMessagesShown(false);
    exporter.setLearnerName(QStringLiteral("Kim Min-ji"));
    QString suggested;
    QString filters;
    exporter.setFileNamePrompt([&](const QString &path, const QString &filter) {
        suggested = path;
        filters = filter;
        return QString();
    });
    QVERIFY(!exporter.exportReport(attempt(), QStringLiteral("en"), {}));
    const QFileInfo info(suggested);
    QCOMPARE(info.absolutePath(), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    QCOMPARE(info.fileName(), ReportExporter::defaultFileName(QStringLiteral("gradient-checkpointing"),
                                                              QStringLiteral("Kim Min-ji"), QDate::currentDate()));
    for (const QString &pattern :
         {QStringLiteral("*.pdf"), QStringLiteral("*.html"), QStringLiteral("*.csv"), QStringLiteral("*.json")})
        QVERIFY2(filters.contains(pattern), qPrintable(filters));
}

void TestReportExporter::cancellingTheFileDialogWritesNothing()
{
    ReportExporter exporter(&m_window);
    exporter.setMessagesShown(false);
    exporter.setLearnerName(QStringLiteral("Kim"));
    exporter.setFileNamePrompt([](const QString &, const QString &) { return QString(); });
    QSignalSpy saved(&exporter, &ReportExporter::reportSaved);
    QSignalSpy failed(&exporter, &ReportExporter::reportFailed);
    QVERIFY(!exporter.exportReport(attempt(), QStringLiteral("en"), {}));
    QCOMPARE(saved.size(), 0);
    QCOMPARE(failed.size(), 0);
}

void TestReportExporter::failureIsReported()
{
    QTemporaryDir dir;
    const QString old = dir.filePath(QStringLiteral("plain.txt"));
    {
        QFile file(old);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("old");
    }
    ReportExporter exporter(&m_window);
    exporter.setMessagesShown(false);
    exporter.setLearnerName(QStringLiteral("Kim"));
    const QString target = old + QStringLiteral("/report.pdf");
    exporter.setFileNamePrompt([&](const QString &, const QString &) { return target; });
    QSignalSpy failed(&exporter, &ReportExporter::reportFailed);
    QVERIFY(!exporter.exportReport(attempt(), QStringLiteral("en"), {}));
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.at(0).at(0).toString().contains(target));
    QCOMPARE(readFile(old), QByteArray("old"));

    QString error;
    QVERIFY(!exporter.saveTo(dir.path(), attempt(), QStringLiteral("en"), {}, &error));
    QVERIFY(error.contains(QStringLiteral("unknown file type")) || error.contains(QStringLiteral("folder")));
}

void TestReportExporter::editLearnerName()
{
    ReportExporter exporter(&m_window);
    exporter.setLearnerName(QStringLiteral("Old"));
    QString shown;
    exporter.setNamePrompt([&](const QString &current) {
        shown = current;
        return std::optional<QString>(QStringLiteral("New Name"));
    });
    QVERIFY(exporter.editLearnerName());
    QCOMPARE(shown, QStringLiteral("Old"));
    QCOMPARE(exporter.learnerName(), QStringLiteral("New Name"));

    exporter.setNamePrompt([](const QString &) { return std::optional<QString>(); });
    QVERIFY(!exporter.editLearnerName());
    QCOMPARE(exporter.learnerName(), QStringLiteral("New Name"));

    exporter.setNamePrompt([](const QString &) { return std::optional<QString>(QStringLiteral(" ")); });
    QVERIFY(exporter.editLearnerName());
    QVERIFY(!QSettings().contains(QStringLiteral("report/learnerName")));
}

// Printing renders the HTML report through QTextDocument; a PDF printer stands in for paper. The chart must
// survive as an image (QTextDocument resolves the data: URL) and the Bengali stem must be in the output.
void TestReportExporter::printsHtmlWithChart()
{
    QTemporaryDir dir;
    const QString path = qEnvironmentVariableIsSet("CQ_KEEP_PRINT") ? qEnvironmentVariable("CQ_KEEP_PRINT")
                                                                    : dir.filePath(QStringLiteral("printed.pdf"));
    ReportExporter exporter(&m_window);
    exporter.setLearnerName(QStringLiteral("রহিম"));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    exporter.printTo(&printer, attempt(), QStringLiteral("bn"), sampleSnapshot());

    bool ok = false;
    const QString images = runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path}, &ok);
    QVERIFY(ok);
    QCOMPARE(images.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 3); // header, rule, one image
    const QString info = runTool(QStringLiteral("pdfinfo"), {path}, &ok);
    QVERIFY(ok);
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+[2-9]\n"))), qPrintable(info));
}

QTEST_MAIN(TestReportExporter)
#include "tst_reportexporter.moc"
