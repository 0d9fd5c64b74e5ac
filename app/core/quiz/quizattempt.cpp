// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizattempt.h"

#include <QRandomGenerator>

#include <algorithm>
#include <numeric>

QuizAttempt::QuizAttempt(QuestionBank bank, quint32 shuffleSeed, AttemptOptions options)
    : m_bank(std::move(bank))
    , m_options(std::move(options))
{
    // Seed 0 keeps the bank's order: what a teacher reading the bank file expects, and what tests rely on.
    QRandomGenerator generator(shuffleSeed);
    for (const Question &question : std::as_const(m_bank.questions)) {
        QList<int> order(question.options.size());
        std::iota(order.begin(), order.end(), 0);
        if (shuffleSeed != 0) {
            for (qsizetype i = order.size() - 1; i > 0; --i)
                std::swap(order[i], order[generator.bounded(int(i) + 1)]);
        }
        m_order.append(order);
        m_answers.append(NotAnswered);
        m_answeredAt.append(QDateTime());
        m_hintsUsed.append(0);
    }
}

quint32 QuizAttempt::randomSeed()
{
    quint32 seed = 0;
    while (seed == 0)
        seed = QRandomGenerator::global()->generate();
    return seed;
}

int QuizAttempt::displayedCorrectOption(int index) const
{
    return int(m_order.at(index).indexOf(question(index).correctOption));
}

bool QuizAttempt::answer(int index, int displayedOption)
{
    if (index < 0 || index >= questionCount() || displayedOption < 0 || displayedOption >= m_order.at(index).size())
        return false;
    return answerWithBankOption(index, bankOption(index, displayedOption));
}

Expected<QuizAttempt> QuizAttempt::restore(QuestionBank bank, const QList<QList<int>> &order, const QList<int> &answers,
                                           AttemptOptions options, const QDateTime &startedAt,
                                           const QDateTime &finishedAt, const QList<QDateTime> &answeredAt)
{
    using Failure = Expected<QuizAttempt>;
    const qsizetype count = bank.questions.size();
    if (order.size() != count || answers.size() != count)
        return Failure::failure(QStringLiteral("%1 questions, but %2 option orders and %3 answers")
                                    .arg(count)
                                    .arg(order.size())
                                    .arg(answers.size()));
    for (qsizetype i = 0; i < count; ++i) {
        const qsizetype options = bank.questions.at(i).options.size();
        QList<int> sorted = order.at(i);
        std::sort(sorted.begin(), sorted.end());
        QList<int> expected(options);
        std::iota(expected.begin(), expected.end(), 0);
        if (sorted != expected)
            return Failure::failure(QStringLiteral("question %1: the option order is not an order of its %2 options")
                                        .arg(i + 1)
                                        .arg(options));
        if (answers.at(i) < NotAnswered || answers.at(i) >= options)
            return Failure::failure(
                QStringLiteral("question %1: answer %2 is not one of its options").arg(i + 1).arg(answers.at(i) + 1));
    }
    if (!startedAt.isValid())
        return Failure::failure(QStringLiteral("the start time is missing"));
    if (!answeredAt.isEmpty() && answeredAt.size() != count)
        return Failure::failure(QStringLiteral("%1 questions, but %2 answer times").arg(count).arg(answeredAt.size()));
    QuizAttempt attempt(std::move(bank), 0, std::move(options));
    attempt.m_order = order;
    attempt.m_answers = answers;
    if (!answeredAt.isEmpty()) {
        for (qsizetype i = 0; i < count; ++i)
            attempt.m_answeredAt[i] = answers.at(i) == NotAnswered ? QDateTime() : answeredAt.at(i);
    }
    // An unfinished attempt that claims to start in the future (the clock was set back) starts now, so its exam
    // clock runs from the full limit.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    attempt.m_startedAt = !finishedAt.isValid() && startedAt > now ? now : startedAt;
    attempt.m_finishedAt = finishedAt;
    return attempt;
}

void QuizAttempt::finish()
{
    if (!isFinished())
        m_finishedAt = QDateTime::currentDateTimeUtc();
}

QDateTime QuizAttempt::deadline() const
{
    if (!m_options.exam || m_options.timeLimitMinutes <= 0)
        return {};
    return m_startedAt.addSecs(qint64(m_options.timeLimitMinutes) * 60);
}

qint64 QuizAttempt::secondsLeft(const QDateTime &now) const
{
    const QDateTime end = deadline();
    if (!end.isValid())
        return 0;
    return qBound<qint64>(0, now.secsTo(end), qint64(m_options.timeLimitMinutes) * 60);
}

QList<int> QuizAttempt::missedQuestions() const
{
    QList<int> missed;
    for (int i = 0; i < questionCount(); ++i) {
        if (!isCorrect(i))
            missed.append(i);
    }
    return missed;
}

QuestionBank QuizAttempt::missedBank() const
{
    QuestionBank bank = m_bank;
    bank.questions.clear();
    for (const int index : missedQuestions())
        bank.questions.append(m_bank.questions.at(index));
    return bank;
}

bool QuizAttempt::answerWithBankOption(int index, int bankOption)
{
    // In exam mode an answer can be changed until the attempt is handed in (or its time runs out).
    if (index < 0 || index >= questionCount() || (isAnswered(index) && !m_options.exam) || isFinished()
        || bankOption < 0 || bankOption >= question(index).options.size())
        return false;
    m_answers[index] = bankOption;
    m_answeredAt[index] = QDateTime::currentDateTimeUtc();
    if (isComplete() && !m_options.exam) // an exam ends when it is handed in
        m_finishedAt = m_answeredAt.at(index);
    return true;
}

bool QuizAttempt::isHintAvailable(int index) const
{
    return !m_options.exam && !isFinished() && !isAnswered(index)
           && m_hintsUsed.at(index) < question(index).hints.size();
}

bool QuizAttempt::useHint(int index)
{
    if (index < 0 || index >= questionCount() || !isHintAvailable(index))
        return false;
    ++m_hintsUsed[index];
    return true;
}

bool QuizAttempt::setHintsUsed(const QList<int> &hintsUsed)
{
    if (hintsUsed.size() != questionCount())
        return false;
    for (int i = 0; i < questionCount(); ++i) {
        if (hintsUsed.at(i) < 0 || hintsUsed.at(i) > question(i).hints.size())
            return false;
    }
    m_hintsUsed = hintsUsed;
    return true;
}

bool QuizAttempt::isCorrect(int index) const
{
    return m_answers.at(index) == question(index).correctOption;
}

int QuizAttempt::answeredCount() const
{
    return int(std::count_if(m_answers.cbegin(), m_answers.cend(), [](int a) { return a != NotAnswered; }));
}

int QuizAttempt::correctCount() const
{
    int correct = 0;
    for (int i = 0; i < questionCount(); ++i)
        correct += isCorrect(i) ? 1 : 0;
    return correct;
}

int QuizAttempt::firstUnanswered() const
{
    const int found = int(m_answers.indexOf(NotAnswered));
    return found < 0 ? questionCount() : found;
}
