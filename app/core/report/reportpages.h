// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QPrinter;
class QWidget;
struct ClassReportPage;
struct RenderOptions;
struct ScoreReport;

// The functions libcheckpoint-quiz-pages.so exports as one table (its entry point returns it): the PDF writer on
// Pango and Cairo, and printing on Qt Print Support. Both are built from the same sources as the program.
struct ReportPagesModule
{
    enum class Printed { Yes, Cancelled, Failed };

    const char *version; // CQ_VERSION the module was built as; the loader refuses any other
    QByteArray (*writePdf)(const ScoreReport &report, const RenderOptions &options, QString *error);
    // "Pango 1.50.12: LGPL-2.0-or-later", one line per library the pages are drawn with.
    QStringList (*libraries)();
    // Asks for a printer (the dialog titled dialogTitle, parented to parent) and prints the report's PDF pages.
    Printed (*print)(QWidget *parent, const QString &dialogTitle, const ScoreReport &report,
                     const RenderOptions &options);
    // No dialog: prints onto a set-up printer, on its paper when that is A4 or Letter.
    bool (*printTo)(QPrinter *printer, const ScoreReport &report, const RenderOptions &options);
    // The class report's pages (ClassPdfWriter).
    QByteArray (*writeClassPdf)(const ClassReportPage &page, const RenderOptions &options, QString *error);
};

// Loads the report pages module on first use. Pango, Cairo and Qt Print Support with the dozen libraries they pull in
// cost a fifth of the program's start-up time (scripts/startup-bench) for pages nobody may ask for, so the program
// does not link them: the first PDF export, print or About box loads them, in a few milliseconds. Which file: the one
// $CHECKPOINT_QUIZ_PAGES_MODULE names (the tests point it at the build's), else the installed one beside the program's
// libraries, else the one next to the program (the build tree). The ReportFormat table's PDF row is writePdf().
class ReportPages final
{
    Q_DECLARE_TR_FUNCTIONS(ReportPages)
public:
    static constexpr const char *EntryPoint = "checkpoint_quiz_pages";
    static constexpr const char *PathVariable = "CHECKPOINT_QUIZ_PAGES_MODULE";

    // The module, loaded once per process (later calls return the first outcome), or why it cannot be used.
    static const Expected<const ReportPagesModule *> &module();
    // Loads the first of `paths` that exists, without caching: its table, or a message naming the files tried or the
    // file that failed and why.
    static Expected<const ReportPagesModule *> find(const QStringList &paths);
    // Loads the module at `path` now, without caching.
    static Expected<const ReportPagesModule *> load(const QString &path);
    // Where module() looks, in order.
    static QStringList candidatePaths();

    // ReportFormat::Writer for PDF: the module's writer, or empty bytes and the loading error.
    static QByteArray writePdf(const ScoreReport &report, const RenderOptions &options, QString *error);
    // The class report as a PDF, or empty bytes and the loading error.
    static QByteArray writeClassPdf(const ClassReportPage &page, const RenderOptions &options, QString *error);
    // The module's libraries, or one line saying that PDF pages are unavailable and why.
    static QStringList libraries();
};
