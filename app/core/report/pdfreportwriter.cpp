#include "core/report/pdfreportwriter.h"
#include "core/i18n/language.h"

#include "core/report/reportlabels.h"
#include "core/report/scorereport.h"

#include <QLocale>

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

// After the languages' own families: DejaVu Sans has the check and cross marks, which Noto Sans lacks.
constexpr const char *MarkFontFamily = "DejaVu Sans";
constexpr double Epsilon = 0.01;

struct Rgb
{
    double r = 0;
    double g = 0;
    double b = 0;
};
constexpr Rgb Ink{0.13, 0.13, 0.13};
constexpr Rgb Muted{0.38, 0.38, 0.40};
constexpr Rgb Green{0.05, 0.48, 0.20};
constexpr Rgb Red{0.76, 0.12, 0.12};
constexpr Rgb Amber{0.66, 0.38, 0.0};
constexpr Rgb RuleColour{0.72, 0.72, 0.75};
constexpr Rgb HeaderFill{0.91, 0.92, 0.95};

struct TextStyle
{
    double size = 10;
    bool bold = false;
    bool italic = false;
    Rgb colour = Ink;
    PangoAlignment align = PANGO_ALIGN_LEFT;
};

struct GObjectUnref
{
    void operator()(void *object) const { g_object_unref(object); }
};
using LayoutPtr = std::unique_ptr<PangoLayout, GObjectUnref>;
using ContextPtr = std::unique_ptr<PangoContext, GObjectUnref>;
using FontMapPtr = std::unique_ptr<PangoFontMap, GObjectUnref>;

// A laid-out text box placed at a column: the unit that pagination moves and splits.
struct Cell
{
    LayoutPtr layout;
    double x = 0;     // left edge of the cell's box
    double width = 0; // width of the box, padding included
    Rgb colour = Ink;
};

struct RowStyle
{
    double padding = 0;
    bool keepTogether = false; // move to the next page rather than split (unless taller than a page)
    bool border = false;
    bool fill = false;
    Rgb fillColour = HeaderFill;
};

// One laid-out line of a cell, in points relative to the cell's text origin.
struct LineBox
{
    PangoLayoutLine *line = nullptr;
    double x = 0;
    double top = 0;
    double bottom = 0;
    double baseline = 0;
};

std::vector<LineBox> linesOf(PangoLayout *layout)
{
    std::vector<LineBox> lines;
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    do {
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(iter, nullptr, &logical);
        PangoLayoutLine *line = pango_layout_iter_get_line_readonly(iter);
        PangoRectangle lineLogical;
        pango_layout_line_get_extents(line, nullptr, &lineLogical);
        LineBox box;
        box.line = line;
        // The iterator's extents include the alignment offset; show_layout_line draws from the line's own origin.
        box.x = double(logical.x - lineLogical.x) / PANGO_SCALE;
        box.top = double(logical.y) / PANGO_SCALE;
        box.bottom = double(logical.y + logical.height) / PANGO_SCALE;
        box.baseline = double(pango_layout_iter_get_baseline(iter)) / PANGO_SCALE;
        lines.push_back(box);
    } while (pango_layout_iter_next_line(iter));
    pango_layout_iter_free(iter);
    return lines;
}

struct PngSource
{
    const QByteArray *bytes = nullptr;
    qsizetype position = 0;
};

cairo_status_t readPng(void *closure, unsigned char *data, unsigned int length)
{
    auto *source = static_cast<PngSource *>(closure);
    if (source->bytes->size() - source->position < qsizetype(length))
        return CAIRO_STATUS_READ_ERROR;
    std::copy_n(source->bytes->constData() + source->position, length, reinterpret_cast<char *>(data));
    source->position += length;
    return CAIRO_STATUS_SUCCESS;
}

cairo_status_t appendBytes(void *closure, const unsigned char *data, unsigned int length)
{
    static_cast<QByteArray *>(closure)->append(reinterpret_cast<const char *>(data), qsizetype(length));
    return CAIRO_STATUS_SUCCESS;
}

