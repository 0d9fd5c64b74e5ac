#include "core/simulator/schedulesetting.h"

#include <cmath>

using namespace Qt::StringLiterals;

ScheduleSetting ScheduleSetting::storeAll(double ratio)
{
    ScheduleSetting setting;
    setting.kind = ScheduleKind::StoreAll;
    setting.backwardRatio = ratio;
    return setting;
}

ScheduleSetting ScheduleSetting::uniform(qint64 spacing, double ratio)
{
    ScheduleSetting setting;
    setting.kind = ScheduleKind::Uniform;
    setting.spacing = spacing;
    setting.backwardRatio = ratio;
    return setting;
}

ScheduleSetting ScheduleSetting::pyTorch(qint64 segments, double ratio)
{
    ScheduleSetting setting;
    setting.kind = ScheduleKind::PyTorch;
    setting.segments = segments;
    setting.backwardRatio = ratio;
    return setting;
}

ScheduleSetting ScheduleSetting::optimal(qint64 slotCount, double ratio)
{
    ScheduleSetting setting;
    setting.kind = ScheduleKind::Optimal;
    setting.slotCount = slotCount;
    setting.backwardRatio = ratio;
    return setting;
}

QString ScheduleSetting::validationError(qint64 layers) const
{
    if (!std::isfinite(backwardRatio) || backwardRatio <= 0.0)
        return u"backward ratio must be a finite number above 0 (got %1)"_s.arg(backwardRatio);
    const auto outOfRange = [layers](const char *name, qint64 value) {
        return u"%1 must be between 1 and the number of layers %2 (got %3)"_s.arg(QLatin1String(name))
            .arg(layers)
            .arg(value);
    };
    switch (kind) {
    case ScheduleKind::StoreAll:
        break;
    case ScheduleKind::Uniform:
        if (spacing < 1 || spacing > layers)
            return outOfRange("spacing", spacing);
        break;
    case ScheduleKind::PyTorch:
        if (segments < 1 || segments > layers)
            return outOfRange("segments", segments);
        break;
    case ScheduleKind::Optimal:
        // Beyond N − 1 slots everything is stored anyway; the fixed bound keeps the binomials within 64 bits.
        if (slotCount < 1 || slotCount > MaxSlots)
            return u"slots must be between 1 and %1 (got %2)"_s.arg(MaxSlots).arg(slotCount);
        break;
    }
    return {};
}

QString ScheduleSetting::kindName(ScheduleKind kind)
{
    switch (kind) {
    case ScheduleKind::StoreAll:
        return u"store-all"_s;
    case ScheduleKind::Uniform:
        return u"uniform"_s;
    case ScheduleKind::PyTorch:
        return u"pytorch"_s;
    case ScheduleKind::Optimal:
        return u"optimal"_s;
    }
    return {};
}

std::optional<ScheduleKind> ScheduleSetting::kindFromName(QStringView name)
{
    for (ScheduleKind kind :
         {ScheduleKind::StoreAll, ScheduleKind::Uniform, ScheduleKind::PyTorch, ScheduleKind::Optimal}) {
        if (name == kindName(kind))
            return kind;
    }
    return std::nullopt;
}
