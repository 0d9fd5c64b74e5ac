// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/reportfile.h"

#include "core/io/safefilewriter.h"
#include "core/report/renderoptions.h"
#include "core/report/reportformat.h"
#include "core/report/scorereport.h"

#include <QDir>

using namespace Qt::StringLiterals;

Expected<void> ReportFile::save(const ScoreReport &report, const QString &path, const QLocale &paperLocale,
                                const SafeFileWriter::Options &options, std::optional<bool> includeAnswerKey,
                                const std::atomic_bool *cancelled)
{
    const auto fail = [&](const QString &reason) {
        return Expected<void>::failure(
            tr("Could not save the report to %1: %2").arg(QDir::toNativeSeparators(path), reason));
    };

    const ReportFormat *format = ReportFormat::forPath(path);
    if (!format)
        return fail(tr("unknown file type; use a name ending in %1").arg(ReportFormat::extensionList()));
    // Refuse a bad destination before spending seconds on a PDF.
    if (const Expected<void> usable = SafeFileWriter::check(path, options); !usable)
        return fail(usable.error());

    QString renderError;
    RenderOptions renderOptions = RenderOptions::forLocale(paperLocale, includeAnswerKey.value_or(report.isComplete()));
    renderOptions.cancelled = cancelled;
    const QByteArray bytes = format->render(report, renderOptions, &renderError);
    if (renderOptions.isCancelled())
        return fail(tr("cancelled"));
    if (bytes.isEmpty())
        return fail(tr("the report could not be produced (%1)").arg(renderError));
    if (const Expected<void> saved = SafeFileWriter::write(path, bytes, options); !saved)
        return fail(saved.error());
    return {};
}
