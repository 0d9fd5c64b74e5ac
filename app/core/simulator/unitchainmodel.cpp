// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/unitchainmodel.h"

#include "core/simulator/schedulecatalog.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace {

// The timeline's width before a chart says its own: the chart's fallback plot width.
constexpr int DefaultColumns = 600;

} // namespace

UnitChainModel::UnitChainModel(QObject *parent)
    : QObject(parent)
    , m_columns(DefaultColumns)
{
    for (const ScheduleCatalog::Entry &entry : ScheduleCatalog::all()) {
        if (entry.field)
            m_parameters[index(entry.kind)]
                = TradeoffAnalysis::defaultSetting(entry.kind, m_chain, m_backwardRatio).*entry.field;
    }
    update(Change::Chain | Change::Schedule | Change::Reentrant | Change::Parameter | Change::Columns);
}

qint64 UnitChainModel::control() const
{
    return ScheduleCatalog::controlFromParameter(m_schedule, layers(), parameter());
}

qint64 UnitChainModel::controlMinimum() const
{
    return ScheduleCatalog::controlMinimum(m_schedule, layers());
}

ScheduleSetting UnitChainModel::settingWith(qint64 parameter) const
{
    ScheduleSetting base;
    base.backwardRatio = m_backwardRatio;
    base.useReentrant = m_useReentrant;
    base.layersSaveOutput = m_layersSaveOutput;
    return ScheduleCatalog::withParameter(base, m_schedule, parameter);
}

// Each input is assigned by one function that bounds it and says what changed; the setters emit that at once, show()
// assigns them all (in this order: the parameter's range depends on N and the schedule) and emits once.
UnitChainModel::Changes UnitChainModel::assignLayers(qint64 layers)
{
    layers = qBound<qint64>(1, layers, MaxLayers);
    if (layers == this->layers())
        return {};
    m_chain = Chain::units(layers);
    m_matched.reset(); // another chain: the match was for the old one
    for (const ScheduleCatalog::Entry &entry : ScheduleCatalog::all()) {
        if (entry.field) {
            qint64 &value = m_parameters[index(entry.kind)];
            value = qBound<qint64>(1, value, ScheduleCatalog::parameterMaximum(entry.kind, layers));
        }
    }
    return Change::Chain | Change::Parameter;
}

UnitChainModel::Changes UnitChainModel::assignSchedule(ScheduleKind schedule)
{
    if (schedule == m_schedule || !ScheduleCatalog::entry(schedule).offeredInPanel)
        return {};
    const MatchedPeak matched{m_schedule, pointAt(parameter()).peakMemory};
    m_schedule = schedule;
    m_parameters[index(schedule)] = parameterWithPeak(matched.peak);
    m_matched = matched;
    return Change::Schedule | Change::Parameter;
}

UnitChainModel::Changes UnitChainModel::assignParameter(qint64 parameter)
{
    parameter = qBound<qint64>(1, parameter, ScheduleCatalog::parameterMaximum(m_schedule, layers()));
    qint64 &current = m_parameters[index(m_schedule)];
    if (parameter == current)
        return {};
    current = parameter;
    m_matched.reset();
    return Change::Parameter;
}

UnitChainModel::Changes UnitChainModel::assignReentrant(bool reentrant, bool layersSaveOutput)
{
    if (reentrant == m_useReentrant && layersSaveOutput == m_layersSaveOutput)
        return {};
    m_useReentrant = reentrant;
    m_layersSaveOutput = layersSaveOutput;
    m_matched.reset();
    return Change::Reentrant;
}

UnitChainModel::Changes UnitChainModel::assignRatio(double ratio)
{
    if (!std::isfinite(ratio))
        return {};
    ratio = qBound(MinBackwardRatio, ratio, MaxBackwardRatio);
    if (qFuzzyCompare(ratio, m_backwardRatio))
        return {};
    m_backwardRatio = ratio;
    return Change::Chain;
}

void UnitChainModel::emitIfChanged(Changes what)
{
    if (what)
        update(what);
}

