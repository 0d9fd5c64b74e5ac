// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"
#include "core/practice/practicetext.h"

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QSet<QString> placeholders(const QString &text)
{
    QSet<QString> found;
    static const QRegularExpression placeholder(u"%\\d+"_s);
    for (const QRegularExpressionMatch &match : placeholder.globalMatch(text))
        found.insert(match.captured());
    return found;
}

} // namespace

class TestPracticeText final : public QObject
{
    Q_OBJECT

private slots:
    void everyTemplateHasEveryLanguageWithTheSamePlaceholders_data()
    {
        QTest::addColumn<QString>("key");
        const QStringList keys = PracticeText::keys();
        QVERIFY(keys.size() > 40);
        for (const QString &key : keys)
            QTest::newRow(qPrintable(key)) << key;
    }
    void everyTemplateHasEveryLanguageWithTheSamePlaceholders()
    {
        QFETCH(QString, key);
        // Filled with nothing, each language shows its raw template.
        const LocalizedText text = PracticeText::fill(key);
        const QSet<QString> english = placeholders(text.text(u"en"_s));
        for (const Language &language : Language::all()) {
            QVERIFY2(text.has(language.code), qPrintable(language.code));
            QCOMPARE(placeholders(text.text(language.code)), english);
        }
    }

    void bengaliSaysPunargananaNeverPunahgarana()
    {
        for (const QString &key : PracticeText::keys()) {
            const QString bn = PracticeText::fill(key).text(u"bn"_s);
            QVERIFY2(!bn.contains(u"পুনঃগণনা"_s), qPrintable(key));
        }
    }

    void fillsEveryLanguageInOnePass()
    {
        // A value that itself contains "%2" is never expanded again.
        const LocalizedText text = PracticeText::fill(
            u"uniform-peak.stem"_s, {PracticeText::verbatim(u"%2"_s), PracticeText::verbatim(u"X"_s)});
        QVERIFY(text.text(u"en"_s).contains(u"N = %2 layers"_s));
        QVERIFY(text.text(u"en"_s).contains(u"k = X layers"_s));
        QVERIFY(text.text(u"ko"_s).contains(u"k = X"_s));
    }

    void numbersUseEachLanguagesDigits()
    {
        const LocalizedText number = PracticeText::number(1234);
        QCOMPARE(number.text(u"en"_s), u"1234"_s);
        QCOMPARE(number.text(u"bn"_s), u"১২৩৪"_s);
        QCOMPARE(number.text(u"ko"_s), u"1234"_s);
    }
};

QTEST_GUILESS_MAIN(TestPracticeText)
#include "tst_practicetext.moc"
