// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/question.h"
#include "core/quiz/simulatorscene.h"

#include <QList>

// One option of a practice question before the set places it: the number it stands for (a count, or a spacing k),
// its text, and for a wrong option the feedback that names the mistake and shows the wrong computation.
struct PracticeChoice
{
    qint64 value = 0;
    LocalizedText text;
    LocalizedText feedback; // empty for the key
};

// What a question kind makes from its drawn numbers: the stem, the key computed by the simulator, every typical
// mistake that applies (the set keeps three whose values differ from the key and from each other), the explanation
// with the actual numbers, the source and the scene that shows the case. Plain data.
struct PracticeDraft
{
    LocalizedText stem;
    PracticeChoice key;
    QList<PracticeChoice> mistakes;
    LocalizedText explanation;
    QuestionReference reference;
    SimulatorScene scene;
};
