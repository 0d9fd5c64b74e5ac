#include "core/io/jsonsource.h"

#include <QFile>
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

} // namespace

JsonSource::Result JsonSource::readFile(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, error(path, {}, u"cannot open: %1"_s.arg(file.errorString()))};
    if (file.size() > maxBytes)
        return {std::nullopt,
                error(path, {}, u"file is %1 bytes; the limit is %2 bytes"_s.arg(file.size()).arg(maxBytes))};
    // Files that report no size (pipes, some virtual files) are still read no further than the cap.
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return {std::nullopt, error(path, {}, u"file is larger than the limit of %1 bytes"_s.arg(maxBytes))};
    return parse(bytes, path);
}

JsonSource::Result JsonSource::parse(const QByteArray &json, const QString &sourceName)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(json);
    if (decoder.hasError()) {
        const int bad = int(decoded.indexOf(QChar::ReplacementCharacter));
        return {std::nullopt,
                error(sourceName, {}, u"not valid UTF-8 text (first bad byte near character %1)"_s.arg(bad + 1))};
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return {std::nullopt, error(sourceName, lineAndColumn(json, parseError.offset),
                                    u"invalid JSON: %1"_s.arg(parseError.errorString()))};
    if (!document.isObject())
        return {std::nullopt, error(sourceName, u"$"_s, u"expected an object at the top level"_s)};
    return {document.object(), {}};
}

QString JsonSource::error(const QString &sourceName, const QString &place, const QString &message)
{
    return place.isEmpty() ? u"%1: %2"_s.arg(sourceName, message) : u"%1: %2: %3"_s.arg(sourceName, place, message);
}

QString JsonSource::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return u"a boolean"_s;
    case QJsonValue::Double:
        return u"a number"_s;
    case QJsonValue::String:
        return u"a string"_s;
    case QJsonValue::Array:
        return u"an array"_s;
    case QJsonValue::Object:
        return u"an object"_s;
    case QJsonValue::Undefined:
        break;
    }
    return u"nothing"_s;
}
