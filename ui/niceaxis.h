#pragma once

class QValueAxis;

// Gives a value axis the range [0, max] rounded up to a "nice" step (1, 2, 2.5 or 5 × 10^n) with ticks on those
// steps. QValueAxis::applyNiceNumbers() does this too, but with several series sharing the axis it can bounce the
// range between their domains forever in Qt 6.4, so the charts set ranges themselves.
class NiceAxis final
{
public:
    static void setUpperBound(QValueAxis *axis, double max, int targetTicks = 5);
    static double niceStep(double max, int targetTicks);
};
