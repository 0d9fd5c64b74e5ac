// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/closedforms.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/simulator.h"
#include "simulator/schedulechecks.h"

#include <QRandomGenerator>
#include <QTest>

namespace {

// Unit layers, layers saving just their input in bigger units, and layers saving far more than their input (57× is a
// GPT block's saved bytes over its input's, Korthikanti et al. 2022).
QList<std::pair<const char *, Chain>> uniformChains(qint64 n)
{
    return {{"unit", Chain::units(n)},
            {"input 2", Chain::uniform(n, Layer{2, 2, 1.5})},
            {"3/5", Chain::uniform(n, Layer{3, 5, 2.5})},
            {"1/57", Chain::uniform(n, Layer{1, 57, 1.0})}};
}

QList<ScheduleSetting> settingsFor(qint64 n, const Chain &chain)
{
    QList<qint64> parameters;
    if (n <= 24) {
        for (qint64 p = 1; p <= n; ++p)
            parameters.append(p);
    } else {
        const auto root = qint64(std::sqrt(double(n)));
        for (qint64 p : {qint64(1), qint64(2), root - 1, root, root + 1, n / 3, n - 1, n})
            if (p >= 1 && !parameters.contains(p))
                parameters.append(p);
    }
    QList<ScheduleSetting> settings = {ScheduleSetting::storeAll()};
    for (qint64 p : parameters) {
        settings.append(ScheduleSetting::uniform(p));
        settings.append(ScheduleSetting::pyTorch(p));
        settings.append(ScheduleSetting::pyTorch(p).withReentrant(true));
        ScheduleSetting outputs = ScheduleSetting::pyTorch(p);
        outputs.layersSaveOutput = true;
        settings.append(outputs);
        if (!chain.hasInternals())
            settings.append(ScheduleSetting::optimal(p));
    }
    return settings;
}

QByteArray describe(const ScheduleSetting &setting)
{
    switch (setting.kind) {
    case ScheduleKind::StoreAll:
        return "store-all";
    case ScheduleKind::Uniform:
        return "k=" + QByteArray::number(setting.spacing);
    case ScheduleKind::PyTorch:
        return "S=" + QByteArray::number(setting.segments) + (setting.useReentrant ? " reentrant" : "")
               + (setting.layersSaveOutput ? " output-saving" : "");
    case ScheduleKind::Optimal:
        return "s=" + QByteArray::number(setting.slotCount);
    }
    return {};
}

// The checkpoints and the first kept layer of a segment schedule, for the oracle.
std::pair<QList<qint64>, qint64> segmentShape(qint64 n, const ScheduleSetting &setting)
{
    QList<qint64> checkpoints;
    if (setting.kind == ScheduleKind::Uniform) {
        for (qint64 c = 0; c < n; c += setting.spacing)
            checkpoints.append(c);
        return {checkpoints, checkpoints.constLast() + 1};
    }
    const qint64 size = n / setting.segments;
    for (qint64 s = 0; s < setting.segments; ++s)
        checkpoints.append(s * size); // the last is the kept tail's input, held like a checkpoint
    return {checkpoints, checkpoints.constLast() + 1};
}

} // namespace

class TestClosedForms final : public QObject
{
    Q_OBJECT

private slots:
    void matchTheSchedule_data();
    void matchTheSchedule();
    void explicitChainsMatchTheOracle_data();
    void explicitChainsMatchTheOracle();
    void specExamples_data();
    void specExamples();
    void revolveIsRefusedForLayersWithInternals();
};

void TestClosedForms::matchTheSchedule_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<ScheduleSetting>("setting");
    for (qint64 n : {1, 2, 3, 4, 5, 6, 7, 10, 12, 16, 17, 24, 31, 64, 100, 101}) {
        for (const auto &[name, chain] : uniformChains(n)) {
            for (const ScheduleSetting &setting : settingsFor(n, chain))
                QTest::addRow("%s N=%lld %s", name, n, describe(setting).constData()) << chain << setting;
        }
    }
}

