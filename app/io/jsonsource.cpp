#include "jsonsource.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>
#include <QStringDecoder>

namespace {

// QJsonParseError gives a byte offset; people look for line:column.
QString lineAndColumn(const QByteArray &json, int offset)
{
    offset = qBound(0, offset, int(json.size()));
    const QByteArray before = json.left(offset);
    const int line = int(before.count('\n')) + 1;
    const int column = offset - int(before.lastIndexOf('\n'));
    return QStringLiteral("%1:%2").arg(line).arg(column);
}

} // namespace

JsonSource::Result JsonSource::readFile(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt, error(path, {}, QStringLiteral("cannot open: %1").arg(file.errorString()))};
    if (file.size() > maxBytes)
        return {
            std::nullopt,
            error(path, {}, QStringLiteral("file is %1 bytes; the limit is %2 bytes").arg(file.size()).arg(maxBytes))};
    // Files that report no size (pipes, some virtual files) are still read no further than the cap.
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return {std::nullopt,
                error(path, {}, QStringLiteral("file is larger than the limit of %1 bytes").arg(maxBytes))};
    return parse(bytes, path);
}

JsonSource::Result JsonSource::parse(const QByteArray &json, const QString &sourceName)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(json);
    if (decoder.hasError()) {
        const int bad = int(decoded.indexOf(QChar::ReplacementCharacter));
        return {std::nullopt,
                error(sourceName, {},
                      QStringLiteral("not valid UTF-8 text (first bad byte near character %1)").arg(bad + 1))};
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return {std::nullopt, error(sourceName, lineAndColumn(json, parseError.offset),
                                    QStringLiteral("invalid JSON: %1").arg(parseError.errorString()))};
    if (!document.isObject())
        return {std::nullopt,
                error(sourceName, QStringLiteral("$"), QStringLiteral("expected an object at the top level"))};
    return {document.object(), {}};
}

QString JsonSource::error(const QString &sourceName, const QString &place, const QString &message)
{
    return place.isEmpty() ? QStringLiteral("%1: %2").arg(sourceName, message)
                           : QStringLiteral("%1: %2: %3").arg(sourceName, place, message);
}

QString JsonSource::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}
