// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/report/reportlabels.h"
#include "core/report/scorereport.h"

#include <QTest>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

class TestScoreReport final : public QObject
{
    Q_OBJECT

private slots:
    void counts_data();
    void counts();
    void textsInReportLanguage_data();
    void textsInReportLanguage();
    void unsupportedLanguageFallsBackToEnglish();
    void timesAndDuration();
    void durationNeverNegative();
    void simulatorNumbersBecomeFigures();
};

void TestScoreReport::counts_data()
{
    QTest::addColumn<QList<int>>("answers");
    QTest::addColumn<int>("answered");
    QTest::addColumn<int>("correct");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<int>("percent");

    const QuestionBank bank = loadBank(testBankPath());
    QTest::newRow("none") << QList<int>() << 0 << 0 << false << 0;
    QTest::newRow("partial") << partialAnswers() << 7 << 4 << false << 50;
    QTest::newRow("all right") << allCorrectAnswers(bank) << 8 << 8 << true << 100;
    QTest::newRow("all wrong") << QList<int>{1, 0, 0, 0, 1, 0, 0, 0} << 8 << 0 << true << 0;
    QTest::newRow("5 of 8 rounds 62.5 up") << QList<int>{0, 1, 2, 3, 0, 0, 0, 0} << 8 << 5 << true << 63;
}

void TestScoreReport::counts()
{
    QFETCH(QList<int>, answers);
    QFETCH(int, answered);
    QFETCH(int, correct);
    QFETCH(bool, complete);
    QFETCH(int, percent);

    const ScoreReport report = ReportFixtures::report(loadBank(testBankPath()), answers, u"en"_s);
    QCOMPARE(report.questionCount(), 8);
    QCOMPARE(report.answeredCount(), answered);
    QCOMPARE(report.correctCount(), correct);
    QCOMPARE(report.isComplete(), complete);
    QCOMPARE(report.roundedPercent(), percent);
    QCOMPARE(report.percent(), 100.0 * correct / 8);
    QCOMPARE(report.finishedAt.isValid(), complete);
}

void TestScoreReport::textsInReportLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Language::codes())
        QTest::newRow(qPrintable(language)) << language;
}

void TestScoreReport::textsInReportLanguage()
{
    QFETCH(QString, language);
    const QuestionBank bank = loadBank(testBankPath());
    const ScoreReport report = ReportFixtures::report(bank, partialAnswers(), language, sampleSnapshot());

    QCOMPARE(report.language, language);
    QCOMPARE(report.quizId, bank.id);
    QCOMPARE(report.quizTitle, bank.title.text(language));
    QCOMPARE(report.learnerName, u"Rahim"_s);
    QCOMPARE(report.appVersion, QStringLiteral(CQ_VERSION));
    QCOMPARE(report.simulator, sampleSnapshot());
    for (int i = 0; i < bank.questions.size(); ++i) {
        const Question &question = bank.questions.at(i);
        const ReportQuestion &entry = report.questions.at(i);
        QCOMPARE(entry.number, i + 1);
        QCOMPARE(entry.id, question.id);
        QCOMPARE(entry.stem, question.stem.text(language));
        QCOMPARE(entry.correctOption, question.correctOption);
        QCOMPARE(entry.correctText, question.options.at(question.correctOption).text.text(language));
        QCOMPARE(entry.explanation, question.explanation.text(language));
        QCOMPARE(entry.referenceCitation, question.reference.citation);
        const int chosen = partialAnswers().at(i);
        QCOMPARE(entry.chosenOption, chosen); // bank order even though the attempt was shuffled
        QCOMPARE(entry.chosenText, chosen < 0 ? QString() : question.options.at(chosen).text.text(language));
        QCOMPARE(entry.chosenFeedback, chosen < 0 || chosen == question.correctOption
                                           ? QString()
                                           : question.options.at(chosen).feedback.text(language));
    }
}

void TestScoreReport::unsupportedLanguageFallsBackToEnglish()
{
    const QuestionBank bank = loadBank(testBankPath());
    const ScoreReport report = ReportFixtures::report(bank, partialAnswers(), u"fr"_s);
    QCOMPARE(report.language, u"en"_s);
    QCOMPARE(report.questions.at(0).stem, bank.questions.at(0).stem.text(u"en"_s));
}

void TestScoreReport::timesAndDuration()
{
    const QuestionBank bank = loadBank(testBankPath());
    const ScoreReport partial = ReportFixtures::report(bank, partialAnswers(), u"en"_s);
    QCOMPARE(partial.startedAt, at(9, 0));
    QVERIFY(!partial.finishedAt.isValid());
    QCOMPARE(partial.endedAt(), at(9, 12, 5));
    QCOMPARE(partial.durationSeconds(), 12 * 60 + 5);

    const ScoreReport complete = ReportFixtures::report(bank, allCorrectAnswers(bank), u"en"_s);
    QCOMPARE(complete.endedAt(), at(9, 10, 30));
    QCOMPARE(complete.durationSeconds(), 10 * 60 + 30);
}

void TestScoreReport::durationNeverNegative()
{
    ScoreReport report;
    report.startedAt = at(10, 0);
    report.exportedAt = at(9, 0);
    QCOMPARE(report.durationSeconds(), 0);
    QCOMPARE(ScoreReport().durationSeconds(), 0);
}

// The panel hands over numbers; the report keeps labelled lines (what every writer shows and JSON stores), and a
// section that already has lines (read back from a file) keeps them as they are.
void TestScoreReport::simulatorNumbersBecomeFigures()
{
    ScheduleFigures figures;
    figures.peakMemory = 19;
    figures.extraForwards = 90;
    ReportSimulatorSection section;
    section.readings = SimulatorReadings::from(100, ScheduleSetting::uniform(10), figures, 100);
    section.chartPng = sampleSnapshot().chartPng;
    const ScoreReport fromNumbers = report(loadBank(testBankPath()), partialAnswers(), u"en"_s, section);
    QVERIFY(!fromNumbers.simulator.readings);
    QCOMPARE(fromNumbers.simulator.figures, ReportLabels::simulatorFigures(u"en"_s, *section.readings));
    QCOMPARE(fromNumbers.simulator.chartPng, section.chartPng);

    const ScoreReport fromLines = report(loadBank(testBankPath()), partialAnswers(), u"en"_s, sampleSnapshot());
    QCOMPARE(fromLines.simulator, sampleSnapshot());
}

QTEST_GUILESS_MAIN(TestScoreReport)
#include "tst_scorereport.moc"
