// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/realisticplan.h"

#include "commands/simulatecommand.h"
#include "core/realistic/planner.h"
#include "core/realistic/realisticreadout.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 DefaultLimit = 20;

// The options that give `planned` back to `simulate` beside the model's and the base setup's own.
QJsonArray setupOptions(const PlannedSetup &planned)
{
    const TrainingSetup &setup = planned.setup;
    QStringList options = {u"--tensor-parallel"_s,   QString::number(setup.tensorParallel),
                           u"--pipeline-parallel"_s, QString::number(setup.pipelineParallel),
                           u"--gpus"_s,              QString::number(setup.gpus),
                           u"--zero"_s,              QString::number(setup.zeroStage),
                           u"--micro-batch"_s,       QString::number(setup.microBatch),
                           u"--global-batch"_s,      QString::number(setup.globalBatch),
                           u"--recompute"_s,         RecomputeSetting::name(planned.recompute.policy)};
    if (planned.recompute.policy == RecomputePolicy::Full)
        options << u"--spacing"_s << QString::number(planned.recompute.spacing);
    if (setup.sequenceParallel)
        options << u"--sequence-parallel"_s;
    if (setup.optimizerOffload)
        options << u"--offload-optimizer"_s;
    return QJsonArray::fromStringList(options);
}

QJsonObject setupJson(const PlannedSetup &planned)
{
    const TrainingSetup &setup = planned.setup;
    const RealisticFigures &figures = planned.figures;
    QJsonObject json{{u"tensor_parallel"_s, setup.tensorParallel},
                     {u"sequence_parallel"_s, setup.sequenceParallel},
                     {u"pipeline_parallel"_s, setup.pipelineParallel},
                     {u"data_parallel"_s, setup.gpus},
                     {u"zero"_s, setup.zeroStage},
                     {u"micro_batch"_s, setup.microBatch},
                     {u"recompute"_s, RecomputeSetting::name(planned.recompute.policy)},
                     {u"offload"_s, setup.optimizerOffload},
                     {u"total_bytes"_s, figures.totalBytes},
                     {u"fits"_s, figures.fits},
                     {u"model_state_bytes"_s, figures.modelState.totalBytes},
                     {u"activation_and_logits_bytes"_s, figures.activationAndLogitsPeakBytes},
                     {u"gather_buffer_bytes"_s, figures.gatherBufferBytes},
                     {u"reserve_bytes"_s, figures.reserveBytes},
                     {u"host_optimizer_bytes"_s, figures.modelState.hostOptimizerBytes},
                     {u"stage"_s, RealisticPlan::stageName(figures.stage)},
                     {u"recompute_overhead"_s, figures.overhead},
                     {u"step_seconds"_s, planned.stepSeconds()},
                     {u"compute_seconds"_s, planned.computeSeconds},
                     {u"bubble_seconds"_s, planned.bubbleSeconds},
                     {u"offload_seconds"_s, planned.offloadSeconds},
                     {u"options"_s, setupOptions(planned)}};
    if (planned.recompute.policy == RecomputePolicy::Full)
        json.insert(u"spacing"_s, planned.recompute.spacing);
    return json;
}

QString readNumber(const QCommandLineParser &parser, const QString &option, double low, double high, double *value)
{
    if (!parser.isSet(option))
        return {};
    bool ok = false;
    const double parsed = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(parsed) || parsed <= low || parsed > high)
        return SimulateCommand::tr("--%1 must be a number above %2 and at most %3 (got '%4')")
            .arg(option)
            .arg(low)
            .arg(high)
            .arg(Command::quoted(parser.value(option)));
    *value = parsed;
    return {};
}

} // namespace

