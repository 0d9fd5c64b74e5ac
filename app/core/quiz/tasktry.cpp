// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/tasktry.h"

#include "core/io/jsoncursor.h"
#include "core/quiz/localizedtext.h"
#include "core/quiz/simulatorscene.h"
#include "core/quiz/taskgoal.h"
#include "core/realistic/realmodelstate.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/unitchainmodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// A range of a parameter spelled out is at most this long: a try names a few values, not a sweep.
constexpr qint64 MaxRangeLength = 1000;

QString setting(ScheduleKind schedule, qint64 layers, qint64 parameter)
{
    return u"%1, N = %2, parameter %3"_s.arg(ScheduleCatalog::name(schedule)).arg(layers).arg(parameter);
}

QList<TaskTry::Outcome> performOnRealModel(const TaskTry &recipe, const TaskGoal &goal)
{
    RealModelState state;
    const TransformerModel *preset = TransformerModel::preset(goal.model.isEmpty() ? state.model().name : goal.model);
    TrainingSetup setup = TrainingSetup::defaultFor(*preset);
    if (goal.gpus)
        setup.gpus = *goal.gpus;
    if (goal.gpuMemoryGiB)
        setup.gpuMemoryGiB = *goal.gpuMemoryGiB;
    RecomputeSetting recompute = RecomputeSetting::none();
    const QString described = QString::fromUtf8(QJsonDocument(recipe.realFields).toJson(QJsonDocument::Compact));
    QString error;
    if (!SimulatorScene::applyRealFields(recipe.realFields, preset->name, &setup, &recompute, &error))
        return {{described, {error}}};
    state.assign(*preset, setup, recompute);
    const UnitChainModel unused;
    return {{described, goal.unmet(unused, state)}};
}

} // namespace

QList<TaskTry::Outcome> TaskTry::perform(const TaskGoal &goal) const
{
    if (goal.view == TaskGoal::View::RealModel)
        return performOnRealModel(*this, goal);
    UnitChainModel model;
    model.setLayers(layers.value_or(goal.layers.value_or(model.layers())));
    model.setSchedule(schedule.value_or(goal.schedule.value_or(model.schedule())));
    QList<qint64> parameters = values;
    if (rule == Rule::NearSqrt) {
        model.goNearSqrt();
        parameters = {model.parameter()};
    } else if (rule == Rule::LowestPeak) {
        // Every setting the slider reaches, as a learner sweeping it would see them.
        qint64 lowest = std::numeric_limits<qint64>::max();
        for (qint64 control = model.controlMinimum(); control <= model.controlMaximum(); ++control) {
            model.setControl(control);
            const qint64 peak = model.snapshot().figures.peakMemory;
            if (peak < lowest)
                parameters.clear();
            if (peak <= lowest && !parameters.contains(model.parameter()))
                parameters.append(model.parameter());
            lowest = std::min(lowest, peak);
        }
    }
    const RealModelState unused;
    QList<Outcome> outcomes;
    for (const qint64 parameter : std::as_const(parameters)) {
        model.setParameter(parameter);
        Outcome outcome{setting(model.schedule(), model.layers(), parameter), {}};
        outcome.unmet = model.parameter() == parameter
                            ? goal.unmet(model, unused)
                            : QStringList{u"the schedule cannot take this parameter on this chain"_s};
        outcomes.append(outcome);
    }
    return outcomes;
}

QList<qint64> TaskTry::numbers() const
{
    QList<qint64> named = rangeEnds.isEmpty() && rule == Rule::Values ? values : rangeEnds;
    if (layers)
        named.prepend(*layers);
    return named;
}

