// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/simulatorpanel.h"

#include "core/simulator/schedulecatalog.h"
#include "core/simulator/tradeoffanalysis.h"
#include "ui/budgetchart.h"
#include "ui/figureflash.h"
#include "ui/memorytimelinechart.h"
#include "ui/playbackpanel.h"
#include "ui/recomputepause.h"
#include "ui/sceneprediction.h"
#include "ui/sliderscale.h"
#include "ui/tradeoffchart.h"
#include "ui_simulatorpanel.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>

#include <limits>

using namespace Qt::StringLiterals;

namespace {

// N runs over six decades, so its slider moves in equal steps of log N.
SliderScale layersScale()
{
    return {1, SimulatorPanel::MaxLayers};
}

} // namespace

SimulatorPanel::SimulatorPanel(UnitChainModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model ? model : new UnitChainModel(this))
    , m_ui(std::make_unique<Ui::SimulatorPanel>())
{
    m_ui->setupUi(this);
    setObjectName(u"simulatorPanel"_s);
    m_ui->layersSlider->setRange(layersScale().minimum(), layersScale().maximum());
    m_ui->layersSpin->setMaximum(int(MaxLayers));
    m_ui->ratioSpin->setRange(UnitChainModel::MinBackwardRatio, UnitChainModel::MaxBackwardRatio);

    // The controls are the learner's: each stops a scene's animation and clears its highlight first.
    connect(m_ui->layersSlider, &QSlider::valueChanged, this,
            [this](int value) { fromControl([&] { setLayers(layersScale().value(value)); }); });
    connect(m_ui->layersSpin, &QSpinBox::valueChanged, this,
            [this](int value) { fromControl([&] { setLayers(value); }); });
    m_curvesTimer = new QTimer(this);
    m_curvesTimer->setSingleShot(true);
    m_curvesTimer->setInterval(CurvesDelayMs);
    connect(m_curvesTimer, &QTimer::timeout, this, &SimulatorPanel::showTradeoffCurves);
    connect(m_ui->layersSlider, &QSlider::sliderReleased, this, [this] {
        if (m_curvesStale)
            showTradeoffCurves();
        m_ui->timelineChart->setScale(m_shownTimeSpan, layers()); // the drag's rounded time axis fits the step again
        m_ui->timelineChart->setSnapshot(m_model->snapshot());
    });
    connect(m_ui->parameterSlider, &QSlider::sliderPressed, m_model, [this] { m_model->holdTimeAxis(true); });
    connect(m_ui->parameterSlider, &QSlider::sliderReleased, m_model, [this] { m_model->holdTimeAxis(false); });
    connect(m_ui->parameterSlider, &QSlider::valueChanged, this, [this](int value) {
        fromControl([&] { setParameter(SliderScale(parameterMinimum(), parameterMaximum()).value(value)); });
    });
    connect(m_ui->parameterSpin, &QSpinBox::valueChanged, this,
            [this](int value) { fromControl([&] { setParameter(value); }); });
    connect(m_ui->nearSqrtButton, &QPushButton::clicked, this, [this] { fromControl([&] { goNearSqrt(); }); });
    connect(m_ui->modeCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        fromControl([&] { setSchedule(m_ui->modeCombo->itemData(index).value<ScheduleKind>()); });
    });
    connect(m_ui->reentrantCheck, &QCheckBox::toggled, this,
            [this](bool reentrant) { fromControl([&] { setUseReentrant(reentrant); }); });
    connect(m_ui->layersSaveOutputCheck, &QCheckBox::toggled, this,
            [this](bool output) { fromControl([&] { m_model->setLayersSaveOutput(output); }); });
    connect(m_ui->ratioSpin, &QDoubleSpinBox::valueChanged, this,
            [this](double ratio) { fromControl([&] { setBackwardRatio(ratio); }); });
    // The timeline is decimated to the plot's pixel columns: redo it when that width changes.
    connect(m_ui->timelineChart->chart(), &QChart::plotAreaChanged, this,
            [this] { m_model->setColumns(m_ui->timelineChart->plotColumns()); });
    // Playback sits between the timeline and the trade-off tabs, its cursor on the timeline.
    m_playback = new PlaybackPanel(m_ui->chartSplitter);
    m_ui->chartSplitter->insertWidget(1, m_playback);
    m_recomputePause = new RecomputePause(m_playback, m_ui->timelineChart->viewport());
    m_prediction = new ScenePrediction(m_ui->timelineChart, m_ui->tradeoffChart, [this] { return budgetChart(); });
    connect(m_playback, &PlaybackPanel::cursorMoved, m_ui->timelineChart, &MemoryTimelineChart::setPlaybackCursor);
    connect(m_ui->timelineChart, &MemoryTimelineChart::timeClicked, m_playback, &PlaybackPanel::seekTime);
    connect(m_playback, &PlaybackPanel::userInteracted, this, &SimulatorPanel::cancelScene);
    connect(m_playback, &PlaybackPanel::playFinished, this, [this] {
        if (m_playingScene)
            finishAnimation();
    });
    m_sweepTimer = new QTimer(this);
    m_sweepTimer->setObjectName(u"sweepTimer"_s);
    connect(m_sweepTimer, &QTimer::timeout, this, &SimulatorPanel::sweepStep);
    // The timeline is the main chart (stretch 3 to the tabs' 2 in the form); playback keeps its height.
    m_ui->chartSplitter->setSizes({3000, m_playback->sizeHint().height(), 2000});
    // The trade-off chart picks the schedule's own parameter (for Revolve slots, where the control is memory).
    connect(m_ui->tradeoffChart, &TradeoffChart::parameterPicked, this,
            [this](qint64 parameter) { fromControl([&] { m_model->setParameter(parameter); }); });
    m_ui->tradeoffChart->setPointSource([this](qint64 parameter) { return m_model->pointAt(parameter); });
    // The memory budget chart is built when its tab is first shown: the first frame shows the trade-off only.
    connect(m_ui->chartTabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_ui->chartTabs->widget(index) == m_ui->budgetPage)
            budgetChart();
    });

    for (const ScheduleCatalog::Entry &entry : ScheduleCatalog::all()) {
        if (entry.offeredInPanel)
            m_ui->modeCombo->addItem(ScheduleCatalog::label(entry.kind), QVariant::fromValue(entry.kind));
    }
    retranslate();
    connect(m_model, &UnitChainModel::changed, this, &SimulatorPanel::modelChanged);
    using Change = UnitChainModel::Change;
    modelChanged(Change::Chain | Change::Schedule | Change::Reentrant | Change::Parameter);
}

