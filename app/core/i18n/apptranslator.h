// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>
#include <QTranslator>

// Switches the running application between the languages in Language::all(): installs the app's own
// translations (compiled into the program from translations/*.ts; for English only its plural forms) and Qt's
// for its standard dialogs (the system's qtbase_<code>.qm, else the app's own, which exists for Bengali since Qt
// ships none), and makes the language's QLocale the default so numbers and dates follow it. Installing a
// translator sends QEvent::LanguageChange to every widget, which is how the UI retranslates without a restart.
class AppTranslator final
{
public:
    AppTranslator() = default;
    ~AppTranslator();
    Q_DISABLE_COPY_MOVE(AppTranslator)

    // Returns false for a language the app does not offer; the current language is then unchanged.
    bool setLanguage(const QString &language);
    QString language() const { return m_language; }

private:
    void removeTranslators();

    QString m_language;
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
};
