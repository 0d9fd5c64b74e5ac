// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/export/reportprinting.h"

#include "core/report/pdfreportwriter.h"
#include "core/report/renderoptions.h"

#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>

#include <algorithm>
#include <limits>

ReportPagesModule::Printed ReportPrinting::print(QWidget *parent, const QString &dialogTitle, const ScoreReport &report,
                                                 const RenderOptions &options)
{
    QPrinter printer(QPrinter::HighResolution);
    // The PDF's own paper and no printer margins: the pages carry their margins.
    printer.setPageSize(options.paper == RenderOptions::Paper::Letter ? QPageSize(QPageSize::Letter)
                                                                      : QPageSize(QPageSize::A4));
    printer.setFullPage(true);
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(dialogTitle);
    if (dialog.exec() != QDialog::Accepted)
        return ReportPagesModule::Printed::Cancelled;
    return printTo(&printer, report, options) ? ReportPagesModule::Printed::Yes : ReportPagesModule::Printed::Failed;
}

bool ReportPrinting::printTo(QPrinter *printer, const ScoreReport &report, const RenderOptions &options)
{
    RenderOptions onPaper = options;
    const QPageSize::PageSizeId paper = printer->pageLayout().pageSize().id();
    if (paper == QPageSize::A4 || paper == QPageSize::Letter)
        onPaper.paper = paper == QPageSize::Letter ? RenderOptions::Paper::Letter : RenderOptions::Paper::A4;
    printer->setFullPage(true);
    QPainter painter;
    if (!painter.begin(printer))
        return false;
    // Each page fills the paper (the painter's origin is its corner), scaled evenly should the paper differ.
    const QRectF paperRect = printer->pageLayout().fullRectPixels(printer->resolution());
    // A page range from the print dialog (fromPage 0: every page).
    const int from = printer->fromPage();
    const int to = from > 0 ? printer->toPage() : std::numeric_limits<int>::max();
    int pageNumber = 0;
    bool first = true;
    const auto printPage = [&](const unsigned char *pixels, int width, int height, int bytesPerLine) {
        if (++pageNumber < from)
            return true;
        if (pageNumber > to)
            return false; // nothing more to print
        if (!first && !printer->newPage())
            return false;
        first = false;
        const QImage page(pixels, width, height, bytesPerLine, QImage::Format_RGB32);
        const double scale = std::min(paperRect.width() / width, paperRect.height() / height);
        painter.drawImage(QRectF(0, 0, width * scale, height * scale), page);
        return true;
    };
    const bool printed
        = PdfReportWriter::raster(report, onPaper, std::min(printer->resolution(), MaxPrintDotsPerInch), printPage);
    return painter.end() && (printed || pageNumber > to);
}
