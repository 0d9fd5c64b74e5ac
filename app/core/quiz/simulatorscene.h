// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/localizedtext.h"
#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"
#include "core/simulator/schedulesetting.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

class JsonCursor;

// Where a question sends the simulator to show what it teaches (the bank's "scene" field, docs/quiz-bank-format.md):
// either the unit chain (N layers and a schedule setting) or a real model (a preset, how it is trained and what is
// recomputed), which chart to bring forward, what to highlight on it, an optional animation, and a caption that says
// what to look at. Realistic scenes may list steps: partial changes applied one after another, so a learner sees
// for example full recomputation turn into selective recomputation. Plain data; the panels apply it.
struct SimulatorScene
{
    enum class View : quint8 { UnitChain, RealModel };
    // What the panel emphasises once the scene is reached.
    // Block (real model): the activations, and the block table brought into view ("Inside one block").
    enum class Highlight : quint8 { None, Peak, Recompute, Tradeoff, Overhead, Activations, Total, Block };
    // Unit chain only: Sweep moves the schedule's parameter from its minimum to the scene's value, Play runs the
    // schedule from its start with the playback cursor, PlayBackward from the start of the backward pass.
    enum class Animation : quint8 { None, Sweep, Play, PlayBackward };
    enum class Chart : quint8 { Timeline, Tradeoff, Budget };

    // One realistic change: the fields a step may set. Unset fields keep their values.
    struct RealStep
    {
        QJsonObject fields;
    };

    View view = View::UnitChain;
    // Unit chain
    qint64 layers = 100;
    ScheduleSetting setting = ScheduleSetting::uniform(10);
    Chart chart = Chart::Timeline;
    Animation animation = Animation::None;
    // Real model: the preset's name, its setup (from TrainingSetup::defaultFor plus the scene's fields) and policy.
    QString model;
    TrainingSetup setup;
    RecomputeSetting recompute;
    QList<RealStep> steps;

    Highlight highlight = Highlight::None;
    LocalizedText caption;
    // Not the bank's: the number the learner committed before seeing the scene, drawn beside the truth.
    std::optional<double> prediction;

    // Reads a scene; throws JsonCursor::Problem naming the field (unknown schedule, parameter out of range for N,
    // unknown model, a setup the model does not fit). The caption is read by the caller, which knows the bank's
    // languages.
    static SimulatorScene fromJson(const JsonCursor &at);
    // The scene's fields as the bank writes them, without the caption.
    QJsonObject toJson() const;

    // A realistic step applied to a setup and policy; false with `error` set when the step is invalid.
    static bool applyRealFields(const QJsonObject &fields, const QString &model, TrainingSetup *setup,
                                RecomputeSetting *recompute, QString *error);

    static QString highlightName(Highlight highlight);
    static QString animationName(Animation animation);
    static QString chartName(Chart chart);

    friend bool operator==(const SimulatorScene &a, const SimulatorScene &b)
    {
        return a.toJson() == b.toJson() && a.caption == b.caption;
    }
};

Q_DECLARE_METATYPE(SimulatorScene)
