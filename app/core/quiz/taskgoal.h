// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/recomputesetting.h"
#include "core/simulator/schedulesetting.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

class JsonCursor;
class RealModelState;
class UnitChainModel;

// What a guided task asks of the simulator: conditions on the unit chain (N, the schedule, a peak and extra-forward
// bound, the fewest extra forwards any setting of the schedule reaches under that peak) or on the real model (which
// model, whether it fits, how many GPUs of what size, the recompute policy). Every condition is optional; a task names
// at least one. It is checked against the simulator's models, never a widget, and says which conditions are not met, so
// the window can tell the learner what is still missing. Read and written by the bank format as a question's "goal".
class TaskGoal final
{
    Q_DECLARE_TR_FUNCTIONS(TaskGoal)
public:
    enum class View : quint8 { UnitChain, RealModel };

    View view = View::UnitChain;
    // Unit chain.
    std::optional<qint64> layers;
    std::optional<ScheduleKind> schedule;
    std::optional<qint64> maxPeak;
    std::optional<qint64> maxExtraForwards;
    bool fewestExtraForwards = false; // among the schedule's settings whose peak is within maxPeak
    // Real model.
    QString model; // a preset's name
    std::optional<bool> fits;
    std::optional<qint64> gpus;         // data-parallel replicas
    std::optional<qint64> gpuMemoryGiB; // per GPU
    std::optional<RecomputePolicy> recompute;

    // The reasons the simulator does not meet the goal yet, in the app's language; empty when it does.
    QStringList unmet(const UnitChainModel &unitChain, const RealModelState &realModel) const;

    static TaskGoal fromJson(const JsonCursor &at);
    QJsonObject toJson() const;
    friend bool operator==(const TaskGoal &a, const TaskGoal &b) { return a.toJson() == b.toJson(); }

private:
    QStringList unmetUnitChain(const UnitChainModel &model) const;
    QStringList unmetRealModel(const RealModelState &state) const;
};
