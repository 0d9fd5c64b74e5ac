// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/quiz/localizedtext.h"
#include "core/quiz/simulatorscene.h"
#include "core/quiz/taskgoal.h"
#include "core/quiz/tasktry.h"

#include <QList>

#include <optional>

// One step of a lesson: a sentence, the scene it starts from, and what the learner must do in the simulator before
// the next step opens (a goal on its state, playing the step's schedule to the end, or both).
struct LessonStep
{
    LocalizedText text;
    std::optional<SimulatorScene> scene;
    std::optional<TaskGoal> goal;
    std::optional<TaskTry> recipe; // what the text tells the learner to do ("try"), for the tests to do
    bool playToEnd = false;
};

// A short guided lesson ("Learn in 3 minutes"), kept as content in resources/lessons/ like the banks, in every
// language the app speaks: {"format": "checkpoint-quiz-lesson", "version": 1, "id", "title", "steps": [{"text",
// "scene"?, "goal"?, "try"?, "play_to_end"?}]}. Every step asks for something (a goal or play_to_end).
struct Lesson
{
    static constexpr int FormatVersion = 1;
    static constexpr int MaxSteps = 20;

    QString id;
    LocalizedText title;
    QList<LessonStep> steps;

    static Expected<Lesson> fromJson(const QByteArray &json, const QString &sourceName);
    // The first lesson, from the app's resources.
    static Expected<Lesson> first();
};
