// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

class QLocale;

// How a report is rendered beyond its content, the one options type every writer takes (see ReportFormat). Only
// the PDF writer reads the paper size. includeAnswerKey holds for every format: ReportFormat::render() leaves the
// key of unanswered questions out before any writer sees the report, so no format can leak it.
struct RenderOptions
{
    enum class Paper { A4, Letter };

    Paper paper = Paper::A4;
    bool includeAnswerKey = true; // the right answer, explanation and reference of unanswered questions too

    // US Letter where it is the norm (the US and Canada, and locales measuring in US units); A4 elsewhere.
    static Paper paperFor(const QLocale &locale);
    static RenderOptions forLocale(const QLocale &locale, bool includeAnswerKey = true)
    {
        return RenderOptions{paperFor(locale), includeAnswerKey};
    }
};
