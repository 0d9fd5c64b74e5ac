// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/apptranslator.h"

#include "core/i18n/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

using namespace Qt::StringLiterals;

AppTranslator::~AppTranslator()
{
    removeTranslators();
}

bool AppTranslator::setLanguage(const QString &language)
{
    if (!Language::isSupported(language))
        return false;
    removeTranslators();
    m_language = language;
    const QLocale locale(language);
    QLocale::setDefault(locale);
    // English is the source language: its file holds only the plural forms ("%n layer(s)" as "1 layer",
    // "3 layers"); every other text falls through to the source.
    m_appInstalled = m_appTranslator.load(u":/i18n/checkpoint-quiz_%1.qm"_s.arg(language))
                     && QCoreApplication::installTranslator(&m_appTranslator);
    // Qt's own translations for its dialogs, or the app's where Qt ships none (Bengali: translations/qtbase_bn.ts).
    m_qtInstalled
        = (m_qtTranslator.load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath))
           || m_qtTranslator.load(u":/i18n/qtbase_%1.qm"_s.arg(language)))
          && QCoreApplication::installTranslator(&m_qtTranslator);
    // Installing a translator sends LanguageChange; with none installed the event must still reach the widgets.
    if (!m_appInstalled && !m_qtInstalled && QCoreApplication::instance()) {
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    }
    return true;
}

void AppTranslator::removeTranslators()
{
    if (m_appInstalled)
        QCoreApplication::removeTranslator(&m_appTranslator);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qtTranslator);
    m_appInstalled = m_qtInstalled = false;
}
