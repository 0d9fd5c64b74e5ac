// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QStringList>

class QCommandLineParser;
class QTextStream;
class SimulateCommand;

// `simulate --model …`, the realistic mode of the simulate command: its options (a preset or custom model, the
// training setup, the activation convention and the recompute policy), the checks that turn them into a model, a
// setup and a policy, and the JSON of RealisticEstimator's figures with the block's saved tensors op by op
// (docs/realistic.md). Messages stay in SimulateCommand's translation context: they are that command's.
class RealisticSimulation final
{
public:
    static QList<QCommandLineOption> options();
    // The options that mean something only with --model.
    static const QStringList &optionNames();
    // Runs --model or --list-models; `unitOnlyOptions` are refused.
    static int run(const SimulateCommand &command, const QCommandLineParser &parser, QTextStream &out, QTextStream &err,
                   const QStringList &unitOnlyOptions);
};
