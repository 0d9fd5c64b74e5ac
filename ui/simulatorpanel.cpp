#include "simulatorpanel.h"

#include "memorytimelinechart.h"
#include "simulator/simulator.h"
#include "simulator/tradeoffanalysis.h"
#include "tradeoffchart.h"

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

QLabel *plainLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

} // namespace

SimulatorPanel::SimulatorPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("simulatorPanel"));
    m_heading = plainLabel(this, QStringLiteral("simulatorHeading"));
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.3);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);

    m_layersLabel = plainLabel(this, QStringLiteral("layersLabel"));
    m_layersSlider = new QSlider(Qt::Horizontal, this);
    m_layersSlider->setObjectName(QStringLiteral("layersSlider"));
    m_layersSlider->setRange(0, LogSliderSteps);
    m_layersSpin = new QSpinBox(this);
    m_layersSpin->setObjectName(QStringLiteral("layersSpin"));
    m_layersSpin->setRange(1, int(MaxLayers));
    m_layersSpin->setKeyboardTracking(false);
    m_layersSpin->setGroupSeparatorShown(true);

    m_spacingLabel = plainLabel(this, QStringLiteral("spacingLabel"));
    m_spacingSlider = new QSlider(Qt::Horizontal, this);
    m_spacingSlider->setObjectName(QStringLiteral("spacingSlider"));
    m_spacingSpin = new QSpinBox(this);
    m_spacingSpin->setObjectName(QStringLiteral("spacingSpin"));
    m_spacingSpin->setKeyboardTracking(false);
    m_spacingSpin->setGroupSeparatorShown(true);
    m_bestButton = new QPushButton(this);
    m_bestButton->setObjectName(QStringLiteral("bestSpacingButton"));

    m_modeLabel = plainLabel(this, QStringLiteral("modeLabel"));
    m_modeCombo = new QComboBox(this);
    m_modeCombo->setObjectName(QStringLiteral("modeCombo"));
    m_modeCombo->addItems({QString(), QString(), QString()});
    // Long schedule names must not widen the panel past the window in any language.
    m_modeCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_modeCombo->setMinimumContentsLength(16);
    m_ratioLabel = plainLabel(this, QStringLiteral("ratioLabel"));
    m_ratioSpin = new QDoubleSpinBox(this);
    m_ratioSpin->setObjectName(QStringLiteral("ratioSpin"));
    m_ratioSpin->setRange(0.1, 10.0);
    m_ratioSpin->setSingleStep(0.5);
    m_ratioSpin->setDecimals(1);
    m_ratioSpin->setKeyboardTracking(false);

    m_readout = plainLabel(this, QStringLiteral("readoutLabel"));
    QFont readoutFont = m_readout->font();
    readoutFont.setBold(true);
    m_readout->setFont(readoutFont);
    m_scheduleNote = plainLabel(this, QStringLiteral("scheduleNote"));

    m_timelineChart = new MemoryTimelineChart(this);
    m_tradeoffChart = new TradeoffChart(this);
    auto *charts = new QSplitter(Qt::Vertical, this);
    charts->setObjectName(QStringLiteral("chartSplitter"));
    charts->addWidget(m_timelineChart);
    charts->addWidget(m_tradeoffChart);
    charts->setChildrenCollapsible(false);

    auto *controls = new QGridLayout;
    controls->addWidget(m_layersLabel, 0, 0);
    controls->addWidget(m_layersSlider, 0, 1);
    controls->addWidget(m_layersSpin, 0, 2);
    controls->addWidget(m_spacingLabel, 1, 0);
    controls->addWidget(m_spacingSlider, 1, 1);
    controls->addWidget(m_spacingSpin, 1, 2);
    controls->addWidget(m_bestButton, 1, 3);
    controls->addWidget(m_modeLabel, 2, 0);
    controls->addWidget(m_modeCombo, 2, 1, 1, 3);
    controls->addWidget(m_ratioLabel, 3, 0);
    controls->addWidget(m_ratioSpin, 3, 1, Qt::AlignLeft);
    controls->setColumnStretch(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(controls);
    layout->addWidget(m_readout);
    layout->addWidget(m_scheduleNote);
    layout->addWidget(charts, 1);

    connect(m_layersSlider, &QSlider::valueChanged, this, [this](int value) { setLayers(sliderToLayers(value)); });
    connect(m_layersSpin, &QSpinBox::valueChanged, this, [this](int value) { setLayers(value); });
    connect(m_spacingSlider, &QSlider::valueChanged, this, [this](int value) {
        // Up to LogSliderSteps layers the slider has one step per k; above that it moves in equal steps of log k.
        setSpacing(m_layers <= LogSliderSteps
                       ? qint64(value)
                       : qRound64(std::pow(double(m_layers), double(value) / LogSliderSteps)));
    });
    connect(m_spacingSpin, &QSpinBox::valueChanged, this, [this](int value) { setSpacing(value); });
    connect(m_bestButton, &QPushButton::clicked, this, &SimulatorPanel::snapSpacingToBest);
    connect(m_modeCombo, &QComboBox::currentIndexChanged, this, [this](int index) { setMode(Mode(index)); });
    connect(m_ratioSpin, &QDoubleSpinBox::valueChanged, this, &SimulatorPanel::setBackwardRatio);
    connect(m_timelineChart->chart(), &QChart::plotAreaChanged, this, [this] {
        // The timeline is decimated to the plot's pixel columns: redo it when that width changes.
        if (m_columns != m_timelineChart->plotColumns())
            simulate();
    });

    retranslate();
    recomputeCurves();
    syncControls();
    simulate();
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

void SimulatorPanel::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    syncControls();
    simulate();
}

