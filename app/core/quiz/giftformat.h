// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankimport.h"

// Moodle's GIFT format, read by Moodle's rules (qformat_gift in moodle/moodle) and written so that Moodle reads it
// back unchanged. Reading: questions are separated by blank lines; whole-line // comments; ::title::;
// [html|moodle|plain|markdown] format prefixes (text is kept as plain text); $CATEGORY: lines; {=right ~wrong} with
// #feedback per answer and ####general feedback; ~%50% weights; exactly the escapes \: \# \= \{ \} \~ \n and \\;
// question types inferred in Moodle's order (description, essay, numerical, multiple choice, matching,
// true/false, short answer). Multiple choice with one right answer and true/false are played; every other type
// is named with its line and skipped, and everything Moodle would read differently from what the author
// probably meant is a warning. Reading is linear in the input: a question longer than a playable one can be is
// refused as its lines arrive, and counting answers stops at one past the limit.
class GiftFormat final
{
public:
    // A stem, an explanation and, per option, a text and a feedback, each at the longest a bank allows.
    static constexpr qsizetype MaxQuestionCharacters
        = (2 + 2 * qsizetype(QuestionBank::MaxOptions)) * QuestionBankLoader::MaxTextLength;
    static constexpr int MaxQuestionLines = 10000;

    static BankImport read(const QString &text, const QString &title);
    // The bank in `language` (falling back as the bank does): ::id::[plain]stem{=right#… ~wrong#feedback
    // ####explanation}, each text escaped, the reference as a // comment line.
    static QString write(const QuestionBank &bank, const QString &language);
    // `text` with GIFT's special characters escaped and line breaks as \n.
    static QString escape(const QString &text);
};