// The closed forms, the figures sink and the explicit events (checked for soundness, and against the naive oracle
// for the segment schedules) all agree.
void TestClosedForms::matchTheSchedule()
{
    QFETCH(Chain, chain);
    QFETCH(ScheduleSetting, setting);
    bool complete = false;
    const QList<ScheduleEvent> events = Simulator::events(chain, setting, 10'000'000, &complete);
    QVERIFY(complete);
    QCOMPARE(ScheduleChecks::invariantError(chain, events), QString());
    const ScheduleFigures counted = ScheduleChecks::figuresFromEvents(chain, events, setting.backwardRatio);
    const ScheduleFigures figures = Simulator::figures(chain, setting);
    const ClosedForms::Figures closed = ScheduleCatalog::closedForm(chain, setting);
    QCOMPARE(figures.peakMemory, counted.peakMemory);
    QCOMPARE(figures.extraForwards, counted.extraForwards);
    QCOMPARE(closed.peakMemory, counted.peakMemory);
    QCOMPARE(closed.extraForwards, counted.extraForwards);
    if (setting.kind == ScheduleKind::Uniform || setting.kind == ScheduleKind::PyTorch) {
        const auto [checkpoints, keptFrom] = segmentShape(chain.layerCount(), setting);
        const ScheduleChecks::OracleFigures oracle = ScheduleChecks::segmentOracle(
            chain, checkpoints, keptFrom, setting.kind == ScheduleKind::PyTorch && setting.rerunsWholeSegments());
        QCOMPARE(oracle.peakMemory, counted.peakMemory);
        QCOMPARE(oracle.extraForwards, counted.extraForwards);
    }
}

void TestClosedForms::explicitChainsMatchTheOracle_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<ScheduleSetting>("setting");
    QRandomGenerator random(20261130); // fixed: the same chains on every run
    for (qint64 n : {1, 2, 5, 9, 16, 23}) {
        for (int variant = 0; variant < 3; ++variant) {
            QList<Layer> layers;
            for (qint64 i = 0; i < n; ++i) {
                const qint64 input = random.bounded(1, 9);
                // Variant 0 saves just the input; 1 mixes; 2 always saves more.
                const qint64 internal = variant == 0 ? 0 : random.bounded(variant == 1 ? 0 : 1, 60);
                layers.append(Layer{input, input + internal, 0.5 + random.bounded(4.0)});
            }
            const Chain chain = Chain::fromLayers(layers);
            for (const ScheduleSetting &setting : settingsFor(n, chain)) {
                if (setting.kind == ScheduleKind::Uniform || setting.kind == ScheduleKind::PyTorch)
                    QTest::addRow("variant %d N=%lld %s", variant, n, describe(setting).constData())
                        << chain << setting;
            }
        }
    }
}

void TestClosedForms::explicitChainsMatchTheOracle()
{
    QFETCH(Chain, chain);
    QFETCH(ScheduleSetting, setting);
    bool complete = false;
    const QList<ScheduleEvent> events = Simulator::events(chain, setting, 10'000'000, &complete);
    QVERIFY(complete);
    QCOMPARE(ScheduleChecks::invariantError(chain, events), QString());
    const ScheduleFigures counted = ScheduleChecks::figuresFromEvents(chain, events, setting.backwardRatio);
    const ScheduleFigures figures = Simulator::figures(chain, setting);
    QCOMPARE(figures.peakMemory, counted.peakMemory);
    QCOMPARE(figures.extraForwards, counted.extraForwards);
    QCOMPARE(figures.extraForwardCost, counted.extraForwardCost);
    const auto [checkpoints, keptFrom] = segmentShape(chain.layerCount(), setting);
    const ScheduleChecks::OracleFigures oracle = ScheduleChecks::segmentOracle(
        chain, checkpoints, keptFrom, setting.kind == ScheduleKind::PyTorch && setting.rerunsWholeSegments());
    QCOMPARE(figures.peakMemory, oracle.peakMemory);
    QCOMPARE(figures.extraForwards, oracle.extraForwards);
}

