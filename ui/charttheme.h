// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

class QChart;
class QChartView;
class QPalette;

// Charts follow the window's palette: on a dark desktop theme a white chart glares and its dark grey lines and labels
// vanish. apply() sets the chart's background, title, legend and every axis' labels, titles, lines and grid from the
// palette, and swaps neutral inks (dark grey lines, markers and labels, white boxes) for the palette's text and base
// colours, remembering the originals so a switch back to a light theme restores them; the series' own mid-tone colours
// read on both and stay. follow() does it for a view now and on every palette change, breaks vertical axis titles that
// would be cut into two lines (AxisTitleFitter), and takes the view out of the Tab order: charts are read, and set with
// the controls beside them.
class ChartTheme final
{
public:
    static void follow(QChartView *view);
    static void apply(QChart *chart, const QPalette &palette);
    static bool isDark(const QPalette &palette);
};
