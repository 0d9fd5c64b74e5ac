// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/renderoptions.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

struct ScoreReport;

// Writes a score report as CSV for gradebooks: RFC 4180 (CRLF, fields with commas, quotes or line breaks
// quoted, quotes doubled), UTF-8 with a byte-order mark so spreadsheet programs detect the encoding. One header
// row with fixed English column names, then one row per question; every row repeats the learner, quiz, language
// and dates so that files from many learners can simply be concatenated. Column list: docs/report-formats.md.
// Every cell that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets a leading
// apostrophe: spreadsheets then show the text instead of evaluating it (OWASP "CSV injection"). line() applies it to
// every cell, so a new column cannot forget it; numbers and dates never start with those characters.
class CsvReportWriter final
{
public:
    static QStringList columns();
    // The RenderOptions/error shape every writer shares (ReportFormat::Writer); this one never fails.
    static QByteArray write(const ScoreReport &report, const RenderOptions &options = {}, QString *error = nullptr);

    // Exposed for tests and documentation: the guard and the quoting applied to every text cell.
    static QString guardFormula(const QString &cell);
    static QString quoted(const QString &cell);
    // One record: every cell guarded and quoted where needed, comma-separated, ended by CRLF. Every CSV the app
    // writes (score reports, class statistics, the gradebook) goes through it.
    static QString line(const QStringList &cells);
};
