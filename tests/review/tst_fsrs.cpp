// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/review/fsrs.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QDateTime utc(const QString &iso)
{
    return QDateTime::fromString(iso, Qt::ISODateWithMs);
}

QJsonArray vectorSequences()
{
    QFile file(QStringLiteral(CQ_TEST_DATA_DIR "/fsrs-vectors.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(u"sequences"_s).toArray();
}

} // namespace

// FsrsScheduler against the reference implementation it transcribes: py-fsrs's own test vectors (tests/test_basic.py
// at the pinned commit) and longer sequences drawn from that commit by tests/data/make-fsrs-vectors.py.
class TestFsrs : public QObject
{
    Q_OBJECT
private slots:
    void publishedIntervals();
    void publishedMemoryState();
    void repeatedEasyReachesTheLowestDifficulty();
    void learningSteps_data();
    void learningSteps();
    void referenceSequences_data();
    void referenceSequences();
    void retentionIsKeptInItsRange();
};

// test_basic.py::test_review_card: each review on the day it falls due, no fuzz.
void TestFsrs::publishedIntervals()
{
    const FsrsScheduler scheduler;
    const QList<ReviewRating> ratings{ReviewRating::Good, ReviewRating::Good, ReviewRating::Good,  ReviewRating::Good,
                                      ReviewRating::Good, ReviewRating::Good, ReviewRating::Again, ReviewRating::Again,
                                      ReviewRating::Good, ReviewRating::Good, ReviewRating::Good,  ReviewRating::Good,
                                      ReviewRating::Good};
    ReviewCard card;
    QDateTime when = utc(u"2022-11-29T12:30:00.000Z"_s);
    QList<qint64> intervals;
    for (const ReviewRating rating : ratings) {
        card = scheduler.review(card, rating, when);
        intervals.append(card.lastReview.daysTo(card.due));
        when = card.due;
    }
    QCOMPARE(intervals, (QList<qint64>{0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21}));
}

// test_basic.py::test_memo_state: the reviews fall 0, 0, 1, 3, 8 and 21 days apart.
void TestFsrs::publishedMemoryState()
{
    const FsrsScheduler scheduler;
    const QList<std::pair<ReviewRating, int>> reviews{{ReviewRating::Again, 0}, {ReviewRating::Good, 0},
                                                      {ReviewRating::Good, 1},  {ReviewRating::Good, 3},
                                                      {ReviewRating::Good, 8},  {ReviewRating::Good, 21}};
    ReviewCard card;
    QDateTime when = utc(u"2022-11-29T12:30:00.000Z"_s);
    for (const auto &[rating, days] : reviews) {
        when = when.addDays(days);
        card = scheduler.review(card, rating, when);
    }
    QVERIFY(qAbs(card.stability - 53.62691) < 1e-4);
    QVERIFY(qAbs(card.difficulty - 6.3574867) < 1e-4);
}

// test_basic.py::test_repeated_correct_reviews.
void TestFsrs::repeatedEasyReachesTheLowestDifficulty()
{
    const FsrsScheduler scheduler;
    ReviewCard card;
    for (int i = 0; i < 10; ++i)
        card = scheduler.review(card, ReviewRating::Easy, utc(u"2022-11-29T12:30:00.000Z"_s).addMSecs(i));
    QCOMPARE(card.difficulty, 1.0);
}

// test_basic.py's learning-step tests: Good moves on to the 10-minute step, Again stays at 1 minute, Hard waits the
// mean of the first two steps, Easy graduates at once.
void TestFsrs::learningSteps_data()
{
    QTest::addColumn<ReviewRating>("rating");
    QTest::addColumn<ReviewCard::State>("state");
    QTest::addColumn<int>("step");
    QTest::addColumn<qint64>("dueInSeconds");
    QTest::newRow("again") << ReviewRating::Again << ReviewCard::State::Learning << 0 << qint64(60);
    QTest::newRow("hard") << ReviewRating::Hard << ReviewCard::State::Learning << 0 << qint64(330);
    QTest::newRow("good") << ReviewRating::Good << ReviewCard::State::Learning << 1 << qint64(600);
    // Easy's first stability is 8.2956 days: 8 days at 90% retention.
    QTest::newRow("easy") << ReviewRating::Easy << ReviewCard::State::Review << 0 << qint64(8 * 86400);
}

void TestFsrs::learningSteps()
{
    QFETCH(ReviewRating, rating);
    const QDateTime now = utc(u"2026-01-05T09:00:00.000Z"_s);
    const ReviewCard card = FsrsScheduler().review(ReviewCard{}, rating, now);
    QTEST(card.state, "state");
    QTEST(card.step, "step");
    QTEST(now.secsTo(card.due), "dueInSeconds");
}

void TestFsrs::referenceSequences_data()
{
    QTest::addColumn<QJsonObject>("sequence");
    const QJsonArray sequences = vectorSequences();
    QVERIFY(sequences.size() >= 7);
    for (const auto &sequence : sequences)
        QTest::newRow(qPrintable(sequence[u"name"_s].toString())) << sequence.toObject();
}

void TestFsrs::referenceSequences()
{
    QFETCH(QJsonObject, sequence);
    FsrsScheduler::Options options;
    options.desiredRetention = sequence[u"desired_retention"_s].toDouble();
    const FsrsScheduler scheduler(options);
    ReviewCard card;
    int index = 0;
    for (const auto &review : sequence[u"reviews"_s].toArray()) {
        const QDateTime when = utc(review[u"at"_s].toString());
        const QByteArray where = "review " + QByteArray::number(index++);
        QVERIFY2(qAbs(scheduler.retrievability(card, when) - review[u"retrievability_before"_s].toDouble()) < 1e-9,
                 where);
        card = scheduler.review(card, ReviewRating(review[u"rating"_s].toInt()), when);
        QVERIFY2(int(card.state) == review[u"state"_s].toInt(), where);
        QVERIFY2(card.step == review[u"step"_s].toInt(), where);
        QVERIFY2(qAbs(card.stability - review[u"stability"_s].toDouble()) < 1e-9, where);
        QVERIFY2(qAbs(card.difficulty - review[u"difficulty"_s].toDouble()) < 1e-9, where);
        QVERIFY2(card.due == utc(review[u"due"_s].toString()),
                 where + " due " + card.due.toString(Qt::ISODateWithMs).toUtf8());
    }
    QCOMPARE(index, sequence[u"reviews"_s].toArray().size());
}

void TestFsrs::retentionIsKeptInItsRange()
{
    FsrsScheduler::Options options;
    options.desiredRetention = 5;
    QCOMPARE(FsrsScheduler(options).options().desiredRetention, FsrsScheduler::MaxRetention);
    options.desiredRetention = -1;
    QCOMPARE(FsrsScheduler(options).options().desiredRetention, FsrsScheduler::MinRetention);
}

QTEST_GUILESS_MAIN(TestFsrs)
#include "tst_fsrs.moc"
