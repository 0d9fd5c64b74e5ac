// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/attemptrecord.h"

#include "core/io/jsonsource.h"
#include "core/quiz/assignment.h"
#include "core/quiz/questionbankwriter.h"

#include <QJsonArray>
#include <QUuid>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr auto Format = "checkpoint-quiz-attempt"_L1;

QJsonArray intArray(const QList<int> &values)
{
    QJsonArray array;
    for (const int value : values)
        array.append(value);
    return array;
}

QList<int> intList(const JsonCursor &at, int minimum)
{
    QList<int> values;
    for (const JsonCursor &element : at.elements())
        values.append(element.integer(minimum));
    return values;
}

QString isoDate(const QDateTime &when)
{
    return when.isValid() ? when.toString(Qt::ISODateWithMs) : QString();
}

} // namespace

bool AttemptRecord::isValidId(const QString &id)
{
    const QUuid parsed = QUuid::fromString(id);
    return !parsed.isNull() && parsed.toString(QUuid::WithoutBraces) == id;
}

AttemptRecord AttemptRecord::create(QuizAttempt attempt, const QString &language, const QString &learnerName)
{
    return {QUuid::createUuid().toString(QUuid::WithoutBraces), std::move(attempt), language, learnerName, false};
}

QJsonObject AttemptRecord::toJson() const
{
    QJsonObject json = toJson(QString());
    json.remove(u"bank_sha256"_s);
    json.insert(u"bank"_s, QuestionBankWriter::toJson(attempt.bank()));
    return json;
}

QJsonObject AttemptRecord::toJson(const QString &bankSha256) const
{
    QJsonArray order;
    for (int i = 0; i < attempt.questionCount(); ++i)
        order.append(intArray(attempt.order(i)));
    QList<int> answers;
    QJsonArray answeredAt;
    for (int i = 0; i < attempt.questionCount(); ++i) {
        answers.append(attempt.chosenBankOption(i));
        answeredAt.append(attempt.answeredAt(i).isValid() ? QJsonValue(isoDate(attempt.answeredAt(i))) : QJsonValue());
    }
    const AttemptOptions &options = attempt.options();
    QJsonObject json{
        {u"format"_s, Format},
        {u"version"_s, FormatVersion},
        {u"id"_s, id},
        {u"language"_s, language},
        {u"learner"_s, learnerName},
        {u"exported"_s, exported},
        {u"exam"_s, options.exam},
        {u"time_limit_minutes"_s, options.timeLimitMinutes},
        {u"retry"_s, options.retry},
        {u"whole_quiz_questions"_s, options.wholeQuizQuestions},
        {u"started_at"_s, isoDate(attempt.startedAt())},
        {u"finished_at"_s, attempt.isFinished() ? QJsonValue(isoDate(attempt.finishedAt())) : QJsonValue()},
        {u"order"_s, order},
        {u"answers"_s, intArray(answers)}, // bank option indexes, -1 for unanswered
        {u"answered_at"_s, answeredAt},
        {u"bank_sha256"_s, bankSha256}};
    if (std::any_of(attempt.hintsUsed().cbegin(), attempt.hintsUsed().cend(), [](int used) { return used > 0; }))
        json.insert(u"hints_used"_s, intArray(attempt.hintsUsed()));
    if (options.isAssignment()) {
        QJsonObject rules;
        Assignment::writeRules(options, rules);
        json.insert(u"assignment"_s, rules);
    }
    return json;
}

Expected<AttemptRecord> AttemptRecord::fromJson(const QJsonObject &json, const QString &sourceName,
                                                const BankByDigest &bankByDigest)
{
    // The bank is read by its own loader (which has its own paths), then the attempt around it.
    return JsonSource::parseWith<AttemptRecord>(
        Expected<QJsonObject>(json), sourceName, [&](const JsonCursor &root) -> Expected<AttemptRecord> {
            const JsonCursor format = root[u"format"_s];
            if (format.string() != Format)
                format.fail(u"expected \"%1\", found \"%2\""_s.arg(Format, format.string()));
            const JsonCursor version = root[u"version"_s];
            if (version.integer(0) != FormatVersion)
                version.fail(u"expected version %1 (the only one this app reads)"_s.arg(FormatVersion));
            QJsonObject bank;
            if (json.contains(u"bank_sha256"_s)) {
                const JsonCursor digest = root[u"bank_sha256"_s];
                const QString sha256 = digest.string();
                if (sha256.size() != 64 || !std::all_of(sha256.cbegin(), sha256.cend(), [](QChar c) {
                        return c.isDigit() || (c >= u'a' && c <= u'f');
                    }))
                    digest.fail(u"expected the 64 hex digits of a SHA-256"_s);
                if (!bankByDigest)
                    digest.fail(u"a record naming its bank by digest is read only from the app's own folder"_s);
                const Expected<QJsonObject> named = bankByDigest(sha256);
                if (!named)
                    digest.fail(named.error());
                bank = *named;
            } else {
                bank = root[u"bank"_s].object();
            }
            const Expected<QuestionBank> loaded = QuestionBankLoader::fromObject(bank, sourceName + u" (bank)"_s);
            if (!loaded)
                return Expected<AttemptRecord>::failure(loaded.error());

            AttemptOptions options;
            options.exam = root[u"exam"_s].value().toBool();
            options.timeLimitMinutes = root[u"time_limit_minutes"_s].integer(0);
            if (options.timeLimitMinutes > AttemptOptions::MaxTimeLimitMinutes)
                root[u"time_limit_minutes"_s].fail(u"more than %1 minutes"_s.arg(AttemptOptions::MaxTimeLimitMinutes));
            options.retry = root[u"retry"_s].value().toBool();
            if (const auto whole = root.find(u"whole_quiz_questions"_s)) {
                options.wholeQuizQuestions = whole->integer(0);
                if (options.wholeQuizQuestions > QuestionBankLoader::MaxQuestions)
                    whole->fail(u"more than %1 questions"_s.arg(QuestionBankLoader::MaxQuestions));
            }
            if (const auto rules = root.find(u"assignment"_s))
                Assignment::readRules(*rules, options);
            QList<QDateTime> answeredAt; // absent from records written before answer times were kept
            if (const auto times = root.find(u"answered_at"_s)) {
                for (const JsonCursor &each : times->elements())
                    answeredAt.append(each.dateTime(true));
            }
            QList<QList<int>> order;
            for (const JsonCursor &each : root[u"order"_s].elements())
                order.append(intList(each, 0));
            const QList<int> answers = intList(root[u"answers"_s], QuizAttempt::NotAnswered);
            Expected<QuizAttempt> attempt
                = QuizAttempt::restore(*loaded, order, answers, options, root[u"started_at"_s].dateTime(false),
                                       root[u"finished_at"_s].dateTime(true), answeredAt);
            if (!attempt)
                root[u"answers"_s].fail(attempt.error());
            if (const auto hints = root.find(u"hints_used"_s); hints && !attempt->setHintsUsed(intList(*hints, 0)))
                hints->fail(u"expected one hint count per question, each at most the question's hints"_s);
            AttemptRecord record;
            record.id = root[u"id"_s].string();
            if (!isValidId(record.id))
                root[u"id"_s].fail(u"expected a UUID of 36 characters such as "
                                   "123e4567-e89b-12d3-a456-426614174000"_s);
            record.attempt = std::move(*attempt);
            record.language = root[u"language"_s].string(true);
            record.learnerName = root[u"learner"_s].string(true, 1000);
            record.exported = root[u"exported"_s].value().toBool();
            return record;
        });
}
