// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/realisticpanel.h"

#include "core/realistic/modelstate.h"
#include "core/realistic/realisticestimator.h"
#include "core/simulator/simulator.h"
#include "ui/activationtimelinechart.h"
#include "ui/memorybudgetbars.h"
#include "ui/verdictcolours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScopedValueRollback>
#include <QSlider>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <limits>

using namespace Qt::StringLiterals;

namespace {

constexpr int CustomModel = -1; // the model combo's item data for "Custom"; presets carry their index
constexpr int CustomGpuMemory = -1;
constexpr int IntMax = std::numeric_limits<int>::max();

QSpinBox *sizeSpin(QWidget *parent, const QString &objectName, int maximum = IntMax)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(1, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false); // typing "4096" is one change, not four
    // Room for ten digits, not for the 2^31 − 1 the size hint asks for: the two columns fit a 1366-pixel screen.
    spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(u"0"_s) * 10 + 40);
    spin->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    return spin;
}

QLabel *valueLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// A row whose label retranslate() fills in (QFormLayout makes no label for an empty text); the label is the field's
// buddy.
void addRow(QFormLayout *form, QWidget *field)
{
    form->addRow(new QLabel(field->parentWidget()), field);
}

void setRowLabel(QFormLayout *form, QWidget *field, const QString &text)
{
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
        label->setText(text);
}

void setValue(QSpinBox *spin, qint64 value)
{
    spin->setValue(int(qBound(qint64(spin->minimum()), value, qint64(spin->maximum()))));
}

QString percent(double share)
{
    return QLocale().toString(100.0 * share, 'f', 2);
}

} // namespace

RealisticPanel::RealisticPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"realisticPanel"_s);
    {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        buildLayout();
        fillCombos();
    }
    showControls();
    m_sceneTimer = new QTimer(this);
    connect(m_sceneTimer, &QTimer::timeout, this, &RealisticPanel::sceneStep);
    retranslate(); // reads the controls and estimates
}

