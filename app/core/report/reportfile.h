#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>

struct ScoreReport;

// Saves a score report to a file, the format chosen by the file name's extension (.pdf, .html/.htm, .csv,
// .json). The file is written through QSaveFile: bytes go to a temporary file that replaces the target only
// once everything is written, so a failure (missing folder, no permission, full disk) leaves any existing
// file at that path exactly as it was. Messages are translated and name the path and the reason.
class ReportFile final
{
    Q_DECLARE_TR_FUNCTIONS(ReportFile)
public:
    enum class Format { Pdf, Html, Csv, Json };

    static std::optional<Format> formatForPath(const QString &path);
    static QString extension(Format format); // without the dot: "pdf"

    // The bytes of the report in that format; empty with *error set only if PDF rendering fails.
    static QByteArray render(const ScoreReport &report, Format format, const QLocale &paperLocale,
                             QString *error = nullptr);

    // paperLocale picks A4 or US Letter for PDFs. Returns false and a message in *error on failure.
    static bool save(const ScoreReport &report, const QString &path, QString *error,
                     const QLocale &paperLocale = QLocale::system());
};
