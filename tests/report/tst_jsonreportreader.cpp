// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"
#include "report/reportfixtures.h"

#include "core/report/jsonreportreader.h"
#include "core/report/jsonreportwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

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
    void versionOneStillRead();
    void provenanceRoundTrip();
};

void TestJsonReportReader::roundTrip_data()
{
    QTest::addColumn<QString>("bank");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<bool>("simulator");
    for (const QString &language : Language::codes()) {
        QTest::newRow(qPrintable(language + u" partial"_s)) << testBankPath() << language << false << false;
        QTest::newRow(qPrintable(language + u" complete with simulator"_s))
            << testBankPath() << language << true << true;
    }
    QTest::newRow("hostile") << hostileBankPath() << u"en"_s << false << true;
}

void TestJsonReportReader::roundTrip()
{
    QFETCH(QString, bank);
    QFETCH(QString, language);
    QFETCH(bool, complete);
    QFETCH(bool, simulator);
    const QuestionBank questions = loadBank(bank);
    const ScoreReport original = report(questions, complete ? allCorrectAnswers(questions) : partialAnswers(), language,
                                        simulator ? sampleSnapshot() : ReportSimulatorSection());
    const Expected<ScoreReport> read = JsonReportReader::fromJson(JsonReportWriter::write(original), u"report.json"_s);
    QVERIFY2(bool(read), qPrintable(read.error()));
    QVERIFY(read.error().isEmpty());
    QCOMPARE(read->questions, original.questions);
    QCOMPARE(read->simulator, original.simulator);
    QCOMPARE(read->startedAt, original.startedAt);
    QCOMPARE(read->finishedAt, original.finishedAt);
    QVERIFY(*read == original);
    QCOMPARE(JsonReportWriter::write(*read), JsonReportWriter::write(original));
}

void TestJsonReportReader::roundTripThroughFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.json"_s);
    const ScoreReport original = report(loadBank(testBankPath()), partialAnswers(), u"bn"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(JsonReportWriter::write(original));
    file.close();
    const Expected<ScoreReport> read = JsonReportReader::fromFile(path);
    QVERIFY2(bool(read), qPrintable(read.error()));
    QVERIFY(*read == original);
}

void TestJsonReportReader::badContent_data()
{
    // scope: "" for the top level, "q" for the first question; value: JSON text, or empty to remove the key.
    QTest::addColumn<QString>("scope");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("format") << QString() << u"format"_s << u"\"other\""_s
                            << u"report.json: $.format: expected \"checkpoint-quiz-report\""_s;
    QTest::newRow("version") << QString() << u"version"_s << u"3"_s
                             << u"$.version: version 3 was written by a newer Checkpoint Quiz"_s;
    QTest::newRow("mode") << QString() << u"mode"_s << u"\"homework\""_s
                          << u"$.mode: expected \"immediate\", \"exam\", \"retry\" or \"paper\""_s;
    QTest::newRow("learner edited") << QString() << u"learner"_s << u"\"Someone else\""_s
                                    << u"$.digest: the report's content does not match its digest"_s;
    QTest::newRow("no digest") << QString() << u"digest"_s << QString() << u"$: missing \"digest\""_s;
    QTest::newRow("language") << QString() << u"language"_s << u"\"fr\""_s
                              << u"$.language: expected one of "_s + Language::codeList();
    QTest::newRow("no learner") << QString() << u"learner"_s << QString() << u"$: missing \"learner\""_s;
    QTest::newRow("bad date") << QString() << u"startedAt"_s << u"\"yesterday\""_s
                              << u"$.startedAt: expected an ISO 8601 date"_s;
    QTest::newRow("questions not array") << QString() << u"questions"_s << u"{}"_s
                                         << u"$.questions: expected an array, found an object"_s;
    QTest::newRow("score edited") << QString() << u"score"_s << u"{\"correct\": 8, \"answered\": 7, \"total\": 8}"_s
                                  << u"$.score.correct: expected 4 (counted from $.questions), found 8"_s;
    QTest::newRow("complete edited") << QString() << u"complete"_s << u"true"_s << u"$.complete: expected false"_s;
    QTest::newRow("simulator figures") << QString() << u"simulator"_s << u"{\"figures\": 3, \"chartPng\": null}"_s
                                       << u"$.simulator.figures: expected an array, found a number"_s;
    QTest::newRow("chart not base64") << QString() << u"simulator"_s << u"{\"figures\": [], \"chartPng\": \"%%%\"}"_s
                                      << u"$.simulator.chartPng: expected base64 PNG data"_s;
    // reliability-3 F4: an attempt id is a UUID; a formula planted there would reach the class CSV's cells.
    QTest::newRow("attempt id a formula")
        << QString() << u"attemptId"_s << u"\"=HYPERLINK(\\\"http://evil.example/\\\")\""_s
        << u"$.attemptId: expected a UUID such as 123e4567-e89b-12d3-a456-426614174000, found \"=HYPERLINK("_s;
    QTest::newRow("attempt id braced") << QString() << u"attemptId"_s << u"\"{123e4567-e89b-12d3-a456-426614174000}\""_s
                                       << u"$.attemptId: expected a UUID"_s;
    QTest::newRow("attempt id other text")
        << QString() << u"attemptId"_s << u"\"+1+1\""_s << u"$.attemptId: expected a UUID"_s;
    QTest::newRow("option zero") << u"q"_s << u"chosenOption"_s << u"0"_s
                                 << u"$.questions[0].chosenOption: expected a whole number of at least 1"_s;
    // A hostile report must not make whatever counts options (the class view) allocate billions of them.
    QTest::newRow("option too large") << u"q"_s << u"chosenOption"_s << u"1000000"_s
                                      << u"$.questions[0].chosenOption: expected an option number from 1 to 10, "
                                         "found 1000000"_s;
    QTest::newRow("shown option too large") << u"q"_s << u"correctShownOption"_s << u"11"_s
                                            << u"$.questions[0].correctShownOption: expected an option number"_s;
    QTest::newRow("option fraction") << u"q"_s << u"correctOption"_s << u"1.5"_s
                                     << u"$.questions[0].correctOption: expected a whole number"_s;
    QTest::newRow("isCorrect edited") << u"q"_s << u"isCorrect"_s << u"true"_s
                                      << u"$.questions[0].isCorrect: expected false"_s;
    QTest::newRow("no stem") << u"q"_s << u"stem"_s << QString() << u"$.questions[0]: missing \"stem\""_s;
    QTest::newRow("text without answer") << u"q"_s << u"chosenOption"_s << u"null"_s
                                         << u"$.questions[0].chosenText: expected null"_s;
}

