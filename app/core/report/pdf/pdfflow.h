// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/report/reportinks.h"

#include <QByteArray>
#include <QChar>
#include <QDateTime>
#include <QString>

#include <cairo.h>
#include <pango/pangocairo.h>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

// A small flow-layout engine for paged PDFs on Cairo and Pango, knowing nothing of what it lays out: one column
// with a cursor going down the page, paragraphs and rows of side-by-side text cells, pictures, and page breaks that
// fall only between laid-out lines (a row moves to the next page whole when asked to and it fits on one; a header
// row can repeat on every page a table continues on). The content (PdfReportWriter) says what goes where and paints
// the footer; this engine decides where pages end.
// Text is always plain (pango_layout_set_text, never markup). Very long texts are laid out in chunks of a bounded
// size, cut where a line starts, so their cost grows linearly and Pango never meets a paragraph long enough for it
// to stop wrapping (it does at about a megabyte). Words of the language's own script can be kept whole (Korean);
// anything else, such as a URL inside Korean text, still wraps.
// Every Cairo, Pango and GObject handle lives in a std::unique_ptr with the matching deleter below.
namespace PdfFlow {

template<auto Free>
struct Deleter
{
    template<typename T>
    void operator()(T *handle) const
    {
        Free(handle);
    }
};
inline void unrefObject(gpointer object)
{
    g_object_unref(object);
}
using CairoPtr = std::unique_ptr<cairo_t, Deleter<cairo_destroy>>;
using SurfacePtr = std::unique_ptr<cairo_surface_t, Deleter<cairo_surface_destroy>>;
using FontOptionsPtr = std::unique_ptr<cairo_font_options_t, Deleter<cairo_font_options_destroy>>;
using AttrListPtr = std::unique_ptr<PangoAttrList, Deleter<pango_attr_list_unref>>;
using FontDescriptionPtr = std::unique_ptr<PangoFontDescription, Deleter<pango_font_description_free>>;
using LayoutIterPtr = std::unique_ptr<PangoLayoutIter, Deleter<pango_layout_iter_free>>;
using LayoutPtr = std::unique_ptr<PangoLayout, Deleter<unrefObject>>;
using ContextPtr = std::unique_ptr<PangoContext, Deleter<unrefObject>>;
using FontMapPtr = std::unique_ptr<PangoFontMap, Deleter<unrefObject>>;

struct TextStyle
{
    double size = 10;
    bool bold = false;
    bool italic = false;
    ReportInk colour = ReportInks::Text;
    PangoAlignment align = PANGO_ALIGN_LEFT;
};

// One laid-out line of a text block, in points relative to the block's origin.
struct LineBox
{
    PangoLayoutLine *line = nullptr;
    double x = 0;
    double top = 0;
    double bottom = 0;
    double baseline = 0;
};

// A paragraph laid out to a width: one Pango layout, or several for a very long text (see the file comment).
class TextBlock final
{
public:
    TextBlock() = default;
    void append(LayoutPtr layout, int lineCount); // the layout's first lineCount lines, below what is there
    const std::vector<LineBox> &lines() const { return m_lines; }
    std::vector<LineBox> &lines() { return m_lines; }
    double height() const { return m_lines.empty() ? 0.0 : m_lines.back().bottom; }

private:
    std::vector<LayoutPtr> m_layouts; // owns what the lines point into
    std::vector<LineBox> m_lines;
};

// A text block placed at a column: the unit that pagination moves and splits.
struct Cell
{
    TextBlock text;
    double x = 0;     // left edge of the cell's box
    double width = 0; // width of the box, padding included
    ReportInk colour{};
};

struct RowStyle
{
    double padding = 0;
    bool keepTogether = false; // move to the next page rather than split (unless taller than a page)
    bool border = false;
    bool fill = false;
    ReportInk fillColour{};
    ReportInk borderColour{};
};

struct PageGeometry
{
    double width = 0;
    double height = 0;
    double margin = 0;
    double footerHeight = 0; // reserved at the bottom of the body
};

// Texts longer than a few lines' worth (UTF-16 units per point of width) are laid out in chunks of that length.
// Pango's cost for an unbreakable run grows with the run's length times its line count, so chunks of a few lines
// keep it linear; a chunk also costs one line laid out twice, so they are not made shorter.
constexpr double ChunkUnitsPerPoint = 2.0;
constexpr int MinChunkLength = 256;

class Flow final
{
public:
    // language: the BCP 47 code that picks glyph forms and line breaking; fontFamilies: a comma-separated list;
    // keepWordsOf: the script whose words never break inside (Korean's Hangul), if any.
    Flow(cairo_t *cairo, const PageGeometry &page, const QString &language, const QByteArray &fontFamilies,
         std::optional<QChar::Script> keepWordsOf);
    Q_DISABLE_COPY_MOVE(Flow)

