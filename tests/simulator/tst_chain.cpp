// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/chain.h"

#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;

class TestChain final : public QObject
{
    Q_OBJECT

private slots:
    void unitChainIsConstantSize();
    void uniformSums();
    void explicitSums();
    void validation_data();
    void validation();
};

void TestChain::unitChainIsConstantSize()
{
    const Chain chain = Chain::units(1'000'000);
    QCOMPARE(chain.layerCount(), qint64(1'000'000));
    QVERIFY(chain.isUniform());
    QVERIFY(chain.isUnitModel());
    QCOMPARE(chain.layer(777'777), Layer{});
    QCOMPARE(chain.totalForwardCost(), 1e6);
    QCOMPARE(chain.savedSize(1, 1'000'000), qint64(1'000'000));
    QCOMPARE(chain.forwardCost(10, 9), 0.0); // empty range
    QVERIFY(chain.validationError().isEmpty());
    QVERIFY(!Chain::uniform(5, Layer{2, 1, 1.0}).isUnitModel());
}

void TestChain::uniformSums()
{
    const Chain chain = Chain::uniform(10, Layer{3, 5, 2.5});
    QCOMPARE(chain.inputSize(4), qint64(3));
    QCOMPARE(chain.savedSize(4), qint64(5));
    QCOMPARE(chain.forwardCost(2, 5), 10.0);
    QCOMPARE(chain.savedSize(2, 5), qint64(20));
    QCOMPARE(chain.totalForwardCost(), 25.0);
}

void TestChain::explicitSums()
{
    const Chain chain = Chain::fromLayers({Layer{1, 2, 1.0}, Layer{3, 4, 2.0}, Layer{5, 6, 4.0}});
    QVERIFY(!chain.isUniform());
    QCOMPARE(chain.layerCount(), qint64(3));
    QCOMPARE(chain.inputSize(2), qint64(3));
    QCOMPARE(chain.forwardCost(3), 4.0);
    QCOMPARE(chain.forwardCost(2, 3), 6.0);
    QCOMPARE(chain.savedSize(1, 2), qint64(6));
    QCOMPARE(chain.savedSize(3, 3), qint64(6));
    QCOMPARE(chain.totalForwardCost(), 7.0);
}

void TestChain::validation_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<Layer>("layer");
    QTest::addColumn<QString>("error");
    QTest::newRow("one layer") << qint64(1) << Layer{} << QString();
    QTest::newRow("a million") << qint64(1'000'000) << Layer{} << QString();
    QTest::newRow("zero layers") << qint64(0) << Layer{} << u"layers must be between 1 and 1000000 (got 0)"_s;
    QTest::newRow("too many") << qint64(1'000'001) << Layer{}
                              << u"layers must be between 1 and 1000000 (got 1000001)"_s;
    QTest::newRow("negative") << qint64(-5) << Layer{} << u"layers must be between 1 and 1000000 (got -5)"_s;
    const QString badLayer = u"layer 1: sizes must be between 0 and 2^40, the saved size at least the input size, "
                             "and the forward cost a finite number above 0 and at most 1e18"_s;
    QTest::newRow("negative size") << qint64(3) << Layer{-1, 1, 1.0} << badLayer;
    QTest::newRow("huge size") << qint64(3) << Layer{1, qint64(1) << 41, 1.0} << badLayer;
    QTest::newRow("zero cost") << qint64(3) << Layer{1, 1, 0.0} << badLayer;
    QTest::newRow("nan cost") << qint64(3) << Layer{1, 1, std::numeric_limits<double>::quiet_NaN()} << badLayer;
    QTest::newRow("infinite cost") << qint64(3) << Layer{1, 1, std::numeric_limits<double>::infinity()} << badLayer;
    QTest::newRow("saved below input") << qint64(3) << Layer{5, 4, 1.0} << badLayer;
    QTest::newRow("zero sizes are fine") << qint64(3) << Layer{0, 0, 1.0} << QString();
}

void TestChain::validation()
{
    QFETCH(qint64, layers);
    QFETCH(Layer, layer);
    QFETCH(QString, error);
    QCOMPARE(Chain::uniform(layers, layer).validationError(), error);
    if (layers >= 1 && layers <= 10)
        QCOMPARE(Chain::fromLayers(QList<Layer>(layers, layer)).validationError(), error);
}

QTEST_GUILESS_MAIN(TestChain)
#include "tst_chain.moc"
