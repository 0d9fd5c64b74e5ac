// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/recomputeband.h"

#include <vector>

QList<QPointF> RecomputeBand::of(const MemoryTimeline &timeline, double reach)
{
    const QList<QPointF> &memory = timeline.memory;
    const qsizetype count = memory.size();
    const auto recomputes = [&](qsizetype i) { return bool(timeline.phases.at(i) & MemoryTimeline::RecomputePhase); };
    // Whether a recompute point lies within reach before and after each point (inclusive of itself).
    std::vector<char> before(std::size_t(count), 0), after(std::size_t(count), 0);
    for (qsizetype i = 0, last = -1; i < count; ++i) {
        if (recomputes(i))
            last = i;
        before[std::size_t(i)] = char(last >= 0 && memory.at(i).x() - memory.at(last).x() <= reach);
    }
    for (qsizetype i = count - 1, next = -1; i >= 0; --i) {
        if (recomputes(i))
            next = i;
        after[std::size_t(i)] = char(next >= 0 && memory.at(next).x() - memory.at(i).x() <= reach);
    }
    const auto shaded = [&](qsizetype i) { return before[std::size_t(i)] && after[std::size_t(i)]; };
    QList<QPointF> band;
    band.reserve(count * 2);
    bool inside = false;
    qsizetype from = 0; // the window of points within reach of point i
    qsizetype to = 0;
    for (qsizetype i = 0; i < count; ++i) {
        const QPointF point = memory.at(i);
        const bool shade = shaded(i);
        double top = point.y();
        if (shade) {
            while (memory.at(from).x() < point.x() - reach)
                ++from;
            to = qMax(to, i);
            while (to + 1 < count && memory.at(to + 1).x() <= point.x() + reach)
                ++to;
            for (qsizetype j = from; j <= to; ++j) {
                if (shaded(j))
                    top = qMax(top, memory.at(j).y());
            }
        }
        if (shade != inside)
            band.append({point.x(), shade ? 0.0 : band.isEmpty() ? 0.0 : band.last().y()});
        band.append({point.x(), shade ? top : 0.0});
        inside = shade;
    }
    return band;
}
