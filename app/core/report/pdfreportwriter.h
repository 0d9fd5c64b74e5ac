// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/renderoptions.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

struct ScoreReport;

// Writes a score report as a paged PDF with Pango and Cairo: title block, score summary, a table of answers,
// the explanations, then the simulator's figures and chart. Pango shapes Bengali and Korean with HarfBuzz and
// Cairo records which characters each glyph run stands for, so the PDF's text extracts (pdftotext, search,
// screen readers) exactly as written; Qt's own PDF engine shapes Bengali but its text extracts scrambled.
// This file says what goes on the page; pdf/pdfflow.h lays it out and breaks pages (only between lines, table
// rows whole when they fit, the header row repeated).
class PdfReportWriter final
{
public:
    // Page geometry in PDF points; public so tests can check that no text crosses the body's bottom edge.
    static constexpr double Margin = 50.0;
    static constexpr double FooterHeight = 24.0; // reserved at the bottom of the body for the page number

    // The libraries the pages are laid out and drawn with, the versions running and their SPDX licences, one line
    // each ("Pango 1.50.12: LGPL-2.0-or-later"), for Help → About.
    static QStringList libraries();

    static double pageWidth(RenderOptions::Paper paper);
    static double pageHeight(RenderOptions::Paper paper);

    // Returns the PDF, or empty bytes and a reason in *error if Cairo fails (for example out of memory).
    static QByteArray write(const ScoreReport &report, const RenderOptions &options = {}, QString *error = nullptr);

    // Takes one page as 32-bit xRGB pixels (QImage::Format_RGB32's layout); returns false to skip the rest.
    using PageImageSink = std::function<bool(const unsigned char *pixels, int width, int height, int bytesPerLine)>;
    // The very pages write() makes, rastered at dotsPerInch and handed over one at a time (printing paints them
    // onto the printer, so a printout is the PDF). False with a reason in *error if Cairo fails.
    static bool raster(const ScoreReport &report, const RenderOptions &options, double dotsPerInch,
                       const PageImageSink &takePage, QString *error = nullptr);
};
