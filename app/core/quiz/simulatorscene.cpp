// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/simulatorscene.h"

#include "core/io/jsoncursor.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/chain.h"
#include "core/simulator/schedulecatalog.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <array>
#include <utility>

using namespace Qt::StringLiterals;

namespace {

// Names as the bank writes them, index = enum value.
constexpr std::array HighlightNames
    = {"none", "peak", "recompute", "tradeoff", "overhead", "activations", "total", "block"};
constexpr std::array AnimationNames = {"none", "sweep", "play", "play-backward"};
constexpr std::array ChartNames = {"timeline", "tradeoff", "budget"};
constexpr std::array ViewNames = {"unit-chain", "real-model"};

template<typename Enum, std::size_t Size>
Enum enumFrom(const JsonCursor &at, const std::array<const char *, Size> &names)
{
    const QString name = at.string();
    for (std::size_t i = 0; i < Size; ++i) {
        if (name == QLatin1StringView(names[i]))
            return Enum(i);
    }
    QStringList known;
    for (const char *candidate : names)
        known.append(QString::fromLatin1(candidate));
    at.fail(QCoreApplication::translate("SimulatorScene", "unknown value \"%1\"; expected one of %2")
                .arg(name, known.join(u", "_s)));
}

template<std::size_t Size>
QString nameOf(std::size_t index, const std::array<const char *, Size> &names)
{
    return QString::fromLatin1(names.at(index));
}

// The realistic fields a scene or a step may set, and where they go.
struct RealField
{
    const char *key;
    qint64 TrainingSetup::*number;
    bool TrainingSetup::*flag;
};
constexpr std::array RealFields = {
    RealField{"sequence_length", &TrainingSetup::sequenceLength, nullptr},
    RealField{"micro_batch", &TrainingSetup::microBatch, nullptr},
    RealField{"tensor_parallel", &TrainingSetup::tensorParallel, nullptr},
    RealField{"gpus", &TrainingSetup::gpus, nullptr},
    RealField{"gpu_memory_gib", &TrainingSetup::gpuMemoryGiB, nullptr},
    RealField{"sequence_parallel", nullptr, &TrainingSetup::sequenceParallel},
    RealField{"fused_attention", nullptr, &TrainingSetup::fusedAttention},
};
const QStringList &realKeys()
{
    static const QStringList keys = [] {
        QStringList all;
        for (const RealField &field : RealFields)
            all.append(QString::fromLatin1(field.key));
        all << u"precision_bits"_s << u"zero_stage"_s << u"convention"_s << u"recompute"_s << u"recompute_spacing"_s;
        return all;
    }();
    return keys;
}

bool wholeNumber(const QJsonValue &value, qint64 minimum, qint64 maximum, qint64 *out)
{
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < double(minimum) || number > double(maximum) || number != double(qint64(number)))
        return false;
    *out = qint64(number);
    return true;
}

} // namespace

