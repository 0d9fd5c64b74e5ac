// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/schedulegenerator.h"

#include "core/simulator/binomial.h"
#include "core/simulator/revolvecount.h"

qint64 ScheduleGenerator::revolveRepetitions(qint64 steps, qint64 slotCount)
{
    return RevolveCount::repetitions(steps, slotCount);
}

qint64 ScheduleGenerator::revolveBeta(qint64 slotCount, qint64 repetitions)
{
    return qint64(Binomial::beta(slotCount, repetitions));
}
