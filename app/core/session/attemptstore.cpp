// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/attemptstore.h"

#include "core/io/abandonedlock.h"
#include "core/io/jsonsource.h"
#include "core/quiz/questionbankwriter.h"
#include "core/review/learnerdatabase.h"
#include "core/session/jsonattemptfiles.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

constexpr auto CurrentPlace = "current"_L1;
constexpr auto HistoryPlace = "history"_L1;

} // namespace

AttemptStore::AttemptStore(QString directory, const std::atomic_bool *stopImport)
    : m_directory(std::move(directory))
    , m_stopImport(stopImport)
{
    open();
}

AttemptStore::~AttemptStore() = default;

bool AttemptStore::open()
{
    // Held elsewhere stays so for this run; a folder that could not be made (a full disk at start) is tried again at
    // the next write, so saving catches up once it can.
    if (m_lock || m_heldElsewhere)
        return isWriter();
    if (!QDir().mkpath(m_directory)) {
        m_writeProblem = tr("the folder %1 cannot be created.").arg(m_directory);
        return false;
    }
    m_lock = std::make_unique<QLockFile>(QDir(m_directory).filePath(u"attempts.lock"_s));
    m_lock->setStaleLockTime(0); // held for the whole run; a lock whose process died is still taken over
    m_writer = m_lock->tryLock(0);
    // An empty, garbled or foreign lock nobody holds (a power cut, a restored backup) would otherwise make every
    // later start read-only.
    if (!m_writer && m_lock->error() == QLockFile::LockFailedError && AbandonedLock::clear(m_lock->fileName()))
        m_writer = m_lock->tryLock(0);
    if (!m_writer) {
        qint64 pid = 0;
        m_lock->getLockInfo(&pid, nullptr, nullptr);
        m_heldElsewhere = m_lock->error() == QLockFile::LockFailedError;
        if (!m_heldElsewhere) {
            m_writeProblem = tr("the lock file in %1 cannot be created.").arg(m_directory);
            m_lock.reset();
            return false;
        }
        m_writeProblem = tr("another Checkpoint Quiz window (process %1) keeps its attempts in %2; this window "
                            "changes nothing there.")
                             .arg(pid)
                             .arg(m_directory);
        // That window's attempts can still be listed and opened here.
        m_database = LearnerDatabase::open(m_directory, LearnerDatabase::Access::ReadOnly).database;
        return false;
    }
    LearnerDatabase::Opened opened = LearnerDatabase::open(m_directory);
    if (!opened.problem.isEmpty())
        m_openProblems.append(opened.problem);
    m_database = std::move(opened.database);
    if (!m_database) {
        m_writeProblem = opened.problem;
        return false;
    }
    importJsonFiles();
    return true;
}

