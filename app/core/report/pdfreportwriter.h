#pragma once

#include <QByteArray>
#include <QString>

struct ScoreReport;
class QLocale;

// Writes a score report as a paged PDF with Pango and Cairo: title block, score summary, a table of answers,
// the explanations, then the simulator's figures and chart. Pango shapes Bengali and Korean with HarfBuzz and
// Cairo records which characters each glyph run stands for, so the PDF's text extracts (pdftotext, search,
// screen readers) exactly as written; Qt's own PDF engine shapes Bengali but its text extracts scrambled.
// Bank and learner text is set as plain text (pango_layout_set_text), never as markup.
// Pagination works on laid-out lines: a line is never split by a page bottom, table rows move to the next
// page whole (splitting at line boundaries only if a row is taller than a page) and the header row repeats.
class PdfReportWriter final
{
public:
    enum class PaperSize { A4, Letter };

    // Page geometry in PDF points; public so tests can check that no text crosses the body's bottom edge.
    static constexpr double Margin = 50.0;
    static constexpr double FooterHeight = 24.0; // reserved at the bottom of the body for the page number

    // US Letter where it is the norm (the US and Canada, and locales measuring in US units); A4 elsewhere.
    static PaperSize paperSizeFor(const QLocale &locale);
    static double pageWidth(PaperSize paper);
    static double pageHeight(PaperSize paper);

    // Returns the PDF, or empty bytes and a reason in *error if Cairo fails (for example out of memory).
    static QByteArray write(const ScoreReport &report, PaperSize paper = PaperSize::A4, QString *error = nullptr);
};
