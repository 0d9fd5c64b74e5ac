// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

// Saving a setup's measurement script from the window (the op table's button and the Plan's, for the form's setup or
// a plan row's): the save dialog with a name that says the model and the policy, ".py" added to a bare name, an
// atomic write that never goes into the learner's data folder, and a message box naming the file when it fails.
class MeasurementExport final
{
    Q_DECLARE_TR_FUNCTIONS(MeasurementExport)
public:
    // Asks for a file and saves the script there; the path saved, or empty when the learner cancelled or it failed.
    static QString choose(QWidget *parent, const TransformerModel &model, const TrainingSetup &setup,
                          const RecomputeSetting &recompute);
    static Expected<void> save(const QString &path, const TransformerModel &model, const TrainingSetup &setup,
                               const RecomputeSetting &recompute);
    // "Saved step.py: run it with python3 …": what the window says after a save.
    static QString savedMessage(const QString &path);
};