    // Laid out to `width` points; `boldPrefix` leading UTF-16 units are set bold (a "Label: " before a value).
    TextBlock text(const QString &text, const TextStyle &style, double width, int boldPrefix = 0) const;
    // A single line, cut with an ellipsis if it does not fit.
    LayoutPtr line(const QString &text, const TextStyle &style, double width) const;

    double left() const { return m_geometry.margin; }
    double contentWidth() const { return m_geometry.width - 2 * m_geometry.margin; }
    double bodyTop() const { return m_geometry.margin; }
    double bodyBottom() const { return m_geometry.height - m_geometry.margin - m_geometry.footerHeight; }
    double bodyHeight() const { return bodyBottom() - bodyTop(); }
    double remaining() const { return bodyBottom() - m_y; }
    bool atPageTop() const;
    cairo_t *cairo() const { return m_cairo; }
    const PageGeometry &geometry() const { return m_geometry; }

    void space(double points);
    void ensureSpace(double height); // starts a new page unless `height` fits or the page is still empty
    void paragraph(TextBlock text, ReportInk colour, double after);
    // Paints cells side by side at the cursor, breaking pages only between lines (see the file comment).
    void paintRow(std::vector<Cell> &cells, const RowStyle &style);
    // Scaled by `scale`, at the cursor; the caller has made room with ensureSpace.
    void picture(cairo_surface_t *image, double scale);
    void setColour(ReportInk colour) const;

    // Painted on each page after it is full, before it is shown; gets the page number.
    void setFooter(std::function<void(int page)> footer) { m_footer = std::move(footer); }
    // Painted at the top of each new page while set (a table's header row).
    void setPageHeader(std::function<void()> header) { m_pageHeader = std::move(header); }
    void newPage();
    void finishPage();
    int pagesFinished() const { return m_page - 1; }

private:
    LayoutPtr layout(const QString &text, const TextStyle &style, double width, int boldPrefix) const;
    void keepWordsWhole(PangoAttrList *attributes, const QString &text) const;
    // paintRow's steps: the row's content height once the cells share a baseline; the highest line boundary at or
    // above `cut` in every cell; the part of the row between content heights offset and cut, at the cursor.
    static double alignBaselines(std::vector<Cell> &cells);
    static double lineBoundaryAbove(const std::vector<Cell> &cells, double cut);
    void paintSegment(const std::vector<Cell> &cells, const RowStyle &style, double offset, double cut);

    cairo_t *m_cairo = nullptr;
    PageGeometry m_geometry;
    int m_page = 1;
    FontMapPtr m_fontMap;
    ContextPtr m_context;
    QByteArray m_fontFamilies;
    std::optional<QChar::Script> m_keepWordsOf;
    double m_y = 0;
    double m_pageStartY = 0;
    std::function<void(int)> m_footer;
    std::function<void()> m_pageHeader;
};

// The footer line of a page: a rule, then `left` (cut with an ellipsis to fit) and `right` (the page number) aligned
// right, in 8-point `ink`, `margin` points above the page's bottom edge.
void paintFooter(const Flow &flow, double margin, const QString &left, const QString &right, ReportInk rule,
                 ReportInk ink);

// Cairo reads PNG bytes through a callback; null surface if the bytes are not a readable PNG.
SurfacePtr readPng(const QByteArray &png);

// The PDF's document properties; empty or invalid ones are left out.
struct DocumentInfo
{
    QString title;
    QString author;
    QString creator;
    QDateTime created;
};

// A PDF of pages of the given size. paint() draws every page on the context it gets and returns how many it drew;
// it runs twice, first with totalPages 0 and nothing kept, so that the second run knows the page count ("Page 2 of
// 3"). Returns the PDF, or empty bytes and Cairo's reason in *error (error may be null).
QByteArray writeDocument(const PageGeometry &page, const DocumentInfo &info, QString *error,
                         const std::function<int(cairo_t *cairo, int totalPages)> &paint);

// Takes one finished page as 32-bit xRGB pixels (QImage::Format_RGB32's layout); returns false to skip the rest.
// The same type as PdfReportWriter::PageImageSink.
using PageImageSink = std::function<bool(const unsigned char *pixels, int width, int height, int bytesPerLine)>;

// The same pages as writeDocument, rastered at dotsPerInch onto a white image each and handed to takePage in order:
// what printing uses, so a printout has exactly the PDF's pages. False with Cairo's reason in *error if it fails,
// or false when takePage stopped early.
bool rasterDocument(const PageGeometry &page, double dotsPerInch, QString *error,
                    const std::function<int(cairo_t *cairo, int totalPages)> &paint, const PageImageSink &takePage);

} // namespace PdfFlow
