// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/report/reportfile.h"
#include "core/report/reportformat.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

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
    void cancelledSaveWritesNothing_data();
    void cancelledSaveWritesNothing();
};

void TestReportFile::formatForPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("format"); // the format's main extension, empty for none
    QTest::newRow("pdf") << u"/a/r.pdf"_s << u"pdf"_s;
    QTest::newRow("PDF upper case") << u"r.PDF"_s << u"pdf"_s;
    QTest::newRow("html") << u"r.html"_s << u"html"_s;
    QTest::newRow("htm") << u"r.htm"_s << u"html"_s;
    QTest::newRow("csv") << u"r.v2.csv"_s << u"csv"_s;
    QTest::newRow("json") << u"রিপোর্ট.json"_s << u"json"_s;
    QTest::newRow("txt") << u"r.txt"_s << QString();
    QTest::newRow("none") << u"report"_s << QString();
    QTest::newRow("dot file") << u".pdf.bak"_s << QString();
}

void TestReportFile::formatForPath()
{
    QFETCH(QString, path);
    QFETCH(QString, format);
    const ReportFormat *found = ReportFormat::forPath(path);
    QCOMPARE(found ? found->name() : QString(), format);
    QCOMPARE(found, ReportFormat::forPath(path));
}

void TestReportFile::savesEachFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("start");
    QTest::newRow("pdf") << u"report.pdf"_s << QByteArray("%PDF-");
    QTest::newRow("html") << u"report.html"_s << QByteArray("<!DOCTYPE html>\n<html lang=\"ko\">");
    QTest::newRow("htm") << u"report.htm"_s << QByteArray("<!DOCTYPE html>");
    QTest::newRow("csv") << u"report.csv"_s << QByteArray("\xEF\xBB\xBFlearner,quiz_id,");
    QTest::newRow("json") << u"report.json"_s << QByteArray("{\n    \"appVersion\"");
}

void TestReportFile::savesEachFormat()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, start);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QString error;
    QVERIFY2(saveReport(report(loadBank(testBankPath()), partialAnswers(), u"ko"_s, sampleSnapshot()), path, &error),
             qPrintable(error));
    QVERIFY(error.isEmpty());
    QVERIFY(readFile(path).startsWith(start));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name}); // no temporary left
}

void TestReportFile::replacesAnExistingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.csv"_s);
    QFile old(path);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("old contents");
    old.close();
    QString error;
    QVERIFY2(saveReport(report(loadBank(testBankPath()), partialAnswers(), u"en"_s), path, &error), qPrintable(error));
    QVERIFY(readFile(path).startsWith("\xEF\xBB\xBF"));
}

void TestReportFile::failureLeavesOldFileIntact_data()
{
    // Each case gets a folder with "existing.pdf" (old bytes) and "plain.txt" (a regular file) in it.
    // The path is relative to that folder. Tests may run as root, so permissions are not how files fail here.
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unknown extension") << u"existing.txt"_s << u"unknown file type"_s;
    QTest::newRow("path is a folder") << u"folder.pdf"_s << u"it is a folder"_s;
    QTest::newRow("missing folder") << u"missing/report.pdf"_s << u"does not exist"_s;
    QTest::newRow("folder is a file") << u"plain.txt/report.pdf"_s << u"is not a folder"_s;
    QTest::newRow("missing nested folder") << u"a/b/c/existing.pdf"_s << u"does not exist"_s;
    if (geteuid() != 0)
        QTest::newRow("read-only folder") << u"readonly/existing.pdf"_s << u"Permission denied"_s;
}

void TestReportFile::failureLeavesOldFileIntact()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QByteArray oldBytes("%PDF-1.4 old report, must survive\n");
    for (const QString &name : {u"existing.pdf"_s, u"existing.txt"_s, u"plain.txt"_s}) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(oldBytes);
    }
    QVERIFY(QDir(dir.path()).mkpath(u"folder.pdf/inside"_s));
    QVERIFY(QDir(dir.path()).mkdir(u"readonly"_s));
    {
        QFile file(dir.filePath(u"readonly/existing.pdf"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(oldBytes);
    }
    QFile::setPermissions(dir.filePath(u"readonly"_s), QFile::ReadOwner | QFile::ExeOwner);

    const QString target = dir.filePath(path);
    QString error;
    QVERIFY(!saveReport(report(loadBank(testBankPath()), partialAnswers(), u"en"_s), target, &error));
    QFile::setPermissions(dir.filePath(u"readonly"_s), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    QVERIFY2(error.startsWith(u"Could not save the report to "_s + target + u": "_s), qPrintable(error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    for (const QString &name : {u"existing.pdf"_s, u"existing.txt"_s, u"plain.txt"_s, u"readonly/existing.pdf"_s})
        QCOMPARE(readFile(dir.filePath(name)), oldBytes);
    QVERIFY(QFileInfo(dir.filePath(u"folder.pdf"_s)).isDir());
    QVERIFY(QFileInfo::exists(dir.filePath(u"folder.pdf/inside"_s)));
    QVERIFY(!QFileInfo::exists(dir.filePath(u"missing"_s)));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 3); // no temporary left behind
}

// A full disk, simulated with a file size limit (works as root too): the write fails half-way, and the old
// report must still be there, byte for byte, with no temporary file left behind.
void TestReportFile::writeFailureLeavesOldFileIntact()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.pdf"_s);
    const QByteArray oldBytes("%PDF-1.4 old report\n");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(oldBytes);
    }
    const ScoreReport big = report(loadBank(testBankPath()), partialAnswers(), u"bn"_s, sampleSnapshot());

    std::signal(SIGXFSZ, SIG_IGN); // otherwise exceeding the limit kills the process instead of failing write()
    rlimit previous{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &previous), 0);
    rlimit limited = previous;
    limited.rlim_cur = 4096;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    QString error;
    const bool saved = saveReport(big, path, &error);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &previous), 0);

    QVERIFY(!saved);
    QVERIFY2(error.startsWith(u"Could not save the report to "_s + path + u": "_s), qPrintable(error));
    QVERIFY2(error.contains(u"too large"_s, Qt::CaseInsensitive), qPrintable(error));
    QCOMPARE(readFile(path), oldBytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{u"report.pdf"_s});
}

// L3: a PDF of thousands of pages is rendered off the GUI thread and can be cancelled; a cancelled save writes nothing
// and leaves an existing file as it was.
void TestReportFile::cancelledSaveWritesNothing_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("pdf") << u"report.pdf"_s;
    QTest::newRow("csv") << u"report.csv"_s;
}

void TestReportFile::cancelledSaveWritesNothing()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old contents");
    }
    const std::atomic_bool cancelled = true;
    const Expected<void> saved = ReportFile::save(report(loadBank(testBankPath()), partialAnswers(), u"en"_s), path,
                                                  QLocale::system(), {}, std::nullopt, &cancelled);
    QVERIFY(!saved);
    QVERIFY2(saved.error().endsWith(u"cancelled"_s), qPrintable(saved.error()));
    QCOMPARE(readFile(path), QByteArray("old contents"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});
}

QTEST_GUILESS_MAIN(TestReportFile)
#include "tst_reportfile.moc"
