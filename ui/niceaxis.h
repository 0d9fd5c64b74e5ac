// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

class QCategoryAxis;
class QValueAxis;

// Axis ranges and labels the charts set themselves.
//
// setUpperBound() gives a value axis the range [0, max] rounded up to a "nice" step with ticks on those steps.
// QValueAxis::applyNiceNumbers() does this too, but with several series sharing the axis it can bounce the range
// between their domains forever in Qt 6.4. Every axis here counts something (layers, activations, layer forwards),
// so steps are integers >= 1 (1, 2, 5 × 10^n, and 2.5 × 10^n from 25 up) and a "%.0f" label is the tick's exact
// value: N = 1 gives 0, 1, 2 and N = 3 never shows 2.5 rounded to 3.
//
// The log1p scale puts v at log10(1 + v) on a category axis labelled 0, 1, 10, 100, …: logarithmic where the
// counts are large, with an exact 0 at the bottom (a log axis cannot show "no extra forwards").
class NiceAxis final
{
public:
    static void setUpperBound(QValueAxis *axis, double max, int targetTicks = 5);
    // [0, max] exactly (at least 1), with ticks on the nice step below it: for a zoom that should end at max.
    static void setTicksUpTo(QValueAxis *axis, double max, int targetTicks = 5);
    // The step setUpperBound() uses: an integer >= 1.
    static double niceStep(double max, int targetTicks);
    // For a measure rather than a count (GiB: a GPT-2 block is 0.08 GiB): [0, max] rounded up to a 1, 2 or 5 × 10^n
    // step of any size, labelled with as many decimals as the step needs.
    static void setMeasureUpperBound(QValueAxis *axis, double max, int targetTicks = 4);

    static double toLog1p(double value);
    static double fromLog1p(double position);
    // Range [0, log1p(10^d)] for the smallest decade 10^d >= max, labelled at 0 and at each decade (every other
    // decade past six) in the current locale's digits.
    static void setLog1pRange(QCategoryAxis *axis, double max);
    // 1,000 in the locale's digits up to a thousand, 10⁴ style above (narrow labels in every script).
    static QString decadeLabel(int exponent);
};
