// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/localizedtext.h"

#include <QList>
#include <QString>

// The practice questions' wording, and the bank format's own fixed texts (a prediction's extra outcomes, a task's two
// options), which is why it lives in quiz/: templates kept as data in resources/practice/templates.json (one entry per
// key, with one text per language, %1-style placeholders), filled in every language at once because a LocalizedText
// carries all of them. Values come in as LocalizedText too, so a number is written with each language's digits
// (QLocale: Bengali digits in bn) while code names and symbols stay as they are.
//
// Digit grouping is the template's choice, because one value often appears both in a sentence and in a formula of
// the same text ("N = 1,407 layers" in the stem, "⌈1407/10⌉" in the explanation). As in QString::arg, %1 inserts
// the value as it is: a number without group separators, so "max(1, 1867)" never reads as three operands. %L1
// groups a number the language's way (1,407 in en and ko, ১,৪০৭ and lakh grouping ১,২৩,৪৫৬ in bn), like the
// simulator and the banks beside the practice set; templates use it in stems, options, captions and prose, and
// keep %1 inside formulas (⌈%1/%2⌉, max(…), chains of = and operators). An argument that is not a number, such as
// a code name, is inserted unchanged by either form. English counts pick their form with {one|many} right after
// the placeholder ("%L4 {layer|layers}"); Bengali and Korean need none.
class PracticeText final
{
public:
    // The template `key` with %1 (or %L1), %2, … replaced by args[0], args[1], … in each language, in one pass (a
    // value containing "%2" is never expanded again). A missing key is a programming error (asserted; empty text).
    static LocalizedText fill(const QString &key, const QList<LocalizedText> &args = {});
    // Every template key, for the tests.
    static QStringList keys();

    // `value` in each language's digits, without grouping ("1000", "১০০০"); a template's %L placeholder groups it.
    static LocalizedText number(qint64 value);
    // The same number grouped as a %L placeholder shows it ("1,000", "১,০০০"), for the tests that look for it.
    static LocalizedText groupedNumber(qint64 value);
    // The same text in every language: code names, symbols.
    static LocalizedText verbatim(const QString &text);
};
