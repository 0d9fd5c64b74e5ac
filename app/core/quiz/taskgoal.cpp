// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/taskgoal.h"

#include "core/io/jsoncursor.h"
#include "core/realistic/realmodelstate.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/chain.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/unitchainmodel.h"

#include <QLocale>

#include <climits>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 MaxCount = qint64(1) << 40;

qint64 count(const JsonCursor &at)
{
    const double value = at.value().toDouble(-1);
    if (!at.value().isDouble() || value < 1 || value > double(MaxCount) || value != double(qint64(value)))
        at.fail(TaskGoal::tr("expected a whole number from %L1 to %L2").arg(1).arg(MaxCount));
    return qint64(value);
}

// tr()'s plural count is an int: a larger count takes the plural form, which is right for it.
int countForPlural(qint64 value)
{
    return int(std::min<qint64>(value, INT_MAX));
}

QString number(qint64 value)
{
    return QLocale().toString(value);
}

} // namespace

TaskGoal TaskGoal::fromJson(const JsonCursor &at)
{
    TaskGoal goal;
    const QString view = at[u"view"_s].string();
    if (view == u"real-model"_s)
        goal.view = View::RealModel;
    else if (view != u"unit-chain"_s)
        at[u"view"_s].fail(TaskGoal::tr("expected \"unit-chain\" or \"real-model\""));
    const QStringList known
        = goal.view == View::UnitChain
              ? QStringList{u"view"_s,
                            u"layers"_s,
                            u"schedule"_s,
                            u"max_peak"_s,
                            u"max_extra_forwards"_s,
                            u"fewest_extra_forwards"_s}
              : QStringList{u"view"_s, u"model"_s, u"fits"_s, u"gpus"_s, u"gpu_memory_gib"_s, u"recompute"_s};
    const QJsonObject object = at.object();
    for (const QString &key : object.keys()) {
        if (!known.contains(key))
            at[key].fail(TaskGoal::tr("unknown field; this goal may set %1").arg(known.join(u", "_s)));
    }
    if (object.size() < 2)
        at.fail(TaskGoal::tr("expected at least one condition besides \"view\""));
    if (goal.view == View::UnitChain) {
        if (const auto layers = at.find(u"layers"_s))
            goal.layers = count(*layers);
        if (const auto schedule = at.find(u"schedule"_s)) {
            const ScheduleCatalog::Entry *entry = ScheduleCatalog::find(schedule->string());
            if (!entry)
                schedule->fail(TaskGoal::tr("unknown schedule; expected one of %1").arg(ScheduleCatalog::nameList()));
            goal.schedule = entry->kind;
        }
        if (const auto peak = at.find(u"max_peak"_s))
            goal.maxPeak = count(*peak);
        if (const auto extra = at.find(u"max_extra_forwards"_s))
            goal.maxExtraForwards = qint64(extra->integer(0));
        if (const auto fewest = at.find(u"fewest_extra_forwards"_s)) {
            if (!fewest->value().isBool())
                fewest->fail(TaskGoal::tr("expected true or false"));
            goal.fewestExtraForwards = fewest->value().toBool();
            if (goal.fewestExtraForwards && (!goal.maxPeak || !goal.schedule))
                fewest->fail(
                    TaskGoal::tr("needs \"max_peak\" and \"schedule\": the fewest extra forwards under which peak?"));
        }
        return goal;
    }
    if (const auto model = at.find(u"model"_s)) {
        goal.model = model->string();
        if (!TransformerModel::preset(goal.model))
            model->fail(
                u"unknown model \"%1\"; expected one of %2"_s.arg(goal.model, TransformerModel::presetNameList()));
    }
    if (const auto fits = at.find(u"fits"_s)) {
        if (!fits->value().isBool())
            fits->fail(TaskGoal::tr("expected true or false"));
        goal.fits = fits->value().toBool();
    }
    if (const auto gpus = at.find(u"gpus"_s))
        goal.gpus = count(*gpus);
    if (const auto memory = at.find(u"gpu_memory_gib"_s))
        goal.gpuMemoryGiB = count(*memory);
    if (const auto recompute = at.find(u"recompute"_s)) {
        RecomputePolicy policy = RecomputePolicy::None;
        if (!RecomputeSetting::fromName(recompute->string(), &policy))
            recompute->fail(TaskGoal::tr("unknown policy; expected one of %1").arg(RecomputeSetting::nameList()));
        goal.recompute = policy;
    }
    return goal;
}

