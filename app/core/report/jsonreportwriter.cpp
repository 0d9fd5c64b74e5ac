// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/jsonreportwriter.h"

#include "core/report/scorereport.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

QJsonValue jsonTime(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

// 1-based, or null for a position that is not known (not answered, key left out, an older report).
QJsonValue jsonOption(int zeroBased)
{
    return zeroBased >= 0 ? QJsonValue(zeroBased + 1) : QJsonValue(QJsonValue::Null);
}

QJsonObject question(const ReportQuestion &entry)
{
    QJsonObject json;
    json.insert(u"number"_s, entry.number);
    json.insert(u"id"_s, entry.id);
    json.insert(u"stem"_s, entry.stem);
    json.insert(u"chosenOption"_s, jsonOption(entry.chosenOption));
    json.insert(u"chosenShownOption"_s, jsonOption(entry.chosenShown));
    json.insert(u"chosenText"_s, entry.isAnswered() ? QJsonValue(entry.chosenText) : QJsonValue(QJsonValue::Null));
    json.insert(u"chosenFeedback"_s, orNull(entry.chosenFeedback));
    json.insert(u"isCorrect"_s, entry.isCorrect());
    json.insert(u"answeredAt"_s, jsonTime(entry.answeredAt));
    // Only when hints were used: a report without any reads and digests as it did before hints existed.
    if (entry.hintsUsed > 0)
        json.insert(u"hintsUsed"_s, entry.hintsUsed);
    json.insert(u"correctShownOption"_s, jsonOption(entry.correctShown));
    if (!entry.hasKey()) {
        // Left out on request (an unanswered question of a report without the answer key): nulls, not absent
        // fields, so a reader sees that the key was withheld.
        for (const QString &field : {u"correctOption"_s, u"correctText"_s, u"explanation"_s, u"reference"_s})
            json.insert(field, QJsonValue(QJsonValue::Null));
        return json;
    }
    json.insert(u"correctOption"_s, entry.correctOption + 1);
    json.insert(u"correctText"_s, entry.correctText);
    json.insert(u"explanation"_s, entry.explanation);
    QJsonObject reference;
    reference.insert(u"citation"_s, entry.referenceCitation);
    reference.insert(u"url"_s, orNull(entry.referenceUrl));
    json.insert(u"reference"_s, reference);
    return json;
}

} // namespace

QJsonObject JsonReportWriter::toJson(const ScoreReport &report)
{
    QJsonObject json;
    json.insert(u"format"_s, formatName());
    json.insert(u"version"_s, FormatVersion);
    json.insert(u"appVersion"_s, report.appVersion);
    json.insert(u"language"_s, report.language);
    json.insert(u"learner"_s, report.learnerName);
    json.insert(u"learnerId"_s, report.learnerId);
    json.insert(u"attemptId"_s, report.attemptId);
    json.insert(u"mode"_s, ScoreReport::modeName(report.mode));
    json.insert(u"timeLimitMinutes"_s, report.timeLimitMinutes);
    if (!report.assignmentId.isEmpty())
        json.insert(u"assignment"_s, QJsonObject{{u"id"_s, report.assignmentId},
                                                 {u"due"_s, jsonTime(report.due)},
                                                 {u"late"_s, report.isLate()}});

    QJsonObject quiz;
    quiz.insert(u"id"_s, report.quizId);
    quiz.insert(u"title"_s, report.quizTitle);
    quiz.insert(u"sha256"_s, report.bankSha256);
    quiz.insert(u"questions"_s, report.wholeQuizCount());
    json.insert(u"quiz"_s, quiz);

    json.insert(u"startedAt"_s, jsonTime(report.startedAt));
    json.insert(u"finishedAt"_s, jsonTime(report.finishedAt));
    json.insert(u"exportedAt"_s, jsonTime(report.exportedAt));
    json.insert(u"durationSeconds"_s, report.durationSeconds());
    json.insert(u"complete"_s, report.isComplete());

    QJsonObject score;
    score.insert(u"correct"_s, report.correctCount());
    score.insert(u"answered"_s, report.answeredCount());
    score.insert(u"total"_s, report.questionCount());
    score.insert(u"percent"_s, report.percent());
    score.insert(u"percentOfQuiz"_s, report.percentOfWholeQuiz());
    json.insert(u"score"_s, score);

    QJsonArray questions;
    for (const ReportQuestion &entry : report.questions)
        questions.append(question(entry));
    json.insert(u"questions"_s, questions);

    if (report.simulator.isEmpty()) {
        json.insert(u"simulator"_s, QJsonValue(QJsonValue::Null));
    } else {
        QJsonObject simulator;
        QJsonArray figures;
        for (const ReportFact &figure : report.simulator.figures)
            figures.append(QJsonObject{{u"label"_s, figure.label}, {u"value"_s, figure.value}});
        simulator.insert(u"figures"_s, figures);
        simulator.insert(u"chartPng"_s, report.simulator.chartPng.isEmpty()
                                            ? QJsonValue(QJsonValue::Null)
                                            : QJsonValue(QString::fromLatin1(report.simulator.chartPng.toBase64())));
        json.insert(u"simulator"_s, simulator);
    }
    json.insert(u"digest"_s, digest(json));
    return json;
}

QString JsonReportWriter::digest(QJsonObject json)
{
    json.remove(u"digest"_s);
    const QByteArray bytes = QJsonDocument(json).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QByteArray JsonReportWriter::write(const ScoreReport &report, const RenderOptions &, QString *)
{
    return QJsonDocument(toJson(report)).toJson(QJsonDocument::Indented);
}
