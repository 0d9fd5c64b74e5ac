// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>
#include <QFileInfo>
#include <QString>
#include <QStringList>

// The half that the file-format tables share (ReportFormat for a learner's report, ClassReportFormat for a class's):
// a row's extensions and filter label, the row a path's extension names, the filters of a save dialog and the list of
// extensions in messages. A table is a class that derives from FileFormatTable<itself> and has the fields `extensions`
// (lower case, no dot, the main one first) and `filterLabel` (QT_TRANSLATE_NOOP in its TranslationContext), and a
// static all() in the order dialogs offer the rows. So every list of extensions is read from one table.
template<typename Format>
class FileFormatTable
{
public:
    QString name() const { return format().extensions.constFirst(); }
    // "PDF document (*.pdf)" in the current language, for a QFileDialog filter.
    QString filter() const
    {
        QStringList patterns;
        for (const QString &extension : format().extensions)
            patterns.append(QStringLiteral("*.") + extension);
        return QCoreApplication::translate(Format::TranslationContext, format().filterLabel) + QStringLiteral(" (")
               + patterns.join(u' ') + u')';
    }

    // The row a file name asks for by its extension (case-insensitive), or null.
    static const Format *forPath(const QString &path)
    {
        const QString suffix = QFileInfo(path).suffix().toLower();
        for (const Format &row : Format::all()) {
            if (row.extensions.contains(suffix))
                return &row;
        }
        return nullptr;
    }
    // Every filter() joined with ";;", the table's order: QFileDialog's nameFilter argument.
    static QString fileFilters()
    {
        QStringList filters;
        for (const Format &row : Format::all())
            filters.append(row.filter());
        return filters.join(QStringLiteral(";;"));
    }
    // The main extensions for messages, e.g. ".pdf, .html, .csv or .json".
    static QString extensionList()
    {
        QStringList names;
        for (const Format &row : Format::all())
            names.append(u'.' + row.name());
        const QString last = names.takeLast();
        if (names.isEmpty())
            return last;
        return QCoreApplication::translate(
                   "ReportFormat", "%1 or %2",
                   "the end of a list of file name extensions: \".pdf, .html, .csv\" or \".json\"")
            .arg(names.join(QStringLiteral(", ")), last);
    }
    // `path` as typed in a save dialog: a name without an extension gets the main one of the filter chosen.
    static QString withExtension(const QString &path, const QString &chosenFilter)
    {
        if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty())
            return path;
        for (const Format &row : Format::all()) {
            if (row.filter() == chosenFilter)
                return path + u'.' + row.name();
        }
        return path;
    }

private:
    const Format &format() const { return static_cast<const Format &>(*this); }
};
