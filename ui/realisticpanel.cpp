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
#include "ui/realisticformfields.h"
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
constexpr double BytesPerGiB = double(qint64(1) << 30);

using Change = RealModelState::Change;
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
    m_ui->modelNotesLabel->hide();
    new StackWhenNarrow(m_ui->topRow, this);
    {
        const QScopedValueRollback<bool> syncing(m_syncing, true);
        fillCombos();
    }
    connectControls();
    m_sceneTimer = new QTimer(this);
    connect(m_sceneTimer, &QTimer::timeout, this, &RealisticPanel::sceneStep);
    connect(m_state, &RealModelState::changed, this, &RealisticPanel::showState);
    retranslate(); // names the entries, then shows the state
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

template<typename Edit>
void RealisticPanel::edit(Edit change)
{
    if (m_syncing)
        return;
    cancelScene(); // the learner's input stops a scene
    change();
}

void RealisticPanel::connectControls()
{
    for (QSpinBox *spin : findChildren<QSpinBox *>()) {
        // Room for ten digits, not for the 2^31 − 1 the size hint asks for: the two columns fit a 1366-pixel screen.
        spin->setMinimumWidth(spin->fontMetrics().horizontalAdvance(u"0"_s) * 10 + 40);
    }
    RealisticFormFields::connectWrites(
        *m_ui, this, [this](RealisticFormFields::Write write, qint64 value) { edit([&] { write(*m_state, value); }); });
    connect(m_ui->modelCombo, &QComboBox::currentIndexChanged, this, [this] {
        edit([this] {
            const int preset = m_ui->modelCombo->currentData().toInt();
            if (preset == LoadedModel)
                m_state->selectLoaded();
            else if (preset == CustomModel)
                m_state->selectCustom(); // from the fields as they are: the model shown last
            else if (preset >= 0)
                m_state->selectPreset(TransformerModel::presets().at(preset).name);
        });
    });
    connect(m_ui->gpuMemoryCombo, &QComboBox::currentIndexChanged, this, [this] {
        edit([this] {
            const qint64 gib = m_ui->gpuMemoryCombo->currentData().toLongLong();
            m_customMemory = gib == CustomGpuMemory;
            if (m_customMemory)
                showRules(); // the value stays; the box beside it opens
            else
                m_state->setGpuMemoryGiB(gib);
        });
    });
    connect(m_ui->dropoutSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { edit([&] { m_state->setDropout(value); }); });
    connect(m_ui->reserveSpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        edit([&] { m_state->setReserveBytes(qint64(std::llround(value * BytesPerGiB))); });
    });
    connect(m_ui->spacingSlider, &QSlider::valueChanged, m_ui->spacingSpin, &QSpinBox::setValue);
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
    if (const std::optional<TransformerModel> &loaded = m_state->loadedModel()) {
        if (m_ui->modelCombo->findData(LoadedModel) < 0)
            m_ui->modelCombo->addItem(QString(), LoadedModel);
        //: %1 is the model's name from its config.json, %2 its exact parameter count.
        m_ui->modelCombo->setItemText(m_ui->modelCombo->findData(LoadedModel),
                                      tr("%1 (config.json, %2 parameters)")
                                          .arg(loaded->label, locale.toString(loaded->parameterCount().value())));
    }
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
    m_loadedNotes = notes;
    m_state->loadModel(model);
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

void RealisticPanel::showState(RealModelState::Changes what)
{
    showControls(what);
    showEstimate();
}

