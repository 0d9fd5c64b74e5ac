// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/session/attemptrecord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// The attempts as earlier versions kept them, as JSON files in the data folder: the attempt in progress in
// current-attempt.json (naming its bank, banks/<sha256>.json, by digest) and every other attempt in history/<id>.json
// (holding its bank). AttemptStore reads them once, into the learner's database, and leaves them where they are; this
// class only reads, one file at a time, so that memory holds one record and its bank however many there are (30
// records of a 10 MiB bank took 3.45 GB when read at once). A file that cannot be read is renamed aside
// (…json.unreadable-<time>) and reported, never deleted, so a bug or a bad disk costs no history.
class JsonAttemptFiles final
{
    Q_DECLARE_TR_FUNCTIONS(JsonAttemptFiles)
public:
    static constexpr qint64 MaxFileSize = qint64(32) * 1024 * 1024;

    explicit JsonAttemptFiles(QString directory)
        : m_directory(std::move(directory))
    {}

    // The files there are: the attempt in progress first, when there is one, then the history by file name.
    QStringList paths() const;
    bool isCurrent(const QString &path) const;
    // The attempt one of paths() holds; one that cannot be read is set aside, and the failure says so and why.
    Expected<AttemptRecord> readOne(const QString &path) const;

private:
    Expected<AttemptRecord> read(const QString &path) const;
    QString setAside(const QString &path, const QString &why) const;
    QString currentPath() const;
    QString bankPath(const QString &sha256) const;

    QString m_directory;
};
