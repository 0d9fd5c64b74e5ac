// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/comparecommand.h"

#include "core/realistic/measurementcomparison.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::StringLiterals;

QString CompareCommand::name() const
{
    return u"compare"_s;
}

QString CompareCommand::description() const
{
    return tr("Hold a measured training step (the measurement script's JSON) against the app's prediction, as JSON.");
}

QList<QCommandLineOption> CompareCommand::options() const
{
    return {languageOption()};
}

QString CompareCommand::argumentsSyntax() const
{
    return u"MEASUREMENT.json"_s;
}

QString CompareCommand::helpDetails() const
{
    return tr("The measurement comes from the script that simulate --measure-script or Export Measurement Script… "
              "writes (docs/measurement-format.md). The output names the setup as it ran and gives predicted_bytes, "
              "measured_bytes, residual_bytes and residual_percent for the activations held when the forward pass "
              "ends, then one row per term and per block, each with what the app can say of its residual. Exit "
              "status 1 when the file cannot be read or is not a measurement, 2 for wrong arguments.");
}

int CompareCommand::run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const
{
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1)
        return fail(err, UsageError, tr("Name one measurement file (the measurement script's JSON)."));
    const Expected<Measurement> measurement = Measurement::readFile(files.constFirst());
    if (!measurement)
        return fail(err, IoError, measurement.error());
    const Expected<MeasurementComparison> comparison = MeasurementComparison::compare(*measurement);
    if (!comparison)
        return fail(err, IoError, u"%1: %2"_s.arg(files.constFirst(), comparison.error()));
    out << QString::fromUtf8(QJsonDocument(comparison->toJson()).toJson(QJsonDocument::Compact)) << '\n';
    return Success;
}