void AttemptStore::importJsonFiles()
{
    if (!m_database->meta(QLatin1StringView(ImportedJsonMarker)).isEmpty())
        return;
    // One record in memory at a time, a few per transaction, the marker with the last: a kill half-way leaves the
    // marker unset, and the next start writes the same rows again (a record replaces the one of its id). The attempt
    // in progress comes first: a history record of the same id was archived after it.
    const JsonAttemptFiles files(m_directory);
    const QStringList paths = files.paths();
    for (qsizetype start = 0; start == 0 || start < paths.size(); start += ImportBatch) {
        if (m_stopImport && m_stopImport->load()) {
            m_legacyPending = true;
            return;
        }
        const Expected<void> imported = m_database->transaction([&]() -> Expected<void> {
            for (const QString &path : paths.mid(start, ImportBatch)) {
                const Expected<AttemptRecord> record = files.readOne(path);
                if (!record) {
                    m_openProblems.append(record.error());
                    continue;
                }
                if (const Expected<void> written = write(*record, files.isCurrent(path) ? CurrentPlace : HistoryPlace);
                    !written)
                    return written;
            }
            if (start + ImportBatch < paths.size())
                return {};
            return m_database->setMeta(QLatin1StringView(ImportedJsonMarker),
                                       QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        });
        if (!imported) {
            m_legacyPending = true;
            m_openProblems.append(tr("The attempts kept as files in %1 could not all be moved into the learner's "
                                     "database, so some are not listed this time (the files are left as they are): %2")
                                      .arg(m_directory, imported.error()));
            return;
        }
    }
}

bool AttemptStore::hasLegacyImportPending(const QString &directory)
{
    if (JsonAttemptFiles(directory).paths().isEmpty())
        return false;
    const LearnerDatabase::Opened opened = LearnerDatabase::open(directory, LearnerDatabase::Access::ReadOnly);
    return !opened.database || opened.database->meta(QLatin1StringView(ImportedJsonMarker)).isEmpty();
}

Expected<void> AttemptStore::writable() const
{
    if (isWriter())
        return {};
    return Expected<void>::failure(m_writeProblem);
}

Expected<void> AttemptStore::storeBank(const AttemptRecord &record, QString &sha256)
{
    QSqlQuery query(m_database->connection());
    if (const auto known = m_bankOf.constFind(record.id); known != m_bankOf.cend()) {
        // An answer: the bank was stored with the attempt's first one, which a check confirms without hashing it.
        query.prepare(u"SELECT 1 FROM bank WHERE sha256 = ?"_s);
        query.addBindValue(*known);
        if (const Expected<void> done = m_database->exec(query); !done)
            return done;
        if (query.next()) {
            sha256 = *known;
            return {};
        }
    }
    const QByteArray bytes = QuestionBankWriter::canonicalBytes(record.attempt.bank());
    sha256 = QuestionBankWriter::sha256(bytes);
    query.prepare(u"INSERT INTO bank (sha256, json) VALUES (?, ?) ON CONFLICT (sha256) DO NOTHING"_s);
    query.addBindValue(sha256);
    query.addBindValue(bytes);
    if (const Expected<void> done = m_database->exec(query); !done)
        return done;
    m_bankOf.insert(record.id, sha256);
    return {};
}

Expected<void> AttemptStore::removeUnusedBanks()
{
    QSqlQuery query(m_database->connection());
    query.prepare(u"DELETE FROM bank WHERE sha256 NOT IN (SELECT bank FROM attempt)"_s);
    return m_database->exec(query);
}

Expected<void> AttemptStore::write(const AttemptRecord &record, const QString &place)
{
    if (const Expected<void> ready = writable(); !ready)
        return ready;
    if (!AttemptRecord::isValidId(record.id))
        return Expected<void>::failure(tr("the attempt's id is not a UUID."));
    return m_database->transaction([&]() -> Expected<void> {
        QString sha256;
        if (const Expected<void> stored = storeBank(record, sha256); !stored)
            return stored;
        const QByteArray json = QJsonDocument(record.toJson(sha256)).toJson(QJsonDocument::Compact);
        if (json.size() > MaxRecordSize)
            return Expected<void>::failure(tr("the attempt would take %1 bytes, more than the %2 the app reads back.")
                                               .arg(json.size())
                                               .arg(MaxRecordSize));
        QSqlQuery query(m_database->connection());
        bool replaced = false;
        if (place == CurrentPlace) {
            query.prepare(u"DELETE FROM attempt WHERE place = 'current' AND id != ?"_s);
            query.addBindValue(record.id);
            if (const Expected<void> done = m_database->exec(query); !done)
                return done;
            replaced = query.numRowsAffected() > 0;
        }
        // A row set aside as unreadable is kept as it is, even under a record of the same id.
        query.prepare(u"INSERT INTO attempt (id, place, bank, started_at, record, summary) VALUES (?, ?, ?, ?, ?, ?) "
                      "ON CONFLICT (id) DO UPDATE SET place = excluded.place, bank = excluded.bank, "
                      "started_at = excluded.started_at, record = excluded.record, summary = excluded.summary "
                      "WHERE attempt.place != 'unreadable'"_s);
        query.addBindValue(record.id);
        query.addBindValue(place);
        query.addBindValue(sha256);
        query.addBindValue(record.attempt.startedAt().toUTC().toString(Qt::ISODateWithMs));
        query.addBindValue(QString::fromUtf8(json));
        query.addBindValue(
            QString::fromUtf8(QJsonDocument(AttemptSummary::of(record).toJson()).toJson(QJsonDocument::Compact)));
        if (const Expected<void> done = m_database->exec(query); !done)
            return done;
        if (query.numRowsAffected() == 0)
            return Expected<void>::failure(
                tr("an unreadable attempt of the same id (%1) is kept in %2.").arg(record.id, m_database->path()));
        // The record now holds every answer.
        query.prepare(u"DELETE FROM answer WHERE attempt = ?"_s);
        query.addBindValue(record.id);
        if (const Expected<void> done = m_database->exec(query); !done)
            return done;
        return replaced ? removeUnusedBanks() : Expected<void>();
    });
}

Expected<void> AttemptStore::saveAnswer(const AttemptRecord &record, int question)
{
    if (const Expected<void> ready = writable(); !ready)
        return ready;
    QSqlQuery query(m_database->connection());
    query.prepare(u"SELECT 1 FROM attempt WHERE id = ? AND place = 'current'"_s);
    query.addBindValue(record.id);
    if (const Expected<void> done = m_database->exec(query); !done)
        return done;
    if (!query.next() || question < 0 || question >= record.attempt.questionCount())
        return saveCurrent(record);
    const QuizAttempt &attempt = record.attempt;
    query.prepare(u"INSERT INTO answer (attempt, question, option, answered_at, hints_used) VALUES (?, ?, ?, ?, ?) "
                  "ON CONFLICT (attempt, question) DO UPDATE SET option = excluded.option, "
                  "answered_at = excluded.answered_at, hints_used = excluded.hints_used"_s);
    query.addBindValue(record.id);
    query.addBindValue(question);
    query.addBindValue(attempt.chosenBankOption(question));
    query.addBindValue(attempt.answeredAt(question).isValid()
                           ? QVariant(attempt.answeredAt(question).toUTC().toString(Qt::ISODateWithMs))
                           : QVariant());
    query.addBindValue(attempt.hintsUsed(question));
    return m_database->transaction([&] { return m_database->exec(query); });
}

Expected<void> AttemptStore::applyAnswerRows(const QString &id, QJsonObject &record) const
{
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    query.prepare(u"SELECT question, option, answered_at, hints_used FROM answer WHERE attempt = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || !query.next())
        return {};
    QJsonArray answers = record.value(u"answers"_s).toArray();
    QJsonArray answeredAt = record.value(u"answered_at"_s).toArray();
    QJsonArray hints = record.value(u"hints_used"_s).toArray();
    while (hints.size() < answers.size())
        hints.append(0);
    do {
        const int question = query.value(0).toInt();
        // The record's reader checks the values; only the place must exist to be written.
        if (question < 0 || question >= answers.size() || question >= answeredAt.size())
            return Expected<void>::failure(
                tr("an answer row names question %1, which the attempt does not have.").arg(query.value(0).toString()));
        answers[question] = query.value(1).toInt();
        answeredAt[question] = query.value(2).isNull() ? QJsonValue() : QJsonValue(query.value(2).toString());
        hints[question] = query.value(3).toInt();
    } while (query.next());
    record.insert(u"answers"_s, answers);
    record.insert(u"answered_at"_s, answeredAt);
    record.insert(u"hints_used"_s, hints);
    return {};
}

Expected<void> AttemptStore::saveCurrent(const AttemptRecord &record)
{
    return write(record, CurrentPlace);
}

Expected<void> AttemptStore::archive(const AttemptRecord &record)
{
    return write(record, HistoryPlace);
}

Expected<void> AttemptStore::clearCurrent()
{
    if (!m_database)
        return writable();
    QSqlQuery query(m_database->connection());
    query.prepare(u"SELECT 1 FROM attempt WHERE place = 'current'"_s);
    if (!query.exec() || !query.next())
        return {}; // nothing to clear, which even a reader may say
    if (const Expected<void> ready = writable(); !ready)
        return ready;
    return m_database->transaction([&]() -> Expected<void> {
        query.prepare(u"DELETE FROM attempt WHERE place = 'current'"_s);
        if (const Expected<void> done = m_database->exec(query); !done)
            return done;
        return removeUnusedBanks();
    });
}

QList<std::pair<QString, std::optional<QByteArray>>> AttemptStore::select(const QString &place, const QString &id) const
{
    QList<std::pair<QString, std::optional<QByteArray>>> rows;
    if (!m_database)
        return rows;
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    // A record over the limit (a changed or restored database) is not even read: it would stall the start.
    query.prepare(u"SELECT id, length(record) <= ?, CASE WHEN length(record) <= ? THEN record END FROM attempt "
                  "WHERE place = ? AND (? IS NULL OR id = ?) ORDER BY started_at, rowid"_s);
    query.addBindValue(MaxRecordSize);
    query.addBindValue(MaxRecordSize);
    query.addBindValue(place);
    query.addBindValue(id.isNull() ? QVariant() : QVariant(id));
    query.addBindValue(id);
    if (!query.exec())
        return rows;
    while (query.next()) {
        rows.append({query.value(0).toString(),
                     query.value(1).toBool() ? std::optional(query.value(2).toString().toUtf8()) : std::nullopt});
    }
    return rows;
}

Expected<AttemptRecord> AttemptStore::parse(const QString &id, const std::optional<QByteArray> &json) const
{
    const QString source = tr("%1, attempt %2").arg(QDir::toNativeSeparators(m_database->path()), id);
    if (!json)
        return Expected<AttemptRecord>::failure(
            tr("%1: its record is larger than %2 bytes, more than any attempt needs, so it was not read.")
                .arg(source)
                .arg(MaxRecordSize));
    Expected<QJsonObject> object = JsonSource::parse(*json, source);
    if (!object)
        return Expected<AttemptRecord>::failure(object.error());
    if (const Expected<void> applied = applyAnswerRows(id, *object); !applied)
        return Expected<AttemptRecord>::failure(source + u": "_s + applied.error());
    Expected<AttemptRecord> record
        = AttemptRecord::fromJson(*object, source, [this](const QString &sha256) -> Expected<QJsonObject> {
              QSqlQuery query(m_database->connection());
              query.prepare(u"SELECT json FROM bank WHERE sha256 = ?"_s);
              query.addBindValue(sha256);
              if (!query.exec() || !query.next())
                  return Expected<QJsonObject>::failure(tr("its quiz %1 is not in the database").arg(sha256));
              const QByteArray bytes = query.value(0).toByteArray();
              if (QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex() != sha256.toLatin1())
                  return Expected<QJsonObject>::failure(
                      tr("its quiz %1 was changed or damaged: its content does not match its digest").arg(sha256));
              return JsonSource::parse(bytes, sha256);
          });
    if (record && record->id != id)
        return Expected<AttemptRecord>::failure(
            tr("%1: its record names another id, %2, so it may be a copy of another attempt.").arg(source, record->id));
    return record;
}

QString AttemptStore::setAside(const QString &id, const QString &why)
{
    if (isWriter()) {
        QSqlQuery query(m_database->connection());
        query.prepare(u"UPDATE attempt SET place = 'unreadable' WHERE id = ?"_s);
        query.addBindValue(id);
        if (m_database->exec(query))
            return tr("An attempt could not be read and was set aside (it is kept in the database). %1").arg(why);
    }
    return tr("An attempt could not be read (it is left as it is). %1").arg(why);
}

AttemptStore::Loaded AttemptStore::loadCurrent()
{
    const auto rows = select(CurrentPlace);
    if (rows.isEmpty())
        return {};
    Expected<AttemptRecord> record = parse(rows.first().first, rows.first().second);
    if (!record)
        return {std::nullopt, setAside(rows.first().first, record.error())};
    return {std::move(*record), QString()};
}

AttemptStore::History AttemptStore::loadHistory()
{
    History history;
    history.problems = forEachInHistory([&](AttemptRecord record) { history.records.append(std::move(record)); });
    return history;
}

QStringList AttemptStore::forEachInHistory(const std::function<void(AttemptRecord record)> &visit)
{
    QStringList problems;
    for (const auto &[id, json] : select(HistoryPlace)) {
        Expected<AttemptRecord> record = parse(id, json);
        if (record)
            visit(std::move(*record));
        else
            problems.append(setAside(id, record.error()));
    }
    return problems;
}

AttemptStore::Summaries AttemptStore::loadSummaries()
{
    Summaries result;
    if (!m_database)
        return result;
    QSqlQuery query(m_database->connection());
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT id, summary FROM attempt WHERE place = 'history' ORDER BY started_at, rowid"_s)) {
        result.problems.append(m_database->path() + u": "_s + query.lastError().text());
        return result;
    }
    QStringList unlisted;
    while (query.next()) {
        const QString id = query.value(0).toString();
        std::optional<AttemptSummary> summary
            = AttemptSummary::fromJson(QJsonDocument::fromJson(query.value(1).toString().toUtf8()).object());
        if (summary && summary->id == id)
            result.summaries.append(std::move(*summary));
        else
            unlisted.append(id); // a summary this version cannot read: the record tells
    }
    for (const QString &id : std::as_const(unlisted)) {
        const auto rows = select(HistoryPlace, id);
        Expected<AttemptRecord> record
            = rows.isEmpty() ? Expected<AttemptRecord>::failure(id) : parse(id, rows.first().second);
        if (record)
            result.summaries.append(AttemptSummary::of(*record));
        else
            result.problems.append(setAside(id, record.error()));
    }
    if (!unlisted.isEmpty())
        std::stable_sort(result.summaries.begin(), result.summaries.end(),
                         [](const auto &a, const auto &b) { return a.startedAt < b.startedAt; });
    return result;
}

Expected<AttemptRecord> AttemptStore::loadRecord(const QString &id)
{
    const auto rows = select(HistoryPlace, id);
    if (rows.isEmpty())
        return Expected<AttemptRecord>::failure(tr("%1 is not the id of an attempt in the history.").arg(id));
    return parse(id, rows.first().second);
}
