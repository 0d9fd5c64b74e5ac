#include "ui/simulatorpanel.h"

#include "core/report/reportsimulatorsection.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"
#include "ui/budgetchart.h"
#include "ui/memorytimelinechart.h"
#include "ui/tradeoffchart.h"
#include "ui_simulatorpanel.h"

#include <QBuffer>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtMath>

using namespace Qt::StringLiterals;

namespace {

// N runs over six decades, so its slider moves in equal steps of log N.
int layersToSlider(qint64 layers)
{
    return qRound(std::log10(double(layers)) * SimulatorPanel::LogSliderSteps / 6.0);
}

qint64 sliderToLayers(int value)
{
    return qBound<qint64>(1, qRound64(std::pow(10.0, 6.0 * value / SimulatorPanel::LogSliderSteps)),
                          SimulatorPanel::MaxLayers);
}

} // namespace

SimulatorPanel::SimulatorPanel(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::SimulatorPanel>())
{
    m_ui->setupUi(this);
    setObjectName(u"simulatorPanel"_s);
    m_ui->layersSlider->setRange(0, LogSliderSteps);
    m_ui->layersSpin->setMaximum(int(MaxLayers));

    connect(m_ui->layersSlider, &QSlider::valueChanged, this, [this](int value) { setLayers(sliderToLayers(value)); });
    connect(m_ui->layersSpin, &QSpinBox::valueChanged, this, [this](int value) { setLayers(value); });
    connect(m_ui->spacingSlider, &QSlider::valueChanged, this, [this](int value) {
        // Up to LogSliderSteps layers the slider has one step per k; above that it moves in equal steps of log k.
        setSpacing(m_layers <= LogSliderSteps ? qint64(value)
                                              : qRound64(std::pow(double(m_layers), double(value) / LogSliderSteps)));
    });
    connect(m_ui->spacingSpin, &QSpinBox::valueChanged, this, [this](int value) { setSpacing(value); });
    connect(m_ui->bestSpacingButton, &QPushButton::clicked, this, &SimulatorPanel::snapSpacingToBest);
    connect(m_ui->modeCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { setSchedule(m_ui->modeCombo->itemData(index).value<ScheduleKind>()); });
    connect(m_ui->ratioSpin, &QDoubleSpinBox::valueChanged, this, &SimulatorPanel::setBackwardRatio);
    connect(m_ui->timelineChart->chart(), &QChart::plotAreaChanged, this, [this] {
        // The timeline is decimated to the plot's pixel columns: redo it when that width changes.
        if (m_columns != m_ui->timelineChart->plotColumns())
            simulate();
    });
    // The timeline is the main chart: it gets the larger share of a tall window.
    m_ui->chartSplitter->setStretchFactor(0, 3);
    m_ui->chartSplitter->setStretchFactor(1, 2);
    m_ui->chartSplitter->setSizes({3000, 2000});
    connect(m_ui->tradeoffChart, &TradeoffChart::parameterPicked, this, &SimulatorPanel::pickParameter);
    m_ui->tradeoffChart->setPointSource([this](qint64 parameter) {
        ScheduleSetting setting = currentSetting();
        if (const auto field = ScheduleCatalog::entry(setting.kind).field)
            setting.*field = parameter;
        return TradeoffAnalysis::point(m_chain, setting);
    });

    fillScheduleCombo();
    retranslate();
    recomputeCurves();
    syncControls();
    simulate();
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

BudgetChart *SimulatorPanel::budgetChart() const
{
    return m_ui->budgetChart;
}

void SimulatorPanel::setLayers(qint64 layers)
{
    layers = qBound<qint64>(1, layers, MaxLayers);
    if (layers == m_layers)
        return syncControls(); // a slider step that rounds to the same N must not leave the slider elsewhere
    m_layers = layers;
    m_chain = Chain::units(layers);
    m_spacing = qBound<qint64>(1, m_spacing, layers);
    recomputeCurves();
    syncControls();
    simulate();
}

void SimulatorPanel::setSpacing(qint64 spacing)
{
    spacing = qBound<qint64>(1, spacing, m_layers);
    if (spacing == m_spacing)
        return;
    m_spacing = spacing;
    syncControls();
    simulate();
}

void SimulatorPanel::setSchedule(ScheduleKind schedule)
{
    if (schedule == m_schedule || m_ui->modeCombo->findData(QVariant::fromValue(schedule)) < 0)
        return;
    m_schedule = schedule;
    showTradeoffCurves();
    syncControls();
    simulate();
}

void SimulatorPanel::setBackwardRatio(double ratio)
{
    if (!std::isfinite(ratio))
        return;
    ratio = qBound(m_ui->ratioSpin->minimum(), ratio, m_ui->ratioSpin->maximum());
    if (qFuzzyCompare(ratio, m_backwardRatio))
        return;
    m_backwardRatio = ratio;
    recomputeCurves();
    syncControls();
    simulate();
}

void SimulatorPanel::snapSpacingToBest()
{
    setSpacing(ScheduleCatalog::defaultSpacing(m_chain)); // the k the command line defaults to
}

ScheduleSetting SimulatorPanel::currentSetting() const
{
    return ScheduleCatalog::settingForSpacing(m_schedule, m_chain, m_spacing, m_backwardRatio);
}

void SimulatorPanel::fillScheduleCombo()
{
    for (const ScheduleCatalog::Entry &entry : ScheduleCatalog::all()) {
        if (entry.offeredInPanel)
            m_ui->modeCombo->addItem(ScheduleCatalog::label(entry.kind), QVariant::fromValue(entry.kind));
    }
}

void SimulatorPanel::syncControls()
{
    const QSignalBlocker blockers[]
        = {QSignalBlocker(m_ui->layersSlider), QSignalBlocker(m_ui->layersSpin), QSignalBlocker(m_ui->spacingSlider),
           QSignalBlocker(m_ui->spacingSpin),  QSignalBlocker(m_ui->modeCombo),  QSignalBlocker(m_ui->ratioSpin)};
    m_ui->layersSlider->setValue(layersToSlider(m_layers));
    m_ui->layersSpin->setValue(int(m_layers));
    m_ui->spacingSpin->setRange(1, int(m_layers));
    m_ui->spacingSpin->setValue(int(m_spacing));
    if (m_layers <= LogSliderSteps) {
        m_ui->spacingSlider->setRange(1, int(m_layers));
        m_ui->spacingSlider->setValue(int(m_spacing));
    } else {
        m_ui->spacingSlider->setRange(0, LogSliderSteps);
        m_ui->spacingSlider->setValue(
            qRound(std::log(double(m_spacing)) / std::log(double(m_layers)) * LogSliderSteps));
    }
    m_ui->modeCombo->setCurrentIndex(m_ui->modeCombo->findData(QVariant::fromValue(m_schedule)));
    m_ui->ratioSpin->setValue(m_backwardRatio);
}

void SimulatorPanel::recomputeCurves()
{
    // The longest step any setting gives: reentrant PyTorch with N segments reruns N − 1 layers; uniform spacing (its
    // last segment kept) and Revolve never rerun more. So the time axis can stay fixed while k moves.
    m_timeSpan = Simulator::totalTime(m_chain, ScheduleSetting::pyTorch(m_layers, m_backwardRatio).withReentrant(true));
    m_ui->timelineChart->setScale(m_timeSpan, m_layers);
    m_ui->timelineChart->setForwardEnd(m_chain.totalForwardCost());
    showTradeoffCurves();
}

void SimulatorPanel::showTradeoffCurves()
{
    // Sampled, exact points (about 2,048 per schedule at most): cheap enough for every N step.
    // PyTorch in the panel's current use_reentrant mode.
    const bool reentrant = currentSetting().useReentrant;
    const QList<TradeoffPoint> uniform
        = TradeoffAnalysis::curve(m_chain, ScheduleKind::Uniform, reentrant, m_backwardRatio);
    const QList<TradeoffPoint> pyTorch
        = TradeoffAnalysis::curve(m_chain, ScheduleKind::PyTorch, reentrant, m_backwardRatio);
    const QList<TradeoffPoint> optimal
        = TradeoffAnalysis::curve(m_chain, ScheduleKind::Optimal, reentrant, m_backwardRatio);
    m_ui->budgetChart->setCurves(m_layers, uniform, pyTorch, optimal);
    m_ui->tradeoffChart->setCurve(m_schedule, m_layers,
                                  m_schedule == ScheduleKind::PyTorch   ? pyTorch
                                  : m_schedule == ScheduleKind::Optimal ? optimal
                                                                        : uniform);
}

void SimulatorPanel::pickParameter(qint64 parameter)
{
    // The trade-off chart picks the schedule's own parameter; the slider still speaks spacing k.
    switch (m_schedule) {
    case ScheduleKind::PyTorch:
        return setSpacing((m_layers + parameter - 1) / parameter); // S segments of about ceil(N/S) layers
    case ScheduleKind::Optimal: {
        // The k whose peak is nearest s + 1 (the smaller k on a tie: fewer recomputes).
        qint64 best = 1;
        qint64 bestGap = std::numeric_limits<qint64>::max();
        for (qint64 k = 1; k <= m_layers; ++k) {
            const qint64 gap = qAbs(TradeoffAnalysis::spacingPoint(m_chain, k).peakMemory - (parameter + 1));
            if (gap < bestGap) {
                best = k;
                bestGap = gap;
            }
        }
        return setSpacing(best);
    }
    default:
        return setSpacing(parameter);
    }
}

void SimulatorPanel::simulate()
{
    m_columns = m_ui->timelineChart->plotColumns();
    const ScheduleSetting setting = currentSetting();
    m_snapshot = Simulator::snapshot(m_chain, setting, m_columns, m_timeSpan);
    m_ui->timelineChart->setSnapshot(m_snapshot);
    const ScheduleCatalog::Entry &entry = ScheduleCatalog::entry(setting.kind);
    m_ui->tradeoffChart->setCurrentParameter(entry.field ? setting.*entry.field : m_spacing);
    if (m_snapshot.figures.valid) {
        TradeoffPoint current;
        current.parameter = entry.field ? setting.*entry.field : m_spacing;
        current.peakMemory = m_snapshot.figures.peakMemory;
        current.extraForwards = m_snapshot.figures.extraForwards;
        current.overhead = m_snapshot.figures.overhead;
        m_ui->budgetChart->setCurrent(setting.kind, current);
    }
    showFigures(setting);
    emit simulated();
}

void SimulatorPanel::showFigures(const ScheduleSetting &setting)
{
    m_ui->readoutLabel->setText(readout());
    m_ui->scheduleNote->setText(ScheduleCatalog::entry(setting.kind).describe(setting, m_layers));
}

QString SimulatorPanel::readout() const
{
    const ScheduleFigures &figures = m_snapshot.figures;
    if (!figures.valid)
        return m_snapshot.error;
    const QLocale locale;
    const double memoryShare = 100.0 * double(figures.peakMemory) / double(m_snapshot.storeAllFigures.peakMemory);
    return tr("Peak %1 of %2 activations (%3%) · %4 extra layer forwards (+%5% step time)")
        .arg(locale.toString(figures.peakMemory), locale.toString(m_snapshot.storeAllFigures.peakMemory),
             locale.toString(memoryShare, 'f', memoryShare < 10 ? 1 : 0), locale.toString(figures.extraForwards),
             locale.toString(100.0 * figures.overhead, 'f', 0));
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
    m_ui->bestSpacingButton->setMinimumWidth(
        m_ui->bestSpacingButton->fontMetrics().horizontalAdvance(m_ui->bestSpacingButton->text()) * 11 / 10 + 24);
    // Number formats follow the language too.
    for (QAbstractSpinBox *spin :
         {static_cast<QAbstractSpinBox *>(m_ui->layersSpin), static_cast<QAbstractSpinBox *>(m_ui->spacingSpin),
          static_cast<QAbstractSpinBox *>(m_ui->ratioSpin)})
        spin->setLocale(QLocale());
    m_ui->timelineChart->retranslate();
    m_ui->tradeoffChart->retranslate();
    m_ui->budgetChart->retranslate();
    m_ui->timelineChart->chart()->setLocale(QLocale());
    m_ui->tradeoffChart->chart()->setLocale(QLocale());
    m_ui->budgetChart->chart()->setLocale(QLocale());
    if (m_snapshot.figures.valid)
        showFigures(currentSetting());
}

ReportSimulatorSection SimulatorPanel::reportSection() const
{
    // Numbers only: the report labels and formats them in its own language and digits (ReportLabels).
    ReportSimulatorSection section;
    if (m_snapshot.figures.valid)
        section.readings = SimulatorReadings::from(m_layers, currentSetting(), m_snapshot.figures,
                                                   m_snapshot.storeAllFigures.peakMemory);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    m_ui->chartSplitter->grab().save(&buffer, "PNG");
    section.chartPng = png;
    return section;
}
