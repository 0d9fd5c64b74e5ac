// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/assignment.h"

#include "core/io/jsonsource.h"
#include "core/quiz/questionbankwriter.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

constexpr auto Format = "checkpoint-quiz-assignment"_L1;

QJsonValue isoDate(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

bool isUuid(const QString &id)
{
    const QUuid parsed = QUuid::fromString(id);
    return !parsed.isNull() && parsed.toString(QUuid::WithoutBraces) == id;
}

} // namespace

Assignment Assignment::create(QuestionBank bank, AttemptOptions options, const QDateTime &createdAt)
{
    options.retry = false;
    options.wholeQuizQuestions = 0;
    if (!options.exam)
        options.timeLimitMinutes = 0;
    options.assignmentId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    return {std::move(bank), std::move(options), createdAt.toUTC()};
}

void Assignment::writeRules(const AttemptOptions &options, QJsonObject &json)
{
    json.insert(u"id"_s, options.assignmentId);
    json.insert(u"simulator_during_exam"_s, options.simulatorAllowed);
    json.insert(u"answer_key_shown"_s, options.answerKeyShown);
    json.insert(u"due"_s, isoDate(options.due));
}

void Assignment::readRules(const JsonCursor &json, AttemptOptions &options)
{
    const JsonCursor id = json[u"id"_s];
    options.assignmentId = id.string();
    if (!isUuid(options.assignmentId))
        id.fail(QCoreApplication::translate("Assignment", "expected a UUID of 36 characters such as %1")
                    .arg(u"123e4567-e89b-12d3-a456-426614174000"_s));
    for (const auto &[key, flag] : {std::pair{u"simulator_during_exam"_s, &options.simulatorAllowed},
                                    std::pair{u"answer_key_shown"_s, &options.answerKeyShown}}) {
        const JsonCursor value = json[key];
        if (!value.value().isBool())
            value.fail(QCoreApplication::translate("Assignment", "expected true or false, found %1")
                           .arg(JsonCursor::typeName(value.value())));
        *flag = value.value().toBool();
    }
    options.due = json[u"due"_s].dateTime(true);
}

QByteArray Assignment::toBytes() const
{
    QJsonObject json{{u"format"_s, Format},
                     {u"version"_s, FormatVersion},
                     {u"app_version"_s, QStringLiteral(CQ_VERSION)},
                     {u"created_at"_s, isoDate(createdAt)},
                     {u"mode"_s, options.exam ? u"exam"_s : u"immediate"_s},
                     {u"time_limit_minutes"_s, options.exam ? options.timeLimitMinutes : 0},
                     {u"bank_sha256"_s, QuestionBankWriter::sha256(bank)},
                     {u"bank"_s, QuestionBankWriter::toJson(bank)}};
    writeRules(options, json);
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

Expected<void> Assignment::save(const QString &path, const SafeFileWriter::Options &options) const
{
    const QByteArray bytes = toBytes();
    if (bytes.size() > QuestionBankLoader::MaxFileSize)
        return Expected<void>::failure(
            QCoreApplication::translate("Assignment", "the assignment would be %1 bytes, and quiz files are opened up "
                                                      "to %2 bytes: make it of fewer questions")
                .arg(bytes.size())
                .arg(QuestionBankLoader::MaxFileSize));
    return SafeFileWriter::write(path, bytes, options);
}

bool Assignment::looksLikeAssignment(const QByteArray &bytes)
{
    // A cheap look first: banks are large, and this runs on every file opened.
    if (!bytes.contains(Format.data()))
        return false;
    const auto decoded = JsonSource::decode(bytes);
    const auto *root = std::get_if<QJsonObject>(&decoded);
    return root && root->value(u"format"_s).toString() == Format;
}

Expected<Assignment> Assignment::fromBytes(const QByteArray &bytes, const QString &sourceName)
{
    return JsonSource::parseWith<Assignment>(
        JsonSource::parse(bytes, sourceName), sourceName, [&](const JsonCursor &root) -> Expected<Assignment> {
            const JsonCursor format = root[u"format"_s];
            if (format.string() != Format)
                format.fail(QCoreApplication::translate("Assignment", "expected \"%1\", found \"%2\"")
                                .arg(Format, format.string()));
            const JsonCursor version = root[u"version"_s];
            if (version.integer(0) != FormatVersion)
                version.fail(QCoreApplication::translate(
                                 "Assignment",
                                 "expected version %1 (the only one this app reads); a newer app wrote this "
                                 "assignment")
                                 .arg(FormatVersion));
            Assignment assignment;
            const QString bankSource = sourceName + u" (bank)"_s;
            const Expected<QuestionBank> bank = QuestionBankLoader::fromObject(root[u"bank"_s].object(), bankSource);
            if (!bank) {
                // The bank's places are within the bank: said from the file's root, "$.bank.questions[2].stem".
                const QString inBank = bankSource + u": $"_s;
                return Expected<Assignment>::failure(bank.error().startsWith(inBank)
                                                         ? sourceName + u": $.bank"_s + bank.error().mid(inBank.size())
                                                         : bank.error());
            }
            assignment.bank = *bank;
            const JsonCursor digest = root[u"bank_sha256"_s];
            if (digest.string() != QuestionBankWriter::sha256(assignment.bank))
                digest.fail(QCoreApplication::translate(
                    "Assignment", "the bank does not match its SHA-256: the file was changed after the assignment was "
                                  "made; ask the teacher for a new copy"));
            const JsonCursor mode = root[u"mode"_s];
            if (mode.string() != u"exam"_s && mode.string() != u"immediate"_s)
                mode.fail(QCoreApplication::translate("Assignment", "expected \"immediate\" or \"exam\", found \"%1\"")
                              .arg(mode.string()));
            assignment.options.exam = mode.string() == u"exam"_s;
            const JsonCursor limit = root[u"time_limit_minutes"_s];
            assignment.options.timeLimitMinutes = limit.integer(0);
            if (assignment.options.timeLimitMinutes > AttemptOptions::MaxTimeLimitMinutes)
                limit.fail(QCoreApplication::translate("Assignment", "more than %L1 minutes")
                               .arg(AttemptOptions::MaxTimeLimitMinutes));
            if (!assignment.options.exam && assignment.options.timeLimitMinutes > 0)
                limit.fail(QCoreApplication::translate("Assignment", "a time limit needs \"mode\": \"exam\""));
            readRules(root, assignment.options);
            assignment.createdAt = root[u"created_at"_s].dateTime(true);
            return assignment;
        });
}
