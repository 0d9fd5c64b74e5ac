// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "seedbank.h"

#include "core/quiz/assignment.h"
#include "core/quiz/bankchecker.h"
#include "core/quiz/questionbankwriter.h"
#include "core/quiz/quizfile.h"
#include "core/report/jsonreportreader.h"
#include "core/report/jsonreportwriter.h"
#include "core/report/scorereport.h"
#include "core/session/attemptrecord.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

Assignment examAssignment()
{
    AttemptOptions options;
    options.exam = true;
    options.timeLimitMinutes = 30;
    options.simulatorAllowed = false;
    options.answerKeyShown = false;
    options.due = QDateTime(QDate(2026, 12, 10), QTime(17, 0), QTimeZone::utc());
    return Assignment::create(seedBank(), options, QDateTime(QDate(2026, 12, 1), QTime(9, 0), QTimeZone::utc()));
}

QJsonObject examJson()
{
    return QJsonDocument::fromJson(examAssignment().toBytes()).object();
}

} // namespace

class TestAssignment final : public QObject
{
    Q_OBJECT
private slots:
    void roundTrips()
    {
        const Assignment made = examAssignment();
        QCOMPARE(made.options.assignmentId.size(), 36);
        QVERIFY(Assignment::looksLikeAssignment(made.toBytes()));
        const Expected<Assignment> read = Assignment::fromBytes(made.toBytes(), u"a.cqassign"_s);
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->options, made.options);
        QCOMPARE(read->createdAt, made.createdAt);
        QCOMPARE(QuestionBankWriter::sha256(read->bank), QuestionBankWriter::sha256(made.bank));
    }

    void immediateModeHasNoTimeLimit()
    {
        AttemptOptions options;
        options.timeLimitMinutes = 20; // ignored: only an exam has a limit
        options.retry = true;          // never: an assignment is a whole attempt
        const Assignment made = Assignment::create(seedBank(), options, QDateTime::currentDateTimeUtc());
        QCOMPARE(made.options.timeLimitMinutes, 0);
        QVERIFY(!made.options.retry);
        const Expected<Assignment> read = Assignment::fromBytes(made.toBytes(), u"a.cqassign"_s);
        QVERIFY2(read, qPrintable(read.error()));
        QVERIFY(!read->options.exam);
        QVERIFY(!read->options.due.isValid());
    }

    void opensAsItsBankWithItsOptions()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"week3.cqassign"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const Assignment made = examAssignment();
        file.write(made.toBytes());
        file.close();
        const Expected<QuizFile::Opened> opened = QuizFile::open(path);
        QVERIFY2(opened, qPrintable(opened.error()));
        QCOMPARE(opened->options, made.options);
        QCOMPARE(opened->bank.questions.size(), made.bank.questions.size());
        QCOMPARE(opened->bank.sourcePath, path);
        // check-quiz reads the embedded bank and places its findings there.
        const BankImport checked = BankChecker::check(made.toBytes(), path);
        QVERIFY(!checked.hasErrors());
        QCOMPARE(checked.bank.questions.size(), made.bank.questions.size());
    }

    // reliability-3 F2: an assignment of a GIFT, Aiken or Moodle XML quiz embeds a bank without an intro, which the
    // reader refused ("$.bank.intro: missing \"en\""): no learner could open it.
    void ofAnImportedQuizOpens_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("GIFT") << u"gradient-checkpointing.gift"_s;
        QTest::newRow("Aiken") << u"gradient-checkpointing.aiken.txt"_s;
    }

    void ofAnImportedQuizOpens()
    {
        QFETCH(QString, file);
        const Expected<QuestionBank> bank = QuizFile::load(QStringLiteral(CQ_TEST_DATA_DIR "/") + file);
        QVERIFY2(bank, qPrintable(bank.error()));
        const Assignment made = Assignment::create(*bank, {}, QDateTime::currentDateTimeUtc());
        QTemporaryDir dir;
        const QString path = dir.filePath(u"imported.cqassign"_s);
        const Expected<void> saved = made.save(path);
        QVERIFY2(saved, qPrintable(saved.error()));
        const Expected<QuizFile::Opened> opened = QuizFile::open(path);
        QVERIFY2(opened, qPrintable(opened.error()));
        QCOMPARE(QuestionBankWriter::sha256(opened->bank), QuestionBankWriter::sha256(*bank));
    }

    // reliability-3 F11: a bank the app opens made an indented file over the size quiz files are read at. The file is
    // compact now, and a bank too large even so is refused at Save with the reason, with nothing written.
    void tooLargeIsRefusedAtSave()
    {
        QuestionBank big = seedBank();
        const Question model = big.questions.first();
        big.questions.clear();
        for (int q = 0; q < 1100; ++q) {
            Question question = model;
            question.id = u"q%1"_s.arg(q);
            question.stem = LocalizedText::single(u"en"_s, QString(QuestionBankLoader::MaxTextLength, u'x'));
            big.questions.append(question);
        }
        const Assignment made = Assignment::create(big, {}, QDateTime::currentDateTimeUtc());
        QVERIFY(made.toBytes().size() > QuestionBankLoader::MaxFileSize);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"big.cqassign"_s);
        const Expected<void> saved = made.save(path);
        QVERIFY(!saved);
        QVERIFY2(saved.error().startsWith(u"the assignment would be %1 bytes, and quiz files are opened up to 10485760 "
                                          "bytes"_s.arg(made.toBytes().size())),
                 qPrintable(saved.error()));
        QVERIFY(!QFile::exists(path));
        // The seed quiz's assignment has no line breaks to pad it.
        QVERIFY(!examAssignment().toBytes().contains('\n'));
    }

    void refusesDamagedFiles_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("other mode") << u"mode"_s << QJsonValue(u"quiz"_s) << u"$.mode: expected \"immediate\""_s;
        QTest::newRow("day-long limit") << u"time_limit_minutes"_s << QJsonValue(24 * 60 + 1)
                                        << u"$.time_limit_minutes: more than 1,440 minutes"_s;
        QTest::newRow("bad id") << u"id"_s << QJsonValue(u"{not-a-uuid}"_s) << u"$.id: expected a UUID"_s;
        QTest::newRow("flag as text") << u"simulator_during_exam"_s << QJsonValue(u"no"_s)
                                      << u"$.simulator_during_exam: expected true or false"_s;
        QTest::newRow("due not a date") << u"due"_s << QJsonValue(u"Friday"_s) << u"$.due:"_s;
        QTest::newRow("newer version") << u"version"_s << QJsonValue(2) << u"$.version: expected version 1"_s;
        QTest::newRow("edited digest") << u"bank_sha256"_s << QJsonValue(QString(64, u'0'))
                                       << u"$.bank_sha256: the bank does not match its SHA-256"_s;
    }

    void refusesDamagedFiles()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QJsonObject json = examJson();
        json.insert(key, value);
        const Expected<Assignment> read = Assignment::fromBytes(QJsonDocument(json).toJson(), u"a.cqassign"_s);
        QVERIFY(!read);
        QVERIFY2(read.error().startsWith(u"a.cqassign: "_s + message), qPrintable(read.error()));
    }

    void refusesAnEditedBank()
    {
        QJsonObject json = examJson();
        QJsonObject bank = json.value(u"bank"_s).toObject();
        bank.insert(u"id"_s, u"someone-elses"_s);
        json.insert(u"bank"_s, bank);
        const Expected<Assignment> read = Assignment::fromBytes(QJsonDocument(json).toJson(), u"a.cqassign"_s);
        QVERIFY(!read);
        QVERIFY2(read.error().contains(u"changed after the assignment was made"_s), qPrintable(read.error()));
        // A broken bank is located from the file's root.
        bank.insert(u"questions"_s, QJsonArray{});
        json.insert(u"bank"_s, bank);
        const Expected<Assignment> empty = Assignment::fromBytes(QJsonDocument(json).toJson(), u"a.cqassign"_s);
        QVERIFY(!empty);
        QVERIFY2(empty.error().startsWith(u"a.cqassign: $.bank.questions"_s), qPrintable(empty.error()));
        // check-quiz says the same after the file's name.
        const BankImport checked = BankChecker::check(QJsonDocument(json).toJson(), u"/x/a.cqassign"_s);
        QVERIFY(checked.hasErrors());
        QVERIFY2(checked.diagnostics.first()
                     .format(u"/x/a.cqassign"_s)
                     .startsWith(u"/x/a.cqassign: error: $.bank.questions"_s),
                 qPrintable(checked.diagnostics.first().format(u"/x/a.cqassign"_s)));
    }

    void limitNeedsExamMode()
    {
        QJsonObject json = examJson();
        json.insert(u"mode"_s, u"immediate"_s);
        const Expected<Assignment> read = Assignment::fromBytes(QJsonDocument(json).toJson(), u"a.cqassign"_s);
        QVERIFY(!read);
        QVERIFY2(read.error().contains(u"$.time_limit_minutes: a time limit needs"_s), qPrintable(read.error()));
    }

    void aBankIsNotAnAssignment()
    {
        QVERIFY(!Assignment::looksLikeAssignment(QuestionBankWriter::canonicalBytes(seedBank())));
        QVERIFY(!Assignment::looksLikeAssignment("\"checkpoint-quiz-assignment\""));
        QVERIFY(!Assignment::looksLikeAssignment("{\"format\": \"checkpoint-quiz-assignment\""));
    }

    void withheldKeyShowsOnlyWhatTheLearnerKnows()
    {
        Assignment made = examAssignment();
        QuizAttempt attempt(made.bank, 0, made.options);
        const int right = attempt.question(0).correctOption;
        QVERIFY(attempt.answerWithBankOption(0, right));
        QVERIFY(attempt.answerWithBankOption(1, (attempt.question(1).correctOption + 1) % 4));
        QVERIFY(!attempt.isSimulatorAllowed()); // the exam forbids it
        QVERIFY(!attempt.isKeyVisible(0));      // held back until hand-in
        attempt.finish();
        QVERIFY(attempt.isSimulatorAllowed());
        QVERIFY(attempt.isKeyVisible(0));  // answered right: the learner knows this key
        QVERIFY(!attempt.isKeyVisible(1)); // answered wrong: the key stays withheld
        QVERIFY(!attempt.isKeyVisible(2)); // not answered
        QVERIFY(attempt.isFeedbackVisible(1));
    }

    void recordKeepsTheRules()
    {
        const Assignment made = examAssignment();
        const AttemptRecord record = AttemptRecord::create(QuizAttempt(made.bank, 7, made.options), u"en"_s, u"Ana"_s);
        const Expected<AttemptRecord> read = AttemptRecord::fromJson(record.toJson(), u"state.json"_s);
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read->attempt.options(), made.options);
    }

    void reportSaysWhichAssignmentAndWhetherLate_data()
    {
        QTest::addColumn<QDateTime>("finishedAt");
        QTest::addColumn<bool>("late");
        QTest::newRow("a minute early") << QDateTime(QDate(2026, 12, 10), QTime(16, 59), QTimeZone::utc()) << false;
        QTest::newRow("at the due time") << QDateTime(QDate(2026, 12, 10), QTime(17, 0), QTimeZone::utc()) << false;
        QTest::newRow("a second late") << QDateTime(QDate(2026, 12, 10), QTime(17, 0, 1), QTimeZone::utc()) << true;
    }

    void reportSaysWhichAssignmentAndWhetherLate()
    {
        QFETCH(QDateTime, finishedAt);
        QFETCH(bool, late);
        const Assignment made = examAssignment();
        QuizAttempt attempt(made.bank, 0, made.options);
        for (int q = 0; q < attempt.questionCount(); ++q)
            QVERIFY(attempt.answerWithBankOption(q, 0));
        attempt.setStartedAt(finishedAt.addSecs(-600));
        QList<int> answers;
        for (int q = 0; q < attempt.questionCount(); ++q)
            answers.append(0);
        QList<QList<int>> order;
        for (int q = 0; q < attempt.questionCount(); ++q)
            order.append(attempt.order(q));
        const Expected<QuizAttempt> finished
            = QuizAttempt::restore(made.bank, order, answers, made.options, finishedAt.addSecs(-600), finishedAt);
        QVERIFY2(finished, qPrintable(finished.error()));
        ScoreReport report = ScoreReport::fromAttempt(*finished, u"en"_s, u"Ana"_s, {}, finishedAt.addSecs(60));
        QCOMPARE(report.assignmentId, made.options.assignmentId);
        QCOMPARE(report.due, made.options.due);
        QCOMPARE(report.isLate(), late);
        const QJsonObject json = JsonReportWriter::toJson(report);
        QCOMPARE(json[u"assignment"_s][u"late"_s].toBool(), late);
        const Expected<ScoreReport> read = JsonReportReader::fromJson(QJsonDocument(json).toJson(), u"r.json"_s);
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(*read, report);
        QJsonObject edited = json;
        QJsonObject assignment = edited[u"assignment"_s].toObject();
        assignment.insert(u"late"_s, !late); // a late hand-in made to look on time
        edited.insert(u"assignment"_s, assignment);
        const Expected<ScoreReport> refused = JsonReportReader::fromJson(QJsonDocument(edited).toJson(), u"r.json"_s);
        QVERIFY(!refused);
        QVERIFY2(refused.error().contains(u"$.assignment.late: expected"_s), qPrintable(refused.error()));
        const QList<ReportFact> facts = report.facts();
        const auto value = [&facts](const QString &label) {
            for (const ReportFact &fact : facts) {
                if (fact.label == label)
                    return fact.value;
            }
            return QString();
        };
        QCOMPARE(value(u"Assignment"_s), made.options.assignmentId);
        QCOMPARE(value(u"Due"_s).endsWith(u"(handed in late)"_s), late);
    }
};

QTEST_GUILESS_MAIN(TestAssignment)
#include "tst_assignment.moc"
