// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/questionbankwriter.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

QJsonObject localized(const LocalizedText &text)
{
    QJsonObject json;
    for (auto it = text.byLanguage().cbegin(); it != text.byLanguage().cend(); ++it)
        json.insert(it.key(), it.value());
    return json;
}

QJsonObject question(const Question &question)
{
    QJsonArray options;
    // A prediction's two outcome options are the app's own: the loader adds them again.
    const qsizetype written = question.prediction ? question.prediction->values.size() : question.options.size();
    for (qsizetype i = 0; i < written; ++i) {
        QJsonObject option{{u"text"_s, localized(question.options.at(i).text)}};
        if (i != question.correctOption)
            option.insert(u"feedback"_s, localized(question.options.at(i).feedback));
        if (question.prediction)
            option.insert(u"value"_s, question.prediction->values.at(i));
        options.append(option);
    }
    QJsonObject reference{{u"citation"_s, question.reference.citation}};
    if (!question.reference.url.isEmpty())
        reference.insert(u"url"_s, question.reference.url);
    QJsonObject json{{u"id"_s, question.id},
                     {u"stem"_s, localized(question.stem)},
                     {u"explanation"_s, localized(question.explanation)},
                     {u"reference"_s, reference}};
    if (question.task) {
        json.insert(u"type"_s, u"task"_s);
        json.insert(u"goal"_s, question.task->toJson());
    } else {
        json.insert(u"options"_s, options);
        json.insert(u"correct"_s, question.correctOption + 1);
    }
    if (question.prediction)
        json.insert(u"prediction"_s, QJsonObject{{u"tolerance"_s, question.prediction->tolerance}});
    if (question.scene) {
        QJsonObject scene = question.scene->toJson();
        scene.insert(u"caption"_s, localized(question.scene->caption));
        json.insert(u"scene"_s, scene);
    }
    if (!question.hints.isEmpty()) {
        QJsonArray hints;
        for (const QuestionHint &hint : question.hints) {
            QJsonObject each{{u"text"_s, localized(hint.text)}};
            if (hint.scene)
                each.insert(u"scene"_s, hint.scene->toJson()); // its caption is the hint's text
            if (hint.recipe)
                each.insert(u"try"_s, hint.recipe->toJson());
            hints.append(each);
        }
        json.insert(u"hints"_s, hints);
    }
    if (!question.conceptId.isEmpty())
        json.insert(u"concept"_s, question.conceptId);
    return json;
}

} // namespace

QJsonObject QuestionBankWriter::toJson(const QuestionBank &bank)
{
    QJsonArray questions;
    for (const Question &each : bank.questions)
        questions.append(question(each));
    return {{u"format"_s, u"checkpoint-quiz-bank"_s},
            {u"version"_s, QuestionBank::FormatVersion},
            {u"id"_s, bank.id},
            {u"title"_s, localized(bank.title)},
            {u"intro"_s, localized(bank.intro)},
            {u"questions"_s, questions}};
}

QByteArray QuestionBankWriter::canonicalBytes(const QuestionBank &bank)
{
    return QJsonDocument(toJson(bank)).toJson(QJsonDocument::Compact);
}

QString QuestionBankWriter::sha256(const QuestionBank &bank)
{
    return sha256(canonicalBytes(bank));
}

QString QuestionBankWriter::sha256(const QByteArray &canonicalBytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(canonicalBytes, QCryptographicHash::Sha256).toHex());
}
