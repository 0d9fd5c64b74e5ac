// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/measurementexport.h"

#include "core/io/safefilewriter.h"
#include "core/realistic/measurementscript.h"
#include "ui/quizfiles.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

QString MeasurementExport::choose(QWidget *parent, const TransformerModel &model, const TrainingSetup &setup,
                                  const RecomputeSetting &recompute)
{
    const QString suggested = u"measure-%1-%2.py"_s.arg(model.name, RecomputeSetting::name(recompute.policy));
    QString path = QFileDialog::getSaveFileName(parent, tr("Export Measurement Script"), suggested,
                                                tr("Python script (*.py)"));
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += u".py"_s;
    if (const Expected<void> saved = save(path, model, setup, recompute); !saved) {
        QuizFiles::showError(parent->window(), u"measurementScriptError"_s,
                             tr("The measurement script could not be saved to %1.").arg(QDir::toNativeSeparators(path)),
                             saved.error());
        return {};
    }
    return path;
}

Expected<void> MeasurementExport::save(const QString &path, const TransformerModel &model, const TrainingSetup &setup,
                                       const RecomputeSetting &recompute)
{
    SafeFileWriter::Options guard;
    guard.protectedFolders = {QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)};
    return SafeFileWriter::write(path, MeasurementScript::make(model, setup, recompute), guard);
}

QString MeasurementExport::savedMessage(const QString &path)
{
    //: %1 is the script's file name
    return tr("Saved %1: run it with python3 where PyTorch is installed; --help lists the options that shrink it for a "
              "laptop.")
        .arg(QFileInfo(path).fileName());
}
