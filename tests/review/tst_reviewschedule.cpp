// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "../session/jsonstorefiles.h"

#include "core/practice/practiceset.h"
#include "core/review/learnerdatabase.h"
#include "core/review/reviewschedule.h"
#include "core/session/session.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <random>

using namespace Qt::StringLiterals;

namespace {

QuestionBank builtInBank(const char *name)
{
    const Expected<QuestionBank> bank
        = QuestionBankLoader::fromFile(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/") + QLatin1StringView(name));
    if (!bank)
        qFatal("%s", qPrintable(bank.error()));
    return *bank;
}

QDateTime at(const char *iso)
{
    return QDateTime::fromString(QLatin1StringView(iso), Qt::ISODateWithMs);
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A learner who opens the app every morning at 09:00 of 60 days, takes every question when it falls due (the same
// day's learning steps included), and recalls an item with `recall(card, now)`. Returns the reviews done each day.
template<typename Recall>
std::map<int, int> simulateLearner(const QString &folder, Recall recall)
{
    QDateTime clock = at("2026-01-05T09:00:00.000Z");
    Session session(builtInBank("gradient-checkpointing.json"), 0);
    session.setClock([&clock] { return clock; });
    session.enablePersistence(folder);
    ReviewSchedule *reviews = session.reviews();
    std::map<int, int> perDay;
    const auto answerAll = [&](int day) {
        const QuizAttempt &attempt = session.attempt();
        for (int i = 0; i < attempt.questionCount(); ++i) {
            const QString item = ReviewAnswer::of(attempt.bank(), i, true, clock).item;
            ReviewCard card;
            if (const auto known = reviews->items(); known) {
                for (const ReviewItem &each : *known) {
                    if (each.id == item)
                        card = each.card;
                }
            }
            const int right = attempt.displayedCorrectOption(i);
            const bool correct = recall(card, clock);
            if (!session.answer(i, correct ? right : (right + 1) % int(attempt.question(i).options.size())))
                qFatal("question %d could not be answered", i);
            ++perDay[day];
        }
    };
    answerAll(0);
    for (int day = 0; day < 60; ++day) {
        const QDateTime morning = at("2026-01-05T09:00:00.000Z").addDays(day);
        clock = std::max(clock, morning);
        const QDateTime evening = morning.addSecs(qint64(14) * 3600);
        for (;;) {
            const Expected<QList<ReviewItem>> soonest = reviews->items();
            if (!soonest || soonest->isEmpty() || soonest->front().card.due > evening)
                break;
            clock = std::max(clock, soonest->front().card.due);
            const QuestionBank review = ReviewSchedule::reviewBank(*reviews->due(clock), 1);
            if (review.questions.isEmpty())
                qFatal("due items that the review bank cannot ask");
            session.setBank(review);
            answerAll(day);
        }
    }
    return perDay;
}

} // namespace

// The learner's spaced-review schedule: what an answer records (one transaction in SQLite), the review quiz it makes,
// the database's damage handling and migration from the JSON attempts, a simulated learner over 60 days, and a
// process killed after every answer.
class TestReviewSchedule : public QObject
{
    Q_OBJECT
private slots:
    void answersAreFiledByItem_data();
    void answersAreFiledByItem();
    void recordingUpdatesTheCardAndTheLog();
    void hintedRightAnswersLeaveLearning();
    void reviewBankAsksStoredQuestionsAndFreshPractice();
    void masteryPerConcept();
    void damagedDatabaseIsSetAside();
    void newerDatabaseIsLeftAlone();
    void jsonAttemptsAreImportedOnce();
    void perfectLearnerFollowsTheIntervals();
    void learnerWhoForgetsIsCaughtUpDaily();
    void noAnswerLostToSigkill();
};

void TestReviewSchedule::answersAreFiledByItem_data()
{
    QTest::addColumn<QuestionBank>("bank");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("conceptId");
    QTest::addColumn<bool>("keepsQuestion");
    QTest::newRow("bank question") << builtInBank("gradient-checkpointing.json") << u"gradient-checkpointing/tradeoff"_s
                                   << u"memory-trade-off"_s << true;
    QuestionBank practice = PracticeSet::generate(5, 1);
    QTest::newRow("practice kind") << practice << u"practice/"_s + practice.questions.front().id.section(u'-', 2)
                                   << practice.questions.front().conceptId << false;
    QuestionBank untagged = builtInBank("gradient-checkpointing.json");
    untagged.questions.front().conceptId.clear();
    QTest::newRow("a built-in question kept without its concept")
        << untagged << u"gradient-checkpointing/tradeoff"_s << u"memory-trade-off"_s << true;
    QuestionBank own = untagged;
    own.id = u"my-course"_s;
    QTest::newRow("a teacher's question without one: the bank's id")
        << own << u"my-course/tradeoff"_s << u"my-course"_s << true;
    QuestionBank review;
    review.id = u"review"_s;
    review.questions = {builtInBank("gradient-checkpointing.json").questions.front()};
    review.questions.front().id = u"gradient-checkpointing/tradeoff"_s;
    QTest::newRow("review bank") << review << u"gradient-checkpointing/tradeoff"_s << u"memory-trade-off"_s << true;
}

void TestReviewSchedule::answersAreFiledByItem()
{
    QFETCH(QuestionBank, bank);
    const ReviewAnswer answer = ReviewAnswer::of(bank, 0, true, at("2026-01-05T09:00:00.000Z"));
    QTEST(answer.item, "item");
    QTemporaryDir dir;
    LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
    QVERIFY(opened.database);
    ReviewSchedule schedule(*opened.database);
    const Expected<ReviewItem> recorded = schedule.record(answer);
    QVERIFY2(recorded, qPrintable(recorded.error()));
    QTEST(recorded->conceptId, "conceptId");
    QTEST(!answer.question.isEmpty(), "keepsQuestion");
    using State = ReviewCard::State;
    QCOMPARE(answer.rating(State::Learning), ReviewRating::Good);
    QCOMPARE(answer.rating(State::Review), ReviewRating::Good);
    ReviewAnswer hinted = answer;
    hinted.hintsUsed = 1;
    QCOMPARE(hinted.rating(State::Learning), ReviewRating::Good);
    QCOMPARE(hinted.rating(State::Relearning), ReviewRating::Good);
    QCOMPARE(hinted.rating(State::Review), ReviewRating::Hard);
    hinted.correct = false;
    QCOMPARE(hinted.rating(State::Learning), ReviewRating::Again);
    QCOMPARE(hinted.rating(State::Review), ReviewRating::Again);
}

void TestReviewSchedule::recordingUpdatesTheCardAndTheLog()
{
    QTemporaryDir dir;
    LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
    QVERIFY2(opened.database, qPrintable(opened.problem));
    QVERIFY(opened.problem.isEmpty());
    ReviewSchedule schedule(*opened.database);
    const QuestionBank bank = builtInBank("gradient-checkpointing.json");
    const QDateTime first = at("2026-01-05T09:00:00.000Z");
    QVERIFY(schedule.record(ReviewAnswer::of(bank, 0, true, first)));
    const Expected<ReviewItem> second = schedule.record(ReviewAnswer::of(bank, 0, true, first.addSecs(600)));
    QVERIFY(second);
    // Good, Good: the 10-minute step, then two days (py-fsrs's published intervals).
    const FsrsScheduler fsrs;
    const ReviewCard expected
        = fsrs.review(fsrs.review({}, ReviewRating::Good, first), ReviewRating::Good, first.addSecs(600));
    QCOMPARE(second->card, expected);
    QCOMPARE(second->card.due, at("2026-01-07T09:10:00.000Z"));
    QCOMPARE(schedule.reviewCount(), qint64(2));

    // What was stored reads back the same, from another connection.
    opened.database.reset();
    LearnerDatabase::Opened again = LearnerDatabase::open(dir.path());
    QVERIFY(again.database);
    ReviewSchedule reread(*again.database);
    const Expected<QList<ReviewItem>> items = reread.items();
    QVERIFY(items);
    QCOMPARE(items->size(), 1);
    QCOMPARE(items->front().card, expected);
    QCOMPARE(items->front().conceptId, u"memory-trade-off"_s);
    QCOMPARE(reread.due(at("2026-01-07T09:09:59.999Z"))->size(), 0);
    QCOMPARE(reread.due(at("2026-01-07T09:10:00.000Z"))->size(), 1);
    QCOMPARE(*reread.dueCount(at("2026-01-07T09:09:59.999Z")), 0);
    QCOMPARE(*reread.dueCount(at("2026-01-07T09:10:00.000Z")), 1);
}

// science-3 F4: wrong once, then right after one hint eight times over 75 days. Rated Hard in learning, the item
// repeated its first step for ever (due 5.5 minutes after each answer) and never counted as mastered; now it leaves
// learning after the two steps, and in review each hinted answer still counts as Hard.
void TestReviewSchedule::hintedRightAnswersLeaveLearning()
{
    QTemporaryDir dir;
    LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
    QVERIFY(opened.database);
    ReviewSchedule schedule(*opened.database);
    const QuestionBank bank = builtInBank("gradient-checkpointing.json");
    const QDateTime start = at("2026-01-05T09:00:00.000Z");
    QVERIFY(schedule.record(ReviewAnswer::of(bank, 0, false, start)));
    QList<ReviewCard::State> states;
    ReviewItem last;
    for (const int day : {1, 2, 4, 8, 16, 30, 50, 75}) {
        ReviewAnswer hinted = ReviewAnswer::of(bank, 0, true, start.addDays(day));
        hinted.hintsUsed = 1;
        const Expected<ReviewItem> recorded = schedule.record(hinted);
        QVERIFY2(recorded, qPrintable(recorded.error()));
        states.append(recorded->card.state);
        last = *recorded;
    }
    using State = ReviewCard::State;
    QCOMPARE(states, (QList<State>{State::Learning, State::Review, State::Review, State::Review, State::Review,
                                   State::Review, State::Review, State::Review}));
    QVERIFY2(last.card.due > start.addDays(76), qPrintable(last.card.due.toString(Qt::ISODate)));
    // The log keeps what each answer was rated: Again, Good twice while learning, then Hard.
    QSqlQuery log(opened.database->connection());
    QVERIFY(log.exec(u"SELECT rating FROM review_log ORDER BY id"_s));
    QList<int> ratings;
    while (log.next())
        ratings.append(log.value(0).toInt());
    QCOMPARE(ratings, (QList<int>{1, 3, 3, 2, 2, 2, 2, 2, 2}));
}

void TestReviewSchedule::reviewBankAsksStoredQuestionsAndFreshPractice()
{
    QTemporaryDir dir;
    LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
    QVERIFY(opened.database);
    ReviewSchedule schedule(*opened.database);
    const QuestionBank bank = builtInBank("deeper-understanding.json");
    const QuestionBank practice = PracticeSet::generate(11, 1);
    const QDateTime when = at("2026-01-05T09:00:00.000Z");
    QVERIFY(schedule.record(ReviewAnswer::of(bank, 3, false, when)));
    QVERIFY(schedule.record(ReviewAnswer::of(practice, 0, true, when)));
    const Expected<QList<ReviewItem>> due = schedule.due(when.addDays(1));
    QVERIFY(due);
    QCOMPARE(due->size(), 2);

    const QuestionBank review = ReviewSchedule::reviewBank(*due, 99);
    QCOMPARE(review.id, u"review"_s);
    QVERIFY(!review.title.text(u"bn"_s).isEmpty());
    QCOMPARE(review.questions.size(), 2);
    // Wrong (Again: 1 minute) comes before right (Good: 10 minutes).
    const Question &stored = review.questions.at(0);
    QCOMPARE(stored.id, u"deeper-understanding/"_s + bank.questions.at(3).id);
    QCOMPARE(stored.stem, bank.questions.at(3).stem);
    QCOMPARE(stored.correctOption, bank.questions.at(3).correctOption);
    QCOMPARE(stored.conceptId, bank.questions.at(3).conceptId);
    const Question &fresh = review.questions.at(1);
    QVERIFY(fresh.id.startsWith(u"practice/"_s));
    QCOMPARE(fresh.conceptId, practice.questions.front().conceptId);
    QVERIFY(fresh.stem.text(u"en"_s) != practice.questions.front().stem.text(u"en"_s)); // new numbers
    // Answering the review bank counts for the same items.
    QCOMPARE(ReviewAnswer::of(review, 0, true, when).item, stored.id);
    QCOMPARE(ReviewAnswer::of(review, 1, true, when).item, fresh.id);
    QVERIFY(ReviewAnswer::of(review, 1, true, when).question.isEmpty());
}

void TestReviewSchedule::masteryPerConcept()
{
    QTemporaryDir dir;
    LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
    QVERIFY(opened.database);
    ReviewSchedule schedule(*opened.database);
    const QuestionBank bank = builtInBank("gradient-checkpointing.json");
    QDateTime when = at("2026-01-05T09:00:00.000Z");
    // Question 2 (spacing) twice right: in review with 2.3 days' stability. Question 0 (trade-off) once: learning.
    QVERIFY(schedule.record(ReviewAnswer::of(bank, 2, true, when)));
    QVERIFY(schedule.record(ReviewAnswer::of(bank, 2, true, when.addSecs(600))));
    QVERIFY(schedule.record(ReviewAnswer::of(bank, 0, true, when)));
    const QList<ConceptMastery> now = schedule.mastery(*schedule.items(), when.addSecs(600));
    QCOMPARE(now.size(), 2);
    QCOMPARE(now.at(0).conceptId, u"memory-trade-off"_s);
    QCOMPARE(now.at(0).mastered, 0);
    QCOMPARE(now.at(1).conceptId, u"spacing"_s);
    QCOMPARE(now.at(1).items, 1);
    QCOMPARE(now.at(1).mastered, 1);
    QCOMPARE(now.at(1).meanRetrievability, 1.0);
    // Five days later recall has dropped below 90%: no longer mastered.
    const QList<ConceptMastery> later = schedule.mastery(*schedule.items(), when.addDays(5));
    QCOMPARE(later.at(1).mastered, 0);
    QVERIFY(later.at(1).meanRetrievability < 0.9);
}

void TestReviewSchedule::damagedDatabaseIsSetAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"learner.sqlite"_s);
    const QByteArray garbage = QByteArray("this is not a database ").repeated(200);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
    QVERIFY2(opened.database, qPrintable(opened.problem));
    QVERIFY2(opened.problem.contains(u"set aside"_s), qPrintable(opened.problem));
    const QStringList aside = QDir(dir.path()).entryList({u"learner.sqlite.unreadable-*"_s});
    QCOMPARE(aside.size(), 1);
    QCOMPARE(fileBytes(dir.filePath(aside.front())), garbage);
    // The fresh database works.
    ReviewSchedule schedule(*opened.database);
    QVERIFY(schedule.record(
        ReviewAnswer::of(builtInBank("gradient-checkpointing.json"), 0, true, at("2026-01-05T09:00:00.000Z"))));
}

void TestReviewSchedule::newerDatabaseIsLeftAlone()
{
    QTemporaryDir dir;
    {
        LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
        QVERIFY(opened.database);
        QSqlQuery query(opened.database->connection());
        QVERIFY(query.exec(u"PRAGMA user_version = 99"_s));
    }
    const QByteArray before = fileBytes(dir.filePath(u"learner.sqlite"_s));
    LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
    QVERIFY(!opened.database);
    QVERIFY2(opened.problem.contains(u"newer version"_s), qPrintable(opened.problem));
    QCOMPARE(fileBytes(dir.filePath(u"learner.sqlite"_s)), before);
    QCOMPARE(QDir(dir.path()).entryList({u"*.unreadable-*"_s}).size(), 0);
}

// An app that kept attempts as JSON starts its schedule from their answers, once; the JSON files stay.
void TestReviewSchedule::jsonAttemptsAreImportedOnce()
{
    QTemporaryDir dir;
    const QuestionBank bank = builtInBank("gradient-checkpointing.json");
    QuizAttempt finished(bank, 0);
    for (int i = 0; i < finished.questionCount(); ++i)
        QVERIFY(finished.answer(i, i % 2 == 0 ? finished.displayedCorrectOption(i) : 0));
    QuizAttempt inProgress(bank, 0);
    QVERIFY(inProgress.answer(0, inProgress.displayedCorrectOption(0)));
    QuizAttempt exam(bank, 0, AttemptOptions{.exam = true});
    QVERIFY(exam.answer(1, 0)); // not handed in: its verdict was never shown, so it is not a review
    QVERIFY(JsonStoreFiles::writeHistory(dir.path(), AttemptRecord::create(finished, u"en"_s, QString())));
    QVERIFY(JsonStoreFiles::writeHistory(dir.path(), AttemptRecord::create(exam, u"en"_s, QString())));
    QVERIFY(JsonStoreFiles::writeCurrent(dir.path(), AttemptRecord::create(inProgress, u"en"_s, QString())));
    const QStringList jsonFiles = QDir(dir.filePath(u"history"_s)).entryList(QDir::Files);
    {
        Session session(bank, 0);
        QSignalSpy changed(&session, &Session::reviewsChanged);
        QSignalSpy problems(&session, &Session::stateNotSaved);
        QVERIFY(session.enablePersistence(dir.path()));
        QVERIFY(session.reviews());
        QCOMPARE(problems.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(session.reviews()->reviewCount(), qint64(finished.questionCount() + 1));
        const Expected<QList<ReviewItem>> items = session.reviews()->items();
        QCOMPARE(items->size(), finished.questionCount());
    }
    Session again(bank, 0);
    again.enablePersistence(dir.path());
    QCOMPARE(again.reviews()->reviewCount(), qint64(finished.questionCount() + 1));
    QCOMPARE(QDir(dir.filePath(u"history"_s)).entryList(QDir::Files), jsonFiles);
    QVERIFY(QFile::exists(dir.filePath(u"current-attempt.json"_s)));
}

// Every answer right: each question follows py-fsrs's published intervals, 10 minutes then 2, 11 and 46 days, so the
// 8 questions come back on days 2, 13 and 59 and on no other day.
void TestReviewSchedule::perfectLearnerFollowsTheIntervals()
{
    QTemporaryDir dir;
    const std::map<int, int> perDay
        = simulateLearner(dir.path(), [](const ReviewCard &, const QDateTime &) { return true; });
    QCOMPARE(perDay, (std::map<int, int>{{0, 16}, {2, 8}, {13, 8}, {59, 8}}));
}

// A learner who recalls an item with FSRS's own predicted probability (60% when new): lapses bring items back the
// same day (the relearning step) and sooner afterwards, so there are more reviews than the perfect learner's 40,
// every item ends each day in review, and nothing due is ever left for the next day.
void TestReviewSchedule::learnerWhoForgetsIsCaughtUpDaily()
{
    QTemporaryDir dir;
    std::mt19937 random(20261203);
    const FsrsScheduler fsrs;
    const std::map<int, int> perDay = simulateLearner(dir.path(), [&](const ReviewCard &card, const QDateTime &now) {
        const double p = card.isNew() ? 0.6 : fsrs.retrievability(card, now);
        return double(random()) / 4294967296.0 < p;
    });
    QString series;
    int total = 0;
    for (const auto &[day, count] : perDay) {
        series += u" d%1:%2"_s.arg(day).arg(count);
        total += count;
    }
    qInfo("reviews per day:%s (total %d)", qPrintable(series), total);
    QVERIFY(total > 40);
    QVERIFY(perDay.size() > 4);

    LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
    ReviewSchedule schedule(*opened.database);
    const Expected<QList<ReviewItem>> items = schedule.items();
    QCOMPARE(items->size(), 8);
    const QDateTime lastEvening = at("2026-01-05T23:00:00.000Z").addDays(59);
    for (const ReviewItem &item : *items) {
        QCOMPARE(item.card.state, ReviewCard::State::Review);
        QVERIFY(item.card.due > lastEvening);
    }
}

// A child answers one question and is killed with SIGKILL, 50 times in a row: every answer is in the database, which
// opens and passes SQLite's integrity check each time.
void TestReviewSchedule::noAnswerLostToSigkill()
{
    QTemporaryDir dir;
    constexpr int Runs = 50;
    for (int run = 0; run < Runs; ++run) {
        QProcess child;
        child.start(QStringLiteral(CQ_ATTEMPT_CHILD),
                    {QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json"), dir.path(),
                     u"%1:%2"_s.arg(run % 8).arg(run % 4)});
        QVERIFY(child.waitForStarted());
        QVERIFY(child.waitForReadyRead(60000));
        QCOMPARE(child.readAll().trimmed(), QByteArray("answered"));
        child.kill();
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        LearnerDatabase::Opened opened = LearnerDatabase::open(dir.path());
        QVERIFY2(opened.database && opened.problem.isEmpty(), qPrintable(opened.problem));
        QSqlQuery check(opened.database->connection());
        QVERIFY(check.exec(u"PRAGMA integrity_check"_s) && check.next());
        QCOMPARE(check.value(0).toString(), u"ok"_s);
        QCOMPARE(ReviewSchedule(*opened.database).reviewCount(), qint64(run + 1));
        // The answer's attempt was written in the same transaction.
        const AttemptStore::Loaded current = AttemptStore(dir.path()).loadCurrent();
        QVERIFY2(current.record, qPrintable(current.problem));
        QCOMPARE(current.record->attempt.answeredCount(), 1);
        QVERIFY(current.record->attempt.isAnswered(run % 8));
    }
}

QTEST_GUILESS_MAIN(TestReviewSchedule)
#include "tst_reviewschedule.moc"
