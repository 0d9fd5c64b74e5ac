// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/realmodelstate.h"

#include "core/realistic/blockgraph.h"
#include "core/realistic/realisticestimator.h"

using namespace Qt::StringLiterals;

RealModelState::RealModelState(QObject *parent)
    : QObject(parent)
{
    estimate();
}

void RealModelState::assign(const TransformerModel &model, const TrainingSetup &setup,
                            const RecomputeSetting &recompute)
{
    m_model = model;
    if (model.name == "custom"_L1)
        m_source = Source::Custom;
    else if (m_loaded && m_loaded->name == model.name)
        m_source = Source::Loaded;
    else if (TransformerModel::preset(model.name))
        m_source = Source::Preset;
    else {
        m_loaded = model;
        m_source = Source::Loaded;
    }
    m_setup = setup;
    m_recompute = recompute;
    if (recompute.policy == RecomputePolicy::Full)
        m_spacing = recompute.spacing;
    update(Change::Everything);
}

bool RealModelState::selectPreset(QStringView name)
{
    const TransformerModel *preset = TransformerModel::preset(name);
    if (preset == nullptr)
        return false;
    m_model = *preset;
    m_source = Source::Preset;
    m_setup.sequenceLength = preset->sequenceLength;
    update(Change::Model | Change::Setup);
    return true;
}

void RealModelState::loadModel(const TransformerModel &model)
{
    m_loaded = model;
    selectLoaded();
}

bool RealModelState::selectLoaded()
{
    if (!m_loaded)
        return false;
    m_model = *m_loaded;
    m_source = Source::Loaded;
    m_setup.sequenceLength = m_loaded->sequenceLength;
    update(Change::Model | Change::Setup);
    return true;
}

void RealModelState::selectCustom()
{
    if (m_source == Source::Custom)
        return;
    editModel([](TransformerModel &) {});
}

template<typename Edit>
void RealModelState::editModel(Edit edit)
{
    TransformerModel model = m_model;
    edit(model);
    model.name = u"custom"_s;
    model.label = tr("Custom");
    model.tiedEmbeddings = model.mlp == MlpKind::Gelu;
    model.learnedPositions = model.mlp == MlpKind::Gelu;
    model.sequenceLength = m_setup.sequenceLength;
    if (m_source == Source::Custom && model == m_model)
        return;
    m_model = model;
    m_source = Source::Custom;
    update(Change::Model);
}

void RealModelState::setLayers(qint64 layers)
{
    editModel([layers](TransformerModel &model) { model.layers = layers; });
}

void RealModelState::setHidden(qint64 hidden)
{
    editModel([hidden](TransformerModel &model) { model.hidden = hidden; });
}

void RealModelState::setHeads(qint64 heads)
{
    editModel([heads](TransformerModel &model) { model.heads = heads; });
}

void RealModelState::setKvHeads(qint64 kvHeads)
{
    editModel([kvHeads](TransformerModel &model) { model.kvHeads = kvHeads; });
}

void RealModelState::setFfn(qint64 ffn)
{
    editModel([ffn](TransformerModel &model) { model.ffn = ffn; });
}

void RealModelState::setMlp(MlpKind mlp)
{
    editModel([mlp](TransformerModel &model) { model.mlp = mlp; });
}

void RealModelState::setVocabulary(qint64 vocabulary)
{
    editModel([vocabulary](TransformerModel &model) { model.vocabulary = vocabulary; });
}

template<typename Edit>
void RealModelState::editSetup(Edit edit)
{
    TrainingSetup setup = m_setup;
    edit(setup);
    if (setup == m_setup)
        return;
    Changes what = Change::Setup;
    if (m_source == Source::Custom && m_model.sequenceLength != setup.sequenceLength) {
        m_model.sequenceLength = setup.sequenceLength;
        what |= Change::Model;
    }
    m_setup = setup;
    update(what);
}

void RealModelState::setSequenceLength(qint64 tokens)
{
    editSetup([tokens](TrainingSetup &setup) { setup.sequenceLength = tokens; });
}

void RealModelState::setMicroBatch(qint64 microBatch)
{
    editSetup([microBatch](TrainingSetup &setup) { setup.microBatch = microBatch; });
}

void RealModelState::setPrecisionBits(int bits)
{
    editSetup([bits](TrainingSetup &setup) { setup.precisionBits = bits; });
}

void RealModelState::setTensorParallel(qint64 ways)
{
    editSetup([ways](TrainingSetup &setup) { setup.tensorParallel = ways; });
}

void RealModelState::setSequenceParallel(bool on)
{
    editSetup([on](TrainingSetup &setup) { setup.sequenceParallel = on; });
}

void RealModelState::setFusedAttention(bool on)
{
    editSetup([on](TrainingSetup &setup) { setup.fusedAttention = on; });
}

