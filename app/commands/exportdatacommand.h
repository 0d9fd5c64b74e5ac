// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

// `checkpoint-quiz export-data [-o FILE] [--data-dir DIR]`: everything the learner's database holds (attempts with
// their quizzes, answers, the review schedule and its log) as one JSON document, on standard output or in FILE, so
// the learner owns their data. Reads the database and changes nothing in it.
class ExportDataCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ExportDataCommand)
public:
    ExportDataCommand() = default;

    QString name() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    QString helpDetails() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;
};
