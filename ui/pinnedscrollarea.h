// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QPointer>
#include <QScrollArea>

// A scroll area with one widget pinned across its top, above the scrolled page (ux-2 F4): the simulator's controls
// and readout stay in view however far the charts below them are scrolled, so a short screen can show the slider a
// scene moves beside the chart it moves, and the learner can drag k and watch the trade-off chart. The pinned widget
// takes the viewport's width, its height for that width and the page's side margins; the viewport starts below it.
class PinnedScrollArea final : public QScrollArea
{
    Q_OBJECT
public:
    using QScrollArea::QScrollArea;

    // Takes `header` out of the page (its layout lets go of it) and pins it here.
    void pin(QWidget *header);
    QWidget *pinned() const { return m_header; }

protected:
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void layoutHeader();

    QPointer<QWidget> m_header;
};