QStringList TaskTry::problems(const TaskGoal &goal, const LocalizedText &text, const QStringList &languages) const
{
    QStringList found;
    for (const Outcome &outcome : perform(goal)) {
        if (!outcome.unmet.isEmpty())
            found.append(u"the try %1 is refused: %2"_s.arg(outcome.setting, outcome.unmet.join(u' ')));
    }
    for (const QString &language : languages) {
        const QString said = text.text(language);
        for (const qint64 number : numbers()) {
            // A whole number, in the language's digits or ASCII, with or without group separators: "1000", "১০০০".
            QLocale locale(language);
            QStringList spellings{QString::number(number), locale.toString(number)};
            locale.setNumberOptions(QLocale::OmitGroupSeparator);
            spellings.append(locale.toString(number));
            const bool named = std::any_of(spellings.cbegin(), spellings.cend(), [&said](const QString &spelling) {
                for (qsizetype at = said.indexOf(spelling); at >= 0; at = said.indexOf(spelling, at + 1)) {
                    const qsizetype end = at + spelling.size();
                    if ((at == 0 || !said.at(at - 1).isDigit()) && (end == said.size() || !said.at(end).isDigit()))
                        return true;
                }
                return false;
            });
            if (!named)
                found.append(u"the %1 text does not name %2, which the try sets"_s.arg(language).arg(number));
        }
    }
    return found;
}

TaskTry TaskTry::fromJson(const JsonCursor &at)
{
    TaskTry recipe;
    const QStringList known{u"layers"_s, u"schedule"_s, u"parameter"_s, u"real"_s};
    const QJsonObject object = at.object();
    for (const QString &key : object.keys()) {
        if (!known.contains(key))
            at[key].fail(tr("unknown field; a try may set %1").arg(known.join(u", "_s)));
    }
    if (object.isEmpty())
        at.fail(tr("expected what the learner is told to do: \"parameter\" or \"real\""));
    if (const auto layers = at.find(u"layers"_s))
        recipe.layers = layers->integer64(1);
    if (const auto schedule = at.find(u"schedule"_s)) {
        const ScheduleCatalog::Entry *entry = ScheduleCatalog::find(schedule->string());
        if (!entry)
            schedule->fail(tr("unknown schedule; expected one of %1").arg(ScheduleCatalog::nameList()));
        recipe.schedule = entry->kind;
    }
    if (const auto real = at.find(u"real"_s))
        recipe.realFields = real->object();
    const std::optional<JsonCursor> parameter = at.find(u"parameter"_s);
    if (!parameter)
        return recipe;
    const QJsonValue value = parameter->value();
    if (value.isString()) {
        const QString rule = parameter->string();
        if (rule == u"lowest-peak"_s)
            recipe.rule = Rule::LowestPeak;
        else if (rule == u"near-sqrt"_s)
            recipe.rule = Rule::NearSqrt;
        else
            parameter->fail(tr("expected \"lowest-peak\", \"near-sqrt\", a number, a list or {\"from\", \"to\"}"));
    } else if (value.isObject()) {
        const qint64 from = (*parameter)[u"from"_s].integer64(1);
        const qint64 to = (*parameter)[u"to"_s].integer64(from);
        if (to - from >= MaxRangeLength)
            parameter->fail(tr("expected a range of at most %L1 values").arg(MaxRangeLength));
        for (qint64 each = from; each <= to; ++each)
            recipe.values.append(each);
        recipe.rangeEnds = {from, to};
    } else if (value.isArray()) {
        for (const JsonCursor &each : parameter->elements())
            recipe.values.append(each.integer64(1));
        if (recipe.values.isEmpty())
            parameter->fail(tr("expected at least one value"));
    } else {
        recipe.values = {parameter->integer64(1)};
    }
    return recipe;
}

QJsonObject TaskTry::toJson() const
{
    QJsonObject json;
    if (layers)
        json.insert(u"layers"_s, *layers);
    if (schedule)
        json.insert(u"schedule"_s, ScheduleCatalog::name(*schedule));
    if (!realFields.isEmpty())
        json.insert(u"real"_s, realFields);
    if (rule == Rule::LowestPeak) {
        json.insert(u"parameter"_s, u"lowest-peak"_s);
    } else if (rule == Rule::NearSqrt) {
        json.insert(u"parameter"_s, u"near-sqrt"_s);
    } else if (!rangeEnds.isEmpty()) {
        json.insert(u"parameter"_s, QJsonObject{{u"from"_s, rangeEnds.at(0)}, {u"to"_s, rangeEnds.at(1)}});
    } else if (values.size() == 1) {
        json.insert(u"parameter"_s, values.front());
    } else if (!values.isEmpty()) {
        QJsonArray list;
        for (const qint64 each : values)
            list.append(each);
        json.insert(u"parameter"_s, list);
    }
    return json;
}
