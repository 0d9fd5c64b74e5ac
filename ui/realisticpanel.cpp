// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/realisticpanel.h"

#include "core/realistic/realisticreadout.h"
#include "core/realistic/realmodelstate.h"
#include "core/simulator/simulator.h"
#include "ui/activationtimelinechart.h"
#include "ui/blockopspanel.h"
#include "ui/memorybudgetbars.h"
#include "ui/modelconfigdialog.h"
#include "ui/planpanel.h"
#include "ui/realisticfiguresview.h"
#include "ui/scrollreveal.h"
#include "ui/stackwhennarrow.h"
#include "ui_realisticpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QScopedValueRollback>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTimer>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr int CustomModel = -1; // the model combo's item data for "Custom"; presets carry their index
constexpr int LoadedModel = -3; // and for the model of the last config.json opened
constexpr int CustomGpuMemory = -1;

// The spacing k runs from 1 to the layers of one pipeline stage.
int stageLayers(const TransformerModel &model, const TrainingSetup &setup)
{
    return int(qBound<qint64>(1, model.layers / qMax<qint64>(1, setup.pipelineParallel), TransformerModel::MaxLayers));
}

void setValue(QSpinBox *spin, qint64 value)
{
    spin->setValue(int(qBound(qint64(spin->minimum()), value, qint64(spin->maximum()))));
}

} // namespace

RealisticPanel::RealisticPanel(RealModelState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_ui(std::make_unique<Ui::RealisticPanel>())
{
    m_ui->setupUi(this);
    setObjectName(u"realisticPanel"_s);
    m_blockOps = new BlockOpsPanel(m_state, this);
    m_ui->panelLayout->insertWidget(m_ui->panelLayout->indexOf(m_ui->figuresBox) + 1, m_blockOps);
    m_planPanel = new PlanPanel(m_state, this);
    m_ui->panelLayout->insertWidget(m_ui->panelLayout->indexOf(m_blockOps) + 1, m_planPanel);
    connect(m_planPanel, &PlanPanel::applied, this, &RealisticPanel::showScenePart);
    m_ui->modelNotesLabel->hide();
    new StackWhenNarrow(m_ui->topRow, this);
    {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        connectControls();
        fillCombos();
    }
    showControls();
    m_sceneTimer = new QTimer(this);
    connect(m_sceneTimer, &QTimer::timeout, this, &RealisticPanel::sceneStep);
    connect(m_state, &RealModelState::changed, this, &RealisticPanel::showEstimate);
    retranslate(); // reads the controls into the state
}

RealisticPanel::~RealisticPanel() = default;

MemoryBudgetBars *RealisticPanel::budgetBars() const
{
    return m_ui->memoryBudgetBars;
}

ActivationTimelineChart *RealisticPanel::activationTimeline() const
{
    return m_ui->activationTimelineChart;
}

void RealisticPanel::connectControls()
{
    const auto changed = [this] {
        if (m_syncing)
            return;
        cancelScene(); // the learner's input stops a scene
        readControls();
    };
    connect(m_ui->modelCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_syncing)
            return;
        cancelScene(); // the learner's input stops a scene
        const int preset = m_ui->modelCombo->currentData().toInt();
        if (preset == LoadedModel && m_loadedModel)
            quietly([&] { m_state->assign(*m_loadedModel, m_state->setup(), m_state->recompute()); });
        else if (preset >= 0)
            quietly([&] { m_state->selectPreset(TransformerModel::presets().at(preset).name); });
        m_ui->modelNotesLabel->setVisible(preset == LoadedModel && !m_ui->modelNotesLabel->text().isEmpty());
        // Custom starts from the fields as they are: the preset shown last.
        showControls();
        readControls();
    });
    // Every field but the model choice and the spacing (below) re-reads the form.
    for (QSpinBox *spin : findChildren<QSpinBox *>()) {
        // Room for ten digits, not for the 2^31 − 1 the size hint asks for: the two columns fit a 1366-pixel screen.
        spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(u"0"_s) * 10 + 40);
        if (spin != m_ui->spacingSpin)
            connect(spin, &QSpinBox::valueChanged, this, changed);
    }
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        if (combo != m_ui->modelCombo)
            connect(combo, &QComboBox::currentIndexChanged, this, changed);
    }
    for (QCheckBox *check : findChildren<QCheckBox *>())
        connect(check, &QCheckBox::toggled, this, changed);
    for (QDoubleSpinBox *spin : {m_ui->dropoutSpin, m_ui->reserveSpin})
        connect(spin, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_ui->spacingSlider, &QSlider::valueChanged, m_ui->spacingSpin, &QSpinBox::setValue);
    connect(m_ui->spacingSpin, &QSpinBox::valueChanged, this, [this, changed](int value) {
        const QSignalBlocker block(m_ui->spacingSlider);
        m_ui->spacingSlider->setValue(value);
        changed();
    });
}

