// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/schedulecatalog.h"

#include "core/simulator/chain.h"
#include "core/simulator/revolvecount.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

qint64 segmentCount(qint64 layers, qint64 spacing)
{
    return (layers + spacing - 1) / spacing;
}

} // namespace

const QList<ScheduleCatalog::Entry> &ScheduleCatalog::all()
{
    static const QList<Entry> entries = {
        {
            .kind = ScheduleKind::Uniform,
            .name = "uniform",
            .parameter = "spacing",
            .valueName = "K",
            .field = &ScheduleSetting::spacing,
            .boundedByLayers = true,
            .offeredInPanel = true,
            .label = QT_TRANSLATE_NOOP("ScheduleCatalog", "Uniform spacing k (textbook)"),
            .parameterHelp
            = QT_TRANSLATE_NOOP("ScheduleCatalog", "a checkpoint every K layers (default: the best k near sqrt(N))"),
            .reportName = QT_TRANSLATE_NOOP("ScheduleCatalog", "Uniform spacing k (textbook)"),
            .parameterLabel = QT_TRANSLATE_NOOP("ScheduleCatalog", "Spacing k"),
            .controlLabel = QT_TRANSLATE_NOOP("SimulatorPanel", "Spacing k"),
            .controlToolTip = QT_TRANSLATE_NOOP("SimulatorPanel", "Layers between checkpoints"),
            .nearSqrtToolTip
            = QT_TRANSLATE_NOOP("SimulatorPanel", "The spacing near sqrt(N) with the lowest peak memory"),
            .axisTitle = QT_TRANSLATE_NOOP("ScheduleCatalog", "Spacing k (log scale)"),
            .currentName = QT_TRANSLATE_NOOP("ScheduleCatalog", "Current k"),
            .valueText = QT_TRANSLATE_NOOP("ScheduleCatalog", "k = %1"),
            .parameterForSpacing = [](qint64, qint64 spacing, qint64) { return spacing; },
            .describe =
                [](const ScheduleSetting &setting, qint64 layers) {
                    const qint64 segments = segmentCount(layers, setting.spacing);
                    if (segments == 1)
                        return ScheduleCatalog::tr("Uniform spacing (after Chen et al. 2016): one segment of %Ln "
                                                   "layer(s), kept whole: the same as storing everything.",
                                                   nullptr, int(layers));
                    if (setting.spacing == 1)
                        return ScheduleCatalog::tr("Uniform spacing (after Chen et al. 2016) with k = 1: every "
                                                   "activation is a checkpoint, kept from the forward pass, and "
                                                   "nothing is recomputed: the same as storing everything.");
                    //: %1 is a sentence like "a checkpoint every 10 layers", %2 one like "10 segments".
                    return ScheduleCatalog::tr("Uniform spacing (after Chen et al. 2016, whose Algorithm 1 reruns "
                                               "every segment whole): %1, %2. The last segment keeps its activations "
                                               "in the forward pass; every other segment is recomputed once during "
                                               "backward, all but its last layer.")
                        .arg(ScheduleCatalog::tr("a checkpoint every %Ln layer(s)", nullptr, int(setting.spacing)),
                             ScheduleCatalog::tr("%Ln segment(s)", nullptr, int(segments)));
                },
            .closedForm = &ClosedForms::uniform,
        },
        {
            .kind = ScheduleKind::PyTorch,
            .name = "pytorch",
            .parameter = "segments",
            .valueName = "S",
            .field = &ScheduleSetting::segments,
            .boundedByLayers = true,
            .offeredInPanel = true,
            .label = QT_TRANSLATE_NOOP("ScheduleCatalog", "PyTorch checkpoint_sequential"),
            .parameterHelp = QT_TRANSLATE_NOOP("ScheduleCatalog", "S segments (default: ceil(N/k), about k layers "
                                                                  "each, k being the best spacing near sqrt(N))"),
            .reportName = QT_TRANSLATE_NOOP("ScheduleCatalog", "PyTorch checkpoint_sequential"),
            .parameterLabel = QT_TRANSLATE_NOOP("ScheduleCatalog", "Segments"),
            .controlLabel = QT_TRANSLATE_NOOP("SimulatorPanel", "Segments S"),
            .controlToolTip = QT_TRANSLATE_NOOP("SimulatorPanel", "checkpoint_sequential's segments: S − 1 are "
                                                                  "checkpointed, each of N // S layers, and the rest "
                                                                  "run normally"),
            .nearSqrtToolTip = QT_TRANSLATE_NOOP("SimulatorPanel", "Make the segments about as long as the best "
                                                                   "spacing near sqrt(N)"),
            .axisTitle = QT_TRANSLATE_NOOP("ScheduleCatalog", "Segments S (log scale)"),
            .currentName = QT_TRANSLATE_NOOP("ScheduleCatalog", "Current S"),
            .valueText = QT_TRANSLATE_NOOP("ScheduleCatalog", "S = %1"),
            // checkpoint_sequential takes a segment count, the slider a spacing: segments of about k layers.
            .parameterForSpacing = [](qint64 layers, qint64 spacing, qint64) { return segmentCount(layers, spacing); },
            .describe =
                [](const ScheduleSetting &setting, qint64 layers) {
                    if (setting.segments == 1)
                        return ScheduleCatalog::tr("1 segment: checkpoint_sequential runs every layer normally and "
                                                   "keeps every activation; nothing is recomputed: the same as "
                                                   "storing everything.");
                    const qint64 size = layers / setting.segments;
                    const qint64 last = layers - (setting.segments - 1) * size;
                    //: %1 is "N segments", %2 "of N layers" (the size N // S), %3 "the last N layers" (the rest).
                    const QString shape
                        = ScheduleCatalog::tr("%1 %2; %3 run normally and are kept.")
                              .arg(ScheduleCatalog::tr("%Ln segment(s)", nullptr, int(setting.segments)),
                                   ScheduleCatalog::tr("of %Ln layer(s)", nullptr, int(size)),
                                   ScheduleCatalog::tr("the last %Ln layer(s)", nullptr, int(last)));
                    if (setting.useReentrant)
                        return shape + u' '
                               + ScheduleCatalog::tr("use_reentrant=True (not the recommended setting): each "
                                                     "checkpointed segment reruns all of its layers during backward, "
                                                     "and a segment whose input does not require grad gets no "
                                                     "gradients (PyTorch only warns).");
                    if (setting.layersSaveOutput)
                        return shape + u' '
                               + ScheduleCatalog::tr("use_reentrant=False (recommended; PyTorch 2.1 or later), with "
                                                     "layers that save their output or a mask (ReLU, dropout, a "
                                                     "transformer block): the rerun stops only after the segment's "
                                                     "last layer has run again, so all of its layers rerun.");
                    return shape + u' '
                           + ScheduleCatalog::tr("use_reentrant=False (recommended; PyTorch 2.1 or later), with "
                                                 "layers that save only their input (nn.Linear): the rerun stops as "
                                                 "soon as the last tensor the backward needs is back, one layer short "
                                                 "of the segment.");
                },
            .closedForm = &ClosedForms::pyTorch,
        },
        {
            .kind = ScheduleKind::Optimal,
            .name = "optimal",
            .parameter = "slots",
            .valueName = "s",
            .field = &ScheduleSetting::slotCount,
            .boundedByLayers = false,
            .offeredInPanel = true,
            .label = QT_TRANSLATE_NOOP("ScheduleCatalog", "Optimal (Revolve) for a memory budget"),
            .parameterHelp = QT_TRANSLATE_NOOP("ScheduleCatalog", "s checkpoint slots (default: the same peak memory "
                                                                  "as the best k near sqrt(N))"),
            .reportName = QT_TRANSLATE_NOOP("ScheduleCatalog", "Optimal (Revolve)"),
            .parameterLabel = QT_TRANSLATE_NOOP("ScheduleCatalog", "Checkpoint slots"),
            .controlLabel = QT_TRANSLATE_NOOP("SimulatorPanel", "Memory budget"),
            .controlToolTip = QT_TRANSLATE_NOOP("SimulatorPanel", "Saved activations the schedule may hold at once: "
                                                                  "the checkpoint slots plus the activation being "
                                                                  "worked on"),
            .nearSqrtToolTip = QT_TRANSLATE_NOOP("SimulatorPanel", "The memory of the best spacing near sqrt(N)"),
            .controlIsMemory = true,
            .axisTitle = QT_TRANSLATE_NOOP("ScheduleCatalog", "Checkpoint slots s (log scale)"),
            .currentName = QT_TRANSLATE_NOOP("ScheduleCatalog", "Current s"),
            .valueText = QT_TRANSLATE_NOOP("ScheduleCatalog", "s = %1"),
            // Revolve at the memory the learner chose with k: the fewest recomputes for that peak.
            .parameterForSpacing
            = [](qint64 layers, qint64, qint64 uniformPeak) { return RevolveCount::slotsForPeak(layers, uniformPeak); },
            .describe =
                [](const ScheduleSetting &setting, qint64 layers) {
                    //: %1 is "N checkpoint slots", %2 "N activations" (the peak).
                    return ScheduleCatalog::tr("Optimal schedule (Revolve, Griewank & Walther 2000): %1 plus the "
                                               "activation being worked on, %2 at the peak, with the fewest "
                                               "recomputed layers any schedule needs for that memory.")
                        .arg(ScheduleCatalog::tr("%Ln checkpoint slot(s)", nullptr, int(setting.slotCount)),
                             ScheduleCatalog::tr("%Ln activation(s)", nullptr,
                                                 int(RevolveCount::peakMemory(layers, setting.slotCount))));
                },
            .closedForm = &ClosedForms::optimal,
        },
        {
            .kind = ScheduleKind::StoreAll,
            .name = "store-all",
            .label = QT_TRANSLATE_NOOP("ScheduleCatalog", "Store all (no checkpointing)"),
            .reportName = QT_TRANSLATE_NOOP("ScheduleCatalog", "Store every activation"),
            .parameterForSpacing = [](qint64, qint64, qint64) { return qint64(0); },
            .describe
            = [](const ScheduleSetting &, qint64) { return ScheduleCatalog::tr("Store all (no checkpointing)"); },
            .closedForm = &ClosedForms::storeAll,
        },
    };
    return entries;
}

