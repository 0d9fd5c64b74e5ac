// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"
#include "core/quiz/questionbank.h"
#include "core/quiz/questionbankwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QJsonObject texts(const QString &base)
{
    // Every language the app speaks, so the bank stays valid when a language is added.
    QJsonObject texts{{Language::english().code, base}};
    for (const QString &code : Language::codes()) {
        if (code != Language::english().code)
            texts.insert(code, u"%1 (%2)"_s.arg(base, code));
    }
    return texts;
}

QJsonObject validBank()
{
    QJsonArray questions;
    for (int q = 0; q < 2; ++q) {
        QJsonArray options;
        for (int o = 0; o < 4; ++o) {
            QJsonObject option{{u"text"_s, texts(u"option %1"_s.arg(o + 1))}};
            if (o != 1)
                option.insert(u"feedback"_s, texts(u"why not %1"_s.arg(o + 1)));
            options.append(option);
        }
        questions.append(QJsonObject{
            {u"id"_s, u"q%1"_s.arg(q + 1)},
            {u"stem"_s, texts(u"stem %1"_s.arg(q + 1))},
            {u"options"_s, options},
            {u"correct"_s, 2},
            {u"explanation"_s, texts(u"because"_s)},
            {u"reference"_s, QJsonObject{{u"citation"_s, u"Chen et al. 2016"_s}}},
        });
    }
    return {{u"format"_s, u"checkpoint-quiz-bank"_s},
            {u"version"_s, 1},
            {u"id"_s, u"test"_s},
            {u"title"_s, texts(u"Title"_s)},
            {u"intro"_s, texts(u"Intro"_s)},
            {u"questions"_s, questions}};
}

// Sets (or, for an undefined value, removes) the member at a slash-separated path such as "questions/0/correct".
QJsonValue changed(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    const QString key = path.takeFirst();
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        const int index = key.toInt();
        if (path.isEmpty()) {
            if (value.isUndefined())
                array.removeAt(index);
            else
                array[index] = value;
        } else {
            array[index] = changed(array.at(index), path, value);
        }
        return array;
    }
    QJsonObject object = node.toObject();
    if (path.isEmpty()) {
        if (value.isUndefined())
            object.remove(key);
        else
            object.insert(key, value);
    } else {
        object.insert(key, changed(object.value(key), path, value));
    }
    return object;
}

QByteArray bankWith(const QString &path, const QJsonValue &value)
{
    return QJsonDocument(changed(validBank(), path.split(u'/'), value).toObject()).toJson();
}

} // namespace

class TestQuestionBank final : public QObject
{
    Q_OBJECT
private slots:
    void loadsValidBank()
    {
        const Expected<QuestionBank> result
            = QuestionBankLoader::fromJson(QJsonDocument(validBank()).toJson(), u"bank.json"_s);
        QVERIFY2(bool(result), qPrintable(result.error()));
        QCOMPARE(result->id, u"test"_s);
        QCOMPARE(result->questions.size(), 2);
        const Question &question = result->questions.at(1);
        QCOMPARE(question.id, u"q2"_s);
        QCOMPARE(question.correctOption, 1); // 1-based "2" in the file
        QCOMPARE(question.options.size(), 4);
        QCOMPARE(question.options.at(3).text.text(u"ko"_s), u"option 4 (ko)"_s);
        QVERIFY(question.options.at(1).feedback.isEmpty());
        QCOMPARE(question.options.at(0).feedback.text(u"bn"_s), u"why not 1 (bn)"_s);
        QCOMPARE(question.reference.citation, u"Chen et al. 2016"_s);
    }

    void rejectsMalformedBank_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expectedError");

