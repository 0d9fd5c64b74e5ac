// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

// `checkpoint-quiz review --list [--now ISO-DATE] [--data-dir DIR]`: the items of the learner's spaced-review
// schedule that are due at a moment, as JSON on standard output (id, concept, state, due, stability, difficulty,
// retrievability), so the schedule can be checked and scripted without the window. Reads the learner's database in
// the app's data folder (or DIR) and changes nothing in it; a folder without one lists nothing.
class ReviewCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ReviewCommand)
public:
    ReviewCommand() = default;

    QString name() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    QString helpDetails() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;
};