void RealisticPanel::buildLayout()
{
    // Created in reading order, which is also the Tab order.
    m_modelBox = new QGroupBox(this);
    m_modelForm = new QFormLayout(m_modelBox);
    m_modelCombo = new QComboBox(m_modelBox);
    m_modelCombo->setObjectName(u"modelCombo"_s);
    addRow(m_modelForm, m_modelCombo);
    m_layersSpin = sizeSpin(m_modelBox, u"layersSpin"_s, int(TransformerModel::MaxLayers));
    m_hiddenSpin = sizeSpin(m_modelBox, u"hiddenSpin"_s);
    m_headsSpin = sizeSpin(m_modelBox, u"headsSpin"_s);
    m_kvHeadsSpin = sizeSpin(m_modelBox, u"kvHeadsSpin"_s);
    m_ffnSpin = sizeSpin(m_modelBox, u"ffnSpin"_s);
    m_mlpCombo = new QComboBox(m_modelBox);
    m_mlpCombo->setObjectName(u"mlpCombo"_s);
    m_vocabularySpin = sizeSpin(m_modelBox, u"vocabularySpin"_s);
    for (QWidget *field :
         {static_cast<QWidget *>(m_layersSpin), static_cast<QWidget *>(m_hiddenSpin),
          static_cast<QWidget *>(m_headsSpin), static_cast<QWidget *>(m_kvHeadsSpin), static_cast<QWidget *>(m_ffnSpin),
          static_cast<QWidget *>(m_mlpCombo), static_cast<QWidget *>(m_vocabularySpin)})
        addRow(m_modelForm, field);

    m_setupBox = new QGroupBox(this);
    m_setupForm = new QFormLayout(m_setupBox);
    m_sequenceSpin = sizeSpin(m_setupBox, u"sequenceSpin"_s);
    m_microBatchSpin = sizeSpin(m_setupBox, u"microBatchSpin"_s);
    m_precisionCombo = new QComboBox(m_setupBox);
    m_precisionCombo->setObjectName(u"precisionCombo"_s);
    m_tensorParallelSpin = sizeSpin(m_setupBox, u"tensorParallelSpin"_s);
    m_sequenceParallelCheck = new QCheckBox(m_setupBox);
    m_sequenceParallelCheck->setObjectName(u"sequenceParallelCheck"_s);
    m_fusedAttentionCheck = new QCheckBox(m_setupBox);
    m_fusedAttentionCheck->setObjectName(u"fusedAttentionCheck"_s);
    m_gpusSpin = sizeSpin(m_setupBox, u"gpusSpin"_s);
    m_zeroCombo = new QComboBox(m_setupBox);
    m_zeroCombo->setObjectName(u"zeroCombo"_s);
    auto *gpuMemoryRow = new QHBoxLayout;
    m_gpuMemoryCombo = new QComboBox(m_setupBox);
    m_gpuMemoryCombo->setObjectName(u"gpuMemoryCombo"_s);
    m_gpuMemorySpin = sizeSpin(m_setupBox, u"gpuMemorySpin"_s);
    m_gpuMemorySpin->setSuffix(u" GiB"_s);
    gpuMemoryRow->addWidget(m_gpuMemoryCombo);
    gpuMemoryRow->addWidget(m_gpuMemorySpin, 1);
    addRow(m_setupForm, m_sequenceSpin);
    addRow(m_setupForm, m_microBatchSpin);
    addRow(m_setupForm, m_precisionCombo);
    addRow(m_setupForm, m_tensorParallelSpin);
    m_setupForm->addRow(m_sequenceParallelCheck);
    m_setupForm->addRow(m_fusedAttentionCheck);
    addRow(m_setupForm, m_gpusSpin);
    addRow(m_setupForm, m_zeroCombo);
    m_gpuMemoryLabel = new QLabel(m_setupBox);
    m_gpuMemoryLabel->setBuddy(m_gpuMemoryCombo);
    m_setupForm->addRow(m_gpuMemoryLabel, gpuMemoryRow);

    m_recomputeBox = new QGroupBox(this);
    auto *recomputeLayout = new QGridLayout(m_recomputeBox);
    m_recomputeCombo = new QComboBox(m_recomputeBox);
    m_recomputeCombo->setObjectName(u"recomputeCombo"_s);
    m_spacingLabel = new QLabel(m_recomputeBox);
    m_spacingSlider = new QSlider(Qt::Horizontal, m_recomputeBox);
    m_spacingSlider->setObjectName(u"spacingSlider"_s);
    m_spacingSpin = sizeSpin(m_recomputeBox, u"spacingSpin"_s);
    m_spacingLabel->setBuddy(m_spacingSpin);
    recomputeLayout->addWidget(m_recomputeCombo, 0, 0, 1, 3);
    recomputeLayout->addWidget(m_spacingLabel, 1, 0);
    recomputeLayout->addWidget(m_spacingSlider, 1, 1);
    recomputeLayout->addWidget(m_spacingSpin, 1, 2);
    recomputeLayout->setColumnStretch(1, 1);

    m_figuresBox = new QGroupBox(this);
    auto *figuresLayout = new QVBoxLayout(m_figuresBox);
    m_errorLabel = valueLabel(m_figuresBox, u"errorLabel"_s);
    m_figuresWidget = new QWidget(m_figuresBox);
    m_figuresWidget->setObjectName(u"figuresWidget"_s);
    m_figuresForm = new QFormLayout(m_figuresWidget);
    m_figuresForm->setContentsMargins(0, 0, 0, 0);
    m_figuresForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_parametersValue = valueLabel(m_figuresWidget, u"parametersValue"_s);
    m_activationPerBlockValue = valueLabel(m_figuresWidget, u"activationPerBlockValue"_s);
    m_peakActivationsValue = valueLabel(m_figuresWidget, u"peakActivationsValue"_s);
    m_weightsValue = valueLabel(m_figuresWidget, u"weightsValue"_s);
    m_gradientsValue = valueLabel(m_figuresWidget, u"gradientsValue"_s);
    m_optimizerValue = valueLabel(m_figuresWidget, u"optimizerValue"_s);
    m_totalValue = valueLabel(m_figuresWidget, u"totalValue"_s);
    m_verdictLabel = valueLabel(m_figuresWidget, u"verdictLabel"_s);
    QFont bold = m_verdictLabel->font();
    bold.setBold(true);
    m_verdictLabel->setFont(bold);
    m_recomputeFlopsValue = valueLabel(m_figuresWidget, u"recomputeFlopsValue"_s);
    m_paperFlopsValue = valueLabel(m_figuresWidget, u"paperFlopsValue"_s);
    m_flopsNote = valueLabel(m_figuresWidget, u"flopsNote"_s);
    for (QLabel *value : {m_parametersValue, m_activationPerBlockValue, m_peakActivationsValue, m_weightsValue,
                          m_gradientsValue, m_optimizerValue, m_totalValue})
        addRow(m_figuresForm, value);
    m_figuresForm->addRow(m_verdictLabel);
    addRow(m_figuresForm, m_recomputeFlopsValue);
    addRow(m_figuresForm, m_paperFlopsValue);
    m_figuresForm->addRow(m_flopsNote);
    figuresLayout->addWidget(m_errorLabel);
    figuresLayout->addWidget(m_figuresWidget);

    m_conventionsBox = new QGroupBox(this);
    m_conventionsBox->setObjectName(u"conventionsBox"_s);
    auto *conventionsLayout = new QVBoxLayout(m_conventionsBox);
    m_conventionsLabel = valueLabel(m_conventionsBox, u"conventionsLabel"_s);
    conventionsLayout->addWidget(m_conventionsLabel);

    m_bars = new MemoryBudgetBars(this);
    m_timeline = new ActivationTimelineChart(this);
    // Long entries (a model with its parameter count, a policy with its explanation) elide rather than widen the panel.
    for (QComboBox *combo : {m_modelCombo, m_recomputeCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }

    auto *top = new QHBoxLayout;
    top->addWidget(m_modelBox, 1);
    top->addWidget(m_setupBox, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_recomputeBox);
    layout->addWidget(m_figuresBox);
    layout->addWidget(m_bars);
    layout->addWidget(m_timeline);
    layout->addWidget(m_conventionsBox);
    layout->addStretch(1);

    const auto changed = [this] {
        if (m_syncing)
            return;
        userInput();
        readControls();
        estimate();
    };
    connect(m_modelCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing)
            return;
        userInput();
        const int preset = m_modelCombo->currentData().toInt();
        if (preset != CustomModel) {
            m_model = TransformerModel::presets().at(preset);
            m_setup.sequenceLength = m_model.sequenceLength;
        }
        // Custom starts from the fields as they are: the preset shown last.
        showControls();
        readControls();
        estimate();
    });
    for (QSpinBox *spin : {m_layersSpin, m_hiddenSpin, m_headsSpin, m_kvHeadsSpin, m_ffnSpin, m_vocabularySpin,
                           m_sequenceSpin, m_microBatchSpin, m_tensorParallelSpin, m_gpusSpin, m_gpuMemorySpin})
        connect(spin, &QSpinBox::valueChanged, this, changed);
    for (QComboBox *combo : {m_mlpCombo, m_precisionCombo, m_zeroCombo, m_gpuMemoryCombo, m_recomputeCombo})
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    for (QCheckBox *check : {m_sequenceParallelCheck, m_fusedAttentionCheck})
        connect(check, &QCheckBox::toggled, this, changed);
    connect(m_spacingSlider, &QSlider::valueChanged, m_spacingSpin, &QSpinBox::setValue);
    connect(m_spacingSpin, &QSpinBox::valueChanged, this, [this, changed](int value) {
        const QSignalBlocker block(m_spacingSlider);
        m_spacingSlider->setValue(value);
        changed();
    });
}

