// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/measurementscript.h"

#include "core/realistic/blockgraph.h"
#include "core/realistic/policycode.h"
#include "core/realistic/realisticestimator.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

constexpr QByteArrayView SetupMarker = "@SETUP@";
constexpr QByteArrayView VersionMarker = "@APP_VERSION@";
constexpr QByteArrayView SetupLine = "SETUP = json.loads(r\"\"\"";

QJsonObject modelJson(const TransformerModel &model)
{
    return {{u"name"_s, model.name},
            {u"label"_s, model.label},
            {u"layers"_s, model.layers},
            {u"hidden"_s, model.hidden},
            {u"heads"_s, model.heads},
            {u"kv_heads"_s, model.kvHeads},
            {u"head_dim"_s, model.headDim},
            {u"ffn"_s, model.ffn},
            {u"mlp"_s, model.mlp == MlpKind::Gelu ? u"gelu"_s : u"swiglu"_s},
            {u"vocabulary"_s, model.vocabulary},
            {u"tied_embeddings"_s, model.tiedEmbeddings},
            {u"learned_positions"_s, model.learnedPositions},
            {u"qkv_bias"_s, model.qkvBias},
            {u"experts"_s, model.experts},
            {u"experts_per_token"_s, model.expertsPerToken},
            {u"shared_expert_ffn"_s, model.sharedExpertFfn},
            {u"renormalize_top_k"_s, model.renormalizeTopK}};
}

// What one device running the script cannot do as the setup says.
QJsonArray notReproduced(const TrainingSetup &setup)
{
    QJsonArray parts;
    const auto note = [&parts](bool applies, const QString &part) {
        if (applies)
            parts.append(part);
    };
    note(setup.tensorParallel > 1, u"tensor_parallel=%1"_s.arg(setup.tensorParallel));
    note(setup.sequenceParallel, u"sequence_parallel"_s);
    note(setup.pipelineParallel > 1, u"pipeline_parallel=%1"_s.arg(setup.pipelineParallel));
    note(setup.gpus > 1, u"gpus=%1"_s.arg(setup.gpus));
    note(setup.zeroStage > 0, u"zero=%1"_s.arg(setup.zeroStage));
    note(setup.optimizerOffload, u"offload_optimizer"_s);
    return parts;
}

} // namespace

QJsonObject MeasurementScript::setupJson(const TransformerModel &model, const TrainingSetup &setup,
                                         const RecomputeSetting &recompute)
{
    QJsonObject policy{{u"policy"_s, RecomputeSetting::name(recompute.policy)},
                       {u"spacing"_s, recompute.policy == RecomputePolicy::Full ? recompute.spacing : 1}};
    if (recompute.policy == RecomputePolicy::Custom)
        policy.insert(u"save"_s, QJsonArray::fromStringList(recompute.savedOps));
    QJsonObject calls;
    if (const Expected<BlockGraph> graph = BlockGraph::build(model, setup)) {
        const QMap<QString, QList<int>> saved = PolicyCode::savedCalls(*graph, recompute);
        for (auto it = saved.cbegin(); it != saved.cend(); ++it) {
            QJsonArray indices;
            for (const int index : *it)
                indices.append(index);
            calls.insert(it.key(), indices);
        }
    }
    policy.insert(u"sac_calls"_s, calls);
    QJsonObject predicted;
    if (const Expected<RealisticFigures> figures = RealisticEstimator::estimate(model, setup, recompute)) {
        predicted = {{u"convention"_s, TrainingSetup::conventionName(figures->convention)},
                     {u"activation_bytes_per_layer"_s, figures->activationBytesPerLayer},
                     {u"block_input_bytes"_s, figures->blockInputBytes},
                     {u"saved_after_forward_bytes"_s, figures->savedAfterForwardBytes},
                     {u"peak_activation_bytes"_s, figures->peakActivationBytes},
                     {u"logits_bytes"_s, figures->logitsBytes},
                     {u"total_bytes"_s, figures->totalBytes}};
    }
    return {{u"app_version"_s, QStringLiteral(CQ_VERSION)},
            {u"model"_s, modelJson(model)},
            {u"setup"_s,
             QJsonObject{{u"sequence_length"_s, setup.sequenceLength},
                         {u"micro_batch"_s, setup.microBatch},
                         {u"precision_bits"_s, setup.precisionBits},
                         {u"fused_attention"_s, setup.fusedAttention},
                         {u"dropout"_s, model.mlp == MlpKind::Gelu ? setup.dropout : 0.0},
                         {u"tensor_parallel"_s, setup.tensorParallel},
                         {u"pipeline_parallel"_s, setup.pipelineParallel},
                         {u"gpus"_s, setup.gpus},
                         {u"zero"_s, setup.zeroStage}}},
            {u"recompute"_s, policy},
            {u"predicted"_s, predicted},
            {u"not_reproduced"_s, notReproduced(setup)}};
}

QByteArray MeasurementScript::make(const TransformerModel &model, const TrainingSetup &setup,
                                   const RecomputeSetting &recompute)
{
    QFile resource(u":/measure/measure_step.py"_s);
    if (!resource.open(QIODevice::ReadOnly))
        qFatal("the measurement script's resource is missing"); // built into the program: never happens
    QByteArray script = resource.readAll();
    // Compact JSON never holds three quotes in a row (a quote in a string is \"), so the raw string holds it.
    const QByteArray setupText = QJsonDocument(setupJson(model, setup, recompute)).toJson(QJsonDocument::Compact);
    script.replace(SetupMarker, setupText);
    script.replace(VersionMarker, QByteArrayLiteral(CQ_VERSION));
    return script;
}

QJsonObject MeasurementScript::embeddedSetup(const QByteArray &script)
{
    const qsizetype start = script.indexOf(SetupLine);
    if (start < 0)
        return {};
    const qsizetype from = start + SetupLine.size();
    const qsizetype end = script.indexOf("\"\"\"", from);
    if (end < 0)
        return {};
    return QJsonDocument::fromJson(script.mid(from, end - from)).object();
}
