#include "reportfixtures.h"

#include "report/jsonreportreader.h"
#include "report/jsonreportwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ReportFixtures;

class TestJsonReportReader final : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void roundTripThroughFile();
    void badContent_data();
    void badContent();
    void badSyntax_data();
    void badSyntax();
    void missingFile();
};

void TestJsonReportReader::roundTrip_data()
{
    QTest::addColumn<QString>("bank");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<bool>("simulator");
    for (const QString &language : supportedLanguages()) {
        QTest::newRow(qPrintable(language + QStringLiteral(" partial")))
            << testBankPath() << language << false << false;
        QTest::newRow(qPrintable(language + QStringLiteral(" complete with simulator")))
            << testBankPath() << language << true << true;
    }
    QTest::newRow("hostile") << hostileBankPath() << QStringLiteral("en") << false << true;
}

void TestJsonReportReader::roundTrip()
{
    QFETCH(QString, bank);
    QFETCH(QString, language);
    QFETCH(bool, complete);
    QFETCH(bool, simulator);
    const QuestionBank questions = loadBank(bank);
    const ScoreReport original = report(questions, complete ? allCorrectAnswers(questions) : partialAnswers(), language,
                                        simulator ? sampleSnapshot() : SimulatorSnapshot());
    const JsonReportReader::Result read
        = JsonReportReader::fromJson(JsonReportWriter::write(original), QStringLiteral("report.json"));
    QVERIFY2(read.report, qPrintable(read.error));
    QVERIFY(read.error.isEmpty());
    QCOMPARE(read.report->questions, original.questions);
    QCOMPARE(read.report->simulator, original.simulator);
    QCOMPARE(read.report->startedAt, original.startedAt);
    QCOMPARE(read.report->finishedAt, original.finishedAt);
    QVERIFY(*read.report == original);
    QCOMPARE(JsonReportWriter::write(*read.report), JsonReportWriter::write(original));
}

void TestJsonReportReader::roundTripThroughFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.json"));
    const ScoreReport original = report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("bn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(JsonReportWriter::write(original));
    file.close();
    const JsonReportReader::Result read = JsonReportReader::fromFile(path);
    QVERIFY2(read.report, qPrintable(read.error));
    QVERIFY(*read.report == original);
}

void TestJsonReportReader::badContent_data()
{
    // scope: "" for the top level, "q" for the first question; value: JSON text, or empty to remove the key.
    QTest::addColumn<QString>("scope");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("format") << QString() << QStringLiteral("format") << QStringLiteral("\"other\"")
                            << QStringLiteral("report.json: $.format: expected \"checkpoint-quiz-report\"");
    QTest::newRow("version") << QString() << QStringLiteral("version") << QStringLiteral("2")
                             << QStringLiteral("$.version: expected version 1");
    QTest::newRow("language") << QString() << QStringLiteral("language") << QStringLiteral("\"fr\"")
                              << QStringLiteral("$.language: expected one of en, bn, ko");
    QTest::newRow("no learner") << QString() << QStringLiteral("learner") << QString()
                                << QStringLiteral("$: missing \"learner\"");
    QTest::newRow("bad date") << QString() << QStringLiteral("startedAt") << QStringLiteral("\"yesterday\"")
                              << QStringLiteral("$.startedAt: expected an ISO 8601 date");
    QTest::newRow("questions not array") << QString() << QStringLiteral("questions") << QStringLiteral("{}")
                                         << QStringLiteral("$.questions: expected an array, found an object");
    QTest::newRow("score edited") << QString() << QStringLiteral("score")
                                  << QStringLiteral("{\"correct\": 8, \"answered\": 7, \"total\": 8}")
                                  << QStringLiteral("$.score.correct: expected 4 (counted from $.questions), found 8");
    QTest::newRow("complete edited") << QString() << QStringLiteral("complete") << QStringLiteral("true")
                                     << QStringLiteral("$.complete: expected false");
    QTest::newRow("simulator figures") << QString() << QStringLiteral("simulator")
                                       << QStringLiteral("{\"figures\": 3, \"chartPng\": null}")
                                       << QStringLiteral("$.simulator.figures: expected an array, found a number");
    QTest::newRow("chart not base64") << QString() << QStringLiteral("simulator")
                                      << QStringLiteral("{\"figures\": [], \"chartPng\": \"%%%\"}")
                                      << QStringLiteral("$.simulator.chartPng: expected base64 PNG data");
    QTest::newRow("option zero") << QStringLiteral("q") << QStringLiteral("chosenOption") << QStringLiteral("0")
                                 << QStringLiteral(
                                        "$.questions[0].chosenOption: expected a whole number of at least 1");
    QTest::newRow("option fraction") << QStringLiteral("q") << QStringLiteral("correctOption") << QStringLiteral("1.5")
                                     << QStringLiteral("$.questions[0].correctOption: expected a whole number");
    QTest::newRow("isCorrect edited") << QStringLiteral("q") << QStringLiteral("isCorrect") << QStringLiteral("true")
                                      << QStringLiteral("$.questions[0].isCorrect: expected false");
    QTest::newRow("no stem") << QStringLiteral("q") << QStringLiteral("stem") << QString()
                             << QStringLiteral("$.questions[0]: missing \"stem\"");
    QTest::newRow("text without answer") << QStringLiteral("q") << QStringLiteral("chosenOption")
                                         << QStringLiteral("null")
                                         << QStringLiteral("$.questions[0].chosenText: expected null");
}

void TestJsonReportReader::badContent()
{
    QFETCH(QString, scope);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QJsonObject root
        = JsonReportWriter::toJson(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en")));
    const auto change = [&](QJsonObject &object) {
        if (value.isEmpty())
            object.remove(key);
        else
            object.insert(key, QJsonDocument::fromJson("[" + value.toUtf8() + "]").array().at(0));
    };
    if (scope.isEmpty()) {
        change(root);
    } else {
        QJsonArray questions = root.value(QStringLiteral("questions")).toArray();
        QJsonObject first = questions.at(0).toObject();
        change(first);
        questions.replace(0, first);
        root.insert(QStringLiteral("questions"), questions);
    }
    const JsonReportReader::Result read
        = JsonReportReader::fromJson(QJsonDocument(root).toJson(), QStringLiteral("report.json"));
    QVERIFY(!read.report);
    QVERIFY2(read.error.contains(expected), qPrintable(read.error));
}

void TestJsonReportReader::badSyntax_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated") << QByteArray("{\n  \"format\": \"checkpoint-quiz-report\",\n  \"version\": ")
                               << QStringLiteral("report.json: 3:");
    QTest::newRow("array") << QByteArray("[]") << QStringLiteral("report.json: $: expected an object");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("report.json: 1:1: invalid JSON");
}

void TestJsonReportReader::badSyntax()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const JsonReportReader::Result read = JsonReportReader::fromJson(json, QStringLiteral("report.json"));
    QVERIFY(!read.report);
    QVERIFY2(read.error.startsWith(expected), qPrintable(read.error));
}

void TestJsonReportReader::missingFile()
{
    const JsonReportReader::Result read = JsonReportReader::fromFile(QStringLiteral("/nonexistent/report.json"));
    QVERIFY(!read.report);
    QVERIFY2(read.error.startsWith(QStringLiteral("/nonexistent/report.json: cannot open")), qPrintable(read.error));
}

QTEST_GUILESS_MAIN(TestJsonReportReader)
#include "tst_jsonreportreader.moc"
