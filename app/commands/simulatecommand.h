#pragma once

#include <QStringList>

class QTextStream;

// The headless `simulate` command: parses what follows the word `simulate`, runs one schedule on the unit chain and
// prints its figures as one JSON object. Usage errors (unknown, missing, repeated or out-of-range arguments) print
// one line naming the argument and its valid range on `err` and return UsageError.
//   simulate --layers N [--schedule uniform|pytorch|optimal|store-all] [--spacing K] [--segments S] [--slots S]
//            [--backward-ratio R]
// Defaults: schedule uniform; spacing = the best k near sqrt(N); segments = round(sqrt(N)); slots = the Revolve slot
// count with the same peak as that best k; backward ratio 2.
class SimulateCommand final
{
public:
    static constexpr int Success = 0;
    static constexpr int UsageError = 2;

    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static QString usage();
};
