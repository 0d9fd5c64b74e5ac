// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/io/safefilewriter.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QCommandLineParser;
class QTextStream;

// One thing the program can do from its command line: the window (no name) or a headless subcommand such as
// `simulate`. A command names itself, says in one line what it does and lists its options; CommandLine parses the
// whole command line once with those options (plus --help, --version and --lang, which mean the same everywhere),
// installs the translator for --lang and only then calls run() with the parsed result. Every command exits with
// Success, IoError or UsageError, as every --help text says.
class Command
{
    Q_DECLARE_TR_FUNCTIONS(Command)
public:
    static constexpr int Success = 0;
    static constexpr int IoError = 1;
    static constexpr int UsageError = 2;
    // Longer arguments are shortened when a message quotes them, so a pasted file does not flood the terminal.
    static constexpr qsizetype MaxQuotedLength = 80;

    virtual ~Command() = default;
    Q_DISABLE_COPY_MOVE(Command)

    // The word after the program name; empty for the window.
    virtual QString name() const = 0;
    virtual QString description() const = 0;
    virtual QList<QCommandLineOption> options() const = 0;
    // How many words may follow the command's name (`help report`); none by default.
    virtual int maxArguments() const { return 0; }
    // How the usage line shows those words ("[COMMAND]").
    virtual QString argumentsSyntax() const { return {}; }
    // Why the parsed `arguments` (the words after the name) cannot be used, or empty when they can; called only when
    // there are at most maxArguments() of them.
    virtual QString argumentsError(const QCommandLineParser &parser, const QStringList &arguments) const;
    // Lines that follow the options in --help (the schedules simulate offers, say); none by default.
    virtual QString helpDetails() const { return {}; }
    // `out` and `err` are the program's standard output and error; CommandLine checks `out` afterwards.
    virtual int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const = 0;

    // "checkpoint-quiz simulate": how messages and usage lines name this command.
    QString invocation() const;
    // Writes "checkpoint-quiz simulate: message" as one line on `err` and returns `code`.
    int fail(QTextStream &err, int code, const QString &message) const;

    // Options several commands take, defined once so each spelling means the same everywhere.
    static QCommandLineOption languageOption();
    static QCommandLineOption quizOption();
    static QString defaultQuiz();
    static QCommandLineOption dataDirOption();
    // The folder --data-dir names (which must be one), or by default the app's own data folder.
    static Expected<QString> dataDirectory(const QCommandLineParser &parser);
    // How this command writes an output: never over one of `inputs`, and never into the learner's data folder (the
    // app's own and the one --data-dir names), where it could replace the database or its -wal and -shm.
    static SafeFileWriter::Options outputGuard(const QCommandLineParser &parser, const QStringList &inputs = {});

    // `text` itself, or its start and end around an ellipsis when it is longer than MaxQuotedLength.
    static QString quoted(const QString &text);

protected:
    Command() = default;
};
