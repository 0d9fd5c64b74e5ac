// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// The pages module's one exported symbol (ReportPages loads the module and calls it).

#include "core/classroom/classpdfwriter.h"
#include "core/report/pdfreportwriter.h"
#include "core/report/reportpages.h"
#include "ui/export/reportprinting.h"

extern "C" Q_DECL_EXPORT const ReportPagesModule *checkpoint_quiz_pages()
{
    static const ReportPagesModule table{CQ_VERSION,
                                         [](const ScoreReport &report, const RenderOptions &options, QString *error) {
                                             return PdfReportWriter::write(report, options, error);
                                         },
                                         &PdfReportWriter::libraries,
                                         &ReportPrinting::print,
                                         &ReportPrinting::printTo,
                                         [](const ClassReportPage &page, const RenderOptions &options, QString *error) {
                                             return ClassPdfWriter::write(page, options, error);
                                         }};
    return &table;
}