int RealisticPlan::run(const SimulateCommand &command, const QCommandLineParser &parser, const TransformerModel &model,
                       TrainingSetup setup, const RecomputeSetting &recompute, QTextStream &out, QTextStream &err)
{
    PlanRequest request;
    request.model = model;
    request.base = setup;
    request.gpus = setup.gpus;
    request.globalBatch = parser.isSet(u"global-batch"_s) ? setup.globalBatch : setup.gpus;
    qint64 limit = DefaultLimit;
    QString error = readNumber(parser, u"gpu-tflops"_s, 0, 1e6, &request.peakTflops);
    if (error.isEmpty())
        error = readNumber(parser, u"utilisation"_s, 0, 1, &request.utilisation);
    if (error.isEmpty())
        error = readNumber(parser, u"host-link"_s, 0, 1e6, &request.hostLinkGBps);
    if (error.isEmpty() && parser.isSet(u"plan-limit"_s))
        error = SimulateCommand::parseInteger(u"plan-limit"_s, parser.value(u"plan-limit"_s), 1'000'000,
                                              u"1000000"_s, &limit);
    // The given setup on the planned GPUs: --gpus counts them all, so its replicas are G/(t·p).
    setup.globalBatch = request.globalBatch;
    if (error.isEmpty() && request.gpus % (setup.tensorParallel * setup.pipelineParallel) != 0)
        error = SimulateCommand::tr("--tensor-parallel × --pipeline-parallel (%1 × %2) must divide --gpus (%3) with "
                                    "--plan")
                    .arg(setup.tensorParallel)
                    .arg(setup.pipelineParallel)
                    .arg(request.gpus);
    if (error.isEmpty())
        error = Planner::validationError(request);
    if (!error.isEmpty())
        return command.fail(err, Command::UsageError, error);
    setup.gpus = request.gpus / (setup.tensorParallel * setup.pipelineParallel);

    const Expected<Planner::Plan> plan = Planner::plan(request);
    if (!plan)
        return command.fail(err, Command::UsageError, plan.error());
    QJsonArray setups;
    for (const PlannedSetup &planned : plan->setups.mid(0, limit))
        setups.append(setupJson(planned));
    QJsonObject json{{u"model"_s, model.name},
                     {u"label"_s, model.label},
                     {u"parameters"_s, model.parameterCount().value()},
                     {u"gpus"_s, request.gpus},
                     {u"gpu_memory_bytes"_s, setup.gpuMemoryBytes()},
                     {u"seq_len"_s, setup.sequenceLength},
                     {u"global_batch"_s, request.globalBatch},
                     {u"peak_tflops"_s, request.peakTflops},
                     {u"utilisation"_s, request.utilisation},
                     {u"host_link_gbps"_s, request.hostLinkGBps},
                     {u"communication"_s, u"ignored"_s},
                     {u"convention"_s, TrainingSetup::conventionName(setup.convention)},
                     {u"layouts"_s, plan->layouts},
                     {u"setups_tried"_s, plan->setupsTried},
                     {u"spacings"_s, plan->spacingsSampled ? u"sampled"_s : u"all"_s},
                     {u"fitting_layouts"_s, plan->setups.size()},
                     {u"model_state_bound_layouts"_s, plan->modelStateBound},
                     {u"activation_bound_layouts"_s, plan->activationBound},
                     {u"setups"_s, setups}};

    QJsonObject whyNot;
    const Expected<FitDiagnosis> diagnosis = Planner::diagnose(model, setup, recompute);
    if (!diagnosis) {
        whyNot.insert(u"error"_s, diagnosis.error());
    } else {
        const RealisticFigures &figures = diagnosis->figures;
        whyNot = setupJson(Planner::timed(request, setup, recompute, figures));
        whyNot.insert(u"largest_term"_s, termName(figures.largestTerm));
        whyNot.insert(u"over_bytes"_s, qMax(Q_INT64_C(0), -figures.headroomBytes));
        whyNot.insert(u"least_activation_total_bytes"_s, diagnosis->leastActivationTotalBytes);
        whyNot.insert(u"recompute_can_fit"_s, diagnosis->recomputeCanFit);
        whyNot.insert(u"message"_s, RealisticReadout::verdict(*diagnosis));
        QJsonValue change;
        if (!figures.fits) {
            const PlannedSetup current{setup, recompute, figures};
            if (const std::optional<PlannedSetup> smallest = Planner::smallestChange(request, *plan, setup, recompute)) {
                QJsonObject object = setupJson(*smallest);
                object.insert(u"changes"_s, QJsonArray::fromStringList(Planner::changes(current, *smallest)));
                change = object;
            }
        }
        whyNot.insert(u"smallest_change"_s, change);
    }
    json.insert(u"why_not"_s, whyNot);
    out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << '\n';
    return Command::Success;
}

QList<QCommandLineOption> RealisticPlan::options()
{
    return {{u"plan"_s,
             SimulateCommand::tr("With --model or --config: search tensor, sequence and pipeline parallelism, ZeRO, "
                                 "the micro-batch, offload and recomputation on --gpus GPUs of --gpu-memory GiB for "
                                 "--global-batch sequences of --seq-len tokens; print the setups that fit, cheapest "
                                 "first, and why the given setup does or does not.")},
            {u"gpu-tflops"_s,
             SimulateCommand::tr("With --plan: one GPU's dense 16-bit peak in TFLOP/s (default: 989, an H100 SXM)."),
             u"TFLOPS"_s},
            {u"utilisation"_s,
             SimulateCommand::tr("With --plan: the share of the peak a step sustains (default: 0.4)."), u"U"_s},
            {u"host-link"_s,
             SimulateCommand::tr("With --plan: the GPU–host bandwidth in GB/s per direction (default: 32, PCIe Gen4 "
                                 "×16)."),
             u"GBPS"_s},
            {u"plan-limit"_s, SimulateCommand::tr("With --plan: how many setups to print (default: 20)."), u"N"_s}};
}

const QStringList &RealisticPlan::optionNames()
{
    static const QStringList names
        = {u"plan"_s, u"gpu-tflops"_s, u"utilisation"_s, u"host-link"_s, u"plan-limit"_s, u"config"_s};
    return names;
}

QString RealisticPlan::termName(RealisticFigures::Term term)
{
    switch (term) {
    case RealisticFigures::Term::ModelState:
        return u"model_state"_s;
    case RealisticFigures::Term::Activations:
        return u"activations"_s;
    case RealisticFigures::Term::Logits:
        return u"logits"_s;
    case RealisticFigures::Term::GatherBuffers:
        return u"gather_buffers"_s;
    case RealisticFigures::Term::Reserve:
        return u"reserve"_s;
    }
    Q_UNREACHABLE();
    return {};
}

QString RealisticPlan::stageName(RealisticFigures::Stage stage)
{
    switch (stage) {
    case RealisticFigures::Stage::Only:
        return u"only"_s;
    case RealisticFigures::Stage::First:
        return u"first"_s;
    case RealisticFigures::Stage::Last:
        return u"last"_s;
    }
    Q_UNREACHABLE();
    return {};
}