void RealisticPanel::fillCombos()
{
    const QSignalBlocker blockModel(m_modelCombo);
    const QList<TransformerModel> &presets = TransformerModel::presets();
    if (m_modelCombo->count() == 0) {
        for (int i = 0; i < presets.size(); ++i)
            m_modelCombo->addItem(QString(), i);
        m_modelCombo->addItem(QString(), CustomModel);
        m_mlpCombo->addItem(u"GELU"_s, int(MlpKind::Gelu)); // names, not translated
        m_mlpCombo->addItem(u"SwiGLU"_s, int(MlpKind::SwiGlu));
        m_precisionCombo->addItem(QString(), 16);
        m_precisionCombo->addItem(QString(), 32);
        for (int stage = 0; stage <= 3; ++stage)
            m_zeroCombo->addItem(QString(), stage);
        for (qint64 gib : TrainingSetup::gpuMemoryPresetsGiB())
            m_gpuMemoryCombo->addItem(QString(), gib);
        m_gpuMemoryCombo->addItem(QString(), CustomGpuMemory);
        m_recomputeCombo->addItem(QString(), int(RecomputePolicy::None));
        m_recomputeCombo->addItem(QString(), int(RecomputePolicy::Selective));
        m_recomputeCombo->addItem(QString(), int(RecomputePolicy::Full));
    }
    const QLocale locale;
    for (int i = 0; i < presets.size(); ++i) {
        //: %1 is a model's name (GPT-2 small, Llama-3.1-8B), %2 its exact parameter count.
        m_modelCombo->setItemText(
            i,
            tr("%1 (%2 parameters)").arg(presets.at(i).label, locale.toString(presets.at(i).parameterCount().value())));
    }
    m_modelCombo->setItemText(int(presets.size()), tr("Custom"));
    for (int i = 0; i < m_precisionCombo->count(); ++i)
        m_precisionCombo->setItemText(i, tr("%1-bit").arg(locale.toString(m_precisionCombo->itemData(i).toInt())));
    for (int i = 0; i < m_zeroCombo->count(); ++i) {
        const QString stage = locale.toString(i);
        m_zeroCombo->setItemText(i, i == 3 ? u"%1 / FSDP"_s.arg(stage) : stage);
    }
    for (int i = 0; i < m_gpuMemoryCombo->count(); ++i) {
        const qint64 gib = m_gpuMemoryCombo->itemData(i).toLongLong();
        m_gpuMemoryCombo->setItemText(i, gib == CustomGpuMemory
                                             ? tr("Custom")
                                             : locale.formattedDataSize(gib << 30, 0, QLocale::DataSizeIecFormat));
    }
    m_recomputeCombo->setItemText(0, tr("None: every block keeps what its backward needs"));
    m_recomputeCombo->setItemText(1, tr("Selective: the attention core is recomputed"));
    m_recomputeCombo->setItemText(2, tr("Full: checkpoint every k blocks, rerun the rest"));
}

