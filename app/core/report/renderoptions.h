#pragma once

class QLocale;

// How a report is rendered beyond its content, the one options type every writer takes (see ReportFormat). Only
// the PDF writer reads the paper size today; the text formats ignore the options.
struct RenderOptions
{
    enum class Paper { A4, Letter };

    Paper paper = Paper::A4;

    // US Letter where it is the norm (the US and Canada, and locales measuring in US units); A4 elsewhere.
    static Paper paperFor(const QLocale &locale);
    static RenderOptions forLocale(const QLocale &locale) { return RenderOptions{paperFor(locale)}; }
};
