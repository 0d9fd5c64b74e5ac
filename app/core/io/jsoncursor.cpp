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
        fail(tr("missing \"%1\"").arg(key));
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
        fail(tr("expected an object, found %1").arg(typeName(m_value)));
    return m_value.toObject();
}

QJsonArray JsonCursor::array() const
{
    if (!m_value.isArray())
        fail(tr("expected an array, found %1").arg(typeName(m_value)));
    return m_value.toArray();
}

QString JsonCursor::string(bool mayBeEmpty, qsizetype maxLength) const
{
    // Converted once: a bank's start reads a few hundred of them, and each conversion copies the text.
    const QString text = m_value.toString();
    const auto blank = [&text] { return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace(); }); };
    if (!m_value.isString() || (!mayBeEmpty && blank())) {
        fail(mayBeEmpty ? tr("expected a string, found %1").arg(typeName(m_value))
                        : tr("expected a non-empty string, found %1").arg(typeName(m_value)));
    }
    if (maxLength > 0 && text.size() > maxLength)
        fail(tr("text is %L1 characters long; the limit is %L2").arg(text.size()).arg(maxLength));
    return text;
}

QString JsonCursor::optionalString() const
{
    if (m_value.isNull())
        return QString();
    if (!m_value.isString())
        fail(tr("expected a string or null, found %1").arg(typeName(m_value)));
    return m_value.toString();
}

int JsonCursor::integer(int minimum) const
{
    const double number = m_value.toDouble();
    const bool whole
        = m_value.isDouble() && std::isfinite(number) && number == std::floor(number) && std::abs(number) < 1e9;
    if (!whole || number < minimum)
        // The number found is quoted as the file has it (Latin digits), so that it can be searched for there.
        fail(tr("expected a whole number of at least %L1, found %2")
                 .arg(minimum)
                 .arg(m_value.isDouble() ? QString::number(number) : typeName(m_value)));
    return int(number);
}

qint64 JsonCursor::integer64(qint64 minimum) const
{
    constexpr double Exact = 9007199254740992.0; // 2^53
    const double number = m_value.toDouble();
    const bool whole
        = m_value.isDouble() && std::isfinite(number) && number == std::floor(number) && std::abs(number) < Exact;
    if (!whole || number < double(minimum))
        fail(tr("expected a whole number of at least %L1, found %2")
                 .arg(minimum)
                 .arg(m_value.isDouble() ? QString::number(number, 'g', 17) : typeName(m_value)));
    return qint64(number);
}

double JsonCursor::number(double minimum, double maximum) const
{
    const double value = m_value.toDouble();
    if (!m_value.isDouble() || !std::isfinite(value) || value < minimum || value > maximum)
        fail(tr("expected a number from %L1 to %L2, found %3")
                 .arg(minimum)
                 .arg(maximum)
                 .arg(m_value.isDouble() ? QString::number(value) : typeName(m_value)));
    return value;
}

bool JsonCursor::boolean() const
{
    if (!m_value.isBool())
        fail(tr("expected true or false, found %1").arg(typeName(m_value)));
    return m_value.toBool();
}

QDateTime JsonCursor::dateTime(bool nullable) const
{
    if (nullable && m_value.isNull())
        return QDateTime();
    const QDateTime when = QDateTime::fromString(m_value.toString(), Qt::ISODateWithMs);
    if (!m_value.isString() || !when.isValid()) {
        const QString example = u"\"2025-01-31T09:30:00.000Z\""_s;
        const QString found = m_value.isString() ? u"\"%1\""_s.arg(m_value.toString()) : typeName(m_value);
        fail(nullable ? tr("expected an ISO 8601 date and time such as %1, or null, found %2").arg(example, found)
                      : tr("expected an ISO 8601 date and time such as %1, found %2").arg(example, found));
    }
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
        return tr("a boolean");
    case QJsonValue::Double:
        return tr("a number");
    case QJsonValue::String:
        return tr("a string");
    case QJsonValue::Array:
        return tr("an array");
    case QJsonValue::Object:
        return tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return tr("nothing");
}
