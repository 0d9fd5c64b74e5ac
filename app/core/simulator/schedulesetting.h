// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QMetaType>
#include <QString>

enum class ScheduleKind : quint8 { StoreAll, Uniform, PyTorch, Optimal };

// What the learner chose: which schedule, its one parameter (spacing k for Uniform, segments for PyTorch's
// checkpoint_sequential, checkpoint slots for the optimal Revolve schedule; the others are ignored), for PyTorch the
// use_reentrant mode, and the backward-to-forward cost ratio. Plain data; validationError() says what is out of range
// for a given chain length. Names, labels and parameter ranges of the kinds are in ScheduleCatalog.
struct ScheduleSetting
{
    static constexpr double DefaultBackwardRatio = 2.0;
    static constexpr qint64 MaxSlots = 1'000'000;

    ScheduleKind kind = ScheduleKind::Uniform;
    qint64 spacing = 1;
    qint64 segments = 1;
    qint64 slotCount = 1;
    // PyTorch only: use_reentrant=True (a checkpointed segment reruns all its layers) or False, the recommended mode,
    // as in PyTorch >= 2.1 (the rerun stops once the last tensor the backward needs is back).
    bool useReentrant = false;
    // PyTorch with use_reentrant=False only: whether each layer's last saved tensor is its output or a mask (ReLU,
    // dropout, a transformer block) rather than its input (nn.Linear). The early stop fires when that tensor is packed
    // again, which for such a layer is after its kernel has run, so the segment's last layer reruns too: L layers
    // per segment instead of L − 1 (PyTorch >= 2.1's _StopRecomputationError, measured in docs/pytorch/).
    bool layersSaveOutput = false;
    double backwardRatio = DefaultBackwardRatio;

    static ScheduleSetting storeAll(double ratio = DefaultBackwardRatio);
    static ScheduleSetting uniform(qint64 spacing, double ratio = DefaultBackwardRatio);
    static ScheduleSetting pyTorch(qint64 segments, double ratio = DefaultBackwardRatio);
    static ScheduleSetting optimal(qint64 slotCount, double ratio = DefaultBackwardRatio);
    ScheduleSetting withReentrant(bool reentrant) const
    {
        ScheduleSetting setting = *this;
        setting.useReentrant = reentrant;
        return setting;
    }
    // Whether a checkpointed PyTorch segment reruns all of its layers in the backward pass.
    bool rerunsWholeSegments() const { return useReentrant || layersSaveOutput; }

    // Empty when the setting is valid for a chain of `layers` layers, else one line naming the value and its range.
    QString validationError(qint64 layers) const;
};

Q_DECLARE_METATYPE(ScheduleSetting)
Q_DECLARE_METATYPE(ScheduleKind)
