// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/renderoptions.h"

#include <QByteArray>
#include <QString>

struct ScoreReport;

// Writes a score report as one self-contained UTF-8 HTML page: inline stylesheet, the chart inline as a
// data: URL, the lang attribute set, and every text from the bank or the learner escaped, so a question such as
// "<script>…" shows as text. Korean keeps its words whole (:lang(ko) { word-break: keep-all }). Printing does not
// use this page: it prints the PDF's pages (PdfReportWriter::raster).
class HtmlReportWriter final
{
public:
    // The RenderOptions/error shape every writer shares (ReportFormat::Writer); this one never fails.
    static QByteArray write(const ScoreReport &report, const RenderOptions &options = {}, QString *error = nullptr);
};
