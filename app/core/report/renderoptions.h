// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <atomic>

class QLocale;

// How a report is rendered beyond its content, the one options type every writer takes (see ReportFormat). Only
// the PDF writer reads the paper size. includeAnswerKey holds for every format: ReportFormat::render() leaves the
// key of unanswered questions out before any writer sees the report, so no format can leak it.
struct RenderOptions
{
    enum class Paper { A4, Letter };

    Paper paper = Paper::A4;
    bool includeAnswerKey = true; // the right answer, explanation and reference of unanswered questions too
    // Set from another thread to stop a long render (a PDF of thousands of pages) at the next question; the result is
    // then incomplete and must be thrown away (ReportFile::save does).
    const std::atomic_bool *cancelled = nullptr;

    bool isCancelled() const { return cancelled != nullptr && cancelled->load(); }

    // US Letter where it is the norm (the US and Canada, and locales measuring in US units); A4 elsewhere.
    static Paper paperFor(const QLocale &locale);
    static RenderOptions forLocale(const QLocale &locale, bool includeAnswerKey = true)
    {
        return RenderOptions{paperFor(locale), includeAnswerKey, nullptr};
    }
};