bool RealisticPanel::selectModel(const QString &name)
{
    const int index = name == "custom"_L1 ? m_modelCombo->findData(CustomModel) : [&] {
        const QList<TransformerModel> &presets = TransformerModel::presets();
        for (int i = 0; i < presets.size(); ++i) {
            if (presets.at(i).name == name)
                return m_modelCombo->findData(i);
        }
        return -1;
    }();
    if (index < 0)
        return false;
    m_modelCombo->setCurrentIndex(index);
    return true;
}

// The controls as the model and the setup say; the model's fields editable only for Custom.
void RealisticPanel::showControls()
{
    const QScopedValueRollback<bool> syncing(m_syncing, true);
    const bool custom = m_modelCombo->currentData().toInt() == CustomModel;
    setValue(m_layersSpin, m_model.layers);
    setValue(m_hiddenSpin, m_model.hidden);
    setValue(m_headsSpin, m_model.heads);
    setValue(m_kvHeadsSpin, m_model.kvHeads);
    setValue(m_ffnSpin, m_model.ffn);
    m_mlpCombo->setCurrentIndex(m_mlpCombo->findData(int(m_model.mlp)));
    setValue(m_vocabularySpin, m_model.vocabulary);
    for (QWidget *field :
         {static_cast<QWidget *>(m_layersSpin), static_cast<QWidget *>(m_hiddenSpin),
          static_cast<QWidget *>(m_headsSpin), static_cast<QWidget *>(m_kvHeadsSpin), static_cast<QWidget *>(m_ffnSpin),
          static_cast<QWidget *>(m_mlpCombo), static_cast<QWidget *>(m_vocabularySpin)})
        field->setEnabled(custom);
    setValue(m_sequenceSpin, m_setup.sequenceLength);
    setValue(m_microBatchSpin, m_setup.microBatch);
    setValue(m_tensorParallelSpin, m_setup.tensorParallel);
    setValue(m_gpusSpin, m_setup.gpus);
    setValue(m_gpuMemorySpin, m_setup.gpuMemoryGiB);
    m_precisionCombo->setCurrentIndex(m_precisionCombo->findData(m_setup.precisionBits));
    m_sequenceParallelCheck->setChecked(m_setup.sequenceParallel);
    m_fusedAttentionCheck->setChecked(m_setup.fusedAttention);
    m_zeroCombo->setCurrentIndex(m_zeroCombo->findData(m_setup.zeroStage));
    const int memory = m_gpuMemoryCombo->findData(m_setup.gpuMemoryGiB);
    m_gpuMemoryCombo->setCurrentIndex(memory >= 0 ? memory : m_gpuMemoryCombo->findData(CustomGpuMemory));
    m_recomputeCombo->setCurrentIndex(m_recomputeCombo->findData(int(m_recompute.policy)));
}