void RealisticPanel::fillCombos()
{
    const QSignalBlocker blockModel(m_ui->modelCombo);
    const QList<TransformerModel> &presets = TransformerModel::presets();
    if (m_ui->modelCombo->count() == 0) {
        for (int i = 0; i < presets.size(); ++i)
            m_ui->modelCombo->addItem(QString(), i);
        m_ui->modelCombo->addItem(QString(), CustomModel);
        m_ui->mlpCombo->addItem(u"GELU"_s, int(MlpKind::Gelu)); // names, not translated
        m_ui->mlpCombo->addItem(u"SwiGLU"_s, int(MlpKind::SwiGlu));
        m_ui->precisionCombo->addItem(QString(), 16);
        m_ui->precisionCombo->addItem(QString(), 32);
        for (int stage = 0; stage <= 3; ++stage)
            m_ui->zeroCombo->addItem(QString(), stage);
        for (qint64 gib : TrainingSetup::gpuMemoryPresetsGiB())
            m_ui->gpuMemoryCombo->addItem(QString(), gib);
        m_ui->gpuMemoryCombo->addItem(QString(), CustomGpuMemory);
        for (const RecomputePolicy policy : AllRecomputePolicies)
            m_ui->recomputeCombo->addItem(QString(), int(policy));
        m_ui->conventionCombo->addItem(QString(), int(ActivationConvention::Measured));
        m_ui->conventionCombo->addItem(QString(), int(ActivationConvention::Paper));
    }
    for (int i = 0; i < m_ui->conventionCombo->count(); ++i)
        m_ui->conventionCombo->setItemText(i, RealisticReadout::conventionChoice(ActivationConvention(i)));
    for (int i = 0; i < m_ui->recomputeCombo->count(); ++i)
        m_ui->recomputeCombo->setItemText(i, RecomputeSetting::label(RecomputePolicy(i)));
    const QLocale locale;
    for (int i = 0; i < presets.size(); ++i) {
        //: %1 is a model's name (GPT-2 small, Llama-3.1-8B), %2 its exact parameter count.
        m_ui->modelCombo->setItemText(
            i,
            tr("%1 (%2 parameters)").arg(presets.at(i).label, locale.toString(presets.at(i).parameterCount().value())));
    }
    m_ui->modelCombo->setItemText(int(presets.size()), tr("Custom"));
    if (m_loadedModel)
        //: %1 is the model's name from its config.json, %2 its exact parameter count.
        m_ui->modelCombo->setItemText(
            m_ui->modelCombo->findData(LoadedModel),
            tr("%1 (config.json, %2 parameters)")
                .arg(m_loadedModel->label, locale.toString(m_loadedModel->parameterCount().value())));
    for (int i = 0; i < m_ui->precisionCombo->count(); ++i)
        m_ui->precisionCombo->setItemText(i,
                                          tr("%1-bit").arg(locale.toString(m_ui->precisionCombo->itemData(i).toInt())));
    for (int i = 0; i < m_ui->zeroCombo->count(); ++i) {
        const QString stage = locale.toString(i);
        m_ui->zeroCombo->setItemText(i, i == 3 ? u"%1 / FSDP"_s.arg(stage) : stage);
    }
    for (int i = 0; i < m_ui->gpuMemoryCombo->count(); ++i) {
        const qint64 gib = m_ui->gpuMemoryCombo->itemData(i).toLongLong();
        m_ui->gpuMemoryCombo->setItemText(i, gib == CustomGpuMemory
                                                 ? tr("Custom")
                                                 : locale.formattedDataSize(gib << 30, 0, QLocale::DataSizeIecFormat));
    }
}

