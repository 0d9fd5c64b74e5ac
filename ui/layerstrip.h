// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/schedulereplay.h"

#include <QList>
#include <QWidget>

// A strip of cells, one per activation or, for long chains, per equal range of activations (ScheduleReplay's cells),
// each drawn in its state's colour and pattern (ActivationStateStyle); the cell of the layer the playback cursor is on
// is marked with a caret below it. It shows what the playback panel gives it and takes no focus: its counts are in
// the panel's text readout and in its own accessible description.
class LayerStrip final : public QWidget
{
    Q_OBJECT
public:
    explicit LayerStrip(QWidget *parent = nullptr);

    // The cells' states and the cell of the layer being run or backpropagated (−1 for none).
    void setCells(const QList<ActivationState> &cells, int activeCell);
    // Recompute emphasis (a scene's "recompute" highlight): recomputed cells get a strong outline.
    void setRecomputeEmphasis(bool emphasis);
    // Dimmed while it still shows a schedule the learner has since changed.
    void setStale(bool stale);

    const QList<ActivationState> &cells() const { return m_cells; }
    int activeCell() const { return m_activeCell; }
    bool recomputeEmphasis() const { return m_recomputeEmphasis; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Draws one cell as the strip does; the legend's swatches use it too.
    static void paintCell(QPainter &painter, const QRectF &rect, ActivationState state, const QColor &background);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<ActivationState> m_cells;
    int m_activeCell = -1;
    bool m_recomputeEmphasis = false;
    bool m_stale = false;
};
