// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

// The measurement script for one setup: a self-contained Python file (PyTorch only) that builds the setup's blocks,
// applies its recompute policy for real, runs one training step and writes a JSON measurement
// (docs/measurement-format.md) to hold against the app's prediction. The script's code is one resource,
// resources/measure/measure_step.py; what varies is the setup, embedded as JSON with the app's prediction for it, so
// the measurement names what it was made for. What one device cannot reproduce (tensor, pipeline and data
// parallelism, ZeRO, offloading) is listed in the setup's "not_reproduced".
class MeasurementScript final
{
public:
    // The setup as the script reads it: the app's version, the model, the setup, the recompute policy (with the
    // ATen calls an op-level policy saves) and the prediction for it.
    static QJsonObject setupJson(const TransformerModel &model, const TrainingSetup &setup,
                                 const RecomputeSetting &recompute);
    // The script, UTF-8.
    static QByteArray make(const TransformerModel &model, const TrainingSetup &setup, const RecomputeSetting &recompute);
    // The setup embedded in a script that make() wrote; an empty object for any other text.
    static QJsonObject embeddedSetup(const QByteArray &script);
};
