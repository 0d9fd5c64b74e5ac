// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QDateTime>
#include <QList>

#include <array>

// How well a learner recalled an item, on FSRS's four-point scale. The app rates an answer itself
// (ReviewAnswer::rating): wrong is Again, right unaided is Good, right after a hint is Good while the item is learning
// and Hard in review (Easy is never given, because one right answer does not say that).
enum class ReviewRating : quint8 { Again = 1, Hard = 2, Good = 3, Easy = 4 };

// An item's memory as FSRS models it: in learning steps (minutes apart), in review (days apart), or relearning after
// a lapse; its stability (days until recall drops to 90%), difficulty (1–10) and when it is due. An item never
// reviewed has no lastReview, and then its stability and difficulty mean nothing yet.
struct ReviewCard
{
    enum class State : quint8 { Learning = 1, Review = 2, Relearning = 3 };

    State state = State::Learning;
    int step = 0; // the learning or relearning step; 0 in Review
    double stability = 0;
    double difficulty = 0;
    QDateTime due;        // UTC
    QDateTime lastReview; // UTC; invalid until the first review

    bool isNew() const { return !lastReview.isValid(); }
    friend bool operator==(const ReviewCard &, const ReviewCard &) = default;
};

// The FSRS-6 scheduler, transcribed from the reference implementation py-fsrs 6.3.1
// (github.com/open-spaced-repetition/py-fsrs, fsrs/scheduler.py at commit 3abe686e9c058d3f3c00bbeb92e68b71211b2b31):
// the same 21 default parameters, learning steps of 1 and 10 minutes, a relearning step of 10 minutes, whole-day
// intervals rounded half to even as Python's round() does, days between reviews counted as Python's timedelta.days
// (floored). Interval fuzzing is left out, so a schedule is reproducible; the golden tests are py-fsrs's own vectors
// and more drawn from that commit (tests/data/fsrs-vectors.json).
class FsrsScheduler final
{
public:
    using Parameters = std::array<double, 21>;
    static constexpr Parameters DefaultParameters{0.212,  1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194,
                                                  0.001,  1.8722, 0.1666, 0.796,  1.4835, 0.0614, 0.2629,
                                                  1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542};
    static constexpr double MinRetention = 0.7;
    static constexpr double MaxRetention = 0.97;

    struct Options
    {
        Parameters parameters = DefaultParameters;
        double desiredRetention = 0.9;     // clamped to [MinRetention, MaxRetention]
        QList<int> learningSteps{60, 600}; // seconds
        QList<int> relearningSteps{600};
        int maximumInterval = 36500; // days
    };

    FsrsScheduler();
    explicit FsrsScheduler(Options options);

    const Options &options() const { return m_options; }

    // The card after a review rated `rating` at `when` (UTC).
    ReviewCard review(ReviewCard card, ReviewRating rating, const QDateTime &when) const;
    // The predicted probability of recall at `when`; 0 for a card never reviewed.
    double retrievability(const ReviewCard &card, const QDateTime &when) const;

private:
    double initialStability(ReviewRating rating) const;
    double initialDifficulty(ReviewRating rating, bool clamp) const;
    int nextIntervalDays(double stability) const;
    double shortTermStability(double stability, ReviewRating rating) const;
    double nextDifficulty(double difficulty, ReviewRating rating) const;
    double nextStability(const ReviewCard &card, ReviewRating rating, const QDateTime &when) const;
    // Updates stability and difficulty for a review `when`, as every state does before it picks the next interval.
    void updateMemory(ReviewCard &card, ReviewRating rating, const QDateTime &when) const;
    // The next interval from the learning (or relearning) steps, moving the card to Review when they are done.
    qint64 stepInterval(ReviewCard &card, ReviewRating rating, const QList<int> &steps) const;

    Options m_options;
    double m_decay;
    double m_factor;
};
