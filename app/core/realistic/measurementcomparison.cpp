// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/measurementcomparison.h"

#include "core/io/jsonsource.h"
#include "core/realistic/realisticestimator.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 MaxMeasurementBytes = qint64(64) << 20; // a measurement is a few kilobytes; its blocks' readings

TransformerModel readModel(const JsonCursor &model)
{
    TransformerModel m;
    m.name = model[u"name"_s].string();
    m.label = model[u"label"_s].string(true);
    m.layers = model[u"layers"_s].integer64(1);
    m.hidden = model[u"hidden"_s].integer64(1);
    m.heads = model[u"heads"_s].integer64(1);
    m.kvHeads = model[u"kv_heads"_s].integer64(1);
    m.headDim = model[u"head_dim"_s].integer64(0);
    m.ffn = model[u"ffn"_s].integer64(1);
    const JsonCursor mlp = model[u"mlp"_s];
    const QString kind = mlp.string();
    if (kind != "gelu"_L1 && kind != "swiglu"_L1)
        mlp.fail(Measurement::tr("expected \"gelu\" or \"swiglu\", found \"%1\"").arg(kind));
    m.mlp = kind == "gelu"_L1 ? MlpKind::Gelu : MlpKind::SwiGlu;
    m.vocabulary = model[u"vocabulary"_s].integer64(1);
    m.tiedEmbeddings = model[u"tied_embeddings"_s].boolean();
    m.learnedPositions = model[u"learned_positions"_s].boolean();
    m.qkvBias = model[u"qkv_bias"_s].boolean();
    m.experts = model[u"experts"_s].integer64(0);
    m.expertsPerToken = model[u"experts_per_token"_s].integer64(0);
    m.sharedExpertFfn = model[u"shared_expert_ffn"_s].integer64(0);
    m.renormalizeTopK = model[u"renormalize_top_k"_s].boolean();
    return m;
}

Measurement readMeasurement(const JsonCursor &root)
{
    Measurement m;
    const JsonCursor format = root[u"format"_s];
    if (format.string() != "checkpoint-quiz-measurement"_L1)
        format.fail(Measurement::tr("not a Checkpoint Quiz measurement (expected \"checkpoint-quiz-measurement\")"));
    const JsonCursor version = root[u"format_version"_s];
    if (version.integer(1) != Measurement::FormatVersion)
        version.fail(Measurement::tr("format version %1 is not one this app reads (%2)")
                         .arg(version.integer(1))
                         .arg(Measurement::FormatVersion));
    const JsonCursor ran = root[u"ran"_s];
    m.model = readModel(ran[u"model"_s]);
    m.model.sequenceLength = ran[u"sequence_length"_s].integer64(1);
    m.setup = TrainingSetup::defaultFor(m.model);
    m.setup.microBatch = ran[u"micro_batch"_s].integer64(1);
    const JsonCursor dtype = ran[u"dtype"_s];
    const QString type = dtype.string();
    if (type == "bfloat16"_L1 || type == "float16"_L1)
        m.setup.precisionBits = 16;
    else if (type == "float32"_L1)
        m.setup.precisionBits = 32;
    else
        dtype.fail(Measurement::tr("expected \"bfloat16\", \"float16\" or \"float32\", found \"%1\"").arg(type));
    const JsonCursor attention = ran[u"attention"_s];
    const QString kernel = attention.string();
    if (kernel != "eager"_L1 && kernel != "sdpa"_L1)
        attention.fail(Measurement::tr("expected \"eager\" or \"sdpa\", found \"%1\"").arg(kernel));
    m.setup.fusedAttention = kernel == "sdpa"_L1;
    m.setup.convention = ActivationConvention::Measured;
    const JsonCursor madeFor = root[u"made_for"_s];
    const std::optional<JsonCursor> madeSetup = madeFor.find(u"setup"_s);
    const std::optional<JsonCursor> dropout = madeSetup ? madeSetup->find(u"dropout"_s) : std::nullopt;
    m.setup.dropout = dropout ? dropout->number(0.0, 1.0) : 0.0;
    const JsonCursor policy = ran[u"policy"_s];
    if (!RecomputeSetting::fromName(policy.string(), &m.recompute.policy))
        policy.fail(
            Measurement::tr("expected one of %1, found \"%2\"").arg(RecomputeSetting::nameList(), policy.string()));
    m.recompute.spacing = ran[u"spacing"_s].integer64(1);
    if (m.recompute.policy == RecomputePolicy::Custom) {
        for (const JsonCursor &op : madeFor[u"recompute"_s][u"save"_s].elements())
            m.recompute.savedOps.append(op.string());
    }
    m.device = ran[u"device"_s].string();
    m.torchVersion = ran[u"torch"_s].string();
    m.implementation = ran[u"implementation"_s].string();

    const JsonCursor readings = root[u"readings"_s];
    m.counter = readings[u"counter"_s].string();
    m.baselineBytes = readings[u"baseline_bytes"_s].integer64(0);
    const JsonCursor afterBlocks = readings[u"after_block_forward_bytes"_s];
    const QList<JsonCursor> blocks = afterBlocks.elements();
    if (blocks.size() != m.model.layers)
        afterBlocks.fail(
            Measurement::tr("expected %1 readings, one per block, found %2").arg(m.model.layers).arg(blocks.size()));
    for (const JsonCursor &block : blocks)
        m.afterBlockBytes.append(block.isNull() ? std::nullopt : std::optional<qint64>(block.integer64(0)));
    if (!m.afterBlockBytes.constLast())
        blocks.constLast().fail(Measurement::tr("expected the last block's reading, found null"));
    m.afterForwardBytes = readings[u"after_forward_bytes"_s].integer64(0);
    m.afterLossBytes = readings[u"after_loss_bytes"_s].integer64(0);
    m.backwardPeakBytes = readings[u"backward_peak_bytes"_s].integer64(0);
    m.afterBackwardBytes = readings[u"after_backward_bytes"_s].integer64(0);
    if (const std::optional<JsonCursor> cuda = readings.find(u"cuda"_s)) {
        m.cudaAllocatedBytes = (*cuda)[u"allocated_bytes"_s].integer64(0);
        m.cudaReservedBytes = (*cuda)[u"reserved_bytes"_s].integer64(0);
    }
    m.stepSeconds = root[u"step_seconds"_s].number(0.0, 1e9);

    if (const QString problem = m.model.validationError(); !problem.isEmpty())
        ran[u"model"_s].fail(problem);
    if (const QString problem = m.setup.validationError(m.model); !problem.isEmpty())
        ran.fail(problem);
    return m;
}

} // namespace