void RealisticPanel::showLoadedModel(const TransformerModel &model, const QStringList &notes)
{
    cancelScene();
    m_loadedModel = model;
    TrainingSetup setup = m_state->setup();
    setup.sequenceLength = model.sequenceLength;
    quietly([&] { m_state->assign(model, setup, m_state->recompute()); });
    {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        if (m_ui->modelCombo->findData(LoadedModel) < 0)
            m_ui->modelCombo->addItem(QString(), LoadedModel);
        fillCombos(); // names the entry
        m_ui->modelCombo->setCurrentIndex(m_ui->modelCombo->findData(LoadedModel));
    }
    m_ui->modelNotesLabel->setText(notes.join(u' '));
    m_ui->modelNotesLabel->setVisible(!notes.isEmpty());
    showScenePart(); // the form shows the model, and reading it back estimates once
}

void RealisticPanel::chooseModelConfig()
{
    if (const QString path = ModelConfigDialog::choose(this); !path.isEmpty())
        openModelConfig(path);
}

bool RealisticPanel::openModelConfig(const QString &path)
{
    const std::optional<ModelConfig::Loaded> loaded = ModelConfigDialog::read(this, path);
    if (loaded)
        showLoadedModel(loaded->model, loaded->notes);
    return bool(loaded);
}

bool RealisticPanel::selectModel(const QString &name)
{
    const TransformerModel *preset = TransformerModel::preset(name);
    const int data = name == "custom"_L1 ? CustomModel : preset ? int(preset - TransformerModel::presets().data()) : -2;
    const int index = m_ui->modelCombo->findData(data);
    if (index >= 0)
        m_ui->modelCombo->setCurrentIndex(index);
    return index >= 0;
}

// The controls as the model and the setup say; the model's fields editable only for Custom.
void RealisticPanel::showControls()
{
    const QScopedValueRollback<bool> syncing(m_syncing, true);
    const bool custom = m_ui->modelCombo->currentData().toInt() == CustomModel;
    const TransformerModel &model = m_state->model();
    const TrainingSetup &setup = m_state->setup();
    setValue(m_ui->layersSpin, model.layers);
    setValue(m_ui->hiddenSpin, model.hidden);
    setValue(m_ui->headsSpin, model.heads);
    setValue(m_ui->kvHeadsSpin, model.kvHeads);
    setValue(m_ui->ffnSpin, model.ffn);
    m_ui->mlpCombo->setCurrentIndex(m_ui->mlpCombo->findData(int(model.mlp)));
    setValue(m_ui->vocabularySpin, model.vocabulary);
    for (QWidget *field : {static_cast<QWidget *>(m_ui->layersSpin), static_cast<QWidget *>(m_ui->hiddenSpin),
                           static_cast<QWidget *>(m_ui->headsSpin), static_cast<QWidget *>(m_ui->kvHeadsSpin),
                           static_cast<QWidget *>(m_ui->ffnSpin), static_cast<QWidget *>(m_ui->mlpCombo),
                           static_cast<QWidget *>(m_ui->vocabularySpin)})
        field->setEnabled(custom);
    setValue(m_ui->sequenceSpin, setup.sequenceLength);
    setValue(m_ui->microBatchSpin, setup.microBatch);
    setValue(m_ui->tensorParallelSpin, setup.tensorParallel);
    setValue(m_ui->pipelineSpin, setup.pipelineParallel);
    m_ui->offloadCheck->setChecked(setup.optimizerOffload);
    setValue(m_ui->gpusSpin, setup.gpus);
    setValue(m_ui->gpuMemorySpin, setup.gpuMemoryGiB);
    m_ui->precisionCombo->setCurrentIndex(m_ui->precisionCombo->findData(setup.precisionBits));
    m_ui->sequenceParallelCheck->setChecked(setup.sequenceParallel);
    m_ui->fusedAttentionCheck->setChecked(setup.fusedAttention);
    m_ui->zeroCombo->setCurrentIndex(m_ui->zeroCombo->findData(setup.zeroStage));
    const int memory = m_ui->gpuMemoryCombo->findData(setup.gpuMemoryGiB);
    m_ui->gpuMemoryCombo->setCurrentIndex(memory >= 0 ? memory : m_ui->gpuMemoryCombo->findData(CustomGpuMemory));
    m_ui->recomputeCombo->setCurrentIndex(m_ui->recomputeCombo->findData(int(m_state->recompute().policy)));
    m_ui->conventionCombo->setCurrentIndex(m_ui->conventionCombo->findData(int(setup.convention)));
    m_ui->dropoutSpin->setValue(setup.dropout);
    m_ui->reserveSpin->setValue(double(setup.reserveBytes) / double(qint64(1) << 30));
}

