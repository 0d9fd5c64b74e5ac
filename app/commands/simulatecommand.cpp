// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/simulatecommand.h"

#include "commands/realisticsimulation.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

using namespace Qt::StringLiterals;

QString SimulateCommand::parseInteger(const QString &option, const QString &text, qint64 max, const QString &maxName,
                                      qint64 *value)
{
    bool ok = false;
    const qint64 parsed = text.toLongLong(&ok);
    if (!ok)
        return SimulateCommand::tr("--%1 must be an integer between 1 and %2 (got '%3')")
            .arg(option, maxName, Command::quoted(text));
    if (parsed < 1 || parsed > max)
        return SimulateCommand::tr("--%1 must be an integer between 1 and %2 (got %3)")
            .arg(option, maxName)
            .arg(parsed);
    *value = parsed;
    return {};
}

namespace {

// The backward-to-forward cost ratio, or the message saying why `text` is not one.
QString parseRatio(const QString &text, double *ratio)
{
    bool ok = false;
    *ratio = text.toDouble(&ok);
    if (!ok || !std::isfinite(*ratio) || *ratio <= 0.0)
        return SimulateCommand::tr("--backward-ratio must be a finite number above 0 (got '%1')")
            .arg(Command::quoted(text));
    return {};
}

QJsonObject figuresJson(const Chain &chain, const ScheduleSetting &setting)
{
    const ScheduleCatalog::Entry &schedule = ScheduleCatalog::entry(setting.kind);
    QJsonObject json;
    json.insert(u"schedule"_s, ScheduleCatalog::name(setting.kind));
    json.insert(u"layers"_s, chain.layerCount());
    if (schedule.field)
        json.insert(QLatin1String(schedule.parameter), setting.*schedule.field);
    if (setting.kind == ScheduleKind::PyTorch) {
        const qint64 size = chain.layerCount() / setting.segments;
        json.insert(u"use_reentrant"_s, setting.useReentrant);
        json.insert(u"layer_saves"_s, setting.layersSaveOutput ? u"output"_s : u"input"_s);
        json.insert(u"segment_size"_s, size);
        json.insert(u"last_segment"_s, chain.layerCount() - (setting.segments - 1) * size);
    }
    const ScheduleFigures figures = Simulator::figures(chain, setting);
    json.insert(u"backward_ratio"_s, setting.backwardRatio);
    json.insert(u"peak_activations"_s, figures.peakMemory);
    json.insert(u"saved_after_forward"_s, figures.savedAfterForward);
    json.insert(u"layer_forwards"_s, figures.layerForwards);
    json.insert(u"extra_forwards"_s, figures.extraForwards);
    json.insert(u"overhead"_s, figures.overhead);
    return json;
}

QStringList unitOnlyOptions()
{
    QStringList names = {u"schedule"_s, u"use-reentrant"_s, u"layer-saves"_s, u"backward-ratio"_s};
    for (const ScheduleCatalog::Entry &schedule : ScheduleCatalog::all()) {
        if (schedule.parameter && QLatin1String(schedule.parameter) != "spacing"_L1)
            names.append(QLatin1String(schedule.parameter));
    }
    return names;
}

} // namespace

QString SimulateCommand::name() const
{
    return u"simulate"_s;
}

QString SimulateCommand::description() const
{
    return tr("Print one schedule's memory and recompute figures as JSON.");
}

QList<QCommandLineOption> SimulateCommand::options() const
{
    QList<QCommandLineOption> options
        = {{u"layers"_s,
            tr("The number of layers N, from 1 to %1 (required without --model; with --model it replaces the model's "
               "layer count).")
                .arg(Chain::MaxLayers),
            u"N"_s},
           {u"schedule"_s, tr("The schedule: %1 (default: %2).").arg(ScheduleCatalog::nameList(), u"uniform"_s),
            u"NAME"_s}};
    for (const ScheduleCatalog::Entry &schedule : ScheduleCatalog::all()) {
        if (schedule.parameter)
            options.append({QLatin1String(schedule.parameter),
                            tr("For --schedule %1: %2.")
                                .arg(QLatin1String(schedule.name), ScheduleCatalog::parameterHelp(schedule.kind)),
                            QLatin1String(schedule.valueName)});
    }
    options.append({u"use-reentrant"_s,
                    tr("For --schedule pytorch: true or false, as PyTorch's use_reentrant argument (default here: "
                       "false, the recommended mode, as in PyTorch 2.1 or later; PyTorch itself still uses true, with "
                       "a warning, when the argument is omitted)."),
                    u"BOOL"_s});
    options.append({u"layer-saves"_s,
                    tr("For --schedule pytorch with --use-reentrant false: input (each layer saves only its input, "
                       "as nn.Linear does; the default: the rerun stops one layer short of each segment) or output "
                       "(ReLU, dropout, a transformer block: all of each segment reruns)."),
                    u"WHAT"_s});
    options.append({u"backward-ratio"_s,
                    tr("How many forward passes one backward pass costs (default: %1).")
                        .arg(ScheduleSetting::DefaultBackwardRatio),
                    u"R"_s});
    options.append(RealisticSimulation::options());
    return options;
}

