// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/realisticfigures.h"
#include "core/realistic/realisticschedule.h"
#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <QFlags>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

// The real-model mode's state, apart from any window: the transformer (a preset, a custom one or the last config.json
// read), how it is trained, what is recomputed, and what RealisticEstimator makes of them: the figures, or its message
// when the input is bad. It is the one source of truth: RealisticPanel writes one field per control and redraws from
// changed(), a question's scene and a plan row assign a whole setup, and the form's rules (which fields are editable,
// which policies the convention offers, the spacing's range) are queries here, so they are tested without a window
// (tst_realmodelstate). Every change estimates at once (microseconds) and emits changed() once, saying what moved; the
// comparison of policies and the simulated step are computed on first use and kept until the input changes.
class RealModelState final : public QObject
{
    Q_OBJECT
public:
    // Where the model comes from: the model list's three kinds of entry.
    enum class Source : quint8 { Preset, Custom, Loaded };
    // What a changed() signal says moved; the figures are new after every change.
    enum class Change {
        Model = 0x1,     // the model's fields or its source
        Setup = 0x2,     // the training setup
        Recompute = 0x4, // the policy, its spacing or its saved ops
        Everything = Model | Setup | Recompute,
    };
    Q_DECLARE_FLAGS(Changes, Change)
    Q_FLAG(Changes)

    // One recompute policy's figures for the same model and setup (the budget bars side by side).
    struct PolicyFigures
    {
        RecomputeSetting setting;
        RealisticFigures figures;
    };

    explicit RealModelState(QObject *parent = nullptr);

    const TransformerModel &model() const { return m_model; }
    Source source() const { return m_source; }
    // The model of the last config.json read, which the model list keeps as an entry of its own.
    const std::optional<TransformerModel> &loadedModel() const { return m_loaded; }
    const TrainingSetup &setup() const { return m_setup; }
    const RecomputeSetting &recompute() const { return m_recompute; }
    // The spacing k chosen for full recomputation; kept while another policy is chosen.
    qint64 spacing() const { return m_spacing; }
    // The figures, or none when the input is bad; then error() says why.
    const std::optional<RealisticFigures> &figures() const { return m_figures; }
    const QString &error() const { return m_error; }

    // All of it at once (a scene, a scene's step, a plan row): one estimate, one changed(Everything). The source
    // follows the model's name: "custom", the loaded model's, or a preset's; any other model becomes the loaded one. A
    // custom policy's ops are kept to those the block has (BlockGraph::validSavedOps).
    void assign(const TransformerModel &model, const TrainingSetup &setup, const RecomputeSetting &recompute);
    // A preset by name: its model and sequence length; the rest of the setup and the policy stay. False, and nothing
    // changes, for an unknown name.
    bool selectPreset(QStringView name);
    // A config.json's model: kept as the loaded model and selected, with its sequence length.
    void loadModel(const TransformerModel &model);
    // The loaded model again; false when none was loaded.
    bool selectLoaded();
    // A custom model, starting from the fields of the model shown.
    void selectCustom();

    // The model's fields. Editing one turns the model into a custom one that starts from the model shown. The MLP
    // decides the rest as the command's custom model does: GELU is GPT's block (tied embeddings, learned positions
    // covering the sequence), SwiGLU Llama's (untied, rotary).
    void setLayers(qint64 layers);
    void setHidden(qint64 hidden);
    void setHeads(qint64 heads);
    void setKvHeads(qint64 kvHeads);
    void setFfn(qint64 ffn);
    void setMlp(MlpKind mlp);
    void setVocabulary(qint64 vocabulary);

    // The setup's fields. A custom model is trained at its own sequence length, so that one moves both.
    void setSequenceLength(qint64 tokens);
    void setMicroBatch(qint64 microBatch);
    void setPrecisionBits(int bits);
    void setTensorParallel(qint64 ways);
    void setSequenceParallel(bool on);
    void setFusedAttention(bool on);
    void setPipelineParallel(qint64 stages);
    void setGpus(qint64 gpus);
    void setZeroStage(int stage);
    void setOptimizerOffload(bool on);
    void setGpuMemoryGiB(qint64 gib);
    void setConvention(ActivationConvention convention);
    void setDropout(double probability);
    void setReserveBytes(qint64 bytes);

    // The policy; a custom one keeps its saved ops. The spacing applies to full recomputation only and is kept within
    // spacingRange().
    void setPolicy(RecomputePolicy policy);
    void setSpacing(qint64 spacing);
    // A custom policy's saved ops (the block's op table), as assign() keeps them.
    void setSavedOps(const QStringList &ops);

    // The form's rules.
    bool modelEditable() const { return m_source == Source::Custom; }
    // Sequence parallelism splits what tensor parallelism leaves whole: only with t > 1.
    bool sequenceParallelAllowed() const { return m_setup.tensorParallel > 1; }
    // Dropout masks are the GPT block's, counted op by op; the paper's table assumes dropout.
    bool dropoutApplies() const;
    // Only the measured convention knows the op-level policies.
    bool policyAllowed(RecomputePolicy policy) const;
    bool spacingApplies() const { return m_recompute.policy == RecomputePolicy::Full; }
    // k runs from 1 to the layers of one pipeline stage.
    qint64 spacingMaximum() const;

    // None, selective, full and full every spacing() blocks, for the current model and setup; empty when the input is
    // bad. The current policy's entry equals figures().
    const QList<PolicyFigures> &policyComparison() const;
    // The training step the figures describe, as a chain and a schedule for the simulator; none when the input is bad.
    const std::optional<RealisticSchedule> &schedule() const;

signals:
    void changed(RealModelState::Changes what);

private:
    template<typename Edit>
    void editModel(Edit edit);
    template<typename Edit>
    void editSetup(Edit edit);
    void update(Changes what);
    void estimate();

    TransformerModel m_model = TransformerModel::presets().constFirst();
    Source m_source = Source::Preset;
    std::optional<TransformerModel> m_loaded;
    TrainingSetup m_setup = TrainingSetup::defaultFor(m_model);
    RecomputeSetting m_recompute;
    qint64 m_spacing = 1;
    std::optional<RealisticFigures> m_figures;
    QString m_error;
    // Computed on first use for the current input (the bars and the step are drawn from the same state).
    mutable std::optional<QList<PolicyFigures>> m_comparison;
    mutable std::optional<std::optional<RealisticSchedule>> m_schedule;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(RealModelState::Changes)
