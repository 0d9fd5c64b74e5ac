// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/classroom/classpdfwriter.h"

#include "core/classroom/classreportpage.h"
#include "core/i18n/language.h"
#include "core/report/pdf/pdfflow.h"
#include "core/report/pdfreportwriter.h"
#include "core/report/reportlabels.h"

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace PdfFlow;
namespace Ink = ReportInks;

namespace ClassPdf {

constexpr double Pad = 4;

class ClassPainter final
{
public:
    Q_DISABLE_COPY_MOVE(ClassPainter) // the flow engine calls back into this object
    ClassPainter(cairo_t *cairo, const ClassReportPage &page, const PageGeometry &geometry, int totalPages)
        : m_page(page)
        , m_totalPages(totalPages)
        , m_flow(cairo, geometry, page.language,
                 (Language::reportFontFamilies() << u"DejaVu Sans"_s).join(u',').toUtf8(),
                 Language::wordsKeptWholeIn(page.language))
    {
        m_flow.setFooter([this](int number) { paintFooter(number); });
    }

    int paint()
    {
        paragraph(m_page.appName, TextStyle{9, false, false, Ink::Muted}, 2);
        paragraph(m_page.title, TextStyle{18, true}, 4);
        paragraph(m_page.version, TextStyle{8.5, false, false, Ink::Muted}, 8);
        heading(m_page.testHeading);
        for (const ClassReportPage::Row &row : m_page.test)
            statisticRow(row);
        if (!m_page.testFlag.isEmpty())
            paragraph(m_page.testFlag, TextStyle{9.5, true, false, Ink::Flagged}, 4);
        heading(m_page.questionsHeading);
        for (const ClassReportPage::Question &question : m_page.questions)
            paintQuestion(question);
        paintStudents();
        m_flow.finishPage();
        return m_flow.pagesFinished();
    }

private:
    double width() const { return m_flow.contentWidth(); }
    double cursor() const { return m_flow.bodyBottom() - m_flow.remaining(); }

    void paragraph(const QString &text, const TextStyle &style, double after)
    {
        m_flow.paragraph(m_flow.text(text, style, width()), style.colour, after);
    }

    void heading(const QString &title, double keepWithNext = 60)
    {
        const TextStyle style{13, true, false, Ink::Text};
        TextBlock block = m_flow.text(title, style, width());
        m_flow.ensureSpace(block.height() + keepWithNext);
        m_flow.space(m_flow.atPageTop() ? 0 : 8);
        m_flow.paragraph(std::move(block), style.colour, 6);
    }

    void statisticRow(const ClassReportPage::Row &row)
    {
        const double labelWidth = 220;
        const TextStyle value{9.5, row.flagged, false, row.flagged ? Ink::Flagged : Ink::Text};
        std::vector<Cell> cells;
        cells.push_back({m_flow.text(row.label, TextStyle{9.5, false, false, Ink::Muted}, labelWidth - 8),
                         m_flow.left(), labelWidth, Ink::Muted});
        cells.push_back({m_flow.text(row.value, value, width() - labelWidth), m_flow.left() + labelWidth,
                         width() - labelWidth, value.colour});
        m_flow.paintRow(cells, RowStyle{0, true});
        m_flow.space(1.5);
    }

    struct Column
    {
        QString text;
        TextStyle style;
        double width = 0;
    };

    std::vector<Cell> cells(const std::vector<Column> &columns) const
    {
        double x = m_flow.left();
        std::vector<Cell> row;
        for (const Column &column : columns) {
            row.push_back(
                {m_flow.text(column.text, column.style, column.width - 2 * Pad), x, column.width, column.style.colour});
            x += column.width;
        }
        return row;
    }

    void tableRow(const std::vector<Column> &columns, bool header)
    {
        std::vector<Cell> row = cells(columns);
        m_flow.paintRow(row, RowStyle{Pad, true, true, header, Ink::HeaderFill, Ink::Rule});
    }

    // Number, count and share, the share's bar, then the option's text (and misconception).
    static constexpr double NumberWidth = 42;
    static constexpr double CountWidth = 58;
    static constexpr double ShareWidth = 44;
    static constexpr double BarWidth = 90;

    std::vector<Column> optionColumns(const QString &number, const QString &count, const QString &share,
                                      const QString &text, const TextStyle &style) const
    {
        TextStyle right = style;
        right.align = PANGO_ALIGN_RIGHT;
        return {{number, right, NumberWidth},
                {count, right, CountWidth},
                {share, right, ShareWidth},
                {QString(), style, BarWidth},
                {text, style, width() - NumberWidth - CountWidth - ShareWidth - BarWidth}};
    }

