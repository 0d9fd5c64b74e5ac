#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

struct ScoreReport;

// Saves a score report to a file, the format chosen by the file name's extension (.pdf, .html/.htm, .csv,
// .json). The file is written through SafeFileWriter: a failure (missing folder, no permission, full disk, file
// size limit, a special file in the way) leaves any existing file at that path exactly as it was, and success is
// reported only once every byte is on the disk. Messages are translated and name the path and the reason.
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

    // paperLocale picks A4 or US Letter for PDFs; a path that is the same file as one of protectedPaths (the
    // question bank) is refused. Returns false and a message in *error on failure.
    static bool save(const ScoreReport &report, const QString &path, QString *error,
                     const QLocale &paperLocale = QLocale::system(), const QStringList &protectedPaths = {});
};
