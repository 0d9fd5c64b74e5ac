// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QtGlobal>

// Binomial coefficients for Revolve's β(s, t) = C(s + t, s) without overflow: computed exactly in 64 bits and
// saturated at a cap, which is all the callers need (they only compare against chain lengths of at most 10^6).
class Binomial final
{
public:
    static constexpr quint64 DefaultCap = quint64(1) << 62;

    // min(C(n, k), cap); 0 when k < 0 or k > n. Stops as soon as the cap is reached, so it is O(min(k, n - k)) at
    // worst and O(log cap) for huge arguments.
    static quint64 capped(qint64 n, qint64 k, quint64 cap = DefaultCap);

    // β(s, t) = C(s + t, s), saturated at cap; β(s, t) = 0 for t < 0.
    static quint64 beta(qint64 slotCount, qint64 repetitions, quint64 cap = DefaultCap);
};
