// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QChar>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

class QLocale;

// Everything the app needs to know about one language it speaks, in one table (language.cpp): the code used in
// banks, reports, settings and translation file names, its name in itself for menus and reports, the script and
// the Debian font package that shows it, the font families reports ask for, and how lines may break. The UI, the
// reports, the command line and the tests read languages from here, so adding one is one entry plus its
// translation file (see "Adding a language" in the README).
struct Language
{
    QString code;         // "bn": bank keys, report "language", settings, translations/checkpoint-quiz_<code>.ts
    QString nativeName;   // "বাংলা": the language named in itself, for the Language menu and reports
    QChar::Script script; // checked against the installed fonts before the language is shown
    QString fontPackage;  // the Debian package whose fonts cover `script`
    QString fontFamily;   // the family PDF and HTML reports ask for first for this script
    bool keepWordsWhole;  // lines break only between words (Korean), never inside a word of this script

    // In menu order; English first: it is the source language and the fallback for missing text.
    static const QList<Language> &all();
    static const Language &english();
    // nullptr for a code the app does not speak.
    static const Language *find(QStringView code);
    static bool isSupported(QStringView code) { return find(code) != nullptr; }
    // The script whose words a line must not break inside for the language `code` (Korean's Hangul, like CSS
    // word-break: keep-all; Pango would break between any two syllables), or nullopt.
    static std::optional<QChar::Script> wordsKeptWholeIn(QStringView code)
    {
        const Language *language = find(code);
        return language && language->keepWordsWhole ? std::optional(language->script) : std::nullopt;
    }
    static QStringList codes();
    // "en, bn, ko": for help texts and messages.
    static QString codeList();
    // The language to start in when the user has not chosen one: the system's if spoken, else English.
    static const Language &forLocale(const QLocale &locale);
    // The font families of every language in table order, for reports: they mix scripts (a Korean report quotes
    // code identifiers in Latin letters), and the report's language picks glyph forms and line breaking.
    static QStringList reportFontFamilies();
};
