// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/appidentity.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// The application id names the settings and data folders, and what 0.1.0 kept under "CheckpointQuiz" is carried
// over once, never deleted or overwritten.
class TestAppIdentity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void namesFollowTheId();
    void movesWhatTheOldVersionKept();
    void newPlaceInUseWins();
    void nothingToMove();
    void failedMoveLeavesTheOldInPlace();

private:
    static void write(const QString &path, const QByteArray &bytes);
    static QByteArray read(const QString &path);
    QTemporaryDir m_dir;
};

void TestAppIdentity::initTestCase()
{
    QVERIFY(m_dir.isValid());
    AppIdentity::apply();
}

void TestAppIdentity::write(const QString &path, const QByteArray &bytes)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray TestAppIdentity::read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

void TestAppIdentity::namesFollowTheId()
{
    QCOMPARE(AppIdentity::id(), u"io.github.checkpointquiz.CheckpointQuiz"_s);
    QCOMPARE(QCoreApplication::organizationName(), AppIdentity::id());
    QCOMPARE(QCoreApplication::applicationName(), u"checkpoint-quiz"_s);
    const QList<AppIdentity::Move> moves = AppIdentity::legacyMoves();
    QCOMPARE(moves.size(), 2);
    // Exactly where QSettings and the attempt store look now.
    QCOMPARE(moves.at(0).to, QSettings().fileName());
    QVERIFY(moves.at(0).to.contains(u"/io.github.checkpointquiz.CheckpointQuiz/"_s));
    QVERIFY(moves.at(0).from.endsWith(u"/CheckpointQuiz/checkpoint-quiz.conf"_s));
    QCOMPARE(moves.at(1).to, QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    QVERIFY(moves.at(1).from.endsWith(u"/CheckpointQuiz/checkpoint-quiz"_s));
}

void TestAppIdentity::movesWhatTheOldVersionKept()
{
    const QString root = m_dir.filePath(u"moves"_s);
    const QString oldConfig = root + u"/config/CheckpointQuiz/checkpoint-quiz.conf"_s;
    const QString oldData = root + u"/data/CheckpointQuiz/checkpoint-quiz"_s;
    write(oldConfig, "[General]\nlanguage=bn\n");
    write(oldData + u"/current-attempt.json"_s, "{\"answers\":[1]}");
    write(oldData + u"/history/1.json"_s, "{}");
    const QString newConfig = root + u"/config/new.id/checkpoint-quiz.conf"_s;
    const QString newData = root + u"/data/new.id/checkpoint-quiz"_s;

    QCOMPARE(AppIdentity::moveLegacyData({{oldConfig, newConfig}, {oldData, newData}}), QStringList());
    QCOMPARE(read(newConfig), QByteArray("[General]\nlanguage=bn\n"));
    QCOMPARE(read(newData + u"/current-attempt.json"_s), QByteArray("{\"answers\":[1]}"));
    QCOMPARE(read(newData + u"/history/1.json"_s), QByteArray("{}"));
    QVERIFY(!QFileInfo::exists(oldConfig));
    QVERIFY(!QFileInfo::exists(root + u"/config/CheckpointQuiz"_s)); // emptied, so removed
    QVERIFY(!QFileInfo::exists(root + u"/data/CheckpointQuiz"_s));
}

void TestAppIdentity::newPlaceInUseWins()
{
    const QString root = m_dir.filePath(u"both"_s);
    write(root + u"/old.conf"_s, "old");
    write(root + u"/new/app.conf"_s, "new");
    QCOMPARE(AppIdentity::moveLegacyData({{root + u"/old.conf"_s, root + u"/new/app.conf"_s}}), QStringList());
    QCOMPARE(read(root + u"/old.conf"_s), QByteArray("old"));
    QCOMPARE(read(root + u"/new/app.conf"_s), QByteArray("new"));
}

void TestAppIdentity::nothingToMove()
{
    const QString root = m_dir.filePath(u"fresh"_s);
    QCOMPARE(AppIdentity::moveLegacyData({{root + u"/old"_s, root + u"/new/data"_s}}), QStringList());
    QVERIFY(!QFileInfo::exists(root + u"/new"_s)); // nothing created for nothing
}

void TestAppIdentity::failedMoveLeavesTheOldInPlace()
{
    const QString root = m_dir.filePath(u"blocked"_s);
    write(root + u"/CheckpointQuiz/checkpoint-quiz/history/1.json"_s, "{}");
    // A folder below a regular file cannot be made, even by root.
    const QStringList failures = AppIdentity::moveLegacyData(
        {{root + u"/CheckpointQuiz/checkpoint-quiz"_s, u"/dev/null/new.id/checkpoint-quiz"_s}});
    QCOMPARE(failures.size(), 1);
    QVERIFY2(failures.constFirst().contains(root + u"/CheckpointQuiz/checkpoint-quiz"_s), qPrintable(failures[0]));
    QVERIFY(failures.constFirst().contains(u"/dev/null/new.id/checkpoint-quiz"_s));
    QCOMPARE(read(root + u"/CheckpointQuiz/checkpoint-quiz/history/1.json"_s), QByteArray("{}"));
}

QTEST_GUILESS_MAIN(TestAppIdentity)
#include "tst_appidentity.moc"
