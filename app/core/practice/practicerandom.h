// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>
#include <QtGlobal>

#include <random>

// The practice questions' source of numbers: a std::mt19937 seeded explicitly, whose output sequence the C++
// standard fixes, and draws made from it here rather than with std::uniform_int_distribution, whose algorithm each
// standard library chooses. So one seed gives the same questions on every platform and compiler, which is what lets
// a teacher hand out "seed 7" and a test pin a bank down.
class PracticeRandom final
{
public:
    explicit PracticeRandom(quint32 seed)
        : m_engine(seed)
    {}

    // A whole number in [low, high], every value equally likely; low <= high, and the range fits in 32 bits.
    qint64 between(qint64 low, qint64 high);
    bool coin() { return between(0, 1) == 1; }

    // The list in a random order (Fisher–Yates with between()).
    template<typename T>
    QList<T> shuffled(QList<T> list)
    {
        for (qsizetype i = list.size() - 1; i > 0; --i)
            list.swapItemsAt(i, qsizetype(between(0, i)));
        return list;
    }

private:
    std::mt19937 m_engine;
};
