#include "reportfixtures.h"

#include "report/jsonreportwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

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
    const QJsonObject json = parsed(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("bn")));
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("checkpoint-quiz-report"));
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("appVersion")).toString(), QStringLiteral(CQ_VERSION));
    QCOMPARE(json.value(QStringLiteral("language")).toString(), QStringLiteral("bn"));
    QCOMPARE(json.value(QStringLiteral("learner")).toString(), QStringLiteral("Rahim"));
    const QJsonObject quiz = json.value(QStringLiteral("quiz")).toObject();
    QCOMPARE(quiz.value(QStringLiteral("id")).toString(), QStringLiteral("gradient-checkpointing"));
    QCOMPARE(quiz.value(QStringLiteral("title")).toString(), QStringLiteral("গ্রেডিয়েন্ট চেকপয়েন্টিং কুইজ"));
    QCOMPARE(json.value(QStringLiteral("startedAt")).toString(), QStringLiteral("2025-03-01T09:00:00.000Z"));
    QVERIFY(json.value(QStringLiteral("finishedAt")).isNull());
    QCOMPARE(json.value(QStringLiteral("exportedAt")).toString(), QStringLiteral("2025-03-01T09:12:05.000Z"));
    QCOMPARE(json.value(QStringLiteral("durationSeconds")).toInt(), 725);
    QCOMPARE(json.value(QStringLiteral("complete")).toBool(true), false);
    const QJsonObject score = json.value(QStringLiteral("score")).toObject();
    QCOMPARE(score.value(QStringLiteral("correct")).toInt(), 4);
    QCOMPARE(score.value(QStringLiteral("answered")).toInt(), 7);
    QCOMPARE(score.value(QStringLiteral("total")).toInt(), 8);
    QCOMPARE(score.value(QStringLiteral("percent")).toDouble(), 50.0);
    QCOMPARE(json.keys().size(), 14);
}

void TestJsonReportWriter::questions()
{
    const QuestionBank bank = loadBank(testBankPath());
    const QJsonArray questions
        = parsed(report(bank, partialAnswers(), QStringLiteral("ko"))).value(QStringLiteral("questions")).toArray();
    QCOMPARE(questions.size(), 8);

    const QJsonObject first = questions.at(0).toObject(); // answered wrong: option 2, correct 1
    QCOMPARE(first.value(QStringLiteral("number")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("trade-off"));
    QCOMPARE(first.value(QStringLiteral("stem")).toString(), bank.questions.at(0).stem.text(QStringLiteral("ko")));
    QCOMPARE(first.value(QStringLiteral("chosenOption")).toInt(), 2);
    QCOMPARE(first.value(QStringLiteral("chosenText")).toString(), QStringLiteral("속도를 위한 모델 정확도"));
    QCOMPARE(first.value(QStringLiteral("chosenFeedback")).toString(),
             bank.questions.at(0).options.at(1).feedback.text(QStringLiteral("ko")));
    QCOMPARE(first.value(QStringLiteral("correctOption")).toInt(), 1);
    QCOMPARE(first.value(QStringLiteral("correctText")).toString(),
             QStringLiteral("더 적은 메모리 사용을 위한 추가 계산(재계산)"));
    QCOMPARE(first.value(QStringLiteral("isCorrect")).toBool(true), false);
    QCOMPARE(first.value(QStringLiteral("reference")).toObject().value(QStringLiteral("url")).toString(),
             QStringLiteral("https://arxiv.org/abs/1604.06174"));

    const QJsonObject right = questions.at(1).toObject();
    QCOMPARE(right.value(QStringLiteral("isCorrect")).toBool(), true);
    QVERIFY(right.value(QStringLiteral("chosenFeedback")).isNull());

    const QJsonObject last = questions.at(7).toObject(); // not answered
    QVERIFY(last.value(QStringLiteral("chosenOption")).isNull());
    QVERIFY(last.value(QStringLiteral("chosenText")).isNull());
    QCOMPARE(last.value(QStringLiteral("correctOption")).toInt(), 4);
    QCOMPARE(last.value(QStringLiteral("isCorrect")).toBool(true), false);
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
    SimulatorSnapshot snapshot = sampleSnapshot();
    if (!figures)
        snapshot.figures.clear();
    if (!chart)
        snapshot.chartPng.clear();
    const QJsonValue json = parsed(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en"), snapshot))
                                .value(QStringLiteral("simulator"));
    if (!figures && !chart) {
        QVERIFY(json.isNull());
        return;
    }
    const QJsonArray list = json.toObject().value(QStringLiteral("figures")).toArray();
    QCOMPARE(list.size(), figures ? 3 : 0);
    if (figures) {
        QCOMPARE(list.at(2).toObject().value(QStringLiteral("label")).toString(), QStringLiteral("Peak memory"));
        QCOMPARE(list.at(2).toObject().value(QStringLiteral("value")).toString(), QStringLiteral("19 units"));
    }
    const QJsonValue png = json.toObject().value(QStringLiteral("chartPng"));
    if (chart)
        QCOMPARE(QByteArray::fromBase64(png.toString().toLatin1()), sampleSnapshot().chartPng);
    else
        QVERIFY(png.isNull());
}

QTEST_GUILESS_MAIN(TestJsonReportWriter)
#include "tst_jsonreportwriter.moc"
