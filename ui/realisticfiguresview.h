// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>

class QPalette;
class RealModelState;
namespace Ui {
class RealisticPanel;
}

// Writes a RealModelState's figures into the real-model panel's figures form (realisticpanel.ui): sizes with their
// bytes and convention, the model state with what is offloaded to the host, the pipeline stage the figures describe,
// the verdict in the right or wrong colour, the FLOPs, and the conventions note; or the estimator's message. Kept
// apart from RealisticPanel, which wires the controls.
class RealisticFiguresView final
{
    Q_DECLARE_TR_FUNCTIONS(RealisticFiguresView)
public:
    static void show(Ui::RealisticPanel &ui, const RealModelState &state);
    // The verdict's colour against `palette`'s window colour.
    static void colourVerdict(Ui::RealisticPanel &ui, const RealModelState &state, const QPalette &palette);
};
