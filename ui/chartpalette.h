// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QColor>

// The simulator charts' colours, in one place: the same memory blue in the timeline, the trade-off curve, the budget
// chart's uniform line and the real-model activation timeline, the same grey for every store-all baseline. The
// series keep these mid-tones in a dark palette too (ChartTheme changes only axes, grid and text), so they are
// chosen to read on white and on a dark window alike. The report's colours are ReportStyle's (core).
struct ChartPalette
{
    static QColor memory() { return {25, 118, 210}; }      // saved activations; uniform spacing
    static QColor storeAll() { return {66, 66, 66}; }      // the store-everything baseline; crosshair lines
    static QColor recompute() { return {239, 108, 0}; }    // recomputed forwards in the timeline
    static QColor extraForwards() { return {230, 81, 0}; } // the trade-off chart's extra forwards
    static QColor separator() { return {97, 97, 97}; }     // forward | backward divider; crosshair box
    static QColor ink() { return {33, 33, 33}; }           // cursors and current-setting markers
    static QColor peak() { return {198, 40, 40}; }         // the timeline's peak marker
    static QColor sqrtN() { return {46, 125, 50}; }        // the k = sqrt(N) marker
    static QColor pyTorch() { return {0, 137, 123}; }      // checkpoint_sequential's curve
    static QColor optimal() { return {123, 31, 162}; }     // Revolve's curve
    static QColor prediction() { return {216, 27, 96}; }   // the learner's committed number
};
