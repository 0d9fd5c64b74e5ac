// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/schedulesetting.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

class Chain;

// Everything the front ends know about each schedule, one entry per ScheduleKind (schedulecatalog.cpp): the name the
// command line and the JSON output use, the one parameter it takes and that parameter's range, the label and note
// the simulator panel shows, its closed-form recompute count, and which setting a spacing k stands for. The panel's
// spacing slider and the command line's defaults both go through settingForSpacing(), so "PyTorch segments of about
// k layers" and "Revolve slots with the same peak as k" are written once. A new schedule is one entry here plus its
// generator in ScheduleGenerator::generate() (see "Adding a schedule" in the README).
class ScheduleCatalog final
{
    Q_DECLARE_TR_FUNCTIONS(ScheduleCatalog)
public:
    struct Entry
    {
        ScheduleKind kind;
        const char *name;               // "pytorch": --schedule's value and the JSON "schedule"
        const char *parameter;          // "segments": the ScheduleSetting field's option and JSON name; nullptr if none
        const char *valueName;          // "S": how --help shows the parameter's value
        qint64 ScheduleSetting::*field; // the parameter in ScheduleSetting; nullptr if none
        bool boundedByLayers;           // the parameter runs from 1 to N, else from 1 to ScheduleSetting::MaxSlots
        bool offeredInPanel;            // store-all is the baseline the panel always draws, not a choice
        const char *label;              // QT_TRANSLATE_NOOP: the panel's schedule choice and simulate --help
        const char *parameterHelp;      // QT_TRANSLATE_NOOP: what the parameter means and its default, for --help
        const char *reportName;         // QT_TRANSLATE_NOOP: the schedule's name in score reports (no slider terms)
        const char *parameterLabel;     // QT_TRANSLATE_NOOP: the parameter's label in score reports; nullptr if none
        // The parameter's value when the panel's spacing slider (or the default spacing) is at k.
        qint64 (*parameterForSpacing)(const Chain &chain, qint64 spacing);
        // The panel's note under the schedule: what runs with this setting.
        QString (*describe)(const ScheduleSetting &setting, qint64 layers);
        // QT_TRANSLATE_NOOP("SimulatorPanel", …): the panel's control, its tool tip and the near-sqrt(N) button's.
        const char *controlLabel = nullptr;
        const char *controlToolTip = nullptr;
        const char *nearSqrtToolTip = nullptr;
        // The panel's control is the memory the schedule may hold (slots + 1), not the parameter itself (Revolve).
        bool controlIsMemory = false;
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

    // The spacing the command line uses when none is given: the best k near sqrt(N).
    static qint64 defaultSpacing(const Chain &chain);
    // The setting of `kind` that spacing k stands for: what the panel simulates for its slider's k.
    static ScheduleSetting settingForSpacing(ScheduleKind kind, const Chain &chain, qint64 spacing, double ratio);
    // The command line's setting when it is given no parameter: settingForSpacing() at defaultSpacing().
    static ScheduleSetting defaultSetting(ScheduleKind kind, const Chain &chain, double ratio);
};