void SimulatorPanel::setBackwardRatio(double ratio)
{
    if (!std::isfinite(ratio))
        return;
    ratio = qBound(m_ratioSpin->minimum(), ratio, m_ratioSpin->maximum());
    if (qFuzzyCompare(ratio, m_backwardRatio))
        return;
    m_backwardRatio = ratio;
    recomputeCurves();
    syncControls();
    simulate();
}

void SimulatorPanel::snapSpacingToBest()
{
    setSpacing(TradeoffAnalysis::bestSpacingNearSqrt(m_chain));
}

ScheduleSetting SimulatorPanel::currentSetting() const
{
    switch (m_mode) {
    case Mode::Uniform: return ScheduleSetting::uniform(m_spacing, m_backwardRatio);
    case Mode::PyTorch:
        // Segments of about k layers: checkpoint_sequential takes a segment count, the slider a spacing.
        return ScheduleSetting::pyTorch((m_layers + m_spacing - 1) / m_spacing, m_backwardRatio);
    case Mode::Optimal: {
        const qint64 peak = TradeoffAnalysis::spacingPoint(m_chain, m_spacing).peakMemory;
        return ScheduleSetting::optimal(TradeoffAnalysis::optimalSlotsForPeak(m_layers, peak), m_backwardRatio);
    }
    }
    return {};
}

void SimulatorPanel::syncControls()
{
    const QSignalBlocker blockers[] = {QSignalBlocker(m_layersSlider), QSignalBlocker(m_layersSpin),
                                       QSignalBlocker(m_spacingSlider), QSignalBlocker(m_spacingSpin),
                                       QSignalBlocker(m_modeCombo), QSignalBlocker(m_ratioSpin)};
    m_layersSlider->setValue(layersToSlider(m_layers));
    m_layersSpin->setValue(int(m_layers));
    m_spacingSpin->setRange(1, int(m_layers));
    m_spacingSpin->setValue(int(m_spacing));
    if (m_layers <= LogSliderSteps) {
        m_spacingSlider->setRange(1, int(m_layers));
        m_spacingSlider->setValue(int(m_spacing));
    } else {
        m_spacingSlider->setRange(0, LogSliderSteps);
        m_spacingSlider->setValue(qRound(std::log(double(m_spacing)) / std::log(double(m_layers)) * LogSliderSteps));
    }
    m_modeCombo->setCurrentIndex(int(m_mode));
    m_ratioSpin->setValue(m_backwardRatio);
}

void SimulatorPanel::recomputeCurves()
{
    // The longest step any spacing gives (k = N recomputes N − 1 layers; PyTorch's segments and Revolve at the same
    // memory never recompute more), so the time axis can stay fixed while k moves.
    m_timeSpan = Simulator::totalTime(m_chain, ScheduleSetting::uniform(m_layers, m_backwardRatio));
    m_timelineChart->setScale(m_timeSpan, m_layers);
    m_tradeoffChart->setCurves(m_layers, TradeoffAnalysis::spacingCurve(m_chain, m_backwardRatio),
                               TradeoffAnalysis::revolveFrontier(m_layers));
}