    void paintQuestion(const ClassReportPage::Question &question)
    {
        TextBlock heading = m_flow.text(question.heading, TextStyle{11.5, true}, width());
        m_flow.ensureSpace(heading.height() + 90); // a question's title never ends a page
        m_flow.space(m_flow.atPageTop() ? 0 : 10);
        m_flow.paragraph(std::move(heading), Ink::Text, 2);
        paragraph(question.stem, TextStyle{10}, 5);
        for (const ClassReportPage::Row &row : question.statistics)
            statisticRow(row);
        if (!question.flags.isEmpty())
            paragraph(question.flags, TextStyle{9.5, true, false, Ink::Flagged}, 2);
        m_flow.space(5);
        const auto header = [this] {
            tableRow(optionColumns(m_page.optionHeaders[0], m_page.optionHeaders[1], m_page.optionHeaders[2],
                                   m_page.optionHeaders[3], TextStyle{9, true}),
                     true);
        };
        header();
        m_flow.setPageHeader(header);
        for (const ClassReportPage::Option &option : question.options)
            optionRow(option);
        if (!question.unanswered.isEmpty())
            tableRow({{question.unanswered, TextStyle{9, false, true, Ink::Muted}, width()}}, false);
        m_flow.setPageHeader(nullptr);
    }

    void optionRow(const ClassReportPage::Option &option)
    {
        const TextStyle style{9.5, option.correct, false, Ink::Text};
        QString text = option.correct ? option.text + u" \u2713"_s : option.text;
        if (!option.misconception.isEmpty())
            text += u'\n' + option.misconception;
        std::vector<Cell> row = cells(optionColumns(option.number, option.count, option.share, text, style));
        double height = 0;
        for (const Cell &cell : row)
            height = std::max(height, cell.text.height());
        // The bar goes where the row will be: made room for first, so the row cannot move to the next page after it.
        m_flow.ensureSpace(height + 2 * Pad);
        const double x = m_flow.left() + NumberWidth + CountWidth + ShareWidth + Pad;
        const double y = cursor() + Pad + 1.5;
        const double full = BarWidth - 2 * Pad;
        cairo_t *cairo = m_flow.cairo();
        m_flow.setColour(Ink::BarTrack);
        cairo_rectangle(cairo, x, y, full, 8);
        cairo_fill(cairo);
        m_flow.setColour(option.correct ? Ink::RightBar : Ink::WrongBar);
        cairo_rectangle(cairo, x, y, full * std::clamp(option.sharePercent, 0.0, 100.0) / 100.0, 8);
        cairo_fill(cairo);
        m_flow.paintRow(row, RowStyle{Pad, true, true, false, {}, Ink::Rule});
    }

    void paintStudents()
    {
        heading(m_page.studentsHeading);
        const double quarter = width() / 4;
        const auto header = [this, quarter] {
            tableRow({{m_page.studentHeaders[0], TextStyle{9, true}, quarter * 1.1},
                      {m_page.studentHeaders[1], TextStyle{9, true}, quarter * 1.1},
                      {m_page.studentHeaders[2], TextStyle{9, true}, quarter * 0.9},
                      {m_page.studentHeaders[3], TextStyle{9, true}, quarter * 0.9}},
                     true);
        };
        header();
        m_flow.setPageHeader(header);
        for (const ClassReportPage::Student &student : m_page.students)
            tableRow({{student.name, TextStyle{9.5}, quarter * 1.1},
                      {student.id, TextStyle{9.5}, quarter * 1.1},
                      {student.score, TextStyle{9.5}, quarter * 0.9},
                      {student.source, TextStyle{8.5, false, false, Ink::Muted}, quarter * 0.9}},
                     false);
        m_flow.setPageHeader(nullptr);
        if (m_page.leftOut.isEmpty())
            return;
        heading(m_page.leftOutHeading);
        for (const ClassReportPage::Row &row : m_page.leftOut)
            tableRow({{row.label, TextStyle{9}, quarter}, {row.value, TextStyle{9}, width() - quarter}}, false);
    }

    void paintFooter(int number)
    {
        PdfFlow::paintFooter(m_flow, PdfReportWriter::Margin, m_page.title,
                             ReportLabels::page(m_page.language, number, std::max(m_totalPages, number)), Ink::Rule,
                             Ink::Muted);
    }

    const ClassReportPage &m_page;
    int m_totalPages = 0;
    Flow m_flow;
};

} // namespace ClassPdf

QByteArray ClassPdfWriter::write(const ClassReportPage &page, const RenderOptions &options, QString *error)
{
    const PageGeometry geometry{PdfReportWriter::pageWidth(options.paper), PdfReportWriter::pageHeight(options.paper),
                                PdfReportWriter::Margin, PdfReportWriter::FooterHeight};
    DocumentInfo info;
    info.title = page.title;
    info.creator = page.appName + u' ' + QStringLiteral(CQ_VERSION);
    return writeDocument(geometry, info, error, [&page, &geometry](cairo_t *cairo, int totalPages) {
        ClassPdf::ClassPainter painter(cairo, page, geometry, totalPages);
        return painter.paint();
    });
}
