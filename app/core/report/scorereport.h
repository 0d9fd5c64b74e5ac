// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/i18n/language.h"
#include "core/report/reportfact.h"
#include "core/report/reportquestion.h"
#include "core/report/reportsimulatorsection.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

class QuizAttempt;

// Everything a score report says, frozen at export time and resolved to one language: who took which quiz,
// when, the score, each question with the chosen and the correct option, and the simulator as it was. It is the
// single input of every writer (PDF, HTML, CSV, JSON) and what the JSON reader gives back, so the formats cannot
// disagree. Counts, percent, completeness and duration are derived from the questions and times, never stored.
struct ScoreReport
{
    // How the attempt was taken; a teacher reads a retry's 100 % differently from an exam's.
    enum class Mode { Immediate, Exam, Retry, Paper };

    QString appVersion;
    QString language = Language::english().code; // one of Language::codes()
    QString learnerName;                         // may be empty
    QString learnerId;                           // an e-mail address or ID number for gradebooks; may be empty
    QString attemptId;                           // a UUID; the same attempt exported twice has the same id
    Mode mode = Mode::Immediate;
    int timeLimitMinutes = 0;   // Exam only; 0: no limit
    int wholeQuizQuestions = 0; // the quiz's questions when this attempt holds fewer (a retry); 0: questionCount()
    QString quizId;
    QString quizTitle;
    QString bankSha256;   // QuestionBankWriter::sha256 of the bank played: reports of one quiz version share it
    QString assignmentId; // the teacher's assignment the attempt answers (Assignment); empty: none
    QDateTime due;        // the assignment's due date; invalid: none
    QDateTime startedAt;
    QDateTime finishedAt; // invalid for a partial attempt
    QDateTime exportedAt;
    QList<ReportQuestion> questions;
    ReportSimulatorSection simulator; // figures only: fromAttempt turns readings into figures

    // The title block under the quiz title, in order: learner, language, times, duration, app version; labelled
    // in the installed language (the report's).
    QList<ReportFact> facts() const;

    // An unsupported language falls back to English, as LocalizedText does.
    static ScoreReport fromAttempt(const QuizAttempt &attempt, const QString &language, const QString &learnerName,
                                   const ReportSimulatorSection &simulator, const QDateTime &exportedAt);

    // This report with the answer key of every unanswered question left out (ReportQuestion::withoutAnswerKey).
    ScoreReport withoutAnswerKey() const;

    int questionCount() const { return int(questions.size()); }
    int answeredCount() const;
    int correctCount() const;
    bool isComplete() const { return answeredCount() == questionCount(); }
    double percent() const;     // 0..100 of all questions, unanswered ones count as wrong
    int roundedPercent() const; // what the human-readable formats print
    int wholeQuizCount() const { return wholeQuizQuestions > 0 ? wholeQuizQuestions : questionCount(); }
    double percentOfWholeQuiz() const; // 0..100 of the whole quiz's questions
    // "Exam, 30-minute time limit", "Retry of 4 missed questions (the quiz has 10)", …
    QString modeText() const;
    // The line under the score: complete or partial, and for a retry of which quiz.
    QString completenessText() const;
    // The SHA-256 of the report's content (JsonReportWriter::digest): the same in every format, so a printed
    // report can be compared with its JSON, and a JSON file edited by hand is found.
    QString digest() const;
    // The mode as files write it: "immediate", "exam", "retry", "paper"; nullopt for another name.
    static QString modeName(Mode mode);
    static std::optional<Mode> modeFromName(const QString &name);
    // The end of the time measured: when the last answer came, or the export for a partial attempt.
    QDateTime endedAt() const { return finishedAt.isValid() ? finishedAt : exportedAt; }
    qint64 durationSeconds() const;
    // Handed in (or, when partial, exported) after the assignment's due date.
    bool isLate() const { return due.isValid() && endedAt() > due; }

    friend bool operator==(const ScoreReport &a, const ScoreReport &b);
};
