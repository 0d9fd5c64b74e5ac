#include "core/quiz/quizattempt.h"

#include <QRandomGenerator>

#include <algorithm>
#include <numeric>

QuizAttempt::QuizAttempt(QuestionBank bank, quint32 shuffleSeed)
    : m_bank(std::move(bank))
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

bool QuizAttempt::answerWithBankOption(int index, int bankOption)
{
    if (index < 0 || index >= questionCount() || isAnswered(index) || bankOption < 0
        || bankOption >= question(index).options.size())
        return false;
    m_answers[index] = bankOption;
    if (isComplete())
        m_finishedAt = QDateTime::currentDateTimeUtc();
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
