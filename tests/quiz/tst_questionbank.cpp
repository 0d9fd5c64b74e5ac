#include "quiz/questionbank.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QJsonObject texts(const QString &base)
{
    return {{QStringLiteral("en"), base},
            {QStringLiteral("bn"), base + QStringLiteral(" (bn)")},
            {QStringLiteral("ko"), base + QStringLiteral(" (ko)")}};
}

QJsonObject validBank()
{
    QJsonArray questions;
    for (int q = 0; q < 2; ++q) {
        QJsonArray options;
        for (int o = 0; o < 4; ++o) {
            QJsonObject option{{QStringLiteral("text"), texts(QStringLiteral("option %1").arg(o + 1))}};
            if (o != 1)
                option.insert(QStringLiteral("feedback"), texts(QStringLiteral("why not %1").arg(o + 1)));
            options.append(option);
        }
        questions.append(QJsonObject{
            {QStringLiteral("id"), QStringLiteral("q%1").arg(q + 1)},
            {QStringLiteral("stem"), texts(QStringLiteral("stem %1").arg(q + 1))},
            {QStringLiteral("options"), options},
            {QStringLiteral("correct"), 2},
            {QStringLiteral("explanation"), texts(QStringLiteral("because"))},
            {QStringLiteral("reference"),
             QJsonObject{{QStringLiteral("citation"), QStringLiteral("Chen et al. 2016")}}},
        });
    }
    return {{QStringLiteral("format"), QStringLiteral("checkpoint-quiz-bank")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("id"), QStringLiteral("test")},
            {QStringLiteral("title"), texts(QStringLiteral("Title"))},
            {QStringLiteral("intro"), texts(QStringLiteral("Intro"))},
            {QStringLiteral("questions"), questions}};
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
    return QJsonDocument(changed(validBank(), path.split(QLatin1Char('/')), value).toObject()).toJson();
}

} // namespace

class TestQuestionBank final : public QObject
{
    Q_OBJECT
private slots:
    void loadsValidBank()
    {
        const QuestionBankLoader::Result result
            = QuestionBankLoader::fromJson(QJsonDocument(validBank()).toJson(), QStringLiteral("bank.json"));
        QVERIFY2(result.bank, qPrintable(result.error));
        QCOMPARE(result.bank->id, QStringLiteral("test"));
        QCOMPARE(result.bank->questions.size(), 2);
        const Question &question = result.bank->questions.at(1);
        QCOMPARE(question.id, QStringLiteral("q2"));
        QCOMPARE(question.correctOption, 1); // 1-based "2" in the file
        QCOMPARE(question.options.size(), 4);
        QCOMPARE(question.options.at(3).text.text(QStringLiteral("ko")), QStringLiteral("option 4 (ko)"));
        QVERIFY(question.options.at(1).feedback.isEmpty());
        QCOMPARE(question.options.at(0).feedback.text(QStringLiteral("bn")), QStringLiteral("why not 1 (bn)"));
        QCOMPARE(question.reference.citation, QStringLiteral("Chen et al. 2016"));
    }

    void rejectsMalformedBank_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expectedError");

