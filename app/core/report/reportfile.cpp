#include "core/report/reportfile.h"

#include "core/report/renderoptions.h"
#include "core/report/reportformat.h"
#include "core/report/scorereport.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

using namespace Qt::StringLiterals;

const ReportFormat *ReportFile::formatForPath(const QString &path)
{
    return ReportFormat::forPath(path);
}

bool ReportFile::save(const ScoreReport &report, const QString &path, QString *error, const QLocale &paperLocale)
{
    const QString shown = QDir::toNativeSeparators(path);
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = tr("Could not save the report to %1: %2").arg(shown, reason);
        return false;
    };

    const ReportFormat *format = formatForPath(path);
    if (!format)
        return fail(tr("unknown file type; use a name ending in %1").arg(ReportFormat::extensionList()));
    const QFileInfo target(path);
    if (target.isDir())
        return fail(tr("it is a folder"));
    // Say which folder is wrong before QSaveFile reports a bare "No such file or directory".
    const QFileInfo folder(target.absolutePath());
    if (!folder.exists())
        return fail(tr("the folder %1 does not exist").arg(QDir::toNativeSeparators(folder.filePath())));
    if (!folder.isDir())
        return fail(tr("%1 is not a folder").arg(QDir::toNativeSeparators(folder.filePath())));

    QString renderError;
    const QByteArray bytes = format->write(report, RenderOptions::forLocale(paperLocale), &renderError);
    if (bytes.isEmpty())
        return fail(tr("the report could not be produced (%1)").arg(renderError));

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    // A short write reports no error (a disk that fills up part-way, a file size limit); writing the rest then
    // fails with the reason (ENOSPC, EFBIG), which is what the learner needs to read.
    for (qint64 written = 0; written < bytes.size();) {
        const qint64 count = file.write(bytes.constData() + written, bytes.size() - written);
        if (count <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return fail(reason);
        }
        written += count;
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}
