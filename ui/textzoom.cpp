// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/textzoom.h"

#include <QKeySequence>
#include <QShortcut>
#include <QWidget>

TextZoom::TextZoom(QWidget *panel)
    : QObject(panel)
    , m_panel(panel)
{
    const auto zoom = [this](const QKeySequence &keys, double factor) {
        auto *shortcut = new QShortcut(keys, m_panel, nullptr, nullptr, Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this,
                [this, factor] { setScale(factor == 0 ? 1.0 : m_scale * factor); });
    };
    zoom(QKeySequence(Qt::CTRL | Qt::Key_Equal), 1.1);
    zoom(QKeySequence::ZoomIn, 1.1);
    zoom(QKeySequence::ZoomOut, 1 / 1.1);
    zoom(QKeySequence(Qt::CTRL | Qt::Key_0), 0);
}

void TextZoom::addBody(QWidget *widget)
{
    m_body.append(widget);
    widget->setFont(bodyFont());
}

void TextZoom::addHeading(QWidget *widget, double factor)
{
    m_headings.append({widget, factor});
    apply();
}

void TextZoom::setScale(double scale)
{
    m_scale = qBound(Min, scale, Max);
    apply();
}

QFont TextZoom::bodyFont() const
{
    QFont body = m_panel->QWidget::font(); // the panel's, never a zoomed one
    body.setPointSizeF(body.pointSizeF() * m_scale);
    return body;
}

void TextZoom::apply()
{
    const QFont body = bodyFont();
    for (QWidget *widget : std::as_const(m_body)) {
        if (widget)
            widget->setFont(body);
    }
    for (const auto &[widget, factor] : std::as_const(m_headings)) {
        if (!widget)
            continue;
        QFont heading = body;
        heading.setPointSizeF(body.pointSizeF() * factor);
        heading.setBold(true);
        widget->setFont(heading);
    }
}
