// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QScrollArea;
class QSplitter;
class QTabWidget;
class SimulatorPanel;

// Help → How to Read the Simulator: an overlay on the window that numbers every part of the unit-chain simulator in
// view (its controls and readout, the memory chart's curves, axes and legend, the playback, the layer strip and its
// colours) and explains each in a list drawn over the quiz column, so a newcomer meets the charts' vocabulary before
// a question uses it. The parts stay bright and the rest is dimmed; the wheel scrolls the simulator under it and the
// numbers follow. Esc, a click or the action again closes it. It owns its action, which the window puts in Help.
class SimulatorGuide final : public QWidget
{
    Q_OBJECT
public:
    using PanelSource = std::function<SimulatorPanel *()>;

    // Covers `splitter` (the quiz on the left, `tabs` on the right; the unit chain is the tab shown in `scroll`),
    // as a sibling above it: a splitter takes every child widget as a pane.
    SimulatorGuide(QSplitter *splitter, QTabWidget *tabs, QScrollArea *scroll, PanelSource panel);

    QAction *action() const { return m_action; }

    struct Part
    {
        int number = 0; // as in the list, from 1
        QRect rect;     // in this widget's coordinates; empty when scrolled out of view
        QString text;
    };
    // Every part, in list order.
    QList<Part> parts() const;
    void open();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QRect listArea() const;

    QSplitter *m_splitter = nullptr;
    QTabWidget *m_tabs = nullptr;
    QScrollArea *m_scroll = nullptr;
    PanelSource m_panel;
    QAction *m_action = nullptr;
    QPointer<QWidget> m_focusBefore;
};
