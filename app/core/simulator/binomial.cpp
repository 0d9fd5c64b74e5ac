// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/binomial.h"

quint64 Binomial::capped(qint64 n, qint64 k, quint64 cap)
{
    if (k < 0 || n < 0 || k > n)
        return 0;
    k = qMin(k, n - k);
    // c_j = C(n - k + j, j) grows with j, so once it passes the cap it stays there; each step is an exact division.
    quint64 c = 1;
    for (qint64 j = 1; j <= k; ++j) {
        quint64 product = 0;
        if (__builtin_mul_overflow(c, quint64(n - k + j), &product))
            return cap;
        c = product / quint64(j);
        if (c >= cap)
            return cap;
    }
    return qMin(c, cap);
}

quint64 Binomial::beta(qint64 slotCount, qint64 repetitions, quint64 cap)
{
    if (repetitions < 0 || slotCount < 0)
        return 0;
    return capped(slotCount + repetitions, slotCount, cap);
}
