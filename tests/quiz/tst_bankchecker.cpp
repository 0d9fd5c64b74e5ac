// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/bankchecker.h"
#include "core/quiz/quizfile.h"
#include "core/quiz/quizformat.h"

#include "quiz/diagnosticlines.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject texts(const QStringList &languages, const QString &base)
{
    QJsonObject object;
    for (const QString &language : languages)
        object.insert(language, u"%1 (%2)"_s.arg(base, language));
    return object;
}

// A bank in `languages` with `optionCount` options per question; option 2 is right.
QJsonObject bank(const QStringList &languages, int optionCount = 4, int questionCount = 2)
{
    QJsonArray questions;
    for (int q = 0; q < questionCount; ++q) {
        QJsonArray options;
        for (int o = 0; o < optionCount; ++o) {
            QJsonObject option{{u"text"_s, texts(languages, u"option %1 %2"_s.arg(q).arg(o + 1))}};
            if (o != 1)
                option.insert(u"feedback"_s, texts(languages, u"why not %1"_s.arg(o + 1)));
            options.append(option);
        }
        questions.append(QJsonObject{{u"id"_s, u"q%1"_s.arg(q + 1)},
                                     {u"stem"_s, texts(languages, u"stem %1"_s.arg(q + 1))},
                                     {u"options"_s, options},
                                     {u"correct"_s, 2},
                                     {u"explanation"_s, texts(languages, u"because"_s)},
                                     {u"reference"_s, QJsonObject{{u"citation"_s, u"Chen et al. 2016"_s}}}});
    }
    QJsonObject root{{u"format"_s, u"checkpoint-quiz-bank"_s},
                     {u"version"_s, 1},
                     {u"id"_s, u"t"_s},
                     {u"title"_s, texts(languages, u"Title"_s)},
                     {u"intro"_s, texts(languages, u"Intro"_s)},
                     {u"questions"_s, questions}};
    return root;
}

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson();
}

} // namespace

class TestBankChecker final : public QObject
{
    Q_OBJECT
private slots:
    void languageSubsets()
    {
        // An English-only bank: the other languages show English and the bank says which it has.
        Expected<QuestionBank> english = QuestionBankLoader::fromJson(json(bank({u"en"_s})), u"b.json"_s);
        QVERIFY2(bool(english), qPrintable(english.error()));
        QCOMPARE(english->languages, QStringList{u"en"_s});
        QCOMPARE(english->questions.first().stem.text(u"ko"_s), u"stem 1 (en)"_s);

        // A Korean and Bengali bank that lists Korean first falls back to Korean, not English.
        QJsonObject koreanFirst = bank({u"bn"_s, u"ko"_s});
        koreanFirst.insert(u"languages"_s, QJsonArray{u"ko"_s, u"bn"_s});
        Expected<QuestionBank> korean = QuestionBankLoader::fromJson(json(koreanFirst), u"b.json"_s);
        QVERIFY2(bool(korean), qPrintable(korean.error()));
        QCOMPARE(korean->languages, (QStringList{u"ko"_s, u"bn"_s}));
        QCOMPARE(korean->title.text(u"en"_s), u"Title (ko)"_s);
        QCOMPARE(korean->title.text(u"bn"_s), u"Title (bn)"_s);
    }

