// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/io/jsoncursor.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

JsonCursor JsonCursor::operator[](const QString &key) const
{
    const QJsonValue member = object().value(key);
    if (member.isUndefined())
        fail(u"missing \"%1\""_s.arg(key));
    return JsonCursor(member, m_path + u'.' + key);
}

std::optional<JsonCursor> JsonCursor::find(const QString &key) const
{
    const QJsonValue member = object().value(key);
    if (member.isUndefined())
        return std::nullopt;
    return JsonCursor(member, m_path + u'.' + key);
}

QList<JsonCursor> JsonCursor::elements() const
{
    const QJsonArray values = array();
    QList<JsonCursor> result;
    result.reserve(values.size());
    for (qsizetype i = 0; i < values.size(); ++i)
        result.append(JsonCursor(values.at(i), u"%1[%2]"_s.arg(m_path).arg(i)));
    return result;
}

QJsonObject JsonCursor::object() const
{
    if (!m_value.isObject())
        fail(u"expected an object, found %1"_s.arg(typeName(m_value)));
    return m_value.toObject();
}

QJsonArray JsonCursor::array() const
{
    if (!m_value.isArray())
        fail(u"expected an array, found %1"_s.arg(typeName(m_value)));
    return m_value.toArray();
}

QString JsonCursor::string(bool mayBeEmpty, qsizetype maxLength) const
{
    // Converted once: a bank's start reads a few hundred of them, and each conversion copies the text.
    const QString text = m_value.toString();
    const auto blank = [&text] { return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace(); }); };
    if (!m_value.isString() || (!mayBeEmpty && blank()))
        fail(u"expected a %1string, found %2"_s.arg(mayBeEmpty ? QString() : u"non-empty "_s, typeName(m_value)));
    if (maxLength > 0 && text.size() > maxLength)
        fail(u"text is %1 characters long; the limit is %2"_s.arg(text.size()).arg(maxLength));
    return text;
}

QString JsonCursor::optionalString() const
{
    if (m_value.isNull())
        return QString();
    if (!m_value.isString())
        fail(u"expected a string or null, found %1"_s.arg(typeName(m_value)));
    return m_value.toString();
}

int JsonCursor::integer(int minimum) const
{
    const double number = m_value.toDouble();
    const bool whole
        = m_value.isDouble() && std::isfinite(number) && number == std::floor(number) && std::abs(number) < 1e9;
    if (!whole || number < minimum)
        fail(u"expected a whole number of at least %1, found %2"_s.arg(minimum).arg(
            m_value.isDouble() ? QString::number(number) : typeName(m_value)));
    return int(number);
}

QDateTime JsonCursor::dateTime(bool nullable) const
{
    if (nullable && m_value.isNull())
        return QDateTime();
    const QDateTime when = QDateTime::fromString(m_value.toString(), Qt::ISODateWithMs);
    if (!m_value.isString() || !when.isValid())
        fail(u"expected an ISO 8601 date and time such as \"2025-01-31T09:30:00.000Z\"%1, found %2"_s.arg(
            nullable ? u" or null"_s : QString(),
            m_value.isString() ? u"\"%1\""_s.arg(m_value.toString()) : typeName(m_value)));
    return when;
}

void JsonCursor::fail(const QString &message) const
{
    throw Problem{m_path, message};
}

QString JsonCursor::typeName(const QJsonValue &value)
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
