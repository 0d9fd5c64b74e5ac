#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

class ReportFormat;
struct ScoreReport;

// Saves a score report to a file, the format chosen by the file name's extension (the ReportFormat table). The file is
// written through QSaveFile: bytes go to a temporary file that replaces the target only once everything is written, so
// a failure (missing folder, no permission, full disk) leaves any existing file at that path exactly as it was.
// Messages are translated and name the path and the reason.
class ReportFile final
{
    Q_DECLARE_TR_FUNCTIONS(ReportFile)
public:
    // Null when the extension names no format; the same as ReportFormat::forPath (the report command asks here).
    static const ReportFormat *formatForPath(const QString &path);

    // paperLocale picks A4 or US Letter for PDFs. Returns false and a message in *error on failure.
    static bool save(const ScoreReport &report, const QString &path, QString *error,
                     const QLocale &paperLocale = QLocale::system());
};
