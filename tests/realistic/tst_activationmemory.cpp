// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/activationmemory.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Korthikanti et al. 2022, Table 2 (SPEC §3), 16-bit, written as the table prints it; the test's t divides a, so
// every division is exact. Fused attention drops the 5as/h term (5as²b bytes).
qint64 table(RecomputePolicy policy, qint64 s, qint64 b, qint64 h, qint64 a, qint64 t, bool sequenceParallel,
             bool fused)
{
    const qint64 sbh = s * b * h;
    const qint64 attention = fused ? 0 : 5 * a * s * s * b; // sbh · 5as/h
    switch (policy) {
    case RecomputePolicy::None:
        if (t == 1)
            return 34 * sbh + attention;
        return sequenceParallel ? (34 * sbh + attention) / t : 10 * sbh + 24 * sbh / t + attention / t;
    case RecomputePolicy::Selective:
        if (t == 1)
            return 34 * sbh;
        return sequenceParallel ? 34 * sbh / t : 10 * sbh + 24 * sbh / t;
    case RecomputePolicy::Full:
        return sequenceParallel ? 2 * sbh / t : 2 * sbh;
    case RecomputePolicy::Mlp:
    case RecomputePolicy::Norms:
    case RecomputePolicy::SaveMatmuls:
    case RecomputePolicy::Custom:
        break; // not in the table
    }
    return -1;
}

} // namespace

class TestActivationMemory final : public QObject
{
    Q_OBJECT

private slots:
    void againstTable_data();
    void againstTable();
    void gpt3Multiples();
    void thirtyTwoBit_data();
    void thirtyTwoBit();
    void inputAndSaved();
    void overflow();
};

// Every policy × parallelism (none, tensor t, tensor + sequence t) × fused attention, on every preset and a few t.
void TestActivationMemory::againstTable_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<qint64>("sequence");
    QTest::addColumn<qint64>("microBatch");
    QTest::addColumn<qint64>("t");
    QTest::addColumn<bool>("sequenceParallel");
    QTest::addColumn<bool>("fused");
    QTest::addColumn<int>("policy");
    const RecomputePolicy policies[] = {RecomputePolicy::None, RecomputePolicy::Selective, RecomputePolicy::Full};
    for (const TransformerModel &model : TransformerModel::presets()) {
        for (const qint64 t : {qint64(1), qint64(2), qint64(4), qint64(8)}) {
            if (model.heads % t != 0)
                continue;
            for (const bool sequenceParallel : {false, true}) {
                if (t == 1 && sequenceParallel)
                    continue;
                for (const bool fused : {false, true}) {
                    for (const RecomputePolicy policy : policies) {
                        const qint64 b = model.layers > 40 ? 1 : 4;
                        QTest::addRow("%s t=%lld%s%s %s", qPrintable(model.name), t, sequenceParallel ? " SP" : "",
                                      fused ? " fused" : "", qPrintable(RecomputeSetting::name(policy)))
                            << model.name << model.sequenceLength << b << t << sequenceParallel << fused << int(policy);
                    }
                }
            }
        }
    }
}

void TestActivationMemory::againstTable()
{
    QFETCH(QString, model);
    QFETCH(qint64, sequence);
    QFETCH(qint64, microBatch);
    QFETCH(qint64, t);
    QFETCH(bool, sequenceParallel);
    QFETCH(bool, fused);
    QFETCH(int, policy);
    const TransformerModel m = *TransformerModel::preset(model);
    TrainingSetup setup = TrainingSetup::defaultFor(m);
    setup.sequenceLength = sequence;
    setup.microBatch = microBatch;
    setup.tensorParallel = t;
    setup.sequenceParallel = sequenceParallel;
    setup.fusedAttention = fused;
    QCOMPARE(setup.validationError(m), QString());
    const CheckedInt bytes = ActivationMemory::bytesPerLayer(RecomputePolicy(policy), m, setup);
    QVERIFY(bytes.isValid());
    QCOMPARE(bytes.value(),
             table(RecomputePolicy(policy), sequence, microBatch, m.hidden, m.heads, t, sequenceParallel, fused));
}

