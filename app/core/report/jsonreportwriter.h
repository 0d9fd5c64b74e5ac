// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/renderoptions.h"

#include <QByteArray>
#include <QJsonObject>

struct ScoreReport;

// Writes a score report as JSON for other programs: {"format": "checkpoint-quiz-report", "version": 1, ...},
// schema in docs/report-formats.md. Option numbers are 1-based in bank order, times ISO 8601 in UTC; derived
// figures (score, complete, durationSeconds) are written for convenience and JsonReportReader checks them.
class JsonReportWriter final
{
public:
    static constexpr int FormatVersion = 2;
    static QString formatName() { return QStringLiteral("checkpoint-quiz-report"); }

    // Version 2 added how the attempt was taken (mode, time limit, whole quiz), the attempt id, the learner id, the
    // bank's SHA-256, answer times and the digest.
    static QJsonObject toJson(const ScoreReport &report);
    // The SHA-256 (hex) of a report object's compact JSON without its "digest" member; toJson writes it as "digest"
    // and JsonReportReader checks it, so an edit by hand is found. Not a signature: anyone can recompute it.
    static QString digest(QJsonObject json);
    // Indented UTF-8. The RenderOptions/error shape every writer shares (ReportFormat::Writer); never fails.
    static QByteArray write(const ScoreReport &report, const RenderOptions &options = {}, QString *error = nullptr);
};