void RealisticPanel::readControls()
{
    if (m_modelCombo->currentData().toInt() == CustomModel) {
        m_model.name = u"custom"_s;
        m_model.label = tr("Custom");
        m_model.layers = m_layersSpin->value();
        m_model.hidden = m_hiddenSpin->value();
        m_model.heads = m_headsSpin->value();
        m_model.kvHeads = m_kvHeadsSpin->value();
        m_model.ffn = m_ffnSpin->value();
        m_model.mlp = MlpKind(m_mlpCombo->currentData().toInt());
        m_model.vocabulary = m_vocabularySpin->value();
        // As the command's custom model: a GELU block is GPT's (tied embeddings, learned positions covering the
        // sequence), a SwiGLU block Llama's (untied, rotary).
        m_model.tiedEmbeddings = m_model.mlp == MlpKind::Gelu;
        m_model.learnedPositions = m_model.mlp == MlpKind::Gelu;
        m_model.sequenceLength = m_sequenceSpin->value();
    }
    m_setup.sequenceLength = m_sequenceSpin->value();
    m_setup.microBatch = m_microBatchSpin->value();
    m_setup.precisionBits = m_precisionCombo->currentData().toInt();
    m_setup.tensorParallel = m_tensorParallelSpin->value();
    m_setup.sequenceParallel = m_sequenceParallelCheck->isChecked();
    m_setup.fusedAttention = m_fusedAttentionCheck->isChecked();
    m_setup.gpus = m_gpusSpin->value();
    m_setup.zeroStage = m_zeroCombo->currentData().toInt();
    const bool customMemory = m_gpuMemoryCombo->currentData().toLongLong() == CustomGpuMemory;
    m_gpuMemorySpin->setEnabled(customMemory);
    if (!customMemory) {
        const QSignalBlocker block(m_gpuMemorySpin);
        m_gpuMemorySpin->setValue(m_gpuMemoryCombo->currentData().toInt());
    }
    m_setup.gpuMemoryGiB = m_gpuMemorySpin->value();
    m_sequenceParallelCheck->setEnabled(m_setup.tensorParallel > 1);

    m_recompute.policy = RecomputePolicy(m_recomputeCombo->currentData().toInt());
    {
        // k runs from 1 to L.
        const QSignalBlocker blockSlider(m_spacingSlider);
        const QSignalBlocker blockSpin(m_spacingSpin);
        const int layers = int(qBound<qint64>(1, m_model.layers, TransformerModel::MaxLayers));
        m_spacingSlider->setRange(1, layers);
        m_spacingSpin->setRange(1, layers);
        m_spacingSlider->setValue(m_spacingSpin->value());
    }
    const bool full = m_recompute.policy == RecomputePolicy::Full;
    m_recompute.spacing = full ? m_spacingSpin->value() : 1;
    for (QWidget *widget : {static_cast<QWidget *>(m_spacingLabel), static_cast<QWidget *>(m_spacingSlider),
                            static_cast<QWidget *>(m_spacingSpin)})
        widget->setEnabled(full);
}

