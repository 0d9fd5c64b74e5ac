// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/localizedtext.h"
#include "core/quiz/simulatorscene.h"
#include "core/quiz/taskgoal.h"
#include "core/quiz/tasktry.h"

#include <QList>

#include <cmath>

#include <QString>
#include <optional>

// One multiple-choice question as the bank defines it: options in bank order, the right one by index, an
// explanation of the right answer and, for every wrong option, why it is wrong.
struct QuestionOption
{
    LocalizedText text;
    LocalizedText feedback; // empty for the correct option: its explanation is the question's
};

struct QuestionReference
{
    QString citation;
    QString url;
};

// A nudge toward the answer without giving it, which a learner may ask for; it may take the simulator to a scene
// (captioned by the hint's own text). A task's hint may say, as data, what it tells the learner to do (`recipe`, the
// bank's "try"), which check-quiz and the tests do to prove the hint leads to an accepted answer. Read and written by
// the bank format and Moodle XML's <hint>.
struct QuestionHint
{
    LocalizedText text;
    std::optional<SimulatorScene> scene;
    std::optional<TaskTry> recipe;
};

// A question answered by a number first (predict, then simulate; ux-2 F14): the learner commits a prediction before
// the options or the simulator are shown. Each of the bank's options stands for a value, and a number within
// `tolerance` of one chooses it (the key before the others), so a number that is a typical mistake gets that
// mistake's feedback. Two outcome options follow the bank's, written by the app in every language like a task's: a
// number that is none of them, and a look at the simulator before committing. Both are wrong: peeking costs the point.
struct QuestionPrediction
{
    QList<double> values; // per option of the bank, in bank order (not the two outcomes)
    double tolerance = 0; // absolute, in the unit of the values

    int otherOption() const { return int(values.size()); }
    int peekedOption() const { return int(values.size()) + 1; }
    // The option (bank order) a committed number chooses: the nearest within the tolerance, the key on a tie.
    int optionFor(double number, int correctOption) const
    {
        int chosen = otherOption();
        double best = tolerance;
        for (int option = 0; option < int(values.size()); ++option) {
            const double distance = std::abs(number - values.at(option));
            if (distance < best || (distance <= best && (chosen == otherOption() || option == correctOption))) {
                chosen = option;
                best = distance;
            }
        }
        return chosen;
    }
};

struct Question
{
    static constexpr int MaxHints = 3;

    QString id;
    LocalizedText stem;
    QList<QuestionOption> options;
    int correctOption = 0; // 0-based index into options (the JSON file counts from 1)
    LocalizedText explanation;
    QuestionReference reference;
    // Where "Show me" takes the simulator; none for questions it does not illustrate.
    std::optional<SimulatorScene> scene;
    QList<QuestionHint> hints; // at most MaxHints, in the order they are offered
    // The idea the question tests ("spacing", "recompute-cost"): spaced review reports mastery per concept. Empty
    // when the bank names none; the review schedule then files it under the bank's id.
    QString conceptId;
    // A guided task ("type": "task"): the learner puts the simulator into a state that meets the goal. Its options
    // are then the two outcomes, goal met (right) and gave up (wrong), which the bank does not write.
    std::optional<TaskGoal> task;
    // Answered by a committed number; its options then end with the two outcomes.
    std::optional<QuestionPrediction> prediction;
};