QJsonObject TaskGoal::toJson() const
{
    QJsonObject json;
    if (view == View::UnitChain) {
        json.insert(u"view"_s, u"unit-chain"_s);
        if (layers)
            json.insert(u"layers"_s, *layers);
        if (schedule)
            json.insert(u"schedule"_s, ScheduleCatalog::name(*schedule));
        if (maxPeak)
            json.insert(u"max_peak"_s, *maxPeak);
        if (maxExtraForwards)
            json.insert(u"max_extra_forwards"_s, *maxExtraForwards);
        if (fewestExtraForwards)
            json.insert(u"fewest_extra_forwards"_s, true);
        return json;
    }
    json.insert(u"view"_s, u"real-model"_s);
    if (!model.isEmpty())
        json.insert(u"model"_s, model);
    if (fits)
        json.insert(u"fits"_s, *fits);
    if (gpus)
        json.insert(u"gpus"_s, *gpus);
    if (gpuMemoryGiB)
        json.insert(u"gpu_memory_gib"_s, *gpuMemoryGiB);
    if (recompute)
        json.insert(u"recompute"_s, RecomputeSetting::name(*recompute));
    return json;
}

QStringList TaskGoal::unmet(const UnitChainModel &unitChain, const RealModelState &realModel) const
{
    return view == View::UnitChain ? unmetUnitChain(unitChain) : unmetRealModel(realModel);
}

QStringList TaskGoal::unmetUnitChain(const UnitChainModel &model) const
{
    QStringList reasons;
    if (layers && model.layers() != *layers)
        reasons.append(tr("The chain has %Ln layer(s); the task is about %1.", nullptr, countForPlural(model.layers()))
                           .arg(number(*layers)));
    if (schedule && model.schedule() != *schedule)
        reasons.append(tr("The schedule is %1; the task asks for %2.")
                           .arg(ScheduleCatalog::label(model.schedule()), ScheduleCatalog::label(*schedule)));
    const ScheduleFigures &figures = model.snapshot().figures;
    if (!model.snapshot().error.isEmpty()) {
        reasons.append(model.snapshot().error);
        return reasons;
    }
    if (maxPeak && figures.peakMemory > *maxPeak)
        reasons.append(tr("The peak is %1 activations; the task allows at most %2.")
                           .arg(number(figures.peakMemory), number(*maxPeak)));
    if (maxExtraForwards && figures.extraForwards > *maxExtraForwards)
        reasons.append(tr("The schedule reruns %1 layer forwards; the task allows at most %2.")
                           .arg(number(figures.extraForwards), number(*maxExtraForwards)));
    if (fewestExtraForwards && reasons.isEmpty()) {
        // The least any setting of the schedule pays in reruns while keeping the peak within the bound.
        qint64 fewest = std::numeric_limits<qint64>::max();
        for (const TradeoffPoint &point : model.curve(*schedule)) {
            if (point.peakMemory <= *maxPeak)
                fewest = std::min(fewest, point.extraForwards);
        }
        if (figures.extraForwards > fewest)
            reasons.append(tr("The peak fits, but another setting reruns fewer layer forwards than these %1.")
                               .arg(number(figures.extraForwards)));
    }
    return reasons;
}

QStringList TaskGoal::unmetRealModel(const RealModelState &state) const
{
    QStringList reasons;
    if (!model.isEmpty() && state.model().name != model) {
        const TransformerModel *preset = TransformerModel::preset(model);
        reasons.append(
            tr("The real model is %1; the task is about %2.").arg(state.model().label, preset ? preset->label : model));
    }
    if (gpus && state.setup().gpus != *gpus)
        reasons.append(
            tr("The setup has %Ln GPU(s); the task asks for %1.", nullptr, countForPlural(state.setup().gpus))
                .arg(number(*gpus)));
    if (gpuMemoryGiB && state.setup().gpuMemoryGiB != *gpuMemoryGiB)
        reasons.append(tr("Each GPU has %1 GiB; the task asks for %2 GiB.")
                           .arg(number(state.setup().gpuMemoryGiB), number(*gpuMemoryGiB)));
    if (recompute && state.recompute().policy != *recompute)
        reasons.append(
            tr("Recomputation is “%1”; the task asks for “%2”.")
                .arg(RecomputeSetting::label(state.recompute().policy), RecomputeSetting::label(*recompute)));
    if (fits) {
        if (!state.figures())
            reasons.append(state.error());
        else if (state.figures()->fits != *fits)
            reasons.append(*fits ? tr("The step does not fit in the GPU's memory yet.")
                                 : tr("The step still fits in the GPU's memory."));
    }
    return reasons;
}
