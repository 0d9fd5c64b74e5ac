// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/simulatecommand.h"

#include "core/realistic/realisticestimator.h"
#include "core/realistic/trainingsetup.h"
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

namespace {

// Returns the message of the first problem, empty when the value is fine.
QString parseInteger(const QString &option, const QString &text, qint64 max, const QString &maxName, qint64 *value)
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

// The realistic mode (--model): options that take a size, what they set, and their upper bound.
constexpr qint64 MaxSize = 1'000'000'000'000; // beyond this a size is surely a typo; sums are checked anyway

// Options that mean something only with --model, and the unit-model options that mean nothing with it.
const QStringList &realisticOnlyOptions()
{
    static const QStringList names = {u"hidden"_s,
                                      u"heads"_s,
                                      u"kv-heads"_s,
                                      u"ffn"_s,
                                      u"mlp"_s,
                                      u"vocab"_s,
                                      u"seq-len"_s,
                                      u"micro-batch"_s,
                                      u"precision"_s,
                                      u"tensor-parallel"_s,
                                      u"sequence-parallel"_s,
                                      u"fused-attention"_s,
                                      u"gpus"_s,
                                      u"zero"_s,
                                      u"gpu-memory"_s,
                                      u"recompute"_s};
    return names;
}

QStringList unitOnlyOptions()
{
    QStringList names = {u"schedule"_s, u"use-reentrant"_s, u"backward-ratio"_s};
    for (const ScheduleCatalog::Entry &schedule : ScheduleCatalog::all()) {
        if (schedule.parameter && QLatin1String(schedule.parameter) != "spacing"_L1)
            names.append(QLatin1String(schedule.parameter));
    }
    return names;
}

// Reads an optional integer option into `value` (left alone when the option is not given).
QString readSize(const QCommandLineParser &parser, const QString &option, qint64 max, qint64 *value)
{
    if (!parser.isSet(option))
        return {};
    return parseInteger(option, parser.value(option), max, QString::number(max), value);
}

QString listModels(QTextStream &out)
{
    qsizetype nameWidth = 0;
    qsizetype countWidth = 0;
    for (const TransformerModel &model : TransformerModel::presets()) {
        nameWidth = qMax(nameWidth, model.name.size());
        countWidth = qMax(countWidth, QString::number(model.parameterCount().value()).size());
    }
    for (const TransformerModel &model : TransformerModel::presets())
        out << model.name.leftJustified(nameWidth) << "  "
            << QString::number(model.parameterCount().value()).rightJustified(countWidth) << "  " << model.label
            << '\n';
    return {};
}

// Builds the model, the setup and the recompute setting from the options; the message of the first problem, if any.
QString realisticInput(const QCommandLineParser &parser, TransformerModel *model, TrainingSetup *setup,
                       RecomputeSetting *recompute)
{
    const QString name = parser.value(u"model"_s);
    const bool custom = name == "custom"_L1;
    if (custom) {
        *model = TransformerModel();
        model->name = u"custom"_s;
        model->label = SimulateCommand::tr("Custom");
        for (const char *required : {"layers", "hidden", "heads", "vocab", "seq-len"}) {
            if (!parser.isSet(QLatin1String(required)))
                return SimulateCommand::tr("--model custom needs --%1").arg(QLatin1String(required));
        }
    } else if (const TransformerModel *preset = TransformerModel::preset(name)) {
        *model = *preset;
    } else {
        return SimulateCommand::tr("--model must be one of %1 or custom (got '%2')")
            .arg(TransformerModel::presetNameList(), Command::quoted(name));
    }

    QString error = readSize(parser, u"layers"_s, Chain::MaxLayers, &model->layers);
    if (error.isEmpty())
        error = readSize(parser, u"hidden"_s, MaxSize, &model->hidden);
    if (error.isEmpty())
        error = readSize(parser, u"heads"_s, MaxSize, &model->heads);
    if (custom) {
        model->kvHeads = model->heads;
        model->ffn = 4 * model->hidden;
    }
    if (error.isEmpty())
        error = readSize(parser, u"kv-heads"_s, MaxSize, &model->kvHeads);
    if (error.isEmpty())
        error = readSize(parser, u"ffn"_s, MaxSize, &model->ffn);
    if (error.isEmpty())
        error = readSize(parser, u"vocab"_s, MaxSize, &model->vocabulary);
    if (error.isEmpty() && parser.isSet(u"mlp"_s)) {
        const QString mlp = parser.value(u"mlp"_s);
        if (mlp != "gelu"_L1 && mlp != "swiglu"_L1)
            return SimulateCommand::tr("--mlp must be gelu or swiglu (got '%1')").arg(Command::quoted(mlp));
        model->mlp = mlp == "gelu"_L1 ? MlpKind::Gelu : MlpKind::SwiGlu;
        if (custom) { // a custom SwiGLU model is a Llama-style one: untied embeddings, rotary positions
            model->tiedEmbeddings = model->mlp == MlpKind::Gelu;
            model->learnedPositions = model->mlp == MlpKind::Gelu;
        }
    }
    if (!error.isEmpty())
        return error;

    *setup = TrainingSetup::defaultFor(*model);
    error = readSize(parser, u"seq-len"_s, MaxSize, &setup->sequenceLength);
    if (custom)
        model->sequenceLength = setup->sequenceLength;
    if (error.isEmpty())
        error = readSize(parser, u"micro-batch"_s, MaxSize, &setup->microBatch);
    if (error.isEmpty())
        error = readSize(parser, u"tensor-parallel"_s, MaxSize, &setup->tensorParallel);
    if (error.isEmpty())
        error = readSize(parser, u"gpus"_s, MaxSize, &setup->gpus);
    if (error.isEmpty())
        error = readSize(parser, u"gpu-memory"_s, TrainingSetup::MaxGpuMemoryGiB, &setup->gpuMemoryGiB);
    if (!error.isEmpty())
        return error;
    if (parser.isSet(u"precision"_s)) {
        const QString precision = parser.value(u"precision"_s);
        if (precision != "16"_L1 && precision != "32"_L1)
            return SimulateCommand::tr("--precision must be 16 or 32 (got '%1')").arg(Command::quoted(precision));
        setup->precisionBits = precision.toInt();
    }
    if (parser.isSet(u"zero"_s)) {
        const QString zero = parser.value(u"zero"_s);
        if (zero.size() != 1 || zero.at(0) < u'0' || zero.at(0) > u'3')
            return SimulateCommand::tr("--zero must be 0, 1, 2 or 3 (got '%1')").arg(Command::quoted(zero));
        setup->zeroStage = zero.toInt();
    }
    setup->sequenceParallel = parser.isSet(u"sequence-parallel"_s);
    setup->fusedAttention = parser.isSet(u"fused-attention"_s);
    if (setup->sequenceParallel && setup->tensorParallel == 1)
        return SimulateCommand::tr("--sequence-parallel needs --tensor-parallel above 1");

    if (!parser.isSet(u"recompute"_s))
        return SimulateCommand::tr("--recompute is required with --model: %1").arg(RecomputeSetting::nameList());
    const QString policy = parser.value(u"recompute"_s);
    if (!RecomputeSetting::fromName(policy, &recompute->policy))
        return SimulateCommand::tr("--recompute must be one of %1 (got '%2')")
            .arg(RecomputeSetting::nameList(), Command::quoted(policy));
    recompute->spacing = 1;
    if (parser.isSet(u"spacing"_s)) {
        if (recompute->policy != RecomputePolicy::Full)
            return SimulateCommand::tr("--spacing applies only to --recompute full");
        error = parseInteger(u"spacing"_s, parser.value(u"spacing"_s), model->layers,
                             SimulateCommand::tr("%1 (the number of layers)").arg(model->layers), &recompute->spacing);
    }
    if (error.isEmpty())
        error = RealisticEstimator::validationError(*model, *setup, *recompute);
    return error;
}

QJsonObject realisticJson(const TransformerModel &model, const TrainingSetup &setup, const RecomputeSetting &recompute,
                          const RealisticFigures &figures)
{
    QJsonObject json;
    json.insert(u"model"_s, model.name);
    json.insert(u"parameters"_s, figures.parameters);
    json.insert(u"parameters_per_layer"_s, figures.parametersPerBlock);
    json.insert(u"layers"_s, model.layers);
    json.insert(u"hidden"_s, model.hidden);
    json.insert(u"heads"_s, model.heads);
    json.insert(u"kv_heads"_s, model.kvHeads);
    json.insert(u"ffn"_s, model.ffn);
    json.insert(u"mlp"_s, model.mlp == MlpKind::Gelu ? u"gelu"_s : u"swiglu"_s);
    json.insert(u"vocab"_s, model.vocabulary);
    json.insert(u"tied_embeddings"_s, model.tiedEmbeddings);
    json.insert(u"learned_positions"_s, model.learnedPositions);
    json.insert(u"seq_len"_s, setup.sequenceLength);
    json.insert(u"micro_batch"_s, setup.microBatch);
    json.insert(u"precision"_s, setup.precisionBits);
    json.insert(u"tensor_parallel"_s, setup.tensorParallel);
    json.insert(u"sequence_parallel"_s, setup.sequenceParallel);
    json.insert(u"fused_attention"_s, setup.fusedAttention);
    json.insert(u"gpus"_s, setup.gpus);
    json.insert(u"zero"_s, setup.zeroStage);
    json.insert(u"recompute"_s, RecomputeSetting::name(recompute.policy));
    if (recompute.policy == RecomputePolicy::Full)
        json.insert(u"spacing"_s, recompute.spacing);
    json.insert(u"activation_bytes_per_layer"_s, figures.activationBytesPerLayer);
    json.insert(u"block_input_bytes"_s, figures.blockInputBytes);
    json.insert(u"block_saved_bytes"_s, figures.blockSavedBytes);
    json.insert(u"peak_activation_bytes"_s, figures.peakActivationBytes);
    json.insert(u"saved_after_forward_bytes"_s, figures.savedAfterForwardBytes);
    json.insert(u"bytes_per_parameter"_s, ModelState::WeightBytesPerParameter + ModelState::GradientBytesPerParameter
                                              + ModelState::OptimizerBytesPerParameter);
    json.insert(u"weight_bytes"_s, figures.modelState.weightBytes);
    json.insert(u"gradient_bytes"_s, figures.modelState.gradientBytes);
    json.insert(u"optimizer_bytes"_s, figures.modelState.optimizerBytes);
    json.insert(u"model_state_bytes"_s, figures.modelState.totalBytes);
    json.insert(u"total_bytes"_s, figures.totalBytes);
    json.insert(u"gpu_memory_bytes"_s, figures.gpuMemoryBytes);
    json.insert(u"fits"_s, figures.fits);
    json.insert(u"headroom_bytes"_s, figures.headroomBytes);
    json.insert(u"recomputed_layers"_s, figures.recomputedBlocks);
    json.insert(u"recompute_flops"_s, figures.recomputeFlops);
    json.insert(u"step_flops"_s, figures.stepFlops);
    json.insert(u"overhead"_s, figures.overhead);
    json.insert(u"overhead_paper"_s, figures.paperOverheadDefined ? QJsonValue(figures.paperOverhead) : QJsonValue());
    return json;
}

// `simulate --model …` and `simulate --list-models`; exit code and output as for the unit model.
int runRealistic(const SimulateCommand &command, const QCommandLineParser &parser, QTextStream &out, QTextStream &err)
{
    if (parser.isSet(u"list-models"_s)) {
        for (const QString &option : parser.optionNames()) {
            if (option != "list-models"_L1 && option != "lang"_L1)
                return command.fail(err, Command::UsageError,
                                    SimulateCommand::tr("--list-models takes no other options (got --%1)").arg(option));
        }
        listModels(out);
        return Command::Success;
    }
    for (const QString &option : unitOnlyOptions()) {
        if (parser.isSet(option))
            return command.fail(err, Command::UsageError,
                                SimulateCommand::tr("--%1 does not apply with --model").arg(option));
    }
    TransformerModel model;
    TrainingSetup setup;
    RecomputeSetting recompute;
    const QString error = realisticInput(parser, &model, &setup, &recompute);
    if (!error.isEmpty())
        return command.fail(err, Command::UsageError, error);
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(model, setup, recompute);
    if (!figures)
        return command.fail(err, Command::UsageError, figures.error());
    out << QString::fromUtf8(
        QJsonDocument(realisticJson(model, setup, recompute, *figures)).toJson(QJsonDocument::Compact))
        << '\n';
    return Command::Success;
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
                    tr("For --schedule pytorch: true or false, as PyTorch's use_reentrant argument (default: false, "
                       "the recommended mode, which behaves as in PyTorch 2.1 or later)."),
                    u"BOOL"_s});
    options.append({u"backward-ratio"_s,
                    tr("How many forward passes one backward pass costs (default: %1).")
                        .arg(ScheduleSetting::DefaultBackwardRatio),
                    u"R"_s});
    // The realistic mode: a transformer in bytes and FLOPs (docs/realistic.md).
    options.append({u"model"_s,
                    tr("Realistic mode: a transformer model, one of --list-models or custom (which needs --layers, "
                       "--hidden, --heads, --vocab and --seq-len)."),
                    u"NAME"_s});
    options.append({u"list-models"_s, tr("List the model presets with their parameter counts.")});
    options.append({u"hidden"_s, tr("With --model: the hidden size h."), u"H"_s});
    options.append({u"heads"_s, tr("With --model: the attention heads a."), u"A"_s});
    options.append({u"kv-heads"_s, tr("With --model: the key/value heads (default for custom: the heads)."), u"KV"_s});
    options.append({u"ffn"_s, tr("With --model: the MLP width f (default for custom: 4h)."), u"F"_s});
    options.append({u"mlp"_s,
                    tr("With --model: gelu (a GPT block, the default for custom) or swiglu (a Llama block; a custom "
                       "one has untied embeddings and rotary positions)."),
                    u"KIND"_s});
    options.append({u"vocab"_s, tr("With --model: the vocabulary size V."), u"V"_s});
    options.append({u"seq-len"_s, tr("With --model: the sequence length s (default: the model's)."), u"S"_s});
    options.append({u"micro-batch"_s, tr("With --model: the micro-batch b (default: 1)."), u"B"_s});
    options.append({u"precision"_s, tr("With --model: activation bits, 16 or 32 (default: 16)."), u"BITS"_s});
    options.append({u"tensor-parallel"_s, tr("With --model: the tensor-parallel size t (default: 1)."), u"T"_s});
    options.append({u"sequence-parallel"_s, tr("With --model and --tensor-parallel: sequence parallelism too.")});
    options.append({u"fused-attention"_s,
                    tr("With --model: fused attention (FlashAttention), which never stores the attention scores.")});
    options.append({u"gpus"_s, tr("With --model: the data-parallel GPUs G (default: 1)."), u"G"_s});
    options.append({u"zero"_s, tr("With --model: the ZeRO stage, 0 to 3 (3 = FSDP; default: 0)."), u"STAGE"_s});
    options.append({u"gpu-memory"_s, tr("With --model: one GPU's memory in GiB (default: 80)."), u"GIB"_s});
    options.append({u"recompute"_s,
                    tr("With --model (required): %1; with full, --spacing K checkpoints every K layers (default 1).")
                        .arg(RecomputeSetting::nameList()),
                    u"POLICY"_s});
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
    if (parser.isSet(u"model"_s) || parser.isSet(u"list-models"_s))
        return runRealistic(*this, parser, out, err);
    for (const QString &option : realisticOnlyOptions()) {
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

    double ratio = ScheduleSetting::DefaultBackwardRatio;
    if (parser.isSet(u"backward-ratio"_s))
        error = parseRatio(parser.value(u"backward-ratio"_s), &ratio);
    if (!error.isEmpty())
        return fail(err, UsageError, error);

    const Chain chain = Chain::units(layers);
    const bool given = schedule->parameter && parser.isSet(QLatin1String(schedule->parameter));
    ScheduleSetting setting = TradeoffAnalysis::defaultSetting(schedule->kind, chain, ratio).withReentrant(reentrant);
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
