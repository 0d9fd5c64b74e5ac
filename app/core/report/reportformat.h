// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/fileformattable.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

struct RenderOptions;
struct ScoreReport;

// The table of report file formats: for each, its file name extensions (the first is the one offered and listed),
// the label of its file-dialog filter and its writer. Everything that lists, picks or writes formats reads this
// table (saving, the export dialog's filters, the messages that name the extensions), so a new format is one row
// here plus its writer; README.md ("Adding a report format") has the recipe. ClassReportFormat is the same kind of
// table for a class's report; the lookups both share are FileFormatTable's.
class ReportFormat final : public FileFormatTable<ReportFormat>
{
    Q_DECLARE_TR_FUNCTIONS(ReportFormat)
public:
    static constexpr const char *TranslationContext = "ReportFormat";
    // Every writer has this shape: the report's bytes, or empty bytes and a reason in *error (error may be null).
    using Writer = QByteArray (*)(const ScoreReport &report, const RenderOptions &options, QString *error);

    QStringList extensions;            // lower case, without the dot; the first is the main one
    const char *filterLabel = nullptr; // QT_TRANSLATE_NOOP("ReportFormat", ...), translated by filter()
    Writer write = nullptr;

    // What every caller uses rather than write(): applies the options every format shares (the answer key left
    // out unless included), then writes.
    QByteArray render(const ScoreReport &report, const RenderOptions &options, QString *error) const;
    // The report as every format shows it with these options (the one place the answer key is left out).
    static ScoreReport prepared(const ScoreReport &report, const RenderOptions &options);

    static const std::vector<ReportFormat> &all();
};
