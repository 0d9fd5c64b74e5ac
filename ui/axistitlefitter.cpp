// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/axistitlefitter.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>

using namespace Qt::StringLiterals;

namespace {

constexpr auto FullTitle = "axisTitleFitterFull";   // the title the chart set
constexpr auto ShownTitle = "axisTitleFitterShown"; // what the fitter made of it

} // namespace

AxisTitleFitter::AxisTitleFitter(QChart *chart)
    : QObject(chart)
    , m_chart(chart)
{
    connect(chart, &QChart::plotAreaChanged, this, &AxisTitleFitter::fit);
    fit();
}

QString AxisTitleFitter::fitted(const QString &title, const QFont &font, qreal length)
{
    const QFontMetricsF metrics(font);
    constexpr qreal Slack = 4; // Qt Charts cuts a little before the plot's full length
    if (metrics.horizontalAdvance(title) <= length - Slack)
        return title;
    const qsizetype middle = title.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < title.size(); ++i) {
        if (title.at(i) == u' ' && (best < 0 || qAbs(i - middle) < qAbs(best - middle)))
            best = i;
    }
    if (best < 0)
        return title; // one word: cut, as before
    return title.left(best).toHtmlEscaped() + u"<br>"_s + title.mid(best + 1).toHtmlEscaped();
}

void AxisTitleFitter::fit()
{
    if (m_chart->plotArea().height() < 1)
        return; // not laid out yet
    for (QAbstractAxis *axis : m_chart->axes(Qt::Vertical)) {
        if (!axis->property(FullTitle).isValid()) {
            connect(axis, &QAbstractAxis::titleTextChanged, this, [this, axis] { fitAxis(axis); });
            axis->setProperty(FullTitle, axis->titleText());
        }
        fitAxis(axis);
    }
}

void AxisTitleFitter::fitAxis(QAbstractAxis *axis)
{
    if (m_chart->plotArea().height() < 1)
        return;
    const QString shown = axis->titleText();
    if (shown != axis->property(ShownTitle).toString())
        axis->setProperty(FullTitle, shown); // the chart set a new title
    const QString wanted
        = fitted(axis->property(FullTitle).toString(), axis->titleFont(), m_chart->plotArea().height());
    axis->setProperty(ShownTitle, wanted);
    if (wanted != shown)
        axis->setTitleText(wanted); // comes back here, and finds it shown
}