void SimulatorPanel::simulate()
{
    m_columns = m_timelineChart->plotColumns();
    m_snapshot = Simulator::snapshot(m_chain, currentSetting(), m_columns, m_timeSpan);
    m_timelineChart->setSnapshot(m_snapshot);
    m_tradeoffChart->setCurrentSpacing(m_spacing);
    m_readout->setText(readout());
    m_scheduleNote->setText(modeDescription());
    emit simulated();
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

QString SimulatorPanel::modeDescription() const
{
    const QLocale locale;
    const ScheduleSetting setting = currentSetting();
    switch (m_mode) {
    case Mode::Uniform:
        return tr("Uniform spacing (Chen et al. 2016): a checkpoint every %1 layers, %2 segments.")
            .arg(locale.toString(m_spacing), locale.toString((m_layers + m_spacing - 1) / m_spacing));
    case Mode::PyTorch:
        return tr("PyTorch checkpoint_sequential with %1 segments, reentrant mode: the last segment runs normally and "
                  "each checkpointed segment reruns all of its layers during backward.")
            .arg(locale.toString(setting.segments));
    case Mode::Optimal:
        return tr("Optimal schedule (Revolve, Griewank & Walther 2000) with %1 checkpoint slots: the same peak memory "
                  "as spacing k = %2, with the fewest recomputed layers.")
            .arg(locale.toString(setting.slotCount), locale.toString(m_spacing));
    }
    return {};
}

void SimulatorPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SimulatorPanel::retranslate()
{
    m_heading->setText(tr("Memory visualizer: a chain of N layers"));
    m_layersLabel->setText(tr("Layers N"));
    m_spacingLabel->setText(tr("Spacing k"));
    m_bestButton->setText(tr("Best k near sqrt(N)"));
    // Room for fallback-font glyphs (Bengali), which the button's size hint underestimates.
    m_bestButton->setMinimumWidth(m_bestButton->fontMetrics().horizontalAdvance(m_bestButton->text()) * 11 / 10 + 24);
    m_bestButton->setToolTip(tr("Set k to the spacing near sqrt(N) with the lowest peak memory"));
    m_modeLabel->setText(tr("Schedule"));
    m_modeCombo->setItemText(int(Mode::Uniform), tr("Uniform spacing k (textbook)"));
    m_modeCombo->setItemText(int(Mode::PyTorch), tr("PyTorch checkpoint_sequential (segments of about k)"));
    m_modeCombo->setItemText(int(Mode::Optimal), tr("Optimal (Revolve) at the same memory"));
    m_ratioLabel->setText(tr("Backward/forward cost"));
    m_ratioSpin->setToolTip(tr("How many forward passes one backward pass costs (2 is typical)"));
    m_layersSlider->setToolTip(tr("Number of layers in the chain (logarithmic)"));
    m_spacingSlider->setToolTip(tr("Layers between checkpoints"));
    // Number formats follow the language too.
    for (QAbstractSpinBox *spin : {static_cast<QAbstractSpinBox *>(m_layersSpin),
                                   static_cast<QAbstractSpinBox *>(m_spacingSpin),
                                   static_cast<QAbstractSpinBox *>(m_ratioSpin)})
        spin->setLocale(QLocale());
    m_timelineChart->retranslate();
    m_tradeoffChart->retranslate();
    m_timelineChart->chart()->setLocale(QLocale());
    m_tradeoffChart->chart()->setLocale(QLocale());
    if (m_snapshot.figures.valid) {
        m_readout->setText(readout());
        m_scheduleNote->setText(modeDescription());
    }
}

SimulatorSnapshot SimulatorPanel::reportSnapshot() const
{
    const QLocale locale;
    const ScheduleFigures &figures = m_snapshot.figures;
    SimulatorSnapshot snapshot;
    snapshot.figures = {
        {tr("Schedule"), m_modeCombo->currentText()},
        {tr("Layers N"), locale.toString(m_layers)},
        {tr("Spacing k"), locale.toString(m_spacing)},
        {tr("Backward/forward cost"), locale.toString(m_backwardRatio, 'f', 1)},
        {tr("Peak memory"), tr("%1 of %2 activations")
                                .arg(locale.toString(figures.peakMemory),
                                     locale.toString(m_snapshot.storeAllFigures.peakMemory))},
        {tr("Extra layer forwards"), locale.toString(figures.extraForwards)},
        {tr("Step overhead"), tr("+%1%").arg(locale.toString(100.0 * figures.overhead, 'f', 1))},
    };
    QWidget *charts = m_timelineChart->parentWidget();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    charts->grab().save(&buffer, "PNG");
    snapshot.chartPng = png;
    return snapshot;
}
