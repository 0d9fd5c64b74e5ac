// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

#include <functional>

// The program without a subcommand: opens the window, on the quiz FILE when one is given (as a desktop launcher does
// for a double-clicked bank). Its options (--lang, --quiz) are parsed by CommandLine like every other command's,
// without a display; only `open` needs one, which is why main() supplies it and calls it
// before any application object exists.
class WindowCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(WindowCommand)
public:
    using Opener = std::function<int(const QCommandLineParser &parser, QTextStream &err)>;

    explicit WindowCommand(Opener open);

    QString name() const override { return {}; }
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    int maxArguments() const override { return 1; }
    QString argumentsSyntax() const override;
    QString argumentsError(const QCommandLineParser &parser, const QStringList &arguments) const override;
    QString helpDetails() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;

    // The quiz the command line names, as FILE or with --quiz; empty for the default one.
    static QString quizFile(const QCommandLineParser &parser);

private:
    Opener m_open;
};
