// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/quiz/questionbank.h"

#include <QDateTime>
#include <QList>

// How an attempt gives feedback: at once after each answer (the default, for learning), or held back until the
// attempt is finished (exam mode, optionally with a time limit after which the attempt finishes by itself).
struct AttemptOptions
{
    static constexpr int MaxTimeLimitMinutes = 24 * 60;

    bool exam = false;
    int timeLimitMinutes = 0; // 0: no limit; exam mode only
    bool retry = false;       // the attempt replays the questions an earlier one missed
    // How many questions the whole quiz has: a retry's bank holds only the missed ones, and its report says "retry of
    // 4 missed of 10". 0 means the attempt's own bank is the whole quiz.
    int wholeQuizQuestions = 0;
    // A teacher's assignment (Assignment) sets these and the learner cannot change them; an attempt of one's own has
    // no assignment id and the defaults.
    QString assignmentId{};       // a UUID; empty: not an assignment
    bool simulatorAllowed = true; // during an exam; always allowed once it is handed in
    bool answerKeyShown = true;   // a missed question's right option, explanation and source, with its feedback
    QDateTime due{};              // invalid: no due date; a late attempt is taken and its report says so

    bool isAssignment() const { return !assignmentId.isEmpty(); }

    friend bool operator==(const AttemptOptions &a, const AttemptOptions &b)
    {
        return a.exam == b.exam && a.timeLimitMinutes == b.timeLimitMinutes && a.retry == b.retry
               && a.wholeQuizQuestions == b.wholeQuizQuestions && a.assignmentId == b.assignmentId
               && a.simulatorAllowed == b.simulatorAllowed && a.answerKeyShown == b.answerKeyShown && a.due == b.due;
    }
};

// One learner's pass through a bank: the (optionally shuffled) order in which each question's options are shown,
// the answers given so far and the score. Option indexes in the public API are "displayed" positions unless the
// name says "bank"; the shuffle is fixed by a seed so an attempt can be reproduced (tests, reports, resume).
class QuizAttempt final
{
public:
    static constexpr int NotAnswered = -1;

    explicit QuizAttempt(QuestionBank bank, quint32 shuffleSeed = 0, AttemptOptions options = {});

    // An attempt as it was saved; fails (saying what is wrong) when the order or the answers do not fit the bank.
    // `answeredAt` may be empty (records from before answer times were kept).
    static Expected<QuizAttempt> restore(QuestionBank bank, const QList<QList<int>> &order, const QList<int> &answers,
                                         AttemptOptions options, const QDateTime &startedAt,
                                         const QDateTime &finishedAt, const QList<QDateTime> &answeredAt = {});

    // A fresh seed per attempt, so the seeds' diagonal answer pattern does not give answers away.
    static quint32 randomSeed();

    const QuestionBank &bank() const { return m_bank; }
    int questionCount() const { return int(m_bank.questions.size()); }
    const Question &question(int index) const { return m_bank.questions.at(index); }

    // Bank index of the option shown at displayed position `displayed` of question `index`.
    int bankOption(int index, int displayed) const { return m_order.at(index).at(displayed); }
    int displayedCorrectOption(int index) const;

    const AttemptOptions &options() const { return m_options; }
    // The displayed order of question `index`'s options, as bank indexes.
    const QList<int> &order(int index) const { return m_order.at(index); }

    // Records an answer; a question can be answered once (in exam mode changed until the exam is handed in), and not
    // after the attempt is finished. Returns false (and changes nothing) otherwise.
    [[nodiscard]] bool answer(int index, int displayedOption);
    [[nodiscard]] bool answerWithBankOption(int index, int bankOption);

    bool isAnswered(int index) const { return m_answers.at(index) != NotAnswered; }
    // Hints (Question::hints) are offered one at a time before a question is answered, never in exam mode.
    bool isHintAvailable(int index) const;
    // Shows the next hint of question `index`; false (and nothing changes) when none is available.
    [[nodiscard]] bool useHint(int index);
    int hintsUsed(int index) const { return m_hintsUsed.at(index); }
    const QList<int> &hintsUsed() const { return m_hintsUsed; }
    // A saved attempt's hint counts; false when they do not fit the bank (one per question, within its hints).
    [[nodiscard]] bool setHintsUsed(const QList<int> &hintsUsed);
    bool isCorrect(int index) const;
    int chosenBankOption(int index) const { return m_answers.at(index); }
    // When question `index` was answered (UTC); invalid when it was not, or the record predates answer times.
    QDateTime answeredAt(int index) const { return m_answeredAt.at(index); }
    // The questions of the whole quiz: the bank's, or for a retry the quiz whose missed questions it replays.
    int wholeQuizQuestionCount() const
    {
        return m_options.wholeQuizQuestions > 0 ? m_options.wholeQuizQuestions : questionCount();
    }
    int answeredCount() const;
    int correctCount() const;
    bool isComplete() const { return answeredCount() == questionCount(); }
    // Finished: every question answered (an exam: handed in, or its time ran out), or ended early.
    bool isFinished() const { return m_finishedAt.isValid(); }
    void finish();
    // Whether the verdict of question `index` may be shown now: at once, or in exam mode only once finished.
    bool isFeedbackVisible(int index) const { return isAnswered(index) && (!m_options.exam || isFinished()); }
    // Whether question `index`'s right option, explanation and source may be shown: with its feedback, unless an
    // assignment withholds the key (then only for a question answered right, whose key the learner knows).
    bool isKeyVisible(int index) const
    {
        return isFeedbackVisible(index) && (m_options.answerKeyShown || isCorrect(index));
    }
    // Whether the simulator may be used now: not during an assignment's exam that forbids it.
    bool isSimulatorAllowed() const { return m_options.simulatorAllowed || !m_options.exam || isFinished(); }
    // The time an exam with a limit ends by itself; invalid without a limit.
    QDateTime deadline() const;
    // Seconds until the deadline at `now`, never below 0 nor above the limit: a clock set back after the start (or a
    // record from a machine with a wrong clock) shows at most the limit, not days.
    qint64 secondsLeft(const QDateTime &now) const;
    // An exam that ended because its time ran out (in the app, or while it was closed), not by a hand-in.
    bool ranOutOfTime() const { return isFinished() && deadline().isValid() && m_finishedAt >= deadline(); }
    // Bank indexes of the questions answered wrongly or not at all, in bank order.
    QList<int> missedQuestions() const;
    // The bank cut down to the missed questions (same id and titles), for "Retry the ones I missed".
    QuestionBank missedBank() const;
    // The first question without an answer, or questionCount() when the attempt is complete.
    int firstUnanswered() const;

    QDateTime startedAt() const { return m_startedAt; }
    QDateTime finishedAt() const { return m_finishedAt; } // invalid until the last answer
    void setStartedAt(const QDateTime &when) { m_startedAt = when; }

private:
    QuestionBank m_bank;
    AttemptOptions m_options;
    QList<QList<int>> m_order;
    QList<int> m_answers;
    QList<QDateTime> m_answeredAt;
    QList<int> m_hintsUsed;
    QDateTime m_startedAt = QDateTime::currentDateTimeUtc();
    QDateTime m_finishedAt;
};
