// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/modelstate.h"
#include "core/realistic/trainingsetup.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {
constexpr qint64 llama8b = Q_INT64_C(8'030'261'248);
}

class TestModelState final : public QObject
{
    Q_OBJECT

private slots:
    void zeroStages_data();
    void zeroStages();
    void decimalGigabytes();
    void oneGpuInGiB();
    void overflow();
};

void TestModelState::zeroStages_data()
{
    QTest::addColumn<qint64>("parameters");
    QTest::addColumn<qint64>("t");
    QTest::addColumn<qint64>("gpus");
    QTest::addColumn<int>("stage");
    QTest::addColumn<qint64>("weights");
    QTest::addColumn<qint64>("gradients");
    QTest::addColumn<qint64>("optimizer");
    // SPEC: Llama-3.1-8B on 8 GPUs: 16, 4 + 12/8, 2 + 14/8 and 16/8 bytes per parameter.
    const qint64 P = llama8b;
    QTest::newRow("8B, 1 GPU") << P << qint64(1) << qint64(1) << 0 << 2 * P << 2 * P << 12 * P;
    QTest::newRow("8B, 8 GPUs, ZeRO-0") << P << qint64(1) << qint64(8) << 0 << 2 * P << 2 * P << 12 * P;
    QTest::newRow("8B, 8 GPUs, ZeRO-1") << P << qint64(1) << qint64(8) << 1 << 2 * P << 2 * P << 12 * P / 8;
    QTest::newRow("8B, 8 GPUs, ZeRO-2") << P << qint64(1) << qint64(8) << 2 << 2 * P << 2 * P / 8 << 12 * P / 8;
    QTest::newRow("8B, 8 GPUs, ZeRO-3") << P << qint64(1) << qint64(8) << 3 << 2 * P / 8 << 2 * P / 8 << 12 * P / 8;
    QTest::newRow("ZeRO on one GPU shards nothing") << P << qint64(1) << qint64(1) << 3 << 2 * P << 2 * P << 12 * P;
    // Tensor parallelism divides the parameters first: t = 2 and 4 data-parallel GPUs with ZeRO-3 = 16/8 as well.
    QTest::newRow("8B, t=2, 4 GPUs, ZeRO-3")
        << P << qint64(2) << qint64(4) << 3 << 2 * P / 8 << 2 * P / 8 << 12 * P / 8;
    QTest::newRow("8B, t=8, ZeRO-0") << P << qint64(8) << qint64(1) << 0 << 2 * P / 8 << 2 * P / 8 << 12 * P / 8;
    // Shards are whole parameters, rounded up: 10 parameters over 3 GPUs hold 4 each.
    QTest::newRow("uneven shards") << qint64(10) << qint64(1) << qint64(3) << 3 << qint64(8) << qint64(8) << qint64(48);
    QTest::newRow("uneven tensor split") << qint64(10) << qint64(4) << qint64(1) << 0 << qint64(6) << qint64(6)
                                         << qint64(36);
}

void TestModelState::zeroStages()
{
    QFETCH(qint64, parameters);
    QFETCH(qint64, t);
    QFETCH(qint64, gpus);
    QFETCH(int, stage);
    QFETCH(qint64, weights);
    QFETCH(qint64, gradients);
    QFETCH(qint64, optimizer);
    TrainingSetup setup;
    setup.tensorParallel = t;
    setup.gpus = gpus;
    setup.zeroStage = stage;
    const Expected<ModelState> state = ModelState::perGpu(parameters, setup);
    QVERIFY2(state, qPrintable(state.error()));
    QCOMPARE(state->weightBytes, weights);
    QCOMPARE(state->gradientBytes, gradients);
    QCOMPARE(state->optimizerBytes, optimizer);
    QCOMPARE(state->totalBytes, weights + gradients + optimizer);
}

// SPEC: 44.17, 30.11 and 16.06 GB (decimal) for ZeRO-1, -2 and -3 on 8 GPUs.
void TestModelState::decimalGigabytes()
{
    TrainingSetup setup;
    setup.gpus = 8;
    const QStringList expected = {u"128.48"_s, u"44.17"_s, u"30.11"_s, u"16.06"_s};
    for (int stage = 0; stage <= 3; ++stage) {
        setup.zeroStage = stage;
        const qint64 total = ModelState::perGpu(llama8b, setup)->totalBytes;
        QCOMPARE(QString::number(double(total) / 1e9, 'f', 2), expected.at(stage));
    }
    setup.zeroStage = 1;
    QCOMPARE(ModelState::perGpu(llama8b, setup)->totalBytes, Q_INT64_C(44'166'436'864));
    setup.zeroStage = 2;
    QCOMPARE(ModelState::perGpu(llama8b, setup)->totalBytes, Q_INT64_C(30'113'479'680));
    setup.zeroStage = 3;
    QCOMPARE(ModelState::perGpu(llama8b, setup)->totalBytes, Q_INT64_C(16'060'522'496));
}

// 128.5 GB = 119.7 GiB on one GPU: more than 80 GiB.
void TestModelState::oneGpuInGiB()
{
    const TrainingSetup setup;
    const qint64 total = ModelState::perGpu(llama8b, setup)->totalBytes;
    QCOMPARE(total, Q_INT64_C(128'484'179'968));
    QCOMPARE(QString::number(double(total) / 1e9, 'f', 1), u"128.5"_s);
    QCOMPARE(QString::number(double(total) / double(Q_INT64_C(1) << 30), 'f', 1), u"119.7"_s);
    QVERIFY(total > setup.gpuMemoryBytes());
    QCOMPARE(setup.gpuMemoryBytes(), Q_INT64_C(85'899'345'920));
}

void TestModelState::overflow()
{
    const TrainingSetup setup;
    const Expected<ModelState> state = ModelState::perGpu(Q_INT64_C(1) << 60, setup);
    QVERIFY(!state);
    QCOMPARE(state.error(), u"the model state in bytes exceeds 64 bits"_s);
}

QTEST_GUILESS_MAIN(TestModelState)
#include "tst_modelstate.moc"
