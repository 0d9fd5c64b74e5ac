// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/session/attemptrecord.h"
#include "core/session/attemptsummary.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QLockFile>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class LearnerDatabase;

// Where attempts live between runs: the learner's database (learner.sqlite, beside the review schedule) in one folder
// (the app passes QStandardPaths::AppDataLocation). The attempt in progress is rewritten after every answer, in one
// transaction with the answer's review; every finished or abandoned attempt stays in the history. A bank is kept once
// by its SHA-256, so an answer writes a few KiB of answers and times, not a bank of up to 10 MiB. One process writes
// a folder (a lock file held for the run); another one reads it. The JSON files of earlier versions
// (current-attempt.json, history/) are read in once, one record at a time, and left where they are. A row that cannot
// be read back is marked unreadable and reported, never deleted, so a bug or a bad disk costs no history.
class AttemptStore final
{
    Q_DECLARE_TR_FUNCTIONS(AttemptStore)
public:
    // A record (without its bank) larger than this is refused: it could only come from a runaway attempt.
    static constexpr qint64 MaxRecordSize = qint64(32) * 1024 * 1024;
    static constexpr auto ImportedJsonMarker = "imported-json-store";
    // Records of earlier versions' JSON files written per transaction when they are moved into the database.
    static constexpr qsizetype ImportBatch = 8;

    // `stopImport`, when given and set (from another thread, or before), stops moving the JSON files of earlier
    // versions in at the next batch; the rest are moved at a later start (isLegacyImportPending()).
    explicit AttemptStore(QString directory, const std::atomic_bool *stopImport = nullptr);
    ~AttemptStore();
    Q_DISABLE_COPY_MOVE(AttemptStore)

    const QString &directory() const { return m_directory; }
    // Whether this store holds the folder's lock and its database and may write; when not, writeProblem() says why.
    bool isWriter() const { return m_writer && m_database; }
    // Whether JSON files of earlier versions in `directory` still wait to be moved into its database: the first start
    // after an upgrade, which the window runs on a worker thread with progress.
    static bool hasLegacyImportPending(const QString &directory);
    // Whether this store left some of them for a later start (stopped, or a write failed).
    bool isLegacyImportPending() const { return m_legacyPending; }
    // Whether another live process holds the folder (rather than the folder being unusable).
    bool isHeldElsewhere() const { return m_heldElsewhere; }
    QString writeProblem() const { return m_writeProblem; }
    // What opening found and set aside (a damaged database, unreadable JSON files of earlier versions).
    const QStringList &openProblems() const { return m_openProblems; }
    // The database the attempts live in, which the review schedule shares; null when it cannot be used.
    LearnerDatabase *database() const { return m_database.get(); }

    // The attempt in progress (its bank stored once per attempt); another attempt in progress is no longer one.
    Expected<void> saveCurrent(const AttemptRecord &record);
    // Question `question`'s answer and hints of the attempt in progress: one small row, not the record, unless the
    // record is not stored yet (then saveCurrent()). What else changed in the record waits for its next full write.
    Expected<void> saveAnswer(const AttemptRecord &record, int question);
    Expected<void> clearCurrent();

    struct Loaded
    {
        std::optional<AttemptRecord> record;
        QString problem; // why a record was set aside; empty when all was well
    };
    // The attempt in progress, if any.
    Loaded loadCurrent();

    // Adds or replaces (same id) a record in the history; the attempt in progress of that id is then no longer one.
    Expected<void> archive(const AttemptRecord &record);

    struct History
    {
        QList<AttemptRecord> records; // oldest first
        QStringList problems;
    };
    History loadHistory();
    // Each record of the history in turn, oldest first, none kept here: memory holds one record and its bank at a
    // time, however long the history. Returns what was set aside.
    QStringList forEachInHistory(const std::function<void(AttemptRecord record)> &visit);

    struct Summaries
    {
        QList<AttemptSummary> summaries; // oldest first
        QStringList problems;
    };
    // What History lists, without reading any record or bank.
    Summaries loadSummaries();
    // One record of the history, in full: for Open and Export.
    Expected<AttemptRecord> loadRecord(const QString &id);

private:
    bool open();
    void importJsonFiles();
    Expected<void> writable() const;
    Expected<void> write(const AttemptRecord &record, const QString &place);
    Expected<void> storeBank(const AttemptRecord &record, QString &sha256);
    Expected<void> removeUnusedBanks();
    // A record select() left unread for its size (nullopt) is a failure that says so.
    Expected<AttemptRecord> parse(const QString &id, const std::optional<QByteArray> &json) const;
    Expected<void> applyAnswerRows(const QString &id, QJsonObject &record) const;
    QString setAside(const QString &id, const QString &why);
    // Rows of `place` (only `id`'s when given) as id and record; a record over MaxRecordSize is left unread.
    QList<std::pair<QString, std::optional<QByteArray>>> select(const QString &place, const QString &id = {}) const;

    QString m_directory;
    const std::atomic_bool *m_stopImport = nullptr;
    bool m_legacyPending = false;
    std::unique_ptr<QLockFile> m_lock;
    std::unique_ptr<LearnerDatabase> m_database;
    bool m_writer = false;
    bool m_heldElsewhere = false;
    QString m_writeProblem;
    QStringList m_openProblems;
    QHash<QString, QString> m_bankOf; // record id → the digest its bank is stored by, once stored
};
