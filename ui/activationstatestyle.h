// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/schedulereplay.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <array>

// How the playback strip draws each activation state, in one place: its colour for the background it is drawn on
// (dark shades on light backgrounds, light ones on dark themes, each at least 3:1 against the window colour, checked
// in tst_charts), a pattern so that colour is never the only cue (solid checkpoints, dotted saved inputs, hatched
// recomputes, crossed freed ones, a dashed outline for dropped ones, a solid one for what is not yet computed), and
// its name and meaning in the legend.
struct ActivationStateStyle
{
    Q_DECLARE_TR_FUNCTIONS(ActivationStateStyle)

public:
    // The legend's order: what is held first, then what is done or still to come.
    static constexpr std::array<ActivationState, ActivationStateCount> legendOrder
        = {ActivationState::Checkpoint, ActivationState::Saved,   ActivationState::Recomputed,
           ActivationState::Freed,      ActivationState::Dropped, ActivationState::NotComputed};

    static bool isDark(const QColor &background) { return background.lightnessF() < 0.5; }

    static QColor colour(ActivationState state, const QColor &background)
    {
        const bool dark = isDark(background);
        switch (state) {
        case ActivationState::Checkpoint:
            return dark ? QColor(0x90, 0xca, 0xf9) : QColor(0x0d, 0x47, 0xa1);
        case ActivationState::Saved:
            return dark ? QColor(0xa5, 0xd6, 0xa7) : QColor(0x2e, 0x7d, 0x32);
        case ActivationState::Recomputed:
            return dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0xc4, 0x4a, 0x00);
        case ActivationState::Freed:
            return dark ? QColor(0x9e, 0x9e, 0x9e) : QColor(0x75, 0x75, 0x75);
        case ActivationState::Dropped:
        case ActivationState::NotComputed:
            break;
        }
        return dark ? QColor(0xbd, 0xbd, 0xbd) : QColor(0x61, 0x61, 0x61);
    }

    // Filled states are solid in their colour with the pattern cut out of them in the background colour (none for
    // checkpoints); dropped ones are a dashed outline (computed, then let go), not-yet-computed ones a solid one.
    static bool filled(ActivationState state)
    {
        return state != ActivationState::Dropped && state != ActivationState::NotComputed;
    }
    static Qt::BrushStyle pattern(ActivationState state)
    {
        switch (state) {
        case ActivationState::Checkpoint:
        case ActivationState::NotComputed:
            return Qt::NoBrush;
        case ActivationState::Saved:
            return Qt::Dense6Pattern;
        case ActivationState::Recomputed:
            return Qt::BDiagPattern;
        case ActivationState::Freed:
            return Qt::DiagCrossPattern;
        case ActivationState::Dropped:
            break;
        }
        return Qt::NoBrush;
    }

    //: Legend of the playback strip, followed by the count: "checkpoints 10".
    static QString name(ActivationState state)
    {
        switch (state) {
        case ActivationState::Checkpoint:
            return tr("checkpoints");
        case ActivationState::Saved:
            return tr("saved");
        case ActivationState::Recomputed:
            return tr("recomputed");
        case ActivationState::Freed:
            return tr("freed");
        case ActivationState::Dropped:
            return tr("dropped");
        case ActivationState::NotComputed:
            break;
        }
        return tr("not yet computed");
    }

    static QString description(ActivationState state)
    {
        switch (state) {
        case ActivationState::Checkpoint:
            return tr("Held as a checkpoint: the backward pass restarts from it");
        case ActivationState::Saved:
            return tr("Held since the forward pass for its layer's backward");
        case ActivationState::Recomputed:
            return tr("Recomputed during the backward pass and held for its layer's backward");
        case ActivationState::Freed:
            return tr("Its layer's backward is done; the memory is freed");
        case ActivationState::Dropped:
            return tr("Computed but not held: it will be recomputed");
        case ActivationState::NotComputed:
            break;
        }
        return tr("Its layer has not run yet");
    }
};
