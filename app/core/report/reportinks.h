// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

// The inks of the printed reports, the learner's and the class's, in PDF and HTML alike: one table, so the two formats
// cannot drift apart (they had, by a few steps of grey, when each writer kept its own). An ink is 8-bit sRGB; the PDF
// engine (PdfFlow) takes it as it is, a style sheet as #rrggbb, written in the sheet as @name and filled in by
// fillStyleSheet(). The window's colours are the palette's and the charts' own (ui/chartpalette.h), never these:
// paper is white in every theme.
struct ReportInk
{
    int red = 0;
    int green = 0;
    int blue = 0;

    QString css() const; // #rrggbb
};

namespace ReportInks {

inline constexpr ReportInk Text{0x21, 0x21, 0x21};
inline constexpr ReportInk Muted{0x61, 0x61, 0x66}; // the app line, labels, notes, footers
inline constexpr ReportInk Rule{0xb8, 0xb8, 0xbf};
inline constexpr ReportInk HeaderFill{0xe8, 0xea, 0xf1};
inline constexpr ReportInk Right{0x0d, 0x7a, 0x33};
inline constexpr ReportInk Wrong{0xc2, 0x1f, 0x1f};
inline constexpr ReportInk Partial{0xa8, 0x61, 0x00};
// The class report: a flagged figure, and the option bars (the right option's, the others', their track).
inline constexpr ReportInk Flagged{0xa3, 0x16, 0x1a};
inline constexpr ReportInk RightBar{0x1a, 0x7f, 0x3c};
inline constexpr ReportInk WrongBar{0x6f, 0x7a, 0xa3};
inline constexpr ReportInk BarTrack{0xeb, 0xeb, 0xf0};

// sheet with every @name (text, muted, rule, headerfill, right, wrong, partial, flagged, rightbar, wrongbar,
// bartrack) replaced by that ink's #rrggbb; an @ followed by any other name is left as it is.
QString fillStyleSheet(const QString &sheet);

} // namespace ReportInks
