// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class QAbstractAxis;
class QChart;
class QFont;

// A vertical axis' title runs along the plot's height, and Qt Charts cuts one that is longer ("Saved activati…") —
// on a short chart, in a longer language or with a desktop theme's larger font. The fitter breaks such a title into
// two lines at the space nearest its middle, and joins it again when the plot grows. It follows the chart's plot area
// and every title the chart sets (a language switch), keeping the title the chart set as the one to fit.
class AxisTitleFitter final : public QObject
{
    Q_OBJECT
public:
    explicit AxisTitleFitter(QChart *chart);

    // `title` as shown along `length` pixels: itself if it fits, else two escaped lines joined by <br>.
    static QString fitted(const QString &title, const QFont &font, qreal length);

private:
    void fit();
    void fitAxis(QAbstractAxis *axis);

    QChart *m_chart;
};