SimulatorPanel::~SimulatorPanel() = default;

MemoryTimelineChart *SimulatorPanel::timelineChart() const
{
    return m_ui->timelineChart;
}

TradeoffChart *SimulatorPanel::tradeoffChart() const
{
    return m_ui->tradeoffChart;
}

BudgetChart *SimulatorPanel::budgetChart()
{
    if (m_budgetChart)
        return m_budgetChart;
    m_budgetChart = new BudgetChart(m_ui->budgetPage);
    m_ui->budgetPage->layout()->addWidget(m_budgetChart);
    retranslateBudgetChart();
    m_budgetChart->chart()->setOpacity(m_curvesStale ? StaleChartOpacity : 1.0);
    if (!m_curvesStale) { // else the curves timer draws both charts for the new N
        showBudgetCurves();
        showTradeoffMarkers();
    }
    showFigures();
    return m_budgetChart;
}

template<typename Input>
void SimulatorPanel::fromControl(Input input)
{
    cancelScene(); // the learner's input stops a scene's animation and clears its highlight
    const quint64 seen = m_updates;
    input();
    if (seen == m_updates)
        syncControls();
}

void SimulatorPanel::modelChanged(UnitChainModel::Changes what)
{
    ++m_updates;
    using Change = UnitChainModel::Change;
    const qint64 layers = m_model->layers();
    // The axes are laid out again only when N, the ratio or the time span moved. While N is dragged the time axis
    // ends at a round number, which most steps share, so they redraw the curves without laying the axes out again.
    if ((what & Change::Chain) || m_model->shownTimeSpan() != m_shownTimeSpan) {
        m_shownTimeSpan = m_model->shownTimeSpan();
        m_ui->timelineChart->setScale(m_shownTimeSpan, layers, m_ui->layersSlider->isSliderDown());
    }
    if (what & Change::Chain) {
        m_ui->timelineChart->setForwardEnd(m_model->chain().totalForwardCost());
        if (m_ui->layersSlider->isSliderDown()) {
            // Dragging N: the timeline and readout follow every step; the trade-off and budget charts, whose axes
            // and thousands of points all change with N, catch up when the drag pauses, dimmed until then so that
            // no old curve passes for the new N.
            setCurvesStale(true);
            m_curvesTimer->start();
        } else {
            showTradeoffCurves();
        }
    } else if (what & (Change::Schedule | Change::Reentrant)) {
        showTradeoffCurves();
    }
    if (what & Change::Schedule)
        retranslateControl();
    syncControls();
    m_ui->timelineChart->setSnapshot(m_model->snapshot());
    m_playback->setSchedule(m_model->chain(), m_model->setting(), m_model->snapshot().figures);
    showTradeoffMarkers();
    showFigures();
    emit simulated();
}

