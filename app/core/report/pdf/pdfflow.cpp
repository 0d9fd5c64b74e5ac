// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/pdf/pdfflow.h"

#include <cairo-pdf.h>

#include <algorithm>
#include <cmath>

namespace PdfFlow {

namespace {

constexpr double Epsilon = 0.01;

struct PngSource
{
    const QByteArray *bytes = nullptr;
    qsizetype position = 0;
};

cairo_status_t readPngBytes(void *closure, unsigned char *data, unsigned int length)
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
    // No exception may unwind through cairo's C frames.
    try {
        static_cast<QByteArray *>(closure)->append(reinterpret_cast<const char *>(data), qsizetype(length));
    } catch (...) {
        return CAIRO_STATUS_NO_MEMORY;
    }
    return CAIRO_STATUS_SUCCESS;
}

// Marks a raster context (see Flow::finishPage); its value is the function that takes each finished page.
const cairo_user_data_key_t PageTakerKey{};

cairo_status_t discardBytes(void *, const unsigned char *, unsigned int)
{
    return CAIRO_STATUS_SUCCESS;
}

void setMetadata(cairo_surface_t *surface, cairo_pdf_metadata_t key, const QString &value)
{
    if (!value.isEmpty())
        cairo_pdf_surface_set_metadata(surface, key, value.toUtf8().constData());
}

// One pass: the bytes land in *pdf, or nowhere when pdf is null. Returns the page count, or nullopt with the reason.
std::optional<int> paintDocument(const PageGeometry &page, const DocumentInfo &info, int totalPages, QByteArray *pdf,
                                 QString *error, const std::function<int(cairo_t *, int)> &paint)
{
    const SurfacePtr surface(
        cairo_pdf_surface_create_for_stream(pdf ? appendBytes : discardBytes, pdf, page.width, page.height));
    setMetadata(surface.get(), CAIRO_PDF_METADATA_TITLE, info.title);
    setMetadata(surface.get(), CAIRO_PDF_METADATA_AUTHOR, info.author);
    setMetadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, info.creator);
    if (info.created.isValid())
        setMetadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, info.created.toUTC().toString(Qt::ISODate));
    int pages = 0;
    cairo_status_t status = CAIRO_STATUS_SUCCESS;
    {
        const CairoPtr cairo(cairo_create(surface.get()));
        pages = paint(cairo.get(), totalPages);
        status = cairo_status(cairo.get());
    }
    cairo_surface_finish(surface.get());
    if (status == CAIRO_STATUS_SUCCESS)
        status = cairo_surface_status(surface.get());
    if (status != CAIRO_STATUS_SUCCESS) {
        if (error)
            *error = QString::fromUtf8(cairo_status_to_string(status));
        return std::nullopt;
    }
    return pages;
}

void insert(PangoAttrList *attributes, PangoAttribute *attribute, int start, int end)
{
    attribute->start_index = guint(start);
    attribute->end_index = guint(end);
    pango_attr_list_insert(attributes, attribute); // the list owns it from here
}

} // namespace

void TextBlock::append(LayoutPtr layout, int lineCount)
{
    const double top = height();
    LayoutIterPtr iter(pango_layout_get_iter(layout.get()));
    for (int i = 0; i < lineCount; ++i) {
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(iter.get(), nullptr, &logical);
        PangoLayoutLine *line = pango_layout_iter_get_line_readonly(iter.get());
        PangoRectangle lineLogical;
        pango_layout_line_get_extents(line, nullptr, &lineLogical);
        LineBox box;
        box.line = line;
        // The iterator's extents include the alignment offset; show_layout_line draws from the line's own origin.
        box.x = double(logical.x - lineLogical.x) / PANGO_SCALE;
        box.top = top + double(logical.y) / PANGO_SCALE;
        box.bottom = top + double(logical.y + logical.height) / PANGO_SCALE;
        box.baseline = top + double(pango_layout_iter_get_baseline(iter.get())) / PANGO_SCALE;
        m_lines.push_back(box);
        if (!pango_layout_iter_next_line(iter.get()))
            break;
    }
    m_layouts.push_back(std::move(layout));
}

