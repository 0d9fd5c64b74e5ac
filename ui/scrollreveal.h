// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <initializer_list>

class QWidget;

// On a short screen the simulators scroll, and what a scene points at must not be below the fold (ux-2 F4): the chart
// it highlights and the control it moves. The nearest scroll area around the widgets scrolls the least it can to show
// each in turn, so when they fit together all are in view, and when they do not, the last one is. A widget outside the
// scrolled page (pinned above it) is in view already.
namespace ScrollReveal {
void reveal(std::initializer_list<QWidget *> widgets);
}
