// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QMetaType>
#include <QtGlobal>

// One layer f_i of a chain, as the schedule engine sees it. `inputSize` is what its input x_{i-1} costs to hold (as
// a checkpoint, or as part of what the layer saves); `savedSize` is everything the layer's backward needs, its input
// included, so it is at least `inputSize`; what it saves beyond its input (savedSize − inputSize, the "internals")
// exists only after the layer has run with its saves kept. `forwardCost` is one forward run of the layer (its
// backward costs the setting's backward ratio times this). Units are whatever the caller uses: 1 in the unit model
// (a layer saves just its input), bytes and FLOPs in the realistic mode.
struct Layer
{
    qint64 inputSize = 1;
    qint64 savedSize = 1;
    double forwardCost = 1.0;

    qint64 internalSize() const { return savedSize - inputSize; }

    friend bool operator==(const Layer &a, const Layer &b)
    {
        return a.inputSize == b.inputSize && a.savedSize == b.savedSize && a.forwardCost == b.forwardCost;
    }
};

Q_DECLARE_METATYPE(Layer)
