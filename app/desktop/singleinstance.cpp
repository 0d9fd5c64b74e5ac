// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "desktop/singleinstance.h"

#include "core/io/abandonedlock.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSocketNotifier>
#include <QThread>
#include <QTimer>

#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

constexpr QByteArrayView OpenVerb = "open ";
constexpr QByteArrayView ActivateVerb = "activate";
constexpr QByteArrayView Reply = "ok\n";

// A socket descriptor closed when it goes out of scope.
class Descriptor
{
public:
    explicit Descriptor(int fd = -1)
        : m_fd(fd)
    {}
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Q_DISABLE_COPY_MOVE(Descriptor)
    int get() const { return m_fd; }
    int release() { return std::exchange(m_fd, -1); }

private:
    int m_fd;
};

// False when the path does not fit a Unix socket address (108 bytes on Linux).
bool socketAddress(const QString &path, sockaddr_un *address)
{
    const QByteArray encoded = QFile::encodeName(path);
    *address = {};
    address->sun_family = AF_UNIX;
    if (encoded.size() >= qsizetype(sizeof(address->sun_path)))
        return false;
    std::memcpy(address->sun_path, encoded.constData(), size_t(encoded.size()));
    return true;
}

int remaining(const QDeadlineTimer &deadline)
{
    return int(qMax<qint64>(deadline.remainingTime(), 0));
}

// Reads what has arrived on the non-blocking `fd` into `buffer`, at most up to `limit` bytes in all. False when the
// other end has closed the connection or it failed.
bool readAvailable(int fd, QByteArray *buffer, qsizetype limit)
{
    char chunk[4096];
    while (buffer->size() < limit) {
        const ssize_t n = ::read(fd, chunk, size_t(qMin<qsizetype>(sizeof chunk, limit - buffer->size())));
        if (n > 0)
            buffer->append(chunk, n);
        else if (n == 0)
            return false;
        else if (errno == EINTR)
            continue;
        else
            return errno == EAGAIN || errno == EWOULDBLOCK;
    }
    return true;
}

} // namespace

SingleInstance::SingleInstance(const QString &directory, const QString &name, QObject *parent)
    : QObject(parent)
    , m_socketPath(directory + u'/' + name + u".socket"_s)
    , m_lock(directory + u'/' + name + u".lock"_s)
{
    // Held for the whole run, so never stale by age; a lock whose process has died is still taken over.
    m_lock.setStaleLockTime(0);
}

SingleInstance::~SingleInstance()
{
    if (m_listener >= 0) {
        ::close(m_listener);
        QFile::remove(m_socketPath); // before the lock is released, so no later process finds a dead socket
    }
}

SingleInstance::Role SingleInstance::start(const QString &file)
{
    m_problem.clear();
    // An unreadable lock nobody holds (a power cut between its creation and its write) is taken at once, without
    // waiting for a reply on a socket no one listens on.
    if (m_lock.tryLock(0)
        || (m_lock.error() == QLockFile::LockFailedError && AbandonedLock::clear(m_lock.fileName())
            && m_lock.tryLock(0))) {
        listen();
        return Role::Primary;
    }
    if (m_lock.error() != QLockFile::LockFailedError) {
        m_problem = tr("%1 cannot be created, so starting the app again opens a second window.")
                        .arg(QDir::toNativeSeparators(m_lock.fileName()));
        return Role::Primary;
    }
    const QByteArray request = file.isEmpty()
                                   ? ActivateVerb.toByteArray() + '\n'
                                   : OpenVerb.toByteArray() + QFileInfo(file).absoluteFilePath().toUtf8() + '\n';
    if (forward(request))
        return Role::Forwarded;
    qint64 pid = 0;
    if (!m_lock.getLockInfo(&pid, nullptr, nullptr)) {
        m_problem = tr("The lock file %1 cannot be read and cannot be replaced, so this window opens on its own.")
                        .arg(QDir::toNativeSeparators(m_lock.fileName()));
        return Role::Primary;
    }
    m_problem = tr("Checkpoint Quiz is running already (process %1) but does not answer, so this window opens on its "
                   "own.")
                    .arg(pid);
    return Role::Primary;
}

