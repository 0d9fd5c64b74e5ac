// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankimport.h"

// Moodle's Aiken format, read by Moodle's rules (qformat_aiken in moodle/moodle): a question is a one-line stem,
// then one choice per line ("A) text" or "A. text", a capital letter then ")" or "."), then "ANSWER: X". Lines are
// trimmed and lines shorter than two bytes ignored. A second text line before the choices starts a new question,
// so Moodle keeps only the last line of a stem written over several lines: that is a warning here, and the app
// keeps what Moodle keeps.
class AikenFormat final
{
public:
    static BankImport read(const QString &text, const QString &title);
};
