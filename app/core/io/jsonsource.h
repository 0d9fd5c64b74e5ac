#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

// What the JSON loaders (question banks, score reports) share: reading a file with a size cap, checking UTF-8 and
// syntax, and telling every problem the same way, "<file>: <place>: <what was expected>", where the place is
// line:column for syntax errors and a JSON path ($.questions[2].stem.bn) for content errors. Teachers fix their
// files from these messages, so every loader must phrase them alike.
class JsonSource final
{
public:
    // Thrown by a loader's parser (and caught in that loader) at the first content problem.
    struct Problem
    {
        QString place;
        QString message;
    };

    struct Result
    {
        std::optional<QJsonObject> root;
        QString error;
    };

    // The file's top-level object; files larger than maxBytes are refused unread.
    static Result readFile(const QString &path, qint64 maxBytes);
    static Result parse(const QByteArray &json, const QString &sourceName);
    static QString error(const QString &sourceName, const QString &place, const QString &message);
    // "a string", "an array", … for "expected X, found Y" messages.
    static QString typeName(const QJsonValue &value);
};
