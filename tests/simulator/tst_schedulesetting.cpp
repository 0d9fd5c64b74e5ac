// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/schedulesetting.h"

#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;

class TestScheduleSetting final : public QObject
{
    Q_OBJECT

private slots:
    void validation_data();
    void validation();
};

void TestScheduleSetting::validation_data()
{
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<ScheduleSetting>("setting");
    QTest::addColumn<QString>("error");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    QTest::newRow("store-all") << qint64(10) << ScheduleSetting::storeAll() << QString();
    QTest::newRow("k=1") << qint64(10) << ScheduleSetting::uniform(1) << QString();
    QTest::newRow("k=N") << qint64(10) << ScheduleSetting::uniform(10) << QString();
    QTest::newRow("k=0") << qint64(10) << ScheduleSetting::uniform(0)
                         << u"spacing must be between 1 and the number of layers 10 (got 0)"_s;
    QTest::newRow("k=N+1") << qint64(10) << ScheduleSetting::uniform(11)
                           << u"spacing must be between 1 and the number of layers 10 (got 11)"_s;
    QTest::newRow("segments=N") << qint64(10) << ScheduleSetting::pyTorch(10) << QString();
    QTest::newRow("segments=0") << qint64(10) << ScheduleSetting::pyTorch(0)
                                << u"segments must be between 1 and the number of layers 10 (got 0)"_s;
    QTest::newRow("segments huge") << qint64(10) << ScheduleSetting::pyTorch(std::numeric_limits<qint64>::max())
                                   << u"segments must be between 1 and the number of layers 10 "
                                      "(got 9223372036854775807)"_s;
    QTest::newRow("slots=1") << qint64(10) << ScheduleSetting::optimal(1) << QString();
    QTest::newRow("slots above N") << qint64(10) << ScheduleSetting::optimal(50) << QString();
    QTest::newRow("slots=0") << qint64(10) << ScheduleSetting::optimal(0)
                             << u"slots must be between 1 and 1000000 (got 0)"_s;
    QTest::newRow("slots too many") << qint64(10) << ScheduleSetting::optimal(1'000'001)
                                    << u"slots must be between 1 and 1000000 (got 1000001)"_s;
    QTest::newRow("ratio 0") << qint64(10) << ScheduleSetting::uniform(2, 0.0)
                             << u"backward ratio must be a finite number above 0 (got 0)"_s;
    QTest::newRow("ratio negative") << qint64(10) << ScheduleSetting::storeAll(-1.0)
                                    << u"backward ratio must be a finite number above 0 (got -1)"_s;
    QTest::newRow("ratio nan") << qint64(10) << ScheduleSetting::storeAll(nan)
                               << u"backward ratio must be a finite number above 0 (got nan)"_s;
    QTest::newRow("ratio inf") << qint64(10) << ScheduleSetting::optimal(2, inf)
                               << u"backward ratio must be a finite number above 0 (got inf)"_s;
    QTest::newRow("ratio small") << qint64(10) << ScheduleSetting::optimal(2, 1e-9) << QString();
}

void TestScheduleSetting::validation()
{
    QFETCH(qint64, layers);
    QFETCH(ScheduleSetting, setting);
    QFETCH(QString, error);
    QCOMPARE(setting.validationError(layers), error);
}

QTEST_GUILESS_MAIN(TestScheduleSetting)
#include "tst_schedulesetting.moc"
