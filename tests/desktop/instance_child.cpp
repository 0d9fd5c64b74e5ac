// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// Another start of the app, reduced to its single-instance step: `instance_child DIR FILE` prints "forwarded" or
// "primary" (and any problem on stderr), then exits; `instance_child DIR --hold` becomes the instance, prints
// "primary" and serves requests until it is killed; `instance_child DIR --lock-only` takes the lock without ever
// listening (a hung instance) and waits to be killed.
#include "desktop/singleinstance.h"

#include <QCoreApplication>
#include <QLockFile>
#include <QThread>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3)
        return 2;
    const QString &directory = args.at(1);
    if (args.at(2) == "--lock-only"_L1) {
        QLockFile lock(directory + u"/instance.lock"_s);
        if (!lock.tryLock(0))
            return 3;
        std::puts("locked");
        std::fflush(stdout);
        QThread::sleep(600);
        return 0;
    }
    SingleInstance instance(directory, u"instance"_s);
    instance.setTimeout(1500);
    const bool hold = args.at(2) == "--hold"_L1;
    const SingleInstance::Role role = instance.start(hold ? QString() : args.at(2));
    std::puts(role == SingleInstance::Role::Forwarded ? "forwarded" : "primary");
    std::fflush(stdout);
    if (!instance.problem().isEmpty())
        std::fprintf(stderr, "%s\n", qPrintable(instance.problem()));
    return hold && role == SingleInstance::Role::Primary ? app.exec() : 0;
}
