// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/renderoptions.h"

#include <QByteArray>
#include <QString>

struct ClassReportPage;

// The class report as a paged PDF on Pango and Cairo (the score report's engine, pdf/pdfflow.h): the title, the test's
// statistics, and per question its statistics, Moodle's flags and a bar chart of the option shares with each wrong
// option's misconception, then the students and the reports left out. It draws ClassReportWriter::page(), as the HTML
// page does; it lives in the pages module, which the program loads on first use.
class ClassPdfWriter final
{
public:
    // Returns the PDF, or empty bytes and a reason in *error if Cairo fails.
    static QByteArray write(const ClassReportPage &page, const RenderOptions &options = {}, QString *error = nullptr);
};
