#pragma once

#include "core/report/reportsimulatorsection.h"

// The former name of ReportSimulatorSection, kept only because ui/mainwindow.h forward-declares it and
// jsonreportreader.cpp names it; both belong to other changes in flight. Delete this header once they say
// ReportSimulatorSection.
struct SimulatorSnapshot final : ReportSimulatorSection
{
    SimulatorSnapshot() = default;
    SimulatorSnapshot(ReportSimulatorSection section) // implicit on purpose: MainWindow returns the panel's section
        : ReportSimulatorSection(std::move(section))
    {}
};
