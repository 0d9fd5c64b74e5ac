// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/planpanel.h"

#include "core/realistic/realisticreadout.h"
#include "core/realistic/realmodelstate.h"
#include "ui/backgroundtask.h"
#include "ui/measurementexport.h"
#include "ui/plantablemodel.h"
#include "ui/stackwhennarrow.h"
#include "ui_planpanel.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QScopedValueRollback>
#include <QSortFilterProxyModel>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int ReplanDelayMs = 150;
constexpr int CustomGpu = -1;
constexpr int DefaultGpu = 2; // H100 SXM

QString recomputeText(const RecomputeSetting &recompute)
{
    return recompute.policy == RecomputePolicy::Full && recompute.spacing > 1
               ? PlanTableModel::tr("full, k = %1").arg(QLocale().toString(recompute.spacing))
               : PlanTableModel::policyName(recompute.policy);
}

} // namespace

PlanPanel::PlanPanel(RealModelState *state, QWidget *parent)
    : QGroupBox(parent)
    , m_state(state)
    , m_model(new PlanTableModel(this))
    , m_sorted(new QSortFilterProxyModel(this))
    , m_replanTimer(new QTimer(this))
    , m_background(new BackgroundTask(this, this))
    , m_ui(std::make_unique<Ui::PlanPanel>())
{
    m_ui->setupUi(this);
    setObjectName(u"planPanel"_s);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(PlanTableModel::SortRole);
    m_ui->planTable->setModel(m_sorted);
    m_ui->planTable->sortByColumn(PlanTableModel::StepTime, Qt::AscendingOrder);
    m_ui->planTable->verticalHeader()->hide();
    m_ui->planTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->planTable->horizontalHeader()->setStretchLastSection(true);
    fillCombos();
    m_ui->gpuCombo->setCurrentIndex(DefaultGpu);
    for (QComboBox *combo : {m_ui->gpuCombo, m_ui->linkCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }
    new StackWhenNarrow(m_ui->inputsRow, this);
    m_replanTimer->setSingleShot(true);
    m_replanTimer->setInterval(ReplanDelayMs);
    connect(m_replanTimer, &QTimer::timeout, this, &PlanPanel::replan);
    const auto later = [this] { m_replanTimer->start(); };
    connect(m_state, &RealModelState::changed, this, later);
    for (QSpinBox *spin : {m_ui->gpusSpin, m_ui->globalBatchSpin, m_ui->utilisationSpin})
        connect(spin, &QSpinBox::valueChanged, this, later);
    connect(m_ui->tflopsSpin, &QDoubleSpinBox::valueChanged, this, later);
    connect(m_ui->linkCombo, &QComboBox::currentIndexChanged, this, later);
    connect(m_ui->gpuCombo, &QComboBox::currentIndexChanged, this, [this] {
        const int gpu = m_ui->gpuCombo->currentData().toInt();
        m_ui->tflopsSpin->setEnabled(gpu == CustomGpu);
        if (gpu == CustomGpu || m_applying)
            return;
        // A GPU brings its peak and its memory, which the form's setup takes too.
        const GpuSpec &spec = GpuSpec::presets().at(gpu);
        m_ui->tflopsSpin->setValue(spec.peakTflops);
        const QScopedValueRollback<bool> applying(m_applying, true);
        m_state->setGpuMemoryGiB(spec.memoryGiB);
        emit applied();
    });
    connect(m_ui->planTable, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { applyRow(index.row()); });
    connect(m_ui->applyButton, &QPushButton::clicked, this, [this] {
        if (const std::optional<PlannedSetup> planned = selectedSetup())
            apply(*planned);
    });
    connect(m_ui->measureRowButton, &QPushButton::clicked, this, [this] {
        if (const std::optional<PlannedSetup> planned = selectedSetup()) {
            const QString path = MeasurementExport::choose(this, m_state->model(), planned->setup, planned->recompute);
            m_ui->measureSavedLabel->setText(path.isEmpty() ? QString() : MeasurementExport::savedMessage(path));
            m_ui->measureSavedLabel->setVisible(!path.isEmpty());
        }
    });
    connect(m_ui->planTable->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const bool selected = m_ui->planTable->selectionModel()->hasSelection();
        m_ui->applyButton->setEnabled(selected);
        m_ui->measureRowButton->setEnabled(selected);
    });
    connect(m_ui->applyChangeButton, &QPushButton::clicked, this, [this] {
        if (m_smallestChange)
            apply(*m_smallestChange);
    });
    m_ui->applyButton->setEnabled(false);
    m_ui->measureRowButton->setEnabled(false);
    m_ui->measureSavedLabel->hide();
    retranslate();
    replan();
}