qint64 ScheduleCatalog::controlFromParameter(ScheduleKind kind, qint64 layers, qint64 parameter)
{
    return entry(kind).controlIsMemory ? RevolveCount::peakMemory(layers, parameter) : parameter;
}

qint64 ScheduleCatalog::parameterFromControl(ScheduleKind kind, qint64 control)
{
    return entry(kind).controlIsMemory ? qMax<qint64>(1, control - 1) : control;
}

qint64 ScheduleCatalog::controlMinimum(ScheduleKind kind, qint64 layers)
{
    return entry(kind).controlIsMemory ? qMin<qint64>(2, layers) : 1;
}

qint64 ScheduleCatalog::parameterMaximum(ScheduleKind kind, qint64 layers)
{
    return entry(kind).boundedByLayers ? layers : qMax<qint64>(1, layers - 1);
}

ScheduleSetting ScheduleCatalog::withParameter(ScheduleSetting base, ScheduleKind kind, qint64 parameter)
{
    base.kind = kind;
    if (const auto field = entry(kind).field)
        base.*field = parameter;
    return base;
}

qint64 ScheduleCatalog::parameterOf(const ScheduleSetting &setting)
{
    const auto field = entry(setting.kind).field;
    return field ? setting.*field : 0;
}

const ScheduleCatalog::Entry &ScheduleCatalog::entry(ScheduleKind kind)
{
    for (const Entry &entry : all()) {
        if (entry.kind == kind)
            return entry;
    }
    Q_UNREACHABLE(); // every ScheduleKind has an entry; tst_schedulecatalog checks it
}

