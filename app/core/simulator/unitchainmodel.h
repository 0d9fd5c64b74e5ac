// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/schedulesetting.h"
#include "core/simulator/simulationsnapshot.h"
#include "core/simulator/tradeoffpoint.h"

#include <QList>
#include <QObject>

#include <array>
#include <optional>

// The unit-chain simulator's state, owned beside the Session and shown by SimulatorPanel: layers N, the schedule,
// each schedule's own parameter (remembered while the learner tries another), use_reentrant, the backward-to-forward
// cost ratio, the timeline's time span, and the latest simulation. Every input re-simulates at once (a step costs
// well under a frame, see bench/) and emits changed() once, saying what changed, so views redraw only what depends
// on it. The panel's controls, scenes, the score report and its chart all read and drive this object; none of them
// needs a window, so the slider logic is tested headless (tst_unitchainmodel).
//
// The control is what the panel's slider sets: the schedule's parameter (spacing k, segments S), except for Revolve,
// whose control is the memory it may hold (ScheduleCatalog::controlFromParameter()). Inputs out of range are bounded,
// never rejected: a scene or a dragged slider always lands on a setting that simulates.
class UnitChainModel final : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 MaxLayers = Chain::MaxLayers;
    static constexpr double MinBackwardRatio = 0.1;
    static constexpr double MaxBackwardRatio = 10.0;
    static constexpr qint64 DefaultLayers = 100;

    // What a changed() signal says moved. The curves and axes depend on the chain (N, ratio), the schedule and
    // use_reentrant; a parameter step moves only the snapshot and the markers.
    enum class Change {
        Chain = 0x1,     // N or the cost ratio: new axes, curves and time span
        Schedule = 0x2,  // another schedule: another curve and control range
        Reentrant = 0x4, // use_reentrant or the layer kind: PyTorch's curve
        Parameter = 0x8, // the schedule's parameter
        Columns = 0x10,  // the timeline's width in pixel columns
    };
    Q_DECLARE_FLAGS(Changes, Change)
    Q_FLAG(Changes)

    explicit UnitChainModel(QObject *parent = nullptr);

    void setLayers(qint64 layers);
    // Another schedule, with the setting that holds the same peak memory as the current one, or the nearest (a lower
    // peak first, then fewer extra forwards): switching compares the schedules at equal memory, never one schedule's
    // remembered setting with another's (ux-2 F9). Store-all is the baseline, not a choice: ignored.
    void setSchedule(ScheduleKind schedule);
    void setControl(qint64 value);
    // The schedule's own parameter (k, S, slots), as the trade-off chart picks it.
    void setParameter(qint64 parameter);
    void setUseReentrant(bool reentrant);
    // PyTorch with use_reentrant=False: layers that save their output rerun whole segments (ScheduleSetting).
    void setLayersSaveOutput(bool saveOutput);
    void setBackwardRatio(double ratio); // non-finite values are ignored
    // The setting the command line defaults to: the best k near sqrt(N), or what stands for it in this schedule.
    void goNearSqrt();
    // The timeline is decimated to this many pixel columns (the chart's plot width).
    void setColumns(int columns);
    // All of a setting at once (a question's scene, a report's chart): one simulation, one changed().
    // A store-all setting shows uniform spacing k = N, which holds the same memory.
    void show(qint64 layers, const ScheduleSetting &setting);

    qint64 layers() const { return m_chain.layerCount(); }
    const Chain &chain() const { return m_chain; }
    ScheduleKind schedule() const { return m_schedule; }
    qint64 parameter() const { return m_parameters[index(m_schedule)]; }
    qint64 control() const;
    qint64 controlMinimum() const;
    qint64 controlMaximum() const { return layers(); }
    bool useReentrant() const { return m_useReentrant; }
    bool layersSaveOutput() const { return m_layersSaveOutput; }
    double backwardRatio() const { return m_backwardRatio; }
    int columns() const { return m_columns; }
    ScheduleSetting setting() const { return settingWith(parameter()); }
    // Where the current setting came from when it was matched on a schedule switch, until the parameter, N or the
    // modes change: the schedule switched from and its peak (the panel says "matched to uniform's peak of 19").
    struct MatchedPeak
    {
        ScheduleKind from = ScheduleKind::Uniform;
        qint64 peak = 0;
    };
    const std::optional<MatchedPeak> &matchedPeak() const { return m_matched; }
    // What the setting does, in words (the schedule catalogue's description), and, right after a switch, what it was
    // matched to: "Matched to the peak of the schedule before (…): 28 activations."
    QString note() const;
    // The current schedule's parameter whose peak is `target` or nearest it (see setSchedule()).
    qint64 parameterWithPeak(qint64 target) const;
    // The current schedule and modes with another parameter: a point of its trade-off curve.
    ScheduleSetting settingWith(qint64 parameter) const;

    // The time axis the snapshot is drawn on: it ends where the schedule's step ends, except while held (a slider
    // dragged), when it stays put and widens only when a step outgrows it, so the learner sees the step grow and
    // shrink against a fixed scale and a frame relays no axis out; released, it fits the schedule again.
    double shownTimeSpan() const { return m_shownTimeSpan; }
    void holdTimeAxis(bool held);
    const SimulationSnapshot &snapshot() const { return m_snapshot; }

    TradeoffPoint pointAt(qint64 parameter) const;
    // The sampled trade-off curve of `kind` for this N, ratio and use_reentrant (about 2,048 points at most).
    QList<TradeoffPoint> curve(ScheduleKind kind) const;
    // The schedule whose curve the trade-off chart shows for the current one.
    ScheduleKind curveSchedule() const;
    // A scene's sweep of the control from its minimum to `target`, in at most `steps` values, the last `target`:
    // every value when they fit, else equal ratios, which give the U's steep small-k side its share of steps.
    QList<qint64> sweepTo(qint64 target, int steps) const;

signals:
    void changed(UnitChainModel::Changes what);

private:
    static std::size_t index(ScheduleKind kind) { return std::size_t(kind); }
    Changes assignLayers(qint64 layers);
    Changes assignSchedule(ScheduleKind schedule);
    Changes assignParameter(qint64 parameter);
    Changes assignReentrant(bool reentrant, bool layersSaveOutput);
    Changes assignRatio(double ratio);
    void emitIfChanged(Changes what);
    void update(Changes what);

    Chain m_chain = Chain::units(DefaultLayers);
    ScheduleKind m_schedule = ScheduleKind::Uniform;
    std::array<qint64, 4> m_parameters{}; // indexed by ScheduleKind; store-all's is unused
    bool m_useReentrant = false;
    bool m_layersSaveOutput = false;
    double m_backwardRatio = ScheduleSetting::DefaultBackwardRatio;
    int m_columns = 0; // 0: the timeline keeps one column per event group the decimator chooses
    double m_longestSpan = 0.0; // of any uniform or PyTorch step for this N and ratio
    double m_shownTimeSpan = 0.0;
    bool m_timeAxisHeld = false;
    SimulationSnapshot m_snapshot;
    // Store-all's run, kept while only the parameter or schedule changes: it depends on N, ratio, columns and span.
    SimulationSnapshot m_storeAll;
    std::optional<MatchedPeak> m_matched;
    double m_storeAllSpan = -1.0;
    int m_storeAllColumns = -1;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(UnitChainModel::Changes)
