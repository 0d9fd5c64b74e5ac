// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/io/jsoncursor.h"
#include "core/quiz/question.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

// A quiz as loaded from a bank file (schema: docs/quiz-bank-format.md) or imported from GIFT, Aiken or Moodle XML
// (docs/importing.md). Value type; the loader and the importers (through ImportBuilder) are the only ways to make one
// from a file, so every QuestionBank in the app has passed the same limits: 2 to 10 options, a correct one, texts
// within MaxTextLength.
struct QuestionBank
{
    static constexpr int FormatVersion = 1;
    static constexpr int MinOptions = 2;
    static constexpr int MaxOptions = 10;

    QString id;
    LocalizedText title;
    LocalizedText intro;
    QList<Question> questions;
    // The languages the bank is written in, in the author's order; the first is the fallback for the others.
    QStringList languages;
    QString sourcePath; // the file it was loaded from (empty from memory): saves must never replace it
};

// Reads and validates a bank. Errors name the file, the place (line:column for syntax, a JSON path such as
// $.questions[2].options[1].text.bn for content) and what was expected, so a teacher can fix their file. The limits
// keep every later step bounded: the summary, a language switch and a PDF report of a bank at the limits take well
// under a second each (bench/bench_bank).
class QuestionBankLoader final
{
public:
    static constexpr qint64 MaxFileSize = qint64(10) * 1024 * 1024;
    static constexpr int MaxQuestions = 5000;
    // Per text (stem, option, explanation, feedback, citation), in UTF-16 code units.
    static constexpr qsizetype MaxTextLength = 10000;

    static Expected<QuestionBank> fromFile(const QString &path);
    static Expected<QuestionBank> fromJson(const QByteArray &json, const QString &sourceName);
    // A bank embedded in another document (a saved attempt); errors name `sourceName` and the bank's own paths.
    static Expected<QuestionBank> fromObject(const QJsonObject &json, const QString &sourceName);
    // The two outcome options the app appends to a prediction's own (another number, a peek first), in every
    // language: the loader and the practice set give them alike.
    static QList<QuestionOption> predictionOutcomes();
    // Every problem of a bank, for `check-quiz`: syntax (place line:column) or content (place a JSON path), the
    // problems of every question rather than only the first. Empty for a bank fromJson() accepts.
    static QList<JsonCursor::Problem> problems(const QByteArray &json);
};

Q_DECLARE_METATYPE(QuestionBank)