const ScheduleCatalog::Entry *ScheduleCatalog::find(QStringView name)
{
    for (const Entry &entry : all()) {
        if (name == QLatin1String(entry.name))
            return &entry;
    }
    return nullptr;
}

QString ScheduleCatalog::nameList()
{
    QStringList names;
    for (const Entry &entry : all())
        names.append(QString::fromLatin1(entry.name));
    return names.join(", "_L1);
}

QString ScheduleCatalog::label(ScheduleKind kind)
{
    return tr(entry(kind).label);
}

QString ScheduleCatalog::reportName(ScheduleKind kind)
{
    return tr(entry(kind).reportName);
}

QString ScheduleCatalog::parameterLabel(ScheduleKind kind)
{
    const char *label = entry(kind).parameterLabel;
    return label ? tr(label) : QString();
}

namespace {

// A schedule without a parameter (store-all) reads as uniform spacing k = N: what the panel shows for it.
const ScheduleCatalog::Entry &parameterEntry(ScheduleKind kind)
{
    const ScheduleCatalog::Entry &entry = ScheduleCatalog::entry(kind);
    return entry.field ? entry : ScheduleCatalog::entry(ScheduleKind::Uniform);
}

} // namespace

QString ScheduleCatalog::axisTitle(ScheduleKind kind)
{
    return tr(parameterEntry(kind).axisTitle);
}

QString ScheduleCatalog::currentName(ScheduleKind kind)
{
    return tr(parameterEntry(kind).currentName);
}

QString ScheduleCatalog::valueText(ScheduleKind kind, const QString &number)
{
    return tr(parameterEntry(kind).valueText).arg(number);
}

QString ScheduleCatalog::parameterHelp(ScheduleKind kind)
{
    const char *help = entry(kind).parameterHelp;
    return help ? tr(help) : QString();
}

ClosedForms::Figures ScheduleCatalog::closedForm(const Chain &chain, const ScheduleSetting &setting)
{
    Q_ASSERT(chain.isUniform());
    return entry(setting.kind).closedForm(chain, setting);
}