void UnitChainModel::setLayers(qint64 layers)
{
    emitIfChanged(assignLayers(layers));
}

void UnitChainModel::setSchedule(ScheduleKind schedule)
{
    emitIfChanged(assignSchedule(schedule));
}

void UnitChainModel::setControl(qint64 value)
{
    value = qBound(controlMinimum(), value, controlMaximum());
    setParameter(ScheduleCatalog::parameterFromControl(m_schedule, value));
}

void UnitChainModel::setParameter(qint64 parameter)
{
    emitIfChanged(assignParameter(parameter));
}

void UnitChainModel::setUseReentrant(bool reentrant)
{
    emitIfChanged(assignReentrant(reentrant, m_layersSaveOutput));
}

void UnitChainModel::setLayersSaveOutput(bool saveOutput)
{
    emitIfChanged(assignReentrant(m_useReentrant, saveOutput));
}

void UnitChainModel::setBackwardRatio(double ratio)
{
    emitIfChanged(assignRatio(ratio));
}

void UnitChainModel::goNearSqrt()
{
    setParameter(ScheduleCatalog::parameterOf(TradeoffAnalysis::defaultSetting(m_schedule, m_chain, m_backwardRatio)));
}

void UnitChainModel::setColumns(int columns)
{
    columns = qMax(1, columns);
    if (columns == m_columns)
        return;
    m_columns = columns;
    update(Change::Columns);
}

void UnitChainModel::show(qint64 layers, const ScheduleSetting &setting)
{
    const ScheduleSetting shown
        = setting.kind == ScheduleKind::StoreAll ? ScheduleSetting::uniform(layers, setting.backwardRatio) : setting;
    Changes what = assignLayers(layers);
    what |= assignRatio(shown.backwardRatio);
    what |= assignReentrant(shown.useReentrant, shown.layersSaveOutput);
    what |= assignSchedule(shown.kind);
    what |= assignParameter(ScheduleCatalog::parameterOf(shown));
    emitIfChanged(what);
}

QString UnitChainModel::note() const
{
    QString note = ScheduleCatalog::entry(m_schedule).describe(setting(), layers());
    if (!m_matched)
        return note;
    const QLocale locale;
    const qint64 peak = m_snapshot.figures.peakMemory;
    const QString before = ScheduleCatalog::reportName(m_matched->from);
    //: %1 is the schedule shown before the switch; %2 its peak memory in activations.
    note += u' '
            + (peak == m_matched->peak
                   ? tr("Matched to the peak of the schedule before (%1): %2 activations.")
                         .arg(before, locale.toString(peak))
                   //: %1 is the schedule before; %2 its peak, %3 the nearest peak this schedule reaches.
                   : tr("Matched as nearly as this schedule allows to the peak of the schedule before (%1): %2 "
                        "activations there, %3 here.")
                         .arg(before, locale.toString(m_matched->peak), locale.toString(peak)));
    return note;
}

qint64 UnitChainModel::parameterWithPeak(qint64 target) const
{
    const auto better = [target](const TradeoffPoint &a, const TradeoffPoint &b) {
        const qint64 da = qAbs(a.peakMemory - target);
        const qint64 db = qAbs(b.peakMemory - target);
        if (da != db)
            return da < db;
        if (a.peakMemory != b.peakMemory)
            return a.peakMemory < b.peakMemory;
        return a.extraForwards != b.extraForwards ? a.extraForwards < b.extraForwards : a.parameter < b.parameter;
    };
    // The sampled curve (about 2,048 points) finds the neighbourhood; every parameter between the samples either side
    // of the best one settles it, where that is few enough to try (the samples are dense where peaks change fast).
    const QList<TradeoffPoint> samples = curve(m_schedule);
    if (samples.isEmpty())
        return parameter();
    const auto best = std::min_element(samples.cbegin(), samples.cend(), better);
    const qint64 from = best == samples.cbegin() ? 1 : std::prev(best)->parameter;
    const qint64 to = std::next(best) == samples.cend() ? best->parameter : std::next(best)->parameter;
    constexpr qint64 MaxTried = 4096;
    TradeoffPoint chosen = *best;
    if (to - from <= MaxTried) {
        for (qint64 p = from; p <= to; ++p) {
            const TradeoffPoint point = pointAt(p);
            if (better(point, chosen))
                chosen = point;
        }
    }
    return chosen.parameter;
}

