// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/sliderscale.h"

#include <cmath>

SliderScale::SliderScale(qint64 lo, qint64 hi)
    : m_lo(qMax<qint64>(1, lo))
    , m_hi(qMax(m_lo, hi))
{
}

int SliderScale::position(qint64 value) const
{
    value = qBound(m_lo, value, m_hi);
    if (!isLog())
        return int(value);
    return qRound(std::log(double(value) / double(m_lo)) / std::log(double(m_hi) / double(m_lo)) * LogSteps);
}

qint64 SliderScale::value(int position) const
{
    if (!isLog())
        return qBound(m_lo, qint64(position), m_hi);
    const double share = double(qBound(0, position, LogSteps)) / LogSteps;
    return qBound(m_lo, qRound64(double(m_lo) * std::pow(double(m_hi) / double(m_lo), share)), m_hi);
}
