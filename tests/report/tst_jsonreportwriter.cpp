// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/quiz/questionbankwriter.h"
#include "core/report/jsonreportwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

class TestJsonReportWriter final : public QObject
{
    Q_OBJECT

private slots:
    void header();
    void questions();
    void simulator_data();
    void simulator();
};

namespace {

QJsonObject parsed(const ScoreReport &report)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(JsonReportWriter::write(report), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("writer produced invalid JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

} // namespace

void TestJsonReportWriter::header()
{
    const QJsonObject json = parsed(report(loadBank(testBankPath()), partialAnswers(), u"bn"_s));
    QCOMPARE(json.value(u"format"_s).toString(), u"checkpoint-quiz-report"_s);
    QCOMPARE(json.value(u"version"_s).toInt(), 2);
    QCOMPARE(json.value(u"appVersion"_s).toString(), QStringLiteral(CQ_VERSION));
    QCOMPARE(json.value(u"language"_s).toString(), u"bn"_s);
    QCOMPARE(json.value(u"learner"_s).toString(), u"Rahim"_s);
    const QJsonObject quiz = json.value(u"quiz"_s).toObject();
    QCOMPARE(quiz.value(u"id"_s).toString(), u"gradient-checkpointing"_s);
    QCOMPARE(quiz.value(u"title"_s).toString(), u"গ্রেডিয়েন্ট চেকপয়েন্টিং কুইজ"_s);
    QCOMPARE(json.value(u"startedAt"_s).toString(), u"2025-03-01T09:00:00.000Z"_s);
    QVERIFY(json.value(u"finishedAt"_s).isNull());
    QCOMPARE(json.value(u"exportedAt"_s).toString(), u"2025-03-01T09:12:05.000Z"_s);
    QCOMPARE(json.value(u"durationSeconds"_s).toInt(), 725);
    QCOMPARE(json.value(u"complete"_s).toBool(true), false);
    const QJsonObject score = json.value(u"score"_s).toObject();
    QCOMPARE(score.value(u"correct"_s).toInt(), 4);
    QCOMPARE(score.value(u"answered"_s).toInt(), 7);
    QCOMPARE(score.value(u"total"_s).toInt(), 8);
    QCOMPARE(score.value(u"percent"_s).toDouble(), 50.0);
    QCOMPARE(score.value(u"percentOfQuiz"_s).toDouble(), 50.0);
    // Version 2: how the attempt was taken and which version of the quiz.
    QCOMPARE(json.value(u"mode"_s).toString(), u"immediate"_s);
    QCOMPARE(json.value(u"timeLimitMinutes"_s).toInt(-1), 0);
    QCOMPARE(json.value(u"attemptId"_s).toString(), u"123e4567-e89b-12d3-a456-426614174000"_s);
    QCOMPARE(json.value(u"learnerId"_s).toString(), u"rahim@example.org"_s);
    QCOMPARE(quiz.value(u"sha256"_s).toString(), QuestionBankWriter::sha256(loadBank(testBankPath())));
    QCOMPARE(quiz.value(u"questions"_s).toInt(), 8);
    QCOMPARE(json.value(u"digest"_s).toString(), JsonReportWriter::digest(json));
    QCOMPARE(json.value(u"questions"_s).toArray().at(0).toObject().value(u"answeredAt"_s).toString(),
             u"2025-03-01T09:01:00.000Z"_s);
    QVERIFY(json.value(u"questions"_s).toArray().at(7).toObject().value(u"answeredAt"_s).isNull());
    QCOMPARE(json.keys().size(), 19);
}

void TestJsonReportWriter::questions()
{
    const QuestionBank bank = loadBank(testBankPath());
    const QJsonArray questions = parsed(report(bank, partialAnswers(), u"ko"_s)).value(u"questions"_s).toArray();
    QCOMPARE(questions.size(), 8);

    const QJsonObject first = questions.at(0).toObject(); // answered wrong: option 2, correct 1
    QCOMPARE(first.value(u"number"_s).toInt(), 1);
    QCOMPARE(first.value(u"id"_s).toString(), u"trade-off"_s);
    QCOMPARE(first.value(u"stem"_s).toString(), bank.questions.at(0).stem.text(u"ko"_s));
    QCOMPARE(first.value(u"chosenOption"_s).toInt(), 2);
    QCOMPARE(first.value(u"chosenText"_s).toString(), u"속도를 위한 모델 정확도"_s);
    QCOMPARE(first.value(u"chosenFeedback"_s).toString(), bank.questions.at(0).options.at(1).feedback.text(u"ko"_s));
    QCOMPARE(first.value(u"correctOption"_s).toInt(), 1);
    QCOMPARE(first.value(u"correctText"_s).toString(), u"더 적은 메모리 사용을 위한 추가 계산(재계산)"_s);
    QCOMPARE(first.value(u"isCorrect"_s).toBool(true), false);
    QCOMPARE(first.value(u"reference"_s).toObject().value(u"url"_s).toString(), u"https://arxiv.org/abs/1604.06174"_s);

    const QJsonObject right = questions.at(1).toObject();
    QCOMPARE(right.value(u"isCorrect"_s).toBool(), true);
    QVERIFY(right.value(u"chosenFeedback"_s).isNull());

    const QJsonObject last = questions.at(7).toObject(); // not answered
    QVERIFY(last.value(u"chosenOption"_s).isNull());
    QVERIFY(last.value(u"chosenText"_s).isNull());
    QCOMPARE(last.value(u"correctOption"_s).toInt(), 4);
    QCOMPARE(last.value(u"isCorrect"_s).toBool(true), false);
}

void TestJsonReportWriter::simulator_data()
{
    QTest::addColumn<bool>("figures");
    QTest::addColumn<bool>("chart");
    QTest::newRow("none") << false << false;
    QTest::newRow("figures only") << true << false;
    QTest::newRow("chart only") << false << true;
    QTest::newRow("both") << true << true;
}

void TestJsonReportWriter::simulator()
{
    QFETCH(bool, figures);
    QFETCH(bool, chart);
    ReportSimulatorSection snapshot = sampleSnapshot();
    if (!figures)
        snapshot.figures.clear();
    if (!chart)
        snapshot.chartPng.clear();
    const QJsonValue json
        = parsed(report(loadBank(testBankPath()), partialAnswers(), u"en"_s, snapshot)).value(u"simulator"_s);
    if (!figures && !chart) {
        QVERIFY(json.isNull());
        return;
    }
    const QJsonArray list = json.toObject().value(u"figures"_s).toArray();
    QCOMPARE(list.size(), figures ? 3 : 0);
    if (figures) {
        QCOMPARE(list.at(2).toObject().value(u"label"_s).toString(), u"Peak memory"_s);
        QCOMPARE(list.at(2).toObject().value(u"value"_s).toString(), u"19 units"_s);
    }
    const QJsonValue png = json.toObject().value(u"chartPng"_s);
    if (chart)
        QCOMPARE(QByteArray::fromBase64(png.toString().toLatin1()), sampleSnapshot().chartPng);
    else
        QVERIFY(png.isNull());
}

QTEST_GUILESS_MAIN(TestJsonReportWriter)
#include "tst_jsonreportwriter.moc"
