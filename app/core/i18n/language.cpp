// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"

#include <QLocale>

using namespace Qt::StringLiterals;

const QList<Language> &Language::all()
{
    static const QList<Language> languages = {
        {u"en"_s, u"English"_s, QChar::Script_Latin, u"fonts-noto-core"_s, u"Noto Sans"_s, false},
        {u"bn"_s, u"বাংলা"_s, QChar::Script_Bengali, u"fonts-noto-core"_s, u"Noto Sans Bengali"_s, false},
        {u"ko"_s, u"한국어"_s, QChar::Script_Hangul, u"fonts-noto-cjk"_s, u"Noto Sans CJK KR"_s, true},
    };
    return languages;
}

const Language &Language::english()
{
    return all().constFirst();
}

const Language *Language::find(QStringView code)
{
    for (const Language &language : all()) {
        if (language.code == code)
            return &language;
    }
    return nullptr;
}

QStringList Language::codes()
{
    QStringList result;
    for (const Language &language : all())
        result.append(language.code);
    return result;
}

QString Language::codeList()
{
    return codes().join(u", "_s);
}

const Language &Language::forLocale(const QLocale &locale)
{
    for (const Language &language : all()) {
        if (QLocale(language.code).language() == locale.language())
            return language;
    }
    return english();
}

QStringList Language::reportFontFamilies()
{
    QStringList families;
    for (const Language &language : all()) {
        if (!families.contains(language.fontFamily))
            families.append(language.fontFamily);
    }
    return families;
}
