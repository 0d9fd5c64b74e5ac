// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QtGlobal>

// A slider's positions for the integers lo..hi: one position per value when they fit in LogSteps, else LogSteps
// equal steps of log(value), so that a slider over six decades (N up to a million, k up to N) moves as far from 10
// to 100 as from 100,000 to a million. Pure arithmetic: the panel's sliders map through it, and its tests need no
// window.
class SliderScale final
{
public:
    static constexpr int LogSteps = 1000;

    SliderScale(qint64 lo, qint64 hi);

    bool isLog() const { return m_hi - m_lo > LogSteps; }
    int minimum() const { return isLog() ? 0 : int(m_lo); }
    int maximum() const { return isLog() ? LogSteps : int(m_hi); }
    // The position nearest `value`, and the value at a position (within lo..hi whatever the position).
    int position(qint64 value) const;
    qint64 value(int position) const;

private:
    qint64 m_lo;
    qint64 m_hi;
};