void RealisticPanel::estimate()
{
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(m_model, m_setup, m_recompute);
    if (figures) {
        m_figures = *figures;
        m_error.clear();
    } else {
        m_figures.reset();
        m_error = figures.error();
    }
    // The budget of every policy side by side; the same estimator, so the current bar equals the figures above.
    QList<MemoryBudgetBars::Bar> bars;
    if (m_figures) {
        const QLocale locale;
        const qint64 k = m_spacingSpin->value();
        const struct
        {
            QString label;
            RecomputeSetting setting;
        } settings[] = {{tr("none"), RecomputeSetting::none()},
                        {tr("selective"), RecomputeSetting::selective()},
                        {tr("full"), RecomputeSetting::full(1)},
                        //: the bar for full recomputation with a checkpoint every k blocks
                        {tr("k = %1").arg(locale.toString(k)), RecomputeSetting::full(k)}};
        for (const auto &entry : settings) {
            const Expected<RealisticFigures> bar = RealisticEstimator::estimate(m_model, m_setup, entry.setting);
            if (bar)
                bars.append({entry.label, *bar});
        }
    }
    m_bars->setBars(bars, m_setup.gpuMemoryBytes());
    // The step itself, from the same engine: the current setting's activation memory over time, in GiB.
    SimulationSnapshot snapshot;
    double plainStepTime = 0.0;
    if (const Expected<RealisticSchedule> run = RealisticEstimator::schedule(m_model, m_setup, m_recompute)) {
        snapshot = Simulator::snapshot(run->chain, run->setting, qMax(600, m_timeline->width()));
        plainStepTime = run->chain.totalForwardCost() * (1.0 + run->setting.backwardRatio);
    }
    m_timeline->setSnapshot(snapshot, plainStepTime);
    showFigures();
    emit estimated();
}

QString RealisticPanel::formatBytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 2, QLocale::DataSizeIecFormat);
}

QString RealisticPanel::bytesText(qint64 bytes) const
{
    //: %1 is a size in binary units (7.13 GiB), %2 the exact number of bytes.
    return tr("%1 (%2 bytes)").arg(formatBytes(bytes), QLocale().toString(bytes));
}

void RealisticPanel::showFigures()
{
    m_errorLabel->setVisible(!m_figures);
    m_figuresWidget->setVisible(bool(m_figures));
    const QList<QLabel *> values
        = {m_parametersValue,     m_activationPerBlockValue, m_peakActivationsValue, m_weightsValue,
           m_gradientsValue,      m_optimizerValue,          m_totalValue,           m_verdictLabel,
           m_recomputeFlopsValue, m_paperFlopsValue};
    if (!m_figures) {
        //: %1 is the estimator's message, e.g. "the heads (7) must divide the hidden size (768)".
        m_errorLabel->setText(tr("No figures for this input: %1.").arg(m_error));
        for (QLabel *value : values)
            value->clear();
        return;
    }
    m_errorLabel->clear();
    const RealisticFigures &figures = *m_figures;
    const QLocale locale;
    m_parametersValue->setText(locale.toString(figures.parameters));
    m_activationPerBlockValue->setText(bytesText(figures.activationBytesPerLayer));
    m_peakActivationsValue->setText(bytesText(figures.peakActivationBytes));
    m_weightsValue->setText(bytesText(figures.modelState.weightBytes));
    m_gradientsValue->setText(bytesText(figures.modelState.gradientBytes));
    m_optimizerValue->setText(bytesText(figures.modelState.optimizerBytes));
    //: %1 is the total per GPU, %2 the GPU's memory, both with binary units.
    m_totalValue->setText(tr("%1 of %2").arg(bytesText(figures.totalBytes), formatBytes(figures.gpuMemoryBytes)));
    m_verdictLabel->setText(figures.fits ? tr("Fits, %1 to spare").arg(formatBytes(figures.headroomBytes))
                                         : tr("Does not fit: %1 over").arg(formatBytes(-figures.headroomBytes)));
    showVerdictColour();
    //: %1 FLOPs recomputed, %2 their share of the step in percent, %3 the step's FLOPs.
    const QString share = tr("%1 FLOPs, %2% of the step's %3 FLOPs");
    m_recomputeFlopsValue->setText(share.arg(locale.toString(figures.recomputeFlops), percent(figures.overhead),
                                             locale.toString(figures.stepFlops)));
    m_paperFlopsValue->setText(figures.paperOverheadDefined
                                   ? share.arg(locale.toString(figures.paperRecomputeFlops),
                                               percent(figures.paperOverhead), locale.toString(figures.stepFlops))
                                   : tr("not defined when a checkpoint spans more than one block (k > 1)"));

    // What other bytes-per-parameter conventions would give: the unsharded model state on one GPU.
    const auto state = [&](qint64 bytesPerParameter) {
        const CheckedInt bytes = CheckedInt(figures.parameters) * bytesPerParameter;
        return bytes.isValid() ? formatBytes(bytes.value()) : tr("beyond 64 bits");
    };
    const qint64 ours = ModelState::WeightBytesPerParameter + ModelState::GradientBytesPerParameter
                        + ModelState::OptimizerBytesPerParameter;
    m_conventionsLabel->setText(
        tr("GiB = 2^30 bytes. Memory is per GPU; FLOPs are per micro-batch step of the whole model.\n"
           "Model state: 16 bytes per parameter (mixed-precision Adam: 2 for the 16-bit weights, 2 for their "
           "gradients, 12 for the fp32 master weights, momentum and variance), sharded by ZeRO over the GPUs. Other "
           "tools count 12 (no master copy), 18 or 20 (fp32 gradients too): for this model on one GPU without "
           "sharding that is %1, %2 or %3 instead of %4.\n"
           "Activations: Korthikanti et al. 2022, Table 2, the GPT block's formula, used for every preset, Llama "
           "included.\n"
           "Not counted: logits, temporary buffers, the CUDA context, allocator fragmentation. Keep some GiB of "
           "headroom.")
            .arg(state(12), state(18), state(20), state(ours)));
}

