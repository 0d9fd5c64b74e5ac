// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/windowcommand.h"
#include "core/practice/practiceset.h"
#include "core/review/learnerdatabase.h"
#include "core/review/reviewschedule.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;

// `checkpoint-quiz review --list`: the due items of a learner's database as JSON, at a moment the caller sets.
class TestReviewCommand final : public QObject
{
    Q_OBJECT

private:
    struct Outcome
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Outcome run(const QStringList &arguments) { return run(u"review"_s, arguments); }
    static Outcome run(const QString &command, const QStringList &arguments)
    {
        Outcome outcome;
        QTextStream out(&outcome.out);
        QTextStream err(&outcome.err);
        const WindowCommand window([](const QCommandLineParser &, QTextStream &) { return -1; });
        const CommandRegistry commands(window);
        const CommandLine commandLine(QStringList{u"checkpoint-quiz"_s, command} + arguments, commands);
        outcome.exitCode = commandLine.execute(out, err);
        out.flush();
        err.flush();
        return outcome;
    }

    // Two items answered on 5 January 2026 at 09:00 UTC: a bank question wrong (due a minute later) and a practice
    // kind right twice (in review, due two days after its second answer).
    static void fill(const QString &folder)
    {
        LearnerDatabase::Opened opened = LearnerDatabase::open(folder);
        QVERIFY(opened.database);
        ReviewSchedule schedule(*opened.database);
        const Expected<QuestionBank> bank = QuestionBankLoader::fromFile(
            QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json"));
        QVERIFY(bank);
        const QDateTime morning = QDateTime::fromString(u"2026-01-05T09:00:00.000Z"_s, Qt::ISODateWithMs);
        QVERIFY(schedule.record(ReviewAnswer::of(*bank, 2, false, morning)));
        const QuestionBank practice = PracticeSet::generate(3, 1);
        QVERIFY(schedule.record(ReviewAnswer::of(practice, 0, true, morning)));
        QVERIFY(schedule.record(ReviewAnswer::of(practice, 0, true, morning.addSecs(600))));
    }

    static QJsonArray listed(const Outcome &outcome)
    {
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(outcome.out.toUtf8(), &error);
        return error.error == QJsonParseError::NoError && json.isArray() ? json.array() : QJsonArray{{u"unparsed"_s}};
    }

private slots:
    void listsWhatIsDueAtTheMoment_data()
    {
        QTest::addColumn<QString>("now");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("before anything") << u"2026-01-05T09:00:30Z"_s << QStringList();
        QTest::newRow("a minute later") << u"2026-01-05T09:01:00Z"_s
                                        << QStringList{u"gradient-checkpointing/sqrt-n-spacing"_s};
        QTest::newRow("a date: its end") << u"2026-01-07"_s
                                         << QStringList{u"gradient-checkpointing/sqrt-n-spacing"_s, u"practice"_s};
        QTest::newRow("the day before") << u"2026-01-06"_s << QStringList{u"gradient-checkpointing/sqrt-n-spacing"_s};
    }
    void listsWhatIsDueAtTheMoment()
    {
        QFETCH(QString, now);
        QFETCH(QStringList, ids);
        QTemporaryDir dir;
        fill(dir.path());
        const Outcome outcome = run({u"--list"_s, u"--now"_s, now, u"--data-dir"_s, dir.path()});
        QCOMPARE(outcome.err, QString());
        QCOMPARE(outcome.exitCode, 0);
        const QJsonArray items = listed(outcome);
        QCOMPARE(items.size(), ids.size());
        for (qsizetype i = 0; i < ids.size(); ++i)
            QVERIFY2(items.at(i)[u"id"_s].toString().startsWith(ids.at(i)), qPrintable(outcome.out));
    }

    void everyFieldIsExact()
    {
        QTemporaryDir dir;
        fill(dir.path());
        const QJsonArray items
            = listed(run({u"--list"_s, u"--now"_s, u"2026-01-08T09:10:00Z"_s, u"--data-dir"_s, dir.path()}));
        QCOMPARE(items.size(), 2);
        const QJsonObject missed = items.at(0).toObject();
        QCOMPARE(missed[u"concept"_s].toString(), u"spacing"_s);
        QCOMPARE(missed[u"state"_s].toString(), u"learning"_s);
        QCOMPARE(missed[u"due"_s].toString(), u"2026-01-05T09:01:00.000Z"_s);
        QCOMPARE(missed[u"stability"_s].toDouble(), FsrsScheduler::DefaultParameters[0]); // Again's first stability
        const QJsonObject practised = items.at(1).toObject();
        QCOMPARE(practised[u"state"_s].toString(), u"review"_s);
        QCOMPARE(practised[u"due"_s].toString(), u"2026-01-07T09:10:00.000Z"_s);
        QCOMPARE(practised[u"stability"_s].toDouble(), FsrsScheduler::DefaultParameters[2]); // Good's
        // Three days after the second answer, at 2.3065 days' stability: (1 + F·3/S)^-0.1542.
        const double factor = std::pow(0.9, -1 / 0.1542) - 1;
        QCOMPARE(practised[u"retrievability"_s].toDouble(), std::pow(1 + factor * 3 / 2.3065, -0.1542));
        QVERIFY(practised[u"difficulty"_s].toDouble() > 1 && practised[u"difficulty"_s].toDouble() < 10);
        QCOMPARE(practised.keys(), (QStringList{u"concept"_s, u"difficulty"_s, u"due"_s, u"id"_s, u"retrievability"_s,
                                                u"stability"_s, u"state"_s}));
    }

    void emptyFolderListsNothingAndMakesNothing()
    {
        QTemporaryDir dir;
        const Outcome outcome = run({u"--list"_s, u"--data-dir"_s, dir.path()});
        QCOMPARE(outcome.exitCode, 0);
        QCOMPARE(listed(outcome), QJsonArray());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a date") << QStringList{u"--list"_s, u"--now"_s, u"tomorrow"_s} << 2 << u"ISO 8601"_s;
        QTest::newRow("no folder") << QStringList{u"--list"_s, u"--data-dir"_s, u"/nonexistent/folder"_s} << 1
                                   << u"not a folder"_s;
    }
    void badInputIsRefused()
    {
        QFETCH(QStringList, arguments);
        const Outcome outcome = run(arguments);
        QTEST(outcome.exitCode, "exitCode");
        QFETCH(QString, message);
        QVERIFY2(outcome.err.contains(message), qPrintable(outcome.err));
        QCOMPARE(outcome.out, QString());
    }

    // A damaged database is reported and left exactly as it is: listing changes nothing.
    void damagedDatabaseIsReportedNotTouched()
    {
        QTemporaryDir dir;
        const QByteArray garbage = QByteArray("not a database ").repeated(300);
        QFile file(dir.filePath(u"learner.sqlite"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
        file.close();
        const Outcome outcome = run({u"--list"_s, u"--data-dir"_s, dir.path()});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.err.contains(u"learner.sqlite"_s), qPrintable(outcome.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"learner.sqlite"_s});
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), garbage);
    }