void RealModelState::setPipelineParallel(qint64 stages)
{
    editSetup([stages](TrainingSetup &setup) { setup.pipelineParallel = stages; });
}

void RealModelState::setGpus(qint64 gpus)
{
    editSetup([gpus](TrainingSetup &setup) { setup.gpus = gpus; });
}

void RealModelState::setZeroStage(int stage)
{
    editSetup([stage](TrainingSetup &setup) { setup.zeroStage = stage; });
}

void RealModelState::setOptimizerOffload(bool on)
{
    editSetup([on](TrainingSetup &setup) { setup.optimizerOffload = on; });
}

void RealModelState::setGpuMemoryGiB(qint64 gib)
{
    // A smaller GPU shrinks the reserve with it rather than leaving a reserve larger than the memory.
    editSetup([gib](TrainingSetup &setup) {
        setup.gpuMemoryGiB = gib;
        if (gib > 0)
            setup.reserveBytes = qMin(setup.reserveBytes, setup.gpuMemoryBytes());
    });
}

void RealModelState::setConvention(ActivationConvention convention)
{
    editSetup([convention](TrainingSetup &setup) { setup.convention = convention; });
}

void RealModelState::setDropout(double probability)
{
    editSetup([probability](TrainingSetup &setup) { setup.dropout = probability; });
}

void RealModelState::setReserveBytes(qint64 bytes)
{
    editSetup([bytes](TrainingSetup &setup) { setup.reserveBytes = bytes; });
}

void RealModelState::setPolicy(RecomputePolicy policy)
{
    if (policy == m_recompute.policy)
        return;
    m_recompute.policy = policy;
    update(Change::Recompute);
}

void RealModelState::setSpacing(qint64 spacing)
{
    spacing = qBound<qint64>(1, spacing, spacingMaximum());
    if (spacing == m_spacing)
        return;
    m_spacing = spacing;
    update(Change::Recompute); // the comparison's last bar moves even when another policy is chosen
}

void RealModelState::setSavedOps(const QStringList &ops)
{
    if (ops == m_recompute.savedOps)
        return;
    m_recompute.savedOps = ops;
    update(Change::Recompute);
}

bool RealModelState::dropoutApplies() const
{
    return m_model.mlp == MlpKind::Gelu && m_setup.convention == ActivationConvention::Measured;
}

bool RealModelState::policyAllowed(RecomputePolicy policy) const
{
    return m_setup.convention == ActivationConvention::Measured || RecomputeSetting::inPaper(policy);
}

qint64 RealModelState::spacingMaximum() const
{
    return qBound<qint64>(1, m_model.layers / qMax<qint64>(1, m_setup.pipelineParallel), TransformerModel::MaxLayers);
}

const QList<RealModelState::PolicyFigures> &RealModelState::policyComparison() const
{
    if (!m_comparison) {
        QList<PolicyFigures> comparison;
        if (m_figures) {
            for (const RecomputeSetting &setting : {RecomputeSetting::none(), RecomputeSetting::selective(),
                                                    RecomputeSetting::full(1), RecomputeSetting::full(m_spacing)}) {
                if (const Expected<RealisticFigures> figures = RealisticEstimator::estimate(m_model, m_setup, setting))
                    comparison.append({setting, *figures});
            }
        }
        m_comparison = std::move(comparison);
    }
    return *m_comparison;
}

const std::optional<RealisticSchedule> &RealModelState::schedule() const
{
    if (!m_schedule) {
        Expected<RealisticSchedule> run = RealisticEstimator::schedule(m_model, m_setup, m_recompute);
        m_schedule = run ? std::optional<RealisticSchedule>(std::move(*run)) : std::nullopt;
    }
    return *m_schedule;
}

void RealModelState::update(Changes what)
{
    // The spacing stays within one pipeline stage as the model and the setup change.
    if (const qint64 spacing = qBound<qint64>(1, m_spacing, spacingMaximum()); spacing != m_spacing) {
        m_spacing = spacing;
        what |= Change::Recompute;
    }
    const qint64 applied = spacingApplies() ? m_spacing : 1;
    if (applied != m_recompute.spacing) {
        m_recompute.spacing = applied;
        what |= Change::Recompute;
    }
    // A custom list carried over from another block keeps the ops this block has (or starts from its matmuls).
    if (m_recompute.policy == RecomputePolicy::Custom) {
        if (const Expected<BlockGraph> graph = BlockGraph::build(m_model, m_setup))
            m_recompute.savedOps = graph->validSavedOps(m_recompute.savedOps);
    }
    estimate();
    emit changed(what);
}

void RealModelState::estimate()
{
    m_comparison.reset();
    m_schedule.reset();
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(m_model, m_setup, m_recompute);
    if (figures) {
        m_figures = *figures;
        m_error.clear();
    } else {
        m_figures.reset();
        m_error = figures.error();
    }
}