PlanPanel::~PlanPanel() = default;

void PlanPanel::fillCombos()
{
    const QSignalBlocker blockGpu(m_ui->gpuCombo);
    const QSignalBlocker blockLink(m_ui->linkCombo);
    const QLocale locale;
    if (m_ui->gpuCombo->count() == 0) {
        for (int i = 0; i < GpuSpec::presets().size(); ++i)
            m_ui->gpuCombo->addItem(QString(), i);
        m_ui->gpuCombo->addItem(QString(), CustomGpu);
        for (int i = 0; i < HostLink::presets().size(); ++i)
            m_ui->linkCombo->addItem(QString(), i);
    }
    for (int i = 0; i < GpuSpec::presets().size(); ++i) {
        const GpuSpec &gpu = GpuSpec::presets().at(i);
        //: %1 is a GPU's name (H100 SXM), %2 its memory (80 GiB), %3 its dense 16-bit peak in TFLOP/s.
        m_ui->gpuCombo->setItemText(
            i, tr("%1: %2, %3 TFLOP/s")
                   .arg(gpu.name, locale.formattedDataSize(gpu.memoryGiB << 30, 0, QLocale::DataSizeIecFormat),
                        locale.toString(gpu.peakTflops, 'f', 0)));
    }
    m_ui->gpuCombo->setItemText(m_ui->gpuCombo->count() - 1, tr("Other (the form's memory, this peak)"));
    for (int i = 0; i < HostLink::presets().size(); ++i) {
        const HostLink &link = HostLink::presets().at(i);
        //: %1 is a link's name (PCIe Gen4 ×16), %2 its bandwidth per direction in GB/s.
        m_ui->linkCombo->setItemText(
            i, tr("%1, %2 GB/s").arg(link.name, locale.toString(link.gigabytesPerSecond, 'f', 0)));
    }
}

PlanRequest PlanPanel::request() const
{
    PlanRequest request;
    request.model = m_state->model();
    request.base = m_state->setup();
    request.gpus = m_ui->gpusSpin->value();
    request.globalBatch = m_ui->globalBatchSpin->value();
    request.peakTflops = m_ui->tflopsSpin->value();
    request.utilisation = m_ui->utilisationSpin->value() / 100.0;
    request.hostLinkGBps = HostLink::presets().at(qMax(0, m_ui->linkCombo->currentIndex())).gigabytesPerSecond;
    return request;
}

void PlanPanel::replan()
{
    m_replanTimer->stop();
    const int generation = ++m_generation;
    const PlanRequest planned = request();
    const TrainingSetup setup = m_state->setup();
    const RecomputeSetting recompute = m_state->recompute();
    // Real setups plan in milliseconds (bench_planner), here, so the table follows the inputs as they change. A config
    // of a million layers (the reader accepts one) or a million GPUs plans for seconds: off the GUI thread, with
    // progress and Cancel, while the window repaints and answers. A change made meanwhile starts a newer plan; the
    // older one's result is dropped.
    if (planned.gpus <= QuickPlanLimit && planned.model.layers <= QuickPlanLimit) {
        const std::atomic_bool never = false;
        showPlan(planned, plan(planned, setup, recompute, never));
        return;
    }
    auto outcome = std::make_shared<std::optional<Outcome>>();
    m_background->start(
        tr("Planning…"),
        [planned, setup, recompute, outcome](const std::atomic_bool &cancelled) {
            *outcome = plan(planned, setup, recompute, cancelled);
        },
        [this, generation, planned, outcome](bool finished) {
            if (generation != m_generation)
                return;
            if (!finished || (*outcome)->plan.cancelled) {
                m_ui->summaryLabel->setText(tr("Planning was cancelled: change an input to plan again."));
                return;
            }
            showPlan(planned, **outcome);
        });
}

