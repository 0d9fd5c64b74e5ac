// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>

struct SimulatorReadings;

// The simulator's charts as a report shows them, drawn off screen from the report's own numbers rather than grabbed
// from the window: the memory timeline above the trade-off curve, rebuilt from the readings (N, schedule, parameter,
// cost ratio) with the window's chart widgets, never shown, at a fixed size, labelled in the report's language (its
// translations installed for the drawing when the window shows another) with that language's digits. So a report
// looks the same whatever the window's size or language, and no axis title is cut.
class ReportChartRenderer final
{
public:
    static constexpr QSize LogicalSize{800, 520}; // layout size in device-independent pixels
    static constexpr int PixelRatio = 2;          // drawn at 2x: 1600 × 1040 pixels

    // A PNG of PixelRatio × LogicalSize pixels, or empty bytes if there is nothing to draw (no layers).
    static QByteArray render(const SimulatorReadings &readings, const QString &language);
};
