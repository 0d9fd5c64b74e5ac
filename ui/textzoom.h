// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFont>
#include <QList>
#include <QObject>
#include <QPointer>

#include <utility>

class QWidget;

// Text zoom for one panel: Ctrl+= / Ctrl++ / Ctrl+- / Ctrl+0 (anywhere in the window) scale the fonts of the widgets
// it was given, from Min to Max times the panel's own font; headings stay bold at their factor of the body size. The
// base is read from the panel each time, so a changed application font reaches the zoomed text too.
class TextZoom final : public QObject
{
    Q_OBJECT
public:
    static constexpr double Min = 0.8;
    static constexpr double Max = 2.0;

    explicit TextZoom(QWidget *panel);

    void addBody(QWidget *widget);
    void addHeading(QWidget *widget, double factor);

    double scale() const { return m_scale; }
    // Bounded to [Min, Max]; applies at once.
    void setScale(double scale);
    QFont bodyFont() const;

private:
    void apply();

    QWidget *m_panel = nullptr;
    double m_scale = 1.0;
    QList<QPointer<QWidget>> m_body;
    QList<std::pair<QPointer<QWidget>, double>> m_headings;
};
