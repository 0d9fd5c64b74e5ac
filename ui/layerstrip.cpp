// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/layerstrip.h"

#include "ui/activationstatestyle.h"

#include <QPainter>
#include <QPainterPath>

namespace {

constexpr int CellHeight = 22;
constexpr int CaretHeight = 6;

} // namespace

LayerStrip::LayerStrip(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void LayerStrip::setCells(const QList<ActivationState> &cells, int activeCell)
{
    if (cells == m_cells && activeCell == m_activeCell)
        return;
    m_cells = cells;
    m_activeCell = activeCell;
    update();
}

void LayerStrip::setRecomputeEmphasis(bool emphasis)
{
    if (emphasis == m_recomputeEmphasis)
        return;
    m_recomputeEmphasis = emphasis;
    update();
}

void LayerStrip::setStale(bool stale)
{
    if (stale == m_stale)
        return;
    m_stale = stale;
    update();
}

QSize LayerStrip::sizeHint() const
{
    return {480, CellHeight + CaretHeight + 2};
}

QSize LayerStrip::minimumSizeHint() const
{
    return {120, CellHeight + CaretHeight + 2};
}

void LayerStrip::paintCell(QPainter &painter, const QRectF &rect, ActivationState state, const QColor &background)
{
    const QColor colour = ActivationStateStyle::colour(state, background);
    if (ActivationStateStyle::filled(state)) {
        painter.fillRect(rect, colour);
        // The pattern is cut out of the fill in the background colour.
        if (const Qt::BrushStyle pattern = ActivationStateStyle::pattern(state); pattern != Qt::NoBrush)
            painter.fillRect(rect, QBrush(background, pattern));
    } else {
        painter.setPen(QPen(colour, 1, state == ActivationState::Dropped ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    }
}

void LayerStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QColor background = palette().color(QPalette::Window);
    if (m_stale)
        painter.setOpacity(0.35);
    const qsizetype count = m_cells.size();
    if (count == 0)
        return;
    const double width = double(this->width()) / double(count);
    // Cells wider than a few pixels get a gap, so that neighbours with the same state stay countable.
    const double gap = width >= 5.0 ? 1.0 : 0.0;
    for (qsizetype c = 0; c < count; ++c) {
        const QRectF cell(double(c) * width, 0.0, width - gap, CellHeight);
        paintCell(painter, cell, m_cells.at(c), background);
        if (m_recomputeEmphasis && m_cells.at(c) == ActivationState::Recomputed) {
            painter.setPen(QPen(palette().color(QPalette::WindowText), 2));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cell.adjusted(1, 1, -1, -1));
        }
    }
    if (m_activeCell >= 0 && m_activeCell < count) {
        // A caret under the layer the cursor is on.
        const double x = qBound(double(CaretHeight), (m_activeCell + 0.5) * width, this->width() - double(CaretHeight));
        QPainterPath caret;
        caret.moveTo(x, CellHeight + 1);
        caret.lineTo(x - CaretHeight, CellHeight + 1 + CaretHeight);
        caret.lineTo(x + CaretHeight, CellHeight + 1 + CaretHeight);
        caret.closeSubpath();
        painter.setRenderHint(QPainter::Antialiasing);
        painter.fillPath(caret, palette().color(QPalette::WindowText));
    }
}
