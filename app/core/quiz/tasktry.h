// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/schedulesetting.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class JsonCursor;
class LocalizedText;
class TaskGoal;

// What a hint or a lesson step tells the learner to do, as data a test can do too (issue 44, the automatic learner):
// on the unit chain, the chain and schedule to pick and the values of the schedule's parameter (k, segments, slots)
// the text names, or a rule the text states ("the spacing with the lowest peak", "Near sqrt(N)"); on the real model,
// the fields to set (ZeRO stage, attention, recompute policy, as a scene's step sets them). perform() does it on fresh
// models, over every value it stands for (each end of a range and everything between, every setting with the lowest
// peak), and says which of them the goal refuses; numbers() are the numbers the text must name in every language.
// Read and written by the bank format (a hint's "try") and the lesson format (a step's "try").
class TaskTry final
{
    Q_DECLARE_TR_FUNCTIONS(TaskTry)
public:
    enum class Rule : quint8 {
        Values,     // the parameter values listed (or a range)
        LowestPeak, // each parameter whose peak is the schedule's lowest
        NearSqrt,   // what the "Near sqrt(N)" button sets
    };

    // Unit chain: unset fields are the goal's.
    std::optional<qint64> layers;
    std::optional<ScheduleKind> schedule;
    Rule rule = Rule::Values;
    QList<qint64> values;    // Rule::Values: each value named, a range expanded
    QList<qint64> rangeEnds; // the two ends when given as {"from", "to"}: what the text names
    // Real model: fields as SimulatorScene::applyRealFields takes them, set on the goal's model, GPUs and memory.
    QJsonObject realFields;

    struct Outcome
    {
        QString setting;   // "k = 5", "Near sqrt(N): k = 32", "zero = 3, recompute = full"
        QStringList unmet; // why the goal refuses it; empty when it is accepted
    };
    // Each setting this try stands for, done on fresh models on top of what `goal` fixes (its N, schedule, model,
    // GPUs and memory), with the goal's verdict on it.
    QList<Outcome> perform(const TaskGoal &goal) const;
    // The numbers the text must name: the values listed, a range's two ends, the layers if set.
    QList<qint64> numbers() const;
    // What keeps this try from proving `text` (a hint's or a step's), for check-quiz and the tests: each setting
    // `goal` refuses, and each number the text does not name in one of `languages` (in that language's digits or
    // ASCII ones). Empty when the text leads, literally, to answers the app accepts.
    QStringList problems(const TaskGoal &goal, const LocalizedText &text, const QStringList &languages) const;

    static TaskTry fromJson(const JsonCursor &at);
    QJsonObject toJson() const;
    friend bool operator==(const TaskTry &a, const TaskTry &b) { return a.toJson() == b.toJson(); }
};
