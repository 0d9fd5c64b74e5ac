// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/closedforms.h"

#include "core/simulator/revolvecount.h"

namespace {

// `count` checkpointed segments of `length` layers and a last segment of `lastLength` layers kept during the first
// sweep: the peak is either right after the first sweep or while the segment before the last is recomputed.
qint64 segmentedPeak(const Layer &layer, qint64 count, qint64 length, qint64 lastLength)
{
    const qint64 afterForward = count * layer.inputSize + lastLength * layer.savedSize;
    if (count == 0)
        return afterForward;
    return qMax(afterForward, (count - 1) * layer.inputSize + length * layer.savedSize);
}

} // namespace

ClosedForms::Figures ClosedForms::storeAll(const Chain &chain, const ScheduleSetting &)
{
    return {chain.layerCount() * chain.layer(1).savedSize, 0};
}

ClosedForms::Figures ClosedForms::uniform(const Chain &chain, const ScheduleSetting &setting)
{
    const qint64 n = chain.layerCount();
    const Layer layer = chain.layer(1);
    const qint64 k = setting.spacing;
    const qint64 checkpointed = (n - 1) / k; // m − 1
    const qint64 last = n - checkpointed * k;
    return {segmentedPeak(layer, checkpointed, k, last), checkpointed * (layer.internalSize() > 0 ? k : k - 1)};
}

ClosedForms::Figures ClosedForms::pyTorch(const Chain &chain, const ScheduleSetting &setting)
{
    const qint64 n = chain.layerCount();
    const Layer layer = chain.layer(1);
    const qint64 size = n / setting.segments;
    const qint64 checkpointed = setting.segments - 1;
    const qint64 last = n - checkpointed * size;
    const qint64 rerun = setting.rerunsWholeSegments() || layer.internalSize() > 0 ? size : size - 1;
    return {segmentedPeak(layer, checkpointed, size, last), checkpointed * rerun};
}

ClosedForms::Figures ClosedForms::optimal(const Chain &chain, const ScheduleSetting &setting)
{
    const qint64 n = chain.layerCount();
    const Layer layer = chain.layer(1);
    Q_ASSERT(layer.internalSize() == 0);
    return {RevolveCount::peakMemory(n, setting.slotCount) * layer.inputSize,
            RevolveCount::extraForwards(n, setting.slotCount)};
}
