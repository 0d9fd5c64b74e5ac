// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/reportfact.h"
#include "core/report/simulatorreadings.h"
#include "core/simulator/unitchainmodel.h"

#include <QByteArray>
#include <QList>

#include <optional>

// The report's simulator section: what the simulator showed when the report was exported, and a PNG of its charts
// (plain bytes, so checkpoint_core needs no QtGui; the exporter draws them off screen from the readings at a fixed
// size in the report's language, ui/export/reportchartrenderer.h). It arrives in one of two forms. From the
// unit-chain model (of()) it carries numbers (readings), which ScoreReport::fromAttempt turns into labelled figures in
// the report's language; read back from a JSON report it carries those figures as the file stored them. Writers only
// ever see figures. An empty section (headless reports) omits the section; an empty chartPng omits only the image.
struct ReportSimulatorSection
{
    std::optional<SimulatorReadings> readings;
    QList<ReportFact> figures;
    QByteArray chartPng;

    // The model's setting and figures as numbers; no picture (the exporter draws it from them). Empty when the
    // model's input was rejected.
    static ReportSimulatorSection of(const UnitChainModel &model)
    {
        ReportSimulatorSection section;
        const SimulationSnapshot &snapshot = model.snapshot();
        if (snapshot.figures.valid)
            section.readings = SimulatorReadings::from(model.layers(), model.setting(), snapshot.figures,
                                                       snapshot.storeAllFigures.peakMemory);
        return section;
    }

    bool isEmpty() const { return !readings && figures.isEmpty() && chartPng.isEmpty(); }

    friend bool operator==(const ReportSimulatorSection &a, const ReportSimulatorSection &b)
    {
        return a.readings == b.readings && a.figures == b.figures && a.chartPng == b.chartPng;
    }
};
