// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QtGlobal>

#include <limits>

// A 64-bit signed integer that remembers whether any step of its computation left the 64-bit range. The realistic
// mode's byte and FLOP counts are exact integers built from user input (sequence length × micro-batch × hidden² …);
// writing them with CheckedInt keeps the formulas readable and turns an overflow into "no value" (isValid() false)
// that the caller reports, never a wrapped, wrong number.
class CheckedInt final
{
public:
    static constexpr qint64 Max = std::numeric_limits<qint64>::max();

    constexpr CheckedInt(qint64 value = 0)
        : m_value(value)
    {}
    static constexpr CheckedInt overflowed()
    {
        CheckedInt result;
        result.m_valid = false;
        return result;
    }

    constexpr bool isValid() const { return m_valid; }
    // The value; meaningful only when isValid().
    constexpr qint64 value() const { return m_value; }

    friend CheckedInt operator+(CheckedInt a, CheckedInt b)
    {
        qint64 sum = 0;
        if (!a.m_valid || !b.m_valid || __builtin_add_overflow(a.m_value, b.m_value, &sum))
            return overflowed();
        return sum;
    }
    friend CheckedInt operator-(CheckedInt a, CheckedInt b)
    {
        qint64 difference = 0;
        if (!a.m_valid || !b.m_valid || __builtin_sub_overflow(a.m_value, b.m_value, &difference))
            return overflowed();
        return difference;
    }
    friend CheckedInt operator*(CheckedInt a, CheckedInt b)
    {
        qint64 product = 0;
        if (!a.m_valid || !b.m_valid || __builtin_mul_overflow(a.m_value, b.m_value, &product))
            return overflowed();
        return product;
    }
    // Division of a non-negative value by a positive divisor, rounded up (a shard of n elements over g GPUs holds
    // ceil(n / g) of them). A divisor below 1 gives no value.
    static CheckedInt ceilDivide(CheckedInt a, qint64 divisor)
    {
        if (!a.m_valid || divisor < 1 || a.m_value < 0)
            return overflowed();
        return a.m_value / divisor + (a.m_value % divisor != 0 ? 1 : 0);
    }

    friend bool operator==(CheckedInt a, CheckedInt b)
    {
        return a.m_valid == b.m_valid && (!a.m_valid || a.m_value == b.m_value);
    }

private:
    qint64 m_value = 0;
    bool m_valid = true;
};
