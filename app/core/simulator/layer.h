#pragma once

#include <QtGlobal>

// One layer f_i of a chain, as the schedule engine sees it. `inputSize` is what holding its input x_{i-1} as a
// checkpoint costs; `savedSize` is what holding x_{i-1} as the saved input of a pending backward costs (equal in
// the unit model; they differ when layers are given in bytes); `forwardCost` is one forward run of the
// layer (its backward costs the setting's backward ratio times this). Units are whatever the caller uses: 1 in the
// unit model, bytes and FLOPs in the realistic mode.
struct Layer
{
    qint64 inputSize = 1;
    qint64 savedSize = 1;
    double forwardCost = 1.0;

    friend bool operator==(const Layer &a, const Layer &b)
    {
        return a.inputSize == b.inputSize && a.savedSize == b.savedSize && a.forwardCost == b.forwardCost;
    }
};
