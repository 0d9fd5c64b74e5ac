// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/questionbankwriter.h"
#include "core/session/attemptrecord.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>

// Writes attempts as versions before the learner's database kept them (JSON files in the data folder), for the tests
// of their one-time import: the attempt in progress naming its bank by digest, history records holding theirs.
namespace JsonStoreFiles {

// _s, not the global _qs that Qt 6.8 deprecates.
using namespace Qt::StringLiterals;

inline bool write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

inline bool writeCurrent(const QString &directory, const AttemptRecord &record)
{
    const QByteArray bank = QuestionBankWriter::canonicalBytes(record.attempt.bank());
    const QString sha256 = QuestionBankWriter::sha256(bank);
    return write(QDir(directory).filePath(u"banks/"_s + sha256 + u".json"_s), bank)
           && write(QDir(directory).filePath(u"current-attempt.json"_s),
                    QJsonDocument(record.toJson(sha256)).toJson(QJsonDocument::Compact));
}

inline bool writeHistory(const QString &directory, const AttemptRecord &record)
{
    return write(QDir(directory).filePath(u"history/"_s + record.id + u".json"_s),
                 QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact));
}

} // namespace JsonStoreFiles