TradeoffPoint UnitChainModel::pointAt(qint64 parameter) const
{
    return TradeoffAnalysis::point(m_chain, settingWith(parameter));
}

QList<TradeoffPoint> UnitChainModel::curve(ScheduleKind kind) const
{
    return TradeoffAnalysis::curve(m_chain, kind, settingWith(1));
}

ScheduleKind UnitChainModel::curveSchedule() const
{
    return m_schedule == ScheduleKind::StoreAll ? ScheduleKind::Uniform : m_schedule;
}

QList<qint64> UnitChainModel::sweepTo(qint64 target, int steps) const
{
    const qint64 lo = controlMinimum();
    target = qBound(lo, target, controlMaximum());
    const qint64 span = target - lo;
    const qint64 last = qMin<qint64>(span, qMax(1, steps) - 1);
    QList<qint64> values;
    for (qint64 i = 0; i <= last; ++i) {
        const qint64 value
            = span < steps || last == 0
                  ? lo + i
                  : qRound64(double(lo) * std::pow(double(target) / double(lo), double(i) / double(last)));
        if (values.isEmpty() || value > values.last())
            values.append(qMin(value, target));
    }
    if (values.last() != target)
        values.append(target);
    return values;
}

void UnitChainModel::holdTimeAxis(bool held)
{
    if (held == m_timeAxisHeld)
        return;
    m_timeAxisHeld = held;
    if (!held && m_snapshot.error.isEmpty()
        && m_shownTimeSpan != Simulator::totalTime(m_chain, setting())) // fit the schedule again
        update(Change::Parameter);
}

void UnitChainModel::update(Changes what)
{
    if (what & Change::Chain) {
        // The longest step of any uniform spacing or PyTorch segment count: reentrant PyTorch with N segments
        // reruns N − 1 layers. A held axis that a step outgrows widens to this at once, so a drag of those relays
        // the axis out at most once.
        m_longestSpan = qMax(
            Simulator::totalTime(m_chain, ScheduleSetting::pyTorch(layers(), m_backwardRatio).withReentrant(true)),
            Simulator::totalTime(m_chain, ScheduleSetting::storeAll(m_backwardRatio)));
        m_storeAllSpan = -1.0; // store-all's run is for another chain
    }
    const ScheduleSetting current = setting();
    m_snapshot = SimulationSnapshot{};
    m_snapshot.error = Simulator::validationError(m_chain, current);
    if (m_snapshot.error.isEmpty()) {
        const double total = Simulator::totalTime(m_chain, current);
        double span = total;
        if (m_timeAxisHeld && !(what & Change::Chain) && m_shownTimeSpan > 0.0) {
            // Widened to the longest uniform or PyTorch step, then in doublings (Revolve at a small budget), so
            // that dragging relays the axis out only when a step crosses one (a new axis every step cost 50-280 ms
            // a frame at N = 10^6).
            for (span = m_shownTimeSpan; span < total;)
                span = span < m_longestSpan ? m_longestSpan : 2.0 * span;
        }
        m_shownTimeSpan = span;
        Simulator::run(m_chain, current, m_columns, span, m_snapshot.figures, m_snapshot.timeline);
        if (span != m_storeAllSpan || m_columns != m_storeAllColumns) {
            Simulator::run(m_chain, ScheduleSetting::storeAll(m_backwardRatio), m_columns, span,
                           m_storeAll.storeAllFigures, m_storeAll.storeAllTimeline);
            m_storeAllSpan = span;
            m_storeAllColumns = m_columns;
        }
        m_snapshot.storeAllFigures = m_storeAll.storeAllFigures;
        m_snapshot.storeAllTimeline = m_storeAll.storeAllTimeline;
    }
    emit changed(what);
}