void RealisticPanel::showVerdictColour()
{
    if (!m_figures)
        return;
    const QColor background = palette().color(QPalette::Window);
    QPalette verdict = m_verdictLabel->palette();
    verdict.setColor(QPalette::WindowText,
                     m_figures->fits ? VerdictColours::right(background) : VerdictColours::wrong(background));
    m_verdictLabel->setPalette(verdict);
}

void RealisticPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        showVerdictColour();
    QWidget::changeEvent(event);
}

void RealisticPanel::retranslate()
{
    {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        fillCombos();
    }
    m_modelBox->setTitle(tr("Model"));
    setRowLabel(m_modelForm, m_modelCombo, tr("Model:"));
    setRowLabel(m_modelForm, m_layersSpin, tr("Layers L:"));
    setRowLabel(m_modelForm, m_hiddenSpin, tr("Hidden size h:"));
    setRowLabel(m_modelForm, m_headsSpin, tr("Attention heads a:"));
    setRowLabel(m_modelForm, m_kvHeadsSpin, tr("Key/value heads:"));
    setRowLabel(m_modelForm, m_ffnSpin, tr("MLP width f:"));
    setRowLabel(m_modelForm, m_mlpCombo, tr("MLP:"));
    setRowLabel(m_modelForm, m_vocabularySpin, tr("Vocabulary V:"));
    m_modelCombo->setToolTip(tr("The model's fields can be edited after choosing Custom."));

    m_setupBox->setTitle(tr("Training setup"));
    setRowLabel(m_setupForm, m_sequenceSpin, tr("Sequence length s:"));
    setRowLabel(m_setupForm, m_microBatchSpin, tr("Micro-batch b:"));
    setRowLabel(m_setupForm, m_precisionCombo, tr("Activations:"));
    setRowLabel(m_setupForm, m_tensorParallelSpin, tr("Tensor-parallel t:"));
    m_sequenceParallelCheck->setText(tr("Sequence parallelism (with t > 1)"));
    m_fusedAttentionCheck->setText(tr("Fused attention (FlashAttention)"));
    setRowLabel(m_setupForm, m_gpusSpin, tr("Data-parallel GPUs G:"));
    setRowLabel(m_setupForm, m_zeroCombo, tr("ZeRO stage:"));
    m_gpuMemoryLabel->setText(tr("GPU memory:"));

    m_recomputeBox->setTitle(tr("Recompute"));
    m_spacingLabel->setText(tr("Checkpoint every k blocks:"));

    m_figuresBox->setTitle(tr("Figures"));
    setRowLabel(m_figuresForm, m_parametersValue, tr("Parameters:"));
    setRowLabel(m_figuresForm, m_activationPerBlockValue, tr("Activations per block:"));
    setRowLabel(m_figuresForm, m_peakActivationsValue, tr("Peak activations:"));
    setRowLabel(m_figuresForm, m_weightsValue, tr("Weights per GPU:"));
    setRowLabel(m_figuresForm, m_gradientsValue, tr("Gradients per GPU:"));
    setRowLabel(m_figuresForm, m_optimizerValue, tr("Optimizer state per GPU:"));
    setRowLabel(m_figuresForm, m_totalValue, tr("Total per GPU:"));
    setRowLabel(m_figuresForm, m_recomputeFlopsValue, tr("Recompute, counted from the schedule:"));
    setRowLabel(m_figuresForm, m_paperFlopsValue, tr("Recompute, the paper's Eq. 9:"));
    m_flopsNote->setText(tr(
        "They differ because the schedule counts only the forwards it reruns, while Eq. 9 counts three attention-core "
        "forwards per block for selective recomputation and a forward of every block, the last included, for full "
        "recomputation."));
    m_conventionsBox->setTitle(tr("Conventions"));

    for (QSpinBox *spin : findChildren<QSpinBox *>())
        spin->setLocale(QLocale());
    m_bars->retranslate();
    m_timeline->retranslate();
    readControls();
    estimate();
}

