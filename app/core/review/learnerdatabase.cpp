// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/review/learnerdatabase.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

// Each version's statements, applied in order from the database's user_version; a new version appends a step and
// never edits an old one, because learners' files were made by it.
struct Migration
{
    int version;
    QList<QLatin1StringView> statements;
};

const QList<Migration> &migrations()
{
    static const QList<Migration> steps{
        {1,
         {// What the learner has reviewed: one row per question or practice kind, with its FSRS memory. `question`
          // holds a bank question as a one-question bank (JSON) so it can be asked again wherever it came from;
          // practice kinds have none, because they are drawn with new numbers every time. Times are ISO 8601 UTC
          // with milliseconds, so they sort as text.
          "CREATE TABLE review_item (id TEXT PRIMARY KEY NOT NULL, concept TEXT NOT NULL, question TEXT, "
          "state INTEGER NOT NULL, step INTEGER NOT NULL, stability REAL NOT NULL, difficulty REAL NOT NULL, "
          "due TEXT NOT NULL, last_review TEXT NOT NULL)"_L1,
          "CREATE INDEX review_item_due ON review_item (due)"_L1,
          // Every answer that counted as a review, never rewritten: the schedule can be replayed from it.
          "CREATE TABLE review_log (id INTEGER PRIMARY KEY, item TEXT NOT NULL REFERENCES review_item (id), "
          "rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4), reviewed_at TEXT NOT NULL, "
          "hints_used INTEGER NOT NULL DEFAULT 0, correct INTEGER NOT NULL, attempt TEXT, question_index INTEGER)"_L1,
          "CREATE INDEX review_log_item ON review_log (item, reviewed_at)"_L1,
          "CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)"_L1}},
        {2,
         {// The attempts themselves (until now JSON files). A bank is kept once, by the SHA-256 of its canonical
          // bytes, however many attempts were played on it; an attempt's record (AttemptRecord::toJson naming its
          // bank) is what an answer rewrites, a few KiB. `place` is 'current' for the one attempt in progress,
          // 'history' for the rest, 'unreadable' for a row that could not be read back (kept, never deleted).
          // `summary` is what History lists (AttemptSummary), so listing never parses a record.
          "CREATE TABLE bank (sha256 TEXT PRIMARY KEY NOT NULL, json BLOB NOT NULL)"_L1,
          "CREATE TABLE attempt (id TEXT PRIMARY KEY NOT NULL, place TEXT NOT NULL "
          "CHECK (place IN ('current', 'history', 'unreadable')), bank TEXT NOT NULL REFERENCES bank (sha256), "
          "started_at TEXT NOT NULL, record TEXT NOT NULL, summary TEXT NOT NULL)"_L1,
          "CREATE INDEX attempt_place ON attempt (place, started_at)"_L1,
          // An answer or a hint since the attempt's record was last written: one small row per click instead of
          // the record, whose arrays grow with the bank. Read back over the record; gone when it is next rewritten.
          "CREATE TABLE answer (attempt TEXT NOT NULL REFERENCES attempt (id) ON DELETE CASCADE, "
          "question INTEGER NOT NULL, option INTEGER NOT NULL, answered_at TEXT, hints_used INTEGER NOT NULL, "
          "PRIMARY KEY (attempt, question))"_L1}},
    };
    return steps;
}

// SQLite's result codes for a file that is not a database or is damaged.
bool isCorruption(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return code == u"11"_s || code == u"26"_s;
}

} // namespace

LearnerDatabase::LearnerDatabase(QString path, QString connectionName, Access access)
    : m_path(std::move(path))
    , m_connectionName(std::move(connectionName))
    , m_connection(QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName))
    , m_access(access)
{
    m_connection.setDatabaseName(m_path);
    if (access == Access::ReadOnly)
        m_connection.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
}

LearnerDatabase::~LearnerDatabase()
{
    m_connection.close();
    m_connection = QSqlDatabase(); // removeDatabase() wants no handle left
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString LearnerDatabase::failure(const QString &what) const
{
    return u"%1: %2"_s.arg(QDir::toNativeSeparators(m_path), what);
}

QString LearnerDatabase::sqlFailure(const QSqlError &error)
{
    m_damaged = m_damaged || isCorruption(error);
    return failure(error.text());
}

Expected<void> LearnerDatabase::exec(QSqlQuery &query)
{
    if (query.exec())
        return {};
    return Expected<void>::failure(sqlFailure(query.lastError()));
}

Expected<void> LearnerDatabase::transaction(const std::function<Expected<void>()> &work)
{
    // Inside another transaction the work joins it: an answer's record and its review commit (or fail) together.
    if (m_inTransaction)
        return work();
    if (!m_connection.transaction())
        return Expected<void>::failure(sqlFailure(m_connection.lastError()));
    m_inTransaction = true;
    Expected<void> done = work();
    m_inTransaction = false;
    if (done && !m_connection.commit())
        done = Expected<void>::failure(sqlFailure(m_connection.lastError()));
    if (!done)
        m_connection.rollback();
    return done;
}

namespace {

// Appends UTF-8 text as a JSON string, escaped here rather than through QJsonValue: a record of 200 MB is then
// copied once, into `out`, not as a QString, a JSON value and a document besides. Invalid UTF-8 (a damaged row)
// becomes U+FFFD.
void appendJsonString(QByteArray &out, const QByteArray &text)
{
    if (!QByteArrayView(text).isValidUtf8())
        return appendJsonString(out, QString::fromUtf8(text).toUtf8());
    out.reserve(out.size() + text.size() + 2);
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        default:
            if (uchar(c) < 0x20)
                out += "\\u00" + QByteArray::number(uchar(c), 16).rightJustified(2, '0');
            else
                out += c;
        }
    }
    out += '"';
}

