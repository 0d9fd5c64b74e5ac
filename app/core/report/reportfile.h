// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/io/safefilewriter.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>

class ReportFormat;
struct ScoreReport;

// Saves a score report to a file, the format chosen by the file name's extension (the ReportFormat table). The file
// is written through SafeFileWriter: a failure (missing folder, no permission, full disk, file size limit, a special
// file in the way) leaves any existing file at that path exactly as it was, and success is reported only once every
// byte is on the disk. Messages are translated and name the path and the reason.
class ReportFile final
{
    Q_DECLARE_TR_FUNCTIONS(ReportFile)
public:
    // paperLocale picks A4 or US Letter for PDFs; a path the guard protects (the question bank, the learner's data
    // folder) is refused; includeAnswerKey (by default: only for a finished attempt) says whether
    // unanswered questions show their right answer, explanation and reference (RenderOptions). On failure the error
    // names the path and the reason.
    // `cancelled`, set from another thread, stops a long PDF and writes nothing.
    static Expected<void> save(const ScoreReport &report, const QString &path,
                               const QLocale &paperLocale = QLocale::system(),
                               const SafeFileWriter::Options &guard = {},
                               std::optional<bool> includeAnswerKey = std::nullopt,
                               const std::atomic_bool *cancelled = nullptr);
};