Expected<Measurement> Measurement::read(const QByteArray &json, const QString &sourceName)
{
    return JsonSource::parseWith<Measurement>(JsonSource::parse(json, sourceName), sourceName, readMeasurement);
}

Expected<Measurement> Measurement::readFile(const QString &path)
{
    return JsonSource::parseWith<Measurement>(JsonSource::readFile(path, MaxMeasurementBytes), path, readMeasurement);
}

bool Measurement::looksLikeMeasurement(const QString &path)
{
    const Expected<QJsonObject> object = JsonSource::readFile(path, MaxMeasurementBytes);
    return object && object->value("format"_L1).toString() == "checkpoint-quiz-measurement"_L1;
}

double MeasurementComparison::Row::residualPercent() const
{
    return predictedBytes > 0 ? 100.0 * double(residualBytes()) / double(predictedBytes) : 0.0;
}

Expected<MeasurementComparison> MeasurementComparison::compare(const Measurement &measurement)
{
    const Expected<RealisticFigures> figures
        = RealisticEstimator::estimate(measurement.model, measurement.setup, measurement.recompute);
    if (!figures)
        return Expected<MeasurementComparison>::failure(figures.error());
    MeasurementComparison comparison;
    comparison.m_measurement = measurement;
    comparison.m_predicted = *figures;
    const Measurement &m = measurement;
    // The block output in flight: the variable that carries it to the next block (or to the logits) holds it.
    const qint64 output = m.setup.sequenceLength * m.setup.microBatch * m.model.hidden * m.setup.bytesPerActivation();

    QStringList causes;
    if (m.counter.startsWith("glibc"_L1))
        causes.append(tr("On CPU the counter also counts the Python interpreter's own objects (autograd's graph, the "
                         "checkpoints' bookkeeping), which are not tensors."));
    // The eager modules matter only where the policy keeps what they save: a recomputed op keeps nothing.
    const RecomputePolicy policy = m.recompute.policy;
    const auto kept = [&m, policy](std::initializer_list<RecomputePolicy> keeping, const QStringList &ops) {
        if (policy == RecomputePolicy::Custom)
            return std::any_of(ops.cbegin(), ops.cend(),
                               [&m](const QString &op) { return m.recompute.savedOps.contains(op); });
        return std::find(keeping.begin(), keeping.end(), policy) != keeping.end();
    };
    const bool eagerNormsKept
        = kept({RecomputePolicy::None, RecomputePolicy::Selective, RecomputePolicy::Mlp, RecomputePolicy::Norms},
               {u"attention_norm"_s, u"ffn_norm"_s, u"attn.rope"_s});
    const bool softmaxKept
        = kept({RecomputePolicy::None, RecomputePolicy::Mlp, RecomputePolicy::Norms}, {u"attn.softmax"_s});
    if (m.implementation == "pytorch-eager"_L1 && m.model.mlp == MlpKind::SwiGlu && eagerNormsKept)
        causes.append(tr("PyTorch's eager RMSNorm and rotary embedding keep more than the fused kernels the app's "
                         "Llama block assumes."));
    if (m.implementation == "pytorch-eager"_L1 && !m.setup.fusedAttention && m.model.mlp == MlpKind::Gelu
        && softmaxKept)
        causes.append(tr("The script's eager attention keeps the softmax's output in 32 bits where the app's block "
                         "keeps it in 16 (a fused softmax)."));
    const QString common = causes.join(u' ');

    QString activations
        = tr("%1 bytes of it are the last block's output, which the logits take next.").arg(QLocale().toString(output));
    qint64 explained = output;
    if (m.recompute.policy == RecomputePolicy::Full) {
        // The app's schedule keeps the last segment's saves from the forward pass, as an ideal schedule does;
        // torch.utils.checkpoint checkpoints that segment too and holds only its input until the backward.
        const qint64 segments = (m.model.layers + m.recompute.spacing - 1) / m.recompute.spacing;
        const qint64 lastSegment = figures->savedAfterForwardBytes - segments * figures->blockInputBytes;
        explained -= lastSegment;
        activations += u' '
                       + tr("The app keeps the last segment's saves from the forward pass (%1 bytes beyond its input), "
                            "as an ideal schedule does; torch.utils.checkpoint checkpoints that segment too, with the "
                            "same peak.")
                             .arg(QLocale().toString(lastSegment));
    }
    comparison.m_terms.append({u"activations"_s, figures->savedAfterForwardBytes, m.afterForwardBytes, explained,
                               (activations + u' ' + common).trimmed()});
    comparison.m_terms.append(
        {u"logits_and_loss"_s, figures->logitsBytes, m.afterLossBytes - m.afterForwardBytes, 0,
         tr("The logits in the step's precision, their 32-bit copy for the loss and the loss's own log-softmax.")});
    const qint64 gradients = figures->parameters * m.setup.bytesPerActivation();
    comparison.m_terms.append(
        {u"backward_peak"_s, figures->activationAndLogitsPeakBytes + gradients, m.backwardPeakBytes, 0,
         tr("Predicted as the activations' and logits' peak plus every parameter's gradient in the step's precision, "
            "a bound: each block's gradients are made as its activations are freed.")
             + (m.device == "cpu"_L1 ? u' '
                                           + tr("On CPU the measured peak is the highest of readings taken as each "
                                                "block's backward begins.")
                                     : QString())});

    const bool full = m.recompute.policy == RecomputePolicy::Full;
    qint64 previous = 0;
    for (int block = 0; block < m.afterBlockBytes.size(); ++block) {
        if (!m.afterBlockBytes.at(block))
            continue;
        const qint64 reading = *m.afterBlockBytes.at(block);
        const qint64 explained = previous == 0 ? output : 0; // the first reading also holds the output in flight
        comparison.m_blocks.append(
            {tr("Block %1").arg(block + 1), full ? figures->blockInputBytes : figures->activationBytesPerLayer,
             reading - previous, explained,
             explained > 0 ? tr("%1 bytes of it are the block's output, on its way to the next block.")
                                 .arg(QLocale().toString(output))
                           : QString(),
             block + 1});
        previous = reading;
    }
    return comparison;
}

