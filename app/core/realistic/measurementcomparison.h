// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/realistic/realisticfigures.h"
#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// A measurement the measurement script wrote (docs/measurement-format.md), read back: the setup as it ran (the model
// after --layers, --hidden and --vocab; the sequence, micro-batch, dtype, attention and policy), where and how it ran,
// and the readings. read() checks every field and names the first wrong one by its JSON path.
struct Measurement
{
    Q_DECLARE_TR_FUNCTIONS(Measurement)
public:
    static constexpr int FormatVersion = 1;

    TransformerModel model;
    TrainingSetup setup;
    RecomputeSetting recompute;
    QString device;         // "cpu" or "cuda"
    QString torchVersion;   // "1.13.0a0"
    QString implementation; // "pytorch-eager"
    QString counter;        // how bytes were read
    qint64 baselineBytes = 0;
    QList<std::optional<qint64>> afterBlockBytes; // one per block; none inside a checkpointed segment
    qint64 afterForwardBytes = 0;
    qint64 afterLossBytes = 0;
    qint64 backwardPeakBytes = 0;
    qint64 afterBackwardBytes = 0;
    std::optional<qint64> cudaReservedBytes; // CUDA only
    std::optional<qint64> cudaAllocatedBytes;
    double stepSeconds = 0.0;

    static Expected<Measurement> read(const QByteArray &json, const QString &sourceName);
    static Expected<Measurement> readFile(const QString &path);
    // Whether a file dropped on the window is a measurement (a JSON object whose "format" says so).
    static bool looksLikeMeasurement(const QString &path);
};

// A measurement held against the app's prediction for the same setup: term by term and block by block, what was
// predicted, what was measured and the residual, with what the app can name of it (the counter, the modules that
// ran, the last block's output in flight). The headline is the activations held when the forward pass ends, the
// quantity the whole app is about. Nothing is hidden: a residual the app cannot name is shown as unexplained.
class MeasurementComparison final
{
    Q_DECLARE_TR_FUNCTIONS(MeasurementComparison)
public:
    struct Row
    {
        QString name; // "activations", "logits_and_loss", "backward_peak"; "block 3" (translated) for a block
        qint64 predictedBytes = 0;
        qint64 measuredBytes = 0;
        qint64 explainedBytes = 0; // the part of the residual the app can put a number on
        QString explanation;       // translated: what the residual is, as far as the app knows
        int block = 0;             // a block's row: the block, from 1 (the last of its segment under full)
        qint64 residualBytes() const { return measuredBytes - predictedBytes; }
        double residualPercent() const;
    };

    static Expected<MeasurementComparison> compare(const Measurement &measurement);

    const Measurement &measurement() const { return m_measurement; }
    const RealisticFigures &predicted() const { return m_predicted; }
    const QList<Row> &terms() const { return m_terms; }
    const QList<Row> &blocks() const { return m_blocks; }
    const Row &headline() const { return m_terms.constFirst(); }
    // The comparison as `checkpoint-quiz compare` prints it.
    QJsonObject toJson() const;

private:
    Measurement m_measurement;
    RealisticFigures m_predicted;
    QList<Row> m_terms;
    QList<Row> m_blocks;
};
