// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/review/fsrs.h"

#include <algorithm>
#include <cmath>

namespace {

constexpr double MinStability = 0.001;
constexpr double MinDifficulty = 1.0;
constexpr double MaxDifficulty = 10.0;
constexpr qint64 MSecsPerDay = qint64(86400) * 1000;

double value(ReviewRating rating)
{
    return double(rating);
}

// Python's timedelta.days: whole days, floored (a review 23 h later is 0 days, one 1 s earlier is -1).
qint64 daysBetween(const QDateTime &from, const QDateTime &to)
{
    const qint64 msecs = from.msecsTo(to);
    return msecs >= 0 ? msecs / MSecsPerDay : -((-msecs + MSecsPerDay - 1) / MSecsPerDay);
}

double clampStability(double stability)
{
    return std::max(stability, MinStability);
}

double clampDifficulty(double difficulty)
{
    return std::clamp(difficulty, MinDifficulty, MaxDifficulty);
}

} // namespace

FsrsScheduler::FsrsScheduler()
    : FsrsScheduler(Options{})
{}

FsrsScheduler::FsrsScheduler(Options options)
    : m_options(std::move(options))
{
    m_options.desiredRetention = std::clamp(m_options.desiredRetention, MinRetention, MaxRetention);
    m_options.maximumInterval = std::max(m_options.maximumInterval, 1);
    m_decay = -m_options.parameters[20];
    m_factor = std::pow(0.9, 1 / m_decay) - 1;
}

double FsrsScheduler::retrievability(const ReviewCard &card, const QDateTime &when) const
{
    if (card.isNew())
        return 0;
    const auto elapsed = double(std::max<qint64>(0, daysBetween(card.lastReview, when)));
    return std::pow(1 + m_factor * elapsed / card.stability, m_decay);
}

double FsrsScheduler::initialStability(ReviewRating rating) const
{
    return clampStability(m_options.parameters[size_t(rating) - 1]);
}

double FsrsScheduler::initialDifficulty(ReviewRating rating, bool clamp) const
{
    const Parameters &w = m_options.parameters;
    const double difficulty = w[4] - std::exp(w[5] * (value(rating) - 1)) + 1;
    return clamp ? clampDifficulty(difficulty) : difficulty;
}

int FsrsScheduler::nextIntervalDays(double stability) const
{
    const double days = stability / m_factor * (std::pow(m_options.desiredRetention, 1 / m_decay) - 1);
    // std::nearbyint rounds half to even in the default rounding mode, as Python's round() does.
    const double rounded = std::nearbyint(days);
    return int(std::clamp(rounded, 1.0, double(m_options.maximumInterval)));
}

double FsrsScheduler::shortTermStability(double stability, ReviewRating rating) const
{
    const Parameters &w = m_options.parameters;
    double increase = std::exp(w[17] * (value(rating) - 3 + w[18])) * std::pow(stability, -w[19]);
    if (rating == ReviewRating::Good || rating == ReviewRating::Easy)
        increase = std::max(increase, 1.0);
    return clampStability(stability * increase);
}

double FsrsScheduler::nextDifficulty(double difficulty, ReviewRating rating) const
{
    const Parameters &w = m_options.parameters;
    const double delta = -(w[6] * (value(rating) - 3));
    const double damped = difficulty + (10.0 - difficulty) * delta / 9.0;
    // Mean reversion toward the initial difficulty of an Easy first answer.
    return clampDifficulty(w[7] * initialDifficulty(ReviewRating::Easy, false) + (1 - w[7]) * damped);
}

double FsrsScheduler::nextStability(const ReviewCard &card, ReviewRating rating, const QDateTime &when) const
{
    const Parameters &w = m_options.parameters;
    const double d = card.difficulty;
    const double s = card.stability;
    const double r = retrievability(card, when);
    double next = 0;
    if (rating == ReviewRating::Again) {
        const double longTerm = w[11] * std::pow(d, -w[12]) * (std::pow(s + 1, w[13]) - 1) * std::exp((1 - r) * w[14]);
        const double shortTerm = s / std::exp(w[17] * w[18]);
        next = std::min(longTerm, shortTerm);
    } else {
        const double hardPenalty = rating == ReviewRating::Hard ? w[15] : 1;
        const double easyBonus = rating == ReviewRating::Easy ? w[16] : 1;
        next = s
               * (1
                  + std::exp(w[8]) * (11 - d) * std::pow(s, -w[9]) * (std::exp((1 - r) * w[10]) - 1) * hardPenalty
                        * easyBonus);
    }
    return clampStability(next);
}

void FsrsScheduler::updateMemory(ReviewCard &card, ReviewRating rating, const QDateTime &when) const
{
    if (card.isNew()) {
        card.stability = initialStability(rating);
        card.difficulty = initialDifficulty(rating, true);
        return;
    }
    card.stability = daysBetween(card.lastReview, when) < 1 ? shortTermStability(card.stability, rating)
                                                            : nextStability(card, rating, when);
    card.difficulty = nextDifficulty(card.difficulty, rating);
}

qint64 FsrsScheduler::stepInterval(ReviewCard &card, ReviewRating rating, const QList<int> &steps) const
{
    const auto graduate = [&] {
        card.state = ReviewCard::State::Review;
        card.step = 0;
        return nextIntervalDays(card.stability) * MSecsPerDay;
    };
    // A card saved in a step this scheduler no longer has graduates on any pass.
    if (steps.isEmpty() || (card.step >= steps.size() && rating != ReviewRating::Again))
        return graduate();
    const qint64 first = qint64(steps.front()) * 1000;
    switch (rating) {
    case ReviewRating::Again:
        card.step = 0;
        return first;
    case ReviewRating::Hard:
        if (card.step == 0)
            return steps.size() == 1 ? first * 3 / 2 : (first + qint64(steps.at(1)) * 1000) / 2;
        return qint64(steps.at(card.step)) * 1000;
    case ReviewRating::Good:
        if (card.step + 1 >= steps.size())
            return graduate();
        ++card.step;
        return qint64(steps.at(card.step)) * 1000;
    case ReviewRating::Easy:
        break;
    }
    return graduate();
}

ReviewCard FsrsScheduler::review(ReviewCard card, ReviewRating rating, const QDateTime &when) const
{
    const QDateTime at = when.toUTC();
    updateMemory(card, rating, at);
    qint64 interval = 0;
    switch (card.state) {
    case ReviewCard::State::Learning:
        interval = stepInterval(card, rating, m_options.learningSteps);
        break;
    case ReviewCard::State::Relearning:
        interval = stepInterval(card, rating, m_options.relearningSteps);
        break;
    case ReviewCard::State::Review:
        if (rating == ReviewRating::Again && !m_options.relearningSteps.isEmpty()) {
            card.state = ReviewCard::State::Relearning;
            card.step = 0;
            interval = qint64(m_options.relearningSteps.front()) * 1000;
        } else {
            interval = nextIntervalDays(card.stability) * MSecsPerDay;
        }
        break;
    }
    card.due = at.addMSecs(interval);
    card.lastReview = at;
    return card;
}
