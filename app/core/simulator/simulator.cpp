// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/simulator.h"

#include "core/simulator/eventcollector.h"
#include "core/simulator/figuresaccumulator.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/schedulegenerator.h"
#include "core/simulator/teesink.h"
#include "core/simulator/timelinedecimator.h"

using namespace Qt::StringLiterals;

QString Simulator::validationError(const Chain &chain, const ScheduleSetting &setting)
{
    const QString chainError = chain.validationError();
    if (!chainError.isEmpty())
        return chainError;
    if (setting.kind == ScheduleKind::Optimal && chain.hasInternals())
        return u"the optimal (Revolve) schedule is modelled only for layers that save just their input"_s;
    return setting.validationError(chain.layerCount());
}

ScheduleFigures Simulator::figures(const Chain &chain, const ScheduleSetting &setting)
{
    if (!validationError(chain, setting).isEmpty())
        return {};
    FiguresAccumulator sink(chain, setting.backwardRatio);
    ScheduleGenerator::generate(chain, setting, sink);
    return sink.figures();
}

double Simulator::totalTime(const Chain &chain, const ScheduleSetting &setting)
{
    if (!validationError(chain, setting).isEmpty())
        return 0.0;
    if (!chain.isUniform())
        return figures(chain, setting).totalTime;
    const qint64 n = chain.layerCount();
    const qint64 extra = ScheduleCatalog::closedForm(chain, setting).extraForwards;
    const double cost = chain.forwardCost(1);
    return double(n + extra) * cost + setting.backwardRatio * (double(n) * cost);
}

MemoryTimeline Simulator::timeline(const Chain &chain, const ScheduleSetting &setting, int columns, double timeSpan)
{
    if (!validationError(chain, setting).isEmpty())
        return {};
    if (!(timeSpan > 0.0))
        timeSpan = totalTime(chain, setting);
    TimelineDecimator sink(chain, setting.backwardRatio, columns, timeSpan);
    ScheduleGenerator::generate(chain, setting, sink);
    return sink.timeline();
}

QList<ScheduleEvent> Simulator::events(const Chain &chain, const ScheduleSetting &setting, qint64 maxEvents,
                                       bool *complete)
{
    if (!validationError(chain, setting).isEmpty()) {
        if (complete)
            *complete = false;
        return {};
    }
    EventCollector sink(chain, setting.backwardRatio, maxEvents);
    ScheduleGenerator::generate(chain, setting, sink);
    if (complete)
        *complete = sink.isComplete();
    return sink.events();
}

SimulationSnapshot Simulator::snapshot(const Chain &chain, const ScheduleSetting &setting, int columns, double timeSpan)
{
    SimulationSnapshot snapshot;
    snapshot.error = validationError(chain, setting);
    if (!snapshot.error.isEmpty())
        return snapshot;
    const ScheduleSetting storeAll = ScheduleSetting::storeAll(setting.backwardRatio);
    const double span = qMax(timeSpan, qMax(totalTime(chain, setting), totalTime(chain, storeAll)));
    run(chain, setting, columns, span, snapshot.figures, snapshot.timeline);
    run(chain, storeAll, columns, span, snapshot.storeAllFigures, snapshot.storeAllTimeline);
    return snapshot;
}

void Simulator::run(const Chain &chain, const ScheduleSetting &setting, int columns, double timeSpan,
                    ScheduleFigures &figures, MemoryTimeline &timeline)
{
    FiguresAccumulator figuresSink(chain, setting.backwardRatio);
    TimelineDecimator timelineSink(chain, setting.backwardRatio, columns, timeSpan);
    TeeSink<FiguresAccumulator, TimelineDecimator> both(figuresSink, timelineSink);
    ScheduleGenerator::generate(chain, setting, both);
    figures = figuresSink.figures();
    timeline = timelineSink.timeline();
}
