// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class Command;
class CommandRegistry;
class QTextStream;

// The program's command line, parsed once: the first argument picks the command (the window when it names none),
// and one QCommandLineParser takes that command's options plus --help, --version and --lang, in every spelling Qt
// accepts (--lang ko, --lang=ko, -lang ko). Parsing needs no application object, so main() can decide whether a
// display is needed before creating one. execute() does the rest headless: the translator for --lang first, then
// help, version, one usage-error line or the command itself, and finally a check that standard output was written.
class CommandLine final
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    Q_DISABLE_COPY_MOVE(CommandLine) // holds the registry by reference and a pointer into it
    // `arguments` as QCoreApplication::arguments() gives them: the program first.
    CommandLine(const QStringList &arguments, const CommandRegistry &commands);

    const Command &command() const { return *m_command; }
    const QCommandLineParser &parser() const { return m_parser; }
    // The --lang value when it names a language the app speaks, else empty.
    QString language() const;
    // The window is to open: no subcommand, no --help or --version, nothing wrong with the arguments.
    bool opensWindow() const;

    // Needs a QCoreApplication (a QApplication if opensWindow()). Returns the exit code; a failed write to `out`
    // turns success into Command::IoError with a message on `err`.
    int execute(QTextStream &out, QTextStream &err) const;

    static QString helpText(const Command &command, const CommandRegistry &commands);

private:
    // Empty when the arguments are fine, else the one-line message.
    QString usageError() const;

    const CommandRegistry &m_commands;
    const Command *m_command = nullptr;
    QCommandLineParser m_parser;
    QCommandLineOption m_helpOption;
    QCommandLineOption m_versionOption;
    QCommandLineOption m_languageOption;
    bool m_parsed = false;
};