void SimulatorPanel::syncControls()
{
    const QSignalBlocker blockers[]
        = {QSignalBlocker(m_ui->layersSlider),    QSignalBlocker(m_ui->layersSpin),
           QSignalBlocker(m_ui->parameterSlider), QSignalBlocker(m_ui->parameterSpin),
           QSignalBlocker(m_ui->modeCombo),       QSignalBlocker(m_ui->reentrantCheck),
           QSignalBlocker(m_ui->ratioSpin),       QSignalBlocker(m_ui->layersSaveOutputCheck)};
    m_ui->layersSlider->setValue(layersScale().position(layers()));
    m_ui->layersSpin->setValue(int(layers()));
    m_ui->parameterSpin->setRange(int(parameterMinimum()), int(parameterMaximum()));
    m_ui->parameterSpin->setValue(int(parameter()));
    const SliderScale scale(parameterMinimum(), parameterMaximum());
    m_ui->parameterSlider->setRange(scale.minimum(), scale.maximum());
    m_ui->parameterSlider->setValue(scale.position(parameter()));
    m_ui->modeCombo->setCurrentIndex(m_ui->modeCombo->findData(QVariant::fromValue(schedule())));
    m_ui->reentrantCheck->setVisible(schedule() == ScheduleKind::PyTorch);
    m_ui->reentrantCheck->setChecked(useReentrant());
    // The layer kind matters only where the rerun can stop early.
    m_ui->layersSaveOutputCheck->setVisible(schedule() == ScheduleKind::PyTorch && !useReentrant());
    m_ui->layersSaveOutputCheck->setChecked(m_model->layersSaveOutput());
    m_ui->ratioSpin->setValue(m_model->backwardRatio());
}

void SimulatorPanel::retranslateControl()
{
    // The control says what it sets in this schedule.
    const ScheduleCatalog::Entry &entry = ScheduleCatalog::entry(schedule());
    const auto text
        = [](const char *source) { return source ? QCoreApplication::translate("SimulatorPanel", source) : QString(); };
    m_ui->parameterLabel->setText(text(entry.controlLabel));
    m_ui->parameterSlider->setToolTip(text(entry.controlToolTip));
    m_ui->nearSqrtButton->setToolTip(text(entry.nearSqrtToolTip));
    m_ui->parameterSpin->setToolTip(m_ui->parameterSlider->toolTip());
    for (QWidget *control : std::initializer_list<QWidget *>{m_ui->parameterSlider, m_ui->parameterSpin})
        control->setAccessibleName(m_ui->parameterLabel->text());
    m_ui->reentrantCheck->setToolTip(
        tr("PyTorch's use_reentrant argument. False is the recommended mode: from PyTorch 2.1 the rerun stops as "
           "soon as the last tensor the backward needs is back, one layer short of the segment for layers that save "
           "only their input (nn.Linear). True reruns whole segments, and a checkpointed segment whose input does "
           "not require grad gets no gradients (PyTorch only warns)."));
}

