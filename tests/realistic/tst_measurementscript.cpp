// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/blockgraph.h"
#include "core/realistic/measurementscript.h"
#include "core/realistic/policycode.h"
#include "core/realistic/realisticestimator.h"

#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// The measurement script for a setup: the setup it embeds is the one it was made for, with the app's prediction and
// the calls an op-level policy saves; the file is valid Python; run where PyTorch is missing, it says so in one line.
// (Running it under PyTorch is the developer's measurement, docs/measurement-format.md: tests never need PyTorch.)
class TestMeasurementScript final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void embedsTheSetup_data();
    void embedsTheSetup();
    void notReproducedNamesWhatOneDeviceCannotDo();
    void isValidPython();
    void withoutPyTorchSaysSoInOneLine();

private:
    QString m_python;
};

void TestMeasurementScript::initTestCase()
{
    m_python = QStandardPaths::findExecutable(u"python3"_s);
    QVERIFY2(!m_python.isEmpty(), "python3 runs the project's scripts; it must be installed");
}

void TestMeasurementScript::embedsTheSetup_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("policy");
    for (const QString &preset : {u"gpt2-small"_s, u"llama-3.1-8b"_s, u"mixtral-8x7b"_s}) {
        for (const RecomputePolicy policy : AllRecomputePolicies) {
            if (policy != RecomputePolicy::Custom)
                QTest::addRow("%s %s", qPrintable(preset), qPrintable(RecomputeSetting::name(policy)))
                    << preset << int(policy);
        }
    }
}

void TestMeasurementScript::embedsTheSetup()
{
    QFETCH(QString, preset);
    QFETCH(int, policy);
    const TransformerModel model = *TransformerModel::preset(preset);
    TrainingSetup setup = TrainingSetup::defaultFor(model);
    setup.microBatch = 2;
    setup.fusedAttention = true;
    const RecomputeSetting recompute{RecomputePolicy(policy), RecomputePolicy(policy) == RecomputePolicy::Full ? 4 : 1,
                                     {}};
    const QByteArray script = MeasurementScript::make(model, setup, recompute);
    QVERIFY(script.contains("made by Checkpoint Quiz " CQ_VERSION " for the setup below"));
    QVERIFY(!script.contains("@SETUP@"));
    QVERIFY(!script.contains("@APP_VERSION@"));
    const QJsonObject embedded = MeasurementScript::embeddedSetup(script);
    QCOMPARE(embedded, MeasurementScript::setupJson(model, setup, recompute));
    QCOMPARE(embedded[u"app_version"_s].toString(), QStringLiteral(CQ_VERSION));
    const QJsonObject m = embedded[u"model"_s].toObject();
    QCOMPARE(m[u"name"_s].toString(), preset);
    QCOMPARE(m[u"layers"_s].toInteger(), model.layers);
    QCOMPARE(m[u"kv_heads"_s].toInteger(), model.kvHeads);
    QCOMPARE(m[u"experts"_s].toInteger(), model.experts);
    QCOMPARE(embedded[u"setup"_s][u"micro_batch"_s].toInteger(), 2LL);
    QCOMPARE(embedded[u"setup"_s][u"fused_attention"_s].toBool(), true);
    const QJsonObject policyJson = embedded[u"recompute"_s].toObject();
    QCOMPARE(policyJson[u"policy"_s].toString(), RecomputeSetting::name(RecomputePolicy(policy)));
    QCOMPARE(policyJson[u"spacing"_s].toInteger(), recompute.spacing);
    // The prediction is the estimator's for exactly this setup.
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(model, setup, recompute);
    QVERIFY2(figures, qPrintable(figures.error()));
    const QJsonObject predicted = embedded[u"predicted"_s].toObject();
    QCOMPARE(predicted[u"activation_bytes_per_layer"_s].toInteger(), figures->activationBytesPerLayer);
    QCOMPARE(predicted[u"peak_activation_bytes"_s].toInteger(), figures->peakActivationBytes);
    QCOMPARE(predicted[u"logits_bytes"_s].toInteger(), figures->logitsBytes);
    // An op-level policy carries the calls the app's policy_fn saves; the others none.
    const QJsonObject calls = policyJson[u"sac_calls"_s].toObject();
    const QMap<QString, QList<int>> saved = PolicyCode::savedCalls(*BlockGraph::build(model, setup), recompute);
    QCOMPARE(calls.size(), saved.size());
    for (auto it = saved.cbegin(); it != saved.cend(); ++it) {
        QJsonArray indices;
        for (const int index : *it)
            indices.append(index);
        QCOMPARE(calls[it.key()].toArray(), indices);
    }
    // save-matmuls keeps every matmul: addmm in GPT's biased projections, mm in Llama's and the experts'.
    if (RecomputePolicy(policy) == RecomputePolicy::SaveMatmuls)
        QVERIFY(calls.contains(preset.startsWith("gpt"_L1) ? u"aten.addmm.default"_s : u"aten.mm.default"_s));
}

void TestMeasurementScript::notReproducedNamesWhatOneDeviceCannotDo()
{
    const TransformerModel model = *TransformerModel::preset(u"llama-3.1-70b"_s);
    TrainingSetup setup = TrainingSetup::defaultFor(model);
    QCOMPARE(MeasurementScript::setupJson(model, setup, RecomputeSetting::full())[u"not_reproduced"_s].toArray(),
             QJsonArray());
    setup.tensorParallel = 8;
    setup.sequenceParallel = true;
    setup.pipelineParallel = 4;
    setup.gpus = 2;
    setup.zeroStage = 1;
    setup.optimizerOffload = true;
    QCOMPARE(MeasurementScript::setupJson(model, setup, RecomputeSetting::full())[u"not_reproduced"_s].toArray(),
             (QJsonArray{u"tensor_parallel=8"_s, u"sequence_parallel"_s, u"pipeline_parallel=4"_s, u"gpus=2"_s,
                         u"zero=1"_s, u"offload_optimizer"_s}));
}

void TestMeasurementScript::isValidPython()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"measure.py"_s);
    const TransformerModel model = *TransformerModel::preset(u"qwen1.5-moe-a2.7b"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(MeasurementScript::make(model, TrainingSetup::defaultFor(model), RecomputeSetting::full(3)));
    file.close();
    QProcess python;
    python.start(m_python, {u"-S"_s, u"-c"_s, u"import ast, sys; ast.parse(open(sys.argv[1]).read())"_s, path});
    QVERIFY(python.waitForFinished(60000));
    QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
    QVERIFY(MeasurementScript::embeddedSetup("print('another script')").isEmpty());
}

void TestMeasurementScript::withoutPyTorchSaysSoInOneLine()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"measure.py"_s);
    const TransformerModel model = *TransformerModel::preset(u"gpt2-small"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(MeasurementScript::make(model, TrainingSetup::defaultFor(model), RecomputeSetting::none()));
    file.close();
    // -S leaves site-packages out, so no PyTorch can be found, on any machine.
    QProcess python;
    python.start(m_python, {u"-S"_s, path, u"--device"_s, u"cpu"_s});
    QVERIFY(python.waitForFinished(60000));
    QCOMPARE(python.exitCode(), 3);
    const QByteArray error = python.readAllStandardError();
    QVERIFY2(error.startsWith("measure_step: needs PyTorch (import torch failed: "), error.constData());
    QCOMPARE(error.count('\n'), 1);
    QVERIFY(python.readAllStandardOutput().isEmpty());
}

QTEST_GUILESS_MAIN(TestMeasurementScript)
#include "tst_measurementscript.moc"
