#include "desktop/singleinstance.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QThread>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

constexpr QByteArrayView OpenVerb = "open ";
constexpr QByteArrayView ActivateVerb = "activate";
constexpr QByteArrayView Reply = "ok\n";

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
    if (m_server)
        m_server->close(); // removes the socket file before the lock is released
}

SingleInstance::Role SingleInstance::start(const QString &file)
{
    m_problem.clear();
    if (m_lock.tryLock(0)) {
        listen();
        return Role::Primary;
    }
    if (m_lock.error() != QLockFile::LockFailedError) {
        m_problem = tr("%1 cannot be created, so a second start opens a second window.")
                        .arg(QDir::toNativeSeparators(m_lock.fileName()));
        return Role::Primary;
    }
    const QByteArray request = file.isEmpty() ? ActivateVerb.toByteArray() + '\n'
                                              : OpenVerb.toByteArray() + QFileInfo(file).absoluteFilePath().toUtf8()
                                                    + '\n';
    if (forward(request))
        return Role::Forwarded;
    qint64 pid = 0;
    m_lock.getLockInfo(&pid, nullptr, nullptr);
    m_problem = tr("Checkpoint Quiz is running already (process %1) but does not answer, so this window opens on its "
                   "own.")
                    .arg(pid);
    return Role::Primary;
}

bool SingleInstance::forward(const QByteArray &request)
{
    // The running process may have taken the lock a moment ago and not be listening yet: try again until the deadline.
    const QDeadlineTimer deadline(m_timeout);
    do {
        QLocalSocket socket;
        socket.connectToServer(m_socketPath);
        if (socket.waitForConnected(int(qMax<qint64>(deadline.remainingTime(), 0)))) {
            socket.write(request);
            QByteArray reply;
            while (!reply.contains('\n') && socket.waitForReadyRead(int(qMax<qint64>(deadline.remainingTime(), 0))))
                reply += socket.readAll();
            return reply == Reply;
        }
        QThread::msleep(50);
    } while (!deadline.hasExpired());
    return false;
}

void SingleInstance::listen()
{
    m_server = std::make_unique<QLocalServer>();
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    QLocalServer::removeServer(m_socketPath); // left by a crash: we hold the lock, so no one else is listening
    if (!m_server->listen(m_socketPath)) {
        m_problem = tr("Other starts of Checkpoint Quiz cannot hand their quizzes to this window: %1")
                        .arg(m_server->errorString());
        m_server.reset();
        return;
    }
    connect(m_server.get(), &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection())
            serve(socket);
    });
}

void SingleInstance::serve(QLocalSocket *socket)
{
    connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
    // A client that never finishes its line is dropped rather than kept forever.
    QTimer::singleShot(m_timeout, socket, &QLocalSocket::abort);
    socket->setReadBufferSize(MaxRequestSize);
    connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
        if (!socket->canReadLine()) {
            if (socket->bytesAvailable() >= MaxRequestSize)
                socket->abort(); // a full buffer and still no line: not a request
            return;
        }
        const QByteArray line = socket->readLine().chopped(1);
        const bool open = line.startsWith(OpenVerb) && line.size() > OpenVerb.size();
        if (!open && line != ActivateVerb) {
            socket->abort();
            return;
        }
        socket->write(Reply.data(), Reply.size());
        socket->disconnectFromServer();
        // After the reply: opening may ask a question in a dialog, and the other process must not wait for that.
        if (open) {
            const QString file = QString::fromUtf8(line.mid(OpenVerb.size()));
            QMetaObject::invokeMethod(this, [this, file] { emit openRequested(file); }, Qt::QueuedConnection);
        } else {
            QMetaObject::invokeMethod(this, [this] { emit activationRequested(); }, Qt::QueuedConnection);
        }
    });
}
