// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/reportpages.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>

using namespace Qt::StringLiterals;

namespace {

const QString ModuleFileName = u"libcheckpoint-quiz-pages.so"_s;

} // namespace

const Expected<const ReportPagesModule *> &ReportPages::module()
{
    // A loaded library belongs to the whole process, so its table does too; the first caller's outcome stays (a
    // module installed later is found by the next start). Thread-safe: PDFs are written on a worker thread.
    static const Expected<const ReportPagesModule *> loaded = find(candidatePaths());
    return loaded;
}

Expected<const ReportPagesModule *> ReportPages::find(const QStringList &paths)
{
    QStringList tried;
    for (const QString &path : paths) {
        if (QFileInfo::exists(path))
            return load(path);
        tried.append(QDir::toNativeSeparators(path));
    }
    return Expected<const ReportPagesModule *>::failure(
        tr("PDF pages need the file %1, which was not found. Looked for:\n%2\nReinstall Checkpoint Quiz; the other "
           "report formats work without it.")
            .arg(ModuleFileName, tried.join(u'\n')));
}

Expected<const ReportPagesModule *> ReportPages::load(const QString &path)
{
    using Failure = Expected<const ReportPagesModule *>;
    QLibrary library(path);
    if (!library.load())
        return Failure::failure(
            tr("%1 could not be loaded: %2").arg(QDir::toNativeSeparators(path), library.errorString()));
    using EntryFunction = const ReportPagesModule *(*)();
    const auto entry = reinterpret_cast<EntryFunction>(library.resolve(EntryPoint));
    const ReportPagesModule *table = entry ? entry() : nullptr;
    if (table == nullptr) {
        library.unload();
        return Failure::failure(
            tr("%1 is not Checkpoint Quiz's report pages module.").arg(QDir::toNativeSeparators(path)));
    }
    // Program and module share C++ types, so only the very same build can be mixed.
    if (qstrcmp(table->version, CQ_VERSION) != 0) {
        const QString version = QString::fromUtf8(table->version);
        library.unload();
        return Failure::failure(tr("%1 belongs to Checkpoint Quiz %2, not %3. Reinstall Checkpoint Quiz.")
                                    .arg(QDir::toNativeSeparators(path), version, QStringLiteral(CQ_VERSION)));
    }
    return table; // loaded for the rest of the process: QLibrary's destructor does not unload
}

QStringList ReportPages::candidatePaths()
{
    QStringList paths;
    if (const QString named = qEnvironmentVariable(PathVariable); !named.isEmpty())
        paths.append(named);
    // Without a QCoreApplication there is no program folder to look in.
    if (QCoreApplication::instance() != nullptr) {
        const QDir program(QCoreApplication::applicationDirPath());
        paths.append(QDir::cleanPath(program.filePath(QStringLiteral(CQ_PAGES_MODULE_DIR) + u'/' + ModuleFileName)));
        paths.append(program.filePath(ModuleFileName));
    }
    return paths;
}

QByteArray ReportPages::writePdf(const ScoreReport &report, const RenderOptions &options, QString *error)
{
    const Expected<const ReportPagesModule *> &pages = module();
    if (!pages) {
        if (error != nullptr)
            *error = pages.error();
        return {};
    }
    return (*pages)->writePdf(report, options, error);
}

QByteArray ReportPages::writeClassPdf(const ClassReportPage &page, const RenderOptions &options, QString *error)
{
    const Expected<const ReportPagesModule *> &pages = module();
    if (!pages) {
        if (error != nullptr)
            *error = pages.error();
        return {};
    }
    return (*pages)->writeClassPdf(page, options, error);
}

QStringList ReportPages::libraries()
{
    const Expected<const ReportPagesModule *> &pages = module();
    if (!pages)
        return {tr("PDF pages unavailable: %1").arg(pages.error())};
    return (*pages)->libraries();
}
