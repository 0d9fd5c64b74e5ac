// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankdiagnostic.h"
#include "core/quiz/questionbank.h"

#include <algorithm>

// What reading a quiz file gives: the questions the app can play, where each of them starts in the file (for
// checks that come later, such as duplicate options) and every problem and warning found on the way. Readers of
// foreign formats (GIFT, Aiken, Moodle XML) skip what the app cannot play and say so here instead of guessing.
// A hostile file can hold millions of problems: only the first MaxShown of each severity are kept, the rest counted,
// so neither memory nor check-quiz's output grows with them.
struct BankImport
{
    static constexpr qsizetype MaxShown = 100;

    QuestionBank bank;
    QList<SourcePlace> questionPlaces; // parallel to bank.questions
    QList<BankDiagnostic> diagnostics; // at most MaxShown errors and MaxShown warnings
    qsizetype omittedErrors = 0;
    qsizetype omittedWarnings = 0;
    qsizetype skippedQuestions = 0; // questions in the file the app cannot play (essay, matching, …), each warned about

    void report(BankDiagnostic diagnostic)
    {
        const bool error = diagnostic.isError();
        if ((error ? m_shownErrors : m_shownWarnings) < MaxShown) {
            ++(error ? m_shownErrors : m_shownWarnings);
            diagnostics.append(std::move(diagnostic));
        } else {
            ++(error ? omittedErrors : omittedWarnings);
        }
    }
    bool hasErrors() const
    {
        return omittedErrors > 0 || std::any_of(diagnostics.cbegin(), diagnostics.cend(), [](const BankDiagnostic &d) {
                   return d.isError();
               });
    }
    void add(Question question, SourcePlace place)
    {
        bank.questions.append(std::move(question));
        questionPlaces.append(std::move(place));
    }

private:
    qsizetype m_shownErrors = 0;
    qsizetype m_shownWarnings = 0;
};
