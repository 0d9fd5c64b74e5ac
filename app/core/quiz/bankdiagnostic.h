// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>
#include <QString>

// Where in a quiz file something is: a line and column (1-based) for text formats, a JSON path such as
// $.questions[2].options for JSON banks, or nothing for the whole file.
struct SourcePlace
{
    int line = 0;
    int column = 0;
    QString path;

    // "12:3", "$.questions[2]" or empty.
    QString toString() const;
};

// One problem a quiz reader or checker found, in the shape compilers use so editors can jump to it:
// "FILE:LINE:COLUMN: error: message". Errors stop a file from opening; warnings say where Moodle (or the app)
// would do something other than what the author probably meant, and never stop it.
struct BankDiagnostic
{
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    SourcePlace place;
    QString message;

    static BankDiagnostic error(SourcePlace place, QString message)
    {
        return {Severity::Error, std::move(place), std::move(message)};
    }
    static BankDiagnostic warning(SourcePlace place, QString message)
    {
        return {Severity::Warning, std::move(place), std::move(message)};
    }

    bool isError() const { return severity == Severity::Error; }
    // "bank.gift:12:3: warning: …"; the place is left out when there is none.
    QString format(const QString &file) const;

    friend bool operator==(const BankDiagnostic &a, const BankDiagnostic &b)
    {
        return a.severity == b.severity && a.place.toString() == b.place.toString() && a.message == b.message;
    }
};
