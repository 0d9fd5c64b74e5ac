// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>
#include <QString>

class QChart;
class QFont;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QXYSeries;

// One number the learner committed, drawn on a chart beside what the simulator computed (ux-2 F14): a dashed line
// across the plot at that value on the axis that measures it, with a boxed label at the plot's edge. A value beyond
// the axis's range is pinned to that edge with an arrow, so it is never silently off the chart, and the chart keeps
// the scale the truth gave it. A chart with no axis for the number shows the label alone (showNote). A child of the
// chart: it follows the plot area and the axes' ranges until hidden.
class PredictionMarker final : public QObject
{
    Q_OBJECT
public:
    // `reference` is a series of `chart` whose axes the value is read on; it must have a point whenever shown.
    PredictionMarker(QChart *chart, QXYSeries *reference);

    // A horizontal line at `position` on the y axis (Qt::Vertical), or a vertical one on the x axis (Qt::Horizontal),
    // in the axis' own coordinates; `text` names the number ("Your prediction 12").
    void show(Qt::Orientation axis, double position, const QString &text);
    void showNote(const QString &text);
    void hide();
    bool isVisible() const;
    // The label's text, arrow included when the value is off the chart (unwrapped).
    QString text() const;
    QGraphicsLineItem *line() const { return m_line; }
    QGraphicsRectItem *box() const { return m_box; }

private:
    enum class Mode : quint8 { Hidden, Line, Note };
    void layout();
    // `text` broken at spaces into lines no wider than `width` (a word longer than that keeps its own line).
    static QString wrapped(const QString &text, const QFont &font, qreal width);

    QChart *m_chart;
    QXYSeries *m_reference;
    QGraphicsLineItem *m_line;
    QGraphicsRectItem *m_box;
    QGraphicsSimpleTextItem *m_label;
    Mode m_mode = Mode::Hidden;
    Qt::Orientation m_axis = Qt::Vertical;
    double m_position = 0;
    QString m_text;
    QString m_shownText;
};
