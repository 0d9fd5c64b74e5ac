// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/pdfreportwriter.h"

#include "core/i18n/language.h"
#include "core/report/pdf/pdfflow.h"
#include "core/report/reportlabels.h"
#include "core/report/scorereport.h"

#include <cairo.h>
#include <pango/pango.h>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;
using namespace PdfFlow;
namespace Ink = ReportInks;

namespace {

// After the languages' own families: DejaVu Sans has the check and cross marks, which Noto Sans lacks.
constexpr const char *MarkFontFamily = "DejaVu Sans";

// What goes on the pages of a score report, in order; the flow decides where each page ends.
class ReportPainter final
{
public:
    Q_DISABLE_COPY_MOVE(ReportPainter) // the flow engine calls back into this object
    ReportPainter(cairo_t *cairo, const ScoreReport &report, const PageGeometry &page, int totalPages,
                  const RenderOptions &options)
        : m_report(report)
        , m_options(options)
        , m_totalPages(totalPages)
        , m_flow(cairo, page, report.language,
                 (Language::reportFontFamilies() << QString::fromUtf8(MarkFontFamily)).join(u',').toUtf8(),
                 Language::wordsKeptWholeIn(report.language))
    {
        m_flow.setFooter([this](int page) { paintFooter(page); });
    }

    void paint()
    {
        paintTitleBlock();
        paintQuestionTable();
        paintExplanations();
        if (!m_report.simulator.isEmpty())
            paintSimulator();
        m_flow.finishPage();
    }

    int pageCount() const { return m_flow.pagesFinished(); }

private:
    double width() const { return m_flow.contentWidth(); }
    TextBlock text(const QString &text, const TextStyle &style, double width) const
    {
        return m_flow.text(text, style, width);
    }
    // "Label: text" with the label in bold, set through attributes so the text itself stays plain.
    TextBlock labelled(const QString &label, const QString &text, const TextStyle &style) const
    {
        const QString prefix = label + u": "_s;
        return m_flow.text(prefix + text, style, width(), int(prefix.size()));
    }
    void paragraph(const QString &content, const TextStyle &style, double after = 4)
    {
        m_flow.paragraph(text(content, style, width()), style.colour, after);
    }

    void paintFooter(int page)
    {
        QString left = m_report.quizTitle;
        if (!m_report.learnerName.isEmpty())
            left += u" \u00b7 "_s + m_report.learnerName;
        PdfFlow::paintFooter(m_flow, PdfReportWriter::Margin, left,
                             ReportLabels::page(m_report.language, page, std::max(m_totalPages, page)), Ink::Rule,
                             Ink::Muted);
    }

    void heading(const QString &title, double keepWithNext = 40)
    {
        const TextStyle style{13, true, false, Ink::Text};
        TextBlock block = text(title, style, width());
        m_flow.ensureSpace(block.height() + keepWithNext);
        m_flow.space(m_flow.atPageTop() ? 0 : 6);
        m_flow.paragraph(std::move(block), style.colour, 6);
    }

    void fact(const ReportFact &fact)
    {
        const double labelWidth = 110;
        std::vector<Cell> cells;
        cells.push_back({text(fact.label, TextStyle{9.5, true, false, Ink::Muted}, labelWidth - 8), m_flow.left(),
                         labelWidth, Ink::Muted});
        cells.push_back({text(fact.value, TextStyle{9.5}, width() - labelWidth), m_flow.left() + labelWidth,
                         width() - labelWidth, Ink::Text});
        m_flow.paintRow(cells, RowStyle{0, true});
        m_flow.space(2);
    }

    void paintTitleBlock()
    {
        paragraph(ReportLabels::appName() + u" \u00b7 "_s + ReportLabels::reportTitle(),
                  TextStyle{9, false, false, Ink::Muted}, 2);
        paragraph(m_report.quizTitle, TextStyle{18, true}, 8);
        for (const ReportFact &each : m_report.facts())
            fact(each);
        m_flow.space(10);

        m_flow.paragraph(labelled(ReportLabels::score(),
                                  ReportLabels::scoreValue(m_report.language, m_report.correctCount(),
                                                           m_report.questionCount(), m_report.roundedPercent()),
                                  TextStyle{15}),
                         Ink::Text, 3);
        paragraph(m_report.completenessText(), m_report.isComplete() ? TextStyle{10, false, false, Ink::Right}
                                                                     : TextStyle{10, true, false, Ink::Partial});
        m_flow.space(8);
    }

    struct Column
    {
        QString text;
        TextStyle style;
        double width = 0;
    };

