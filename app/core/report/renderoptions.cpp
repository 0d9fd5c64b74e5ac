// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/renderoptions.h"

#include <QLocale>

RenderOptions::Paper RenderOptions::paperFor(const QLocale &locale)
{
    const QLocale::Territory territory = locale.territory();
    if (locale.measurementSystem() == QLocale::ImperialUSSystem || territory == QLocale::UnitedStates
        || territory == QLocale::Canada)
        return Paper::Letter;
    return Paper::A4;
}