void SimulatorPanel::showTradeoffCurves()
{
    // Sampled, exact points (about 2,048 per schedule at most): cheap enough for every N step.
    // The trade-off chart shows one schedule's curve; the budget chart, once built, all three.
    m_ui->tradeoffChart->setCurve(schedule(), layers(), m_model->curve(m_model->curveSchedule()));
    if (m_budgetChart)
        showBudgetCurves();
    m_curvesTimer->stop();
    setCurvesStale(false);
    showTradeoffMarkers();
}

void SimulatorPanel::showBudgetCurves()
{
    m_budgetChart->setCurves(layers(), m_model->curve(ScheduleKind::Uniform), m_model->curve(ScheduleKind::PyTorch),
                             m_model->curve(ScheduleKind::Optimal));
}

void SimulatorPanel::setCurvesStale(bool stale)
{
    if (stale == m_curvesStale)
        return;
    m_curvesStale = stale;
    m_ui->tradeoffChart->chart()->setOpacity(stale ? StaleChartOpacity : 1.0);
    if (m_budgetChart)
        m_budgetChart->chart()->setOpacity(stale ? StaleChartOpacity : 1.0);
}

void SimulatorPanel::showTradeoffMarkers()
{
    const SimulationSnapshot &snapshot = m_model->snapshot();
    if (m_curvesStale || !snapshot.figures.valid)
        return;
    const qint64 parameter = m_model->parameter();
    m_ui->tradeoffChart->setCurrentParameter(parameter);
    if (m_budgetChart)
        m_budgetChart->setCurrent(schedule(), TradeoffPoint{parameter, snapshot.figures.peakMemory,
                                                            snapshot.figures.extraForwards, snapshot.figures.overhead});
}

void SimulatorPanel::showFigures()
{
    if (!m_model->snapshot().figures.valid)
        return;
    if (m_highlight == SimulatorScene::Highlight::Overhead) {
        // The overhead figure in the highlight colours, the rest as usual.
        const QString text = readout();
        const qsizetype split = text.indexOf(u" · "_s);
        const QPalette palette = m_ui->readoutLabel->palette();
        m_ui->readoutLabel->setTextFormat(Qt::RichText);
        FigureFlash::setText(m_ui->readoutLabel,
                             u"%1 · <span style=\"background-color:%2; color:%3\">&nbsp;%4&nbsp;</span>"_s.arg(
                                 text.left(split).toHtmlEscaped(), palette.color(QPalette::Highlight).name(),
                                 palette.color(QPalette::HighlightedText).name(), text.mid(split + 3).toHtmlEscaped()));
    } else {
        m_ui->readoutLabel->setTextFormat(Qt::PlainText);
        FigureFlash::setText(m_ui->readoutLabel, readout());
    }
    m_ui->scheduleNote->setText(m_model->note());
    // What a screen reader says for the charts: the same figures the readout shows, and how to use them.
    const QString summary = readout() + u". "_s + m_ui->scheduleNote->text();
    m_ui->timelineChart->setAccessibleDescription(summary);
    m_ui->tradeoffChart->setAccessibleDescription(
        summary + u' ' + tr("Click or drag on the chart to choose the schedule's parameter."));
    if (m_budgetChart)
        m_budgetChart->setAccessibleDescription(summary);
}

