// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/i18n/language.h"

#include <QHash>
#include <QMetaType>
#include <QString>

// A piece of quiz text in the languages its bank is written in. A bank may offer any subset of the app's
// languages; text() in a language the bank lacks falls back to the bank's first language (a Korean-only bank shows
// Korean under an English UI), then to English, so a label is never empty while any text exists.
class LocalizedText final
{
public:
    LocalizedText() = default;
    explicit LocalizedText(QHash<QString, QString> byLanguage, QString fallbackLanguage = {})
        : m_byLanguage(std::move(byLanguage))
        , m_fallback(std::move(fallbackLanguage))
    {}
    // The same text in every language: imported formats (GIFT, Aiken) have one language.
    static LocalizedText single(const QString &language, const QString &text)
    {
        return LocalizedText({{language, text}}, language);
    }

    QString text(const QString &language) const
    {
        QString found = m_byLanguage.value(language);
        if (found.isEmpty())
            found = m_byLanguage.value(m_fallback);
        return found.isEmpty() ? m_byLanguage.value(Language::english().code) : found;
    }
    bool has(const QString &language) const { return !m_byLanguage.value(language).isEmpty(); }
    bool isEmpty() const { return m_byLanguage.isEmpty(); }
    const QHash<QString, QString> &byLanguage() const { return m_byLanguage; }

    friend bool operator==(const LocalizedText &a, const LocalizedText &b) { return a.m_byLanguage == b.m_byLanguage; }

private:
    QHash<QString, QString> m_byLanguage;
    QString m_fallback;
};

Q_DECLARE_METATYPE(LocalizedText)