QJsonObject MeasurementComparison::toJson() const
{
    const auto rowJson = [](const Row &row, const QString &key) {
        return QJsonObject{{key, row.block > 0 ? QJsonValue(row.block) : QJsonValue(row.name)},
                           {u"predicted_bytes"_s, row.predictedBytes},
                           {u"measured_bytes"_s, row.measuredBytes},
                           {u"residual_bytes"_s, row.residualBytes()},
                           {u"residual_percent"_s, row.residualPercent()},
                           {u"explained_bytes"_s, row.explainedBytes},
                           {u"explanation"_s, row.explanation}};
    };
    QJsonArray terms;
    for (const Row &row : m_terms)
        terms.append(rowJson(row, u"term"_s));
    QJsonArray blocks;
    for (const Row &row : m_blocks)
        blocks.append(rowJson(row, u"block"_s));
    const Measurement &m = m_measurement;
    QJsonObject json{{u"format"_s, u"checkpoint-quiz-comparison"_s},
                     {u"model"_s, m.model.name},
                     {u"layers"_s, m.model.layers},
                     {u"hidden"_s, m.model.hidden},
                     {u"heads"_s, m.model.heads},
                     {u"kv_heads"_s, m.model.kvHeads},
                     {u"ffn"_s, m.model.ffn},
                     {u"vocab"_s, m.model.vocabulary},
                     {u"seq_len"_s, m.setup.sequenceLength},
                     {u"micro_batch"_s, m.setup.microBatch},
                     {u"precision"_s, m.setup.precisionBits},
                     {u"fused_attention"_s, m.setup.fusedAttention},
                     {u"recompute"_s, RecomputeSetting::name(m.recompute.policy)},
                     {u"spacing"_s, m.recompute.spacing},
                     {u"device"_s, m.device},
                     {u"torch"_s, m.torchVersion},
                     {u"implementation"_s, m.implementation},
                     {u"counter"_s, m.counter},
                     {u"step_seconds"_s, m.stepSeconds},
                     {u"predicted_bytes"_s, headline().predictedBytes},
                     {u"measured_bytes"_s, headline().measuredBytes},
                     {u"residual_bytes"_s, headline().residualBytes()},
                     {u"residual_percent"_s, headline().residualPercent()},
                     {u"terms"_s, terms},
                     {u"blocks"_s, blocks}};
    if (m.cudaReservedBytes && m.cudaAllocatedBytes)
        json.insert(u"cuda_reserved_minus_allocated_bytes"_s, *m.cudaReservedBytes - *m.cudaAllocatedBytes);
    return json;
}
