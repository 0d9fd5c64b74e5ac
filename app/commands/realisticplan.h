// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/realisticfigures.h"

#include <QCommandLineOption>
#include <QList>
#include <QStringList>

class QCommandLineParser;
class QTextStream;
class SimulateCommand;
struct RecomputeSetting;
struct TrainingSetup;
struct TransformerModel;

// `simulate --model NAME|--config FILE --plan`: the planner on the command line. Its options (the GPUs in all, their
// peak and utilisation, the host link, how many setups to print), the JSON of Planner's fitting setups, each with the
// options that give it back to `simulate`, and `why_not` for the setup the other options describe, with the smallest
// change that makes it fit. Messages stay in SimulateCommand's translation context.
class RealisticPlan final
{
public:
    static QList<QCommandLineOption> options();
    static const QStringList &optionNames();
    // `setup` as the other options gave it, with `setup.gpus` read as all the GPUs.
    static int run(const SimulateCommand &command, const QCommandLineParser &parser, const TransformerModel &model,
                   TrainingSetup setup, const RecomputeSetting &recompute, QTextStream &out, QTextStream &err);

    // "model_state", "activations", …: the JSON's largest_term.
    static QString termName(RealisticFigures::Term term);
    // "only", "first", "last": the JSON's stage.
    static QString stageName(RealisticFigures::Stage stage);
};
