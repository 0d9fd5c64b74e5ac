// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/revolvecount.h"

#include "core/simulator/binomial.h"

#include <cmath>

qint64 RevolveCount::repetitions(qint64 steps, qint64 slotCount)
{
    Q_ASSERT(steps >= 1 && slotCount >= 1);
    // β(s, t + 1) = β(s, t)·(s + t + 1)/(t + 1), an exact division; β < steps <= 10^6 before the last step, so the
    // product stays far below 2^63. The loop runs at most steps − 1 times (β(s, t) >= t + 1).
    // One and two slots have long repetition counts (up to N − 1 and about sqrt(2N)); solve those directly.
    if (slotCount == 1)
        return steps - 1;
    qint64 t = 0;
    if (slotCount == 2) {
        // β(2, t) = (t + 1)(t + 2)/2: start just below the root and finish with the loop.
        t = qMax<qint64>(0, qint64(std::sqrt(2.0 * double(steps))) - 2);
        quint64 beta = quint64(t + 1) * quint64(t + 2) / 2;
        while (beta < quint64(steps)) {
            ++t;
            beta = quint64(t + 1) * quint64(t + 2) / 2;
        }
        return t;
    }
    quint64 beta = 1;
    while (beta < quint64(steps)) {
        beta = beta * quint64(slotCount + t + 1) / quint64(t + 1);
        ++t;
    }
    return t;
}

qint64 RevolveCount::forwardSteps(qint64 steps, qint64 slotCount)
{
    const qint64 t = repetitions(steps, slotCount);
    // C(s + t, s + 1) <= t·l here (the count is never negative), so the capped value is exact.
    return t * steps - qint64(Binomial::capped(slotCount + t, slotCount + 1));
}

qint64 RevolveCount::extraForwards(qint64 layers, qint64 slotCount)
{
    return forwardSteps(layers, slotCount) - (layers - 1);
}