void RealisticPanel::readControls()
{
    TransformerModel model = m_state->model();
    TrainingSetup setup = m_state->setup();
    RecomputeSetting recompute = m_state->recompute();
    if (m_ui->modelCombo->currentData().toInt() == CustomModel) {
        model.name = u"custom"_s;
        model.label = tr("Custom");
        model.layers = m_ui->layersSpin->value();
        model.hidden = m_ui->hiddenSpin->value();
        model.heads = m_ui->headsSpin->value();
        model.kvHeads = m_ui->kvHeadsSpin->value();
        model.ffn = m_ui->ffnSpin->value();
        model.mlp = MlpKind(m_ui->mlpCombo->currentData().toInt());
        model.vocabulary = m_ui->vocabularySpin->value();
        // As the command's custom model: a GELU block is GPT's (tied embeddings, learned positions covering the
        // sequence), a SwiGLU block Llama's (untied, rotary).
        model.tiedEmbeddings = model.mlp == MlpKind::Gelu;
        model.learnedPositions = model.mlp == MlpKind::Gelu;
        model.sequenceLength = m_ui->sequenceSpin->value();
    }
    setup.sequenceLength = m_ui->sequenceSpin->value();
    setup.microBatch = m_ui->microBatchSpin->value();
    setup.precisionBits = m_ui->precisionCombo->currentData().toInt();
    setup.tensorParallel = m_ui->tensorParallelSpin->value();
    setup.pipelineParallel = m_ui->pipelineSpin->value();
    setup.optimizerOffload = m_ui->offloadCheck->isChecked();
    setup.sequenceParallel = m_ui->sequenceParallelCheck->isChecked();
    setup.fusedAttention = m_ui->fusedAttentionCheck->isChecked();
    setup.gpus = m_ui->gpusSpin->value();
    setup.zeroStage = m_ui->zeroCombo->currentData().toInt();
    const bool customMemory = m_ui->gpuMemoryCombo->currentData().toLongLong() == CustomGpuMemory;
    m_ui->gpuMemorySpin->setEnabled(customMemory);
    if (!customMemory) {
        const QSignalBlocker block(m_ui->gpuMemorySpin);
        m_ui->gpuMemorySpin->setValue(m_ui->gpuMemoryCombo->currentData().toInt());
    }
    setup.gpuMemoryGiB = m_ui->gpuMemorySpin->value();
    m_ui->sequenceParallelCheck->setEnabled(setup.tensorParallel > 1);
    setup.convention = ActivationConvention(m_ui->conventionCombo->currentData().toInt());
    setup.dropout = m_ui->dropoutSpin->value();
    setup.reserveBytes = qint64(std::llround(m_ui->reserveSpin->value() * double(qint64(1) << 30)));
    // Dropout masks are the GPT block's, counted op by op; the paper's table assumes dropout.
    m_ui->dropoutSpin->setEnabled(model.mlp == MlpKind::Gelu && setup.convention == ActivationConvention::Measured);
    // Only the measured convention knows the op-level policies; the combo lists them in AllRecomputePolicies' order.
    for (const RecomputePolicy policy : AllRecomputePolicies)
        static_cast<QStandardItemModel *>(m_ui->recomputeCombo->model())
            ->item(int(policy))
            ->setEnabled(setup.convention == ActivationConvention::Measured || RecomputeSetting::inPaper(policy));

    recompute.policy = RecomputePolicy(m_ui->recomputeCombo->currentData().toInt());
    {
        const QSignalBlocker blockSlider(m_ui->spacingSlider);
        const QSignalBlocker blockSpin(m_ui->spacingSpin);
        const int layers = stageLayers(model, setup);
        m_ui->spacingSlider->setRange(1, layers);
        m_ui->spacingSpin->setRange(1, layers);
        m_ui->spacingSlider->setValue(m_ui->spacingSpin->value());
    }
    const bool full = recompute.policy == RecomputePolicy::Full;
    recompute.spacing = full ? m_ui->spacingSpin->value() : 1;
    for (QWidget *widget : {static_cast<QWidget *>(m_ui->spacingLabel), static_cast<QWidget *>(m_ui->spacingSlider),
                            static_cast<QWidget *>(m_ui->spacingSpin)})
        widget->setEnabled(full);
    m_state->assign(model, setup, recompute);
}

