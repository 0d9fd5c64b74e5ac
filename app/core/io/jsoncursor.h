// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

// A position in a JSON document that knows its own path ($.questions[2].stem), for parsers that check a file's
// content and must say exactly where it is wrong. Getters check the type and throw JsonCursor::Problem with the
// path and what was expected; JsonSource::parseWith() catches it at the loader's boundary and turns it into the
// loader's one error message. Shared by the bank loader and the report reader so both phrase problems alike.
//
// The messages are translated (context "JsonCursor"): a teacher or learner reading a config or bank error in Bengali
// or Korean gets whole sentences in that language; the path and the JSON keys stay as the file writes them.
class JsonCursor final
{
    Q_DECLARE_TR_FUNCTIONS(JsonCursor)

public:
    struct Problem
    {
        QString place;
        QString message;
    };

    JsonCursor(QJsonValue value, QString path)
        : m_value(std::move(value))
        , m_path(std::move(path))
    {}

    const QString &path() const { return m_path; }
    const QJsonValue &value() const { return m_value; }
    bool isNull() const { return m_value.isNull(); }

    // A member of this object; a missing one is a problem.
    JsonCursor operator[](const QString &key) const;
    // A member of this object, or nullopt when absent.
    std::optional<JsonCursor> find(const QString &key) const;
    // The elements of this array.
    QList<JsonCursor> elements() const;

    QJsonObject object() const;
    QJsonArray array() const;
    // Non-empty unless mayBeEmpty; text longer than maxLength characters is refused (0: no limit).
    QString string(bool mayBeEmpty = false, qsizetype maxLength = 0) const;
    // A string, or empty for null.
    QString optionalString() const;
    int integer(int minimum) const;
    // A whole number of at least `minimum` that a double holds exactly (|n| < 2^53): byte counts.
    qint64 integer64(qint64 minimum) const;
    // A finite number within [minimum, maximum].
    double number(double minimum, double maximum) const;
    bool boolean() const;
    // An ISO 8601 date and time with its offset; invalid for null when nullable.
    QDateTime dateTime(bool nullable) const;

    // Throws a Problem at this cursor's path.
    [[noreturn]] void fail(const QString &message) const;
    // "a string", "an array", … for "expected X, found Y" messages.
    static QString typeName(const QJsonValue &value);

private:
    QJsonValue m_value;
    QString m_path;
};
