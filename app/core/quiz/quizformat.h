// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

// The quiz file formats the app reads (its own JSON, GIFT, Aiken, Moodle XML) and writes (GIFT, Moodle XML), in one
// table: the name messages use, the file extensions and the file-dialog filter. A file's format is told from its
// content first (a JSON object, an XML document, Aiken's ANSWER: lines) and from its extension when the content
// does not say.
class QuizFormat final
{
public:
    enum Kind { Json, Gift, Aiken, MoodleXml };

    static Kind detect(const QByteArray &bytes, const QString &path);
    static QString name(Kind kind);
    // For the export menu: the formats Moodle imports, by extension; nullopt for an extension that is none of them.
    static std::optional<Kind> exportFormat(const QString &path);
    static QList<Kind> exportable() { return {Gift, MoodleXml}; }
    static QStringList extensions(Kind kind); // "gift", "txt"
};
