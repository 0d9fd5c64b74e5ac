// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/schedulesetting.h"

#include "core/simulator/schedulecatalog.h"

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
    const ScheduleCatalog::Entry &schedule = ScheduleCatalog::entry(kind);
    if (!schedule.field)
        return {};
    const qint64 value = this->*schedule.field;
    const QString name = QLatin1String(schedule.parameter);
    if (schedule.boundedByLayers) {
        if (value < 1 || value > layers)
            return u"%1 must be between 1 and the number of layers %2 (got %3)"_s.arg(name).arg(layers).arg(value);
    } else if (value < 1 || value > MaxSlots) {
        // Beyond N − 1 slots everything is stored anyway; the fixed bound keeps the binomials within 64 bits.
        return u"%1 must be between 1 and %2 (got %3)"_s.arg(name).arg(MaxSlots).arg(value);
    }
    return {};
}
