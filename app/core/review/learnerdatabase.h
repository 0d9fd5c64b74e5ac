// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>

class QSqlError;
class QSqlQuery;

// The learner's own database, learner.sqlite in the app's data folder: the attempts, the review schedule and its log.
// SQLite through Qt SQL (QSQLITE) in WAL mode with synchronous=FULL, so a committed answer survives a killed process
// and a power cut. The schema carries its version (PRAGMA user_version) and is brought up to date by migrations, one
// transaction each. A file that is not a database, or fails SQLite's quick check, is renamed aside
// (…sqlite.unreadable-<time>, with its -wal and -shm) and a fresh one is made, and the caller is told; a file from a
// newer version of the app is left alone and not used. exportJson() gives the learner all of it as JSON.
class LearnerDatabase final
{
    Q_DECLARE_TR_FUNCTIONS(LearnerDatabase)
public:
    static constexpr int SchemaVersion = 2;
    static constexpr auto FileName = "learner.sqlite";

    struct Opened
    {
        std::unique_ptr<LearnerDatabase> database; // null when the folder's database cannot be used at all
        QString problem;                           // what went wrong, or what was set aside; empty when all was well
    };
    enum class Access : quint8 { ReadWrite, ReadOnly };
    // ReadOnly changes nothing in the folder: no file is made, migrated or set aside (each is reported instead).
    static Opened open(const QString &directory, Access access = Access::ReadWrite);

    ~LearnerDatabase();
    Q_DISABLE_COPY_MOVE(LearnerDatabase)

    const QString &path() const { return m_path; }
    QSqlDatabase connection() const { return m_connection; }
    // Runs `work` in one transaction: committed when it succeeds, rolled back (and its error returned) when it fails.
    // Called inside another transaction's work, it joins that one.
    Expected<void> transaction(const std::function<Expected<void>()> &work);
    // Runs a prepared query, or says why it failed ("learner.sqlite: <SQLite's message>").
    Expected<void> exec(QSqlQuery &query);
    // Everything the database holds, for the learner to keep or take elsewhere: every table's rows as objects named
    // by column, with the columns that hold JSON (banks, records, summaries, kept questions) embedded as JSON.
    // JSON columns (banks, records, summaries, kept questions) up to this size are embedded as JSON; larger ones, which
    // the app never writes (a bank is at most 10 MiB, a record 32 MiB), as text.
    static constexpr qsizetype MaxJsonColumnSize = qsizetype(32) * 1024 * 1024;
    Expected<QByteArray> exportJson() const;
    // A value of the meta table (key → text); empty when not set.
    QString meta(const QString &key) const;
    Expected<void> setMeta(const QString &key, const QString &value);

private:
    LearnerDatabase(QString path, QString connectionName, Access access);
    Expected<void> configure();
    Expected<void> migrate();
    Expected<void> prepare();
    QString failure(const QString &what) const;
    // The message for an SQLite error, noting whether it says the file is damaged.
    QString sqlFailure(const QSqlError &error);

    QString m_path;
    QString m_connectionName;
    QSqlDatabase m_connection;
    Access m_access;
    bool m_inTransaction = false;
    bool m_damaged = false; // SQLite called the file corrupt or not a database: set it aside and start afresh
};
