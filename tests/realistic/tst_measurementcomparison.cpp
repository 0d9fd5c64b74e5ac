// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/measurementcomparison.h"
#include "core/realistic/realisticestimator.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

// Measurements the measurement script wrote on Debian 12's PyTorch 1.13 and Debian 13's 2.6 (CPU, shrunken: 4 blocks,
// s = 64, h = 256, V = 500; tests/data/measurements/; 2.6 for selective activation checkpointing and SDPA), read back
// and held against the prediction for the setup as it ran: the setup rebuilt exactly, the prediction the estimator's,
// the readings the file's, the residuals their difference; and every malformed field refused with its JSON path.
class TestMeasurementComparison final : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatTheScriptWrote_data();
    void readsWhatTheScriptWrote();
    void malformed_data();
    void malformed();

private:
    static QJsonObject file(const QString &name);
};

QJsonObject TestMeasurementComparison::file(const QString &name)
{
    QFile f(QStringLiteral(CQ_TEST_DATA_DIR "/measurements/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

void TestMeasurementComparison::readsWhatTheScriptWrote_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("policy");
    QTest::addColumn<bool>("swiglu");
    const QStringList files = QDir(QStringLiteral(CQ_TEST_DATA_DIR "/measurements")).entryList({u"*.json"_s});
    QVERIFY(files.size() >= 12);
    for (const QString &name : files) {
        const QJsonObject ran = file(name)[u"ran"_s].toObject();
        QTest::addRow("%s", qPrintable(name))
            << name << ran[u"policy"_s].toString() << (ran[u"model"_s][u"mlp"_s].toString() == "swiglu"_L1);
    }
}

void TestMeasurementComparison::readsWhatTheScriptWrote()
{
    QFETCH(QString, name);
    QFETCH(QString, policy);
    QFETCH(bool, swiglu);
    const QJsonObject json = file(name);
    const Expected<Measurement> read = Measurement::readFile(QStringLiteral(CQ_TEST_DATA_DIR "/measurements/") + name);
    QVERIFY2(read, qPrintable(read.error()));
    const Measurement &m = *read;
    // The setup as it ran, not as it was made for.
    QCOMPARE(m.model.layers, 4);
    QCOMPARE(m.model.hidden, 256);
    QCOMPARE(m.model.vocabulary, 500);
    QCOMPARE(m.setup.sequenceLength, 64);
    QCOMPARE(m.setup.microBatch, 1);
    QCOMPARE(m.setup.precisionBits, 16);
    QCOMPARE(m.model.mlp, swiglu ? MlpKind::SwiGlu : MlpKind::Gelu);
    QCOMPARE(RecomputeSetting::name(m.recompute.policy), policy);
    QCOMPARE(m.device, u"cpu"_s);
    QCOMPARE(m.torchVersion, name.contains("torch2.6"_L1) ? u"2.6.0+debian"_s : u"1.13.0a0"_s);
    QCOMPARE(m.setup.fusedAttention, name.contains("sdpa"_L1));
    QCOMPARE(m.setup.dropout, swiglu ? 0.0 : 0.1);
    const QJsonObject readings = json[u"readings"_s].toObject();
    QCOMPARE(m.afterForwardBytes, readings[u"after_forward_bytes"_s].toInteger());

    const Expected<MeasurementComparison> comparison = MeasurementComparison::compare(m);
    QVERIFY2(comparison, qPrintable(comparison.error()));
    const Expected<RealisticFigures> predicted = RealisticEstimator::estimate(m.model, m.setup, m.recompute);
    QVERIFY(predicted);
    const MeasurementComparison::Row &headline = comparison->headline();
    QCOMPARE(headline.name, u"activations"_s);
    QCOMPARE(headline.predictedBytes, predicted->savedAfterForwardBytes);
    QCOMPARE(headline.measuredBytes, readings[u"after_forward_bytes"_s].toInteger());
    QCOMPARE(comparison->terms().at(1).measuredBytes,
             readings[u"after_loss_bytes"_s].toInteger() - readings[u"after_forward_bytes"_s].toInteger());
    QCOMPARE(comparison->terms().at(1).predictedBytes, predicted->logitsBytes);
    QCOMPARE(comparison->terms().at(2).measuredBytes, readings[u"backward_peak_bytes"_s].toInteger());
    // One row per block, each the difference of two neighbouring readings; together they are the last reading.
    const QJsonArray afterBlocks = readings[u"after_block_forward_bytes"_s].toArray();
    QCOMPARE(comparison->blocks().size(), 4);
    qint64 sum = 0;
    for (const MeasurementComparison::Row &row : comparison->blocks()) {
        QCOMPARE(row.predictedBytes,
                 policy == "full"_L1 ? predicted->blockInputBytes : predicted->activationBytesPerLayer);
        sum += row.measuredBytes;
    }
    QCOMPARE(sum, afterBlocks.last().toInteger());
    // Only the first block's row holds the output in flight (s·b·h in 16 bits), which the app names.
    QCOMPARE(comparison->blocks().constFirst().explainedBytes, 64 * 256 * 2);
    QCOMPARE(comparison->blocks().at(1).explainedBytes, 0);

    const QJsonObject out = comparison->toJson();
    QCOMPARE(out[u"predicted_bytes"_s].toInteger(), headline.predictedBytes);
    QCOMPARE(out[u"measured_bytes"_s].toInteger(), headline.measuredBytes);
    QCOMPARE(out[u"residual_bytes"_s].toInteger(), headline.measuredBytes - headline.predictedBytes);
    QCOMPARE(out[u"residual_percent"_s].toDouble(),
             100.0 * double(headline.measuredBytes - headline.predictedBytes) / double(headline.predictedBytes));
    QCOMPARE(out[u"terms"_s].toArray().size(), 3);
    QCOMPARE(out[u"blocks"_s].toArray().at(3)[u"block"_s].toInt(), 4);
    // The CPU counter is named in the explanation; never a silent residual.
    QVERIFY(headline.explanation.contains(u"Python interpreter"_s));
    // The eager modules are named only where the policy keeps what they save: not under full recomputation or SAC.
    const bool keepsTheCore = policy == "none"_L1 || policy == "mlp"_L1;
    QCOMPARE(headline.explanation.contains(u"softmax's output in 32 bits"_s),
             !swiglu && !m.setup.fusedAttention && keepsTheCore);
    QCOMPARE(headline.explanation.contains(u"eager RMSNorm"_s), swiglu && keepsTheCore);
}

void TestMeasurementComparison::malformed_data()
{
    QTest::addColumn<QString>("path");     // a JSON pointer into the measurement, '/'-separated
    QTest::addColumn<QJsonValue>("value"); // what to put there (undefined: remove it)
    QTest::addColumn<QString>("expected"); // the start of the error after the file name
    QTest::newRow("another format") << u"format"_s << QJsonValue(u"mlperf"_s)
                                    << u"$.format: not a Checkpoint Quiz measurement"_s;
    QTest::newRow("newer version") << u"format_version"_s << QJsonValue(2)
                                   << u"$.format_version: format version 2 is not one this app reads (1)"_s;
    QTest::newRow("no readings") << u"readings"_s << QJsonValue(QJsonValue::Undefined) << u"$: missing \"readings\""_s;
    QTest::newRow("negative bytes") << u"readings/after_forward_bytes"_s << QJsonValue(-5)
                                    << u"$.readings.after_forward_bytes: expected a whole number of at least 0"_s;
    QTest::newRow("a fraction of a byte") << u"readings/after_loss_bytes"_s << QJsonValue(1.5)
                                          << u"$.readings.after_loss_bytes: expected a whole number"_s;
    QTest::newRow("readings for 2 of 4 blocks")
        << u"readings/after_block_forward_bytes"_s << QJsonValue(QJsonArray{1, 2})
        << u"$.readings.after_block_forward_bytes: expected 4 readings, one per block, found 2"_s;
    QTest::newRow("last block unread") << u"readings/after_block_forward_bytes"_s
                                       << QJsonValue(QJsonArray{1, 2, 3, QJsonValue()})
                                       << u"$.readings.after_block_forward_bytes[3]: expected the last block's"_s;
    QTest::newRow("unknown MLP") << u"ran/model/mlp"_s << QJsonValue(u"relu"_s)
                                 << u"$.ran.model.mlp: expected \"gelu\" or \"swiglu\", found \"relu\""_s;
    QTest::newRow("unknown dtype") << u"ran/dtype"_s << QJsonValue(u"int8"_s) << u"$.ran.dtype: expected"_s;
    QTest::newRow("unknown policy") << u"ran/policy"_s << QJsonValue(u"offload"_s)
                                    << u"$.ran.policy: expected one of"_s;
    QTest::newRow("heads do not divide") << u"ran/model/heads"_s << QJsonValue(7) << u"$.ran.model: "_s;
    QTest::newRow("no layers") << u"ran/model/layers"_s << QJsonValue(0)
                               << u"$.ran.model.layers: expected a whole number of at least 1"_s;
    QTest::newRow("a string for a flag") << u"ran/model/tied_embeddings"_s << QJsonValue(u"yes"_s)
                                         << u"$.ran.model.tied_embeddings: expected true or false"_s;
    QTest::newRow("dropout over 1") << u"made_for/setup/dropout"_s << QJsonValue(3)
                                    << u"$.made_for.setup.dropout: expected a number from 0 to 1"_s;
}

void TestMeasurementComparison::malformed()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    // Edits one field of a real measurement (GPT-2 small, none).
    const std::function<QJsonObject(QJsonObject, QStringList)> edit = [&](QJsonObject object, QStringList keys) {
        const QString key = keys.takeFirst();
        if (keys.isEmpty()) {
            if (value.isUndefined())
                object.remove(key);
            else
                object.insert(key, value);
        } else {
            object.insert(key, edit(object[key].toObject(), keys));
        }
        return object;
    };
    const QJsonObject broken = edit(file(u"gpt2-small-none-torch1.13-cpu.json"_s), path.split(u'/'));
    const Expected<Measurement> read = Measurement::read(QJsonDocument(broken).toJson(), u"measurement.json"_s);
    QVERIFY(!read);
    QVERIFY2(read.error().startsWith(u"measurement.json: "_s + expected), qPrintable(read.error()));
    QVERIFY(!read.error().contains(u'\n'));
}

QTEST_GUILESS_MAIN(TestMeasurementComparison)
#include "tst_measurementcomparison.moc"