cairo_status_t discardBytes(void *, const unsigned char *, unsigned int)
{
    return CAIRO_STATUS_SUCCESS;
}

// Paints the whole report onto a Cairo PDF context, one flowing column with a cursor (m_y) going down the page.
class ReportPainter final
{
public:
    ReportPainter(cairo_t *cairo, const ScoreReport &report, double pageWidth, double pageHeight, int totalPages)
        : m_cairo(cairo)
        , m_report(report)
        , m_pageWidth(pageWidth)
        , m_pageHeight(pageHeight)
        , m_totalPages(totalPages)
        , m_fontMap(pango_cairo_font_map_new())
        , m_context(pango_font_map_create_context(m_fontMap.get()))
    {
        // A font map of our own, released with the painter: the shared default one keeps every font it ever
        // loaded until the process ends, which sanitizer builds report as leaks.
        pango_cairo_update_context(cairo, m_context.get());
        // PDF units are points: 72 per inch makes "10" a 10 pt font. No hinting: it would distort metrics.
        pango_cairo_context_set_resolution(m_context.get(), 72.0);
        cairo_font_options_t *options = cairo_font_options_create();
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
        pango_cairo_context_set_font_options(m_context.get(), options);
        cairo_font_options_destroy(options);
        // The language picks Korean rather than Chinese glyph forms and the right line-breaking rules.
        pango_context_set_language(m_context.get(), pango_language_from_string(report.language.toUtf8().constData()));
        // Korean is set word by word (like CSS word-break: keep-all); Pango would otherwise break between any two
        // syllables, splitting words such as "맞바꾼다" across lines.
        const Language *language = Language::find(report.language);
        m_keepWordsWhole = language && language->keepWordsWhole;
        m_fontFamilies = (Language::reportFontFamilies() << QString::fromUtf8(MarkFontFamily)).join(u',').toUtf8();
        m_y = bodyTop();
        m_pageStartY = m_y;
    }

    void paint()
    {
        paintTitleBlock();
        paintQuestionTable();
        paintExplanations();
        if (!m_report.simulator.isEmpty())
            paintSimulator();
        finishPage();
    }

    int pageCount() const { return m_page - 1; }

private:
    double contentWidth() const { return m_pageWidth - 2 * PdfReportWriter::Margin; }
    double bodyTop() const { return PdfReportWriter::Margin; }
    double bodyBottom() const { return m_pageHeight - PdfReportWriter::Margin - PdfReportWriter::FooterHeight; }
    double bodyHeight() const { return bodyBottom() - bodyTop(); }
    double remaining() const { return bodyBottom() - m_y; }
    bool atPageTop() const { return m_y <= m_pageStartY + Epsilon; }