bool SimulatorScene::applyRealFields(const QJsonObject &fields, const QString &model, TrainingSetup *setup,
                                     RecomputeSetting *recompute, QString *error)
{
    auto fail = [error](const QString &message) {
        *error = message;
        return false;
    };
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        if (!realKeys().contains(it.key()))
            return fail(
                QCoreApplication::translate("SimulatorScene", "unknown field \"%1\"; a real-model scene may set %2")
                    .arg(it.key(), realKeys().join(u", "_s)));
    }
    for (const RealField &field : RealFields) {
        const QJsonValue value = fields.value(QLatin1StringView(field.key));
        if (value.isUndefined())
            continue;
        if (field.flag) {
            if (!value.isBool())
                return fail(QCoreApplication::translate("SimulatorScene", "\"%1\": expected true or false")
                                .arg(QLatin1StringView(field.key)));
            setup->*field.flag = value.toBool();
        } else if (!wholeNumber(value, 1, TrainingSetup::MaxGpuMemoryGiB, &(setup->*field.number))) {
            return fail(QCoreApplication::translate("SimulatorScene", "\"%1\": expected a whole number of at least %L2")
                            .arg(QLatin1StringView(field.key))
                            .arg(1));
        }
    }
    qint64 number = 0;
    if (const QJsonValue bits = fields.value("precision_bits"_L1); !bits.isUndefined()) {
        if (!wholeNumber(bits, 16, 32, &number) || (number != 16 && number != 32))
            return fail(QCoreApplication::translate("SimulatorScene", "\"precision_bits\": expected %L1 or %L2")
                            .arg(16)
                            .arg(32));
        setup->precisionBits = int(number);
    }
    if (const QJsonValue stage = fields.value("zero_stage"_L1); !stage.isUndefined()) {
        if (!wholeNumber(stage, 0, 3, &number))
            return fail(
                QCoreApplication::translate(
                    "SimulatorScene", "\"zero_stage\": expected %L1, %L2, %L3 or %L4 (%L4 is FSDP's full sharding)")
                    .arg(0)
                    .arg(1)
                    .arg(2)
                    .arg(3));
        setup->zeroStage = int(number);
    }
    if (const QJsonValue convention = fields.value("convention"_L1); !convention.isUndefined()) {
        if (convention != "measured"_L1 && convention != "paper"_L1)
            return fail(QCoreApplication::translate("SimulatorScene", "\"convention\": expected measured or paper"));
        setup->convention = convention == "paper"_L1 ? ActivationConvention::Paper : ActivationConvention::Measured;
    }
    if (const QJsonValue policy = fields.value("recompute"_L1); !policy.isUndefined()) {
        if (!RecomputeSetting::fromName(policy.toString(), &recompute->policy))
            return fail(QCoreApplication::translate("SimulatorScene", "\"recompute\": expected one of %1")
                            .arg(RecomputeSetting::nameList()));
    }
    if (const QJsonValue spacing = fields.value("recompute_spacing"_L1); !spacing.isUndefined()) {
        if (!wholeNumber(spacing, 1, TransformerModel::MaxLayers, &recompute->spacing))
            return fail(QCoreApplication::translate("SimulatorScene",
                                                    "\"recompute_spacing\": expected a whole number of at least %L1")
                            .arg(1));
    }
    const TransformerModel *preset = TransformerModel::preset(model);
    const QString setupError = preset ? setup->validationError(*preset) : QString();
    if (!setupError.isEmpty())
        return fail(setupError);
    if (preset && recompute->spacing > preset->layers)
        return fail(QCoreApplication::translate("SimulatorScene",
                                                "\"recompute_spacing\": %L1 is more than the model's %L2 blocks")
                        .arg(recompute->spacing)
                        .arg(preset->layers));
    return true;
}

SimulatorScene SimulatorScene::fromJson(const JsonCursor &at)
{
    const QJsonObject object = at.object();
    SimulatorScene scene;
    if (const std::optional<JsonCursor> view = at.find(u"view"_s))
        scene.view = enumFrom<View>(*view, ViewNames);
    if (const std::optional<JsonCursor> highlight = at.find(u"highlight"_s))
        scene.highlight = enumFrom<Highlight>(*highlight, HighlightNames);

    if (scene.view == View::RealModel) {
        const JsonCursor model = at[u"model"_s];
        scene.model = model.string();
        const TransformerModel *preset = TransformerModel::preset(scene.model);
        if (!preset)
            model.fail(QCoreApplication::translate("SimulatorScene", "unknown model \"%1\"; expected one of %2")
                           .arg(scene.model, TransformerModel::presetNameList()));
        scene.setup = TrainingSetup::defaultFor(*preset);
        QJsonObject fields = object;
        for (const QString &key : {u"view"_s, u"model"_s, u"highlight"_s, u"caption"_s, u"steps"_s})
            fields.remove(key);
        QString error;
        if (!applyRealFields(fields, scene.model, &scene.setup, &scene.recompute, &error))
            at.fail(error);
        if (const std::optional<JsonCursor> steps = at.find(u"steps"_s)) {
            TrainingSetup setup = scene.setup;
            RecomputeSetting recompute = scene.recompute;
            for (const JsonCursor &step : steps->elements()) {
                if (!applyRealFields(step.object(), scene.model, &setup, &recompute, &error))
                    step.fail(error);
                scene.steps.append({step.object()});
            }
        }
        return scene;
    }

    for (const QString &key : object.keys()) {
        static const QStringList known
            = {u"view"_s,          u"layers"_s,         u"schedule"_s, u"spacing"_s,   u"segments"_s,  u"slots"_s,
               u"use_reentrant"_s, u"backward_ratio"_s, u"chart"_s,    u"animation"_s, u"highlight"_s, u"caption"_s};
        if (!known.contains(key))
            at[key].fail(QCoreApplication::translate("SimulatorScene", "unknown field; a unit-chain scene may set %1")
                             .arg(known.join(u", "_s)));
    }
    const JsonCursor layers = at[u"layers"_s];
    scene.layers = layers.integer(1);
    if (scene.layers > Chain::MaxLayers)
        layers.fail(QCoreApplication::translate("SimulatorScene", "%L1 layers; the simulator takes at most %L2")
                        .arg(scene.layers)
                        .arg(Chain::MaxLayers));

    const JsonCursor schedule = at[u"schedule"_s];
    const ScheduleCatalog::Entry *entry = ScheduleCatalog::find(schedule.string());
    if (!entry)
        schedule.fail(QCoreApplication::translate("SimulatorScene", "unknown schedule \"%1\"; expected one of %2")
                          .arg(schedule.string(), ScheduleCatalog::nameList()));
    scene.setting.kind = entry->kind;
    for (const ScheduleCatalog::Entry &other : ScheduleCatalog::all()) {
        if (other.parameter && other.kind != entry->kind && object.contains(QLatin1StringView(other.parameter)))
            at[QString::fromLatin1(other.parameter)].fail(
                QCoreApplication::translate("SimulatorScene", "the %1 schedule takes no %2")
                    .arg(QLatin1StringView(entry->name), QLatin1StringView(other.parameter)));
    }
    if (entry->parameter)
        scene.setting.*(entry->field) = at[QString::fromLatin1(entry->parameter)].integer(1);
    if (const std::optional<JsonCursor> reentrant = at.find(u"use_reentrant"_s)) {
        if (!reentrant->value().isBool() || entry->kind != ScheduleKind::PyTorch)
            reentrant->fail(
                QCoreApplication::translate("SimulatorScene", "expected true or false, for the pytorch schedule only"));
        scene.setting.useReentrant = reentrant->value().toBool();
    }
    if (const std::optional<JsonCursor> ratio = at.find(u"backward_ratio"_s)) {
        scene.setting.backwardRatio = ratio->value().toDouble(-1);
        if (!ratio->value().isDouble())
            ratio->fail(QCoreApplication::translate("SimulatorScene", "expected a number"));
    }
    if (const QString error = scene.setting.validationError(scene.layers); !error.isEmpty())
        at.fail(error);
    if (const std::optional<JsonCursor> chart = at.find(u"chart"_s))
        scene.chart = enumFrom<Chart>(*chart, ChartNames);
    if (const std::optional<JsonCursor> animation = at.find(u"animation"_s))
        scene.animation = enumFrom<Animation>(*animation, AnimationNames);
    return scene;
}