    void tableRow(const std::vector<Column> &columns, bool header)
    {
        const double pad = 4;
        double x = m_flow.left();
        std::vector<Cell> cells;
        for (const Column &column : columns) {
            cells.push_back(
                {text(column.text, column.style, column.width - 2 * pad), x, column.width, column.style.colour});
            x += column.width;
        }
        m_flow.paintRow(cells, RowStyle{pad, true, true, header, Ink::HeaderFill, Ink::Rule});
    }

    enum ColumnIndex { NumberColumn, MarkColumn, QuestionColumn, ChosenColumn, CorrectColumn };

    // Number, result mark, the question, the learner's answer, the correct answer: the question takes two fifths
    // of what is left so that page 1 says what each answer was to, the two answers share the rest.
    std::vector<Column> columns(const QString &number, const QString &mark, const QString &question,
                                const QString &chosen, const QString &correct, const TextStyle &style) const
    {
        const double numberWidth = 34;
        const double markWidth = 46;
        const double rest = width() - numberWidth - markWidth;
        const double questionWidth = 0.4 * rest;
        const double chosenWidth = 0.3 * rest;
        TextStyle centred = style;
        centred.align = PANGO_ALIGN_CENTER;
        return {{number, centred, numberWidth},
                {mark, centred, markWidth},
                {question, style, questionWidth},
                {chosen, style, chosenWidth},
                {correct, style, rest - questionWidth - chosenWidth}};
    }

    void tableHeader()
    {
        tableRow(columns(ReportLabels::numberColumn(), ReportLabels::resultColumn(), ReportLabels::questionColumn(),
                         ReportLabels::yourAnswer(), ReportLabels::correctAnswer(), TextStyle{9, true}),
                 true);
    }

    void paintQuestionTable()
    {
        heading(ReportLabels::questions(), 60);
        tableHeader();
        m_flow.setPageHeader([this] { tableHeader(); });
        const TextStyle style{9.5};
        for (const ReportQuestion &question : m_report.questions) {
            if (m_options.isCancelled())
                break;
            std::vector<Column> row
                = columns(ReportLabels::number(m_report.language, question.number), ReportLabels::noMark(),
                          ReportLabels::excerpt(question.stem, ReportLabels::TableQuestionLength), question.chosenText,
                          question.correctText, style);
            if (!question.isAnswered()) {
                row[MarkColumn].style.colour = Ink::Muted;
                row[ChosenColumn].text = ReportLabels::notAnswered();
                row[ChosenColumn].style = TextStyle{9.5, false, true, Ink::Muted};
            } else {
                row[MarkColumn].text = question.isCorrect() ? ReportLabels::rightMark() : ReportLabels::wrongMark();
                row[MarkColumn].style.colour = question.isCorrect() ? Ink::Right : Ink::Wrong;
            }
            if (!question.hasKey()) {
                row[CorrectColumn].text = ReportLabels::noMark();
                row[CorrectColumn].style.colour = Ink::Muted;
            }
            row[MarkColumn].style.size = 11;
            tableRow(row, false);
        }
        m_flow.setPageHeader(nullptr);
        m_flow.space(10);
    }

    void questionTitle(const ReportQuestion &question)
    {
        const QString status = !question.isAnswered() ? ReportLabels::notAnswered()
                               : question.isCorrect() ? ReportLabels::rightMark() + u' ' + ReportLabels::right()
                                                      : ReportLabels::wrongMark() + u' ' + ReportLabels::wrong();
        const ReportInk statusColour = !question.isAnswered() ? Ink::Muted
                                       : question.isCorrect() ? Ink::Right
                                                              : Ink::Wrong;
        const double statusWidth = 150;
        std::vector<Cell> cells;
        cells.push_back({text(ReportLabels::question(m_report.language, question.number), TextStyle{11, true},
                              width() - statusWidth),
                         m_flow.left(), width() - statusWidth, Ink::Text});
        cells.push_back({text(status, TextStyle{10, true, false, statusColour, PANGO_ALIGN_RIGHT}, statusWidth),
                         m_flow.left() + width() - statusWidth, statusWidth, statusColour});
        m_flow.paintRow(cells, RowStyle{0, true});
        m_flow.space(2);
    }