void TestJsonReportReader::badContent()
{
    QFETCH(QString, scope);
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QJsonObject root = JsonReportWriter::toJson(report(loadBank(testBankPath()), partialAnswers(), u"en"_s));
    const auto change = [&](QJsonObject &object) {
        if (value.isEmpty())
            object.remove(key);
        else
            object.insert(key, QJsonDocument::fromJson("[" + value.toUtf8() + "]").array().at(0));
    };
    if (scope.isEmpty()) {
        change(root);
    } else {
        QJsonArray questions = root.value(u"questions"_s).toArray();
        QJsonObject first = questions.at(0).toObject();
        change(first);
        questions.replace(0, first);
        root.insert(u"questions"_s, questions);
    }
    const Expected<ScoreReport> read = JsonReportReader::fromJson(QJsonDocument(root).toJson(), u"report.json"_s);
    QVERIFY(!read);
    QVERIFY2(read.error().contains(expected), qPrintable(read.error()));
}

void TestJsonReportReader::badSyntax_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated") << QByteArray("{\n  \"format\": \"checkpoint-quiz-report\",\n  \"version\": ")
                               << u"report.json: 3:"_s;
    QTest::newRow("array") << QByteArray("[]") << u"report.json: $: expected an object"_s;
    QTest::newRow("empty") << QByteArray() << u"report.json: 1:1: invalid JSON"_s;
}

void TestJsonReportReader::badSyntax()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const Expected<ScoreReport> read = JsonReportReader::fromJson(json, u"report.json"_s);
    QVERIFY(!read);
    QVERIFY2(read.error().startsWith(expected), qPrintable(read.error()));
}

void TestJsonReportReader::missingFile()
{
    const Expected<ScoreReport> read = JsonReportReader::fromFile(u"/nonexistent/report.json"_s);
    QVERIFY(!read);
    QVERIFY2(read.error().startsWith(u"/nonexistent/report.json: cannot open"_s), qPrintable(read.error()));
}

// Reports exported before version 2 have no mode, ids, digests or answer times: still read, as immediate attempts.
void TestJsonReportReader::versionOneStillRead()
{
    const ScoreReport written = report(loadBank(testBankPath()), partialAnswers(), u"en"_s);
    QJsonObject root = JsonReportWriter::toJson(written);
    root.insert(u"version"_s, 1);
    for (const QString &key : {u"digest"_s, u"learnerId"_s, u"attemptId"_s, u"mode"_s, u"timeLimitMinutes"_s})
        root.remove(key);
    QJsonObject quiz = root.value(u"quiz"_s).toObject();
    quiz.remove(u"sha256"_s);
    quiz.remove(u"questions"_s);
    root.insert(u"quiz"_s, quiz);
    QJsonArray questions = root.value(u"questions"_s).toArray();
    for (qsizetype i = 0; i < questions.size(); ++i) {
        QJsonObject question = questions.at(i).toObject();
        question.remove(u"answeredAt"_s);
        questions.replace(i, question);
    }
    root.insert(u"questions"_s, questions);
    const Expected<ScoreReport> read = JsonReportReader::fromJson(QJsonDocument(root).toJson(), u"old.json"_s);
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(read->mode, ScoreReport::Mode::Immediate);
    QVERIFY(read->bankSha256.isEmpty());
    QCOMPARE(read->correctCount(), written.correctCount());
    QVERIFY(!read->questions.at(0).answeredAt.isValid());
}

// What version 2 added survives the file: an exam with its limit, a retry's whole quiz, ids and answer times.
void TestJsonReportReader::provenanceRoundTrip()
{
    ScoreReport written = report(loadBank(testBankPath()), partialAnswers(), u"ko"_s);
    written.mode = ScoreReport::Mode::Retry;
    written.wholeQuizQuestions = 12;
    const Expected<ScoreReport> retry = JsonReportReader::fromJson(JsonReportWriter::write(written), u"retry.json"_s);
    QVERIFY2(retry, qPrintable(retry.error()));
    QCOMPARE(*retry, written);
    QCOMPARE(retry->questions.at(2).answeredAt, at(9, 3));
    QCOMPARE(retry->digest(), written.digest());

    written.mode = ScoreReport::Mode::Exam;
    written.timeLimitMinutes = 45;
    written.wholeQuizQuestions = 0;
    const Expected<ScoreReport> exam = JsonReportReader::fromJson(JsonReportWriter::write(written), u"exam.json"_s);
    QVERIFY2(exam, qPrintable(exam.error()));
    QCOMPARE(*exam, written);
    QCOMPARE(exam->timeLimitMinutes, 45);
}

QTEST_GUILESS_MAIN(TestJsonReportReader)
#include "tst_jsonreportreader.moc"
