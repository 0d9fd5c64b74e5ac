// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/io/filebytes.h"
#include "core/io/jsoncursor.h"

#include <QJsonObject>
#include <QString>

#include <variant>

// What the JSON loaders (question banks, score reports) share: reading a file with a size cap, checking UTF-8 and
// syntax, and telling every problem the same way, "<file>: <place>: <what was expected>", where the place is
// line:column for syntax errors and a JSON path ($.questions[2].stem.bn) for content errors. Teachers fix their
// files from these messages, so every loader must phrase them alike.
class JsonSource final
{
public:
    // The file's top-level object; files larger than maxBytes are refused unread.
    static Expected<QJsonObject> readFile(const QString &path, qint64 maxBytes);
    // The same with FileBytes' limits: a streamWait of zero refuses pipes (files the app keeps for itself).
    static Expected<QJsonObject> readFile(const QString &path, const FileBytes::Limits &limits);
    static Expected<QJsonObject> parse(const QByteArray &json, const QString &sourceName);
    // The same checks with the problem's place and message apart, for checkers that print their own lines.
    static std::variant<QJsonObject, JsonCursor::Problem> decode(const QByteArray &json);

    // Arrays and objects nested deeper than this are refused before parsing: no file the app reads needs more
    // than a few levels, and the limit bounds the parser's recursion on hostile input.
    static constexpr int MaxDepth = 32;

    // Runs `parse(JsonCursor)` on the document's root; a JsonCursor::Problem becomes the located error message.
    template<typename T, typename Parse>
    static Expected<T> parseWith(const Expected<QJsonObject> &source, const QString &sourceName, Parse parse)
    {
        if (!source)
            return Expected<T>::failure(source.error());
        try {
            return parse(JsonCursor(*source, QStringLiteral("$")));
        } catch (const JsonCursor::Problem &problem) {
            return Expected<T>::failure(error(sourceName, problem.place, problem.message));
        }
    }

    static QString error(const QString &sourceName, const QString &place, const QString &message);
};
