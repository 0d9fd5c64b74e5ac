#pragma once

#include "core/i18n/language.h"

#include <QHash>
#include <QString>

// A piece of quiz text in every language the app offers. Banks must supply all of them (the loader checks);
// text() still falls back to English so that a bank with a missing entry never shows an empty label.
class LocalizedText final
{
public:
    LocalizedText() = default;
    explicit LocalizedText(QHash<QString, QString> byLanguage)
        : m_byLanguage(std::move(byLanguage))
    {}

    QString text(const QString &language) const
    {
        const QString found = m_byLanguage.value(language);
        return found.isEmpty() ? m_byLanguage.value(Language::english().code) : found;
    }
    bool has(const QString &language) const { return !m_byLanguage.value(language).isEmpty(); }
    bool isEmpty() const { return m_byLanguage.isEmpty(); }
    const QHash<QString, QString> &byLanguage() const { return m_byLanguage; }

    friend bool operator==(const LocalizedText &a, const LocalizedText &b) { return a.m_byLanguage == b.m_byLanguage; }

private:
    QHash<QString, QString> m_byLanguage;
};
