// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/closedforms.h"
#include "core/simulator/schedulesetting.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

// Everything the front ends know about each schedule, one entry per ScheduleKind (schedulecatalog.cpp): the name the
// command line and the JSON output use, the one parameter it takes and that parameter's range, the labels, tool tips,
// axis titles and notes the panel, the charts and the reports show, how the panel's control maps to the parameter,
// its closed-form peak and recompute count, and which setting a spacing k stands for (TradeoffAnalysis turns that
// into the defaults of the panel and the command line, so "PyTorch segments of about k layers" and "Revolve slots
// with the same peak as k" are written once). It computes nothing itself: the simulator and the trade-off analysis
// read it, it reads none of them. Nothing outside this table and the generator switches
// over ScheduleKind: a new schedule is one entry here plus its generator in ScheduleGenerator::generate() (see
// "Adding a schedule" in the README).
class ScheduleCatalog final
{
    Q_DECLARE_TR_FUNCTIONS(ScheduleCatalog)
public:
    // Written with designated initialisers (schedulecatalog.cpp), so each row says what each value is. Texts are
    // QT_TRANSLATE_NOOP("ScheduleCatalog", …) unless a comment says otherwise; nullptr where a schedule has none.
    struct Entry
    {
        ScheduleKind kind = ScheduleKind::StoreAll;
        const char *name = nullptr;               // "pytorch": --schedule's value and the JSON "schedule"
        const char *parameter = nullptr;          // "segments": the ScheduleSetting field's option and JSON name
        const char *valueName = nullptr;          // "S": how --help shows the parameter's value
        qint64 ScheduleSetting::*field = nullptr; // the parameter in ScheduleSetting
        bool boundedByLayers = false;        // the parameter runs from 1 to N, else from 1 to ScheduleSetting::MaxSlots
        bool offeredInPanel = false;         // store-all is the baseline the panel always draws, not a choice
        const char *label = nullptr;         // the panel's schedule choice and simulate --help
        const char *parameterHelp = nullptr; // what the parameter means and its default, for --help
        const char *reportName = nullptr;    // the schedule's name in score reports (no slider terms)
        const char *parameterLabel = nullptr; // the parameter's label in score reports
        // QT_TRANSLATE_NOOP("SimulatorPanel", …): the panel's control, its tool tip and the near-sqrt(N) button's.
        const char *controlLabel = nullptr;
        const char *controlToolTip = nullptr;
        const char *nearSqrtToolTip = nullptr;
        // The panel's control is the memory the schedule may hold (slots + 1), not the parameter itself (Revolve).
        bool controlIsMemory = false;
        const char *axisTitle = nullptr;   // the trade-off chart's parameter axis: "Segments S (log scale)"
        const char *currentName = nullptr; // the legend of the chart's marker at the current setting: "Current S"
        const char *valueText = nullptr;   // the parameter and its value, %1 the number: "S = %1"
        // The parameter's value that spacing k stands for on N layers, where uniform spacing k peaks at uniformPeak
        // (TradeoffAnalysis::settingForSpacing() works that out).
        qint64 (*parameterForSpacing)(qint64 layers, qint64 spacing, qint64 uniformPeak) = nullptr;
        // The panel's note under the schedule: what runs with this setting.
        QString (*describe)(const ScheduleSetting &setting, qint64 layers) = nullptr;
        // Peak and recomputed forwards on a uniform chain, without running the schedule.
        ClosedForms::Figures (*closedForm)(const Chain &chain, const ScheduleSetting &setting) = nullptr;
    };

    // In the order the panel and --help list them.
    static const QList<Entry> &all();
    static const Entry &entry(ScheduleKind kind);
    // nullptr for a name no schedule has; names are case-sensitive like every other option value.
    static const Entry *find(QStringView name);
    static QString name(ScheduleKind kind) { return QString::fromLatin1(entry(kind).name); }
    // "uniform, pytorch, optimal, store-all": for help texts and messages.
    static QString nameList();
    static QString label(ScheduleKind kind);
    // What the parameter means and its default, translated; empty for a schedule without one.
    static QString parameterHelp(ScheduleKind kind);
    static QString reportName(ScheduleKind kind);
    // "Segments": the parameter's label in reports, translated; empty for a schedule without one.
    static QString parameterLabel(ScheduleKind kind);
    // The trade-off chart's axis title and current marker's name, and "S = 12" for a parameter value (already
    // formatted in the reader's digits); a schedule without a parameter reads as uniform spacing, the panel's default.
    static QString axisTitle(ScheduleKind kind);
    static QString currentName(ScheduleKind kind);
    static QString valueText(ScheduleKind kind, const QString &number);

    // The panel's control for a parameter and back: the parameter itself, or for a memory control the peak it
    // allows (slots + 1, at most N) and the slots that peak leaves (at least 1). Exact for slots 1..N − 1.
    static qint64 controlFromParameter(ScheduleKind kind, qint64 layers, qint64 parameter);
    static qint64 parameterFromControl(ScheduleKind kind, qint64 parameter);
    // The control's lowest value: 1, or 2 for a memory control (one slot plus the activation worked on) when N ≥ 2.
    static qint64 controlMinimum(ScheduleKind kind, qint64 layers);
    // The parameter's range for N: 1 to N, or 1 to N − 1 slots (more would store everything and more).
    static qint64 parameterMaximum(ScheduleKind kind, qint64 layers);
    // The setting of `kind` with `parameter` in its field, the other fields from `base` (modes and ratio).
    static ScheduleSetting withParameter(ScheduleSetting base, ScheduleKind kind, qint64 parameter);
    // The parameter field's value in a setting; 0 for a schedule without one.
    static qint64 parameterOf(const ScheduleSetting &setting);

    // The setting's peak and recomputed forwards on a uniform chain, by its schedule's closed form (the chain must
    // be uniform and the setting valid for it, Simulator::validationError()).
    static ClosedForms::Figures closedForm(const Chain &chain, const ScheduleSetting &setting);
};
