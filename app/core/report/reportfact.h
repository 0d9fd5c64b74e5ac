// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

// One "label: value" line of a human-readable report, both already in the report's language: the title block's
// facts and the simulator's figures (ReportLabels builds both lists) are rendered as these by every writer.
struct ReportFact
{
    QString label;
    QString value;

    friend bool operator==(const ReportFact &a, const ReportFact &b)
    {
        return a.label == b.label && a.value == b.value;
    }
};