void RealisticPanel::showEstimate()
{
    // The budget of every policy side by side; the same estimator, so the current bar equals the figures above.
    QList<MemoryBudgetBars::Bar> bars;
    const qint64 k = m_ui->spacingSpin->value();
    const QStringList labels{tr("none"), tr("selective"), tr("full"),
                             //: the bar for full recomputation with a checkpoint every k blocks
                             tr("k = %1").arg(QLocale().toString(k))};
    const QList<RealModelState::PolicyFigures> comparison = m_state->policyComparison(k);
    for (int i = 0; i < comparison.size() && i < labels.size(); ++i)
        bars.append({labels.at(i), comparison.at(i).figures});
    m_ui->memoryBudgetBars->setBars(bars, m_state->setup().gpuMemoryBytes());
    // The step itself, from the same engine: the current setting's activation memory over time, in GiB.
    SimulationSnapshot snapshot;
    double plainStepTime = 0.0;
    if (const std::optional<RealisticSchedule> run = m_state->schedule()) {
        snapshot = Simulator::snapshot(run->chain, run->setting, qMax(600, m_ui->activationTimelineChart->width()));
        plainStepTime = run->chain.totalForwardCost() * (1.0 + run->setting.backwardRatio);
    }
    m_ui->activationTimelineChart->setSnapshot(snapshot, plainStepTime);
    showFigures();
    emit estimated();
}

QString RealisticPanel::formatBytes(qint64 bytes)
{
    return RealisticReadout::size(bytes);
}

void RealisticPanel::showFigures()
{
    RealisticFiguresView::show(*m_ui, *m_state);
    showVerdictColour();
}

void RealisticPanel::showVerdictColour()
{
    RealisticFiguresView::colourVerdict(*m_ui, *m_state, palette());
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
    m_ui->retranslateUi(this);
    for (QAbstractSpinBox *spin : findChildren<QAbstractSpinBox *>()) // the dropout and reserve boxes too
        spin->setLocale(QLocale());
    m_ui->memoryBudgetBars->retranslate();
    m_ui->activationTimelineChart->retranslate();
    readControls();
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
        selectModel(preset->name);
    }
    quietly([&] { m_state->assign(*preset, scene.setup, scene.recompute); });
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
    if (m_sceneSteps.isEmpty())
        return m_sceneTimer->stop();
    // Steps were checked when the bank was read; one that fails here changes nothing and the scene goes on.
    TrainingSetup setup = m_state->setup();
    RecomputeSetting recompute = m_state->recompute();
    QString error;
    if (SimulatorScene::applyRealFields(m_sceneSteps.takeFirst().fields, m_state->model().name, &setup, &recompute,
                                        &error)) {
        quietly([&] { m_state->assign(m_state->model(), setup, recompute); });
        showScenePart();
        setHighlight(m_highlight); // what it points at in view again, after the new figures' layout
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
        m_ui->spacingSpin->setRange(1, stageLayers(m_state->model(), m_state->setup()));
        const RecomputeSetting &recompute = m_state->recompute();
        m_ui->spacingSpin->setValue(int(recompute.policy == RecomputePolicy::Full ? recompute.spacing : 1));
    }
    // The controls now say exactly what the scene set; reading them back keeps one path to the figures.
    readControls();
}

bool RealisticPanel::isAnimating() const
{
    return m_sceneTimer->isActive();
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

void RealisticPanel::setHighlight(SimulatorScene::Highlight highlight)
{
    m_highlight = highlight;
    const bool activations
        = highlight == SimulatorScene::Highlight::Activations || highlight == SimulatorScene::Highlight::Block;
    if (activations) // the op table, or the bars where each policy's activations show on their own scale
        ScrollReveal::reveal({highlight == SimulatorScene::Highlight::Block ? static_cast<QWidget *>(m_blockOps)
                                                                            : m_ui->memoryBudgetBars});
    const bool total = highlight == SimulatorScene::Highlight::Total;
    m_ui->memoryBudgetBars->setEmphasis(activations ? MemoryBudgetBars::Emphasis::Activations
                                        : total     ? MemoryBudgetBars::Emphasis::Total
                                                    : MemoryBudgetBars::Emphasis::None);
    // The figure in bold on the selection colours (a frame would change the wrapped row's height).
    for (const auto &[label, on] :
         {std::pair{m_ui->peakActivationsValue, activations}, std::pair{m_ui->totalValue, total}}) {
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
