// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/io/safefilewriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <optional>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

// The file a save would replace, after following symbolic links.
struct Target
{
    QString path;
    bool exists = false;
    struct stat status = {};
};

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

Expected<void> failure(const QString &reason)
{
    return Expected<void>::failure(reason);
}

QString reasonFor(int error)
{
    switch (error) {
    case ENOSPC:
        return SafeFileWriter::tr("the disk is full (no space left on device)");
    case EDQUOT:
        return SafeFileWriter::tr("the disk quota is used up");
    case EFBIG:
        return SafeFileWriter::tr("the file would be too large for the file size limit or the file system");
    case EACCES:
    case EPERM:
        return SafeFileWriter::tr("permission denied");
    case EROFS:
        return SafeFileWriter::tr("the disk is mounted read-only");
    case EIO:
        return SafeFileWriter::tr("the disk reported an input/output error");
    case ENAMETOOLONG:
        return SafeFileWriter::tr("the file name is too long");
    case ELOOP:
        return SafeFileWriter::tr("too many levels of symbolic links");
    default:
        return qt_error_string(error);
    }
}

// QSaveFile keeps only the text of a system error. errno is translated only when it is verifiably the error that
// text describes; otherwise Qt's own words are shown rather than a guess.
QString reasonFromQt(int error, const QString &qtText)
{
    if (error != 0 && qtText == qt_error_string(error))
        return reasonFor(error);
    return qtText;
}

QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return SafeFileWriter::tr("a folder");
    if (S_ISFIFO(mode))
        return SafeFileWriter::tr("a named pipe (FIFO)");
    if (S_ISCHR(mode))
        return SafeFileWriter::tr("a character device");
    if (S_ISBLK(mode))
        return SafeFileWriter::tr("a block device");
    if (S_ISSOCK(mode))
        return SafeFileWriter::tr("a socket");
    return SafeFileWriter::tr("a special file");
}

// Every check looks at the file that would really be replaced, and QSaveFile is then given that path, so a link
// cannot lead the write somewhere the checks did not look. The final target need not exist yet.
std::optional<QString> followLinks(const QString &path)
{
    QString current = QFileInfo(path).absoluteFilePath();
    for (int depth = 0; depth < 40; ++depth) { // Linux gives up after 40 links too
        const QFileInfo info(current);
        if (!info.isSymLink())
            return current;
        current = info.symLinkTarget();
    }
    return std::nullopt;
}