QJsonObject SimulatorScene::toJson() const
{
    QJsonObject json{{u"view"_s, nameOf(std::size_t(view), ViewNames)}};
    if (highlight != Highlight::None)
        json.insert(u"highlight"_s, highlightName(highlight));
    if (view == View::RealModel) {
        const TransformerModel *preset = TransformerModel::preset(model);
        const TrainingSetup base = preset ? TrainingSetup::defaultFor(*preset) : TrainingSetup();
        json.insert(u"model"_s, model);
        for (const RealField &field : RealFields) {
            const QString key = QString::fromLatin1(field.key);
            if (field.flag && setup.*field.flag != base.*field.flag)
                json.insert(key, setup.*field.flag);
            else if (field.number && setup.*field.number != base.*field.number)
                json.insert(key, double(setup.*field.number));
        }
        if (setup.precisionBits != base.precisionBits)
            json.insert(u"precision_bits"_s, setup.precisionBits);
        if (setup.zeroStage != base.zeroStage)
            json.insert(u"zero_stage"_s, setup.zeroStage);
        if (setup.convention != base.convention)
            json.insert(u"convention"_s, TrainingSetup::conventionName(setup.convention));
        json.insert(u"recompute"_s, RecomputeSetting::name(recompute.policy));
        if (recompute.spacing != 1)
            json.insert(u"recompute_spacing"_s, double(recompute.spacing));
        if (!steps.isEmpty()) {
            QJsonArray array;
            for (const RealStep &step : steps)
                array.append(step.fields);
            json.insert(u"steps"_s, array);
        }
        return json;
    }
    const ScheduleCatalog::Entry &entry = ScheduleCatalog::entry(setting.kind);
    json.insert(u"layers"_s, double(layers));
    json.insert(u"schedule"_s, QString::fromLatin1(entry.name));
    if (entry.parameter)
        json.insert(QString::fromLatin1(entry.parameter), double(setting.*(entry.field)));
    if (setting.kind == ScheduleKind::PyTorch)
        json.insert(u"use_reentrant"_s, setting.useReentrant);
    if (setting.backwardRatio != ScheduleSetting::DefaultBackwardRatio)
        json.insert(u"backward_ratio"_s, setting.backwardRatio);
    json.insert(u"chart"_s, chartName(chart));
    if (animation != Animation::None)
        json.insert(u"animation"_s, animationName(animation));
    return json;
}

QString SimulatorScene::highlightName(Highlight highlight)
{
    return nameOf(std::size_t(highlight), HighlightNames);
}

QString SimulatorScene::animationName(Animation animation)
{
    return nameOf(std::size_t(animation), AnimationNames);
}

QString SimulatorScene::chartName(Chart chart)
{
    return nameOf(std::size_t(chart), ChartNames);
}