QString SimulateCommand::helpDetails() const
{
    qsizetype width = 0;
    for (const ScheduleCatalog::Entry &schedule : ScheduleCatalog::all())
        width = qMax(width, qsizetype(qstrlen(schedule.name)));
    QString text = tr("Schedules:");
    for (const ScheduleCatalog::Entry &schedule : ScheduleCatalog::all())
        text += u"\n  %1  %2"_s.arg(QString::fromLatin1(schedule.name).leftJustified(width),
                                    ScheduleCatalog::label(schedule.kind));
    text += u"\n\n"_s + tr("Models (--model): %1, custom.").arg(TransformerModel::presetNameList());
    return text;
}

int SimulateCommand::run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const
{
    if (parser.isSet(u"model"_s) || parser.isSet(u"config"_s) || parser.isSet(u"list-models"_s))
        return RealisticSimulation::run(*this, parser, out, err, unitOnlyOptions());
    for (const QString &option : RealisticSimulation::optionNames()) {
        if (parser.isSet(option))
            return fail(err, UsageError, tr("--%1 applies only with --model").arg(option));
    }
    if (!parser.isSet(u"layers"_s))
        return fail(err, UsageError, tr("--layers is required: an integer between 1 and %1").arg(Chain::MaxLayers));
    qint64 layers = 0;
    QString error = parseInteger(u"layers"_s, parser.value(u"layers"_s), Chain::MaxLayers,
                                 QString::number(Chain::MaxLayers), &layers);
    if (!error.isEmpty())
        return fail(err, UsageError, error);

    const QString name = parser.isSet(u"schedule"_s) ? parser.value(u"schedule"_s) : u"uniform"_s;
    const ScheduleCatalog::Entry *schedule = ScheduleCatalog::find(name);
    if (!schedule)
        return fail(err, UsageError,
                    tr("--schedule must be one of %1 (got '%2')").arg(ScheduleCatalog::nameList(), quoted(name)));
    for (const ScheduleCatalog::Entry &other : ScheduleCatalog::all()) {
        if (other.parameter && other.kind != schedule->kind && parser.isSet(QLatin1String(other.parameter)))
            return fail(err, UsageError,
                        tr("--%1 applies only to --schedule %2")
                            .arg(QLatin1String(other.parameter), QLatin1String(other.name)));
    }

    bool reentrant = false;
    if (parser.isSet(u"use-reentrant"_s)) {
        if (schedule->kind != ScheduleKind::PyTorch)
            return fail(err, UsageError, tr("--use-reentrant applies only to --schedule pytorch"));
        const QString value = parser.value(u"use-reentrant"_s);
        if (value != "true"_L1 && value != "false"_L1)
            return fail(err, UsageError, tr("--use-reentrant must be true or false (got '%1')").arg(quoted(value)));
        reentrant = value == "true"_L1;
    }

    bool layersSaveOutput = false;
    if (parser.isSet(u"layer-saves"_s)) {
        const QString value = parser.value(u"layer-saves"_s);
        if (schedule->kind != ScheduleKind::PyTorch || reentrant)
            return fail(err, UsageError,
                        tr("--layer-saves applies only to --schedule pytorch with --use-reentrant false"));
        if (value != "input"_L1 && value != "output"_L1)
            return fail(err, UsageError, tr("--layer-saves must be input or output (got '%1')").arg(quoted(value)));
        layersSaveOutput = value == "output"_L1;
    }

    double ratio = ScheduleSetting::DefaultBackwardRatio;
    if (parser.isSet(u"backward-ratio"_s))
        error = parseRatio(parser.value(u"backward-ratio"_s), &ratio);
    if (!error.isEmpty())
        return fail(err, UsageError, error);

    const Chain chain = Chain::units(layers);
    const bool given = schedule->parameter && parser.isSet(QLatin1String(schedule->parameter));
    ScheduleSetting setting = TradeoffAnalysis::defaultSetting(schedule->kind, chain, ratio).withReentrant(reentrant);
    setting.layersSaveOutput = layersSaveOutput;
    if (given) {
        const qint64 max = schedule->boundedByLayers ? layers : ScheduleSetting::MaxSlots;
        const QString maxName = schedule->boundedByLayers ? tr("%1 (the number of layers)").arg(layers)
                                                          : QString::number(ScheduleSetting::MaxSlots);
        error = parseInteger(QLatin1String(schedule->parameter), parser.value(QLatin1String(schedule->parameter)), max,
                             maxName, &(setting.*schedule->field));
    }
    if (error.isEmpty())
        error = Simulator::validationError(chain, setting);
    if (!error.isEmpty())
        return fail(err, UsageError, error);

    out << QString::fromUtf8(QJsonDocument(figuresJson(chain, setting)).toJson(QJsonDocument::Compact)) << '\n';
    return Success;
}
