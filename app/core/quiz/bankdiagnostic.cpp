// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/bankdiagnostic.h"

using namespace Qt::StringLiterals;

QString SourcePlace::toString() const
{
    if (!path.isEmpty())
        return path;
    if (line <= 0)
        return {};
    return column > 0 ? u"%1:%2"_s.arg(line).arg(column) : QString::number(line);
}

QString BankDiagnostic::format(const QString &file) const
{
    const QString where = place.toString();
    const QString kind = isError() ? u"error"_s : u"warning"_s;
    return where.isEmpty() ? u"%1: %2: %3"_s.arg(file, kind, message)
                           : u"%1:%2: %3: %4"_s.arg(file, where, kind, message);
}
