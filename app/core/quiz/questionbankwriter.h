// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/questionbank.h"

#include <QJsonObject>

// Writes a bank in the format QuestionBankLoader reads (docs/quiz-bank-format.md), so that what the learner played
// can be stored with a saved attempt and read back exactly: generated practice questions exist nowhere else, and a
// teacher's bank file may change or vanish after the attempt. fromJson(toJson(bank)) gives the same bank.
class QuestionBankWriter final
{
public:
    static QJsonObject toJson(const QuestionBank &bank);
    // The bytes a bank is stored as: toJson, compact (keys sorted), so equal banks give equal bytes.
    static QByteArray canonicalBytes(const QuestionBank &bank);
    // The SHA-256 (64 lower-case hex digits) of canonicalBytes: names one version of a quiz in the attempt store and
    // in score reports, whatever file or language it was played from.
    static QString sha256(const QuestionBank &bank);
    static QString sha256(const QByteArray &canonicalBytes);
};
