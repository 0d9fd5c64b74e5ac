// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/session/attemptrecord.h"
#include "core/session/attemptsummary.h"

#include <QCoreApplication>
#include <QList>
#include <QLockFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

// Where attempts live between runs, in one folder (the app passes QStandardPaths::AppDataLocation): the attempt in
// progress in current-attempt.json, rewritten after every answer, and every finished or abandoned attempt in
// history/<id>.json. The attempt in progress names its bank by SHA-256 (banks/<sha256>.json, written once per
// attempt), so an answer rewrites a few KiB of answers and times, not a bank of up to 10 MiB; a history record holds
// its bank, so it stands alone. Every write goes through SafeFileWriter, so a crash or a full disk leaves the previous
// file whole. A file that cannot be read is renamed aside (…json.unreadable-<time>) and reported, never deleted and
// never written over, so a bug or a bad disk costs no history.
class AttemptStore final
{
    Q_DECLARE_TR_FUNCTIONS(AttemptStore)
public:
    static constexpr qint64 MaxFileSize = qint64(32) * 1024 * 1024;

    explicit AttemptStore(QString directory);
    ~AttemptStore();
    Q_DISABLE_COPY_MOVE(AttemptStore)

    const QString &directory() const { return m_directory; }
    // Whether this store holds the folder's lock and may write; when not, writeProblem() says why.
    bool isWriter() const { return m_writer; }
    // Whether another live process holds the folder (rather than the folder being unusable).
    bool isHeldElsewhere() const { return m_heldElsewhere; }
    QString writeProblem() const { return m_writeProblem; }
    QString currentPath() const;

    // Writes banks/<sha256>.json unless it is there, and returns the digest saveCurrent() names it by. Costs a
    // serialisation of the bank: once per attempt, not per answer.
    Expected<QString> saveBank(const QuestionBank &bank);
    bool hasBank(const QString &sha256) const;
    // The attempt in progress, naming its bank (saved by saveBank()); banks no record names any more are removed.
    Expected<void> saveCurrent(const AttemptRecord &record, const QString &bankSha256);
    Expected<void> clearCurrent();

    struct Loaded
    {
        std::optional<AttemptRecord> record;
        QString problem; // why a file was set aside; empty when all was well
    };
    // The attempt in progress, if any.
    Loaded loadCurrent();

    // Adds or replaces (same id) a record in the history.
    Expected<void> archive(const AttemptRecord &record);

    struct History
    {
        QList<AttemptRecord> records; // oldest first
        QStringList problems;
    };
    History loadHistory();

    struct Summaries
    {
        QList<AttemptSummary> summaries; // oldest first
        QStringList problems;
    };
    // What History lists: from history-index.json beside the history, reading in full only the records that are new
    // or changed since the index was written (and rewriting it then), so opening History does not parse every bank.
    Summaries loadSummaries();
    // One record of the history, in full: for Open and Export.
    Expected<AttemptRecord> loadRecord(const QString &id);

private:
    // With a bank digest, the record names its bank rather than holding it.
    Expected<void> write(const QString &path, const AttemptRecord &record, const QString &bankSha256);
    Expected<void> write(const QString &path, const QByteArray &bytes);
    QString bankDirectory() const;
    QString bankPath(const QString &sha256) const;
    void removeBanksExcept(const QString &sha256);
    Expected<AttemptRecord> read(const QString &path);
    QString setAside(const QString &path, const QString &why);
    QString historyDirectory() const;
    bool takeFolder();
    QString indexPath() const;

    QString m_directory;
    std::unique_ptr<QLockFile> m_lock;
    bool m_writer = false;
    bool m_heldElsewhere = false;
    QString m_writeProblem;
    QString m_bankInUse; // the bank the saved attempt in progress names
};
