// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/quiz/questionbank.h"
#include "core/review/fsrs.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

class LearnerDatabase;

// What one answer tells the review schedule: which item (a bank question, or a practice kind, which comes back with
// new numbers), its concept, whether it was right and with how many hints. The app rates it (rating()).
struct ReviewAnswer
{
    QString item;      // "gradient-checkpointing/tradeoff", "practice/uniform-peak"
    QString conceptId; // Question::conceptId, or the bank's id
    QString question;  // the question as a one-question bank (JSON); empty for a practice kind
    bool correct = false;
    int hintsUsed = 0;
    QDateTime at; // UTC
    QString attemptId;
    int questionIndex = -1;

    // Again when wrong; Good when right, after a hint too while the item is still learning; Hard for a right answer
    // after a hint in review.
    ReviewRating rating(ReviewCard::State state) const;
    // The answer to question `index` of `bank`. A practice question counts for its kind; a question of a review bank
    // (ReviewSchedule::reviewBank) for the item it was asked as.
    static ReviewAnswer of(const QuestionBank &bank, int index, bool correct, const QDateTime &at);
};

// One reviewed item with its FSRS memory.
struct ReviewItem
{
    QString id;
    QString conceptId;
    QString question;
    ReviewCard card;
};

// How well one concept is known at a moment: of its items, how many are mastered (in review, and recalled with at
// least the desired retention's probability now), and the mean probability of recall.
struct ConceptMastery
{
    QString conceptId;
    int items = 0;
    int mastered = 0;
    double meanRetrievability = 0;
    QDateTime lastReviewed; // the latest review of any of its items
    QDateTime nextDue;      // the soonest due of its items
};

// The spaced-review schedule of one learner, kept in the learner's database: every answer updates its item's FSRS
// card and appends to the review log in one transaction, so an answer is either wholly recorded or not at all. The
// schedule is read at a moment the caller passes (a clock tests set), never the wall clock.
class ReviewSchedule final
{
    Q_DECLARE_TR_FUNCTIONS(ReviewSchedule)
public:
    static constexpr auto ReviewBankId = "review";
    static constexpr auto PracticeItemPrefix = "practice/";

    explicit ReviewSchedule(LearnerDatabase &database, FsrsScheduler scheduler = {});

    const FsrsScheduler &scheduler() const { return m_scheduler; }
    void setScheduler(FsrsScheduler scheduler) { m_scheduler = std::move(scheduler); }

    // Updates the item's card and logs the review; the item's stored question is refreshed when the answer has one.
    Expected<ReviewItem> record(const ReviewAnswer &answer);
    // Records `answers` (in time order) in one transaction unless the database's meta table already has `marker`,
    // which it then sets: an import that runs once even when the app is killed half-way. Returns how many it took.
    Expected<int> importOnce(QList<ReviewAnswer> answers, const QString &marker);
    // Every item, soonest due first.
    Expected<QList<ReviewItem>> items() const;
    // The items due at or before `until`, soonest first.
    Expected<QList<ReviewItem>> due(const QDateTime &until) const;
    // How many items are due at or before `until`: one index lookup, for the due strip after every answer, which would
    // otherwise read every due item with its question to count them (architecture-3 F7).
    Expected<qint64> dueCount(const QDateTime &until) const;
    // How many reviews the log holds.
    qint64 reviewCount() const;
    // Per concept, in concept order.
    QList<ConceptMastery> mastery(const QList<ReviewItem> &items, const QDateTime &now) const;
    // The due items as a quiz: bank questions as they were stored, practice kinds drawn afresh from `seed`. Empty
    // (no questions) when nothing is due.
    static QuestionBank reviewBank(const QList<ReviewItem> &due, quint32 seed);

private:
    // Inside a transaction: the item's card after `answer`, written with its log row.
    Expected<void> write(const ReviewAnswer &answer, ReviewItem &item);
    Expected<QList<ReviewItem>> select(const QString &where, const QDateTime &until) const;
    QString conceptOf(const ReviewAnswer &answer);

    LearnerDatabase &m_database;
    FsrsScheduler m_scheduler;
    QHash<QString, QString> m_builtInConcepts; // item id → concept, read when first needed
    bool m_builtInConceptsRead = false;
};
