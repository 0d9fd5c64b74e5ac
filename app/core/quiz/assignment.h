// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/io/jsoncursor.h"
#include "core/io/safefilewriter.h"
#include "core/quiz/quizattempt.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>

// A teacher's assignment file: a bank with the way it must be taken (immediate feedback or an exam with its time
// limit, whether the simulator may be used during the exam, whether a missed question's answer key is shown, a due
// date). Opening one starts exactly that attempt; the options travel with the attempt (AttemptOptions::assignmentId
// and the rules), so the window locks them, a resumed attempt keeps them and the report says which assignment it
// answers. The bank is embedded with its SHA-256, so an edited file is refused rather than graded against another
// version. The file is plain JSON: a learner can read the key in it, which is why the docs point to Moodle when the
// key must stay secret.
struct Assignment
{
    static constexpr int FormatVersion = 1;

    QuestionBank bank;
    AttemptOptions options; // exam, timeLimitMinutes and the assignment's rules; never a retry
    QDateTime createdAt;

    // A new assignment of `bank` with a fresh id; `options` gives the mode and the rules.
    static Assignment create(QuestionBank bank, AttemptOptions options, const QDateTime &createdAt);

    // Compact JSON: an indented file of a bank near QuestionBankLoader::MaxFileSize would be over the size every
    // quiz file is read at (reliability-3 F11).
    QByteArray toBytes() const;
    // Writes toBytes() with SafeFileWriter, or refuses, writing nothing, a file the app could not open again.
    Expected<void> save(const QString &path, const SafeFileWriter::Options &options = {}) const;
    // Whether `bytes` hold an assignment rather than a bank: a JSON object whose "format" names one.
    static bool looksLikeAssignment(const QByteArray &bytes);
    // Errors name `sourceName` and the place ("$.time_limit_minutes: …").
    static Expected<Assignment> fromBytes(const QByteArray &bytes, const QString &sourceName);

    // The rules (id, simulator during the exam, answer key, due date) as the assignment file and the attempt record
    // write them; readRules() reads them back into `options`.
    static void writeRules(const AttemptOptions &options, QJsonObject &json);
    static void readRules(const JsonCursor &json, AttemptOptions &options);
};
