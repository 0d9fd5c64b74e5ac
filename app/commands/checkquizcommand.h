// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

// `checkpoint-quiz check-quiz FILE…`: reads quiz files in any format the app knows (its JSON, GIFT, Aiken, Moodle
// XML; told from content and extension) and prints every problem of every file at once, one per line as compilers
// do, "FILE:LINE:COLUMN: severity: message" (a JSON path instead of line and column for JSON banks), so editors can
// jump to them. Beyond errors it warns where Moodle would read a file differently from what the author probably
// meant. Exits IoError when any file has an error or cannot be read, Success otherwise; a summary line ends the
// output.
class CheckQuizCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CheckQuizCommand)
public:
    CheckQuizCommand() = default;

    QString name() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    int maxArguments() const override { return 100000; }
    QString argumentsSyntax() const override;
    QString helpDetails() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;
};
