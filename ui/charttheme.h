#pragma once

class QChart;
class QPalette;

// Charts follow the window's palette: on a dark desktop theme a white chart glares and its grey text is hard to read.
// apply() sets the chart's background, plot area, title, legend and every axis' labels, titles, lines and grid from
// the palette, leaving the series' own colours (mid-tone, readable on both) alone. Charts call it when built and on
// every QEvent::PaletteChange.
class ChartTheme final
{
public:
    static void apply(QChart *chart, const QPalette &palette);
    static bool isDark(const QPalette &palette);
};
