#include "core/report/reportfile.h"

#include "core/io/safefilewriter.h"
#include "core/report/csvreportwriter.h"
#include "core/report/htmlreportwriter.h"
#include "core/report/jsonreportwriter.h"
#include "core/report/pdfreportwriter.h"
#include "core/report/scorereport.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

std::optional<ReportFile::Format> ReportFile::formatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "pdf"_L1)
        return Format::Pdf;
    if (suffix == "html"_L1 || suffix == "htm"_L1)
        return Format::Html;
    if (suffix == "csv"_L1)
        return Format::Csv;
    if (suffix == "json"_L1)
        return Format::Json;
    return std::nullopt;
}

QString ReportFile::extension(Format format)
{
    switch (format) {
    case Format::Pdf:
        return u"pdf"_s;
    case Format::Html:
        return u"html"_s;
    case Format::Csv:
        return u"csv"_s;
    case Format::Json:
        return u"json"_s;
    }
    return QString();
}

QByteArray ReportFile::render(const ScoreReport &report, Format format, const QLocale &paperLocale, QString *error)
{
    switch (format) {
    case Format::Pdf:
        return PdfReportWriter::write(report, PdfReportWriter::paperSizeFor(paperLocale), error);
    case Format::Html:
        return HtmlReportWriter::write(report);
    case Format::Csv:
        return CsvReportWriter::write(report);
    case Format::Json:
        return JsonReportWriter::write(report);
    }
    return {};
}

bool ReportFile::save(const ScoreReport &report, const QString &path, QString *error, const QLocale &paperLocale,
                      const QStringList &protectedPaths)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("Could not save the report to %1: %2").arg(shown, reason);
        return false;
    };

    const std::optional<Format> format = formatForPath(path);
    if (!format)
        return fail(tr("unknown file type; use a name ending in .pdf, .html, .csv or .json"));
    const SafeFileWriter::Options options{protectedPaths};
    // Refuse a bad destination before spending seconds on a PDF.
    if (const SafeFileWriter::Result usable = SafeFileWriter::check(path, options); !usable.ok)
        return fail(usable.error);

    QString renderError;
    const QByteArray bytes = render(report, *format, paperLocale, &renderError);
    if (bytes.isEmpty())
        return fail(tr("the report could not be produced (%1)").arg(renderError));

    if (const SafeFileWriter::Result saved = SafeFileWriter::write(path, bytes, options); !saved.ok)
        return fail(saved.error);
    return true;
}
