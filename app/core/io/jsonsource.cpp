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

Expected<QJsonObject> JsonSource::readFile(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Expected<QJsonObject>::failure(error(path, {}, u"cannot open: %1"_s.arg(file.errorString())));
    if (file.size() > maxBytes)
        return Expected<QJsonObject>::failure(
            error(path, {}, u"file is %1 bytes; the limit is %2 bytes"_s.arg(file.size()).arg(maxBytes)));
    // Files that report no size (pipes, some virtual files) are still read no further than the cap.
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return Expected<QJsonObject>::failure(
            error(path, {}, u"file is larger than the limit of %1 bytes"_s.arg(maxBytes)));
    return parse(bytes, path);
}

Expected<QJsonObject> JsonSource::parse(const QByteArray &json, const QString &sourceName)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(json);
    if (decoder.hasError()) {
        // The valid text before the first bad byte re-encodes to the same bytes: its length is the byte offset.
        const qsizetype bad = decoded.indexOf(QChar::ReplacementCharacter);
        return Expected<QJsonObject>::failure(
            error(sourceName, lineAndColumn(json, int(decoded.left(bad).toUtf8().size())), u"not valid UTF-8 text"_s));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Expected<QJsonObject>::failure(error(sourceName, lineAndColumn(json, parseError.offset),
                                                    u"invalid JSON: %1"_s.arg(parseError.errorString())));
    if (!document.isObject())
        return Expected<QJsonObject>::failure(error(sourceName, u"$"_s, u"expected an object at the top level"_s));
    return document.object();
}

QString JsonSource::error(const QString &sourceName, const QString &place, const QString &message)
{
    return place.isEmpty() ? u"%1: %2"_s.arg(sourceName, message) : u"%1: %2: %3"_s.arg(sourceName, place, message);
}