    void optionCounts_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("valid");
        QTest::newRow("2") << 2 << true;
        QTest::newRow("10") << 10 << true;
        QTest::newRow("11") << 11 << false;
    }

    void optionCounts()
    {
        QFETCH(int, count);
        QFETCH(bool, valid);
        const Expected<QuestionBank> loaded = QuestionBankLoader::fromJson(json(bank({u"en"_s}, count)), u"b.json"_s);
        QCOMPARE(bool(loaded), valid);
        if (valid)
            QCOMPARE(loaded->questions.first().options.size(), count);
    }

    // Every problem of a JSON bank, all at once, with its JSON path (line:column for syntax).
    void jsonProblems_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("expected");
        QJsonObject unknown = bank({u"en"_s});
        unknown.insert(u"languages"_s, QJsonArray{u"fr"_s});
        QTest::newRow("unknown language")
            << json(unknown)
            << QStringList{u"b.json:$.languages[0]: error: unknown language \"fr\"; expected one of en, bn, ko"_s};
        QJsonObject twice = bank({u"en"_s});
        twice.insert(u"languages"_s, QJsonArray{u"en"_s, u"en"_s});
        QTest::newRow("language twice") << json(
            twice) << QStringList{u"b.json:$.languages[1]: error: language \"en\" is listed twice"_s};
        QJsonObject none = bank({u"en"_s});
        none.insert(u"languages"_s, QJsonArray());
        QTest::newRow("no languages") << json(
            none) << QStringList{u"b.json:$.languages: error: expected at least one language of en, bn, ko"_s};
        QTest::newRow("title in no app language")
            << json(bank({u"fr"_s}))
            << QStringList{u"b.json:$.title: error: expected text in at least one language of en, bn, ko"_s};
        QJsonObject declared = bank({u"en"_s});
        declared.insert(u"languages"_s, QJsonArray{u"en"_s, u"ko"_s});
        QTest::newRow("declared language missing")
            << json(declared) << QStringList{u"b.json:$.title: error: missing \"ko\""_s};
        QTest::newRow("eleven options") << json(bank({u"en"_s}, 11))
                                        << QStringList{u"b.json:$.questions[0].options: error: expected an array of 2 "
                                                       "to 10 options, found 11 options"_s,
                                                       u"b.json:$.questions[1].options: error: expected an array of 2 "
                                                       "to 10 options, found 11 options"_s};
        QJsonObject pastTheOptions = bank({u"en"_s}, 3);
        QJsonArray questions = pastTheOptions.value(u"questions"_s).toArray();
        QJsonObject second = questions.at(1).toObject();
        second.insert(u"correct"_s, 4);
        questions.replace(1, second);
        pastTheOptions.insert(u"questions"_s, questions);
        QTest::newRow("correct past the options")
            << json(pastTheOptions)
            << QStringList{u"b.json:$.questions[1].correct: error: expected the correct option's number, 1 to 3"_s};
        QTest::newRow("too deep") << QByteArray(40, '[') + QByteArray(40, ']')
                                  << QStringList{u"b.json:1:33: error: nested more than 32 levels deep"_s};
        QTest::newRow("not utf-8") << QByteArray("{\"id\": \"caf\xe9\"}")
                                   << QStringList{u"b.json:1:12: error: not valid UTF-8 text"_s};
        QTest::newRow("syntax") << QByteArray("{\n  \"format\": ,\n}")
                                << QStringList{u"b.json:2:14: error: invalid JSON: illegal value"_s};
    }

    void jsonProblems()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, expected);
        QCOMPARE(diagnosticLines(BankChecker::check(bytes, u"b.json"_s), u"b.json"_s), expected);
    }

    // What learners would read differently from what the author meant, in any format.
    void warnings_data()
    {
        QTest::addColumn<QString>("gift");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("all of the above")
            << u"Q {=All of the above ~b ~c}"_s
            << QStringList{u"q.gift:1:1: warning: option 1 says \"All of the above\" but options are shuffled: it may "
                           "not be where it points; write \"all of these\" or \"none of these\""_s};
        QTest::newRow("none of the above")
            << u"Q {=a ~b ~none of the above}"_s
            << QStringList{u"q.gift:1:1: warning: option 3 says \"none of the above\" but options are shuffled: it "
                           "may not be where it points; write \"all of these\" or \"none of these\""_s};
        QTest::newRow("duplicate options")
            << u"Q {=Yes ~no ~ yes}"_s << QStringList{u"q.gift:1:1: warning: options 1 and 3 are the same: \"yes\""_s};
        QTest::newRow("right answer always longest")
            << u"Q1 {=the long right one ~b}\n\nQ2 {~c =the long right one}\n\nQ3 {=the long right one ~d ~e}"_s
            << QStringList{u"q.gift:1:1: warning: the right answer is the longest option in every question (3 of 3): "
                           "learners can guess it from its length"_s};
        QTest::newRow("empty file") << QString()
                                    << QStringList{u"q.gift: error: no question this app can play (multiple choice "
                                                   "with one right answer, or true/false)"_s};
        QTest::newRow("not always longest")
            << u"Q1 {=long right ~b}\n\nQ2 {=c ~long wrong}\n\nQ3 {=long ~d}"_s << QStringList();
    }

    void warnings()
    {
        QFETCH(QString, gift);
        QFETCH(QStringList, expected);
        QCOMPARE(diagnosticLines(BankChecker::check(gift.toUtf8(), u"q.gift"_s), u"q.gift"_s), expected);
    }

    void formatFromContentAndExtension_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format");
        QTest::newRow("json content") << QByteArray(" {}") << u"a.txt"_s << int(QuizFormat::Json);
        QTest::newRow("xml content") << QByteArray("<?xml?>") << u"a.txt"_s << int(QuizFormat::MoodleXml);
        QTest::newRow("aiken content") << QByteArray("Q\nA) a\nANSWER: A") << u"a.txt"_s << int(QuizFormat::Aiken);
        QTest::newRow("gift content") << QByteArray("Q {=a ~b}") << u"a.txt"_s << int(QuizFormat::Gift);
        QTest::newRow("gift extension") << QByteArray("Q\nANSWER: A") << u"a.gift"_s << int(QuizFormat::Gift);
        QTest::newRow("empty json") << QByteArray() << u"a.json"_s << int(QuizFormat::Json);
    }

    void formatFromContentAndExtension()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, path);
        QFETCH(int, format);
        QCOMPARE(int(QuizFormat::detect(bytes, path)), format);
    }

    void tooLarge()
    {
        const BankImport checked
            = BankChecker::check(QByteArray(QuestionBankLoader::MaxFileSize + 1, ' '), u"q.gift"_s);
        QCOMPARE(diagnosticLines(checked, u"q.gift"_s),
                 QStringList{u"q.gift: error: file is 10485761 bytes; the limit is 10485760 bytes"_s});
    }

    void thousandsOfQuestions()
    {
        QString gift;
        for (int q = 0; q <= QuestionBankLoader::MaxQuestions; ++q)
            gift += u"Q%1 {=a%1 ~b%1}\n\n"_s.arg(q);
        const BankImport imported = BankChecker::check(gift.toUtf8(), u"q.gift"_s);
        QCOMPARE(imported.bank.questions.size(), QuestionBankLoader::MaxQuestions);
        QCOMPARE(diagnosticLines(imported, u"q.gift"_s),
                 QStringList{u"q.gift:10001:1: error: more than 5000 questions; the rest of the file is not read"_s});
    }
};

QTEST_GUILESS_MAIN(TestBankChecker)
#include "tst_bankchecker.moc"
