// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/questionbank.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

// The benchmarks' bank at the loader's question limit (about 10 MiB of JSON), every question different, as a
// teacher's large bank would be.
namespace LargestBank {

using namespace Qt::StringLiterals;

inline QJsonObject texts(const QString &text)
{
    return {{u"en"_s, text}, {u"bn"_s, u"প্রশ্ন "_s + text}, {u"ko"_s, u"질문 "_s + text}};
}

// Four, as the shipped bank has; banks may have 2 to 10 (QuestionBank::MinOptions, MaxOptions).
constexpr int OptionsPerQuestion = 4;

inline QByteArray json()
{
    QJsonArray questions;
    for (int q = 0; q < QuestionBankLoader::MaxQuestions; ++q) {
        QJsonArray options;
        for (int o = 0; o < OptionsPerQuestion; ++o) {
            QJsonObject option{{u"text"_s, texts(u"Option %1 of question %2"_s.arg(o + 1).arg(q + 1))}};
            if (o != 0)
                option.insert(u"feedback"_s, texts(u"Why option %1 is not right"_s.arg(o + 1)));
            options.append(option);
        }
        questions.append(QJsonObject{
            {u"id"_s, u"q%1"_s.arg(q + 1)},
            {u"stem"_s, texts(u"Question %1: which schedule keeps the peak lowest for N layers?"_s.arg(q + 1))},
            {u"options"_s, options},
            {u"correct"_s, 1},
            {u"explanation"_s, texts(u"Because recomputation trades time for memory."_s)},
            {u"reference"_s, QJsonObject{{u"citation"_s, u"Chen et al. 2016"_s}}}});
    }
    return QJsonDocument(QJsonObject{{u"format"_s, u"checkpoint-quiz-bank"_s},
                                     {u"version"_s, 1},
                                     {u"id"_s, u"largest"_s},
                                     {u"title"_s, texts(u"Largest bank"_s)},
                                     {u"intro"_s, texts(u"Every question answered"_s)},
                                     {u"questions"_s, questions}})
        .toJson(QJsonDocument::Compact);
}

} // namespace LargestBank
