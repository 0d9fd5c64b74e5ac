// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// The baseline of scripts/startup-bench: a bare Qt Widgets window holding one QChartView with a trivial chart, sized
// as the program sizes its window on first start (90% of the screen, maximized on laptop-sized screens), with the
// same start-up probe. Nothing else: what the program costs above this is its own.
#include "ui/startupprobe.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMainWindow>
#include <QScreen>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    auto *series = new QLineSeries;
    series->append({{0, 1}, {1, 3}, {2, 2}, {3, 5}, {4, 4}});
    auto *chart = new QChart;
    chart->addSeries(series); // the chart owns the series, the view the chart
    chart->createDefaultAxes();
    window.setCentralWidget(new QChartView(chart, &window));
    const QSize available = window.screen()->availableGeometry().size();
    window.resize(available * 0.9);
    if (available.width() < 1366 || available.height() < 768)
        window.setWindowState(Qt::WindowMaximized);
    window.show();
    StartupProbe::installIfRequested(&window);
    return app.exec();
}
