// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/attemptsummary.h"

#include "core/session/attemptrecord.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

AttemptSummary AttemptSummary::of(const AttemptRecord &record)
{
    const QuizAttempt &attempt = record.attempt;
    AttemptSummary summary;
    summary.id = record.id;
    summary.quizTitle = attempt.bank().title;
    summary.language = record.language;
    summary.options = attempt.options();
    summary.startedAt = attempt.startedAt();
    summary.finishedAt = attempt.finishedAt();
    summary.questionCount = attempt.questionCount();
    summary.answeredCount = attempt.answeredCount();
    summary.correctCount = attempt.correctCount();
    summary.exported = record.exported;
    return summary;
}

QJsonObject AttemptSummary::toJson() const
{
    QJsonObject title;
    for (auto it = quizTitle.byLanguage().cbegin(); it != quizTitle.byLanguage().cend(); ++it)
        title.insert(it.key(), it.value());
    return {{u"id"_s, id},
            {u"title"_s, title},
            {u"language"_s, language},
            {u"exam"_s, options.exam},
            {u"time_limit_minutes"_s, options.timeLimitMinutes},
            {u"retry"_s, options.retry},
            {u"started_at"_s, startedAt.toString(Qt::ISODateWithMs)},
            {u"finished_at"_s, finishedAt.isValid() ? finishedAt.toString(Qt::ISODateWithMs) : QString()},
            {u"questions"_s, questionCount},
            {u"answered"_s, answeredCount},
            {u"correct"_s, correctCount},
            {u"exported"_s, exported}};
}

std::optional<AttemptSummary> AttemptSummary::fromJson(const QJsonObject &json)
{
    const auto count = [&json](const QString &key, int maximum) -> std::optional<int> {
        const QJsonValue value = json.value(key);
        const double number = value.toDouble(-1);
        if (!value.isDouble() || number < 0 || number > maximum || number != double(int(number)))
            return std::nullopt;
        return int(number);
    };
    AttemptSummary summary;
    summary.id = json.value(u"id"_s).toString();
    summary.language = json.value(u"language"_s).toString();
    summary.options.exam = json.value(u"exam"_s).toBool();
    summary.options.retry = json.value(u"retry"_s).toBool();
    summary.startedAt = QDateTime::fromString(json.value(u"started_at"_s).toString(), Qt::ISODateWithMs);
    const QString finished = json.value(u"finished_at"_s).toString();
    summary.finishedAt = finished.isEmpty() ? QDateTime() : QDateTime::fromString(finished, Qt::ISODateWithMs);
    summary.exported = json.value(u"exported"_s).toBool();
    const std::optional<int> limit = count(u"time_limit_minutes"_s, AttemptOptions::MaxTimeLimitMinutes);
    const std::optional<int> questions = count(u"questions"_s, QuestionBankLoader::MaxQuestions);
    const std::optional<int> answered = count(u"answered"_s, questions.value_or(0));
    const std::optional<int> correct = count(u"correct"_s, answered.value_or(0));
    const QJsonObject title = json.value(u"title"_s).toObject();
    if (!AttemptRecord::isValidId(summary.id) || !summary.startedAt.isValid()
        || (!finished.isEmpty() && !summary.finishedAt.isValid()) || !limit || !questions || !answered || !correct)
        return std::nullopt;
    summary.options.timeLimitMinutes = *limit;
    summary.questionCount = *questions;
    summary.answeredCount = *answered;
    summary.correctCount = *correct;
    QHash<QString, QString> byLanguage;
    for (auto it = title.constBegin(); it != title.constEnd(); ++it) {
        if (Language::isSupported(it.key()))
            byLanguage.insert(it.key(), it.value().toString().left(QuestionBankLoader::MaxTextLength));
    }
    summary.quizTitle = LocalizedText(std::move(byLanguage), summary.language);
    return summary;
}
