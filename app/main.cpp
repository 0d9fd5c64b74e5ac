// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/windowcommand.h"
#include "ui/windowstart.h"
#include "core/session/appidentity.h"

#include <QCoreApplication>
#include <QTextStream>

#include <csignal>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

// What QCoreApplication::arguments() would give, before there is one.
QStringList argumentsOf(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}

} // namespace

int main(int argc, char *argv[])
{
    // Past a file size limit (ulimit -f) a write must fail with EFBIG, which SafeFileWriter reports and recovers
    // from, instead of the default SIGXFSZ killing the program mid-save.
    std::signal(SIGXFSZ, SIG_IGN);
    const WindowCommand window([&](const QCommandLineParser &parser, QTextStream &err) {
        return WindowStart::run(argc, argv, parser, window, err);
    });
    const CommandRegistry commands(window);
    const CommandLine commandLine(argumentsOf(argc, argv), commands);
    // Help, version, usage errors and the subcommands need no display: a QCoreApplication is enough. The window
    // creates its QApplication itself, and only when it really opens.
    std::optional<QCoreApplication> app;
    if (!commandLine.opensWindow()) {
        app.emplace(argc, argv);
        AppIdentity::apply();
    }
    QTextStream out(stdout);
    QTextStream err(stderr);
    return commandLine.execute(out, err);
}
