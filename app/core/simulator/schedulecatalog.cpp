// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/schedulecatalog.h"

#include "core/simulator/chain.h"
#include "core/simulator/revolvecount.h"
#include "core/simulator/tradeoffanalysis.h"

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
        {ScheduleKind::Uniform, "uniform", "spacing", "K", &ScheduleSetting::spacing, true, true,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Uniform spacing k (textbook)"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "a checkpoint every K layers (default: the best k near sqrt(N))"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Uniform spacing k (textbook)"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Spacing k"), [](const Chain &, qint64 spacing) { return spacing; },
         [](const ScheduleSetting &setting, qint64 layers) {
             const qint64 segments = segmentCount(layers, setting.spacing);
             if (segments == 1)
                 return ScheduleCatalog::tr("Uniform spacing (Chen et al. 2016): one segment of %Ln layer(s), kept "
                                            "whole: the same as storing everything.",
                                            nullptr, int(layers));
             //: %1 is a sentence like "a checkpoint every 10 layers", %2 one like "10 segments".
             return ScheduleCatalog::tr("Uniform spacing (Chen et al. 2016): %1, %2. The last segment keeps its "
                                        "activations in the forward pass; every other segment is recomputed once "
                                        "during backward.")
                 .arg(ScheduleCatalog::tr("a checkpoint every %Ln layer(s)", nullptr, int(setting.spacing)),
                      ScheduleCatalog::tr("%Ln segment(s)", nullptr, int(segments)));
         },
         QT_TRANSLATE_NOOP("SimulatorPanel", "Spacing k"),
         QT_TRANSLATE_NOOP("SimulatorPanel", "Layers between checkpoints"),
         QT_TRANSLATE_NOOP("SimulatorPanel", "The spacing near sqrt(N) with the lowest peak memory")},
        {ScheduleKind::PyTorch, "pytorch", "segments", "S", &ScheduleSetting::segments, true, true,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "PyTorch checkpoint_sequential"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "S segments (default: segments of about the best k near sqrt(N) layers, "
                                              "ceil(N/k))"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "PyTorch checkpoint_sequential"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Segments"),
         // checkpoint_sequential takes a segment count, the slider a spacing: segments of about k layers.
         [](const Chain &chain, qint64 spacing) { return segmentCount(chain.layerCount(), spacing); },
         [](const ScheduleSetting &setting, qint64 layers) {
             const qint64 size = layers / setting.segments;
             const qint64 last = layers - (setting.segments - 1) * size;
             //: %1 is "N segments", %2 "of N layers" (the size N // S), %3 "the last N layers" (the rest).
             const QString shape = ScheduleCatalog::tr("%1 %2; %3 run normally and are kept.")
                                       .arg(ScheduleCatalog::tr("%Ln segment(s)", nullptr, int(setting.segments)),
                                            ScheduleCatalog::tr("of %Ln layer(s)", nullptr, int(size)),
                                            ScheduleCatalog::tr("the last %Ln layer(s)", nullptr, int(last)));
             if (setting.useReentrant)
                 return shape + u' '
                        + ScheduleCatalog::tr("use_reentrant=True (not the recommended setting): each checkpointed "
                                              "segment reruns all of its layers during backward, and a segment "
                                              "whose input does not require grad silently gets no gradients.");
             return shape + u' '
                    + ScheduleCatalog::tr("use_reentrant=False (recommended; PyTorch 2.1 or later): the rerun stops "
                                          "as soon as the last tensor the backward needs is back.");
         },
         QT_TRANSLATE_NOOP("SimulatorPanel", "Segments S"),
         QT_TRANSLATE_NOOP("SimulatorPanel", "checkpoint_sequential's segments: S − 1 are checkpointed, each of "
                                             "N // S layers, and the rest run normally"),
         QT_TRANSLATE_NOOP("SimulatorPanel", "Segments of about the best spacing near sqrt(N)")},
        {ScheduleKind::Optimal, "optimal", "slots", "s", &ScheduleSetting::slotCount, false, true,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Optimal (Revolve) for a memory budget"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "s checkpoint slots (default: the same peak memory as the best k near "
                                              "sqrt(N))"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Optimal (Revolve)"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Checkpoint slots"),
         // Revolve at the memory the learner chose with k: the fewest recomputes for that peak.
         [](const Chain &chain, qint64 spacing) {
             return TradeoffAnalysis::optimalSlotsForPeak(
                 chain.layerCount(), TradeoffAnalysis::point(chain, ScheduleSetting::uniform(spacing)).peakMemory);
         },
         [](const ScheduleSetting &setting, qint64 layers) {
             //: %1 is "N checkpoint slots", %2 "N activations" (the peak).
             return ScheduleCatalog::tr("Optimal schedule (Revolve, Griewank & Walther 2000): %1 plus the "
                                        "activation being worked on, %2 at the peak, with the fewest recomputed "
                                        "layers any schedule needs for that memory.")
                 .arg(ScheduleCatalog::tr("%Ln checkpoint slot(s)", nullptr, int(setting.slotCount)),
                      ScheduleCatalog::tr("%Ln activation(s)", nullptr,
                                          int(RevolveCount::peakMemory(layers, setting.slotCount))));
         },
         QT_TRANSLATE_NOOP("SimulatorPanel", "Memory budget"),
         QT_TRANSLATE_NOOP("SimulatorPanel", "Saved activations the schedule may hold at once: the checkpoint "
                                             "slots plus the activation being worked on"),
         QT_TRANSLATE_NOOP("SimulatorPanel", "The memory of the best spacing near sqrt(N)"), true},
        {ScheduleKind::StoreAll, "store-all", nullptr, nullptr, nullptr, false, false,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Store all (no checkpointing)"), nullptr,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Store every activation"), nullptr,
         [](const Chain &, qint64) { return qint64(0); },
         [](const ScheduleSetting &, qint64) { return ScheduleCatalog::tr("Store all (no checkpointing)"); }},
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

QString ScheduleCatalog::parameterHelp(ScheduleKind kind)
{
    const char *help = entry(kind).parameterHelp;
    return help ? tr(help) : QString();
}

qint64 ScheduleCatalog::defaultSpacing(const Chain &chain)
{
    return TradeoffAnalysis::bestSpacingNearSqrt(chain);
}

ScheduleSetting ScheduleCatalog::settingForSpacing(ScheduleKind kind, const Chain &chain, qint64 spacing, double ratio)
{
    const Entry &schedule = entry(kind);
    ScheduleSetting setting;
    setting.kind = kind;
    setting.backwardRatio = ratio;
    if (schedule.field)
        setting.*schedule.field = schedule.parameterForSpacing(chain, spacing);
    return setting;
}

ScheduleSetting ScheduleCatalog::defaultSetting(ScheduleKind kind, const Chain &chain, double ratio)
{
    return settingForSpacing(kind, chain, defaultSpacing(chain), ratio);
}
