// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankimport.h"
#include "core/quiz/question.h"

#include <QByteArray>

// Reads a quiz file of any format the app knows and lists every problem in it at once, for `check-quiz` and for
// opening files. Beyond what the format's reader finds (syntax, limits, types the app cannot play) it warns about
// questions that learners would read differently from what the author meant, in every format: "All of the above"
// in options that are shuffled, duplicate options, and a right answer that is always the longest option; and, for
// guided tasks, hints that do not lead to an answer the app accepts (each hint's "try" done, in every language).
class BankChecker final
{
public:
    // `path` names the file in messages and helps tell the format; `bytes` is its content.
    static BankImport check(const QByteArray &bytes, const QString &path);
    // The warnings that apply to any format, on a bank already read.
    // The warning for a file in which nothing is playable.
    static BankDiagnostic nothingToPlay();
    static QList<BankDiagnostic> lint(const QuestionBank &bank, const QList<SourcePlace> &places);
    // A task's hints done as they say (each "try", in every language), and its last hint required to say what to do.
    static QList<BankDiagnostic> taskProblems(const TaskGoal &goal, const QList<QuestionHint> &hints,
                                              const QStringList &languages, const SourcePlace &at);
};
