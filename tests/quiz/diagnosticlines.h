// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankimport.h"

#include <QStringList>

// What check-quiz would print for `imported`, one line per diagnostic: the tests compare whole lines, so a message,
// a place and a severity are checked at once.
inline QStringList diagnosticLines(const BankImport &imported, const QString &file)
{
    QStringList lines;
    for (const BankDiagnostic &diagnostic : imported.diagnostics)
        lines.append(diagnostic.format(file));
    return lines;
}
