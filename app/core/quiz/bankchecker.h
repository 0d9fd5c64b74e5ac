// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankimport.h"

#include <QByteArray>

// Reads a quiz file of any format the app knows and lists every problem in it at once, for `check-quiz` and for
// opening files. Beyond what the format's reader finds (syntax, limits, types the app cannot play) it warns about
// questions that learners would read differently from what the author meant, in every format: "All of the above"
// in options that are shuffled, duplicate options, and a right answer that is always the longest option.
class BankChecker final
{
public:
    // `path` names the file in messages and helps tell the format; `bytes` is its content.
    static BankImport check(const QByteArray &bytes, const QString &path);
    // The warnings that apply to any format, on a bank already read.
    // The warning for a file in which nothing is playable.
    static BankDiagnostic nothingToPlay();
    static QList<BankDiagnostic> lint(const QuestionBank &bank, const QList<SourcePlace> &places);
};
