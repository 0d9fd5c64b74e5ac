// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/niceaxis.h"

#include <QCategoryAxis>
#include <QLocale>
#include <QValueAxis>
#include <QtMath>

double NiceAxis::niceStep(double max, int targetTicks)
{
    if (!(max > 0.0) || !std::isfinite(max) || targetTicks < 1)
        return 1.0;
    const double raw = max / targetTicks;
    if (raw <= 1.0)
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double multiple : {1.0, 2.0, 2.5, 5.0}) {
        const double step = multiple * magnitude;
        if (step >= raw && step == std::floor(step)) // 2.5 only from 25 up
            return step;
    }
    return 10.0 * magnitude;
}

void NiceAxis::setTicksUpTo(QValueAxis *axis, double max, int targetTicks)
{
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(niceStep(max, targetTicks));
    axis->setRange(0.0, qMax(1.0, max));
}

void NiceAxis::setUpperBound(QValueAxis *axis, double max, int targetTicks)
{
    const double step = niceStep(max, targetTicks);
    const double top = qMax(step, std::ceil(max / step - 1e-9) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
    axis->setRange(0.0, top);
}

void NiceAxis::setMeasureUpperBound(QValueAxis *axis, double max, int targetTicks)
{
    const double raw = qMax(max, 1e-9) / qMax(1, targetTicks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10.0 * magnitude;
    for (const double multiple : {1.0, 2.0, 5.0}) {
        if (multiple * magnitude >= raw) {
            step = multiple * magnitude;
            break;
        }
    }
    const int ticks = qMax(1, int(std::ceil(max / step - 1e-9)));
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setRange(0.0, ticks * step);
    axis->setTickCount(ticks + 1);
    const int decimals = step >= 1.0 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

double NiceAxis::toLog1p(double value)
{
    return std::log10(1.0 + qMax(0.0, value));
}

double NiceAxis::fromLog1p(double position)
{
    return std::pow(10.0, position) - 1.0;
}

QString NiceAxis::decadeLabel(int exponent)
{
    if (exponent < 4)
        return QLocale().toString(qint64(std::llround(std::pow(10.0, exponent))));
    static const char16_t superscripts[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString power;
    const QString digits = QString::number(exponent);
    for (const QChar digit : digits)
        power.append(QChar(superscripts[digit.digitValue()]));
    return QLocale().toString(10) + power;
}

void NiceAxis::setLog1pRange(QCategoryAxis *axis, double max)
{
    int decades = qMax(1, int(std::ceil(std::log10(qMax(1.0, max)) - 1e-9)));
    const int stride = decades > 6 ? 2 : 1;
    decades += decades % stride; // the top of the axis is labelled
    // "1" sits 0.3 decades above "0": drop it once the axis is tall in decades, where the two would touch.
    const int firstDecade = decades > 3 ? stride : 0;
    for (const QString &label : axis->categoriesLabels())
        axis->remove(label);
    axis->setStartValue(0.0);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->append(QLocale().toString(0), 0.0);
    for (int d = firstDecade; d <= decades; d += stride)
        axis->append(decadeLabel(d), toLog1p(std::pow(10.0, d)));
    axis->setRange(0.0, toLog1p(std::pow(10.0, decades)));
}
