// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/practice/practicekinds.h"
#include "core/quiz/questionbank.h"

#include <QList>

// A generated practice question together with what the tests and the UI need beyond the bank: its kind and the
// number each option stands for, in bank order (a count of activations or forwards, or a spacing k).
struct PracticeQuestion
{
    PracticeKind kind = PracticeKind::UniformPeak;
    Question question;
    QList<qint64> values;
};

// "Predict, then simulate": a quiz of practice questions whose numbers are drawn from a seed and whose answer keys
// the simulator computes. The kinds are mixed (every kind once before any repeats), each question has three
// distractors from typical mistakes, the key sits at a random position, and every question carries the scene that
// shows its case. The same seed gives the same bank on every platform (PracticeRandom).
class PracticeSet final
{
public:
    static constexpr int DefaultCount = 8;
    static constexpr int OptionsPerQuestion = 4; // the key and three distractors

    static QList<PracticeQuestion> questions(quint32 seed, int count = DefaultCount);
    // One question of `kind` with numbers drawn from `seed`: what spaced review asks when a kind falls due.
    static PracticeQuestion question(PracticeKind kind, quint32 seed);
    // The bank "practice", ready for a QuizAttempt.
    static QuestionBank generate(quint32 seed, int count = DefaultCount);
};
