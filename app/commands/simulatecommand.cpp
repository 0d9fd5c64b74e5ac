#include "commands/simulatecommand.h"

#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr QLatin1String layersOption("--layers");
constexpr QLatin1String scheduleOption("--schedule");
constexpr QLatin1String spacingOption("--spacing");
constexpr QLatin1String segmentsOption("--segments");
constexpr QLatin1String slotsOption("--slots");
constexpr QLatin1String ratioOption("--backward-ratio");

// Returns the message of the first problem, empty when the value is fine.
QString parseInteger(const QString &option, const QString &text, qint64 max, const QString &maxName, qint64 *value)
{
    bool ok = false;
    const qint64 parsed = text.toLongLong(&ok);
    const QString range = u"%1 must be an integer between 1 and %2"_s.arg(option, maxName);
    if (!ok)
        return u"%1 (got '%2')"_s.arg(range, text);
    if (parsed < 1 || parsed > max)
        return u"%1 (got %2)"_s.arg(range).arg(parsed);
    *value = parsed;
    return {};
}

} // namespace

QString SimulateCommand::usage()
{
    return u"usage: simulate --layers N [--schedule uniform|pytorch|optimal|store-all] [--spacing K] "
           "[--segments S] [--slots S] [--backward-ratio R]"_s;
}

int SimulateCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const auto fail = [&err](const QString &message) {
        err << "simulate: " << message << '\n';
        err.flush();
        return UsageError;
    };

    const QStringList known = {layersOption, scheduleOption, spacingOption, segmentsOption, slotsOption, ratioOption};
    QHash<QString, QString> values;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == "--help"_L1 || argument == "-h"_L1) {
            out << usage() << '\n';
            out.flush();
            return Success;
        }
        QString name = argument;
        QString value;
        bool hasValue = false;
        const qsizetype equals = argument.indexOf(u'=');
        if (argument.startsWith("--"_L1) && equals > 0) {
            name = argument.left(equals);
            value = argument.mid(equals + 1);
            hasValue = true;
        }
        if (!known.contains(name))
            return fail(u"unknown argument '%1'; %2"_s.arg(argument, usage()));
        if (values.contains(name))
            return fail(u"%1 is given more than once"_s.arg(name));
        if (!hasValue) {
            if (i + 1 >= arguments.size())
                return fail(u"%1 needs a value"_s.arg(name));
            value = arguments.at(++i);
        }
        values.insert(name, value);
    }

    if (!values.contains(layersOption))
        return fail(u"--layers is required: an integer between 1 and %1"_s.arg(Chain::MaxLayers));
    qint64 layers = 0;
    QString error = parseInteger(layersOption, values.value(layersOption), Chain::MaxLayers,
                                 QString::number(Chain::MaxLayers), &layers);
    if (!error.isEmpty())
        return fail(error);

    ScheduleSetting setting;
    if (values.contains(scheduleOption)) {
        const auto kind = ScheduleSetting::kindFromName(values.value(scheduleOption));
        if (!kind)
            return fail(u"--schedule must be one of uniform, pytorch, optimal, store-all (got '%1')"_s.arg(
                values.value(scheduleOption)));
        setting.kind = *kind;
    }

    const QHash<QString, ScheduleKind> parameterOf = {{spacingOption, ScheduleKind::Uniform},
                                                      {segmentsOption, ScheduleKind::PyTorch},
                                                      {slotsOption, ScheduleKind::Optimal}};
    for (auto it = parameterOf.cbegin(); it != parameterOf.cend(); ++it) {
        if (values.contains(it.key()) && setting.kind != it.value())
            return fail(u"%1 applies only to --schedule %2"_s.arg(it.key(), ScheduleSetting::kindName(it.value())));
    }

    if (values.contains(ratioOption)) {
        bool ok = false;
        const QString text = values.value(ratioOption);
        const double ratio = text.toDouble(&ok);
        if (!ok || !std::isfinite(ratio) || ratio <= 0.0)
            return fail(u"--backward-ratio must be a finite number above 0 (got '%1')"_s.arg(text));
        setting.backwardRatio = ratio;
    }

    const Chain chain = Chain::units(layers);
    const QString maxName = u"%1 (the number of layers)"_s.arg(layers);
    QJsonObject json;
    json.insert(u"schedule"_s, ScheduleSetting::kindName(setting.kind));
    json.insert(u"layers"_s, layers);
    switch (setting.kind) {
    case ScheduleKind::StoreAll:
        break;
    case ScheduleKind::Uniform:
        setting.spacing = TradeoffAnalysis::bestSpacingNearSqrt(chain);
        if (values.contains(spacingOption))
            error = parseInteger(spacingOption, values.value(spacingOption), layers, maxName, &setting.spacing);
        json.insert(u"spacing"_s, setting.spacing);
        break;
    case ScheduleKind::PyTorch:
        setting.segments = qBound<qint64>(1, std::llround(std::sqrt(double(layers))), layers);
        if (values.contains(segmentsOption))
            error = parseInteger(segmentsOption, values.value(segmentsOption), layers, maxName, &setting.segments);
        json.insert(u"segments"_s, setting.segments);
        json.insert(u"modeled_mode"_s, u"reentrant"_s);
        break;
    case ScheduleKind::Optimal: {
        const qint64 best = TradeoffAnalysis::bestSpacingNearSqrt(chain);
        setting.slotCount
            = TradeoffAnalysis::optimalSlotsForPeak(layers, TradeoffAnalysis::spacingPoint(chain, best).peakMemory);
        if (values.contains(slotsOption))
            error = parseInteger(slotsOption, values.value(slotsOption), ScheduleSetting::MaxSlots,
                                 QString::number(ScheduleSetting::MaxSlots), &setting.slotCount);
        json.insert(u"slots"_s, setting.slotCount);
        break;
    }
    }
    if (!error.isEmpty())
        return fail(error);
    error = Simulator::validationError(chain, setting);
    if (!error.isEmpty())
        return fail(error);

    const ScheduleFigures figures = Simulator::figures(chain, setting);
    json.insert(u"backward_ratio"_s, setting.backwardRatio);
    json.insert(u"peak_activations"_s, figures.peakMemory);
    json.insert(u"saved_after_forward"_s, figures.savedAfterForward);
    json.insert(u"layer_forwards"_s, figures.layerForwards);
    json.insert(u"extra_forwards"_s, figures.extraForwards);
    json.insert(u"overhead"_s, figures.overhead);
    out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << '\n';
    out.flush();
    return Success;
}
