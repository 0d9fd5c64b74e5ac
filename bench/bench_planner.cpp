// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/planner.h"

#include <QTest>

using namespace Qt::StringLiterals;

// The planner's exhaustive search (issue 23: at most 200 ms for a 405B model on 1 to 1024 GPUs), and the smallest
// change for a setup that does not fit.
class BenchPlanner final : public QObject
{
    Q_OBJECT
private slots:
    void plan_data();
    void plan();
    void smallestChange();
};

void BenchPlanner::plan_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<qint64>("gpus");
    QTest::addColumn<qint64>("globalBatch");
    for (const qint64 gpus : {1, 8, 64, 256, 1024})
        QTest::addRow("405B on %lld GPUs", gpus) << u"llama-3.1-405b"_s << gpus << qMax(gpus, Q_INT64_C(64));
    QTest::addRow("70B on 16 GPUs") << u"llama-3.1-70b"_s << Q_INT64_C(16) << Q_INT64_C(64);
    QTest::addRow("Mixtral on 8 GPUs") << u"mixtral-8x7b"_s << Q_INT64_C(8) << Q_INT64_C(64);
}

void BenchPlanner::plan()
{
    QFETCH(QString, model);
    QFETCH(qint64, gpus);
    QFETCH(qint64, globalBatch);
    PlanRequest request;
    request.model = *TransformerModel::preset(model);
    request.base = TrainingSetup::defaultFor(request.model);
    request.gpus = gpus;
    request.globalBatch = globalBatch;
    qsizetype fitting = 0;
    QBENCHMARK {
        fitting = Planner::plan(request)->setups.size();
    }
    QVERIFY(fitting >= 0);
}

void BenchPlanner::smallestChange()
{
    PlanRequest request;
    request.model = *TransformerModel::preset(u"llama-3.1-70b");
    request.base = TrainingSetup::defaultFor(request.model);
    request.gpus = 8;
    request.globalBatch = 64;
    TrainingSetup setup = request.base;
    setup.gpus = 8;
    setup.zeroStage = 3;
    const Planner::Plan plan = *Planner::plan(request);
    QBENCHMARK {
        QVERIFY(Planner::smallestChange(request, plan, setup, RecomputeSetting::full()));
    }
}

QTEST_GUILESS_MAIN(BenchPlanner)
#include "bench_planner.moc"
