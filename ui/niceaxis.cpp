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
    for (const QChar digit : QString::number(exponent))
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
