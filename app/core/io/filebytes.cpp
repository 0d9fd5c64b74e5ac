// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/io/filebytes.h"

#include <QDeadlineTimer>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// Closes the descriptor on every path out.
class Descriptor final
{
public:
    explicit Descriptor(int fd)
        : m_fd(fd)
    {}
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

QString tooLarge(qint64 maxBytes)
{
    return u"file is larger than the limit of %1 bytes"_s.arg(maxBytes);
}

// Reads until end of file or maxBytes + 1 bytes; for a pipe or socket, waits for data only until the deadline.
Expected<QByteArray> readAll(int fd, const FileBytes::Limits &limits, bool isStream)
{
    const qint64 maxBytes = limits.maxBytes;
    const QDeadlineTimer deadline(limits.streamWait);
    QByteArray bytes;
    constexpr qint64 Chunk = qint64(64) * 1024;
    for (;;) {
        if (isStream) {
            pollfd ready{fd, POLLIN, 0};
            const int waited = ::poll(&ready, 1, int(deadline.remainingTime()));
            if (waited < 0 && errno == EINTR)
                continue;
            if (waited < 0)
                return Expected<QByteArray>::failure(u"cannot read: %1"_s.arg(systemError(errno)));
            if (waited == 0)
                return Expected<QByteArray>::failure(
                    u"the data did not finish arriving within %1 seconds (a named pipe with no writer?)"_s.arg(
                        double(limits.streamWait.count()) / 1000));
        }
        const qsizetype before = bytes.size();
        const qint64 wanted = std::min(Chunk, maxBytes + 1 - before);
        bytes.resize(before + qsizetype(wanted));
        const ssize_t got = ::read(fd, bytes.data() + before, size_t(wanted));
        if (got < 0) {
            bytes.resize(before);
            if (errno == EINTR || errno == EAGAIN)
                continue;
            return Expected<QByteArray>::failure(u"cannot read: %1"_s.arg(systemError(errno)));
        }
        bytes.resize(before + got);
        if (got == 0)
            return bytes;
        if (bytes.size() > maxBytes)
            return Expected<QByteArray>::failure(tooLarge(maxBytes));
    }
}

} // namespace

Expected<QByteArray> FileBytes::read(const QString &path, const Limits &limits)
{
    if (path.isEmpty())
        return Expected<QByteArray>::failure(u"cannot open: no file name"_s);
    if (path.startsWith(u':')) { // a Qt resource: in memory, with a known size
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly))
            return Expected<QByteArray>::failure(u"cannot open: %1"_s.arg(resource.errorString()));
        if (resource.size() > limits.maxBytes)
            return Expected<QByteArray>::failure(tooLarge(limits.maxBytes));
        return resource.readAll();
    }
    // O_NONBLOCK: a named pipe without a writer would otherwise block open() until one comes.
    const Descriptor file(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC));
    if (file.get() < 0)
        return Expected<QByteArray>::failure(u"cannot open: %1"_s.arg(systemError(errno)));
    struct stat info = {};
    if (::fstat(file.get(), &info) != 0)
        return Expected<QByteArray>::failure(u"cannot open: %1"_s.arg(systemError(errno)));
    const bool isStream = S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode);
    if (S_ISDIR(info.st_mode))
        return Expected<QByteArray>::failure(u"cannot open: is a folder, not a file"_s);
    if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode))
        return Expected<QByteArray>::failure(u"cannot open: is a device, not a file"_s);
    if (isStream && limits.streamWait.count() <= 0)
        return Expected<QByteArray>::failure(S_ISFIFO(info.st_mode) ? u"cannot open: is a named pipe, not a file"_s
                                                                    : u"cannot open: is a socket, not a file"_s);
    if (S_ISREG(info.st_mode) && info.st_size > limits.maxBytes)
        return Expected<QByteArray>::failure(
            u"file is %1 bytes; the limit is %2 bytes"_s.arg(qint64(info.st_size)).arg(limits.maxBytes));
    // A regular file (also one in /proc that reports no size) reads to its end without waiting.
    if (!isStream)
        ::fcntl(file.get(), F_SETFL, ::fcntl(file.get(), F_GETFL) & ~O_NONBLOCK);
    return readAll(file.get(), limits, isStream);
}
