// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

class QLabel;
class QString;

// A figure whose input changed flashes briefly, so a change made by a control (a wheel turn over one, a scene's
// setting, a typed value) is seen where the number is, not only where the control is. Only the numbers count: the same
// figures in another language or digit script (a language switch) do not flash. The flash is a fading highlight
// drawn over the label by a child widget, so the label's own palette (a verdict's colour) is never touched.
class FigureFlash final
{
public:
    static constexpr int DurationMs = 700;

    // Sets `text` on `label`, flashing it when it is visible and its numbers differ from the text it had.
    static void setText(QLabel *label, const QString &text);
    static bool isFlashing(const QLabel *label);
};
