// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "jsonstorefiles.h"
#include "seedbank.h"

#include "core/quiz/questionbankwriter.h"
#include "core/report/scorereport.h"
#include "core/review/learnerdatabase.h"
#include "core/session/attemptstore.h"
#include "core/session/session.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

QJsonArray ints(std::initializer_list<int> values)
{
    QJsonArray array;
    for (const int value : values)
        array.append(value);
    return array;
}

// The files of a folder, but for the store's own lock.
QStringList filesIn(const QString &folder)
{
    QStringList files = QDir(folder).entryList(QDir::Files, QDir::Name);
    files.removeAll(u"attempts.lock"_s);
    // The learner's database (the review schedule) has its own tests.
    files.removeIf([](const QString &name) { return name.startsWith(u"learner.sqlite"_s); });
    return files;
}

// One value the store's database gives for `sql`.
QVariant column(const AttemptStore &store, const QString &sql)
{
    QSqlQuery query(store.database()->connection());
    if (!query.exec(sql) || !query.next())
        qFatal("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
    return query.value(0);
}

} // namespace

class TestAttemptStore final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void bankWriterRoundTrips()
    {
        const QuestionBank bank = seedBank();
        const QJsonObject written = QuestionBankWriter::toJson(bank);
        const Expected<QuestionBank> read = QuestionBankLoader::fromObject(written, u"written"_s);
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(QuestionBankWriter::toJson(*read), written);
        QCOMPARE(read->questions.size(), bank.questions.size());
        for (qsizetype i = 0; i < bank.questions.size(); ++i) {
            QCOMPARE(read->questions.at(i).stem, bank.questions.at(i).stem);
            QCOMPARE(read->questions.at(i).correctOption, bank.questions.at(i).correctOption);
            QCOMPARE(read->questions.at(i).scene.has_value(), bank.questions.at(i).scene.has_value());
            if (bank.questions.at(i).scene)
                QVERIFY(*read->questions.at(i).scene == *bank.questions.at(i).scene);
        }
    }

    void recordRoundTrips()
    {
        AttemptOptions options;
        options.exam = true;
        options.timeLimitMinutes = 15;
        QuizAttempt attempt(seedBank(), 42, options);
        QVERIFY(attempt.answer(0, 2));
        QVERIFY(attempt.answer(3, 1));
        AttemptRecord record = AttemptRecord::create(attempt, u"bn"_s, u"Rafi"_s);
        record.exported = true;
        const Expected<AttemptRecord> read = AttemptRecord::fromJson(record.toJson(), u"saved"_s);
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->id, record.id);
        QCOMPARE(read->language, u"bn"_s);
        QCOMPARE(read->learnerName, u"Rafi"_s);
        QVERIFY(read->exported);
        QVERIFY(read->attempt.options() == options);
        QCOMPARE(read->attempt.startedAt(), attempt.startedAt());
        QVERIFY(!read->attempt.isFinished());
        for (int i = 0; i < attempt.questionCount(); ++i) {
            QCOMPARE(read->attempt.order(i), attempt.order(i));
            QCOMPARE(read->attempt.chosenBankOption(i), attempt.chosenBankOption(i));
            QCOMPARE(read->attempt.answeredAt(i), attempt.answeredAt(i)); // reports give each answer's time
        }
        QVERIFY(read->attempt.answeredAt(0).isValid());
        QVERIFY(!read->attempt.answeredAt(1).isValid());
        QCOMPARE(read->toJson(), record.toJson());

        // Records from before answer times were kept still load, with no times.
        QJsonObject old = record.toJson();
        old.remove(u"answered_at"_s);
        old.remove(u"whole_quiz_questions"_s);
        const Expected<AttemptRecord> older = AttemptRecord::fromJson(old, u"old"_s);
        QVERIFY2(older, qPrintable(older.error()));
        QVERIFY(!older->attempt.answeredAt(0).isValid());
        QCOMPARE(older->attempt.chosenBankOption(0), attempt.chosenBankOption(0));
    }

    // The attempt in progress names its bank by digest: an answer rewrites the answers, not the bank.
    void anAnswerRewritesTheRecordNotTheBank()
    {
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QVERIFY(store.isWriter());
        QuizAttempt attempt(seedBank(), 7);
        QVERIFY(attempt.answer(1, 0));
        AttemptRecord record = AttemptRecord::create(attempt, u"ko"_s, u"Min"_s);
        QVERIFY(store.saveCurrent(record));
        const QByteArray bankBytes
            = QJsonDocument(QuestionBankWriter::toJson(attempt.bank())).toJson(QJsonDocument::Compact);
        const QString digest
            = QString::fromLatin1(QCryptographicHash::hash(bankBytes, QCryptographicHash::Sha256).toHex());
        QCOMPARE(column(store, u"SELECT group_concat(sha256) FROM bank"_s).toString(), digest);
        QCOMPARE(column(store, u"SELECT json FROM bank"_s).toByteArray(), bankBytes);

        QVERIFY(record.attempt.answer(2, 1));
        QVERIFY(store.saveCurrent(record));
        QCOMPARE(column(store, u"SELECT count(*) FROM bank"_s).toInt(), 1); // stored once per attempt
        const QByteArray saved = column(store, u"SELECT record FROM attempt WHERE place = 'current'"_s).toByteArray();
        const QJsonObject json = QJsonDocument::fromJson(saved).object();
        QVERIFY(!json.contains(u"bank"_s));
        QCOMPARE(json.value(u"bank_sha256"_s).toString(), digest);
        QVERIFY(saved.size() < bankBytes.size() / 4);

        const AttemptStore::Loaded loaded = store.loadCurrent();
        QVERIFY2(loaded.record, qPrintable(loaded.problem));
        QCOMPARE(loaded.record->toJson(), record.toJson()); // the same record, bank and all

        // Kept in the history, it is no longer the attempt in progress; its bank stays while a record names it.
        QVERIFY(store.archive(record));
        QVERIFY(!store.loadCurrent().record);
        QCOMPARE(store.loadHistory().records.size(), 1);
        QVERIFY(store.clearCurrent());
        QCOMPARE(column(store, u"SELECT count(*) FROM bank"_s).toInt(), 1);
    }

    // After the first answer an answer or a hint writes one row, never the record, whose arrays grow with the bank;
    // reading the attempt applies the rows, and the next full write (the history) takes them in.
    void anAnswerWritesOneRowNotTheRecord()
    {
        QTemporaryDir dir;
        Session session(seedBank(), 0);
        QVERIFY(!session.enablePersistence(dir.path()));
        QVERIFY(session.answer(0, 1));
        const AttemptStore &store = *session.store();
        const QString record = u"SELECT record FROM attempt WHERE place = 'current'"_s;
        const QByteArray first = column(store, record).toByteArray();
        QVERIFY(session.useHint(2));
        QVERIFY(session.answer(2, 3));
        QVERIFY(session.answer(1, 0));
        QCOMPARE(column(store, record).toByteArray(), first);
        QCOMPARE(
            column(store, u"SELECT group_concat(question || ':' || option || ':' || hints_used) FROM "
                          u"(SELECT * FROM answer ORDER BY question)"_s)
                .toString(),
            u"1:%1:0,2:%2:1"_s.arg(session.attempt().chosenBankOption(1)).arg(session.attempt().chosenBankOption(2)));

        const AttemptStore::Loaded loaded = session.store()->loadCurrent();
        QVERIFY2(loaded.record, qPrintable(loaded.problem));
        QCOMPARE(loaded.record->toJson(), session.record().toJson());

        session.restart(); // archived: the record holds every answer, the rows go
        QCOMPARE(column(store, u"SELECT count(*) FROM answer"_s).toInt(), 0);
        QCOMPARE(session.store()->loadHistory().records.at(0).attempt.answeredCount(), 3);
        QCOMPARE(session.store()->loadHistory().records.at(0).attempt.hintsUsed(2), 1);
    }

    void aNewAttemptsBankReplacesTheOld()
    {
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QuizAttempt first(seedBank(), 1);
        QVERIFY(first.answer(0, 0));
        QVERIFY(store.saveCurrent(AttemptRecord::create(first, u"en"_s, QString())));
        QuestionBank other = seedBank();
        other.questions.removeLast();
        QuizAttempt second(other, 1);
        QVERIFY(second.answer(0, 1));
        const AttemptRecord secondRecord = AttemptRecord::create(second, u"en"_s, QString());
        QVERIFY(store.saveCurrent(secondRecord));
        QCOMPARE(column(store, u"SELECT count(*) FROM attempt"_s).toInt(), 1);
        QCOMPARE(column(store, u"SELECT group_concat(sha256) FROM bank"_s).toString(),
                 QuestionBankWriter::sha256(other));
        QCOMPARE(store.loadCurrent().record->id, secondRecord.id);
        QVERIFY(store.clearCurrent());
        QCOMPARE(column(store, u"SELECT count(*) FROM bank"_s).toInt(), 0);
    }

    // The JSON files of earlier versions are read in once, in one transaction, and left exactly as they were.
    void theJsonStoreIsImportedOnceAndKept()
    {
        QTemporaryDir dir;
        QuizAttempt inProgress(seedBank(), 3);
        QVERIFY(inProgress.answer(0, 1));
        const AttemptRecord current = AttemptRecord::create(inProgress, u"bn"_s, u"Rafi"_s);
        QuizAttempt older(seedBank(), 4);
        QVERIFY(older.answer(1, 2));
        older.setStartedAt(older.startedAt().addDays(-2));
        QuizAttempt newer(seedBank(), 5);
        QVERIFY(newer.answer(2, 0));
        newer.setStartedAt(newer.startedAt().addDays(-1));
        const AttemptRecord first = AttemptRecord::create(older, u"en"_s, QString());
        const AttemptRecord second = AttemptRecord::create(newer, u"ko"_s, QString());
        QVERIFY(JsonStoreFiles::writeCurrent(dir.path(), current));
        QVERIFY(JsonStoreFiles::writeHistory(dir.path(), second));
        QVERIFY(JsonStoreFiles::writeHistory(dir.path(), first));
        const QStringList files = filesIn(dir.path()) + filesIn(dir.filePath(u"history"_s));
        {
            AttemptStore store(dir.path());
            QCOMPARE(store.openProblems(), QStringList());
            QCOMPARE(store.loadCurrent().record->toJson(), current.toJson());
            const AttemptStore::History history = store.loadHistory();
            QCOMPARE(history.records.size(), 2);
            QCOMPARE(history.records.at(0).toJson(), first.toJson()); // oldest first
            QCOMPARE(history.records.at(1).toJson(), second.toJson());
            QCOMPARE(column(store, u"SELECT count(*) FROM bank"_s).toInt(), 1); // one bank, three attempts
        }
        QCOMPARE(filesIn(dir.path()) + filesIn(dir.filePath(u"history"_s)), files);
        QVERIFY(QFile::remove(dir.filePath(u"history/"_s + first.id + u".json"_s)));
        AttemptStore again(dir.path());
        QCOMPARE(again.loadHistory().records.size(), 2); // read once: the database is the store now
    }

    // reliability-3 F8: the files are moved one record at a time in batches of ImportBatch, the marker with the last;
    // a file set aside in one batch costs only itself.
    void manyJsonRecordsAreImportedInBatches()
    {
        QTemporaryDir dir;
        const int count = int(3 * AttemptStore::ImportBatch + 1);
        QStringList ids;
        for (int i = 0; i < count; ++i) {
            QuizAttempt attempt(seedBank(), quint32(i + 1));
            QVERIFY(attempt.answer(i % 8, 1));
            attempt.setStartedAt(attempt.startedAt().addSecs(qint64(-3600) * (count - i)));
            const AttemptRecord record = AttemptRecord::create(attempt, u"en"_s, QString());
            QVERIFY(JsonStoreFiles::writeHistory(dir.path(), record));
            ids.append(record.id);
        }
        writeFile(dir.filePath(u"history/"_s + ids.at(10) + u".json"_s), "{broken");
        AttemptStore store(dir.path());
        QCOMPARE(store.openProblems().size(), 1);
        QVERIFY2(store.openProblems().at(0).contains(ids.at(10)), qPrintable(store.openProblems().at(0)));
        QStringList read;
        QCOMPARE(store.forEachInHistory([&read](const AttemptRecord &record) { read.append(record.id); }),
                 QStringList());
        ids.removeAt(10);
        QCOMPARE(read, ids); // oldest first, every readable one
        QVERIFY(!store.database()->meta(QLatin1StringView(AttemptStore::ImportedJsonMarker)).isEmpty());
    }

    // The window moves the files on a worker thread and may be cancelled: what is left waits for a later start, and
    // the answers start the review schedule only once every record is in, so none is left out of it.
    void stoppedImportIsFinishedLater()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 10; ++i) {
            QuizAttempt attempt(seedBank(), quint32(i + 1));
            QVERIFY(attempt.answer(0, 1));
            QVERIFY(JsonStoreFiles::writeHistory(dir.path(), AttemptRecord::create(attempt, u"en"_s, QString())));
        }
        QVERIFY(AttemptStore::hasLegacyImportPending(dir.path()));
        const std::atomic_bool stop = true;
        {
            Session stopped(seedBank(), 0);
            QVERIFY(!stopped.enablePersistence(dir.path(), &stop));
            QVERIFY(stopped.store()->isLegacyImportPending());
            QVERIFY(stopped.store()->isWriter()); // the window saves as usual meanwhile
            QCOMPARE(stopped.store()->loadSummaries().summaries.size(), 0);
            QCOMPARE(column(*stopped.store(), u"SELECT count(*) FROM review_log"_s).toInt(), 0);
        }
        QVERIFY(AttemptStore::hasLegacyImportPending(dir.path()));
        Session next(seedBank(), 0);
        QVERIFY(!next.enablePersistence(dir.path()));
        QVERIFY(!next.store()->isLegacyImportPending());
        QVERIFY(!AttemptStore::hasLegacyImportPending(dir.path()));
        QCOMPARE(next.store()->loadSummaries().summaries.size(), 10);
        QCOMPARE(column(*next.store(), u"SELECT count(*) FROM review_log"_s).toInt(), 10);
    }

    // A bank that was changed, removed or named by something that is not a digest costs the record, said, not a crash;
    // the file is set aside, never deleted.
    void badBankReferencesAreRefused_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("message");
        QTest::newRow("bank edited") << u"edit"_s << u"was changed or damaged"_s;
        QTest::newRow("bank removed") << u"remove"_s << u"cannot be read"_s;
        QTest::newRow("digest is a path") << u"path"_s << u"expected the 64 hex digits of a SHA-256"_s;
        QTest::newRow("digest upper case") << u"upper"_s << u"expected the 64 hex digits of a SHA-256"_s;
    }

    void badBankReferencesAreRefused()
    {
        QFETCH(QString, damage);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QuizAttempt attempt(seedBank(), 3);
        QVERIFY(attempt.answer(2, 1));
        QVERIFY(JsonStoreFiles::writeCurrent(dir.path(), AttemptRecord::create(attempt, u"en"_s, QString())));
        const QString digest = QuestionBankWriter::sha256(attempt.bank());
        const QString bankFile = dir.filePath(u"banks/"_s + digest + u".json"_s);
        QFile current(dir.filePath(u"current-attempt.json"_s));
        QVERIFY(current.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(current.readAll()).object();
        current.close();
        if (damage == u"edit"_s) {
            QFile bank(bankFile);
            QVERIFY(bank.open(QIODevice::ReadOnly));
            QByteArray bytes = bank.readAll();
            bank.close();
            bytes.replace("checkpoint", "Checkpoint");
            writeFile(bankFile, bytes);
        } else if (damage == u"remove"_s) {
            QVERIFY(QFile::remove(bankFile));
        } else {
            json.insert(u"bank_sha256"_s, damage == u"path"_s ? u"../history/x"_s : digest.toUpper());
            writeFile(current.fileName(), QJsonDocument(json).toJson());
        }
        AttemptStore store(dir.path());
        QCOMPARE(store.openProblems().size(), 1);
        const QString problem = store.openProblems().first();
        QVERIFY2(problem.contains(message), qPrintable(problem));
        QVERIFY2(problem.contains(u"$.bank_sha256"_s), qPrintable(problem));
        QVERIFY(!store.loadCurrent().record);
        QVERIFY(!QFile::exists(current.fileName()));
        QCOMPARE(QDir(dir.path()).entryList({u"current-attempt.json.unreadable-*"_s}, QDir::Files).size(), 1);
    }

    // A row of the database that cannot be read back (a damaged bank, a record that is not one) is reported and set
    // aside in the database, never deleted, and not reported again.
    void unreadableRowsAreSetAside_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("message");
        QTest::newRow("bank edited")
            << u"UPDATE bank SET json = CAST(replace(json, 'checkpoint', 'Checkpoint') AS BLOB)"_s
            << u"does not match its digest"_s;
        QTest::newRow("record garbage") << u"UPDATE attempt SET record = '{not json'"_s << u"attempt "_s;
        // reliability-3 F10: a 200 MB record stalled the start; one over the limit is set aside without being read.
        QTest::newRow("record over the size limit")
            << u"UPDATE attempt SET record = hex(zeroblob(16777217))"_s << u"larger than 33554432 bytes"_s;
        QTest::newRow("record of another id")
            << u"UPDATE attempt SET id = '12345678-1234-1234-1234-123456789012'"_s << u"names another id"_s;
        QTest::newRow("answer row out of range")
            << u"INSERT INTO answer VALUES ((SELECT id FROM attempt), 99, 0, NULL, 0)"_s << u"question 99"_s;
        QTest::newRow("answer row's option out of range")
            << u"INSERT INTO answer VALUES ((SELECT id FROM attempt), 1, 9, NULL, 0)"_s
            << u"is not one of its options"_s;
    }
    void unreadableRowsAreSetAside()
    {
        QFETCH(QString, damage);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QuizAttempt attempt(seedBank(), 3);
        QVERIFY(attempt.answer(2, 1));
        {
            AttemptStore store(dir.path());
            QVERIFY(store.saveCurrent(AttemptRecord::create(attempt, u"en"_s, QString())));
            QSqlQuery query(store.database()->connection());
            QVERIFY2(query.exec(damage), qPrintable(query.lastError().text()));
        }
        AttemptStore store(dir.path());
        const AttemptStore::Loaded loaded = store.loadCurrent();
        QVERIFY(!loaded.record);
        QVERIFY2(loaded.problem.contains(message), qPrintable(loaded.problem));
        QVERIFY2(loaded.problem.contains(u"set aside"_s), qPrintable(loaded.problem));
        QCOMPARE(column(store, u"SELECT place FROM attempt"_s).toString(), u"unreadable"_s);
        QCOMPARE(store.loadCurrent().problem, QString());
        QVERIFY(store.saveCurrent(AttemptRecord::create(attempt, u"en"_s, QString()))); // a new one beside it
        QCOMPARE(column(store, u"SELECT count(*) FROM attempt"_s).toInt(), 2);
    }

    // Every way a state file can be bad is reported with its place, and nothing crashes.
    void corruptRecordsAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("format") << u"format"_s << QJsonValue(u"other"_s)
                                << u"$.format: expected \"checkpoint-quiz-attempt\""_s;
        QTest::newRow("version") << u"version"_s << QJsonValue(2) << u"$.version: expected version 1"_s;
        QTest::newRow("answers short") << u"answers"_s << QJsonValue(ints({0, 1}))
                                       << u"8 questions, but 8 option orders and 2 answers"_s;
        QTest::newRow("answer out of range") << u"answers"_s << QJsonValue(ints({7, -1, -1, -1, -1, -1, -1, -1}))
                                             << u"question 1: answer 8 is not one of its options"_s;
        QTest::newRow("order not a permutation")
            << u"order"_s
            << QJsonValue(QJsonArray{ints({0, 0, 1, 2}), ints({0, 1, 2, 3}), ints({0, 1, 2, 3}), ints({0, 1, 2, 3}),
                                     ints({0, 1, 2, 3}), ints({0, 1, 2, 3}), ints({0, 1, 2, 3}), ints({0, 1, 2, 3})})
            << u"question 1: the option order is not an order of its 4 options"_s;
        QTest::newRow("date") << u"started_at"_s << QJsonValue(u"yesterday"_s)
                              << u"$.started_at: expected an ISO 8601"_s;
        QTest::newRow("id") << u"id"_s << QJsonValue(u"../../etc/passwd"_s) << u"$.id: expected a UUID"_s;
        // QUuid::fromString reads the first 36 characters and ignores the rest: the review's path traversal.
        QTest::newRow("id with a path after it")
            << u"id"_s
            << QJsonValue(u"12345678-1234-1234-1234-123456789012/../../../../../home/.config/autostart/evil"_s)
            << u"$.id: expected a UUID"_s;
        QTest::newRow("id in braces") << u"id"_s << QJsonValue(u"{12345678-1234-1234-1234-123456789012}"_s)
                                      << u"$.id: expected a UUID"_s;
        QTest::newRow("id in upper case")
            << u"id"_s << QJsonValue(u"12345678-1234-1234-1234-12345678901A"_s) << u"$.id: expected a UUID"_s;
        QTest::newRow("id with NUL") << u"id"_s << QJsonValue(u"12345678-1234-1234-1234-123456789012\0.json"_s)
                                     << u"$.id: expected a UUID"_s;
        QTest::newRow("bank") << u"bank"_s << QJsonValue(QJsonObject{{u"format"_s, u"x"_s}}) << u"(bank): $.format"_s;
        QTest::newRow("time limit") << u"time_limit_minutes"_s << QJsonValue(1e12)
                                    << u"$.time_limit_minutes: expected a whole number"_s;
    }
    void corruptRecordsAreRefused()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QJsonObject json = AttemptRecord::create(QuizAttempt(seedBank(), 3), u"en"_s, QString()).toJson();
        json.insert(key, value);
        const Expected<AttemptRecord> read = AttemptRecord::fromJson(json, u"state.json"_s);
        QVERIFY(!read);
        QVERIFY2(read.error().contains(message), qPrintable(read.error()));
        QVERIFY2(read.error().startsWith(u"state.json"_s), qPrintable(read.error()));
    }

    void unreadableCurrentFileIsSetAside_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("garbage") << QByteArray("\x00\xff\x13garbage", 10);
        QTest::newRow("truncated") << QByteArray("{\"format\": \"checkpoint-quiz-attempt\", \"vers");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("array") << QByteArray("[1, 2, 3]");
        QTest::newRow("not utf-8") << QByteArray("{\"format\": \"\xc3\x28\"}");
    }
    void unreadableCurrentFileIsSetAside()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        writeFile(dir.filePath(u"current-attempt.json"_s), bytes);
        Session session(seedBank(), 0);
        QSignalSpy problems(&session, &Session::stateNotSaved);
        QVERIFY(!session.enablePersistence(dir.path()));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.at(0).at(0).toString().contains(u"set aside"_s), qPrintable(problems.at(0).at(0).toString()));
        const QStringList files = filesIn(dir.path());
        QCOMPARE(files.size(), 1);
        QVERIFY(files.at(0).startsWith(u"current-attempt.json.unreadable-"_s));
        QFile aside(dir.filePath(files.at(0)));
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), bytes); // set aside byte for byte, never overwritten

        // The session still works and saves a new attempt.
        QVERIFY(session.answer(0, 0));
        QCOMPARE(session.store()->loadCurrent().record->id, session.record().id);
    }

    // A named pipe planted as the current attempt is refused at once, not waited on at start, and set aside.
    void namedPipeAsTheCurrentFileIsSetAside()
    {
        QTemporaryDir dir;
        QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(u"current-attempt.json"_s)).constData(), 0600) == 0);
        AttemptStore store(dir.path());
        QCOMPARE(store.openProblems().size(), 1);
        QVERIFY2(store.openProblems().first().contains(u"is a named pipe"_s), qPrintable(store.openProblems().first()));
        QVERIFY(!store.loadCurrent().record);
        QVERIFY(!QFile::exists(dir.filePath(u"current-attempt.json"_s)));
    }

    void unreadableHistoryFileIsSetAsideAndOthersStay()
    {
        QTemporaryDir dir;
        QuizAttempt attempt(seedBank(), 5);
        QVERIFY(attempt.answer(0, 1));
        const AttemptRecord good = AttemptRecord::create(attempt, u"ko"_s, QString());
        QVERIFY(JsonStoreFiles::writeHistory(dir.path(), good));
        writeFile(dir.filePath(u"history/broken.json"_s), "{not json");
        {
            AttemptStore store(dir.path());
            const AttemptStore::History history = store.loadHistory();
            QCOMPARE(history.records.size(), 1);
            QCOMPARE(history.records.at(0).id, good.id);
            QCOMPARE(store.openProblems().size(), 1);
            QVERIFY(store.openProblems().at(0).contains(u"broken.json"_s));
            QVERIFY(filesIn(dir.filePath(u"history"_s)).filter(u"broken.json.unreadable-"_s).size() == 1);
        }
        QCOMPARE(AttemptStore(dir.path()).openProblems(), QStringList()); // set aside once, not reported again
    }

    // History lists the summaries kept beside the records, never parsing a record or its bank. The proof: the record
    // is replaced by garbage and the list does not notice; opening it then says why it cannot.
    void historyIsListedWithoutReadingRecords()
    {
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QuizAttempt finished(seedBank(), 5);
        for (int q = 0; q < 8; ++q)
            QVERIFY(finished.answer(q, q % 4));
        finished.finish();
        const AttemptRecord record = AttemptRecord::create(finished, u"ko"_s, QString());
        QVERIFY(store.archive(record));

        QSqlQuery query(store.database()->connection());
        QVERIFY(query.exec(u"UPDATE attempt SET record = 'garbage'"_s));
        const AttemptStore::Summaries first = store.loadSummaries();
        QCOMPARE(first.problems, QStringList());
        QCOMPARE(first.summaries.size(), 1);
        const AttemptSummary &summary = first.summaries.first();
        QCOMPARE(summary.id, record.id);
        QCOMPARE(summary.language, u"ko"_s);
        QCOMPARE(summary.questionCount, 8);
        QCOMPARE(summary.answeredCount, 8);
        QCOMPARE(summary.correctCount, finished.correctCount());
        QCOMPARE(summary.quizTitle.text(u"ko"_s), finished.bank().title.text(u"ko"_s));
        QVERIFY(summary.isFinished());

        const Expected<AttemptRecord> opened = store.loadRecord(record.id);
        QVERIFY(!opened);
        QVERIFY2(opened.error().contains(record.id), qPrintable(opened.error()));
        QVERIFY(!store.loadRecord(u"../current-attempt"_s));
    }

    // A summary this version cannot read (another version's, or damaged) is rebuilt from its record.
    void anUnreadableSummaryIsRebuiltFromItsRecord()
    {
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QuizAttempt attempt(seedBank(), 5);
        QVERIFY(attempt.answer(0, 0));
        const AttemptRecord record = AttemptRecord::create(attempt, u"en"_s, QString());
        QVERIFY(store.archive(record));
        QSqlQuery query(store.database()->connection());
        QVERIFY(query.exec(u"UPDATE attempt SET summary = '{\"id\": \"x\"}'"_s));
        const AttemptStore::Summaries history = store.loadSummaries();
        QCOMPARE(history.problems, QStringList());
        QCOMPARE(history.summaries.size(), 1);
        QCOMPARE(history.summaries.first().id, record.id);
        QCOMPARE(history.summaries.first().answeredCount, 1);
    }

    void sessionSavesAfterEveryAnswerAndArchivesWhenFinished()
    {
        QTemporaryDir dir;
        Session session(seedBank(), 0);
        QVERIFY(!session.enablePersistence(dir.path()));
        AttemptStore store(dir.path());
        QVERIFY(!store.loadCurrent().record); // nothing answered, nothing saved
        for (int q = 0; q < 8; ++q) {
            QVERIFY(session.answer(q, q % 2));
            const AttemptStore::Loaded current = store.loadCurrent();
            if (q < 7) {
                QVERIFY(current.record);
                QCOMPARE(current.record->attempt.answeredCount(), q + 1);
                QCOMPARE(current.record->id, session.record().id);
            } else {
                QVERIFY(!current.record); // finished: moved to the history
            }
        }
        const AttemptStore::History history = store.loadHistory();
        QCOMPARE(history.records.size(), 1);
        QVERIFY(history.records.at(0).attempt.isFinished());
        QCOMPARE(history.records.at(0).attempt.correctCount(), session.attempt().correctCount());
        QVERIFY(!history.records.at(0).exported);
        session.markExported(session.record().id);
        QVERIFY(store.loadHistory().records.at(0).exported);
    }

    // An export that ends after its attempt was replaced (architecture-3 F6: another quiz opened while the PDF was
    // written) marks the attempt it was of, in the history, and leaves the new current attempt unmarked.
    void lateExportMarksItsOwnAttempt()
    {
        QTemporaryDir dir;
        Session session(seedBank(), 0);
        QVERIFY(!session.enablePersistence(dir.path()));
        QVERIFY(session.answer(0, 0));
        const QString exportedId = session.record().id;
        session.setBank(seedBank());
        QVERIFY(session.answer(0, 1));
        QVERIFY(session.record().id != exportedId);

        session.markExported(exportedId);
        QVERIFY(!session.record().exported);
        QCOMPARE(session.leaving(), Session::Leaving::KeptInHistory);
        AttemptStore store(dir.path());
        const Expected<AttemptRecord> archived = store.loadRecord(exportedId);
        QVERIFY(archived);
        QVERIFY(archived->exported);
        QCOMPARE(archived->attempt.answeredCount(), 1);
        QVERIFY(!store.loadCurrent().record->exported);

        session.markExported(u"00000000-0000-0000-0000-000000000000"_s); // no such attempt: nothing changes
        QVERIFY(!session.record().exported);
    }

    void restartKeepsTheAbandonedAttemptInHistory()
    {
        QTemporaryDir dir;
        Session session(seedBank(), 11);
        session.enablePersistence(dir.path());
        QVERIFY(session.answer(0, 0));
        QVERIFY(session.answer(1, 0));
        const QString firstId = session.record().id;
        session.restart();
        QVERIFY(session.record().id != firstId);
        AttemptStore store(dir.path());
        QVERIFY(!store.loadCurrent().record);
        const AttemptStore::History history = store.loadHistory();
        QCOMPARE(history.records.size(), 1);
        QCOMPARE(history.records.at(0).id, firstId);
        QCOMPARE(history.records.at(0).attempt.answeredCount(), 2);
        session.restart(); // no answers: nothing to keep
        QCOMPARE(store.loadHistory().records.size(), 1);
    }

    void retryCoversExactlyTheMissedQuestions()
    {
        Session session(seedBank(), 0);
        // Bank order: the seed's key is 0,1,2,3,0,1,2,3. Right on 0, 2, 5; wrong on 1, 3; 4, 6, 7 unanswered.
        QVERIFY(session.answer(0, 0));
        QVERIFY(session.answer(1, 0));
        QVERIFY(session.answer(2, 2));
        QVERIFY(session.answer(3, 0));
        QVERIFY(session.answer(5, 1));
        QCOMPARE(session.attempt().missedQuestions(), (QList<int>{1, 3, 4, 6, 7}));
        const QuestionBank before = session.bank();
        QVERIFY(session.retryMissed());
        QCOMPARE(session.attempt().questionCount(), 5);
        QVERIFY(session.attempt().options().retry);
        QCOMPARE(session.attempt().wholeQuizQuestionCount(), 8); // "retry of 5 missed of 8" in its report
        for (int i = 0; i < 5; ++i)
            QCOMPARE(session.attempt().question(i).id, before.questions.at(QList<int>{1, 3, 4, 6, 7}.at(i)).id);
        for (int i = 0; i < 5; ++i)
            QVERIFY(session.answer(i, session.attempt().displayedCorrectOption(i)));
        QVERIFY(!session.retryMissed()); // nothing missed this time
        const ScoreReport report = ScoreReport::fromAttempt(session.attempt(), u"en"_s, {}, {}, QDateTime());
        QCOMPARE(report.mode, ScoreReport::Mode::Retry);
        QCOMPARE(report.modeText(), u"Retry of 5 missed questions (the quiz has 8)"_s);
        QCOMPARE(report.percentOfWholeQuiz(), 62.5);
    }

    void examModeHoldsFeedbackBack()
    {
        Session session(seedBank(), 0);
        AttemptOptions exam;
        exam.exam = true;
        session.restart(exam);
        QVERIFY(session.answer(0, 1));
        QVERIFY(session.attempt().isAnswered(0));
        QVERIFY(!session.attempt().isFeedbackVisible(0));
        QVERIFY(session.answer(0, 2)); // changed before the hand-in
        QCOMPARE(session.attempt().chosenBankOption(0), 2);
        session.finish(); // handed in early
        QVERIFY(session.attempt().isFinished());
        QVERIFY(session.attempt().isFeedbackVisible(0));
        QVERIFY(!session.attempt().isFeedbackVisible(1)); // never answered
        QVERIFY(!session.answer(1, 0));                   // no answers after the end
    }

    // ux-2 F3: an exam's answers can be changed until it is handed in, so the last answer does not end it; an attempt
    // with immediate feedback still ends at its last answer, whose verdict was shown.
    void examEndsAtTheHandInNotAtTheLastAnswer()
    {
        AttemptOptions exam;
        exam.exam = true;
        QuizAttempt attempt(seedBank(), 0, exam);
        for (int i = 0; i < attempt.questionCount(); ++i)
            QVERIFY(attempt.answer(i, 0));
        QVERIFY(attempt.isComplete());
        QVERIFY(!attempt.isFinished());
        QVERIFY(attempt.answer(attempt.questionCount() - 1, 1)); // the last answer changed
        attempt.finish();
        QVERIFY(attempt.isFinished());
        QVERIFY(!attempt.answer(0, 1)); // handed in: nothing changes any more

        QuizAttempt immediate(seedBank(), 0);
        for (int i = 0; i < immediate.questionCount(); ++i)
            QVERIFY(immediate.answer(i, 0));
        QVERIFY(immediate.isFinished());
        QVERIFY(!immediate.answer(0, 1));
    }

    void expiredExamFinishesOnResume()
    {
        AttemptOptions exam;
        exam.exam = true;
        exam.timeLimitMinutes = 10;
        QuizAttempt attempt(seedBank(), 1, exam);
        attempt.setStartedAt(QDateTime::currentDateTimeUtc().addSecs(-3600));
        QVERIFY(attempt.answer(0, 0));
        Session session(seedBank(), 0);
        session.resume(AttemptRecord::create(attempt, u"en"_s, QString()));
        QVERIFY(session.attempt().isFinished());
        QCOMPARE(session.attempt().answeredCount(), 1);
    }

    // The real thing: a process answers three questions and is killed with SIGKILL; the next run resumes exactly there.
    void resumesAfterTheProcessIsKilled()
    {
        QTemporaryDir dir;
        QProcess child;
        child.start(QStringLiteral(CQ_ATTEMPT_CHILD),
                    {QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json"), dir.path(),
                     u"0:2"_s, u"1:1"_s, u"2:3"_s});
        QVERIFY(child.waitForStarted());
        QVERIFY(child.waitForReadyRead(60000));
        QCOMPARE(child.readAll().trimmed(), QByteArray("answered"));
        child.kill();
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        Session session(seedBank(), 0);
        const std::optional<AttemptRecord> left = session.enablePersistence(dir.path());
        QVERIFY(left);
        QCOMPARE(left->attempt.answeredCount(), 3);
        QuizAttempt expected(seedBank(), 7);
        QVERIFY(expected.answer(0, 2));
        QVERIFY(expected.answer(1, 1));
        QVERIFY(expected.answer(2, 3));
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(left->attempt.order(i), expected.order(i));
            QCOMPARE(left->attempt.chosenBankOption(i), expected.chosenBankOption(i));
        }
        session.resume(*left);
        QCOMPARE(session.attempt().firstUnanswered(), 3);
        QVERIFY(session.answer(3, 0));
        QCOMPARE(AttemptStore(dir.path()).loadCurrent().record->attempt.answeredCount(), 4);
    }

    // The review's reproduction: a finished record whose id climbs out of the data folder, found at start. It is set
    // aside, and no file appears anywhere outside the data folder.
    void hostileIdInTheCurrentFileWritesNothingOutside()
    {
        QTemporaryDir root;
        const QString data = root.filePath(u"share/app/data"_s);
        QuizAttempt attempt(seedBank(), 2);
        QVERIFY(attempt.answer(0, 0));
        attempt.finish();
        QJsonObject json = AttemptRecord::create(attempt, u"en"_s, QString()).toJson();
        json.insert(u"id"_s, u"12345678-1234-1234-1234-123456789012/../../../../evil"_s);
        writeFile(QDir(data).filePath(u"current-attempt.json"_s), QJsonDocument(json).toJson());
        Session session(seedBank(), 0);
        QSignalSpy problems(&session, &Session::stateNotSaved);
        QVERIFY(!session.enablePersistence(data));
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.at(0).at(0).toString().contains(u"expected a UUID"_s));
        QVERIFY(!QFile::exists(root.filePath(u"evil.json"_s)));
        QVERIFY(!QFile::exists(root.filePath(u"share/evil.json"_s)));
        QVERIFY(!QDir(QDir(data).filePath(u"history"_s)).exists());
    }

    // Even a record made in memory with a bad id (never read from a file) cannot become a path.
    void archiveRefusesIdsThatAreNotUuids_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("parent folders") << u"12345678-1234-1234-1234-123456789012/../../x"_s;
        QTest::newRow("absolute") << u"/tmp/x"_s;
        QTest::newRow("NUL") << u"12345678-1234-1234-1234-123456789012\0"_s;
        QTest::newRow("long name") << QString(300, u'a');
        QTest::newRow("empty") << QString();
    }
    void archiveRefusesIdsThatAreNotUuids()
    {
        QFETCH(QString, id);
        QTemporaryDir root;
        const QString data = root.filePath(u"data"_s);
        AttemptStore store(data);
        QuizAttempt attempt(seedBank(), 2);
        QVERIFY(attempt.answer(0, 0));
        AttemptRecord record = AttemptRecord::create(attempt, u"en"_s, QString());
        record.id = id;
        const Expected<void> archived = store.archive(record);
        QVERIFY(!archived);
        QVERIFY2(archived.error().contains(u"not a UUID"_s), qPrintable(archived.error()));
        QCOMPARE(QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{u"data"_s});
        QVERIFY(filesIn(data).isEmpty());
    }

    // A link planted as the learner's database is not written through: the store refuses to keep attempts this time,
    // says why, and the file it points at is untouched.
    void aLinkedDatabaseIsNotFollowed()
    {
        QTemporaryDir root;
        const QString data = root.filePath(u"data"_s);
        const QString victim = root.filePath(u"outside/precious.sqlite"_s);
        writeFile(victim, "precious");
        QVERIFY(QDir().mkpath(data));
        QVERIFY(QFile::link(victim, QDir(data).filePath(u"learner.sqlite"_s)));
        QuizAttempt attempt(seedBank(), 2);
        QVERIFY(attempt.answer(0, 0));
        AttemptStore store(data);
        QVERIFY(!store.isWriter());
        QVERIFY2(store.writeProblem().contains(u"is a link"_s), qPrintable(store.writeProblem()));
        QVERIFY(!store.archive(AttemptRecord::create(attempt, u"en"_s, QString())));
        QFile file(victim);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("precious"));
    }

    // The review's two-window loss: window A has 3 answers; window B starts on the same folder (A did not answer in
    // time). B may not resume A's attempt, and nothing B does (answers, a new quiz, a restart) writes, archives or
    // deletes anything there; A's later answers and its "discard" then act on the truth.
    void aSecondWindowNeverWritesTheFirstOnesAttempt()
    {
        QTemporaryDir dir;
        Session first(seedBank(), 0);
        QVERIFY(!first.enablePersistence(dir.path()));
        for (int q = 0; q < 3; ++q)
            QVERIFY(first.answer(q, 0));

        Session second(seedBank(), 0);
        QSignalSpy problems(&second, &Session::stateNotSaved);
        QVERIFY(!second.enablePersistence(dir.path())); // not offered to resume
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.at(0).at(0).toString().contains(u"another Checkpoint Quiz window"_s),
                 qPrintable(problems.at(0).at(0).toString()));
        for (int q = 0; q < 5; ++q)
            QVERIFY(second.answer(q, 1));
        second.restart();
        second.setBank(seedBank());

        AttemptStore reader(dir.path());
        QVERIFY(!reader.isWriter());
        QCOMPARE(reader.loadCurrent().record->id, first.record().id);
        QCOMPARE(reader.loadCurrent().record->attempt.answeredCount(), 3);
        QVERIFY(reader.loadHistory().records.isEmpty());

        QVERIFY(first.answer(3, 0));
        QCOMPARE(reader.loadCurrent().record->attempt.answeredCount(), 4);
        first.restart(); // "discard": archives what the first window really has
        QCOMPARE(reader.loadHistory().records.size(), 1);
        QCOMPARE(reader.loadHistory().records.at(0).attempt.answeredCount(), 4);
    }

    // Once the first window has gone, its lock goes with it and the next one writes again.
    void theFolderIsFreeAgainWhenTheWriterGoes()
    {
        QTemporaryDir dir;
        {
            AttemptStore first(dir.path());
            QVERIFY(first.isWriter());
            QVERIFY(!AttemptStore(dir.path()).isWriter());
        }
        QVERIFY(AttemptStore(dir.path()).isWriter());
    }

    // A clock set back after an exam started: the time left never exceeds the limit.
    void examClockIsClampedToTheLimit_data()
    {
        QTest::addColumn<qint64>("startOffsetSeconds");
        QTest::addColumn<qint64>("expectedLeft");
        QTest::newRow("started 30 min ago") << qint64(-1800) << qint64(1800);
        QTest::newRow("starts in a day") << qint64(86400) << qint64(3600);
        QTest::newRow("starts in ten years") << qint64(315360000) << qint64(3600);
        QTest::newRow("ended 2 h ago") << qint64(-7200) << qint64(0);
    }
    void examClockIsClampedToTheLimit()
    {
        QFETCH(qint64, startOffsetSeconds);
        QFETCH(qint64, expectedLeft);
        AttemptOptions exam;
        exam.exam = true;
        exam.timeLimitMinutes = 60;
        QuizAttempt attempt(seedBank(), 1, exam);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        attempt.setStartedAt(now.addSecs(startOffsetSeconds));
        QCOMPARE(attempt.secondsLeft(now), expectedLeft);
        // Read back from a record, a start in the future becomes now: the clock then runs down from the limit.
        const Expected<AttemptRecord> read
            = AttemptRecord::fromJson(AttemptRecord::create(attempt, u"en"_s, QString()).toJson(), u"r.json"_s);
        QVERIFY(read);
        QVERIFY(read->attempt.startedAt() <= QDateTime::currentDateTimeUtc());
        QVERIFY(read->attempt.secondsLeft(QDateTime::currentDateTimeUtc()) <= 3600);
    }

    void unwritableFolderIsReportedOnce()
    {
        QTemporaryDir dir;
        const QString blocked = dir.filePath(u"blocked"_s);
        writeFile(blocked, "a file where the folder should be");
        Session session(seedBank(), 0);
        session.enablePersistence(blocked);
        QSignalSpy problems(&session, &Session::stateNotSaved);
        QVERIFY(session.answer(0, 0)); // the answer itself still counts
        QVERIFY(session.answer(1, 0));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.at(0).at(0).toString().contains(u"cannot be saved"_s),
                 qPrintable(problems.at(0).at(0).toString()));
    }
};

QTEST_GUILESS_MAIN(TestAttemptStore)
#include "tst_attemptstore.moc"
