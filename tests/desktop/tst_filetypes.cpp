// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString AppId = u"io.github.checkpointquiz.CheckpointQuiz"_s;
const QString Resources = QStringLiteral(CQ_SOURCE_DIR "/resources/");

} // namespace

// The file associations as a desktop sees them: the MIME types the app installs tell its quiz files from other JSON
// and text (checked with Qt's reader of the shared MIME database, on the system's types plus ours), and the desktop
// entry claims exactly those types and takes a file. A .json bank is recognised by its content: the spec prefers a
// magic match that is a subclass of the glob's type (GIO does; Qt 6.4's QMimeDatabase stops at a single glob match),
// so the bank rows ask for the type by content, and scripts/package checks the installed association with gio.
class TestFileTypes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void typeOfFile_data();
    void typeOfFile();
    void desktopEntryClaimsOurTypes();

private:
    QTemporaryDir m_dir;
    QStringList m_definedTypes;
};

void TestFileTypes::initTestCase()
{
    // Our package file where an installed one would be: <data dir>/mime/packages/<id>.xml.
    const QString packages = m_dir.filePath(u"mime/packages"_s);
    QVERIFY(QDir().mkpath(packages));
    QVERIFY(QFile::copy(Resources + AppId + u".mime.xml"_s, packages + u'/' + AppId + u".xml"_s));
    qputenv("XDG_DATA_DIRS", (m_dir.path() + u":/usr/local/share:/usr/share"_s).toLocal8Bit());
    // update-mime-database is what dpkg's trigger runs on it: it must accept the file without a complaint.
    const QString updater = QStandardPaths::findExecutable(u"update-mime-database"_s);
    if (!updater.isEmpty()) {
        QProcess process;
        process.start(updater, {m_dir.filePath(u"mime"_s)});
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(process.readAllStandardError(), QByteArray());
        QVERIFY(QFile::exists(m_dir.filePath(u"mime/mime.cache"_s)));
    }

    QFile xml(Resources + AppId + u".mime.xml"_s);
    QVERIFY(xml.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(xml.readAll());
    for (const QString &type : {u"application/x-checkpoint-quiz+json"_s, u"text/x-gift"_s})
        if (text.contains(u"<mime-type type=\""_s + type + u'"'))
            m_definedTypes.append(type);
}

void TestFileTypes::typeOfFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("parent"); // what a desktop falls back to for it
    QTest::addColumn<bool>("byContent");
    const QByteArray bank = "{\n  \"format\": \"checkpoint-quiz-bank\",\n  \"version\": 1,\n  \"id\": \"x\"\n}\n";
    QTest::newRow("our JSON bank") << u"week-3.json"_s << bank << u"application/x-checkpoint-quiz+json"_s
                                   << u"application/json"_s << true;
    QTest::newRow("our bank, written compactly")
        << u"b.json"_s << QByteArray("{\"format\":\"checkpoint-quiz-bank\"}") << u"application/x-checkpoint-quiz+json"_s
        << u"application/json"_s << true;
    // Content alone does not make other JSON ours (JSON has no magic of its own, so it reads as text).
    QTest::newRow("other JSON") << u"x.json"_s << QByteArray("{\"format\": \"checkpoint-quiz-bank-2\"}")
                                << u"text/plain"_s << QString() << true;
    QTest::newRow("other JSON, by name") << u"package.json"_s << QByteArray("{\"name\": \"x\"}\n")
                                         << u"application/json"_s << QString() << false;
    QTest::newRow("GIFT") << u"quiz.gift"_s << QByteArray("::Q1:: 2+2 is {=4 ~5}\n") << u"text/x-gift"_s
                          << u"text/plain"_s << false;
    QTest::newRow("plain text") << u"notes.txt"_s << QByteArray("Question?\nA. yes\nANSWER: A\n") << u"text/plain"_s
                                << QString() << false;
}

void TestFileTypes::typeOfFile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, type);
    QFETCH(QString, parent);
    QFETCH(bool, byContent);
    const QString path = m_dir.filePath(name);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const QMimeDatabase database;
    const QMimeType found
        = byContent ? database.mimeTypeForFile(path, QMimeDatabase::MatchContent) : database.mimeTypeForFile(path);
    QCOMPARE(found.name(), type);
    if (!parent.isEmpty())
        QVERIFY2(found.inherits(parent), qPrintable(found.parentMimeTypes().join(u' ')));
}

void TestFileTypes::desktopEntryClaimsOurTypes()
{
    QFile file(Resources + AppId + u".desktop"_s);
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    QString exec;
    QStringList claimed;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (line.startsWith(u"Exec="_s))
            exec = line.mid(5);
        else if (line.startsWith(u"MimeType="_s))
            claimed = line.mid(9).split(u';', Qt::SkipEmptyParts);
    }
    QCOMPARE(exec, u"checkpoint-quiz %f"_s); // one file per start; the single instance gathers them in one window
    claimed.sort();
    QStringList defined = m_definedTypes;
    defined.sort();
    QCOMPARE(defined.size(), 2);
    QCOMPARE(claimed, defined);
}

QTEST_GUILESS_MAIN(TestFileTypes)
#include "tst_filetypes.moc"
