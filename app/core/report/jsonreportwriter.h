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
    static constexpr int FormatVersion = 1;
    static QString formatName() { return QStringLiteral("checkpoint-quiz-report"); }

    static QJsonObject toJson(const ScoreReport &report);
    // Indented UTF-8. The RenderOptions/error shape every writer shares (ReportFormat::Writer); never fails.
    static QByteArray write(const ScoreReport &report, const RenderOptions &options = {}, QString *error = nullptr);
};