PlanPanel::Outcome PlanPanel::plan(const PlanRequest &planned, const TrainingSetup &setup,
                                   const RecomputeSetting &recompute, const std::atomic_bool &cancelled)
{
    Outcome outcome;
    QElapsedTimer clock;
    clock.start();
    const Expected<Planner::Plan> plan = Planner::plan(planned, &cancelled);
    outcome.milliseconds = clock.elapsed();
    if (plan)
        outcome.plan = *plan;
    else
        outcome.planError = plan.error();
    outcome.diagnosis = Planner::diagnose(planned.model, setup, recompute);
    const qint64 layout = setup.tensorParallel * setup.pipelineParallel;
    if (outcome.diagnosis && !outcome.diagnosis->figures.fits && planned.gpus % layout == 0) {
        TrainingSetup onPlan = setup;
        onPlan.gpus = planned.gpus / layout;
        onPlan.globalBatch = planned.globalBatch;
        outcome.smallestChange = Planner::smallestChange(planned, outcome.plan, onPlan, recompute, &cancelled);
    }
    outcome.plan.cancelled = outcome.plan.cancelled || cancelled.load();
    return outcome;
}

void PlanPanel::showPlan(const PlanRequest &planned, const Outcome &outcome)
{
    m_planMilliseconds = outcome.milliseconds;
    m_plan = outcome.plan;
    // The same plan (after a row was applied, only the form's own setup changed) keeps the table's selection.
    const auto sameRows = [](const QList<PlannedSetup> &a, const QList<PlannedSetup> &b) {
        return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const PlannedSetup &x, const PlannedSetup &y) {
            return x.figures.totalBytes == y.figures.totalBytes && x.stepSeconds() == y.stepSeconds()
                   && Planner::changes(x, y).isEmpty();
        });
    };
    if (!sameRows(m_model->setups(), m_plan.setups))
        m_model->setSetups(m_plan.setups);
    const QLocale locale;
    if (!outcome.planError.isEmpty()) {
        //: %1 is the planner's message, e.g. "the global batch must be between 1 and …".
        m_ui->summaryLabel->setText(tr("No plan for this input: %1.").arg(outcome.planError));
    } else {
        //: %1 fitting layouts of %2, %3 setups tried, %4 milliseconds; %5 and %6 counts of layouts.
        m_ui->summaryLabel->setText(
            tr("%1 of %2 parallel layouts fit (%3 setups tried in %4 ms); the table lists the cheapest setup of each. "
               "In %5 of the others the model state alone overflows, in %6 the activations and logits do even with "
               "full recomputation. Step times count FLOPs, the pipeline bubble and offload transfers, not "
               "communication or the CPU's optimizer step.")
                .arg(locale.toString(m_plan.setups.size()), locale.toString(m_plan.layouts),
                     locale.toString(m_plan.setupsTried), locale.toString(m_planMilliseconds),
                     locale.toString(m_plan.modelStateBound), locale.toString(m_plan.activationBound)));
        if (m_plan.spacingsSampled)
            m_ui->summaryLabel->setText(
                m_ui->summaryLabel->text() + u' '
                + tr("A pipeline stage has more than %1 layers, so not every checkpoint spacing was tried: about "
                     "2√L of them.")
                      .arg(locale.toString(Planner::ExhaustiveSpacings)));
    }
    showWhyNot(planned, outcome);
}

