// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/quiz/questionbankwriter.h"
#include "core/report/reportlabels.h"
#include "core/report/simulatorreadings.h"

#include <QDateTime>
#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ScoreReport::Mode)

class TestReportLabels final : public QObject
{
    Q_OBJECT

private slots:
    void duration_data();
    void duration();
    void languageName_data();
    void languageName();
    void invalidDateIsEmpty();
    void labelsHoldNoMarkup();
    void factsInOrder();
    void modeAndWholeQuiz_data();
    void modeAndWholeQuiz();
    void simulatorFigures_data();
    void simulatorFigures();
    void digitsFollowTheReportLanguage();
    void excerpt();
};

namespace {

SimulatorReadings readings(const ScheduleSetting &setting)
{
    ScheduleFigures figures;
    figures.peakMemory = 1234;
    figures.savedAfterForward = 19;
    figures.layerForwards = 1090;
    figures.extraForwards = 90;
    figures.overhead = 0.3;
    return SimulatorReadings::from(1000, setting, figures, 1001);
}

} // namespace

void TestReportLabels::duration_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << u"en"_s << qint64(0) << u"0:00"_s;
    QTest::newRow("seconds") << u"en"_s << qint64(59) << u"0:59"_s;
    QTest::newRow("minutes") << u"ko"_s << qint64(725) << u"12:05"_s;
    QTest::newRow("hours") << u"en"_s << qint64(3 * 3600 + 7 * 60 + 9) << u"3:07:09"_s;
    QTest::newRow("bn seconds") << u"bn"_s << qint64(9) << u"০:০৯"_s;
    QTest::newRow("bn hours") << u"bn"_s << qint64(3 * 3600 + 7 * 60 + 9) << u"৩:০৭:০৯"_s;
}

void TestReportLabels::duration()
{
    QFETCH(QString, language);
    QFETCH(qint64, seconds);
    QFETCH(QString, expected);
    QCOMPARE(ReportLabels::duration(language, seconds), expected);
}

void TestReportLabels::languageName_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en") << u"en"_s << u"English"_s;
    QTest::newRow("bn") << u"bn"_s << u"বাংলা"_s;
    QTest::newRow("ko") << u"ko"_s << u"한국어"_s;
    QTest::newRow("unknown") << u"xx"_s << u"xx"_s;
}

void TestReportLabels::languageName()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QCOMPARE(ReportLabels::languageName(language), expected);
}

void TestReportLabels::invalidDateIsEmpty()
{
    QVERIFY(ReportLabels::dateTime(QDateTime()).isEmpty());
}

void TestReportLabels::labelsHoldNoMarkup()
{
    const QString en = u"en"_s;
    const QStringList labels{ReportLabels::scoreValue(en, 5, 8, 63), ReportLabels::partialAttempt(en, 5, 8),
                             ReportLabels::notAnswered(), ReportLabels::yourAnswer(), ReportLabels::page(en, 1, 3)};
    QCOMPARE(ReportLabels::partialAttempt(en, 5, 8), u"Partial attempt: 5 of 8 answered"_s);
    QCOMPARE(ReportLabels::scoreValue(en, 5, 8, 63), u"5 of 8 correct (63%)"_s);
    for (const QString &label : labels)
        QVERIFY2(!label.contains(u'<') && !label.contains(u'&'), qPrintable(label));
}

