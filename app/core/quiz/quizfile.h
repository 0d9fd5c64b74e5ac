// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/quiz/quizattempt.h"

// Opening a quiz file of any format the app reads (its bytes are read once, so pipes work too; a teacher's assignment
// file opens as its bank with the assignment's options), and exporting a bank
// for Moodle, for the window and the commands alike. Opening fails with the first error, "<file>:<place>: <what>", and
// succeeds with the questions the app can play; exporting writes GIFT or Moodle XML (told from the extension) through
// SafeFileWriter, so the file is either completely written or left as it was, and never over the bank it was read from.
class QuizFile final
{
public:
    // Pipes and sockets are read for a few seconds at most (the commands) or refused (the window, whose thread must
    // never wait on a writer).
    enum class Streams { WaitBriefly, Refuse };
    // A file opened: the questions the app plays, how many it skipped (kinds it cannot play) and every warning,
    // "<file>:<line>:<column>: warning: …" as check-quiz prints them, so that nothing is left out silently.
    struct Opened
    {
        QuestionBank bank;
        qsizetype skipped = 0;
        QStringList warnings;
        // An assignment file's mode and rules (Assignment), which the attempt must keep; the defaults for a bank.
        AttemptOptions options;
    };
    static Expected<Opened> open(const QString &path, Streams streams = Streams::WaitBriefly);
    static Expected<QuestionBank> load(const QString &path, Streams streams = Streams::WaitBriefly);
    // In `language` (missing text falls back as on screen). The error is a clause that follows the file name.
    static Expected<void> exportBank(const QuestionBank &bank, const QString &path, const QString &language);
};