// The controls of the parts that changed, as the state says, and what the form's rules enable.
void RealisticPanel::showControls(RealModelState::Changes what)
{
    const QScopedValueRollback<bool> syncing(m_syncing, true);
    if (what & Change::Model) {
        if (m_state->loadedModel())
            fillCombos(); // adds and names the loaded model's entry
        const TransformerModel *preset = TransformerModel::preset(m_state->model().name);
        const int data = m_state->source() == RealModelState::Source::Custom   ? CustomModel
                         : m_state->source() == RealModelState::Source::Loaded ? LoadedModel
                         : preset ? int(preset - TransformerModel::presets().data())
                                  : CustomModel;
        m_ui->modelCombo->setCurrentIndex(m_ui->modelCombo->findData(data));
        m_ui->modelNotesLabel->setText(m_loadedNotes.join(u' '));
        m_ui->modelNotesLabel->setVisible(data == LoadedModel && !m_loadedNotes.isEmpty());
    }
    RealisticFormFields::show(*m_ui, *m_state, what);
    if (what & Change::Setup) {
        const qint64 gib = m_state->setup().gpuMemoryGiB;
        const int memory = m_customMemory ? -1 : m_ui->gpuMemoryCombo->findData(gib);
        m_ui->gpuMemoryCombo->setCurrentIndex(memory >= 0 ? memory : m_ui->gpuMemoryCombo->findData(CustomGpuMemory));
        m_customMemory = memory < 0;
        m_ui->dropoutSpin->setValue(m_state->setup().dropout);
        m_ui->reserveSpin->setValue(double(m_state->setup().reserveBytes) / BytesPerGiB);
    }
    showRules();
}

void RealisticPanel::showRules()
{
    const QScopedValueRollback<bool> syncing(m_syncing, true);
    RealisticFormFields::enableModelFields(*m_ui, m_state->modelEditable());
    m_ui->gpuMemorySpin->setEnabled(m_customMemory);
    m_ui->sequenceParallelCheck->setEnabled(m_state->sequenceParallelAllowed());
    m_ui->dropoutSpin->setEnabled(m_state->dropoutApplies());
    for (const RecomputePolicy policy : AllRecomputePolicies)
        static_cast<QStandardItemModel *>(m_ui->recomputeCombo->model())
            ->item(int(policy))
            ->setEnabled(m_state->policyAllowed(policy));
    const int layers = int(m_state->spacingMaximum());
    m_ui->spacingSlider->setRange(1, layers);
    m_ui->spacingSpin->setRange(1, layers);
    m_ui->spacingSpin->setValue(int(m_state->spacing()));
    m_ui->spacingSlider->setValue(int(m_state->spacing()));
    for (QWidget *widget : {static_cast<QWidget *>(m_ui->spacingLabel), static_cast<QWidget *>(m_ui->spacingSlider),
                            static_cast<QWidget *>(m_ui->spacingSpin)})
        widget->setEnabled(m_state->spacingApplies());
}

void RealisticPanel::showEstimate()
{
    // The budget of every policy side by side; the same estimator, so the current bar equals the figures above.
    QList<MemoryBudgetBars::Bar> bars;
    const QStringList labels{tr("none"), tr("selective"), tr("full"),
                             //: the bar for full recomputation with a checkpoint every k blocks
                             tr("k = %1").arg(QLocale().toString(m_state->spacing()))};
    const QList<RealModelState::PolicyFigures> &comparison = m_state->policyComparison();
    for (int i = 0; i < comparison.size() && i < labels.size(); ++i)
        bars.append({labels.at(i), comparison.at(i).figures});
    m_ui->memoryBudgetBars->setBars(bars, m_state->setup().gpuMemoryBytes());
    // The step itself, from the same engine: the current setting's activation memory over time, in GiB.
    SimulationSnapshot snapshot;
    double plainStepTime = 0.0;
    if (const std::optional<RealisticSchedule> &run = m_state->schedule()) {
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
    showState(Change::Everything);
}

bool RealisticPanel::applyScene(const SimulatorScene &scene)
{
    const TransformerModel *preset = TransformerModel::preset(scene.model);
    if (!preset)
        return false;
    m_sceneTimer->stop();
    m_sceneSteps = scene.steps;
    setHighlight(SimulatorScene::Highlight::None);
    m_state->assign(*preset, scene.setup, scene.recompute);
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
        m_state->assign(m_state->model(), setup, recompute);
        setHighlight(m_highlight); // what it points at in view again, after the new figures' layout
    }
    if (m_sceneSteps.isEmpty()) {
        m_sceneTimer->stop();
        emit sceneFinished();
    }
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