void PlanPanel::showWhyNot(const PlanRequest &planned, const Outcome &outcome)
{
    const QLocale locale;
    const TrainingSetup &setup = m_state->setup();
    const Expected<FitDiagnosis> &diagnosis = outcome.diagnosis;
    m_smallestChange = outcome.smallestChange;
    QString text;
    if (!diagnosis) {
        text = tr("The form's setup has no figures: %1.").arg(diagnosis.error());
    } else {
        //: %Ln is the GPUs the form's setup uses (t × p × d).
        text = tr("The form's setup on %Ln GPU(s): ", nullptr, int(qMin<qint64>(setup.totalGpus(), 1'000'000)))
               + RealisticReadout::verdict(*diagnosis);
        if (m_smallestChange) {
            const PlannedSetup current{setup, m_state->recompute(), diagnosis->figures};
            QStringList changes;
            for (const QString &field : Planner::changes(current, *m_smallestChange)) {
                const TrainingSetup &to = m_smallestChange->setup;
                if (field == "tensor_parallel"_L1)
                    changes.append(to.sequenceParallel
                                       ? tr("tensor parallelism %1 with SP").arg(locale.toString(to.tensorParallel))
                                       : tr("tensor parallelism %1").arg(locale.toString(to.tensorParallel)));
                else if (field == "pipeline_parallel"_L1)
                    changes.append(tr("%1 pipeline stages").arg(locale.toString(to.pipelineParallel)));
                else if (field == "micro_batch"_L1)
                    changes.append(tr("micro-batch %1").arg(locale.toString(to.microBatch)));
                else if (field == "zero"_L1)
                    changes.append(tr("ZeRO stage %1").arg(locale.toString(to.zeroStage)));
                else if (field == "offload"_L1)
                    changes.append(to.optimizerOffload ? tr("the optimizer state in host memory")
                                                       : tr("the optimizer state on the GPU"));
                else
                    changes.append(tr("recompute: %1").arg(recomputeText(m_smallestChange->recompute)));
            }
            //: %1 lists the changes, %2 the memory per GPU then, %3 the step time in seconds.
            text += u"\n"_s
                    + tr("Smallest change that fits on %Ln GPU(s): %1 (%2 per GPU, a step of %3 s).", nullptr,
                         int(planned.gpus))
                          .arg(changes.join(tr(", ")), RealisticReadout::size(m_smallestChange->figures.totalBytes),
                               locale.toString(m_smallestChange->stepSeconds(), 'f', 2));
        }
    }
    m_ui->whyNotLabel->setText(text);
    m_ui->applyChangeButton->setVisible(bool(m_smallestChange));

    if (!m_state->figures()) {
        m_ui->offloadLabel->clear();
        return;
    }
    const ActivationOffload offload = ActivationOffload::compare(*m_state->figures(), setup, planned.hostLinkGBps,
                                                                 planned.peakTflops, planned.utilisation);
    const QString link = m_ui->linkCombo->currentText();
    //: %1 a size per block, %2 a link with its bandwidth, %3 and %4 milliseconds, %5 TFLOP/s, %6 a percentage,
    //: %7 a bandwidth in GB/s.
    m_ui->offloadLabel->setText(
        tr("Offloading instead of recomputing: the %1 per block that recomputation drops take %3 ms to the host and "
           "back over %2; recomputing them takes %4 ms at %5 TFLOP/s and %6% utilisation. Offloading is faster above "
           "%7 GB/s (transfers not overlapped with compute).")
            .arg(RealisticReadout::size(offload.droppedBytes), link,
                 locale.toString(offload.offloadSeconds * 1e3, 'f', 2),
                 locale.toString(offload.recomputeSeconds * 1e3, 'f', 2), locale.toString(planned.peakTflops, 'f', 0),
                 locale.toString(m_ui->utilisationSpin->value()), locale.toString(offload.breakEvenGBps, 'f', 0)));
}

void PlanPanel::applyRow(int viewRow)
{
    const QModelIndex source = m_sorted->mapToSource(m_sorted->index(viewRow, 0));
    if (source.isValid())
        apply(m_model->setups().at(source.row()));
}

std::optional<PlannedSetup> PlanPanel::selectedSetup() const
{
    const QModelIndexList rows = m_ui->planTable->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    const QModelIndex source = m_sorted->mapToSource(rows.constFirst());
    if (!source.isValid())
        return std::nullopt;
    return m_model->setups().at(source.row());
}

void PlanPanel::apply(const PlannedSetup &planned)
{
    const QScopedValueRollback<bool> applying(m_applying, true);
    m_state->assign(m_state->model(), planned.setup, planned.recompute);
    emit applied();
}

void PlanPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void PlanPanel::retranslate()
{
    m_ui->retranslateUi(this);
    fillCombos();
    for (QSpinBox *spin : findChildren<QSpinBox *>())
        spin->setLocale(QLocale());
    m_ui->tflopsSpin->setLocale(QLocale());
    m_model->retranslate();
    replan();
}
