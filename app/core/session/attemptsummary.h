// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/localizedtext.h"
#include "core/quiz/quizattempt.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

struct AttemptRecord;

// What History lists of a past attempt, without its bank: a record holds the whole bank (up to 10 MB), and parsing
// thirty of those to draw a table froze the window for 21 s and took 4 GB. Summaries are kept in a small index beside
// the history (AttemptStore::loadSummaries), and the full record is read only when one is opened.
struct AttemptSummary
{
    QString id;
    LocalizedText quizTitle;
    QString language;
    AttemptOptions options;
    QDateTime startedAt;
    QDateTime finishedAt; // invalid while unfinished
    int questionCount = 0;
    int answeredCount = 0;
    int correctCount = 0;
    bool exported = false;

    static AttemptSummary of(const AttemptRecord &record);

    bool isFinished() const { return finishedAt.isValid(); }
    // The score in whole percent of the questions; 0 for an empty quiz.
    int percent() const { return questionCount > 0 ? qRound(100.0 * correctCount / questionCount) : 0; }

    QJsonObject toJson() const;
    // nullopt for an entry that is not one this version wrote: the record is then read again.
    static std::optional<AttemptSummary> fromJson(const QJsonObject &json);
};
