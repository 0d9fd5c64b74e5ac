// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/report/renderoptions.h"
#include "core/report/reportformat.h"
#include "core/report/reportpages.h"

#include <QDir>
#include <QLibraryInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

// The pages module is found, checked and used through the table; what cannot be loaded is refused with the file's
// name and the reason. The build's module is the one CHECKPOINT_QUIZ_PAGES_MODULE names (tests/CMakeLists.txt).
class TestReportPages final : public QObject
{
    Q_OBJECT

private slots:
    void theBuildsModuleIsLoaded();
    void pdfFormatWritesThroughTheModule();
    void librariesNameTheirVersions();
    void candidatesInOrder();
    void refusals_data();
    void refusals();
    void missingEverywhereListsWhereItLooked();
};

void TestReportPages::theBuildsModuleIsLoaded()
{
    const Expected<const ReportPagesModule *> &pages = ReportPages::module();
    QVERIFY2(pages, qPrintable(pages.error()));
    QCOMPARE(QString::fromUtf8((*pages)->version), QStringLiteral(CQ_VERSION));
    // Loaded once: the same table every time.
    QCOMPARE(*ReportPages::module(), *pages);
}

void TestReportPages::pdfFormatWritesThroughTheModule()
{
    const ReportFormat *pdf = ReportFormat::forPath(u"report.pdf"_s);
    QVERIFY(pdf != nullptr);
    QString error;
    const QByteArray bytes = pdf->render(report(loadBank(testBankPath()), partialAnswers(), u"en"_s), {}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
}

void TestReportPages::librariesNameTheirVersions()
{
    const QStringList libraries = ReportPages::libraries();
    QCOMPARE(libraries.size(), 2);
    QVERIFY2(libraries.at(0).startsWith(u"Pango 1."_s), qPrintable(libraries.at(0)));
    QVERIFY2(libraries.at(1).startsWith(u"Cairo 1."_s), qPrintable(libraries.at(1)));
}

void TestReportPages::candidatesInOrder()
{
    const QStringList paths = ReportPages::candidatePaths();
    QCOMPARE(paths.size(), 3);
    QCOMPARE(paths.at(0), qEnvironmentVariable(ReportPages::PathVariable));
    const QString program = QCoreApplication::applicationDirPath();
    // The installed module, beside the program's libraries (bin/../lib/<multiarch>/checkpoint-quiz).
    QVERIFY2(paths.at(1).endsWith(u"/lib/x86_64-linux-gnu/checkpoint-quiz/libcheckpoint-quiz-pages.so"_s)
                 || paths.at(1).endsWith(u"/lib/checkpoint-quiz/libcheckpoint-quiz-pages.so"_s),
             qPrintable(paths.at(1)));
    QCOMPARE(paths.at(2), program + u"/libcheckpoint-quiz-pages.so"_s);
}

void TestReportPages::refusals_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("not a library") << testBankPath() << u"could not be loaded"_s;
    QTest::newRow("another library") << QLibraryInfo::path(QLibraryInfo::LibrariesPath) + u"/libQt6Core.so.6"_s
                                     << u"is not Checkpoint Quiz's report pages module"_s;
}

void TestReportPages::refusals()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    const Expected<const ReportPagesModule *> loaded = ReportPages::load(path);
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().startsWith(path), qPrintable(loaded.error()));
    QVERIFY2(loaded.error().contains(reason), qPrintable(loaded.error()));
}

void TestReportPages::missingEverywhereListsWhereItLooked()
{
    QTemporaryDir dir;
    const QStringList paths{dir.filePath(u"a/libcheckpoint-quiz-pages.so"_s),
                            dir.filePath(u"b/libcheckpoint-quiz-pages.so"_s)};
    const Expected<const ReportPagesModule *> found = ReportPages::find(paths);
    QVERIFY(!found);
    QCOMPARE(found.error(), u"PDF pages need the file libcheckpoint-quiz-pages.so, which was not found. Looked for:\n"
                            "%1\n%2\nReinstall Checkpoint Quiz; the other report formats work without it."_s.arg(
                                paths.at(0), paths.at(1)));
}

QTEST_GUILESS_MAIN(TestReportPages)
#include "tst_reportpages.moc"
