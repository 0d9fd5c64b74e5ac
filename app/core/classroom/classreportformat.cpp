// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/classroom/classreportformat.h"

#include "core/classroom/classreportwriter.h"
#include "core/report/renderoptions.h"
#include "core/report/reportpages.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

Expected<QByteArray> writePdf(const ClassResults &results, const QString &language)
{
    // On the paper of the locale the app runs in.
    QString error;
    QByteArray pdf = ReportPages::writeClassPdf(ClassReportWriter::page(results, language),
                                                RenderOptions::forLocale(QLocale()), &error);
    if (pdf.isEmpty())
        return Expected<QByteArray>::failure(error);
    return pdf;
}

Expected<QByteArray> writeHtml(const ClassResults &results, const QString &language)
{
    return ClassReportWriter::html(results, language);
}

Expected<QByteArray> writeJson(const ClassResults &results, const QString &)
{
    return ClassReportWriter::json(results);
}

Expected<QByteArray> writeCsv(const ClassResults &results, const QString &)
{
    return ClassReportWriter::csv(results);
}

} // namespace

const std::vector<ClassReportFormat> &ClassReportFormat::all()
{
    // Each row: the table base (no fields), the extensions, the filter label, the writer. The first row is the default
    // of the save dialog.
    static const std::vector<ClassReportFormat> formats{
        {{}, {u"pdf"_s}, QT_TRANSLATE_NOOP("ClassReportFormat", "PDF document"), &writePdf},
        {{}, {u"html"_s, u"htm"_s}, QT_TRANSLATE_NOOP("ClassReportFormat", "Web page"), &writeHtml},
        {{}, {u"json"_s}, QT_TRANSLATE_NOOP("ClassReportFormat", "JSON for programs"), &writeJson},
        {{}, {u"csv"_s}, QT_TRANSLATE_NOOP("ClassReportFormat", "CSV, one row per student"), &writeCsv},
    };
    return formats;
}

Expected<QByteArray> ClassReportFormat::writeFor(const ClassResults &results, const QString &path,
                                                 const QString &language)
{
    if (const ClassReportFormat *format = forPath(path))
        return format->write(results, language);
    return Expected<QByteArray>::failure(tr("the name must end in %1").arg(extensionList()));
}
