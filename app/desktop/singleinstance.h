// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLockFile>
#include <QObject>
#include <QString>

class QSocketNotifier;

// One window per user. The first process to start takes a lock file in a per-user folder (the runtime folder) and
// listens on a Unix socket beside it; a later process finds the lock taken, hands its request to the first one (a
// quiz file to open, or only "come to the front") and exits. A process that crashed leaves its lock file behind:
// QLockFile sees that the process is gone and lets the next one take over. When the running one cannot be reached
// in time (hung, or still starting), the later one runs on its own rather than do nothing, and says why.
//
// The request is one line of UTF-8, "open <absolute path>\n" or "activate\n", answered with "ok\n". The socket is
// the owner's only (mode 0600) and a connection from another user is refused. Plain POSIX sockets rather than
// QLocalServer: Qt Network and the libraries it pulls in (Kerberos, libproxy, GIO) would cost every start about
// 1.5 MiB and a dozen more libraries to load, for one line of text.
class SingleInstance final : public QObject
{
    Q_OBJECT
public:
    // The lock is `directory`/`name`.lock and the socket `directory`/`name`.socket.
    SingleInstance(const QString &directory, const QString &name, QObject *parent = nullptr);
    ~SingleInstance() override;

    enum class Role {
        Primary,   // this process is the instance; requests arrive as signals once its event loop runs
        Forwarded, // the running instance took the request; this process should exit
    };
    // `file` may be relative (to this process's working directory) or empty (nothing to open).
    Role start(const QString &file);
    // Why this process runs on its own although another may be running, or cannot receive requests; empty normally.
    QString problem() const { return m_problem; }

    // How long a later process keeps trying to reach the running one, and how long the running one waits for a
    // request's line: 5 s by default.
    void setTimeout(int milliseconds) { m_timeout = milliseconds; }

    static constexpr qsizetype MaxRequestSize = qsizetype(64) * 1024;

signals:
    void openRequested(const QString &file);
    void activationRequested();

private:
    bool forward(const QByteArray &request) const;
    void listen();
    void accept();
    void serve(int connection);

    QString m_socketPath;
    QLockFile m_lock;
    int m_listener = -1;
    QSocketNotifier *m_notifier = nullptr;
    QString m_problem;
    int m_timeout = 5000;
};
