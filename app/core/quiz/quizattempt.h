#pragma once

#include "core/quiz/questionbank.h"

#include <QDateTime>
#include <QList>

// One learner's pass through a bank: the (optionally shuffled) order in which each question's options are shown,
// the answers given so far and the score. Option indexes in the public API are "displayed" positions unless the
// name says "bank"; the shuffle is fixed by a seed so an attempt can be reproduced (tests, reports, resume).
class QuizAttempt final
{
public:
    static constexpr int NotAnswered = -1;

    explicit QuizAttempt(QuestionBank bank, quint32 shuffleSeed = 0);

    // A fresh seed per attempt, so the seeds' diagonal answer pattern does not give answers away.
    static quint32 randomSeed();

    const QuestionBank &bank() const { return m_bank; }
    int questionCount() const { return int(m_bank.questions.size()); }
    const Question &question(int index) const { return m_bank.questions.at(index); }

    // Bank index of the option shown at displayed position `displayed` of question `index`.
    int bankOption(int index, int displayed) const { return m_order.at(index).at(displayed); }
    int displayedCorrectOption(int index) const;

    // Records an answer; a question can be answered once. Returns false (and changes nothing) otherwise.
    [[nodiscard]] bool answer(int index, int displayedOption);
    [[nodiscard]] bool answerWithBankOption(int index, int bankOption);

    bool isAnswered(int index) const { return m_answers.at(index) != NotAnswered; }
    bool isCorrect(int index) const;
    int chosenBankOption(int index) const { return m_answers.at(index); }
    int answeredCount() const;
    int correctCount() const;
    bool isComplete() const { return answeredCount() == questionCount(); }
    // The first question without an answer, or questionCount() when the attempt is complete.
    int firstUnanswered() const;

    QDateTime startedAt() const { return m_startedAt; }
    QDateTime finishedAt() const { return m_finishedAt; } // invalid until the last answer
    void setStartedAt(const QDateTime &when) { m_startedAt = when; }

private:
    QuestionBank m_bank;
    QList<QList<int>> m_order;
    QList<int> m_answers;
    QDateTime m_startedAt = QDateTime::currentDateTimeUtc();
    QDateTime m_finishedAt;
};
