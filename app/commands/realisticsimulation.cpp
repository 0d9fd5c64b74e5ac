// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/realisticsimulation.h"

#include "commands/realisticplan.h"
#include "commands/simulatecommand.h"
#include "core/io/safefilewriter.h"
#include "core/realistic/blockgraph.h"
#include "core/realistic/measurementscript.h"
#include "core/realistic/modelconfig.h"
#include "core/realistic/realisticestimator.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/chain.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// The realistic mode (--model): options that take a size, what they set, and their upper bound.
constexpr qint64 MaxSize = 1'000'000'000'000; // beyond this a size is surely a typo; sums are checked anyway

// A number in [low, high] (each end included or not), or false.
bool parseFraction(const QString &text, double low, bool lowOpen, double high, bool highIncluded, double *value)
{
    bool ok = false;
    const double parsed = text.toDouble(&ok);
    if (!ok || !std::isfinite(parsed) || parsed < low || (lowOpen && parsed == low) || parsed > high
        || (!highIncluded && parsed == high))
        return false;
    *value = parsed;
    return true;
}

// Every op of one block: its name, the bytes autograd saves for it first, and whether the policy keeps or recomputes
// them.
QJsonArray savedTensorsJson(const TransformerModel &model, const TrainingSetup &setup,
                            const RecomputeSetting &recompute)
{
    const Expected<BlockGraph> graph = BlockGraph::build(model, setup);
    QJsonArray ops;
    for (int i = 0; graph && i < graph->ops().size(); ++i)
        ops.append(QJsonObject{{u"name"_s, graph->ops().at(i).name},
                               {u"bytes"_s, graph->savedBytes(i)},
                               {u"output_bytes"_s, graph->outputBytes(i)},
                               {u"recomputed"_s, graph->recomputes(recompute, i)}});
    return ops;
}