void TestClosedForms::specExamples_data()
{
    QTest::addColumn<Chain>("chain");
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<qint64>("peak");
    QTest::addColumn<qint64>("extra");
    // SPEC section 3, uniform spacing with the last segment kept.
    QTest::newRow("N=100 k=10") << Chain::units(100) << ScheduleSetting::uniform(10) << qint64(19) << qint64(81);
    QTest::newRow("N=10 k=3") << Chain::units(10) << ScheduleSetting::uniform(3) << qint64(5) << qint64(6);
    QTest::newRow("N=10^4 k=100") << Chain::units(10'000) << ScheduleSetting::uniform(100) << qint64(199)
                                  << qint64(9801);
    QTest::newRow("N=10^6 k=1000") << Chain::units(1'000'000) << ScheduleSetting::uniform(1000) << qint64(1999)
                                   << qint64(998'001);
    // Revolve at the same memory costs the same: its gain is below 2·sqrt(N).
    QTest::newRow("N=100 Revolve s=18") << Chain::units(100) << ScheduleSetting::optimal(18) << qint64(19)
                                        << qint64(81);
    QTest::newRow("N=100 Revolve memory 10")
        << Chain::units(100) << ScheduleSetting::optimal(9) << qint64(10) << qint64(135);
    QTest::newRow("N=100 Revolve memory 4")
        << Chain::units(100) << ScheduleSetting::optimal(3) << qint64(4) << qint64(391);
    // The byte-correct engine: checkpointing every layer of 32 that save 57× their input is not free.
    QTest::newRow("32 layers 1/57 k=1") << Chain::uniform(32, Layer{1, 57, 1.0}) << ScheduleSetting::uniform(1)
                                        << qint64(31 + 57) << qint64(31);
    QTest::newRow("32 layers 1/57 store-all")
        << Chain::uniform(32, Layer{1, 57, 1.0}) << ScheduleSetting::storeAll() << qint64(32 * 57) << qint64(0);
    // PyTorch 1.13, measured with saved-tensor hooks (docs/pytorch): peak and layer forwards − N.
    QTest::newRow("measured N=16 S=4") << Chain::units(16) << ScheduleSetting::pyTorch(4).withReentrant(true)
                                       << qint64(7) << qint64(28 - 16);
    QTest::newRow("measured N=100 S=7") << Chain::units(100) << ScheduleSetting::pyTorch(7).withReentrant(true)
                                        << qint64(22) << qint64(184 - 100);
    QTest::newRow("measured N=99 S=10") << Chain::units(99) << ScheduleSetting::pyTorch(10).withReentrant(true)
                                        << qint64(27) << qint64(180 - 99);
    QTest::newRow("measured N=32 S=32") << Chain::units(32) << ScheduleSetting::pyTorch(32).withReentrant(true)
                                        << qint64(32) << qint64(63 - 32);
    // use_reentrant=False with early stop (PyTorch >= 2.1): one forward fewer per checkpointed segment.
    QTest::newRow("early stop N=16 S=4") << Chain::units(16) << ScheduleSetting::pyTorch(4) << qint64(7) << qint64(9);
    QTest::newRow("early stop N=100 S=7")
        << Chain::units(100) << ScheduleSetting::pyTorch(7) << qint64(22) << qint64(78);
    // The same rule on layers that save their output (Linear → ReLU blocks, science-2 F1): the stop comes only after
    // the segment's last layer has run again, so every layer of a checkpointed segment reruns, 12 and 84.
    ScheduleSetting outputs = ScheduleSetting::pyTorch(4);
    outputs.layersSaveOutput = true;
    QTest::newRow("early stop, output-saving N=16 S=4") << Chain::units(16) << outputs << qint64(7) << qint64(12);
    outputs.segments = 7;
    QTest::newRow("early stop, output-saving N=100 S=7") << Chain::units(100) << outputs << qint64(22) << qint64(84);
    // ...but not when the segment's last layer saves more than its input: it must run again.
    QTest::newRow("early stop 1/57 N=16 S=4")
        << Chain::uniform(16, Layer{1, 57, 1.0}) << ScheduleSetting::pyTorch(4) << qint64(3 + 4 * 57) << qint64(12);
}

void TestClosedForms::specExamples()
{
    QFETCH(Chain, chain);
    QFETCH(ScheduleSetting, setting);
    QFETCH(qint64, peak);
    QFETCH(qint64, extra);
    const ScheduleFigures figures = Simulator::figures(chain, setting);
    QVERIFY(figures.valid);
    QCOMPARE(figures.peakMemory, peak);
    QCOMPARE(figures.extraForwards, extra);
    const ClosedForms::Figures closed = ScheduleCatalog::closedForm(chain, setting);
    QCOMPARE(closed.peakMemory, peak);
    QCOMPARE(closed.extraForwards, extra);
}

void TestClosedForms::revolveIsRefusedForLayersWithInternals()
{
    const Chain chain = Chain::uniform(10, Layer{1, 57, 1.0});
    QCOMPARE(Simulator::validationError(chain, ScheduleSetting::optimal(3)),
             QStringLiteral("the optimal (Revolve) schedule is modelled only for layers that save just their input"));
    QVERIFY(!Simulator::figures(chain, ScheduleSetting::optimal(3)).valid);
    QCOMPARE(Simulator::validationError(chain, ScheduleSetting::uniform(3)), QString());
}

QTEST_GUILESS_MAIN(TestClosedForms)
#include "tst_closedforms.moc"
