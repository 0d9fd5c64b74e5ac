// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/quiz/quizattempt.h"

#include <QJsonObject>
#include <QMetaType>
#include <QString>

#include <functional>

// One attempt as it is kept on disk: the attempt itself with the bank it was played on (generated practice questions
// and teachers' files exist nowhere else, or change), who took it, in which language, and whether its report was
// exported. The id names the file, so saving an attempt again replaces its own record and never another's.
struct AttemptRecord
{
    static constexpr int FormatVersion = 1;

    QString id; // a UUID without braces
    QuizAttempt attempt{QuestionBank{}};
    QString language;
    QString learnerName;
    bool exported = false;

    // Exactly the form create() makes: 36 characters, lower-case hex digits and hyphens. QUuid::fromString alone
    // would also take braces, upper case and any text after the 36th character, and the id names a file.
    static bool isValidId(const QString &id);

    static AttemptRecord create(QuizAttempt attempt, const QString &language, const QString &learnerName);

    // The record with its bank.
    QJsonObject toJson() const;
    // The record naming its bank by the SHA-256 of the bank's saved bytes ("bank_sha256"), which the store keeps once
    // per attempt: what an answer rewrites.
    QJsonObject toJson(const QString &bankSha256) const;
    // The bank a record names by digest, as a JSON object; a failure says why it cannot be had.
    using BankByDigest = std::function<Expected<QJsonObject>(const QString &sha256)>;
    // Reads a record; errors name `sourceName` and the place ("$.answers[3]: …"). A record naming its bank by digest
    // needs `bankByDigest`.
    static Expected<AttemptRecord> fromJson(const QJsonObject &json, const QString &sourceName,
                                            const BankByDigest &bankByDigest = {});
};

Q_DECLARE_METATYPE(AttemptRecord)
