// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QColor>

#include <cmath>

// The colours that say right and wrong, in one place for the option buttons, the verdict line and the summary. Each
// is chosen for the background it is drawn on: dark shades on light backgrounds, light shades on dark ones (a dark
// desktop theme), so the text keeps at least 4.5:1 contrast either way. A check or cross mark always goes with them,
// so colour is never the only cue.
struct VerdictColours
{
    static QColor right(const QColor &background)
    {
        return isDark(background) ? QColor(0xa5, 0xd6, 0xa7) : QColor(0x1b, 0x5e, 0x20);
    }
    static QColor wrong(const QColor &background)
    {
        return isDark(background) ? QColor(0xef, 0x9a, 0x9a) : QColor(0xb7, 0x1c, 0x1c);
    }

    // A pale (light theme) or deep (dark theme) background for something marked with `ink`, keeping the ink readable
    // on it at 4.5:1 or more.
    static QColor tint(const QColor &ink, const QColor &background)
    {
        const double share = isDark(background) ? 0.22 : 0.12;
        return QColor::fromRgbF(float(background.redF() * (1 - share) + ink.redF() * share),
                                float(background.greenF() * (1 - share) + ink.greenF() * share),
                                float(background.blueF() * (1 - share) + ink.blueF() * share));
    }
    static bool isDark(const QColor &background) { return luminance(background) < 0.18; }

    // WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black on white).
    static double contrast(const QColor &a, const QColor &b)
    {
        const double la = luminance(a);
        const double lb = luminance(b);
        return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
    }

private:
    static double luminance(const QColor &colour)
    {
        const auto linear = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF());
    }
};