// SPEC: GPT-3 175B (a 96, h 12288, s 2048) stores 114, 34 and 2 × sbh without parallelism; selective saves 70%.
void TestActivationMemory::gpt3Multiples()
{
    const TransformerModel gpt3 = *TransformerModel::preset(u"gpt3-175b"_s);
    const TrainingSetup setup = TrainingSetup::defaultFor(gpt3);
    const qint64 sbh = Q_INT64_C(2048) * 12288;
    QCOMPARE(ActivationMemory::bytesPerLayer(RecomputePolicy::None, gpt3, setup).value(), 114 * sbh);
    QCOMPARE(ActivationMemory::bytesPerLayer(RecomputePolicy::Selective, gpt3, setup).value(), 34 * sbh);
    QCOMPARE(ActivationMemory::bytesPerLayer(RecomputePolicy::Full, gpt3, setup).value(), 2 * sbh);
    QCOMPARE(qRound(100.0 * (114 - 34) / 114), 70);
    QCOMPARE(114 * sbh, Q_INT64_C(2'868'903'936)); // 2.67 GiB per block
}

// 32-bit: the p-byte tensors double, the 1-byte dropout masks stay: sbh(16p + 2) + as²b(2p + 1), 66 and 9 at p = 4;
// with tensor parallelism sbh(4p + 2) stays whole and sbh·12p and the as²b part split; the block input is p·sbh.
void TestActivationMemory::thirtyTwoBit_data()
{
    QTest::addColumn<qint64>("t");
    QTest::addColumn<bool>("sequenceParallel");
    QTest::addColumn<int>("policy");
    QTest::addColumn<qint64>("sbhTimesT");  // coefficient of sbh/t
    QTest::addColumn<qint64>("sbhWhole");   // coefficient of sbh
    QTest::addColumn<qint64>("as2bTimesT"); // coefficient of as²b/t
    QTest::newRow("none") << qint64(1) << false << int(RecomputePolicy::None) << qint64(0) << qint64(66) << qint64(9);
    QTest::newRow("selective") << qint64(1) << false << int(RecomputePolicy::Selective) << qint64(0) << qint64(66)
                               << qint64(0);
    QTest::newRow("full") << qint64(1) << false << int(RecomputePolicy::Full) << qint64(0) << qint64(4) << qint64(0);
    QTest::newRow("none t=4") << qint64(4) << false << int(RecomputePolicy::None) << qint64(48) << qint64(18)
                              << qint64(9);
    QTest::newRow("selective t=4") << qint64(4) << false << int(RecomputePolicy::Selective) << qint64(48) << qint64(18)
                                   << qint64(0);
    QTest::newRow("full t=4") << qint64(4) << false << int(RecomputePolicy::Full) << qint64(0) << qint64(4)
                              << qint64(0);
    QTest::newRow("none t=4 SP") << qint64(4) << true << int(RecomputePolicy::None) << qint64(66) << qint64(0)
                                 << qint64(9);
    QTest::newRow("selective t=4 SP") << qint64(4) << true << int(RecomputePolicy::Selective) << qint64(66) << qint64(0)
                                      << qint64(0);
    QTest::newRow("full t=4 SP") << qint64(4) << true << int(RecomputePolicy::Full) << qint64(4) << qint64(0)
                                 << qint64(0);
}

void TestActivationMemory::thirtyTwoBit()
{
    QFETCH(qint64, t);
    QFETCH(bool, sequenceParallel);
    QFETCH(int, policy);
    QFETCH(qint64, sbhTimesT);
    QFETCH(qint64, sbhWhole);
    QFETCH(qint64, as2bTimesT);
    const TransformerModel gpt3 = *TransformerModel::preset(u"gpt3-175b"_s);
    TrainingSetup setup = TrainingSetup::defaultFor(gpt3);
    setup.precisionBits = 32;
    setup.microBatch = 2;
    setup.tensorParallel = t;
    setup.sequenceParallel = sequenceParallel;
    const qint64 s = 2048, b = 2, h = 12288, a = 96;
    const qint64 expected = sbhTimesT * s * b * h / t + sbhWhole * s * b * h + as2bTimesT * a * s * s * b / t;
    QCOMPARE(ActivationMemory::bytesPerLayer(RecomputePolicy(policy), gpt3, setup).value(), expected);
    // And 16-bit through the same generalised formula gives the table (p = 2: 16p + 2 = 34, 2p + 1 = 5, 4p + 2 = 10).
    setup.precisionBits = 16;
    const qint64 sixteen = ActivationMemory::bytesPerLayer(RecomputePolicy(policy), gpt3, setup).value();
    QCOMPARE(sixteen, table(RecomputePolicy(policy), s, b, h, a, t, sequenceParallel, false));
}

void TestActivationMemory::inputAndSaved()
{
    const TransformerModel llama = *TransformerModel::preset(u"llama-3.1-8b"_s);
    TrainingSetup setup = TrainingSetup::defaultFor(llama);
    const qint64 sbh = Q_INT64_C(8192) * 4096;
    QCOMPARE(ActivationMemory::blockInputBytes(llama, setup).value(), 2 * sbh);
    QCOMPARE(ActivationMemory::blockSavedBytes(llama, setup).value(), (34 + 5 * 32 * 8192 / 4096) * sbh); // 354 sbh
    setup.fusedAttention = true;
    QCOMPARE(ActivationMemory::blockSavedBytes(llama, setup).value(), 34 * sbh);
}

void TestActivationMemory::overflow()
{
    const TransformerModel gpt3 = *TransformerModel::preset(u"gpt3-175b"_s);
    TrainingSetup setup = TrainingSetup::defaultFor(gpt3);
    setup.microBatch = Q_INT64_C(1) << 34; // 2·sbh ≈ 2^59.6 fits, 114·sbh ≈ 2^65.4 does not
    QVERIFY(!ActivationMemory::bytesPerLayer(RecomputePolicy::None, gpt3, setup).isValid());
    QVERIFY(!ActivationMemory::bytesPerLayer(RecomputePolicy::Selective, gpt3, setup).isValid());
    QCOMPARE(ActivationMemory::bytesPerLayer(RecomputePolicy::Full, gpt3, setup).value(),
             Q_INT64_C(2) * 2048 * 12288 * (Q_INT64_C(1) << 34));
    setup.microBatch = Q_INT64_C(1) << 40;
    QVERIFY(!ActivationMemory::bytesPerLayer(RecomputePolicy::Full, gpt3, setup).isValid());
}

QTEST_GUILESS_MAIN(TestActivationMemory)
#include "tst_activationmemory.moc"
