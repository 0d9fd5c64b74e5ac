// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankimport.h"
#include "core/quiz/questionbank.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// The quiz file formats the app reads (its own JSON, GIFT, Aiken, Moodle XML) and writes (GIFT, Moodle XML), in one
// table (quizformat.cpp): the name messages use, the file extensions, the export label, the reader and the writer.
// Opening (QuizFile::load), checking (BankChecker, check-quiz), exporting (QuizFile::exportBank), the file dialogs'
// filters and the messages that list extensions all read it; a new format is one row (see "Adding a quiz format" in
// the README). A file's format is told from its content first (a JSON object, an XML document, Aiken's ANSWER:
// lines) and from its extension when the content does not say.
class QuizFormat final
{
    Q_DECLARE_TR_FUNCTIONS(QuizFormat)
public:
    enum Kind { Json, Gift, Aiken, MoodleXml };

    struct Entry
    {
        Kind kind = Json;
        const char *name = nullptr; // "Moodle XML": a product name, never translated
        QStringList extensions;     // the first is the main one
        // QT_TRANSLATE_NOOP("QuizFormat", …): how the export dialog offers it; nullptr if the app does not write it.
        const char *exportLabel = nullptr;
        // The file's questions, what was skipped and why, with places. The bytes are the whole file.
        BankImport (*read)(const QByteArray &bytes, const QString &title) = nullptr;
        // The bank in this format, in `language`; nullptr if the app does not write it.
        QByteArray (*write)(const QuestionBank &bank, const QString &language) = nullptr;
    };

    // In the order the open dialog lists them.
    static const QList<Entry> &all();
    static const Entry &entry(Kind kind);

    static Kind detect(const QByteArray &bytes, const QString &path);
    static QString name(Kind kind) { return QString::fromLatin1(entry(kind).name); }
    static QStringList extensions(Kind kind) { return entry(kind).extensions; }
    // The format an export name asks for, by extension; nullopt for an extension no writer has.
    static std::optional<Kind> exportFormat(const QString &path);
    // ".gift, .txt or .xml": for messages about export names.
    static QString exportExtensionList();
    // File-dialog filters, translated: every readable format (with "Quiz files" first and "All files" last), and
    // every writable one.
    static QString openFilter();
    static QString exportFilter();
};
