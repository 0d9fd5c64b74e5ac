// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"
#include "core/quiz/practicetext.h"

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QSet<QString> placeholders(const QString &text)
{
    QSet<QString> found;
    static const QRegularExpression placeholder(u"%L?\\d+"_s);
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
        // Filled with nothing, each language shows its raw template. A value grouped (%L1) in one language is
        // grouped in the others too.
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

    // English counts agree with their number (language-2 E2: "reruns 1 layers"); a choice without a number before
    // it, or after a code name, takes the plural; Bengali and Korean templates have no choice to make.
    void countsAgreeWithTheirNumber_data()
    {
        QTest::addColumn<qint64>("segments");
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<QString>("english");
        QTest::newRow("1 and 1") << 1LL << 1LL
                                 << u"Play the backward pass: in each of the 1 earlier segment the shaded recompute "
                                    "reruns 1 layer; the last segment is never rerun."_s;
        QTest::newRow("9 and 1,000") << 9LL << 1000LL
                                     << u"Play the backward pass: in each of the 9 earlier segments the shaded "
                                        "recompute reruns 1,000 layers; the last segment is never rerun."_s;
    }
    void countsAgreeWithTheirNumber()
    {
        QFETCH(qint64, segments);
        QFETCH(qint64, layers);
        QFETCH(QString, english);
        const LocalizedText text = PracticeText::fill(u"uniform-extra.caption"_s,
                                                      {PracticeText::number(segments), PracticeText::number(layers)});
        QCOMPARE(text.text(u"en"_s), english);
        for (const Language &language : Language::all())
            QVERIFY2(!text.text(language.code).contains(u'|'), qPrintable(language.code));
        QCOMPARE(PracticeText::fill(u"uniform-extra.caption"_s, {PracticeText::verbatim(u"S"_s)}).text(u"en"_s),
                 u"Play the backward pass: in each of the S earlier segments the shaded recompute reruns %L2 layers; "
                 "the last segment is never rerun."_s);
    }

    void numbersUseEachLanguagesDigits()
    {
        const LocalizedText number = PracticeText::number(1234);
        QCOMPARE(number.text(u"en"_s), u"1234"_s);
        QCOMPARE(number.text(u"bn"_s), u"১২৩৪"_s);
        QCOMPARE(number.text(u"ko"_s), u"1234"_s);
        // Grouped as each language groups: lakh grouping in Bengali, as the app's bn UI and banks write it.
        const LocalizedText grouped = PracticeText::groupedNumber(1234567);
        QCOMPARE(grouped.text(u"en"_s), u"1,234,567"_s);
        QCOMPARE(grouped.text(u"bn"_s), u"১২,৩৪,৫৬৭"_s);
        QCOMPARE(grouped.text(u"ko"_s), u"1,234,567"_s);
        QCOMPARE(PracticeText::groupedNumber(999).text(u"bn"_s), u"৯৯৯"_s);
    }

    // %L1 groups a number in a sentence, %1 keeps it whole in a formula: one value, both in one text (language-2 S10).
    void groupingIsTheTemplatesChoice()
    {
        const LocalizedText stem
            = PracticeText::fill(u"uniform-peak.stem"_s, {PracticeText::number(1407), PracticeText::number(10)});
        QVERIFY2(stem.text(u"en"_s).contains(u"N = 1,407 layers"_s), qPrintable(stem.text(u"en"_s)));
        QVERIFY2(stem.text(u"bn"_s).contains(u"N = ১,৪০৭টি"_s), qPrintable(stem.text(u"bn"_s)));
        QVERIFY2(stem.text(u"ko"_s).contains(u"N = 1,407개"_s), qPrintable(stem.text(u"ko"_s)));

        QList<LocalizedText> args;
        for (const qint64 value : {1407, 10, 141, 7, 140, 147, 139, 148, 148, 9})
            args.append(PracticeText::number(value));
        const LocalizedText explanation = PracticeText::fill(u"uniform-peak.explanation"_s, args);
        QVERIFY2(explanation.text(u"en"_s).contains(u"⌈1407/10⌉ = 141 segments"_s),
                 qPrintable(explanation.text(u"en"_s)));
        QVERIFY2(explanation.text(u"bn"_s).contains(u"⌈১৪০৭/১০⌉ = ১৪১টি"_s), qPrintable(explanation.text(u"bn"_s)));
        QVERIFY(!explanation.text(u"en"_s).contains(u"1,407"_s));

        // Only numbers are regrouped: a code name passes through %L unchanged; a missing value leaves the placeholder.
        QCOMPARE(PracticeText::fill(u"unit.activations"_s, {PracticeText::verbatim(u"x1000"_s)}).text(u"en"_s),
                 u"x1000 activations"_s);
        QCOMPARE(PracticeText::fill(u"unit.activations"_s).text(u"en"_s), u"%L1 activations"_s);
        QCOMPARE(PracticeText::fill(u"unit.activations"_s, {PracticeText::number(-12345)}).text(u"en"_s),
                 u"-12,345 activations"_s);
    }

    // No template groups a number inside a formula: a %L placeholder never touches an operator, a bracket, an = or
    // the inside of max(…) and C(…), where a comma separates the operands.
    void formulasKeepNumbersWhole_data() { everyTemplateHasEveryLanguageWithTheSamePlaceholders_data(); }
    void formulasKeepNumbersWhole()
    {
        QFETCH(QString, key);
        static const QRegularExpression groupedInFormula(
            u"[⌈/×·+−≥<≈(]\\s*%L\\d|%L\\d+\\s*[⌉/×·+−=≥<)]|\\b(?:max|C)\\([^)]*%L"_s);
        const LocalizedText text = PracticeText::fill(key);
        for (const Language &language : Language::all()) {
            const QString raw = text.text(language.code);
            // "(k = %L2)" is an assignment in parentheses, not a formula.
            static const QRegularExpression assignment(u"\\(k = %L\\d+\\)"_s);
            const QString checked = QString(raw).replace(assignment, u"k"_s);
            const QRegularExpressionMatch match = groupedInFormula.match(checked);
            QVERIFY2(!match.hasMatch(), qPrintable(language.code + u": "_s + match.captured() + u" in: "_s + raw));
        }
    }

    // Options, stems and captions state their numbers grouped (the pytorch stems' %3 is the call, code).
    void optionsAndStemsGroupTheirNumbers()
    {
        static const QRegularExpression plain(u"%(\\d+)"_s);
        for (const QString &key : PracticeText::keys()) {
            if (!key.startsWith(u"unit."_s) && !key.endsWith(u".stem"_s))
                continue;
            for (const Language &language : Language::all()) {
                const QString raw = PracticeText::fill(key).text(language.code);
                for (const QRegularExpressionMatch &match : plain.globalMatch(raw))
                    QVERIFY2(key.startsWith(u"pytorch-"_s) && match.captured() == u"%3"_s,
                             qPrintable(key + u": "_s + raw));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestPracticeText)
#include "tst_practicetext.moc"
