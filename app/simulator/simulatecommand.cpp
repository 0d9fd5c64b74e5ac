#include "simulator/simulatecommand.h"

#include "simulator/simulator.h"
#include "simulator/tradeoffanalysis.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

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
    const QString range = QStringLiteral("%1 must be an integer between 1 and %2").arg(option, maxName);
    if (!ok)
        return QStringLiteral("%1 (got '%2')").arg(range, text);
    if (parsed < 1 || parsed > max)
        return QStringLiteral("%1 (got %2)").arg(range).arg(parsed);
    *value = parsed;
    return {};
}

} // namespace

QString SimulateCommand::usage()
{
    return QStringLiteral("usage: simulate --layers N [--schedule uniform|pytorch|optimal|store-all] [--spacing K] "
                          "[--segments S] [--slots S] [--backward-ratio R]");
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
        if (argument == QLatin1String("--help") || argument == QLatin1String("-h")) {
            out << usage() << '\n';
            out.flush();
            return Success;
        }
        QString name = argument;
        QString value;
        bool hasValue = false;
        const qsizetype equals = argument.indexOf(QLatin1Char('='));
        if (argument.startsWith(QLatin1String("--")) && equals > 0) {
            name = argument.left(equals);
            value = argument.mid(equals + 1);
            hasValue = true;
        }
        if (!known.contains(name))
            return fail(QStringLiteral("unknown argument '%1'; %2").arg(argument, usage()));
        if (values.contains(name))
            return fail(QStringLiteral("%1 is given more than once").arg(name));
        if (!hasValue) {
            if (i + 1 >= arguments.size())
                return fail(QStringLiteral("%1 needs a value").arg(name));
            value = arguments.at(++i);
        }
        values.insert(name, value);
    }

    if (!values.contains(layersOption))
        return fail(QStringLiteral("--layers is required: an integer between 1 and %1").arg(Chain::MaxLayers));
    qint64 layers = 0;
    QString error = parseInteger(layersOption, values.value(layersOption), Chain::MaxLayers,
                                 QString::number(Chain::MaxLayers), &layers);
    if (!error.isEmpty())
        return fail(error);

    ScheduleSetting setting;
    if (values.contains(scheduleOption)) {
        const auto kind = ScheduleSetting::kindFromName(values.value(scheduleOption));
        if (!kind)
            return fail(QStringLiteral("--schedule must be one of uniform, pytorch, optimal, store-all (got '%1')")
                            .arg(values.value(scheduleOption)));
        setting.kind = *kind;
    }

    const QHash<QString, ScheduleKind> parameterOf = {{spacingOption, ScheduleKind::Uniform},
                                                      {segmentsOption, ScheduleKind::PyTorch},
                                                      {slotsOption, ScheduleKind::Optimal}};
    for (auto it = parameterOf.cbegin(); it != parameterOf.cend(); ++it) {
        if (values.contains(it.key()) && setting.kind != it.value())
            return fail(QStringLiteral("%1 applies only to --schedule %2")
                            .arg(it.key(), ScheduleSetting::kindName(it.value())));
    }

    if (values.contains(ratioOption)) {
        bool ok = false;
        const QString text = values.value(ratioOption);
        const double ratio = text.toDouble(&ok);
        if (!ok || !std::isfinite(ratio) || ratio <= 0.0)
            return fail(QStringLiteral("--backward-ratio must be a finite number above 0 (got '%1')").arg(text));
        setting.backwardRatio = ratio;
    }

    const Chain chain = Chain::units(layers);
    const QString maxName = QStringLiteral("%1 (the number of layers)").arg(layers);
    QJsonObject json;
    json.insert(QStringLiteral("schedule"), ScheduleSetting::kindName(setting.kind));
    json.insert(QStringLiteral("layers"), layers);
    switch (setting.kind) {
    case ScheduleKind::StoreAll:
        break;
    case ScheduleKind::Uniform:
        setting.spacing = TradeoffAnalysis::bestSpacingNearSqrt(chain);
        if (values.contains(spacingOption))
            error = parseInteger(spacingOption, values.value(spacingOption), layers, maxName, &setting.spacing);
        json.insert(QStringLiteral("spacing"), setting.spacing);
        break;
    case ScheduleKind::PyTorch:
        setting.segments = qBound<qint64>(1, std::llround(std::sqrt(double(layers))), layers);
        if (values.contains(segmentsOption))
            error = parseInteger(segmentsOption, values.value(segmentsOption), layers, maxName, &setting.segments);
        json.insert(QStringLiteral("segments"), setting.segments);
        json.insert(QStringLiteral("modeled_mode"), QStringLiteral("reentrant"));
        break;
    case ScheduleKind::Optimal: {
        const qint64 best = TradeoffAnalysis::bestSpacingNearSqrt(chain);
        setting.slotCount
            = TradeoffAnalysis::optimalSlotsForPeak(layers, TradeoffAnalysis::spacingPoint(chain, best).peakMemory);
        if (values.contains(slotsOption))
            error = parseInteger(slotsOption, values.value(slotsOption), ScheduleSetting::MaxSlots,
                                 QString::number(ScheduleSetting::MaxSlots), &setting.slotCount);
        json.insert(QStringLiteral("slots"), setting.slotCount);
        break;
    }
    }
    if (!error.isEmpty())
        return fail(error);
    error = Simulator::validationError(chain, setting);
    if (!error.isEmpty())
        return fail(error);

    const ScheduleFigures figures = Simulator::figures(chain, setting);
    json.insert(QStringLiteral("backward_ratio"), setting.backwardRatio);
    json.insert(QStringLiteral("peak_activations"), figures.peakMemory);
    json.insert(QStringLiteral("saved_after_forward"), figures.savedAfterForward);
    json.insert(QStringLiteral("layer_forwards"), figures.layerForwards);
    json.insert(QStringLiteral("extra_forwards"), figures.extraForwards);
    json.insert(QStringLiteral("overhead"), figures.overhead);
    out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)) << '\n';
    out.flush();
    return Success;
}
