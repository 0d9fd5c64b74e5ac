#include "apptranslator.h"

#include "quiz/localizedtext.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

AppTranslator::~AppTranslator()
{
    removeTranslators();
}

bool AppTranslator::setLanguage(const QString &language)
{
    if (!supportedLanguages().contains(language))
        return false;
    removeTranslators();
    m_language = language;
    const QLocale locale(language);
    QLocale::setDefault(locale);
    // English is the source language: no app translator, but the event must still reach the widgets.
    if (language != QLatin1String("en"))
        m_appInstalled = m_appTranslator.load(QStringLiteral(":/i18n/checkpoint-quiz_%1.qm").arg(language))
                         && QCoreApplication::installTranslator(&m_appTranslator);
    m_qtInstalled = m_qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                                        QLibraryInfo::path(QLibraryInfo::TranslationsPath))
                    && QCoreApplication::installTranslator(&m_qtTranslator);
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

QString AppTranslator::languageForLocale(const QLocale &locale)
{
    switch (locale.language()) {
    case QLocale::Bengali:
        return QStringLiteral("bn");
    case QLocale::Korean:
        return QStringLiteral("ko");
    default:
        return QStringLiteral("en");
    }
}

QString AppTranslator::nativeName(const QString &language)
{
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    return QLocale(language).nativeLanguageName();
}