    // `checkpoint-quiz export-data`: the whole database as JSON, on standard output or in a file, read-only.
    void exportDataWritesEverything()
    {
        QTemporaryDir dir;
        fill(dir.path());
        const Outcome printed = run(u"export-data"_s, {u"--data-dir"_s, dir.path()});
        QCOMPARE(printed.exitCode, 0);
        QCOMPARE(printed.err, QString());
        const QJsonObject json = QJsonDocument::fromJson(printed.out.toUtf8()).object();
        QCOMPARE(json.value(u"format"_s).toString(), u"checkpoint-quiz-learner-data"_s);
        const QJsonObject tables = json.value(u"tables"_s).toObject();
        QCOMPARE(tables.value(u"review_log"_s).toArray().size(), 3);
        const QJsonArray items = tables.value(u"review_item"_s).toArray();
        QCOMPARE(items.size(), 2);
        QJsonObject kept; // the bank question, kept to be asked again: embedded as JSON, not as text
        for (const auto &item : items) {
            if (item.toObject().value(u"question"_s).isObject())
                kept = item.toObject().value(u"question"_s).toObject();
        }
        QCOMPARE(kept.value(u"questions"_s).toArray().size(), 1);

        QTemporaryDir elsewhere; // never inside the data folder
        const QString path = elsewhere.filePath(u"export.json"_s);
        const Outcome written = run(u"export-data"_s, {u"--data-dir"_s, dir.path(), u"-o"_s, path});
        QCOMPARE(written.exitCode, 0);
        QCOMPARE(written.out, QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
        saved.insert(u"exported_at"_s, json.value(u"exported_at"_s));
        QCOMPARE(saved, json);
    }

    // reliability-3 F6: `export-data -o` never replaces the learner's database, its -wal or -shm, or writes anything
    // else in the data folder, however the path is spelled; exit status 1 and one line, the database unchanged.
    void exportDataNeverWritesIntoTheDataFolder_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("the database") << u"data/learner.sqlite"_s;
        QTest::newRow("its -wal") << u"data/learner.sqlite-wal"_s;
        QTest::newRow("its -shm") << u"data/learner.sqlite-shm"_s;
        QTest::newRow("a new file in the folder") << u"data/export.json"_s;
        QTest::newRow("through a link to the folder") << u"alias/learner.sqlite"_s;
    }

