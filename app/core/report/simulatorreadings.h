// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/schedulecatalog.h"
#include "core/simulator/schedulefigures.h"
#include "core/simulator/schedulesetting.h"

// The simulator's setting and figures at export time as plain numbers, so the report labels and formats them in
// its own language with its own digit policy (ReportLabels::simulatorFigures) rather than taking text formatted for
// the screen. Filled from the UnitChainModel's setting and simulation (ReportSimulatorSection::of()).
struct SimulatorReadings
{
    ScheduleKind schedule = ScheduleKind::Uniform;
    qint64 layers = 0;
    qint64 parameter = 0;      // spacing k (Uniform), segments (PyTorch), checkpoint slots (Optimal); none for StoreAll
    bool useReentrant = false; // PyTorch only
    double backwardRatio = ScheduleSetting::DefaultBackwardRatio;
    qint64 peakMemory = 0;
    qint64 storeAllPeak = 0; // the peak of storing every activation: what peakMemory is read against
    qint64 savedAfterForward = 0;
    qint64 layerForwards = 0;
    qint64 extraForwards = 0;
    double overhead = 0.0; // extra forward compute as a fraction of a plain step

    static SimulatorReadings from(qint64 layers, const ScheduleSetting &setting, const ScheduleFigures &figures,
                                  qint64 storeAllPeak)
    {
        SimulatorReadings readings;
        readings.schedule = setting.kind;
        readings.layers = layers;
        readings.parameter = ScheduleCatalog::parameterOf(setting);
        readings.useReentrant = setting.kind == ScheduleKind::PyTorch && setting.useReentrant;
        readings.backwardRatio = setting.backwardRatio;
        readings.peakMemory = figures.peakMemory;
        readings.storeAllPeak = storeAllPeak;
        readings.savedAfterForward = figures.savedAfterForward;
        readings.layerForwards = figures.layerForwards;
        readings.extraForwards = figures.extraForwards;
        readings.overhead = figures.overhead;
        return readings;
    }

    // The setting these readings were taken with.
    ScheduleSetting setting() const
    {
        ScheduleSetting base;
        base.backwardRatio = backwardRatio;
        base.useReentrant = useReentrant;
        return ScheduleCatalog::withParameter(base, schedule, parameter);
    }

    friend bool operator==(const SimulatorReadings &a, const SimulatorReadings &b)
    {
        return a.schedule == b.schedule && a.layers == b.layers && a.parameter == b.parameter
               && a.useReentrant == b.useReentrant && a.backwardRatio == b.backwardRatio && a.peakMemory == b.peakMemory
               && a.storeAllPeak == b.storeAllPeak && a.savedAfterForward == b.savedAfterForward
               && a.layerForwards == b.layerForwards && a.extraForwards == b.extraForwards && a.overhead == b.overhead;
    }
};