// Reads an optional integer option into `value` (left alone when the option is not given).
QString readSize(const QCommandLineParser &parser, const QString &option, qint64 max, qint64 *value)
{
    if (!parser.isSet(option))
        return {};
    return SimulateCommand::parseInteger(option, parser.value(option), max, QString::number(max), value);
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

// The model of --config, --model and the shape options; the message of the first problem, if any.
QString modelInput(const QCommandLineParser &parser, TransformerModel *model)
{
    const QString name = parser.value(u"model"_s);
    const bool custom = name == "custom"_L1;
    if (parser.isSet(u"config"_s)) {
        if (parser.isSet(u"model"_s))
            return SimulateCommand::tr("--config and --model exclude each other");
        const Expected<ModelConfig::Loaded> loaded = ModelConfig::read(parser.value(u"config"_s));
        if (!loaded)
            return loaded.error();
        *model = loaded->model;
    } else if (custom) {
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
        const bool gpt = mlp == "gelu"_L1 || mlp == "gpt"_L1;
        if (!gpt && mlp != "swiglu"_L1 && mlp != "llama"_L1)
            return SimulateCommand::tr("--block must be gpt (gelu) or llama (swiglu) (got '%1')")
                .arg(Command::quoted(mlp));
        model->mlp = gpt ? MlpKind::Gelu : MlpKind::SwiGlu;
        if (custom) { // a custom SwiGLU model is a Llama-style one: untied embeddings, rotary positions
            model->tiedEmbeddings = model->mlp == MlpKind::Gelu;
            model->learnedPositions = model->mlp == MlpKind::Gelu;
        }
    }
    return error;
}

// The training setup of the options, from `model`'s defaults (a custom model takes its sequence length from it).
QString setupInput(const QCommandLineParser &parser, TransformerModel *model, TrainingSetup *setup)
{
    *setup = TrainingSetup::defaultFor(*model);
    QString error = readSize(parser, u"seq-len"_s, MaxSize, &setup->sequenceLength);
    if (parser.value(u"model"_s) == "custom"_L1)
        model->sequenceLength = setup->sequenceLength;
    if (error.isEmpty())
        error = readSize(parser, u"micro-batch"_s, MaxSize, &setup->microBatch);
    if (error.isEmpty())
        error = readSize(parser, u"tensor-parallel"_s, MaxSize, &setup->tensorParallel);
    if (error.isEmpty())
        error = readSize(parser, u"pipeline-parallel"_s, MaxSize, &setup->pipelineParallel);
    if (error.isEmpty())
        error = readSize(parser, u"gpus"_s, MaxSize, &setup->gpus);
    if (error.isEmpty())
        error = readSize(parser, u"global-batch"_s, TrainingSetup::MaxGlobalBatch, &setup->globalBatch);
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
    setup->optimizerOffload = parser.isSet(u"offload-optimizer"_s);
    setup->fusedAttention = parser.isSet(u"fused-attention"_s);
    if (parser.isSet(u"attention"_s)) {
        const QString attention = parser.value(u"attention"_s);
        if (attention != "eager"_L1 && attention != "fused"_L1)
            return SimulateCommand::tr("--attention must be eager or fused (got '%1')").arg(Command::quoted(attention));
        if (setup->fusedAttention && attention == "eager"_L1)
            return SimulateCommand::tr("--fused-attention contradicts --attention eager");
        setup->fusedAttention = attention == "fused"_L1;
    }
    if (parser.isSet(u"convention"_s)) {
        const QString convention = parser.value(u"convention"_s);
        if (convention != "measured"_L1 && convention != "paper"_L1)
            return SimulateCommand::tr("--convention must be measured or paper (got '%1')")
                .arg(Command::quoted(convention));
        setup->convention = convention == "paper"_L1 ? ActivationConvention::Paper : ActivationConvention::Measured;
    }
    if (parser.isSet(u"dropout"_s)
        && !parseFraction(parser.value(u"dropout"_s), 0.0, false, 1.0, false, &setup->dropout))
        return SimulateCommand::tr("--dropout must be a probability at least 0 and below 1 (got '%1')")
            .arg(Command::quoted(parser.value(u"dropout"_s)));
    double reserveGiB = 1.0;
    if (parser.isSet(u"reserve"_s)) {
        if (!parseFraction(parser.value(u"reserve"_s), 0.0, false, double(setup->gpuMemoryGiB), true, &reserveGiB))
            return SimulateCommand::tr("--reserve must be between 0 and the GPU's %1 GiB (got '%2')")
                .arg(setup->gpuMemoryGiB)
                .arg(Command::quoted(parser.value(u"reserve"_s)));
        setup->reserveBytes = qint64(std::llround(reserveGiB * double(qint64(1) << 30)));
    }
    if (setup->sequenceParallel && setup->tensorParallel == 1)
        return SimulateCommand::tr("--sequence-parallel needs --tensor-parallel above 1");
    return {};
}

// The recompute setting of --recompute, --save and --spacing for `model`.
QString recomputeInput(const QCommandLineParser &parser, const TransformerModel &model, RecomputeSetting *recompute)
{
    if (!parser.isSet(u"recompute"_s) && !parser.isSet(u"plan"_s))
        return SimulateCommand::tr("--recompute is required with --model: %1").arg(RecomputeSetting::nameList());
    const QString policy = parser.isSet(u"recompute"_s) ? parser.value(u"recompute"_s) : u"none"_s;
    if (!RecomputeSetting::fromName(policy, &recompute->policy))
        return SimulateCommand::tr("--recompute must be one of %1 (got '%2')")
            .arg(RecomputeSetting::nameList(), Command::quoted(policy));
    recompute->spacing = 1;
    if (parser.isSet(u"save"_s)) {
        if (recompute->policy != RecomputePolicy::Custom)
            return SimulateCommand::tr("--save applies only to --recompute custom");
        recompute->savedOps = parser.value(u"save"_s).split(u',', Qt::SkipEmptyParts);
    }
    if (parser.isSet(u"spacing"_s)) {
        if (recompute->policy != RecomputePolicy::Full)
            return SimulateCommand::tr("--spacing applies only to --recompute full");
        return SimulateCommand::parseInteger(u"spacing"_s, parser.value(u"spacing"_s), model.layers,
                                             SimulateCommand::tr("%1 (the number of layers)").arg(model.layers),
                                             &recompute->spacing);
    }
    return {};
}

// Builds the model, the setup and the recompute setting from the options; the message of the first problem, if any.
QString realisticInput(const QCommandLineParser &parser, TransformerModel *model, TrainingSetup *setup,
                       RecomputeSetting *recompute)
{
    QString error = modelInput(parser, model);
    if (error.isEmpty())
        error = setupInput(parser, model, setup);
    if (error.isEmpty())
        error = recomputeInput(parser, *model, recompute);
    // A plan checks its request and the given setup itself: there --gpus counts all the GPUs.
    if (error.isEmpty() && !parser.isSet(u"plan"_s))
        error = RealisticEstimator::validationError(*model, *setup, *recompute);
    return error;
}

QJsonObject realisticJson(const TransformerModel &model, const TrainingSetup &setup, const RecomputeSetting &recompute,
                          const RealisticFigures &figures)
{
    QJsonObject json;
    json.insert(u"model"_s, model.name);
    json.insert(u"label"_s, model.label);
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
    json.insert(u"convention"_s, TrainingSetup::conventionName(figures.convention));
    if (model.mlp == MlpKind::Gelu && figures.convention == ActivationConvention::Measured)
        json.insert(u"dropout"_s, setup.dropout);
    json.insert(u"pipeline_parallel"_s, setup.pipelineParallel);
    json.insert(u"gpus"_s, setup.gpus);
    json.insert(u"total_gpus"_s, setup.totalGpus());
    json.insert(u"global_batch"_s, setup.globalBatch);
    json.insert(u"micro_batches_in_flight"_s, figures.microBatchesInFlight);
    json.insert(u"zero"_s, setup.zeroStage);
    json.insert(u"offload"_s, setup.optimizerOffload);
    json.insert(u"recompute"_s, RecomputeSetting::name(recompute.policy));
    if (recompute.policy == RecomputePolicy::Full)
        json.insert(u"spacing"_s, recompute.spacing);
    if (recompute.policy == RecomputePolicy::Custom)
        json.insert(u"save"_s, QJsonArray::fromStringList(recompute.savedOps));
    if (figures.convention == ActivationConvention::Measured)
        json.insert(u"saved_tensors"_s, savedTensorsJson(model, setup, recompute));
    json.insert(u"activation_bytes_per_layer"_s, figures.activationBytesPerLayer);
    json.insert(u"block_input_bytes"_s, figures.blockInputBytes);
    json.insert(u"block_saved_bytes"_s, figures.blockSavedBytes);
    json.insert(u"recompute_working_bytes"_s, figures.recomputeWorkingBytes);
    json.insert(u"peak_activation_bytes"_s, figures.peakActivationBytes);
    json.insert(u"saved_after_forward_bytes"_s, figures.savedAfterForwardBytes);
    json.insert(u"bytes_per_parameter"_s, ModelState::WeightBytesPerParameter + ModelState::GradientBytesPerParameter
                                              + ModelState::OptimizerBytesPerParameter);
    json.insert(u"weight_bytes"_s, figures.modelState.weightBytes);
    json.insert(u"gradient_bytes"_s, figures.modelState.gradientBytes);
    json.insert(u"optimizer_bytes"_s, figures.modelState.optimizerBytes);
    json.insert(u"model_state_bytes"_s, figures.modelState.totalBytes);
    json.insert(u"host_optimizer_bytes"_s, figures.modelState.hostOptimizerBytes);
    json.insert(u"stage"_s, RealisticPlan::stageName(figures.stage));
    json.insert(u"stage_parameters"_s, figures.stageParameters);
    json.insert(u"logits_bytes"_s, figures.logitsBytes);
    json.insert(u"activation_and_logits_peak_bytes"_s, figures.activationAndLogitsPeakBytes);
    json.insert(u"gather_buffer_bytes"_s, figures.gatherBufferBytes);
    json.insert(u"reserve_bytes"_s, figures.reserveBytes);
    json.insert(u"total_bytes"_s, figures.totalBytes);
    json.insert(u"largest_term"_s, RealisticPlan::termName(figures.largestTerm));
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
} // namespace

int RealisticSimulation::run(const SimulateCommand &command, const QCommandLineParser &parser, QTextStream &out,
                             QTextStream &err, const QStringList &unitOnlyOptions)
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
    for (const QString &option : unitOnlyOptions) {
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
    if (parser.isSet(u"plan"_s) && parser.isSet(u"measure-script"_s))
        return command.fail(err, Command::UsageError,
                            SimulateCommand::tr("--measure-script does not apply with --plan: apply a plan row first"));
    if (parser.isSet(u"plan"_s))
        return RealisticPlan::run(command, parser, model, setup, recompute, out, err);
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(model, setup, recompute);
    if (!figures)
        return command.fail(err, Command::UsageError, figures.error());
    if (parser.isSet(u"measure-script"_s)) {
        const QString path = parser.value(u"measure-script"_s);
        const QByteArray script = MeasurementScript::make(model, setup, recompute);
        if (const Expected<void> saved = SafeFileWriter::write(path, script, Command::outputGuard(parser)); !saved)
            return command.fail(err, Command::IoError, saved.error());
    }
    out << QString::fromUtf8(
        QJsonDocument(realisticJson(model, setup, recompute, *figures)).toJson(QJsonDocument::Compact))
        << '\n';
    return Command::Success;
}
