// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/memorytimeline.h"
#include "core/simulator/scheduleevent.h"
#include "core/simulator/schedulefigures.h"
#include "core/simulator/schedulesetting.h"
#include "core/simulator/simulationsnapshot.h"

#include <QList>

// The simulator's front door: validates a chain and a setting, runs the schedule generator into the right sink and
// returns plain data. figures() and timeline() never visit events one by one: they take the schedule's runs and let
// the sinks summarise repeated segments and Revolve reversals, so on uniform chains a call costs O(W) plus the first
// sweep's detail (bench/bench_simulator measures it); events() materialises the explicit schedule for
// tests and small N. Rejected input gives empty results (valid == false / empty lists) and validationError() says why.
class Simulator final
{
public:
    static QString validationError(const Chain &chain, const ScheduleSetting &setting);

    static ScheduleFigures figures(const Chain &chain, const ScheduleSetting &setting);

    // The schedule's total compute time: closed form on uniform chains (no pass over the schedule), else a figures
    // pass. What a timeline's columns are laid out on. 0 for rejected input.
    static double totalTime(const Chain &chain, const ScheduleSetting &setting);

    // Memory over time in `columns` pixel columns covering [0, timeSpan); timeSpan <= 0 means the schedule's own
    // total time.
    static MemoryTimeline timeline(const Chain &chain, const ScheduleSetting &setting, int columns,
                                   double timeSpan = 0.0);

    // The explicit schedule, at most maxEvents of it; `complete` (if given) says whether it all fitted.
    static QList<ScheduleEvent> events(const Chain &chain, const ScheduleSetting &setting,
                                       qint64 maxEvents = 10'000'000, bool *complete = nullptr);

    // The chosen setting and store-all side by side, as the chart shows them: one generator pass per schedule fills
    // both its figures and its timeline. The columns cover at least `timeSpan` (a chart that keeps its time axis
    // fixed while k changes passes its axis length) and always both schedules' total times.
    static SimulationSnapshot snapshot(const Chain &chain, const ScheduleSetting &setting, int columns,
                                       double timeSpan = 0.0);
    // One valid setting's figures and timeline over exactly [0, timeSpan) in `columns` columns, from one generator
    // pass: half a snapshot, for a caller that keeps store-all's half while only the setting changes.
    static void run(const Chain &chain, const ScheduleSetting &setting, int columns, double timeSpan,
                    ScheduleFigures &figures, MemoryTimeline &timeline);
};
