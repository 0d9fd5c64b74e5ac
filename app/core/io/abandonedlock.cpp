// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/io/abandonedlock.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSysInfo>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

bool nobodyHolds(const QString &path)
{
    // O_RDONLY opens a folder too; flock() works on both. A lock held by this process through another descriptor
    // counts as held, as it should.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return false;
    const bool free = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
    ::close(fd);
    return free;
}

} // namespace

bool AbandonedLock::isAbandoned(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists() || info.isSymLink())
        return false;
    if (info.isFile()) {
        qint64 pid = 0;
        QString host;
        QLockFile lock(path);
        // A readable lock of this computer is QLockFile's to judge: it takes over the lock of a process that ended.
        if (lock.getLockInfo(&pid, &host, nullptr) && (host.isEmpty() || host == QSysInfo::machineHostName()))
            return false;
    }
    return nobodyHolds(path);
}

bool AbandonedLock::clear(const QString &path)
{
    if (!isAbandoned(path))
        return false;
    if (QFileInfo(path).isFile())
        return QFile::remove(path);
    const QString aside = path + u".unreadable-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss-zzz"_s);
    return QDir().rename(path, aside);
}