QString SimulatorPanel::readout() const
{
    const SimulationSnapshot &snapshot = m_model->snapshot();
    const ScheduleFigures &figures = snapshot.figures;
    if (!figures.valid)
        return snapshot.error;
    const QLocale locale;
    const qint64 storeAllPeak = snapshot.storeAllFigures.peakMemory;
    const double memoryShare = 100.0 * double(figures.peakMemory) / double(storeAllPeak);
    // The counts can pass 2^31 (Revolve with one slot); %n only picks the plural form, the number is formatted here.
    const auto pluralOf = [](qint64 n) { return int(qMin<qint64>(n, std::numeric_limits<int>::max())); };
    //: %1 is the peak, %2 what storing everything holds, %3 the share in percent.
    const QString peak = tr("Peak %1 of %2 saved activation(s) (%3%)", nullptr, pluralOf(storeAllPeak))
                             .arg(locale.toString(figures.peakMemory), locale.toString(storeAllPeak),
                                  locale.toString(memoryShare, 'f', memoryShare < 10 ? 1 : 0));
    //: %1 is the number of layer forwards run again during backward, %2 what they add in percent.
    const QString cost
        = tr("%1 extra layer forward(s) (+%2% forward+backward compute)", nullptr, pluralOf(figures.extraForwards))
              .arg(locale.toString(figures.extraForwards), locale.toString(100.0 * figures.overhead, 'f', 0));
    return peak + u" · "_s + cost;
}

void SimulatorPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SimulatorPanel::retranslate()
{
    m_ui->retranslateUi(this);
    for (int i = 0; i < m_ui->modeCombo->count(); ++i)
        m_ui->modeCombo->setItemText(i, ScheduleCatalog::label(m_ui->modeCombo->itemData(i).value<ScheduleKind>()));
    // Room for fallback-font glyphs (Bengali), which the button's size hint underestimates.
    m_ui->nearSqrtButton->setMinimumWidth(
        m_ui->nearSqrtButton->fontMetrics().horizontalAdvance(m_ui->nearSqrtButton->text()) * 11 / 10 + 24);
    // Accessible names from the visible labels (without their mnemonic), so each control says what it sets.
    const auto named = [](QLabel *label, std::initializer_list<QWidget *> widgets) {
        for (QWidget *widget : widgets)
            widget->setAccessibleName(QString(label->text()).remove(u'&'));
    };
    named(m_ui->layersLabel, {m_ui->layersSlider, m_ui->layersSpin});
    named(m_ui->ratioLabel, {m_ui->ratioSpin});
    m_ui->chartTabs->setAccessibleName(tr("Trade-off and memory budget charts"));
    m_ui->timelineChart->setAccessibleName(tr("Activation memory during one training step"));
    m_ui->tradeoffChart->setAccessibleName(tr("Trade-off: peak memory and extra forwards"));
    m_ui->readoutLabel->setToolTip(tr("Saved activations are the tensors kept for the backward pass, checkpoints "
                                      "included. Gradients and the tensor being computed (about 2–3 activations) "
                                      "are not counted, nor are weights and optimizer state."));
    retranslateControl();
    // Number formats follow the language too.
    for (QAbstractSpinBox *spin :
         {static_cast<QAbstractSpinBox *>(m_ui->layersSpin), static_cast<QAbstractSpinBox *>(m_ui->parameterSpin),
          static_cast<QAbstractSpinBox *>(m_ui->ratioSpin)})
        spin->setLocale(QLocale());
    m_ui->timelineChart->retranslate();
    m_ui->tradeoffChart->retranslate();
    m_ui->timelineChart->chart()->setLocale(QLocale());
    m_ui->tradeoffChart->chart()->setLocale(QLocale());
    if (m_budgetChart)
        retranslateBudgetChart();
    showFigures();
}

void SimulatorPanel::retranslateBudgetChart()
{
    m_budgetChart->setAccessibleName(tr("Memory budget of every schedule"));
    m_budgetChart->retranslate();
    m_budgetChart->chart()->setLocale(QLocale());
}
