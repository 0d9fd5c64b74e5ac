// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/questionbank.h"

// The built-in gradient-checkpointing quiz, as the tests of the store, the session and the windows load it; a test
// without it cannot run, so a failure to read it ends the test.
inline QuestionBank seedBank()
{
    const Expected<QuestionBank> bank
        = QuestionBankLoader::fromFile(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json"));
    if (!bank)
        qFatal("%s", qPrintable(bank.error()));
    return *bank;
}
