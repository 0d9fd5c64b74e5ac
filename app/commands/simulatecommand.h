// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

// `checkpoint-quiz simulate`: runs one schedule on a chain of N equal layers and prints its figures as one JSON
// object, for scripts and for checking the simulator against measurements. The schedules, their parameter options
// and their defaults come from ScheduleCatalog: without its parameter, a schedule gets the setting that the best
// spacing k near sqrt(N) stands for (that k itself, ceil(N/k) PyTorch segments, the Revolve slots with k's peak).
// A usage error (missing, repeated or out-of-range values) is one line naming the option and its valid range.
class SimulateCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SimulateCommand)
public:
    SimulateCommand() = default;

    QString name() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    QString helpDetails() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;

    // "--option must be an integer between 1 and max" unless `text` is one; empty when `*value` was set.
    static QString parseInteger(const QString &option, const QString &text, qint64 max, const QString &maxName,
                                qint64 *value);
};
