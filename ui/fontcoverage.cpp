// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/fontcoverage.h"

#include "core/i18n/language.h"

#include <QLocale>
#include <QFontDatabase>

using namespace Qt::StringLiterals;

namespace {

// Qt names scripts twice (QChar::Script for text, QFontDatabase::WritingSystem for fonts); this maps the scripts of
// the languages the app might speak. A script not listed here is checked as Latin.
QFontDatabase::WritingSystem writingSystemFor(QChar::Script script)
{
    switch (script) {
    case QChar::Script_Bengali:
        return QFontDatabase::Bengali;
    case QChar::Script_Hangul:
        return QFontDatabase::Korean;
    case QChar::Script_Devanagari:
        return QFontDatabase::Devanagari;
    case QChar::Script_Tamil:
        return QFontDatabase::Tamil;
    case QChar::Script_Arabic:
        return QFontDatabase::Arabic;
    case QChar::Script_Cyrillic:
        return QFontDatabase::Cyrillic;
    case QChar::Script_Greek:
        return QFontDatabase::Greek;
    case QChar::Script_Thai:
        return QFontDatabase::Thai;
    case QChar::Script_Hebrew:
        return QFontDatabase::Hebrew;
    case QChar::Script_Han:
        return QFontDatabase::SimplifiedChinese;
    case QChar::Script_Hiragana:
    case QChar::Script_Katakana:
        return QFontDatabase::Japanese;
    default:
        return QFontDatabase::Latin;
    }
}

} // namespace

QString FontCoverage::missingFontMessage(const QString &language)
{
    const Language *entry = Language::find(language);
    if (!entry)
        return {};
    return missingFontMessage(language, QFontDatabase::families(writingSystemFor(entry->script)));
}

QString FontCoverage::missingFontMessage(const QString &language, const QStringList &familiesForScript)
{
    const Language *entry = Language::find(language);
    if (!entry || !familiesForScript.isEmpty())
        return {};
    // In English on purpose, and naming the language in English: a translation, or the language's own name, would be
    // written in the very script that has no font and show as the boxes it warns about.
    const QLocale locale(language);
    return u"No installed font can show %1 text, so it would appear as empty boxes. Install the package %2 (for "
           "example: sudo apt-get install %2) and restart the app."_s.arg(QLocale::languageToString(locale.language()),
                                                                         entry->fontPackage);
}