    void paintExplanations()
    {
        heading(ReportLabels::explanations());
        const TextStyle body{10};
        for (const ReportQuestion &question : m_report.questions) {
            if (m_options.isCancelled())
                break;
            // Keep the question's title with the start of its stem.
            TextBlock stem = text(question.stem, TextStyle{10, true}, width());
            m_flow.ensureSpace(18 + std::min(stem.height(), 45.0));
            questionTitle(question);
            m_flow.paragraph(std::move(stem), Ink::Text, 4);
            const QString chosen = question.isAnswered() ? question.chosenText : ReportLabels::notAnswered();
            m_flow.paragraph(labelled(ReportLabels::yourAnswer(), chosen, body), Ink::Text, 2);
            if (question.hintsUsed > 0)
                m_flow.paragraph(labelled(ReportLabels::hintsUsed(),
                                          ReportLabels::number(m_report.language, question.hintsUsed), body),
                                 Ink::Text, 2);
            if (question.hasKey()) {
                m_flow.paragraph(labelled(ReportLabels::correctAnswer(), question.correctText, body), Ink::Text, 2);
                m_flow.paragraph(labelled(ReportLabels::explanation(), question.explanation, body), Ink::Text, 2);
            }
            if (!question.chosenFeedback.isEmpty())
                m_flow.paragraph(labelled(ReportLabels::aboutYourAnswer(), question.chosenFeedback, body), Ink::Text,
                                 2);
            if (!question.referenceCitation.isEmpty()) {
                QString reference = question.referenceCitation;
                if (!question.referenceUrl.isEmpty())
                    reference += u" \u2014 "_s + question.referenceUrl;
                m_flow.paragraph(
                    labelled(ReportLabels::reference(), reference, TextStyle{8.5, false, false, Ink::Muted}),
                    Ink::Muted, 2);
            }
            m_flow.space(10);
        }
    }

    void paintSimulator()
    {
        heading(ReportLabels::simulator());
        for (const ReportFact &figure : m_report.simulator.figures)
            fact(figure);
        if (m_report.simulator.chartPng.isEmpty())
            return;
        m_flow.space(8);
        const TextStyle caption{9, false, false, Ink::Muted};
        const SurfacePtr image = readPng(m_report.simulator.chartPng);
        if (!image) {
            paragraph(ReportLabels::chartUnreadable(), caption);
            return;
        }
        const double imageWidth = cairo_image_surface_get_width(image.get());
        const double imageHeight = cairo_image_surface_get_height(image.get());
        TextBlock captionText = text(ReportLabels::chart(), caption, width());
        const double captionHeight = captionText.height() + 4;
        // Scaled to the page width; shrunk further only if it would not fit on an empty page.
        const double scale = std::min(width() / imageWidth, (m_flow.bodyHeight() - captionHeight) / imageHeight);
        m_flow.ensureSpace(captionHeight + imageHeight * scale);
        m_flow.paragraph(std::move(captionText), Ink::Muted, 4);
        m_flow.picture(image.get(), scale);
    }

    const ScoreReport &m_report;
    const RenderOptions &m_options;
    int m_totalPages = 0;
    Flow m_flow;
};

} // namespace

QStringList PdfReportWriter::libraries()
{
    return {u"Pango %1: LGPL-2.0-or-later"_s.arg(QString::fromLatin1(pango_version_string())),
            u"Cairo %1: LGPL-2.1-only OR MPL-1.1"_s.arg(QString::fromLatin1(cairo_version_string()))};
}

double PdfReportWriter::pageWidth(RenderOptions::Paper paper)
{
    return paper == RenderOptions::Paper::Letter ? 612.0 : 595.276; // 8.5 in; 210 mm
}

double PdfReportWriter::pageHeight(RenderOptions::Paper paper)
{
    return paper == RenderOptions::Paper::Letter ? 792.0 : 841.89; // 11 in; 297 mm
}

namespace {

PageGeometry geometry(const RenderOptions &options)
{
    return {PdfReportWriter::pageWidth(options.paper), PdfReportWriter::pageHeight(options.paper),
            PdfReportWriter::Margin, PdfReportWriter::FooterHeight};
}

std::function<int(cairo_t *, int)> painterOf(const ScoreReport &report, const RenderOptions &options)
{
    return [&report, &options](cairo_t *cairo, int totalPages) {
        ReportPainter painter(cairo, report, geometry(options), totalPages, options);
        painter.paint();
        return painter.pageCount();
    };
}

} // namespace

bool PdfReportWriter::raster(const ScoreReport &report, const RenderOptions &options, double dotsPerInch,
                             const PageImageSink &takePage, QString *error)
{
    return rasterDocument(geometry(options), dotsPerInch, error, painterOf(report, options), takePage);
}

QByteArray PdfReportWriter::write(const ScoreReport &report, const RenderOptions &options, QString *error)
{
    const PageGeometry page = geometry(options);
    DocumentInfo info;
    info.title = report.quizTitle + u" \u2014 "_s + ReportLabels::reportTitle();
    info.author = report.learnerName;
    info.creator = ReportLabels::appName() + u' ' + report.appVersion;
    info.created = report.exportedAt;
    return writeDocument(page, info, error, painterOf(report, options));
}
