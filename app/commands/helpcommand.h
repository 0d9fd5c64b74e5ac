// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

class CommandRegistry;

// `checkpoint-quiz help [COMMAND]`: the program's --help, or COMMAND's, for those who type the word.
class HelpCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(HelpCommand)
public:
    explicit HelpCommand(const CommandRegistry &commands);

    QString name() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override { return {}; }
    int maxArguments() const override { return 1; }
    QString argumentsSyntax() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;

private:
    const CommandRegistry &m_commands;
};
