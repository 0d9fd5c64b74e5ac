// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/realisticformfields.h"

#include "ui_realisticpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>

namespace {

using Change = RealModelState::Change;

struct Field
{
    QWidget *control; // a QSpinBox, a QCheckBox or a QComboBox whose item data is the value
    Change part;
    RealisticFormFields::Write write;
    qint64 (*read)(const RealModelState &state);
};

QList<Field> fieldsOf(const Ui::RealisticPanel &ui)
{
    using S = RealModelState;
    return {
        {ui.layersSpin, Change::Model, [](S &s, qint64 v) { s.setLayers(v); },
         [](const S &s) { return s.model().layers; }},
        {ui.hiddenSpin, Change::Model, [](S &s, qint64 v) { s.setHidden(v); },
         [](const S &s) { return s.model().hidden; }},
        {ui.headsSpin, Change::Model, [](S &s, qint64 v) { s.setHeads(v); },
         [](const S &s) { return s.model().heads; }},
        {ui.kvHeadsSpin, Change::Model, [](S &s, qint64 v) { s.setKvHeads(v); },
         [](const S &s) { return s.model().kvHeads; }},
        {ui.ffnSpin, Change::Model, [](S &s, qint64 v) { s.setFfn(v); }, [](const S &s) { return s.model().ffn; }},
        {ui.mlpCombo, Change::Model, [](S &s, qint64 v) { s.setMlp(MlpKind(v)); },
         [](const S &s) { return qint64(s.model().mlp); }},
        {ui.vocabularySpin, Change::Model, [](S &s, qint64 v) { s.setVocabulary(v); },
         [](const S &s) { return s.model().vocabulary; }},
        {ui.sequenceSpin, Change::Setup, [](S &s, qint64 v) { s.setSequenceLength(v); },
         [](const S &s) { return s.setup().sequenceLength; }},
        {ui.microBatchSpin, Change::Setup, [](S &s, qint64 v) { s.setMicroBatch(v); },
         [](const S &s) { return s.setup().microBatch; }},
        {ui.precisionCombo, Change::Setup, [](S &s, qint64 v) { s.setPrecisionBits(int(v)); },
         [](const S &s) { return qint64(s.setup().precisionBits); }},
        {ui.tensorParallelSpin, Change::Setup, [](S &s, qint64 v) { s.setTensorParallel(v); },
         [](const S &s) { return s.setup().tensorParallel; }},
        {ui.sequenceParallelCheck, Change::Setup, [](S &s, qint64 v) { s.setSequenceParallel(v != 0); },
         [](const S &s) { return qint64(s.setup().sequenceParallel); }},
        {ui.fusedAttentionCheck, Change::Setup, [](S &s, qint64 v) { s.setFusedAttention(v != 0); },
         [](const S &s) { return qint64(s.setup().fusedAttention); }},
        {ui.pipelineSpin, Change::Setup, [](S &s, qint64 v) { s.setPipelineParallel(v); },
         [](const S &s) { return s.setup().pipelineParallel; }},
        {ui.gpusSpin, Change::Setup, [](S &s, qint64 v) { s.setGpus(v); }, [](const S &s) { return s.setup().gpus; }},
        {ui.zeroCombo, Change::Setup, [](S &s, qint64 v) { s.setZeroStage(int(v)); },
         [](const S &s) { return qint64(s.setup().zeroStage); }},
        {ui.offloadCheck, Change::Setup, [](S &s, qint64 v) { s.setOptimizerOffload(v != 0); },
         [](const S &s) { return qint64(s.setup().optimizerOffload); }},
        {ui.gpuMemorySpin, Change::Setup, [](S &s, qint64 v) { s.setGpuMemoryGiB(v); },
         [](const S &s) { return s.setup().gpuMemoryGiB; }},
        {ui.conventionCombo, Change::Setup, [](S &s, qint64 v) { s.setConvention(ActivationConvention(v)); },
         [](const S &s) { return qint64(s.setup().convention); }},
        {ui.recomputeCombo, Change::Recompute, [](S &s, qint64 v) { s.setPolicy(RecomputePolicy(v)); },
         [](const S &s) { return qint64(s.recompute().policy); }},
        {ui.spacingSpin, Change::Recompute, [](S &s, qint64 v) { s.setSpacing(v); },
         [](const S &s) { return s.spacing(); }},
    };
}

} // namespace

void RealisticFormFields::connectWrites(const Ui::RealisticPanel &ui, QObject *context,
                                        const std::function<void(Write write, qint64 value)> &written)
{
    for (const Field &field : fieldsOf(ui)) {
        const auto write = [written, write = field.write](qint64 value) { written(write, value); };
        if (auto *spin = qobject_cast<QSpinBox *>(field.control))
            QObject::connect(spin, &QSpinBox::valueChanged, context, write);
        else if (auto *check = qobject_cast<QCheckBox *>(field.control))
            QObject::connect(check, &QCheckBox::toggled, context, write);
        else if (auto *combo = qobject_cast<QComboBox *>(field.control))
            QObject::connect(combo, &QComboBox::currentIndexChanged, context,
                             [combo, write] { write(combo->currentData().toLongLong()); });
    }
}

void RealisticFormFields::show(const Ui::RealisticPanel &ui, const RealModelState &state, RealModelState::Changes what)
{
    for (const Field &field : fieldsOf(ui)) {
        if (!(what & field.part))
            continue;
        const qint64 value = field.read(state);
        if (auto *spin = qobject_cast<QSpinBox *>(field.control))
            spin->setValue(int(qBound(qint64(spin->minimum()), value, qint64(spin->maximum()))));
        else if (auto *check = qobject_cast<QCheckBox *>(field.control))
            check->setChecked(value != 0);
        else if (auto *combo = qobject_cast<QComboBox *>(field.control))
            combo->setCurrentIndex(combo->findData(int(value)));
    }
}

void RealisticFormFields::enableModelFields(const Ui::RealisticPanel &ui, bool enabled)
{
    for (const Field &field : fieldsOf(ui)) {
        if (field.part == Change::Model)
            field.control->setEnabled(enabled);
    }
}
