// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/reportformat.h"

#include "core/report/csvreportwriter.h"
#include "core/report/htmlreportwriter.h"
#include "core/report/jsonreportwriter.h"
#include "core/report/reportpages.h"
#include "core/report/scorereport.h"

using namespace Qt::StringLiterals;

const std::vector<ReportFormat> &ReportFormat::all()
{
    // Each row: the table base (no fields), the extensions, the filter label, the writer. The first row is the default
    // of the export dialog.
    static const std::vector<ReportFormat> formats{
        {{}, {u"pdf"_s}, QT_TRANSLATE_NOOP("ReportFormat", "PDF document"), &ReportPages::writePdf},
        {{}, {u"html"_s, u"htm"_s}, QT_TRANSLATE_NOOP("ReportFormat", "Web page"), &HtmlReportWriter::write},
        {{}, {u"csv"_s}, QT_TRANSLATE_NOOP("ReportFormat", "CSV for spreadsheets"), &CsvReportWriter::write},
        {{}, {u"json"_s}, QT_TRANSLATE_NOOP("ReportFormat", "JSON data"), &JsonReportWriter::write},
    };
    return formats;
}

QByteArray ReportFormat::render(const ScoreReport &report, const RenderOptions &options, QString *error) const
{
    return write(prepared(report, options), options, error);
}

ScoreReport ReportFormat::prepared(const ScoreReport &report, const RenderOptions &options)
{
    return options.includeAnswerKey ? report : report.withoutAnswerKey();
}