bool sameFile(const struct stat &a, const struct stat &b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

// Why an existing file must not be replaced, or empty.
QString refuseExisting(const Target &target, bool throughLink, const SafeFileWriter::Options &options)
{
    const mode_t mode = target.status.st_mode;

    // QSaveFile would rename a regular file over a pipe or a device (as root, over /dev/null itself).
    if (!S_ISREG(mode)) {
        if (throughLink)
            return SafeFileWriter::tr("it is a symbolic link to %1, which is %2, not a regular file")
                .arg(shown(target.path), kindOf(mode));
        if (S_ISDIR(mode))
            return SafeFileWriter::tr("it is a folder");
        return SafeFileWriter::tr("it is %1, not a regular file").arg(kindOf(mode));
    }
    for (const QString &protectedPath : options.protectedPaths) {
        if (SafeFileWriter::isSameFile(protectedPath, target.path)) {
            return SafeFileWriter::tr("it is the same file as %1, which must not be overwritten")
                .arg(shown(protectedPath));
        }
    }
    // Root passes every permission check, so without this a 0444 report would be replaced and come back writable.
    if ((mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0) {
        return throughLink ? SafeFileWriter::tr("%1 is read-only").arg(shown(target.path))
                           : SafeFileWriter::tr("the file is read-only");
    }
    if (::access(QFile::encodeName(target.path).constData(), W_OK) != 0)
        return reasonFor(errno);
    return {};
}

// Empty when a save to path may go ahead; otherwise why not.
QString inspect(const QString &path, const SafeFileWriter::Options &options, Target *target)
{
    if (path.isEmpty())
        return SafeFileWriter::tr("no file name was given");
    const std::optional<QString> resolved = followLinks(path);
    if (!resolved)
        return reasonFor(ELOOP);
    target->path = *resolved;
    const bool throughLink = target->path != QFileInfo(path).absoluteFilePath();
    const QString folder = QFileInfo(target->path).absolutePath();

    if (::stat(QFile::encodeName(target->path).constData(), &target->status) != 0) {
        const int error = errno;
        if (error != ENOENT && error != ENOTDIR)
            return reasonFor(error);
        // Say which folder is wrong instead of a bare "No such file or directory".
        const QFileInfo folderInfo(folder);
        if (!folderInfo.exists())
            return SafeFileWriter::tr("the folder %1 does not exist").arg(shown(folder));
        if (!folderInfo.isDir())
            return SafeFileWriter::tr("%1 is not a folder").arg(shown(folder));
        if (error != ENOENT)
            return reasonFor(error);
    } else if (const QString refusal = refuseExisting(*target, throughLink, options); !refusal.isEmpty()) {
        return refusal;
    } else {
        target->exists = true;
    }
    for (const QString &protectedFolder : options.protectedFolders) {
        if (SafeFileWriter::isInside(target->path, protectedFolder))
            return SafeFileWriter::tr("it is inside %1, the folder where the app keeps the learner's data")
                .arg(shown(protectedFolder));
    }
    if (::access(QFile::encodeName(folder).constData(), W_OK | X_OK) != 0) {
        // The temporary file is made in that folder; writing into the old file instead would not be atomic.
        const int error = errno;
        return SafeFileWriter::tr("no new file can be made in the folder %1: %2").arg(shown(folder), reasonFor(error));
    }
    return {};
}

} // namespace

bool SafeFileWriter::isSameFile(const QString &a, const QString &b)
{
    struct stat first = {};
    struct stat second = {};
    return !a.isEmpty() && !b.isEmpty() && ::stat(QFile::encodeName(a).constData(), &first) == 0
           && ::stat(QFile::encodeName(b).constData(), &second) == 0 && sameFile(first, second);
}

bool SafeFileWriter::isInside(const QString &path, const QString &folder)
{
    struct stat guarded = {};
    if (path.isEmpty() || folder.isEmpty() || ::stat(QFile::encodeName(folder).constData(), &guarded) != 0)
        return false;
    // Walks up from the target's own folder with every link resolved first, so ".." means the real parent.
    const QString canonical = QFileInfo(QFileInfo(path).absolutePath()).canonicalFilePath();
    if (canonical.isEmpty())
        return false;
    QDir current(canonical);
    for (int depth = 0; depth < 4096; ++depth) {
        struct stat status = {};
        if (::stat(QFile::encodeName(current.absolutePath()).constData(), &status) == 0 && sameFile(status, guarded))
            return true;
        if (current.isRoot() || !current.cdUp())
            return false;
    }
    return false;
}

Expected<void> SafeFileWriter::check(const QString &path, const Options &options)
{
    Target target;
    const QString reason = inspect(path, options, &target);
    return reason.isEmpty() ? Expected<void>() : failure(reason);
}

Expected<void> SafeFileWriter::write(const QString &path, const QByteArray &bytes, const Options &options)
{
    Target target;
    if (const QString reason = inspect(path, options, &target); !reason.isEmpty())
        return failure(reason);

    QSaveFile file(target.path);
    errno = 0;
    QIODevice::OpenMode mode = QIODevice::WriteOnly;
#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
    // Unbuffered: nothing is left for commit() to flush, the flush whose failure Qt 6.4 ignores (6.4.2 renames the
    // cut-off file into place and returns true; 6.8.2 returns false and keeps the old file; between them unmeasured).
    mode |= QIODevice::Unbuffered;
#endif
    if (!file.open(mode)) {
        const int error = errno;
        return failure(reasonFromQt(error, file.errorString()));
    }
    const int fd = file.handle();
    const auto abandon = [&file](int error) {
        file.cancelWriting();
        return failure(reasonFor(error));
    };

    if (target.exists) {
        if (::fchown(fd, target.status.st_uid, target.status.st_gid) != 0
            && ::fchown(fd, uid_t(-1), target.status.st_gid) != 0) {
            // Not a reason to fail: only root may give a file away, so the writer owns the new file, as with any
            // editor that saves by renaming.
        }
        // QSaveFile copies QFileInfo::permissions(), which mixes in what the current user may do: for root a 0460
        // file would come back 0660.
        if (::fchmod(fd, target.status.st_mode & (S_IRWXU | S_IRWXG | S_IRWXO)) != 0)
            return abandon(errno);
    }

    // Written straight to the descriptor so every failure keeps its errno (ENOSPC, EFBIG, EDQUOT) for the message.
    for (qsizetype written = 0; written < bytes.size();) {
        const ssize_t count = ::write(fd, bytes.constData() + written, size_t(bytes.size() - written));
        if (count < 0 && errno == EINTR)
            continue;
        if (count < 0)
            return abandon(errno);
        if (count == 0)
            return abandon(EIO);
        written += count;
    }
    // commit() syncs too but ignores the result; a full disk on NFS or a delayed-allocation file system, or a
    // failing disk, may only show here.
    if (::fdatasync(fd) != 0)
        return abandon(errno);

    errno = 0;
    if (!file.commit()) {
        const int error = errno;
        return failure(reasonFromQt(error, file.errorString()));
    }
    return {};
}
