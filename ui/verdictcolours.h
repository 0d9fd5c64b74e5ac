#pragma once

#include <QColor>

// The colours that say right and wrong, in one place for the option buttons, the verdict line and the summary. Dark
// enough for 4.5:1 contrast on the light backgrounds the quiz uses; a check or cross mark always goes with them, so
// colour is never the only cue.
struct VerdictColours
{
    static QColor right() { return QColor(0x1b, 0x5e, 0x20); }
    static QColor wrong() { return QColor(0xb7, 0x1c, 0x1c); }
};