    LayoutPtr layout(const QString &text, const TextStyle &style, double width) const
    {
        LayoutPtr result(pango_layout_new(m_context.get()));
        PangoFontDescription *font = pango_font_description_new();
        pango_font_description_set_family(font, m_fontFamilies.constData());
        pango_font_description_set_size(font, int(style.size * PANGO_SCALE));
        pango_font_description_set_weight(font, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
        pango_font_description_set_style(font, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
        pango_layout_set_font_description(result.get(), font);
        pango_font_description_free(font);
        pango_layout_set_width(result.get(), int(width * PANGO_SCALE));
        pango_layout_set_wrap(result.get(), PANGO_WRAP_WORD_CHAR);
        pango_layout_set_alignment(result.get(), style.align);
        const QByteArray utf8 = text.toUtf8();
        pango_layout_set_text(result.get(), utf8.constData(), int(utf8.size())); // plain text: never markup
        if (m_keepWordsWhole) {
            PangoAttrList *attributes = pango_attr_list_new();
            for (int start = 0; start < utf8.size();) {
                int end = start;
                while (end < utf8.size() && utf8.at(end) != ' ' && utf8.at(end) != '\n')
                    ++end;
                if (end > start) {
                    PangoAttribute *keep = pango_attr_allow_breaks_new(FALSE);
                    keep->start_index = guint(start);
                    keep->end_index = guint(end);
                    pango_attr_list_insert(attributes, keep);
                }
                start = end + 1;
            }
            pango_layout_set_attributes(result.get(), attributes);
            pango_attr_list_unref(attributes);
        }
        return result;
    }

    // "Label: text" with the label in bold, set through attributes so the text itself stays plain.
    LayoutPtr labelled(const QString &label, const QString &text, const TextStyle &style, double width) const
    {
        const QString prefix = label + u": "_s;
        LayoutPtr result = layout(prefix + text, style, width);
        PangoAttrList *existing = pango_layout_get_attributes(result.get());
        PangoAttrList *attributes = existing ? pango_attr_list_copy(existing) : pango_attr_list_new();
        PangoAttribute *bold = pango_attr_weight_new(PANGO_WEIGHT_BOLD);
        bold->start_index = 0;
        bold->end_index = guint(prefix.toUtf8().size());
        pango_attr_list_insert(attributes, bold);
        pango_layout_set_attributes(result.get(), attributes);
        pango_attr_list_unref(attributes);
        return result;
    }

    Cell cell(LayoutPtr layout, double x, double width, Rgb colour) const
    {
        return Cell{std::move(layout), x, width, colour};
    }

    double heightOf(PangoLayout *layout) const
    {
        int width = 0;
        int height = 0;
        pango_layout_get_size(layout, &width, &height);
        return double(height) / PANGO_SCALE;
    }

    void ensureSpace(double height)
    {
        if (height > remaining() && !atPageTop())
            newPage();
    }

    void space(double points) { m_y = std::min(m_y + points, bodyBottom()); }

    void paragraph(const QString &text, const TextStyle &style, double after = 4)
    {
        paragraph(layout(text, style, contentWidth()), style.colour, after);
    }

    void paragraph(LayoutPtr layout, Rgb colour, double after = 4)
    {
        std::vector<Cell> cells;
        cells.push_back(cell(std::move(layout), bodyLeft(), contentWidth(), colour));
        paintRow(cells, RowStyle{});
        space(after);
    }

    double bodyLeft() const { return PdfReportWriter::Margin; }

    void setColour(Rgb colour) { cairo_set_source_rgb(m_cairo, colour.r, colour.g, colour.b); }

    // Paints cells side by side starting at m_y, breaking pages only between lines (see the class comment).
    void paintRow(std::vector<Cell> &cells, const RowStyle &style)
    {
        std::vector<std::vector<LineBox>> lines;
        double firstBaseline = 0;
        for (const Cell &each : cells) {
            lines.push_back(linesOf(each.layout.get()));
            firstBaseline = std::max(firstBaseline, lines.back().front().baseline);
        }
        // Cells share their first baseline: Bengali and Hangul lines are taller than Latin ones, and top-aligned
        // cells would put a label and its value on visibly different lines.
        double contentHeight = 0;
        for (auto &cellLines : lines) {
            const double shift = firstBaseline - cellLines.front().baseline;
            for (LineBox &line : cellLines) {
                line.top += shift;
                line.bottom += shift;
                line.baseline += shift;
            }
            contentHeight = std::max(contentHeight, cellLines.back().bottom);
        }
        const double pad = style.padding;
        const double total = contentHeight + 2 * pad;
        if (style.keepTogether && total > remaining() && total <= bodyHeight() - (m_pageStartY - bodyTop())
            && !atPageTop())
            newPage();

        double offset = 0; // how much of the row's content earlier pages already showed
        for (;;) {
            const double available = remaining() - 2 * pad;
            double cut = contentHeight;
            if (contentHeight - offset > available + Epsilon) {
                cut = offset + available;
                // Move the cut up to a line boundary in every cell; repeat, as moving it may cross another line.
                for (bool moved = true; moved;) {
                    moved = false;
                    for (const auto &cellLines : lines) {
                        for (const LineBox &line : cellLines) {
                            if (line.top < cut - Epsilon && line.bottom > cut + Epsilon) {
                                cut = line.top;
                                moved = true;
                            }
                        }
                    }
                }
                if (cut <= offset + Epsilon) {
                    if (!atPageTop()) {
                        newPage();
                        continue;
                    }
                    cut = offset + available; // one line taller than a page: nothing better than clipping it
                }
            }
            const double segment = cut - offset + 2 * pad;
            for (const Cell &each : cells) {
                if (style.fill) {
                    setColour(style.fillColour);
                    cairo_rectangle(m_cairo, each.x, m_y, each.width, segment);
                    cairo_fill(m_cairo);
                }
                if (style.border) {
                    setColour(RuleColour);
                    cairo_set_line_width(m_cairo, 0.5);
                    cairo_rectangle(m_cairo, each.x, m_y, each.width, segment);
                    cairo_stroke(m_cairo);
                }
            }
            for (std::size_t i = 0; i < cells.size(); ++i) {
                setColour(cells[i].colour);
                for (const LineBox &line : lines[i]) {
                    if (line.top < offset - Epsilon || line.top >= cut - Epsilon)
                        continue;
                    cairo_move_to(m_cairo, cells[i].x + pad + line.x, m_y + pad + line.baseline - offset);
                    pango_cairo_show_layout_line(m_cairo, line.line);
                }
            }
            m_y += segment;
            if (cut >= contentHeight - Epsilon)
                break;
            offset = cut;
            newPage();
        }
    }

    void finishPage()
    {
        const TextStyle footer{8, false, false, Muted};
        const double y = m_pageHeight - PdfReportWriter::Margin - 11;
        const double pageLabelWidth = 110;
        QString left = m_report.quizTitle;
        if (!m_report.learnerName.isEmpty())
            left += u" \u00b7 "_s + m_report.learnerName;
        LayoutPtr leftLayout = layout(left, footer, contentWidth() - pageLabelWidth - 10);
        pango_layout_set_ellipsize(leftLayout.get(), PANGO_ELLIPSIZE_END);
        pango_layout_set_height(leftLayout.get(), -1); // one line
        TextStyle right = footer;
        right.align = PANGO_ALIGN_RIGHT;
        LayoutPtr rightLayout
            = layout(ReportLabels::page(m_page, std::max(m_totalPages, m_page)), right, pageLabelWidth);
        setColour(RuleColour);
        cairo_set_line_width(m_cairo, 0.5);
        cairo_move_to(m_cairo, bodyLeft(), y - 4);
        cairo_line_to(m_cairo, bodyLeft() + contentWidth(), y - 4);
        cairo_stroke(m_cairo);
        setColour(Muted);
        cairo_move_to(m_cairo, bodyLeft(), y);
        pango_cairo_show_layout(m_cairo, leftLayout.get());
        cairo_move_to(m_cairo, bodyLeft() + contentWidth() - pageLabelWidth, y);
        pango_cairo_show_layout(m_cairo, rightLayout.get());
        cairo_show_page(m_cairo);
        ++m_page;
    }

    void newPage()
    {
        finishPage();
        m_y = bodyTop();
        m_pageStartY = m_y;
        if (m_pageHeader) {
            m_pageHeader();
            m_pageStartY = m_y;
        }
    }

    void heading(const QString &text, double keepWithNext = 40)
    {
        const TextStyle style{13, true, false, Ink};
        LayoutPtr title = layout(text, style, contentWidth());
        ensureSpace(heightOf(title.get()) + keepWithNext);
        space(atPageTop() ? 0 : 6);
        paragraph(std::move(title), style.colour, 6);
    }

    void fact(const QString &label, const QString &value)
    {
        const double labelWidth = 110;
        std::vector<Cell> cells;
        cells.push_back(
            cell(layout(label, TextStyle{9.5, true, false, Muted}, labelWidth - 8), bodyLeft(), labelWidth, Muted));
        cells.push_back(cell(layout(value, TextStyle{9.5}, contentWidth() - labelWidth), bodyLeft() + labelWidth,
                             contentWidth() - labelWidth, Ink));
        paintRow(cells, RowStyle{0, true});
        space(2);
    }

    void paintTitleBlock()
    {
        paragraph(ReportLabels::appName() + u" \u00b7 "_s + ReportLabels::reportTitle(),
                  TextStyle{9, false, false, Muted}, 2);
        paragraph(m_report.quizTitle, TextStyle{18, true}, 8);

        fact(ReportLabels::learner(), m_report.learnerName.isEmpty() ? ReportLabels::noName() : m_report.learnerName);
        fact(ReportLabels::language(), ReportLabels::languageName(m_report.language));
        fact(ReportLabels::started(), ReportLabels::dateTime(m_report.startedAt));
        fact(ReportLabels::finished(),
             m_report.finishedAt.isValid() ? ReportLabels::dateTime(m_report.finishedAt) : ReportLabels::notFinished());
        fact(ReportLabels::duration(), ReportLabels::duration(m_report.durationSeconds()));
        fact(ReportLabels::exported(), ReportLabels::dateTime(m_report.exportedAt));
        fact(ReportLabels::appVersion(), m_report.appVersion);
        space(10);

        paragraph(labelled(ReportLabels::score(),
                           ReportLabels::scoreValue(m_report.correctCount(), m_report.questionCount(),
                                                    m_report.roundedPercent()),
                           TextStyle{15}, contentWidth()),
                  Ink, 3);
        if (m_report.isComplete())
            paragraph(ReportLabels::completeAttempt(m_report.questionCount()), TextStyle{10, false, false, Green});
        else
            paragraph(ReportLabels::partialAttempt(m_report.answeredCount(), m_report.questionCount()),
                      TextStyle{10, true, false, Amber});
        space(8);
    }

    struct Columns
    {
        double number = 0;
        double mark = 0;
        double chosen = 0;
        double correct = 0;
    };

    Columns columns() const
    {
        Columns widths;
        widths.number = 30;
        widths.mark = 46;
        widths.chosen = (contentWidth() - widths.number - widths.mark) / 2;
        widths.correct = contentWidth() - widths.number - widths.mark - widths.chosen;
        return widths;
    }

    void tableRow(const QString &number, const QString &mark, Rgb markColour, const QString &chosen,
                  const TextStyle &chosenStyle, const QString &correct, const TextStyle &style, bool header)
    {
        const double pad = 4;
        const Columns widths = columns();
        double x = bodyLeft();
        std::vector<Cell> cells;
        TextStyle centred = style;
        centred.align = PANGO_ALIGN_CENTER;
        cells.push_back(cell(layout(number, centred, widths.number - 2 * pad), x, widths.number, style.colour));
        x += widths.number;
        TextStyle markStyle = centred;
        markStyle.size = header ? style.size : 11;
        cells.push_back(cell(layout(mark, markStyle, widths.mark - 2 * pad), x, widths.mark, markColour));
        x += widths.mark;
        cells.push_back(
            cell(layout(chosen, chosenStyle, widths.chosen - 2 * pad), x, widths.chosen, chosenStyle.colour));
        x += widths.chosen;
        cells.push_back(cell(layout(correct, style, widths.correct - 2 * pad), x, widths.correct, style.colour));
        paintRow(cells, RowStyle{pad, true, true, header});
    }

    void tableHeader()
    {
        const TextStyle style{9, true};
        tableRow(ReportLabels::numberColumn(), ReportLabels::resultColumn(), Ink, ReportLabels::yourAnswer(), style,
                 ReportLabels::correctAnswer(), style, true);
    }

    void paintQuestionTable()
    {
        heading(ReportLabels::questions(), 60);
        tableHeader();
        m_pageHeader = [this] { tableHeader(); };
        const TextStyle style{9.5};
        for (const ReportQuestion &question : m_report.questions) {
            const QString mark = !question.isAnswered() ? ReportLabels::noMark()
                                 : question.isCorrect() ? ReportLabels::rightMark()
                                                        : ReportLabels::wrongMark();
            const Rgb markColour = !question.isAnswered() ? Muted : question.isCorrect() ? Green : Red;
            const TextStyle chosenStyle = question.isAnswered() ? style : TextStyle{9.5, false, true, Muted};
            tableRow(QString::number(question.number), mark, markColour,
                     question.isAnswered() ? question.chosenText : ReportLabels::notAnswered(), chosenStyle,
                     question.correctText, style, false);
        }
        m_pageHeader = nullptr;
        space(10);
    }

    void paintExplanations()
    {
        heading(ReportLabels::explanations());
        const TextStyle body{10};
        for (const ReportQuestion &question : m_report.questions) {
            const TextStyle titleStyle{11, true};
            const QString status = !question.isAnswered() ? ReportLabels::notAnswered()
                                   : question.isCorrect() ? ReportLabels::rightMark() + u' ' + ReportLabels::right()
                                                          : ReportLabels::wrongMark() + u' ' + ReportLabels::wrong();
            const Rgb statusColour = !question.isAnswered() ? Muted : question.isCorrect() ? Green : Red;
            TextStyle statusStyle{10, true, false, statusColour, PANGO_ALIGN_RIGHT};

            // Keep the question's title with the start of its stem.
            LayoutPtr stem = layout(question.stem, TextStyle{10, true}, contentWidth());
            ensureSpace(18 + std::min(heightOf(stem.get()), 45.0));
            std::vector<Cell> cells;
            const double statusWidth = 150;
            cells.push_back(
                cell(layout(ReportLabels::question(question.number), titleStyle, contentWidth() - statusWidth),
                     bodyLeft(), contentWidth() - statusWidth, Ink));
            cells.push_back(cell(layout(status, statusStyle, statusWidth), bodyLeft() + contentWidth() - statusWidth,
                                 statusWidth, statusColour));
            paintRow(cells, RowStyle{0, true});
            space(2);
            paragraph(std::move(stem), Ink, 4);
            paragraph(labelled(ReportLabels::yourAnswer(),
                               question.isAnswered() ? question.chosenText : ReportLabels::notAnswered(), body,
                               contentWidth()),
                      Ink, 2);
            paragraph(labelled(ReportLabels::correctAnswer(), question.correctText, body, contentWidth()), Ink, 2);
            paragraph(labelled(ReportLabels::explanation(), question.explanation, body, contentWidth()), Ink, 2);
            if (!question.chosenFeedback.isEmpty())
                paragraph(labelled(ReportLabels::aboutYourAnswer(), question.chosenFeedback, body, contentWidth()), Ink,
                          2);
            if (!question.referenceCitation.isEmpty()) {
                QString reference = question.referenceCitation;
                if (!question.referenceUrl.isEmpty())
                    reference += u" \u2014 "_s + question.referenceUrl;
                paragraph(
                    labelled(ReportLabels::reference(), reference, TextStyle{8.5, false, false, Muted}, contentWidth()),
                    Muted, 2);
            }
            space(10);
        }
    }

    void paintSimulator()
    {
        heading(ReportLabels::simulator());
        for (const SimulatorFigure &figure : m_report.simulator.figures)
            fact(figure.label, figure.value);
        if (m_report.simulator.chartPng.isEmpty())
            return;
        space(8);
        PngSource source{&m_report.simulator.chartPng, 0};
        cairo_surface_t *image = cairo_image_surface_create_from_png_stream(readPng, &source);
        const TextStyle caption{9, false, false, Muted};
        if (cairo_surface_status(image) != CAIRO_STATUS_SUCCESS || cairo_image_surface_get_width(image) <= 0
            || cairo_image_surface_get_height(image) <= 0) {
            cairo_surface_destroy(image);
            paragraph(ReportLabels::chartUnreadable(), caption);
            return;
        }
        const double width = cairo_image_surface_get_width(image);
        const double height = cairo_image_surface_get_height(image);
        LayoutPtr captionLayout = layout(ReportLabels::chart(), caption, contentWidth());
        const double captionHeight = heightOf(captionLayout.get()) + 4;
        // Scaled to the page width; shrunk further only if it would not fit on an empty page.
        const double scale = std::min(contentWidth() / width, (bodyHeight() - captionHeight) / height);
        ensureSpace(captionHeight + height * scale);
        paragraph(std::move(captionLayout), Muted, 4);
        cairo_save(m_cairo);
        cairo_translate(m_cairo, bodyLeft(), m_y);
        cairo_scale(m_cairo, scale, scale);
        cairo_set_source_surface(m_cairo, image, 0, 0);
        cairo_pattern_set_filter(cairo_get_source(m_cairo), CAIRO_FILTER_GOOD);
        cairo_paint(m_cairo);
        cairo_restore(m_cairo);
        cairo_surface_destroy(image);
        m_y += height * scale;
    }

    cairo_t *m_cairo = nullptr;
    const ScoreReport &m_report;
    double m_pageWidth = 0;
    double m_pageHeight = 0;
    int m_totalPages = 0;
    FontMapPtr m_fontMap;
    ContextPtr m_context;
    double m_y = 0;
    double m_pageStartY = 0;
    int m_page = 1;
    bool m_keepWordsWhole = false;
    QByteArray m_fontFamilies;
    std::function<void()> m_pageHeader; // repeats the table's header row on pages the table continues on
};

// One pass of painting. The first pass only counts pages, so that footers can say "Page 2 of 3".
std::optional<QByteArray> render(const ScoreReport &report, PdfReportWriter::PaperSize paper, int totalPages,
                                 int *pageCount, QString *error)
{
    QByteArray pdf;
    const double width = PdfReportWriter::pageWidth(paper);
    const double height = PdfReportWriter::pageHeight(paper);
    cairo_surface_t *surface
        = cairo_pdf_surface_create_for_stream(totalPages > 0 ? appendBytes : discardBytes, &pdf, width, height);
    const QByteArray title = (report.quizTitle + u" \u2014 "_s + ReportLabels::reportTitle()).toUtf8();
    const QByteArray author = report.learnerName.toUtf8();
    const QByteArray creator = (ReportLabels::appName() + u' ' + report.appVersion).toUtf8();
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title.constData());
    if (!author.isEmpty())
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, author.constData());
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator.constData());
    if (report.exportedAt.isValid()) {
        const QByteArray date = report.exportedAt.toUTC().toString(Qt::ISODate).toUtf8();
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date.constData());
    }
    cairo_t *cairo = cairo_create(surface);
    {
        ReportPainter painter(cairo, report, width, height, totalPages);
        painter.paint();
        *pageCount = painter.pageCount();
    }
    cairo_status_t status = cairo_status(cairo);
    cairo_destroy(cairo);
    cairo_surface_finish(surface);
    if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        if (error)
            *error = QString::fromUtf8(cairo_status_to_string(status));
        return std::nullopt;
    }
    return pdf;
}

} // namespace

PdfReportWriter::PaperSize PdfReportWriter::paperSizeFor(const QLocale &locale)
{
    const QLocale::Territory territory = locale.territory();
    if (locale.measurementSystem() == QLocale::ImperialUSSystem || territory == QLocale::UnitedStates
        || territory == QLocale::Canada)
        return PaperSize::Letter;
    return PaperSize::A4;
}

double PdfReportWriter::pageWidth(PaperSize paper)
{
    return paper == PaperSize::Letter ? 612.0 : 595.276; // 8.5 in; 210 mm
}

double PdfReportWriter::pageHeight(PaperSize paper)
{
    return paper == PaperSize::Letter ? 792.0 : 841.89; // 11 in; 297 mm
}

QByteArray PdfReportWriter::write(const ScoreReport &report, PaperSize paper, QString *error)
{
    int pages = 0;
    if (!render(report, paper, 0, &pages, error))
        return {};
    return render(report, paper, pages, &pages, error).value_or(QByteArray());
}
