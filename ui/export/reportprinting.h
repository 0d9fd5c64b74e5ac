// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/reportpages.h"

class QPrinter;
class QWidget;
struct RenderOptions;
struct ScoreReport;

// Printing a score report: the PDF writer's very pages, rastered at the printer's resolution (up to
// MaxPrintDotsPerInch) and painted one per sheet, so a printout has the PDF's pages, footers and charts. Part of the
// pages module (ReportPages loads it), with the PDF writer it rasters.
class ReportPrinting final
{
public:
    // Sharp text with bounded memory: pages are rastered at the printer's resolution up to this.
    static constexpr int MaxPrintDotsPerInch = 300;

    // Asks for a printer on the options' paper, then prints the (already prepared) report on the chosen paper.
    static ReportPagesModule::Printed print(QWidget *parent, const QString &dialogTitle, const ScoreReport &report,
                                            const RenderOptions &options);
    // No dialog: prints onto a set-up printer, on its paper when that is A4 or Letter, else the options' paper.
    // False if the printer cannot be painted on or rendering fails.
    static bool printTo(QPrinter *printer, const ScoreReport &report, const RenderOptions &options);
};
