// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <optional>
#include <utility>

// The one way the core's loaders and savers report their outcome: a value, or a message for people that says what went
// wrong and where ("<file>: <place>: <what was expected>"). Like qBittorrent's nonstd::expected<T, QString>, kept to
// the few members the app uses. Test it like a pointer: `if (!loaded) show(loaded.error()); else use(*loaded);`.
template<typename T>
class Expected final
{
public:
    Expected(T value)
        : m_value(std::move(value))
    {}
    static Expected failure(QString error) { return Expected(std::move(error), Failure{}); }

    explicit operator bool() const { return m_value.has_value(); }
    const T &operator*() const & { return *m_value; }
    T &operator*() & { return *m_value; }
    T &&operator*() && { return std::move(*m_value); }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }
    // Empty when there is a value.
    const QString &error() const { return m_error; }

private:
    struct Failure
    {
    };
    Expected(QString error, Failure)
        : m_error(std::move(error))
    {}

    std::optional<T> m_value;
    QString m_error;
};

// A save or check that has no value to return: success, or the message saying why not.
template<>
class Expected<void> final
{
public:
    Expected() = default;
    static Expected failure(QString error)
    {
        Expected result;
        result.m_error = std::move(error);
        result.m_failed = true;
        return result;
    }

    explicit operator bool() const { return !m_failed; }
    const QString &error() const { return m_error; }

private:
    QString m_error;
    bool m_failed = false;
};
