// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/chain.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

class TestScheduleCatalog final : public QObject
{
    Q_OBJECT

private slots:
    void everyKindOnce();
    void names();
    void settingForSpacing_data();
    void settingForSpacing();
    void descriptionAtTheEnds_data();
    void descriptionAtTheEnds();
};

// At the ends of a slider the description says what the figures show (ux-2 F18: "every other segment is recomputed"
// stood beside "0 extra layer forwards" at k = 1).
void TestScheduleCatalog::descriptionAtTheEnds_data()
{
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<QString>("says");
    QTest::addColumn<qint64>("extra");
    QTest::newRow("uniform k = 1") << ScheduleSetting::uniform(1) << 3LL << u"nothing is recomputed"_s << 0LL;
    QTest::newRow("uniform k = N") << ScheduleSetting::uniform(3) << 3LL << u"kept whole"_s << 0LL;
    QTest::newRow("uniform k = 2") << ScheduleSetting::uniform(2) << 3LL << u"recomputed once during backward"_s << 1LL;
    QTest::newRow("pytorch S = 1") << ScheduleSetting::pyTorch(1) << 16LL << u"nothing is recomputed"_s << 0LL;
    QTest::newRow("pytorch S = 4") << ScheduleSetting::pyTorch(4) << 16LL << u"one layer short of the segment"_s << 9LL;
}

void TestScheduleCatalog::descriptionAtTheEnds()
{
    QFETCH(ScheduleSetting, setting);
    QFETCH(qint64, layers);
    QFETCH(QString, says);
    QFETCH(qint64, extra);
    const QString text = ScheduleCatalog::entry(setting.kind).describe(setting, layers);
    QVERIFY2(text.contains(says), qPrintable(text));
    QCOMPARE(Simulator::figures(Chain::units(layers), setting).extraForwards, extra);
}

void TestScheduleCatalog::everyKindOnce()
{
    QSet<int> kinds;
    QSet<QString> names;
    for (const ScheduleCatalog::Entry &entry : ScheduleCatalog::all()) {
        kinds.insert(int(entry.kind));
        names.insert(QString::fromLatin1(entry.name));
        QCOMPARE(&ScheduleCatalog::entry(entry.kind), &entry);
        // A parameter has an option name, a value name, a field and a help text, or none of them.
        QCOMPARE(entry.parameter != nullptr, entry.field != nullptr);
        QCOMPARE(entry.valueName != nullptr, entry.field != nullptr);
        QCOMPARE(entry.parameterHelp != nullptr, entry.field != nullptr);
        QVERIFY(!ScheduleCatalog::label(entry.kind).isEmpty());
        QVERIFY(entry.reportName && entry.parameterForSpacing && entry.describe && entry.closedForm);
        // What the panel and the charts show for a parameter: all of it, or a schedule the panel does not offer.
        const bool shown = entry.field != nullptr;
        QCOMPARE(entry.offeredInPanel, shown);
        for (const char *text : {entry.parameterLabel, entry.controlLabel, entry.controlToolTip, entry.nearSqrtToolTip,
                                 entry.axisTitle, entry.currentName, entry.valueText})
            QCOMPARE(text != nullptr, shown);
        if (shown)
            QVERIFY(QLatin1StringView(entry.valueText).contains("%1"_L1));
        QCOMPARE(ScheduleCatalog::valueText(entry.kind, u"7"_s).isEmpty(), false);
    }
    const QList<ScheduleKind> all
        = {ScheduleKind::StoreAll, ScheduleKind::Uniform, ScheduleKind::PyTorch, ScheduleKind::Optimal};
    QCOMPARE(kinds.size(), all.size());
    QCOMPARE(names.size(), all.size());
    QCOMPARE(ScheduleCatalog::all().size(), all.size());
}

void TestScheduleCatalog::names()
{
    for (const ScheduleCatalog::Entry &entry : ScheduleCatalog::all())
        QCOMPARE(ScheduleCatalog::find(ScheduleCatalog::name(entry.kind)), &entry);
    QCOMPARE(ScheduleCatalog::name(ScheduleKind::PyTorch), u"pytorch"_s);
    QCOMPARE(ScheduleCatalog::nameList(), u"uniform, pytorch, optimal, store-all"_s);
    QVERIFY(!ScheduleCatalog::find(u"Uniform"));
    QVERIFY(!ScheduleCatalog::find(u""));
}

void TestScheduleCatalog::settingForSpacing_data()
{
    QTest::addColumn<ScheduleKind>("kind");
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("spacing"); // 0: the default spacing
    QTest::addColumn<qint64>("parameter");
    QTest::newRow("uniform k") << ScheduleKind::Uniform << 100LL << 15LL << 15LL;
    QTest::newRow("uniform default: best k near sqrt(N)") << ScheduleKind::Uniform << 100LL << 0LL << 10LL;
    // Segments of about k layers: ceil(N / k).
    QTest::newRow("pytorch k=15") << ScheduleKind::PyTorch << 100LL << 15LL << 7LL;
    QTest::newRow("pytorch k=N") << ScheduleKind::PyTorch << 100LL << 100LL << 1LL;
    QTest::newRow("pytorch k=1") << ScheduleKind::PyTorch << 100LL << 1LL << 100LL;
    QTest::newRow("pytorch default: ceil(100/10)") << ScheduleKind::PyTorch << 100LL << 0LL << 10LL;
    // Revolve slots with the peak of k = 10 (19 activations): 18 slots.
    QTest::newRow("optimal k=10") << ScheduleKind::Optimal << 100LL << 10LL << 18LL;
    QTest::newRow("optimal default") << ScheduleKind::Optimal << 100LL << 0LL << 18LL;
}

void TestScheduleCatalog::settingForSpacing()
{
    QFETCH(ScheduleKind, kind);
    QFETCH(qint64, layers);
    QFETCH(qint64, spacing);
    QFETCH(qint64, parameter);
    const Chain chain = Chain::units(layers);
    const ScheduleSetting setting = spacing == 0 ? TradeoffAnalysis::defaultSetting(kind, chain, 1.5)
                                                 : TradeoffAnalysis::settingForSpacing(kind, chain, spacing, 1.5);
    QCOMPARE(setting.kind, kind);
    QCOMPARE(setting.backwardRatio, 1.5);
    QCOMPARE(setting.*ScheduleCatalog::entry(kind).field, parameter);
    QCOMPARE(Simulator::validationError(chain, setting), QString());
}

QTEST_GUILESS_MAIN(TestScheduleCatalog)
#include "tst_schedulecatalog.moc"