// The title block both human-readable writers render (PDF and HTML read this one list).
void TestReportLabels::factsInOrder()
{
    const ScoreReport report = ReportFixtures::report(ReportFixtures::loadBank(ReportFixtures::testBankPath()),
                                                      ReportFixtures::partialAnswers(), u"en"_s);
    const QList<ReportFact> facts = report.facts();
    QStringList labels;
    for (const ReportFact &fact : facts)
        labels.append(fact.label);
    QCOMPARE(labels, (QStringList{u"Learner"_s, u"E-mail or ID number"_s, u"Mode"_s, u"Language"_s, u"Started"_s,
                                  u"Finished"_s, u"Duration"_s, u"Exported"_s, u"App version"_s, u"Attempt"_s,
                                  u"Quiz version (SHA-256)"_s, u"Report digest (SHA-256)"_s}));
    QCOMPARE(facts.at(2).value, u"Immediate feedback"_s);
    QCOMPARE(facts.at(10).value, QuestionBankWriter::sha256(ReportFixtures::loadBank(ReportFixtures::testBankPath())));
    QCOMPARE(facts.at(11).value, report.digest());
    QCOMPARE(facts.at(0).value, u"Rahim"_s);
    QCOMPARE(facts.at(1).value, u"rahim@example.org"_s);
    QCOMPARE(facts.at(5).value, u"Not finished"_s);
    QCOMPARE(facts.at(6).value, u"12:05"_s);
}

// How the attempt was taken, and for a retry the score on the whole quiz (ux-2 F2: a retry of 4 missed questions
// printed "4 of 4 correct (100%)" and nothing else).
void TestReportLabels::modeAndWholeQuiz_data()
{
    QTest::addColumn<ScoreReport::Mode>("mode");
    QTest::addColumn<int>("timeLimit");
    QTest::addColumn<int>("wholeQuiz");
    QTest::addColumn<QString>("modeText");
    QTest::addColumn<QString>("wholeQuizScore"); // empty: no such fact
    using Mode = ScoreReport::Mode;
    QTest::newRow("immediate") << Mode::Immediate << 0 << 0 << u"Immediate feedback"_s << QString();
    QTest::newRow("exam") << Mode::Exam << 30 << 0 << u"Exam, 30-minute time limit"_s << QString();
    QTest::newRow("exam, no limit") << Mode::Exam << 0 << 0 << u"Exam, no time limit"_s << QString();
    QTest::newRow("retry") << Mode::Retry << 0 << 10 << u"Retry of 8 missed questions (the quiz has 10)"_s
                           << u"4 of 10 correct (40%)"_s;
    QTest::newRow("paper") << Mode::Paper << 0 << 0 << u"Answers on paper, entered with the report command"_s
                           << QString();
}

void TestReportLabels::modeAndWholeQuiz()
{
    QFETCH(ScoreReport::Mode, mode);
    QFETCH(int, timeLimit);
    QFETCH(int, wholeQuiz);
    QFETCH(QString, modeText);
    QFETCH(QString, wholeQuizScore);
    ScoreReport report = ReportFixtures::report(ReportFixtures::loadBank(ReportFixtures::testBankPath()),
                                                ReportFixtures::partialAnswers(), u"en"_s);
    report.mode = mode;
    report.timeLimitMinutes = timeLimit;
    report.wholeQuizQuestions = wholeQuiz;
    QCOMPARE(report.modeText(), modeText);
    QString found;
    for (const ReportFact &fact : report.facts()) {
        if (fact.label == u"Score on the whole quiz"_s)
            found = fact.value;
    }
    QCOMPARE(found, wholeQuizScore);
    QCOMPARE(ScoreReport::modeFromName(ScoreReport::modeName(mode)), std::optional<ScoreReport::Mode>(mode));
}

void TestReportLabels::simulatorFigures_data()
{
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<QString>("parameter"); // "label=value", empty for none
    QTest::newRow("store all") << ScheduleSetting::storeAll(3.0) << u"Store every activation"_s << QString();
    QTest::newRow("uniform") << ScheduleSetting::uniform(32, 3.0) << u"Uniform spacing k (textbook)"_s
                             << u"Spacing k=32"_s;
    QTest::newRow("pytorch") << ScheduleSetting::pyTorch(31, 3.0) << u"PyTorch checkpoint_sequential"_s
                             << u"Segments=31|use_reentrant=False"_s;
    QTest::newRow("pytorch reentrant") << ScheduleSetting::pyTorch(31, 3.0).withReentrant(true)
                                       << u"PyTorch checkpoint_sequential"_s << u"Segments=31|use_reentrant=True"_s;
    QTest::newRow("optimal") << ScheduleSetting::optimal(12, 3.0) << u"Optimal (Revolve)"_s << u"Checkpoint slots=12"_s;
}

