// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

// `checkpoint-quiz class REPORT|FOLDER… [-o FILE.json|csv|html] [--gradebook FILE.csv]`: a class's JSON score reports
// turned into Moodle's quiz statistics and a response analysis (ClassResults), written in the format the output's
// extension names, or a summary on standard output without -o; --gradebook writes the CSV Moodle's grade import takes.
// Reports that cannot be counted are listed with their reason on standard error and left out; nothing stops the
// rest. Exits IoError when no report could be counted or a file cannot be written.
class ClassCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ClassCommand)
public:
    ClassCommand() = default;

    QString name() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    int maxArguments() const override { return 100000; }
    QString argumentsSyntax() const override;
    QString helpDetails() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;
};
