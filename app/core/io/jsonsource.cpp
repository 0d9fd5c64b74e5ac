// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/io/jsonsource.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace {

// QJsonParseError gives a byte offset; people look for line:column.
QString lineAndColumn(const QByteArray &json, int offset)
{
    offset = qBound(0, offset, int(json.size()));
    const QByteArray before = json.left(offset);
    const int line = int(before.count('\n')) + 1;
    const int column = offset - int(before.lastIndexOf('\n'));
    return u"%1:%2"_s.arg(line).arg(column);
}

// The byte offset of the first bracket that opens level maxDepth + 1, or -1. Brackets inside strings do not count.
qsizetype offsetBeyondDepth(const QByteArray &json, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return -1;
}

} // namespace

Expected<QJsonObject> JsonSource::readFile(const QString &path, qint64 maxBytes)
{
    return readFile(path, FileBytes::Limits{maxBytes});
}

Expected<QJsonObject> JsonSource::readFile(const QString &path, const FileBytes::Limits &limits)
{
    const Expected<QByteArray> bytes = FileBytes::read(path, limits);
    if (!bytes)
        return Expected<QJsonObject>::failure(error(path, {}, bytes.error()));
    return parse(*bytes, path);
}

Expected<QJsonObject> JsonSource::parse(const QByteArray &json, const QString &sourceName)
{
    std::variant<QJsonObject, JsonCursor::Problem> decoded = decode(json);
    if (const auto *problem = std::get_if<JsonCursor::Problem>(&decoded))
        return Expected<QJsonObject>::failure(error(sourceName, problem->place, problem->message));
    return std::get<QJsonObject>(std::move(decoded));
}

std::variant<QJsonObject, JsonCursor::Problem> JsonSource::decode(const QByteArray &json)
{
    if (!QByteArrayView(json).isValidUtf8()) {
        // Decoded only to find where: the check above copies nothing.
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString decoded = decoder.decode(json);
        // The valid text before the first bad byte re-encodes to the same bytes: its length is the byte offset.
        const qsizetype bad = decoded.indexOf(QChar::ReplacementCharacter);
        return JsonCursor::Problem{lineAndColumn(json, int(decoded.left(bad).toUtf8().size())),
                                   JsonCursor::tr("not valid UTF-8 text")};
    }
    if (const qsizetype tooDeep = offsetBeyondDepth(json, MaxDepth); tooDeep >= 0)
        return JsonCursor::Problem{lineAndColumn(json, int(tooDeep)),
                                   JsonCursor::tr("nested more than %L1 levels deep").arg(MaxDepth)};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return JsonCursor::Problem{lineAndColumn(json, parseError.offset),
                                   JsonCursor::tr("invalid JSON: %1").arg(parseError.errorString())};
    if (!document.isObject())
        return JsonCursor::Problem{u"$"_s, JsonCursor::tr("expected an object at the top level")};
    return document.object();
}

QString JsonSource::error(const QString &sourceName, const QString &place, const QString &message)
{
    return place.isEmpty() ? u"%1: %2"_s.arg(sourceName, message) : u"%1: %2: %3"_s.arg(sourceName, place, message);
}
