// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/helpcommand.h"

#include "commands/commandline.h"
#include "commands/commandregistry.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

using namespace Qt::StringLiterals;

HelpCommand::HelpCommand(const CommandRegistry &commands)
    : m_commands(commands)
{}

QString HelpCommand::name() const
{
    return u"help"_s;
}

QString HelpCommand::description() const
{
    return tr("Show the help of the program or of one command.");
}

QString HelpCommand::argumentsSyntax() const
{
    return u"[COMMAND]"_s;
}

int HelpCommand::run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const
{
    const QStringList arguments = parser.positionalArguments().mid(1);
    const Command *command = arguments.isEmpty() ? &m_commands.window() : m_commands.find(arguments.constFirst());
    if (!command) {
        QStringList names;
        for (const Command *subcommand : m_commands.subcommands())
            names.append(subcommand->name());
        return fail(err, UsageError,
                    tr("Unknown command \"%1\": use %2.").arg(quoted(arguments.constFirst()), names.join(u", "_s)));
    }
    out << CommandLine::helpText(*command, m_commands);
    return Success;
}