        QTest::newRow("empty file") << QByteArray() << "bank.json: 1:1: invalid JSON: illegal value";
        QTest::newRow("truncated") << QJsonDocument(validBank()).toJson().left(40)
                                   << "bank.json: 3:1: invalid JSON: unterminated object";
        QTest::newRow("not utf-8") << QByteArray("{\"id\": \"caf\xe9\"}") << "bank.json: 1:12: not valid UTF-8 text";
        QTest::newRow("array at top") << QByteArray("[1, 2]") << "bank.json: $: expected an object at the top level";
        QTest::newRow("wrong format") << bankWith(u"format"_s, u"gift"_s)
                                      << "bank.json: $.format: expected \"checkpoint-quiz-bank\", found \"gift\"";
        QTest::newRow("future version") << bankWith(u"version"_s, 2)
                                        << "bank.json: $.version: expected version 1 (the only one this app reads)";
        QTest::newRow("no title") << bankWith(u"title"_s, QJsonValue::Undefined) << "bank.json: $: missing \"title\"";
        QTest::newRow("title not object")
            << bankWith(u"title"_s, u"Quiz"_s) << "bank.json: $.title: expected an object, found a string";
        QTest::newRow("no questions") << bankWith(u"questions"_s, QJsonArray())
                                      << "bank.json: $.questions: expected a non-empty array of questions, found "
                                         "an array";
        QTest::newRow("korean stem missing") << bankWith(u"questions/1/stem/ko"_s, QJsonValue::Undefined)
                                             << "bank.json: $.questions[1].stem: missing \"ko\"";
        QTest::newRow("bengali option empty")
            << bankWith(u"questions/0/options/2/text/bn"_s, u"  "_s)
            << "bank.json: $.questions[0].options[2].text.bn: expected a non-empty string, found a string";
        QTest::newRow("one option") << bankWith(u"questions/0/options"_s, QJsonArray{QJsonObject()})
                                    << "bank.json: $.questions[0].options: expected an array of 2 to 10 options, "
                                       "found one option";
        QTest::newRow("correct zero") << bankWith(u"questions/0/correct"_s, 0)
                                      << "bank.json: $.questions[0].correct: expected the correct option's number, 1 "
                                         "to 4";
        QTest::newRow("correct fraction") << bankWith(u"questions/1/correct"_s, 1.5)
                                          << "bank.json: $.questions[1].correct: expected the correct option's "
                                             "number, 1 to 4";
        QTest::newRow("correct huge") << bankWith(u"questions/1/correct"_s, 1e300)
                                      << "bank.json: $.questions[1].correct: expected the correct option's number, 1 "
                                         "to 4";
        QTest::newRow("correct as text") << bankWith(u"questions/1/correct"_s, u"2"_s)
                                         << "bank.json: $.questions[1].correct: expected the correct option's "
                                            "number, 1 to 4";
        QTest::newRow("wrong option without feedback")
            << bankWith(u"questions/0/options/3/feedback"_s, QJsonValue::Undefined)
            << "bank.json: $.questions[0].options[3]: missing \"feedback\"";
        QTest::newRow("no reference") << bankWith(u"questions/0/reference"_s, QJsonValue::Undefined)
                                      << "bank.json: $.questions[0]: missing \"reference\"";
        QTest::newRow("duplicate id") << bankWith(u"questions/1/id"_s, u"q1"_s)
                                      << "bank.json: $.questions[1].id: duplicate question id \"q1\"";
        QTest::newRow("url not a string") << bankWith(u"questions/0/reference/url"_s, 42)
                                          << "bank.json: $.questions[0].reference.url: expected a non-empty string, "
                                             "found a number";
        // Limits keep every later step (summary, language switch, PDF) bounded.
        QTest::newRow("text too long")
            << bankWith(u"questions/0/stem/bn"_s, QString(QuestionBankLoader::MaxTextLength + 1, u'x'))
            << "bank.json: $.questions[0].stem.bn: text is 10,001 characters long; the limit is 10,000";
        QJsonArray fourHints;
        for (int h = 0; h < 4; ++h)
            fourHints.append(QJsonObject{{u"text"_s, texts(u"hint %1"_s.arg(h + 1))}});
        QTest::newRow("four hints") << bankWith(u"questions/0/hints"_s, fourHints)
                                    << "bank.json: $.questions[0].hints: expected at most 3 hints, found 4";
        QTest::newRow("hint without text") << bankWith(u"questions/1/hints"_s, QJsonArray{QJsonObject{}})
                                           << "bank.json: $.questions[1].hints[0]: missing \"text\"";
        QJsonArray tooMany;
        for (int i = 0; i <= QuestionBankLoader::MaxQuestions; ++i)
            tooMany.append(i);
        QTest::newRow("too many questions")
            << bankWith(u"questions"_s, tooMany) << "bank.json: $.questions: 5,001 questions; the limit is 5,000";
    }

    void rejectsMalformedBank()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expectedError);
        const Expected<QuestionBank> result = QuestionBankLoader::fromJson(json, u"bank.json"_s);
        QVERIFY(!result);
        QCOMPARE(result.error(), expectedError);
    }

    // Hints (up to three, each may move the simulator) are read and written back unchanged.
    void hintsRoundTrip()
    {
        const QJsonArray hints{
            QJsonObject{{u"text"_s, texts(u"Think of the backward pass."_s)}},
            QJsonObject{
                {u"text"_s, texts(u"Look at the peak."_s)},
                {u"scene"_s, QJsonObject{{u"layers"_s, 16}, {u"schedule"_s, u"uniform"_s}, {u"spacing"_s, 4}}}}};
        const Expected<QuestionBank> bank
            = QuestionBankLoader::fromJson(bankWith(u"questions/0/hints"_s, hints), u"bank.json"_s);
        QVERIFY2(bank, qPrintable(bank.error()));
        const QList<QuestionHint> &read = bank->questions.first().hints;
        QCOMPARE(read.size(), 2);
        QCOMPARE(read.at(0).text.text(u"ko"_s), u"Think of the backward pass. (ko)"_s);
        QVERIFY(!read.at(0).scene);
        QVERIFY(read.at(1).scene);
        QCOMPARE(read.at(1).scene->layers, 16);
        QCOMPARE(read.at(1).scene->caption.text(u"en"_s), u"Look at the peak."_s); // the hint is its caption
        QVERIFY(bank->questions.at(1).hints.isEmpty());
        const Expected<QuestionBank> again
            = QuestionBankLoader::fromJson(QuestionBankWriter::canonicalBytes(*bank), u"again"_s);
        QVERIFY2(again, qPrintable(again.error()));
        QCOMPARE(QuestionBankWriter::canonicalBytes(*again), QuestionBankWriter::canonicalBytes(*bank));
        QCOMPARE(again->questions.first().hints.at(1).scene->layers, 16);
    }

    void extraFieldsAreAllowed()
    {
        // Later versions may add fields; a reader of version 1 must not choke on them.
        const QByteArray json = bankWith(u"questions/0/hint"_s, QJsonObject{{u"layers"_s, 16}});
        QVERIFY(bool(QuestionBankLoader::fromJson(json, u"bank.json"_s)));
    }

    void fileErrorsNameTheFile()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(u"missing.json"_s);
        Expected<QuestionBank> result = QuestionBankLoader::fromFile(missing);
        QVERIFY(!result);
        QVERIFY2(result.error().startsWith(missing + u": cannot open: "_s), qPrintable(result.error()));

        const QString huge = dir.filePath(u"huge.json"_s);
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(QuestionBankLoader::MaxFileSize + 1));
        file.close();
        result = QuestionBankLoader::fromFile(huge);
        QVERIFY(!result);
        QCOMPARE(result.error(), u"%1: file is 10485761 bytes; the limit is 10485760 bytes"_s.arg(huge));

        const QString broken = dir.filePath(u"broken.json"_s);
        QFile brokenFile(broken);
        QVERIFY(brokenFile.open(QIODevice::WriteOnly));
        brokenFile.write("{\n  \"format\": \"checkpoint-quiz-bank\",\n  \"version\": 1,,\n}");
        brokenFile.close();
        result = QuestionBankLoader::fromFile(broken);
        QCOMPARE(result.error(), u"%1: 3:17: invalid JSON: unterminated object"_s.arg(broken));
    }
};

QTEST_GUILESS_MAIN(TestQuestionBank)
#include "tst_questionbank.moc"
