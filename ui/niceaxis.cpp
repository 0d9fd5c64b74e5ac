#include "ui/niceaxis.h"

#include <QValueAxis>
#include <QtMath>

double NiceAxis::niceStep(double max, int targetTicks)
{
    if (!(max > 0.0) || !std::isfinite(max) || targetTicks < 1)
        return 1.0;
    const double raw = max / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double multiple : {1.0, 2.0, 2.5, 5.0}) {
        if (multiple * magnitude >= raw)
            return multiple * magnitude;
    }
    return 10.0 * magnitude;
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