QByteArray jsonString(const QByteArray &text)
{
    QByteArray out;
    appendJsonString(out, text);
    return out;
}

// Any other column's value (integers, reals, short texts) as QJsonDocument writes it.
QByteArray jsonValue(const QVariant &value)
{
    if (value.isNull())
        return "null";
    if (value.typeId() == QMetaType::QString || value.typeId() == QMetaType::QByteArray)
        return jsonString(value.toByteArray());
    const QByteArray array = QJsonDocument(QJsonArray{QJsonValue::fromVariant(value)}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

Expected<QByteArray> LearnerDatabase::exportJson() const
{
    static const QStringList jsonColumns{u"bank.json"_s, u"attempt.record"_s, u"attempt.summary"_s,
                                         u"review_item.question"_s};
    QSqlQuery tables(m_connection);
    if (!tables.exec(u"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                     "ORDER BY name"_s))
        return Expected<QByteArray>::failure(failure(tables.lastError().text()));
    // Written row by row, each value once: memory holds the document and one row (a 200 MB record took 1.8 GB as a
    // tree of JSON values).
    QByteArray out = "{\"format\": \"checkpoint-quiz-learner-data\", \"version\": 1, \"schema\": "
                     + QByteArray::number(SchemaVersion) + ", \"exported_at\": "
                     + jsonString(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toUtf8())
                     + ", \"tables\": {";
    for (bool firstTable = true; tables.next(); firstTable = false) {
        const QString table = tables.value(0).toString();
        QSqlQuery probe(m_connection);
        if (!probe.exec(u"SELECT * FROM \"%1\" LIMIT 0"_s.arg(table)))
            return Expected<QByteArray>::failure(failure(probe.lastError().text()));
        const QSqlRecord columns = probe.record();
        // JSON columns as bytes: the driver would make a text a QString, twice the size of the UTF-8 it holds.
        QStringList selected;
        for (int i = 0; i < columns.count(); ++i) {
            const QString column = columns.fieldName(i);
            selected.append(jsonColumns.contains(table + u'.' + column) ? u"CAST(\"%1\" AS BLOB)"_s.arg(column)
                                                                          : u"\"%1\""_s.arg(column));
        }
        QSqlQuery rows(m_connection);
        rows.setForwardOnly(true);
        if (!rows.exec(u"SELECT %1 FROM \"%2\" ORDER BY rowid"_s.arg(selected.join(u", "_s), table)))
            return Expected<QByteArray>::failure(failure(rows.lastError().text()));
        out += (firstTable ? "\n" : ",\n") + jsonString(table.toUtf8()) + ": [";
        for (bool firstRow = true; rows.next(); firstRow = false) {
            out += firstRow ? "\n{" : ",\n{";
            for (int i = 0; i < columns.count(); ++i) {
                const QString column = columns.fieldName(i);
                const QVariant value = rows.value(i);
                out += (i == 0 ? "" : ", ") + jsonString(column.toUtf8()) + ": ";
                if (value.isNull() || !jsonColumns.contains(table + u'.' + column)) {
                    out += jsonValue(value);
                    continue;
                }
                // Embedded as JSON; kept as text when it is not JSON (a damaged row) or larger than any the app
                // writes (a changed file, which a parse would take gigabytes for): the export holds what the file
                // holds.
                const QByteArray text = value.toByteArray();
                const QJsonDocument document
                    = text.size() <= MaxJsonColumnSize ? QJsonDocument::fromJson(text) : QJsonDocument();
                if (document.isObject())
                    out += document.toJson(QJsonDocument::Compact);
                else
                    appendJsonString(out, text);
            }
            out += '}';
        }
        out += ']';
    }
    out += "}}\n";
    return out;
}

QString LearnerDatabase::meta(const QString &key) const
{
    QSqlQuery query(m_connection);
    query.prepare(u"SELECT value FROM meta WHERE key = ?"_s);
    query.addBindValue(key);
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}

Expected<void> LearnerDatabase::setMeta(const QString &key, const QString &value)
{
    QSqlQuery query(m_connection);
    query.prepare(
        u"INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s);
    query.addBindValue(key);
    query.addBindValue(value);
    return exec(query);
}

Expected<void> LearnerDatabase::configure()
{
    if (!m_connection.open())
        return Expected<void>::failure(sqlFailure(m_connection.lastError()));
    QSqlQuery query(m_connection);
    if (m_access == Access::ReadOnly) {
        if (!query.exec(u"PRAGMA quick_check"_s))
            return Expected<void>::failure(sqlFailure(query.lastError()));
        if (!query.next() || query.value(0).toString() != u"ok"_s)
            return Expected<void>::failure(failure(tr("it is damaged: %1").arg(query.value(0).toString())));
        return {};
    }
    // WAL: a reader never blocks the answer being written, and a commit appends instead of rewriting pages. FULL: the
    // WAL is synced at every commit, so an answer the window showed as saved is on the disk.
    for (const auto pragma :
         {"PRAGMA busy_timeout = 5000"_L1, "PRAGMA foreign_keys = ON"_L1, "PRAGMA synchronous = FULL"_L1}) {
        if (!query.exec(pragma))
            return Expected<void>::failure(sqlFailure(query.lastError()));
    }
    if (!query.exec(u"PRAGMA journal_mode = WAL"_s))
        return Expected<void>::failure(sqlFailure(query.lastError()));
    if (!query.next() || query.value(0).toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        return Expected<void>::failure(failure(tr("it cannot be switched to write-ahead logging.")));
    if (!query.exec(u"PRAGMA quick_check"_s))
        return Expected<void>::failure(sqlFailure(query.lastError()));
    if (!query.next() || query.value(0).toString() != u"ok"_s) {
        m_damaged = true;
        return Expected<void>::failure(failure(tr("it is damaged: %1").arg(query.value(0).toString())));
    }
    return {};
}

Expected<void> LearnerDatabase::migrate()
{
    QSqlQuery query(m_connection);
    if (!query.exec(u"PRAGMA user_version"_s) || !query.next())
        return Expected<void>::failure(sqlFailure(query.lastError()));
    const int version = query.value(0).toInt();
    if (version > SchemaVersion)
        return Expected<void>::failure(failure(tr("it was written by a newer version of Checkpoint Quiz (schema %1; "
                                                  "this one reads %2), so it is left as it is.")
                                                   .arg(version)
                                                   .arg(SchemaVersion)));
    if (version < SchemaVersion && m_access == Access::ReadOnly)
        return Expected<void>::failure(
            failure(tr("it is of an older schema (%1); open Checkpoint Quiz once to bring it "
                       "up to date.")
                        .arg(version)));
    for (const Migration &step : migrations()) {
        if (step.version <= version)
            continue;
        const Expected<void> migrated = transaction([&]() -> Expected<void> {
            QSqlQuery statement(m_connection);
            for (const QLatin1StringView sql : step.statements) {
                if (!statement.exec(sql))
                    return Expected<void>::failure(sqlFailure(statement.lastError()));
            }
            if (!statement.exec(u"PRAGMA user_version = %1"_s.arg(step.version)))
                return Expected<void>::failure(sqlFailure(statement.lastError()));
            return {};
        });
        if (!migrated)
            return migrated;
    }
    return {};
}

Expected<void> LearnerDatabase::prepare()
{
    Expected<void> ready = configure();
    if (ready)
        ready = migrate();
    return ready;
}

LearnerDatabase::Opened LearnerDatabase::open(const QString &directory, Access access)
{
    const QString path = QDir(directory).filePath(QLatin1StringView(FileName));
    if (access == Access::ReadOnly && !QFileInfo(path).isFile())
        return {nullptr, tr("%1 does not exist.").arg(QDir::toNativeSeparators(path))};
    if (!QDir().mkpath(directory))
        return {nullptr, tr("The folder %1 cannot be created.").arg(QDir::toNativeSeparators(directory))};
    if (QFileInfo(path).isSymLink())
        return {nullptr,
                tr("%1 is a link, so the review schedule is not kept this time.").arg(QDir::toNativeSeparators(path))};
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return {nullptr, tr("Qt's SQLite driver is not installed (Debian: libqt6sql6-sqlite), so the review schedule "
                            "is not kept.")};
    const auto make = [&path, access] {
        return std::unique_ptr<LearnerDatabase>(
            new LearnerDatabase(path, u"learner-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces), access));
    };
    std::unique_ptr<LearnerDatabase> database = make();
    const Expected<void> ready = database->prepare();
    if (ready)
        return {std::move(database), QString()};

    const bool damaged = database->m_damaged;
    database.reset();
    if (!damaged || access == Access::ReadOnly)
        return {nullptr, ready.error()};
    // Set aside, never deleted: the learner's history may still be recovered from it.
    const QString aside
        = path + u".unreadable-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s);
    if (!QFile::rename(path, aside))
        return {nullptr, tr("%1 It could not be set aside either, so the review schedule is not kept this time.")
                             .arg(ready.error())};
    for (const auto suffix : {"-wal"_L1, "-shm"_L1})
        QFile::rename(path + suffix, aside + suffix);
    database = make();
    if (const Expected<void> fresh = database->prepare(); !fresh)
        return {nullptr, fresh.error()};
    return {std::move(database), tr("%1 It was set aside as %2 and a new review schedule was started.")
                                     .arg(ready.error(), QDir::toNativeSeparators(aside))};
}
