// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/localizedtext.h"

#include <QList>
#include <QString>

// The practice questions' wording: templates kept as data in resources/practice/templates.json (one entry per key,
// with one text per language, %1-style placeholders), filled in every language at once because a LocalizedText
// carries all of them. Values come in as LocalizedText too, so a number is written with each language's digits
// (QLocale: Bengali digits in bn) while code names and symbols stay as they are.
class PracticeText final
{
public:
    // The template `key` with %1, %2, … replaced by args[0], args[1], … in each language, in one pass (a value
    // containing "%2" is never expanded again). A missing key is a programming error (asserted; empty text).
    static LocalizedText fill(const QString &key, const QList<LocalizedText> &args = {});
    // Every template key, for the tests.
    static QStringList keys();

    // `value` in each language's digits, without grouping ("1000", "১০০০"): numbers appear inside formulas.
    static LocalizedText number(qint64 value);
    // The same text in every language: code names, symbols.
    static LocalizedText verbatim(const QString &text);
};
