// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/charttheme.h"

#include "ui/axistitlefitter.h"
#include "ui/verdictcolours.h"

#include <QAbstractAxis>
#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QPalette>
#include <QScatterSeries>
#include <QXYSeries>

namespace {

constexpr auto OriginalInk = "chartThemeInk";

// Grey, whatever its lightness: the colours the charts use for "no particular series" (store-all, current k, labels).
bool isNeutral(const QColor &colour)
{
    return colour.isValid() && colour.hslSaturation() < 40;
}

// The colour to use for an ink first seen as `original`: itself on a light theme; on a dark one, dark greys become the
// palette's text and light greys and white its base, each keeping the original's transparency.
QColor readable(const QColor &colour, const QPalette &palette, double ratio);

QColor themed(const QColor &original, const QPalette &palette)
{
    if (!ChartTheme::isDark(palette))
        return original;
    if (!isNeutral(original)) {
        QColor lighter = readable(original, palette, 3.0); // lines and marks: WCAG's 3:1 for graphics
        lighter.setAlpha(original.alpha());
        return lighter;
    }
    QColor colour = original.lightness() < 128 ? palette.text().color() : palette.base().color();
    colour.setAlpha(original.alpha());
    return colour;
}

// A coloured text (an axis in its series' colour) made lighter or darker until it reads at 4.5:1 on the background.
QColor readable(const QColor &colour, const QPalette &palette, double ratio)
{
    const QColor background = palette.base().color();
    const QColor towards = palette.text().color();
    QColor result = colour;
    for (int step = 1; step <= 10 && VerdictColours::contrast(result, background) < ratio; ++step) {
        const float share = float(step) / 10;
        result = QColor::fromRgbF(colour.redF() * (1 - share) + towards.redF() * share,
                                  colour.greenF() * (1 - share) + towards.greenF() * share,
                                  colour.blueF() * (1 - share) + towards.blueF() * share);
    }
    return result;
}

// The original ink of an object, recorded the first time it is themed.
QColor original(QObject *holder, const char *name, const QColor &current)
{
    const QVariant stored = holder->property(name);
    if (stored.isValid())
        return stored.value<QColor>();
    holder->setProperty(name, current);
    return current;
}

void themeSeries(QXYSeries *series, const QPalette &palette)
{
    QPen pen = series->pen();
    pen.setColor(themed(original(series, OriginalInk, pen.color()), palette));
    series->setPen(pen);
    if (auto *scatter = qobject_cast<QScatterSeries *>(series))
        scatter->setColor(themed(original(series, "chartThemeFill", scatter->color()), palette));
    // Point labels ("Peak 19") are text: the palette's text colour at 4.5:1, whatever their ink on a light theme.
    const QColor labels = original(series, "chartThemeLabels", series->pointLabelsColor());
    series->setPointLabelsColor(ChartTheme::isDark(palette) ? palette.text().color() : labels);
}

class PaletteFollower final : public QObject
{
public:
    explicit PaletteFollower(QChartView *view)
        : QObject(view)
        , m_view(view)
    {}

    bool eventFilter(QObject *, QEvent *event) override
    {
        // The view's palette changes, and Qt Charts resets the chart's background to its own theme when the chart
        // (a QGraphicsWidget) is polished or gets the scene's palette: re-apply once that has happened.
        switch (event->type()) {
        case QEvent::PaletteChange:
            ChartTheme::apply(m_view->chart(), m_view->palette());
            Q_FALLTHROUGH();
        case QEvent::StyleChange:
        case QEvent::Polish:
        case QEvent::Show:
            QMetaObject::invokeMethod(
                this, [this] { ChartTheme::apply(m_view->chart(), m_view->palette()); }, Qt::QueuedConnection);
            break;
        default:
            break;
        }
        return false;
    }

private:
    QChartView *m_view;
};

} // namespace

bool ChartTheme::isDark(const QPalette &palette)
{
    return VerdictColours::isDark(palette.base().color());
}

void ChartTheme::follow(QChartView *view)
{
    view->setFocusPolicy(Qt::NoFocus);
    view->viewport()->setFocusPolicy(Qt::NoFocus);
    new AxisTitleFitter(view->chart());
    auto *follower = new PaletteFollower(view);
    view->installEventFilter(follower);
    view->chart()->installEventFilter(follower);
    apply(view->chart(), view->palette());
}

void ChartTheme::apply(QChart *chart, const QPalette &palette)
{
    const QColor base = palette.base().color();
    const QColor text = palette.text().color();
    QColor grid = palette.mid().color();
    grid.setAlphaF(0.5f);
    chart->setBackgroundBrush(base);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        // Axes coloured like their series (the trade-off chart's two y axes) keep their hue, made readable.
        const QColor labels = original(axis, OriginalInk, axis->labelsColor());
        axis->setLabelsColor(isNeutral(labels) ? text : readable(labels, palette, 4.5));
        const QColor title = original(axis, "chartThemeTitle", axis->titleBrush().color());
        axis->setTitleBrush(isNeutral(title) ? themed(title, palette) : readable(title, palette, 4.5));
        axis->setLinePenColor(themed(original(axis, "chartThemeLine", axis->linePenColor()), palette));
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
    }
    for (QAbstractSeries *series : chart->series()) {
        if (auto *xy = qobject_cast<QXYSeries *>(series))
            themeSeries(xy, palette);
        if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            QPen pen = area->pen();
            pen.setColor(themed(original(area, OriginalInk, pen.color()), palette));
            area->setPen(pen);
        }
    }
    if (!chart->scene())
        return;
    // The charts' own annotations: labels, the peak's tag, the clipped-curve box, the playback cursor and dividers.
    constexpr int OriginalKey = 0x4354; // QGraphicsItem::data() key for the ink first seen
    const auto originalOf = [](QGraphicsItem *item, const QColor &current) {
        if (!item->data(OriginalKey).isValid())
            item->setData(OriginalKey, current);
        return item->data(OriginalKey).value<QColor>();
    };
    for (QGraphicsItem *item : chart->scene()->items()) {
        if (auto *label = dynamic_cast<QGraphicsSimpleTextItem *>(item)) {
            label->setBrush(themed(originalOf(item, label->brush().color()), palette));
        } else if (auto *line = dynamic_cast<QGraphicsLineItem *>(item); line && line->parentItem() == chart) {
            // The charts' own lines hang on the chart; Qt Charts' axis and grid lines lie deeper and keep its pens.
            QPen pen = line->pen();
            pen.setColor(themed(originalOf(item, pen.color()), palette));
            line->setPen(pen);
        } else if (auto *box = dynamic_cast<QGraphicsRectItem *>(item);
                   box && box->brush().style() != Qt::NoBrush
                   && (box->data(OriginalKey).isValid() || box->brush() != chart->backgroundBrush())) {
            box->setBrush(themed(originalOf(item, box->brush().color()), palette)); // not the chart's own background
        }
    }
}
