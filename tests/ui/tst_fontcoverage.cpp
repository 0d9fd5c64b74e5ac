// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"
#include "ui/fontcoverage.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestFontCoverage final : public QObject
{
    Q_OBJECT
private slots:
    void namesThePackage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("package");
        QTest::newRow("bn") << "bn"
                            << "fonts-noto-core";
        QTest::newRow("ko") << "ko"
                            << "fonts-noto-cjk";
    }
    void namesThePackage()
    {
        QFETCH(QString, language);
        QFETCH(QString, package);
        QVERIFY(FontCoverage::missingFontMessage(language, {u"Some Font"_s}).isEmpty());
        const QString message = FontCoverage::missingFontMessage(language, {});
        QVERIFY2(message.contains(u"apt-get install "_s + package), qPrintable(message));
        // Readable without the missing font: plain ASCII, the language named in English.
        for (const QChar c : message)
            QVERIFY2(c.unicode() < 128, qPrintable(message));
        QVERIFY(message.contains(language == "bn"_L1 ? u"Bangla"_s : u"Korean"_s)); // CLDR English names
    }

    void installedFontsCoverEveryLanguage()
    {
        // The project's scripts install fonts-noto-core and fonts-noto-cjk; this fails if that step is lost.
        for (const QString &language : Language::codes())
            QVERIFY2(FontCoverage::missingFontMessage(language).isEmpty(), qPrintable(language));
    }
};

QTEST_MAIN(TestFontCoverage)
#include "tst_fontcoverage.moc"
