// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/questionbankwriter.h"
#include "core/report/scorereport.h"
#include "core/session/attemptstore.h"
#include "core/session/session.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

QuestionBank seedBank()
{
    const Expected<QuestionBank> bank
        = QuestionBankLoader::fromFile(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json"));
    if (!bank)
        qFatal("%s", qPrintable(bank.error()));
    return *bank;
}

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
    void currentAttemptNamesItsBankByDigest()
    {
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QuizAttempt attempt(seedBank(), 7);
        QVERIFY(attempt.answer(1, 0));
        const AttemptRecord record = AttemptRecord::create(attempt, u"ko"_s, u"Min"_s);

        const Expected<QString> digest = store.saveBank(attempt.bank());
        QVERIFY2(digest, qPrintable(digest.error()));
        const QByteArray bankBytes
            = QJsonDocument(QuestionBankWriter::toJson(attempt.bank())).toJson(QJsonDocument::Compact);
        QCOMPARE(*digest, QString::fromLatin1(QCryptographicHash::hash(bankBytes, QCryptographicHash::Sha256).toHex()));
        const QString bankFile = dir.filePath(u"banks/"_s + *digest + u".json"_s);
        QFile saved(bankFile);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), bankBytes);
        const QDateTime written = QFileInfo(bankFile).lastModified();
        QCOMPARE(*store.saveBank(attempt.bank()), *digest); // already there: not written again
        QCOMPARE(QFileInfo(bankFile).lastModified(), written);

        QVERIFY(store.saveCurrent(record, *digest));
        QFile current(store.currentPath());
        QVERIFY(current.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(current.readAll()).object();
        QVERIFY(!json.contains(u"bank"_s));
        QCOMPARE(json.value(u"bank_sha256"_s).toString(), *digest);
        QVERIFY(current.size() < bankBytes.size() / 4);

        const AttemptStore::Loaded loaded = store.loadCurrent();
        QVERIFY2(loaded.record, qPrintable(loaded.problem));
        QCOMPARE(loaded.record->toJson(), record.toJson()); // the same record, bank and all

        // History records stand alone: they hold their bank.
        QVERIFY(store.archive(record));
        QFile archived(dir.filePath(u"history/"_s + record.id + u".json"_s));
        QVERIFY(archived.open(QIODevice::ReadOnly));
        QVERIFY(QJsonDocument::fromJson(archived.readAll()).object().contains(u"bank"_s));

        QVERIFY(store.clearCurrent());
        QCOMPARE(filesIn(dir.filePath(u"banks"_s)), QStringList());
    }

    void aNewAttemptsBankReplacesTheOld()
    {
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QuizAttempt first(seedBank(), 1);
        QVERIFY(first.answer(0, 0));
        const QString firstDigest = *store.saveBank(first.bank());
        QVERIFY(store.saveCurrent(AttemptRecord::create(first, u"en"_s, QString()), firstDigest));
        QuestionBank other = seedBank();
        other.questions.removeLast();
        QuizAttempt second(other, 1);
        QVERIFY(second.answer(0, 1));
        const QString secondDigest = *store.saveBank(second.bank());
        QVERIFY(secondDigest != firstDigest);
        QCOMPARE(filesIn(dir.filePath(u"banks"_s)).size(), 2); // until a record names the new one
        QVERIFY(store.saveCurrent(AttemptRecord::create(second, u"en"_s, QString()), secondDigest));
        QCOMPARE(filesIn(dir.filePath(u"banks"_s)), QStringList{secondDigest + u".json"_s});
    }

    // A bank that was changed, removed or named by something that is not a digest costs the record, said, not a crash;
    // the record is set aside, never deleted.
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
        const QString digest = [&] {
            AttemptStore store(dir.path());
            QuizAttempt attempt(seedBank(), 3);
            if (!attempt.answer(2, 1))
                return QString();
            const QString saved = *store.saveBank(attempt.bank());
            return store.saveCurrent(AttemptRecord::create(attempt, u"en"_s, QString()), saved) ? saved : QString();
        }();
        QVERIFY(!digest.isEmpty());
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
        const AttemptStore::Loaded loaded = store.loadCurrent();
        QVERIFY(!loaded.record);
        QVERIFY2(loaded.problem.contains(message), qPrintable(loaded.problem));
        QVERIFY2(loaded.problem.contains(u"$.bank_sha256"_s), qPrintable(loaded.problem));
        QVERIFY(!QFile::exists(current.fileName()));
        QCOMPARE(QDir(dir.path()).entryList({u"current-attempt.json.unreadable-*"_s}, QDir::Files).size(), 1);
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

        // The session still works and saves a new attempt beside the one set aside.
        QVERIFY(session.answer(0, 0));
        QVERIFY(QFile::exists(dir.filePath(u"current-attempt.json"_s)));
    }

    // A named pipe planted as the current attempt is refused at once, not waited on at start, and set aside.
    void namedPipeAsTheCurrentFileIsSetAside()
    {
        QTemporaryDir dir;
        QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(u"current-attempt.json"_s)).constData(), 0600) == 0);
        AttemptStore store(dir.path());
        const AttemptStore::Loaded loaded = store.loadCurrent();
        QVERIFY(!loaded.record);
        QVERIFY2(loaded.problem.contains(u"is a named pipe"_s), qPrintable(loaded.problem));
        QVERIFY(!QFile::exists(dir.filePath(u"current-attempt.json"_s)));
    }

    void unreadableHistoryEntryIsSetAsideAndOthersStay()
    {
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QuizAttempt attempt(seedBank(), 5);
        QVERIFY(attempt.answer(0, 1));
        const AttemptRecord good = AttemptRecord::create(attempt, u"ko"_s, QString());
        QVERIFY(store.archive(good));
        writeFile(dir.filePath(u"history/broken.json"_s), "{not json");
        const AttemptStore::History history = store.loadHistory();
        QCOMPARE(history.records.size(), 1);
        QCOMPARE(history.records.at(0).id, good.id);
        QCOMPARE(history.problems.size(), 1);
        QVERIFY(history.problems.at(0).contains(u"broken.json"_s));
        QVERIFY(filesIn(dir.filePath(u"history"_s)).filter(u"broken.json.unreadable-"_s).size() == 1);
        QCOMPARE(store.loadHistory().problems.size(), 0); // set aside once, not reported again
    }

    // M6: History lists summaries from an index and reads a record in full only when it is new or changed. The proof
    // that a record is not read: its bytes are replaced by garbage of the same size and time, and nothing notices.
    void historyIsListedFromItsIndex()
    {
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QuizAttempt finished(seedBank(), 5);
        for (int q = 0; q < 8; ++q)
            QVERIFY(finished.answer(q, q % 4));
        finished.finish();
        const AttemptRecord record = AttemptRecord::create(finished, u"ko"_s, QString());
        QVERIFY(store.archive(record));

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
        QVERIFY(QFile::exists(dir.filePath(u"history-index.json"_s)));

        const QString path = dir.filePath(u"history/"_s + record.id + u".json"_s);
        const QDateTime modified = QFileInfo(path).lastModified();
        const qint64 size = QFileInfo(path).size();
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QCOMPARE(file.write(QByteArray(size, 'x')), size);
            QVERIFY(file.setFileTime(modified, QFileDevice::FileModificationTime));
        }
        const AttemptStore::Summaries cached = store.loadSummaries();
        QCOMPARE(cached.problems, QStringList());
        QCOMPARE(cached.summaries.size(), 1);
        QCOMPARE(cached.summaries.first().correctCount, finished.correctCount());

        // Opening it reads the file, which is now garbage: a clear error, and nothing else breaks.
        QVERIFY(!store.loadRecord(record.id));
        QVERIFY(!store.loadRecord(u"../current-attempt"_s));

        // A changed file is read again (and, being garbage, set aside as History always did).
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(modified.addSecs(5), QFileDevice::FileModificationTime));
        }
        const AttemptStore::Summaries reread = store.loadSummaries();
        QCOMPARE(reread.summaries.size(), 0);
        QCOMPARE(reread.problems.size(), 1);
    }

    // An index is a cache: broken, hostile or from another version, it costs a re-read, never a wrong row.
    void aBadIndexIsIgnored_data()
    {
        QTest::addColumn<QByteArray>("index");
        QTest::newRow("garbage") << QByteArray("{not json");
        QTest::newRow("other format") << QByteArray(R"({"format": "x", "version": 1, "entries": []})");
        QTest::newRow("entry for another file")
            << QByteArray(R"({"format": "checkpoint-quiz-history-index", "version": 1, "entries": [{"file": "FILE",)"
                          R"( "stamp": "STAMP", "summary": {"id": "12345678-1234-1234-1234-123456789012",)"
                          R"( "started_at": "2026-01-01T00:00:00.000Z", "questions": 8, "answered": 8,)"
                          R"( "correct": 8, "time_limit_minutes": 0}}]})");
    }
    void aBadIndexIsIgnored()
    {
        QFETCH(QByteArray, index);
        QTemporaryDir dir;
        AttemptStore store(dir.path());
        QuizAttempt attempt(seedBank(), 5);
        QVERIFY(attempt.answer(0, 0));
        const AttemptRecord record = AttemptRecord::create(attempt, u"en"_s, QString());
        QVERIFY(store.archive(record));
        const QFileInfo file(dir.filePath(u"history/"_s + record.id + u".json"_s));
        index.replace("FILE", file.fileName().toUtf8());
        index.replace("STAMP", QByteArray::number(file.size()) + ' '
                                   + QByteArray::number(file.lastModified().toMSecsSinceEpoch()));
        writeFile(dir.filePath(u"history-index.json"_s), index);
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
        session.markExported();
        QVERIFY(store.loadHistory().records.at(0).exported);
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

    // A link planted in the data folder (a history folder or a record that points elsewhere) is not written through.
    void linksInTheDataFolderAreNotFollowed()
    {
        QTemporaryDir root;
        const QString data = root.filePath(u"data"_s);
        const QString outside = root.filePath(u"outside"_s);
        QVERIFY(QDir().mkpath(outside));
        QuizAttempt attempt(seedBank(), 2);
        QVERIFY(attempt.answer(0, 0));
        const AttemptRecord record = AttemptRecord::create(attempt, u"en"_s, QString());
        {
            AttemptStore store(data);
            QVERIFY(QFile::link(outside, QDir(data).filePath(u"history"_s)));
            QVERIFY(!store.archive(record));
            QVERIFY(filesIn(outside).isEmpty());
            QVERIFY(QFile::remove(QDir(data).filePath(u"history"_s)));
        }
        {
            AttemptStore store(data);
            const QString victim = QDir(outside).filePath(u"settings.json"_s);
            writeFile(victim, "precious");
            QVERIFY(QDir().mkpath(QDir(data).filePath(u"history"_s)));
            QVERIFY(QFile::link(victim, QDir(data).filePath(u"history/"_s + record.id + u".json"_s)));
            QVERIFY(!store.archive(record));
            QFile file(victim);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray("precious"));
        }
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
