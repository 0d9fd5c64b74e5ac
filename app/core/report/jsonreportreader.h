// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/report/scorereport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// Reads a JSON score report (JsonReportWriter's format, version 1) back into a ScoreReport, for gradebook tools
// and tests. Like the bank loader, errors name the source, the place (line:column or a JSON path such as
// $.questions[2].chosenOption) and what was expected. The derived figures in the file (score, complete,
// isCorrect) must agree with the questions: a file edited by hand to change the score is rejected. Its messages are
// translated, as the class view and the class command show them.
class JsonReportReader final
{
    Q_DECLARE_TR_FUNCTIONS(JsonReportReader)

public:
    static constexpr qint64 MaxFileSize = qint64(32) * 1024 * 1024; // room for a large chart image in base64

    static Expected<ScoreReport> fromFile(const QString &path);
    static Expected<ScoreReport> fromJson(const QByteArray &json, const QString &sourceName);
};
