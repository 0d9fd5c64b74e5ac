// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/report/fileformattable.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

class ClassResults;

// The table of class report formats, as ReportFormat is for one learner's report: each row's extensions, the label of
// its file-dialog filter and its writer. The Class Results dialog's filters, `checkpoint-quiz class -o`'s check and
// messages and the writing read it, so a new class format is one row here plus its writer.
class ClassReportFormat final : public FileFormatTable<ClassReportFormat>
{
    Q_DECLARE_TR_FUNCTIONS(ClassReportFormat)
public:
    static constexpr const char *TranslationContext = "ClassReportFormat";
    // The bytes of the class report in `language`, or why they could not be made (a PDF without the pages module).
    using Writer = Expected<QByteArray> (*)(const ClassResults &results, const QString &language);

    QStringList extensions;
    const char *filterLabel = nullptr; // QT_TRANSLATE_NOOP("ClassReportFormat", ...)
    Writer write = nullptr;

    static const std::vector<ClassReportFormat> &all();
    // The class report in the format `path`'s extension names; a failure says why (an unknown extension, the PDF
    // unavailable), as a clause after the file's name.
    static Expected<QByteArray> writeFor(const ClassResults &results, const QString &path, const QString &language);
};