bool SingleInstance::forward(const QByteArray &request) const
{
    sockaddr_un address;
    if (!socketAddress(m_socketPath, &address))
        return false;
    // The running process may have taken the lock a moment ago and not be listening yet: try again until the deadline.
    const QDeadlineTimer deadline(m_timeout);
    do {
        Descriptor socket(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
        if (socket.get() < 0)
            return false;
        if (::connect(socket.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0) {
            if (::send(socket.get(), request.constData(), size_t(request.size()), MSG_NOSIGNAL) != request.size())
                return false;
            QByteArray reply;
            pollfd readable{socket.get(), POLLIN, 0};
            while (!reply.contains('\n') && ::poll(&readable, 1, remaining(deadline)) > 0) {
                char chunk[16];
                const ssize_t n = ::read(socket.get(), chunk, sizeof chunk);
                if (n <= 0)
                    break;
                reply.append(chunk, n);
            }
            return reply == Reply;
        }
        QThread::msleep(50);
    } while (!deadline.hasExpired());
    return false;
}

void SingleInstance::listen()
{
    const auto fail = [this](const QString &reason) {
        m_problem = tr("Quizzes opened by starting Checkpoint Quiz again cannot be passed to this window: %1").arg(reason);
    };
    sockaddr_un address;
    if (!socketAddress(m_socketPath, &address)) {
        fail(tr("the path %1 is too long for a socket").arg(QDir::toNativeSeparators(m_socketPath)));
        return;
    }
    Descriptor listener(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0));
    ::unlink(address.sun_path); // left by a crash: we hold the lock, so no one else is listening on it
    if (listener.get() < 0 || ::bind(listener.get(), reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
        || ::chmod(address.sun_path, S_IRUSR | S_IWUSR) != 0 || ::listen(listener.get(), 16) != 0) {
        fail(QString::fromLocal8Bit(std::strerror(errno)));
        return;
    }
    m_listener = listener.release();
    m_notifier = new QSocketNotifier(m_listener, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &SingleInstance::accept);
}

void SingleInstance::accept()
{
    for (;;) {
        const int connection = ::accept4(m_listener, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
        if (connection < 0 && (errno == EMFILE || errno == ENFILE)) {
            // Out of descriptors, the pending connection stays and the notifier would fire again at once: pause
            // until the open connections' timeouts have freed some.
            m_notifier->setEnabled(false);
            QTimer::singleShot(100, m_notifier, [notifier = m_notifier] { notifier->setEnabled(true); });
            return;
        }
        if (connection < 0)
            return; // EAGAIN: none left (or a failure the next connection will not share)
        ucred peer{};
        socklen_t size = sizeof peer;
        if (::getsockopt(connection, SOL_SOCKET, SO_PEERCRED, &peer, &size) != 0 || peer.uid != ::getuid()) {
            ::close(connection); // only the same user may hand this window a file
            continue;
        }
        serve(connection);
    }
}

void SingleInstance::serve(int connection)
{
    // The connection lives as long as its notifier; both go when the request is answered, wrong, or too slow.
    auto *notifier = new QSocketNotifier(connection, QSocketNotifier::Read, this);
    auto buffer = std::make_shared<QByteArray>();
    const auto finish = [notifier, connection] {
        notifier->setEnabled(false);
        ::close(connection);
        notifier->deleteLater();
    };
    QTimer::singleShot(m_timeout, notifier, finish);
    connect(notifier, &QSocketNotifier::activated, this, [this, buffer, connection, finish] {
        const bool open = readAvailable(connection, buffer.get(), MaxRequestSize);
        const qsizetype end = buffer->indexOf('\n');
        if (end < 0) {
            if (!open || buffer->size() >= MaxRequestSize)
                finish(); // closed before a line, or a full buffer and still no line: not a request
            return;
        }
        const QByteArray line = buffer->left(end);
        const bool openFile = line.startsWith(OpenVerb) && line.size() > OpenVerb.size();
        // Handled only if the sender still waits for the reply: one that gave up has opened its own window, and
        // acting on its request now would have two windows act on one quiz.
        const bool answered = (openFile || line == ActivateVerb)
                              && ::send(connection, Reply.data(), size_t(Reply.size()), MSG_NOSIGNAL) == Reply.size();
        finish();
        if (!answered)
            return;
        // After the reply: opening may ask a question in a dialog, and the other process must not wait for that.
        if (openFile) {
            const QString file = QString::fromUtf8(line.mid(OpenVerb.size()));
            QMetaObject::invokeMethod(
                this, [this, file] { emit openRequested(file); }, Qt::QueuedConnection);
        } else if (line == ActivateVerb) {
            QMetaObject::invokeMethod(
                this, [this] { emit activationRequested(); }, Qt::QueuedConnection);
        }
    });
}
