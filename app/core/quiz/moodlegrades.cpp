// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/moodlegrades.h"

#include <cmath>

namespace {
// Moodle's own tolerance when it matches an imported grade (qformat_default::match_grade_options).
constexpr double Tolerance = 0.00001;
} // namespace

const QList<double> &MoodleGrades::fractions()
{
    static const QList<double> list{1.0,       0.9,       0.8333333, 0.8,       0.75, 0.7,  0.6666667,
                                    0.6,       0.5,       0.4,       0.3333333, 0.3,  0.25, 0.2,
                                    0.1666667, 0.1428571, 0.125,     0.1111111, 0.1,  0.05, 0.0};
    return list;
}

bool MoodleGrades::isAllowed(double fraction)
{
    return std::abs(fraction - nearest(fraction)) < Tolerance;
}

double MoodleGrades::nearest(double fraction)
{
    const double magnitude = std::abs(fraction);
    double best = 0;
    for (const double allowed : fractions()) {
        if (std::abs(allowed - magnitude) < std::abs(best - magnitude))
            best = allowed;
    }
    return fraction < 0 ? -best : best;
}

QString MoodleGrades::percent(double fraction)
{
    // Five decimals, as Moodle's own XML export writes them, without trailing zeros.
    QString text = QString::number(fraction * 100, 'f', 5);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}
