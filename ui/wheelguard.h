// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

// The mouse wheel scrolls the page: a slider, spin box or combo box inside a scroll area takes a wheel turn only
// once it has the keyboard focus (a click or Tab gives it). Without this, scrolling the long simulator and real-model
// panels changed whichever control passed under the pointer (Recompute full → selective, N 100 → 88) and every
// figure with it (ux-2 F1). One application-wide filter, so controls created later are covered too; it also gives
// such controls Qt::StrongFocus, so the wheel never hands them the focus either.
class WheelGuard final : public QObject
{
    Q_OBJECT
public:
    explicit WheelGuard(QObject *parent = nullptr);

    // Installs one guard on the application (once; later calls do nothing).
    static void install(QObject *owner);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};
