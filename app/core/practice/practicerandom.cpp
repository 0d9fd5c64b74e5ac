// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/practice/practicerandom.h"

#include <limits>

qint64 PracticeRandom::between(qint64 low, qint64 high)
{
    Q_ASSERT(low <= high && high - low <= qint64(std::numeric_limits<quint32>::max()));
    const quint64 range = quint64(high - low) + 1;
    // Rejection sampling: outputs at or above the largest multiple of `range` are drawn again, so every residue is
    // equally likely (plain modulo would favour the small ones).
    const quint64 outputs = quint64(1) << 32;
    const quint64 limit = outputs - outputs % range;
    quint64 value = m_engine();
    while (value >= limit)
        value = m_engine();
    return low + qint64(value % range);
}
