#include "reportfixtures.h"

#include "report/reportfile.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace ReportFixtures;

Q_DECLARE_METATYPE(ReportFile::Format)

class TestReportFile final : public QObject
{
    Q_OBJECT

private slots:
    void formatForPath_data();
    void formatForPath();
    void savesEachFormat_data();
    void savesEachFormat();
    void replacesAnExistingFile();
    void failureLeavesOldFileIntact_data();
    void failureLeavesOldFileIntact();
    void writeFailureLeavesOldFileIntact();
};

void TestReportFile::formatForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("known");
    QTest::addColumn<ReportFile::Format>("format");
    QTest::newRow("pdf") << QStringLiteral("/a/r.pdf") << true << ReportFile::Format::Pdf;
    QTest::newRow("PDF upper case") << QStringLiteral("r.PDF") << true << ReportFile::Format::Pdf;
    QTest::newRow("html") << QStringLiteral("r.html") << true << ReportFile::Format::Html;
    QTest::newRow("htm") << QStringLiteral("r.htm") << true << ReportFile::Format::Html;
    QTest::newRow("csv") << QStringLiteral("r.v2.csv") << true << ReportFile::Format::Csv;
    QTest::newRow("json") << QStringLiteral("রিপোর্ট.json") << true << ReportFile::Format::Json;
    QTest::newRow("txt") << QStringLiteral("r.txt") << false << ReportFile::Format::Pdf;
    QTest::newRow("none") << QStringLiteral("report") << false << ReportFile::Format::Pdf;
    QTest::newRow("dot file") << QStringLiteral(".pdf.bak") << false << ReportFile::Format::Pdf;
}

void TestReportFile::formatForPath()
{
    QFETCH(QString, path);
    QFETCH(bool, known);
    QFETCH(ReportFile::Format, format);
    const std::optional<ReportFile::Format> found = ReportFile::formatForPath(path);
    QCOMPARE(found.has_value(), known);
    if (known)
        QCOMPARE(*found, format);
}

void TestReportFile::savesEachFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("start");
    QTest::newRow("pdf") << QStringLiteral("report.pdf") << QByteArray("%PDF-");
    QTest::newRow("html") << QStringLiteral("report.html") << QByteArray("<!DOCTYPE html>\n<html lang=\"ko\">");
    QTest::newRow("htm") << QStringLiteral("report.htm") << QByteArray("<!DOCTYPE html>");
    QTest::newRow("csv") << QStringLiteral("report.csv") << QByteArray("\xEF\xBB\xBFlearner,quiz_id,");
    QTest::newRow("json") << QStringLiteral("report.json") << QByteArray("{\n    \"appVersion\"");
}

void TestReportFile::savesEachFormat()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, start);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QString error;
    QVERIFY2(
        ReportFile::save(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("ko"), sampleSnapshot()),
                         path, &error),
        qPrintable(error));
    QVERIFY(error.isEmpty());
    QVERIFY(readFile(path).startsWith(start));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name}); // no temporary left
}

void TestReportFile::replacesAnExistingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.csv"));
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old contents");
    old.close();
    QString error;
    QVERIFY2(ReportFile::save(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en")), path, &error),
             qPrintable(error));
    QVERIFY(readFile(path).startsWith("\xEF\xBB\xBF"));
}

void TestReportFile::failureLeavesOldFileIntact_data()
{
    // Each case gets a folder with "existing.pdf" (old bytes) and "plain.txt" (a regular file) in it.
    // The path is relative to that folder. Tests may run as root, so permissions are not how files fail here.
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unknown extension") << QStringLiteral("existing.txt") << QStringLiteral("unknown file type");
    QTest::newRow("path is a folder") << QStringLiteral("folder.pdf") << QStringLiteral("it is a folder");
    QTest::newRow("missing folder") << QStringLiteral("missing/report.pdf") << QStringLiteral("does not exist");
    QTest::newRow("folder is a file") << QStringLiteral("plain.txt/report.pdf") << QStringLiteral("is not a folder");
    QTest::newRow("missing nested folder") << QStringLiteral("a/b/c/existing.pdf") << QStringLiteral("does not exist");
    if (geteuid() != 0)
        QTest::newRow("read-only folder")
            << QStringLiteral("readonly/existing.pdf") << QStringLiteral("Permission denied");
}

void TestReportFile::failureLeavesOldFileIntact()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QByteArray oldBytes("%PDF-1.4 old report, must survive\n");
    for (const QString &name :
         {QStringLiteral("existing.pdf"), QStringLiteral("existing.txt"), QStringLiteral("plain.txt")}) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(oldBytes);
    }
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("folder.pdf/inside")));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("readonly")));
    {
        QFile file(dir.filePath(QStringLiteral("readonly/existing.pdf")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(oldBytes);
    }
    QFile::setPermissions(dir.filePath(QStringLiteral("readonly")), QFile::ReadOwner | QFile::ExeOwner);

    const QString target = dir.filePath(path);
    QString error;
    QVERIFY(
        !ReportFile::save(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en")), target, &error));
    QFile::setPermissions(dir.filePath(QStringLiteral("readonly")),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    QVERIFY2(error.startsWith(QStringLiteral("Could not save the report to ") + target + QStringLiteral(": ")),
             qPrintable(error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    for (const QString &name : {QStringLiteral("existing.pdf"), QStringLiteral("existing.txt"),
                                QStringLiteral("plain.txt"), QStringLiteral("readonly/existing.pdf")})
        QCOMPARE(readFile(dir.filePath(name)), oldBytes);
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("folder.pdf"))).isDir());
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("folder.pdf/inside"))));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("missing"))));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 3); // no temporary left behind
}

// A full disk, simulated with a file size limit (works as root too): the write fails half-way, and the old
// report must still be there, byte for byte, with no temporary file left behind.
void TestReportFile::writeFailureLeavesOldFileIntact()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const QByteArray oldBytes("%PDF-1.4 old report\n");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(oldBytes);
    }
    const ScoreReport big = report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("bn"), sampleSnapshot());

    std::signal(SIGXFSZ, SIG_IGN); // otherwise exceeding the limit kills the process instead of failing write()
    rlimit previous{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &previous), 0);
    rlimit limited = previous;
    limited.rlim_cur = 4096;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    QString error;
    const bool saved = ReportFile::save(big, path, &error);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &previous), 0);

    QVERIFY(!saved);
    QVERIFY2(error.startsWith(QStringLiteral("Could not save the report to ") + path + QStringLiteral(": ")),
             qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("too large"), Qt::CaseInsensitive), qPrintable(error));
    QCOMPARE(readFile(path), oldBytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("report.pdf")});
}

QTEST_GUILESS_MAIN(TestReportFile)
#include "tst_reportfile.moc"