        QTest::newRow("empty file") << QByteArray() << "bank.json: 1:1: invalid JSON: illegal value";
        QTest::newRow("truncated") << QJsonDocument(validBank()).toJson().left(40)
                                   << "bank.json: 3:1: invalid JSON: unterminated object";
        QTest::newRow("not utf-8") << QByteArray("{\"id\": \"caf\xe9\"}")
                                   << "bank.json: not valid UTF-8 text (first bad byte near character 12)";
        QTest::newRow("array at top") << QByteArray("[1, 2]") << "bank.json: $: expected an object at the top level";
        QTest::newRow("wrong format") << bankWith(QStringLiteral("format"), QStringLiteral("gift"))
                                      << "bank.json: $.format: expected \"checkpoint-quiz-bank\", found \"gift\"";
        QTest::newRow("future version") << bankWith(QStringLiteral("version"), 2)
                                        << "bank.json: $.version: expected version 1 (the only one this app reads)";
        QTest::newRow("no title") << bankWith(QStringLiteral("title"), QJsonValue::Undefined)
                                  << "bank.json: $: missing \"title\"";
        QTest::newRow("title not object") << bankWith(QStringLiteral("title"), QStringLiteral("Quiz"))
                                          << "bank.json: $.title: expected an object, found a string";
        QTest::newRow("no questions") << bankWith(QStringLiteral("questions"), QJsonArray())
                                      << "bank.json: $.questions: expected a non-empty array of questions, found "
                                         "an array";
        QTest::newRow("korean stem missing") << bankWith(QStringLiteral("questions/1/stem/ko"), QJsonValue::Undefined)
                                             << "bank.json: $.questions[1].stem: missing \"ko\"";
        QTest::newRow("bengali option empty")
            << bankWith(QStringLiteral("questions/0/options/2/text/bn"), QStringLiteral("  "))
            << "bank.json: $.questions[0].options[2].text.bn: expected a non-empty string, found a string";
        QTest::newRow("three options") << bankWith(QStringLiteral("questions/0/options/3"), QJsonValue::Undefined)
                                       << "bank.json: $.questions[0].options: expected an array of 4 options, found "
                                          "3 options";
        QTest::newRow("correct zero") << bankWith(QStringLiteral("questions/0/correct"), 0)
                                      << "bank.json: $.questions[0].correct: expected the correct option's number, 1 "
                                         "to 4";
        QTest::newRow("correct fraction") << bankWith(QStringLiteral("questions/1/correct"), 1.5)
                                          << "bank.json: $.questions[1].correct: expected the correct option's "
                                             "number, 1 to 4";
        QTest::newRow("correct as text") << bankWith(QStringLiteral("questions/1/correct"), QStringLiteral("2"))
                                         << "bank.json: $.questions[1].correct: expected the correct option's "
                                            "number, 1 to 4";
        QTest::newRow("wrong option without feedback")
            << bankWith(QStringLiteral("questions/0/options/3/feedback"), QJsonValue::Undefined)
            << "bank.json: $.questions[0].options[3]: missing \"feedback\"";
        QTest::newRow("no reference") << bankWith(QStringLiteral("questions/0/reference"), QJsonValue::Undefined)
                                      << "bank.json: $.questions[0]: missing \"reference\"";
        QTest::newRow("duplicate id") << bankWith(QStringLiteral("questions/1/id"), QStringLiteral("q1"))
                                      << "bank.json: $.questions[1].id: duplicate question id \"q1\"";
    }

    void rejectsMalformedBank()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expectedError);
        const QuestionBankLoader::Result result = QuestionBankLoader::fromJson(json, QStringLiteral("bank.json"));
        QVERIFY(!result.bank);
        QCOMPARE(result.error, expectedError);
    }

    void extraFieldsAreAllowed()
    {
        // Later versions of questions carry simulator scenes; a reader of version 1 must not choke on them.
        const QByteArray json
            = bankWith(QStringLiteral("questions/0/scene"), QJsonObject{{QStringLiteral("layers"), 16}});
        QVERIFY(QuestionBankLoader::fromJson(json, QStringLiteral("bank.json")).bank);
    }

    void fileErrorsNameTheFile()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QuestionBankLoader::Result result = QuestionBankLoader::fromFile(missing);
        QVERIFY(!result.bank);
        QVERIFY2(result.error.startsWith(missing + QStringLiteral(": cannot open: ")), qPrintable(result.error));

        const QString huge = dir.filePath(QStringLiteral("huge.json"));
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(QuestionBankLoader::MaxFileSize + 1));
        file.close();
        result = QuestionBankLoader::fromFile(huge);
        QVERIFY(!result.bank);
        QCOMPARE(result.error, QStringLiteral("%1: file is 4194305 bytes; the limit is 4194304 bytes").arg(huge));

        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile brokenFile(broken);
        QVERIFY(brokenFile.open(QIODevice::WriteOnly));
        brokenFile.write("{\n  \"format\": \"checkpoint-quiz-bank\",\n  \"version\": 1,,\n}");
        brokenFile.close();
        result = QuestionBankLoader::fromFile(broken);
        QCOMPARE(result.error, QStringLiteral("%1: 3:17: invalid JSON: unterminated object").arg(broken));
    }
};

QTEST_GUILESS_MAIN(TestQuestionBank)
#include "tst_questionbank.moc"
