#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

// One line of the simulator section: a setting or a figure, both already localized and formatted by the UI
// (the report does not know the simulator's units or number formats, so it shows them exactly as given).
struct SimulatorFigure
{
    QString label;
    QString value;

    friend bool operator==(const SimulatorFigure &a, const SimulatorFigure &b)
    {
        return a.label == b.label && a.value == b.value;
    }
};

// What the simulator showed when the report was exported: its settings and figures, and a PNG of the charts as
// they were on screen. Plain data so that checkpoint_core needs no QtGui; the UI grabs the chart into PNG bytes.
// An empty snapshot (headless reports) omits the simulator section; an empty chartPng omits only the image.
struct SimulatorSnapshot
{
    QList<SimulatorFigure> figures;
    QByteArray chartPng;

    bool isEmpty() const { return figures.isEmpty() && chartPng.isEmpty(); }

    friend bool operator==(const SimulatorSnapshot &a, const SimulatorSnapshot &b)
    {
        return a.figures == b.figures && a.chartPng == b.chartPng;
    }
};
