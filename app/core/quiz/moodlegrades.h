// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>
#include <QString>

// The answer grades Moodle accepts (question_bank::fraction_options_full in moodle/moodle: 100 %, 90 %, 83.33333 %, …,
// 5 %, 0 and their negatives). Moodle's import matches a grade to this list within 0.00001 of a fraction
// (match_grade_options) and refuses the rest, so `fraction="33.3"` fails while 33.33333 passes. The checker warns
// with the nearest allowed grade; the exporters write only grades from here.
class MoodleGrades final
{
public:
    // The positive grades as fractions, highest first, as Moodle lists them.
    static const QList<double> &fractions();
    // True when Moodle accepts `fraction` (1.0 for 100 %), negative ones included.
    static bool isAllowed(double fraction);
    // The allowed grade closest to `fraction`.
    static double nearest(double fraction);
    // A fraction as the percentage Moodle XML writes: "100", "33.33333", "-50".
    static QString percent(double fraction);
};