bool RealisticPanel::applyScene(const SimulatorScene &scene)
{
    const TransformerModel *preset = TransformerModel::preset(scene.model);
    if (!preset)
        return false;
    m_sceneTimer->stop();
    m_sceneSteps = scene.steps;
    setHighlight(SimulatorScene::Highlight::None);
    {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        const QList<TransformerModel> &presets = TransformerModel::presets();
        for (int i = 0; i < presets.size(); ++i) {
            if (presets.at(i).name == preset->name)
                m_modelCombo->setCurrentIndex(m_modelCombo->findData(i));
        }
    }
    m_model = *preset;
    m_setup = scene.setup;
    m_recompute = scene.recompute;
    showScenePart();
    setHighlight(scene.highlight);
    if (m_sceneSteps.isEmpty()) {
        emit sceneFinished();
        return true;
    }
    m_sceneTimer->start(m_sceneStepMs);
    return true;
}

void RealisticPanel::sceneStep()
{
    if (m_sceneSteps.isEmpty()) {
        m_sceneTimer->stop();
        return;
    }
    // Steps were checked when the bank was read; one that fails here changes nothing and the scene goes on.
    TrainingSetup setup = m_setup;
    RecomputeSetting recompute = m_recompute;
    QString error;
    if (SimulatorScene::applyRealFields(m_sceneSteps.takeFirst().fields, m_model.name, &setup, &recompute, &error)) {
        m_setup = setup;
        m_recompute = recompute;
        showScenePart();
    }
    if (m_sceneSteps.isEmpty()) {
        m_sceneTimer->stop();
        emit sceneFinished();
    }
}

void RealisticPanel::showScenePart()
{
    {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        showControls();
        const int layers = int(qBound<qint64>(1, m_model.layers, TransformerModel::MaxLayers));
        m_spacingSpin->setRange(1, layers);
        m_spacingSpin->setValue(int(m_recompute.policy == RecomputePolicy::Full ? m_recompute.spacing : 1));
    }
    // The controls now say exactly what the scene set; reading them back keeps one path to the figures.
    readControls();
    estimate();
}

bool RealisticPanel::isAnimating() const
{
    return m_sceneTimer->isActive();
}

void RealisticPanel::setSceneStepInterval(int milliseconds)
{
    m_sceneStepMs = qMax(1, milliseconds);
}

void RealisticPanel::cancelScene()
{
    if (isAnimating()) {
        m_sceneTimer->stop();
        m_sceneSteps.clear();
        emit sceneCancelled();
    }
    setHighlight(SimulatorScene::Highlight::None);
}

void RealisticPanel::userInput()
{
    cancelScene();
}

void RealisticPanel::setHighlight(SimulatorScene::Highlight highlight)
{
    m_highlight = highlight;
    const bool activations = highlight == SimulatorScene::Highlight::Activations;
    const bool total = highlight == SimulatorScene::Highlight::Total;
    m_bars->setEmphasis(activations ? MemoryBudgetBars::Emphasis::Activations
                        : total     ? MemoryBudgetBars::Emphasis::Total
                                    : MemoryBudgetBars::Emphasis::None);
    // The figure in bold on the selection colours (a frame or margin would change the wrapped row's height, which
    // the form does not always follow).
    for (const auto &[label, on] : {std::pair{m_peakActivationsValue, activations}, std::pair{m_totalValue, total}}) {
        QFont font = label->font();
        font.setBold(on);
        label->setFont(font);
        label->setAutoFillBackground(on);
        QPalette colours = palette();
        if (on) {
            colours.setColor(QPalette::Window, colours.color(QPalette::Highlight));
            colours.setColor(QPalette::WindowText, colours.color(QPalette::HighlightedText));
        }
        label->setPalette(colours);
    }
}