void TestReportLabels::simulatorFigures()
{
    QFETCH(ScheduleSetting, setting);
    QFETCH(QString, schedule);
    QFETCH(QString, parameter);
    QStringList expected{u"Schedule="_s + schedule, u"Layers N=1000"_s};
    if (!parameter.isEmpty())
        expected += parameter.split(u'|');
    expected += QStringList{u"Backward/forward cost=3.0"_s, u"Peak memory=1234 of 1001 saved activations"_s,
                            u"Held after forward=19"_s,     u"Layer forwards=1090"_s,
                            u"Extra layer forwards=90"_s,   u"Recompute overhead (forward+backward compute)=+30.0%"_s};
    QStringList figures;
    for (const ReportFact &figure : ReportLabels::simulatorFigures(u"en"_s, readings(setting)))
        figures.append(figure.label + u'=' + figure.value);
    QCOMPARE(figures, expected);
}

// One digit policy per language in every section, whatever the screen's locale: Bengali digits in a Bengali
// report, Western ones in English and Korean (a Bengali window used to put Bengali digits into the simulator
// section only).
void TestReportLabels::digitsFollowTheReportLanguage()
{
    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    QVERIFY(QLocale().toString(1234) != u"1234"_s); // the premise: this locale has digits of its own
    const QList<ReportFact> english = ReportLabels::simulatorFigures(u"en"_s, readings(ScheduleSetting::uniform(32)));
    QLocale::setDefault(QLocale(QLocale::Korean));
    const QList<ReportFact> bengali = ReportLabels::simulatorFigures(u"bn"_s, readings(ScheduleSetting::uniform(32)));
    QLocale::setDefault(saved);
    static const QRegularExpression digitsOtherThanWestern(u"[^\\P{Nd}0-9]"_s);
    static const QRegularExpression westernDigits(u"[0-9]"_s);
    for (const ReportFact &figure : english)
        QVERIFY2(!figure.value.contains(digitsOtherThanWestern), qPrintable(figure.value));
    QCOMPARE(english.at(4).value, u"1234 of 1001 saved activations"_s);
    for (const ReportFact &figure : bengali) {
        if (figure.label != u"use_reentrant"_s)
            QVERIFY2(!figure.value.contains(westernDigits), qPrintable(figure.value));
    }
    QVERIFY2(bengali.at(2).value == u"৩২"_s, qPrintable(bengali.at(2).value));
    QCOMPARE(ReportLabels::scoreValue(u"ko"_s, 3, 8, 38).contains(u"38"_s), true);
    QCOMPARE(ReportLabels::number(u"bn"_s, 38), u"৩৮"_s);
    QCOMPARE(ReportLabels::number(u"bn"_s, 30.0, 1), u"৩০.০"_s);
    QCOMPARE(ReportLabels::number(u"bn"_s, 12345), u"১২৩৪৫"_s); // no digit grouping
}

void TestReportLabels::excerpt()
{
    QCOMPARE(ReportLabels::excerpt(u"short"_s, 10), u"short"_s);
    QCOMPARE(ReportLabels::excerpt(u"one two three four"_s, 12), u"one two…"_s); // after a whole word
    QCOMPARE(ReportLabels::excerpt(u"abcdefghijkl"_s, 5), u"abcde…"_s);          // no word to end at
    const QString emoji = u"ab\U0001F600cd"_s;                                   // a surrogate pair at 2..3
    QCOMPARE(ReportLabels::excerpt(emoji, 3), u"ab…"_s);                         // never half a character
}

QTEST_GUILESS_MAIN(TestReportLabels)
#include "tst_reportlabels.moc"
