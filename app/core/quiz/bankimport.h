// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankdiagnostic.h"
#include "core/quiz/questionbank.h"

// What reading a quiz file gives: the questions the app can play, where each of them starts in the file (for
// checks that come later, such as duplicate options) and every problem and warning found on the way. Readers of
// foreign formats (GIFT, Aiken, Moodle XML) skip what the app cannot play and say so here instead of guessing.
struct BankImport
{
    QuestionBank bank;
    QList<SourcePlace> questionPlaces; // parallel to bank.questions
    QList<BankDiagnostic> diagnostics;

    bool hasErrors() const
    {
        for (const BankDiagnostic &diagnostic : diagnostics) {
            if (diagnostic.isError())
                return true;
        }
        return false;
    }
    void add(Question question, SourcePlace place)
    {
        bank.questions.append(std::move(question));
        questionPlaces.append(std::move(place));
    }
};
