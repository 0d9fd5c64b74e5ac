// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

// `checkpoint-quiz compare MEASUREMENT.json`: reads a measurement the measurement script wrote
// (docs/measurement-format.md), predicts the same setup as it ran and prints the two side by side as one JSON object
// (MeasurementComparison): the headline predicted, measured and residual bytes, the rows per term and per block.
// IoError with the file's located message for a file that cannot be read or is not a measurement; UsageError for
// anything but exactly one file.
class CompareCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)
public:
    CompareCommand() = default;

    QString name() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    int maxArguments() const override { return 1; }
    QString argumentsSyntax() const override;
    QString helpDetails() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;
};
