#include "ui/charttheme.h"

#include "ui/verdictcolours.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>
#include <QPalette>

bool ChartTheme::isDark(const QPalette &palette)
{
    return VerdictColours::isDark(palette.base().color());
}

void ChartTheme::apply(QChart *chart, const QPalette &palette)
{
    const QColor base = palette.base().color();
    const QColor text = palette.text().color();
    QColor grid = palette.mid().color();
    grid.setAlphaF(0.5f);
    chart->setBackgroundBrush(base);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(palette.mid().color());
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
    }
}