Flow::Flow(cairo_t *cairo, const PageGeometry &page, const QString &language, const QByteArray &fontFamilies,
           std::optional<QChar::Script> keepWordsOf)
    : m_cairo(cairo)
    , m_geometry(page)
    , m_fontMap(pango_cairo_font_map_new())
    , m_context(pango_font_map_create_context(m_fontMap.get()))
    , m_fontFamilies(fontFamilies)
    , m_keepWordsOf(keepWordsOf)
{
    // A font map of our own, released with the flow: the shared default one keeps every font it ever loaded until
    // the process ends, which sanitizer builds report as leaks.
    pango_cairo_update_context(cairo, m_context.get());
    // PDF units are points: 72 per inch makes "10" a 10 pt font. No hinting: it would distort metrics.
    pango_cairo_context_set_resolution(m_context.get(), 72.0);
    const FontOptionsPtr options(cairo_font_options_create());
    cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(m_context.get(), options.get());
    pango_context_set_language(m_context.get(), pango_language_from_string(language.toUtf8().constData()));
    m_y = bodyTop();
    m_pageStartY = m_y;
}

LayoutPtr Flow::layout(const QString &text, const TextStyle &style, double width, int boldPrefix) const
{
    LayoutPtr result(pango_layout_new(m_context.get()));
    const FontDescriptionPtr font(pango_font_description_new());
    pango_font_description_set_family(font.get(), m_fontFamilies.constData());
    pango_font_description_set_size(font.get(), int(style.size * PANGO_SCALE));
    pango_font_description_set_weight(font.get(), style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_style(font.get(), style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    pango_layout_set_font_description(result.get(), font.get());
    pango_layout_set_width(result.get(), int(width * PANGO_SCALE));
    pango_layout_set_wrap(result.get(), PANGO_WRAP_WORD_CHAR);
    pango_layout_set_alignment(result.get(), style.align);
    const QByteArray utf8 = text.toUtf8();
    pango_layout_set_text(result.get(), utf8.constData(), int(utf8.size())); // plain text: never markup

    const auto setAttributes = [&](bool keepWords) {
        const AttrListPtr attributes(pango_attr_list_new());
        if (boldPrefix > 0)
            insert(attributes.get(), pango_attr_weight_new(PANGO_WEIGHT_BOLD), 0,
                   int(QStringView(text).left(boldPrefix).toUtf8().size()));
        if (keepWords)
            keepWordsWhole(attributes.get(), text);
        pango_layout_set_attributes(result.get(), attributes.get());
    };
    setAttributes(m_keepWordsOf.has_value());
    if (m_keepWordsOf) {
        // A word of the language's script wider than the line (a long name in a narrow column) would run past the
        // edge; breaking it between syllables is the lesser evil.
        PangoRectangle logical;
        pango_layout_get_extents(result.get(), nullptr, &logical);
        if (logical.width > pango_layout_get_width(result.get()))
            setAttributes(false);
    }
    return result;
}

void Flow::keepWordsWhole(PangoAttrList *attributes, const QString &text) const
{
    // Only runs of the language's own script: the rule (like CSS word-break: keep-all) is about Korean words, and
    // applied to a URL or code identifier it would remove the breaks that let it wrap.
    int byte = 0;
    int runStart = -1;
    for (qsizetype i = 0; i < text.size();) {
        const char32_t code = text.at(i).isHighSurrogate() && i + 1 < text.size()
                                  ? QChar::surrogateToUcs4(text.at(i), text.at(i + 1))
                                  : char32_t(text.at(i).unicode());
        const int units = code > 0xffff ? 2 : 1;
        const int bytes = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        const bool own = QChar::script(code) == *m_keepWordsOf;
        if (own && runStart < 0)
            runStart = byte;
        if (!own && runStart >= 0) {
            insert(attributes, pango_attr_allow_breaks_new(FALSE), runStart, byte);
            runStart = -1;
        }
        byte += bytes;
        i += units;
    }
    if (runStart >= 0)
        insert(attributes, pango_attr_allow_breaks_new(FALSE), runStart, byte);
}

TextBlock Flow::text(const QString &text, const TextStyle &style, double width, int boldPrefix) const
{
    TextBlock block;
    // Each chunk but the last loses its last line, which the cut may have shortened; the next chunk starts where
    // that line started, so every line kept breaks exactly where one layout of the whole text would break it.
    const qsizetype chunkLength = std::max(MinChunkLength, int(width * ChunkUnitsPerPoint));
    for (qsizetype start = 0;;) {
        qsizetype end = std::min(text.size(), start + chunkLength);
        if (end < text.size() && text.at(end - 1).isHighSurrogate())
            --end;
        const QString chunk = text.mid(start, end - start);
        LayoutPtr chunkLayout = layout(chunk, style, width, start == 0 ? boldPrefix : 0);
        const int lineCount = pango_layout_get_line_count(chunkLayout.get());
        if (end >= text.size() || lineCount < 2) {
            block.append(std::move(chunkLayout), lineCount);
            if (end >= text.size())
                return block;
            start = end;
            continue;
        }
        const int lastLineByte = pango_layout_get_line_readonly(chunkLayout.get(), lineCount - 1)->start_index;
        start += QString::fromUtf8(chunk.toUtf8().left(lastLineByte)).size();
        block.append(std::move(chunkLayout), lineCount - 1);
    }
}

LayoutPtr Flow::line(const QString &text, const TextStyle &style, double width) const
{
    // Far more than fits on a line: the rest would only cost shaping time before being cut off.
    LayoutPtr result = layout(text.left(4 * qsizetype(width)), style, width, 0);
    pango_layout_set_ellipsize(result.get(), PANGO_ELLIPSIZE_END);
    pango_layout_set_height(result.get(), -1); // one line
    return result;
}

bool Flow::atPageTop() const
{
    return m_y <= m_pageStartY + Epsilon;
}

void Flow::space(double points)
{
    m_y = std::min(m_y + points, bodyBottom());
}

void Flow::ensureSpace(double height)
{
    if (height > remaining() && !atPageTop())
        newPage();
}

void Flow::paragraph(TextBlock text, ReportInk colour, double after)
{
    std::vector<Cell> cells;
    cells.push_back(Cell{std::move(text), left(), contentWidth(), colour});
    paintRow(cells, RowStyle{});
    space(after);
}

void Flow::setColour(ReportInk colour) const
{
    cairo_set_source_rgb(m_cairo, colour.red / 255.0, colour.green / 255.0, colour.blue / 255.0);
}

void Flow::paintRow(std::vector<Cell> &cells, const RowStyle &style)
{
    const double contentHeight = alignBaselines(cells);
    const double pad = style.padding;
    const double total = contentHeight + 2 * pad;
    if (style.keepTogether && total > remaining() && total <= bodyHeight() - (m_pageStartY - bodyTop()) && !atPageTop())
        newPage();

    double offset = 0; // how much of the row's content earlier pages already showed
    for (;;) {
        const double available = remaining() - 2 * pad;
        double cut = contentHeight;
        if (contentHeight - offset > available + Epsilon) {
            cut = lineBoundaryAbove(cells, offset + available);
            if (cut <= offset + Epsilon) {
                if (!atPageTop()) {
                    newPage();
                    continue;
                }
                cut = offset + available; // one line taller than a page: nothing better than clipping it
            }
        }
        paintSegment(cells, style, offset, cut);
        if (cut >= contentHeight - Epsilon)
            break;
        offset = cut;
        newPage();
    }
}

double Flow::alignBaselines(std::vector<Cell> &cells)
{
    // Cells share their first baseline: Bengali and Hangul lines are taller than Latin ones, and top-aligned cells
    // would put a label and its value on visibly different lines.
    double firstBaseline = 0;
    for (const Cell &each : cells)
        firstBaseline = std::max(firstBaseline, each.text.lines().front().baseline);
    double contentHeight = 0;
    for (Cell &each : cells) {
        std::vector<LineBox> &lines = each.text.lines();
        const double shift = firstBaseline - lines.front().baseline;
        for (LineBox &line : lines) {
            line.top += shift;
            line.bottom += shift;
            line.baseline += shift;
        }
        contentHeight = std::max(contentHeight, lines.back().bottom);
    }
    return contentHeight;
}

double Flow::lineBoundaryAbove(const std::vector<Cell> &cells, double cut)
{
    // Move the cut up to a line boundary in every cell; repeat, as moving it may cross another cell's line.
    for (bool moved = true; moved;) {
        moved = false;
        for (const Cell &each : cells) {
            // Lines are in order: a binary search finds the one that could straddle the cut, so a paragraph of
            // many pages costs no more per page than a short one.
            const std::vector<LineBox> &lines = each.text.lines();
            auto line = std::upper_bound(lines.begin(), lines.end(), cut + Epsilon,
                                         [](double y, const LineBox &box) { return y < box.bottom; });
            if (line != lines.end() && line->top < cut - Epsilon) {
                cut = line->top;
                moved = true;
            }
        }
    }
    return cut;
}

void Flow::paintSegment(const std::vector<Cell> &cells, const RowStyle &style, double offset, double cut)
{
    const double pad = style.padding;
    const double segment = cut - offset + 2 * pad;
    for (const Cell &each : cells) {
        if (style.fill) {
            setColour(style.fillColour);
            cairo_rectangle(m_cairo, each.x, m_y, each.width, segment);
            cairo_fill(m_cairo);
        }
        if (style.border) {
            setColour(style.borderColour);
            cairo_set_line_width(m_cairo, 0.5);
            cairo_rectangle(m_cairo, each.x, m_y, each.width, segment);
            cairo_stroke(m_cairo);
        }
    }
    for (const Cell &each : cells) {
        setColour(each.colour);
        const std::vector<LineBox> &lines = each.text.lines();
        auto line = std::lower_bound(lines.begin(), lines.end(), offset - Epsilon,
                                     [](const LineBox &box, double y) { return box.top < y; });
        for (; line != lines.end() && line->top < cut - Epsilon; ++line) {
            cairo_move_to(m_cairo, each.x + pad + line->x, m_y + pad + line->baseline - offset);
            pango_cairo_show_layout_line(m_cairo, line->line);
        }
    }
    m_y += segment;
}

void Flow::picture(cairo_surface_t *image, double scale)
{
    cairo_save(m_cairo);
    cairo_translate(m_cairo, left(), m_y);
    cairo_scale(m_cairo, scale, scale);
    cairo_set_source_surface(m_cairo, image, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(m_cairo), CAIRO_FILTER_GOOD);
    cairo_paint(m_cairo);
    cairo_restore(m_cairo);
    m_y += cairo_image_surface_get_height(image) * scale;
}

void Flow::finishPage()
{
    if (m_footer)
        m_footer(m_page);
    // A raster context (rasterDocument) takes the finished page itself; a PDF context starts a new page.
    if (const auto *takePage = static_cast<const std::function<void()> *>(cairo_get_user_data(m_cairo, &PageTakerKey)))
        (*takePage)();
    else
        cairo_show_page(m_cairo);
    ++m_page;
}

void Flow::newPage()
{
    finishPage();
    m_y = bodyTop();
    m_pageStartY = m_y;
    if (m_pageHeader) {
        m_pageHeader();
        m_pageStartY = m_y;
    }
}

void paintFooter(const Flow &flow, double margin, const QString &left, const QString &right, ReportInk rule,
                 ReportInk ink)
{
    cairo_t *cairo = flow.cairo();
    const TextStyle footer{8, false, false, ink};
    const double y = flow.geometry().height - margin - 11;
    const double width = flow.contentWidth();
    const double rightWidth = 110;
    const LayoutPtr leftLayout = flow.line(left, footer, width - rightWidth - 10);
    TextStyle rightStyle = footer;
    rightStyle.align = PANGO_ALIGN_RIGHT;
    const LayoutPtr rightLayout = flow.line(right, rightStyle, rightWidth);
    flow.setColour(rule);
    cairo_set_line_width(cairo, 0.5);
    cairo_move_to(cairo, flow.left(), y - 4);
    cairo_line_to(cairo, flow.left() + width, y - 4);
    cairo_stroke(cairo);
    flow.setColour(ink);
    cairo_move_to(cairo, flow.left(), y);
    pango_cairo_show_layout(cairo, leftLayout.get());
    cairo_move_to(cairo, flow.left() + width - rightWidth, y);
    pango_cairo_show_layout(cairo, rightLayout.get());
}

SurfacePtr readPng(const QByteArray &png)
{
    PngSource source{&png, 0};
    SurfacePtr image(cairo_image_surface_create_from_png_stream(readPngBytes, &source));
    if (cairo_surface_status(image.get()) != CAIRO_STATUS_SUCCESS || cairo_image_surface_get_width(image.get()) <= 0
        || cairo_image_surface_get_height(image.get()) <= 0)
        return nullptr;
    return image;
}

QByteArray writeDocument(const PageGeometry &page, const DocumentInfo &info, QString *error,
                         const std::function<int(cairo_t *cairo, int totalPages)> &paint)
{
    const std::optional<int> pages = paintDocument(page, info, 0, nullptr, error, paint);
    if (!pages)
        return {};
    QByteArray pdf;
    if (!paintDocument(page, info, *pages, &pdf, error, paint))
        return {};
    return pdf;
}

bool rasterDocument(const PageGeometry &page, double dotsPerInch, QString *error,
                    const std::function<int(cairo_t *cairo, int totalPages)> &paint, const PageImageSink &takePage)
{
    // The page count comes from the same pass the PDF makes, so "Page k of n" and the pages agree with it.
    const std::optional<int> pages = paintDocument(page, DocumentInfo{}, 0, nullptr, error, paint);
    if (!pages)
        return false;
    const double scale = dotsPerInch / 72.0;
    const SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, int(std::ceil(page.width * scale)),
                                                        int(std::ceil(page.height * scale))));
    const CairoPtr cairo(cairo_create(surface.get()));
    const auto clear = [&] {
        cairo_save(cairo.get());
        cairo_identity_matrix(cairo.get());
        cairo_set_source_rgb(cairo.get(), 1, 1, 1);
        cairo_paint(cairo.get());
        cairo_restore(cairo.get());
    };
    bool wanted = true;
    const std::function<void()> finished = [&] {
        cairo_surface_flush(surface.get());
        if (wanted)
            wanted = takePage(cairo_image_surface_get_data(surface.get()), cairo_image_surface_get_width(surface.get()),
                              cairo_image_surface_get_height(surface.get()),
                              cairo_image_surface_get_stride(surface.get()));
        clear();
    };
    clear();
    cairo_set_user_data(cairo.get(), &PageTakerKey, const_cast<std::function<void()> *>(&finished), nullptr);
    cairo_scale(cairo.get(), scale, scale);
    paint(cairo.get(), *pages);
    const cairo_status_t status = cairo_status(cairo.get());
    if (status != CAIRO_STATUS_SUCCESS) {
        if (error)
            *error = QString::fromUtf8(cairo_status_to_string(status));
        return false;
    }
    return wanted;
}

} // namespace PdfFlow