    void exportDataNeverWritesIntoTheDataFolder()
    {
        QFETCH(QString, target);
        QTemporaryDir dir;
        const QDir root(dir.path());
        QVERIFY(root.mkdir(u"data"_s));
        fill(root.filePath(u"data"_s));
        QVERIFY(QFile::link(root.filePath(u"data"_s), root.filePath(u"alias"_s)));
        QFile database(root.filePath(u"data/learner.sqlite"_s));
        QVERIFY(database.open(QIODevice::ReadOnly));
        const QByteArray before = database.readAll();
        database.close();
        const QStringList filesBefore = QDir(root.filePath(u"data"_s)).entryList(QDir::Files, QDir::Name);

        const Outcome outcome
            = run(u"export-data"_s, {u"--data-dir"_s, root.filePath(u"data"_s), u"-o"_s, root.filePath(target)});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.err.contains(u"the folder where the app keeps the learner's data"_s), qPrintable(outcome.err));
        QCOMPARE(outcome.err.count(u'\n'), 1);
        QVERIFY(database.open(QIODevice::ReadOnly));
        QCOMPARE(database.readAll(), before);
        QCOMPARE(QDir(root.filePath(u"data"_s)).entryList(QDir::Files, QDir::Name), filesBefore);
    }

    // The export holds what the file holds: a JSON column that is not JSON, or larger than any the app writes, comes
    // out as a string, escaped, and the document stays valid JSON (reliability-3 F10: written row by row).
    void exportKeepsDamagedColumnsAsText_data()
    {
        QTest::addColumn<QByteArray>("stored");
        QTest::addColumn<QString>("exported");
        QTest::newRow("quotes, backslash, controls")
            << QByteArray("not \"json\"\t\x01\\end\n") << u"not \"json\"\t\x01\\end\n"_s;
        QTest::newRow("invalid UTF-8") << QByteArray("\xff\xfe ab") << u"\uFFFD\uFFFD ab"_s;
        const QByteArray large = "{\"pad\": \"" + QByteArray(LearnerDatabase::MaxJsonColumnSize, 'x') + "\"}";
        QTest::newRow("JSON over the size limit") << large << QString::fromLatin1(large);
    }

    void exportKeepsDamagedColumnsAsText()
    {
        QFETCH(QByteArray, stored);
        QFETCH(QString, exported);
        QTemporaryDir dir;
        fill(dir.path());
        {
            LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
            QSqlQuery query(opened.database->connection());
            query.prepare(u"UPDATE review_item SET question = ? WHERE rowid = (SELECT min(rowid) FROM review_item)"_s);
            query.addBindValue(stored);
            QVERIFY(query.exec());
        }
        const Outcome printed = run(u"export-data"_s, {u"--data-dir"_s, dir.path()});
        QCOMPARE(printed.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(printed.out.toUtf8(), &error);
        QCOMPARE(error.errorString(), QJsonParseError().errorString());
        const QJsonArray items = json[u"tables"_s][u"review_item"_s].toArray();
        QCOMPARE(items.size(), 2);
        QCOMPARE(items.at(0)[u"question"_s].toString(), exported);
    }

    void exportDataRefusesAFolderWithoutData()
    {
        QTemporaryDir dir;
        const Outcome outcome = run(u"export-data"_s, {u"--data-dir"_s, dir.path()});
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.err.contains(u"holds no learner's data"_s), qPrintable(outcome.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
        const Outcome blocked
            = run(u"export-data"_s, {u"--data-dir"_s, dir.path() + u"/none"_s, u"-o"_s, dir.filePath(u"x.json"_s)});
        QCOMPARE(blocked.exitCode, 1);
        QVERIFY(!QFile::exists(dir.filePath(u"x.json"_s)));
    }
};

QTEST_GUILESS_MAIN(TestReviewCommand)
#include "tst_reviewcommand.moc"
