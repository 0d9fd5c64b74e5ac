// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/reportformat.h"

#include "core/report/csvreportwriter.h"
#include "core/report/htmlreportwriter.h"
#include "core/report/jsonreportwriter.h"
#include "core/report/reportpages.h"
#include "core/report/scorereport.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

const std::vector<ReportFormat> &ReportFormat::all()
{
    // The first row is the default of the export dialog.
    static const std::vector<ReportFormat> formats{
        {{u"pdf"_s}, QT_TRANSLATE_NOOP("ReportFormat", "PDF document"), &ReportPages::writePdf},
        {{u"html"_s, u"htm"_s}, QT_TRANSLATE_NOOP("ReportFormat", "Web page"), &HtmlReportWriter::write},
        {{u"csv"_s}, QT_TRANSLATE_NOOP("ReportFormat", "CSV for spreadsheets"), &CsvReportWriter::write},
        {{u"json"_s}, QT_TRANSLATE_NOOP("ReportFormat", "JSON data"), &JsonReportWriter::write},
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

QString ReportFormat::filter() const
{
    QStringList patterns;
    for (const QString &extension : extensions)
        patterns.append(u"*."_s + extension);
    return tr(filterLabel) + u" ("_s + patterns.join(u' ') + u')';
}

const ReportFormat *ReportFormat::forPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const ReportFormat &format : all()) {
        if (format.extensions.contains(suffix))
            return &format;
    }
    return nullptr;
}

QString ReportFormat::fileFilters()
{
    QStringList filters;
    for (const ReportFormat &format : all())
        filters.append(format.filter());
    return filters.join(u";;"_s);
}

QString ReportFormat::extensionList()
{
    QStringList names;
    for (const ReportFormat &format : all())
        names.append(u'.' + format.name());
    const QString last = names.takeLast();
    if (names.isEmpty())
        return last;
    return tr("%1 or %2", "the end of a list of file name extensions: \".pdf, .html, .csv\" or \".json\"")
        .arg(names.join(u", "_s), last);
}
