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

class QuizAttempt;

// Everything a score report says, frozen at export time and resolved to one language: who took which quiz,
// when, the score, each question with the chosen and the correct option, and the simulator as it was. It is the
// single input of every writer (PDF, HTML, CSV, JSON) and what the JSON reader gives back, so the formats cannot
// disagree. Counts, percent, completeness and duration are derived from the questions and times, never stored.
struct ScoreReport
{
    QString appVersion;
    QString language = Language::english().code; // one of Language::codes()
    QString learnerName;                         // may be empty
    QString quizId;
    QString quizTitle;
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
    // The end of the time measured: when the last answer came, or the export for a partial attempt.
    QDateTime endedAt() const { return finishedAt.isValid() ? finishedAt : exportedAt; }
    qint64 durationSeconds() const;

    friend bool operator==(const ScoreReport &a, const ScoreReport &b);
};
