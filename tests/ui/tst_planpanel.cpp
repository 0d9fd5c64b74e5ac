// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/measurementscript.h"
#include "core/realistic/realisticestimator.h"
#include "core/realistic/realmodelstate.h"
#include "ui/backgroundtask.h"
#include "ui/planpanel.h"
#include "ui/plantablemodel.h"
#include "ui/realisticpanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;

class TestPlanPanel final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        m_state = std::make_unique<RealModelState>();
        const TransformerModel llama = *TransformerModel::preset(u"llama-3.1-70b"_s);
        m_state->assign(llama, TrainingSetup::defaultFor(llama), RecomputeSetting::none());
        m_panel = std::make_unique<PlanPanel>(m_state.get());
        m_panel->resize(1000, 800);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        m_panel->replan();
    }
    void cleanup()
    {
        m_panel.reset();
        m_state.reset();
    }

    // The table lists the planner's setups, cheapest first, every one fitting.
    void tableIsThePlan()
    {
        QAbstractItemModelTester tester(m_panel->tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Planner::Plan expected = *Planner::plan(m_panel->request());
        QVERIFY(!expected.setups.isEmpty());
        QCOMPARE(table()->model()->rowCount(), expected.setups.size());
        for (int row = 0; row < expected.setups.size(); ++row) {
            const PlannedSetup &planned = m_panel->tableModel()->setups().at(row);
            QVERIFY(planned.figures.fits);
            QCOMPARE(planned.figures.totalBytes, expected.setups.at(row).figures.totalBytes);
        }
        QVERIFY(label(u"summaryLabel"_s)
                    ->text()
                    .startsWith(u"%1 of %2 parallel layouts fit"_s.arg(expected.setups.size()).arg(expected.layouts)));
    }

    // A plan row's measurement script is that row's setup, not the form's; the buttons wait for a selection.
    void measurementScriptOfARow()
    {
        auto *button = m_panel->findChild<QPushButton *>(u"measureRowButton"_s);
        QVERIFY(button && !button->isEnabled());
        table()->setFocus();
        QTest::keyClick(table(), Qt::Key_Home);
        QTest::keyClick(table(), Qt::Key_Down);
        QVERIFY(button->isEnabled());
        const PlannedSetup chosen = *m_panel->selectedSetup();
        QTemporaryDir folder;
        const QString path = folder.filePath(u"row.py"_s);
        QTimer::singleShot(0, this, [path] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->selectFile(path);
            static_cast<QDialog *>(dialog)->accept();
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(MeasurementScript::embeddedSetup(file.readAll()),
                 MeasurementScript::setupJson(m_state->model(), chosen.setup, chosen.recompute));
        QVERIFY(label(u"measureSavedLabel"_s)->text().startsWith(u"Saved row.py"_s));
        QCOMPARE(m_state->setup().gpus, 1); // the form keeps its own setup
    }

    // Keyboard only: Tab into the table, move down a row, Enter puts that setup into the form's state.
    void enterAppliesTheRow()
    {
        int appliedCount = 0;
        connect(m_panel.get(), &PlanPanel::applied, this, [&] { ++appliedCount; });
        table()->setFocus();
        QTest::keyClick(table(), Qt::Key_Home);
        QTest::keyClick(table(), Qt::Key_Down);
        const int row = table()->currentIndex().row();
        QCOMPARE(row, 1);
        QTest::keyClick(table(), Qt::Key_Return);
        QCOMPARE(appliedCount, 1);
        const PlannedSetup &chosen = m_panel->tableModel()->setups().at(1); // unsorted view: the planner's order
        QCOMPARE(m_state->setup().tensorParallel, chosen.setup.tensorParallel);
        QCOMPARE(m_state->setup().pipelineParallel, chosen.setup.pipelineParallel);
        QCOMPARE(m_state->setup().gpus, chosen.setup.gpus);
        QCOMPARE(m_state->setup().zeroStage, chosen.setup.zeroStage);
        QCOMPARE(m_state->setup().optimizerOffload, chosen.setup.optimizerOffload);
        QCOMPARE(int(m_state->recompute().policy), int(chosen.recompute.policy));
        QVERIFY(m_state->figures());
        QVERIFY(m_state->figures()->fits);
        QCOMPARE(m_state->figures()->totalBytes, chosen.figures.totalBytes);
        // The plan is the same after the state changed: the row stays selected for the next look.
        m_panel->replan();
        QCOMPARE(table()->currentIndex().row(), 1);
    }

    // A click on the memory header sorts the rows by bytes.
    void headerSortsByValue()
    {
        QHeaderView *header = table()->horizontalHeader();
        const int x = header->sectionViewportPosition(PlanTableModel::Memory) + 5;
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
        QAbstractItemModel *view = table()->model();
        QVERIFY(view->rowCount() > 2);
        const auto first = view->index(0, PlanTableModel::Memory).data(PlanTableModel::SortRole).toDouble();
        const auto last
            = view->index(view->rowCount() - 1, PlanTableModel::Memory).data(PlanTableModel::SortRole).toDouble();
        QVERIFY(first <= last);
        for (int row = 1; row < view->rowCount(); ++row)
            QVERIFY(view->index(row - 1, PlanTableModel::Memory).data(PlanTableModel::SortRole).toDouble()
                    <= view->index(row, PlanTableModel::Memory).data(PlanTableModel::SortRole).toDouble());
        // Applying a row of the sorted view applies that row, not the planner's row of the same number.
        m_panel->applyRow(0);
        QCOMPARE(double(m_state->figures()->totalBytes), first);
    }

    // The form's setup (one GPU, nothing recomputed) does not fit: the line says why, names the smallest change,
    // and the button makes it.
    void smallestChangeButton()
    {
        const QLabel *whyNot = label(u"whyNotLabel"_s);
        QVERIFY2(whyNot->text().contains(u"Does not fit"_s), qPrintable(whyNot->text()));
        QVERIFY(whyNot->text().contains(u"Smallest change that fits on 8 GPU"_s));
        QVERIFY(m_panel->smallestChange());
        auto *button = m_panel->findChild<QPushButton *>(u"applyChangeButton"_s);
        QVERIFY(button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(m_state->figures()->fits);
        QCOMPARE(m_state->setup().totalGpus(), 8);
    }

    // A GPU choice brings its peak and its memory.
    void gpuChoiceSetsPeakAndMemory()
    {
        auto *gpu = m_panel->findChild<QComboBox *>(u"gpuCombo"_s);
        gpu->setCurrentIndex(3); // H200
        QCOMPARE(m_panel->findChild<QDoubleSpinBox *>(u"tflopsSpin"_s)->value(), 989.0);
        QCOMPARE(m_state->setup().gpuMemoryGiB, 141);
        QCOMPARE(m_panel->request().base.gpuMemoryGiB, 141);
        gpu->setCurrentIndex(0); // A100 40GB
        QCOMPARE(m_panel->request().peakTflops, 312.0);
        QCOMPARE(m_state->setup().gpuMemoryGiB, 40);
    }

    // More GPUs, more layouts; a change of input re-plans after a short delay.
    void inputsReplan()
    {
        const qint64 before = m_panel->plan().layouts;
        m_panel->findChild<QSpinBox *>(u"gpusSpin"_s)->setValue(64);
        QTRY_VERIFY(m_panel->plan().layouts > before);
        QCOMPARE(m_panel->request().gpus, 64);
    }

    // reliability-3 F7: a plan of seconds (720,720 layers on 720,720 GPUs: every layout fails, each after its
    // spacings) runs on a worker thread; the window shows progress, and Cancel stops it and says so.
    void longPlanRunsOffTheGuiThreadAndCancels()
    {
        TransformerModel deep = *TransformerModel::preset(u"llama-3.1-8b"_s);
        deep.layers = 720'720;
        m_state->assign(deep, TrainingSetup::defaultFor(deep), RecomputeSetting::none());
        m_panel->findChild<QSpinBox *>(u"gpusSpin"_s)->setValue(720'720);
        BackgroundTask *task = m_panel->findChild<BackgroundTask *>();
        QVERIFY(task);
        bool cancelled = false;
        connect(task, &BackgroundTask::progressShown, this, [this, &cancelled] {
            auto *progress = m_panel->findChild<QProgressDialog *>(u"backgroundProgress"_s);
            QVERIFY(progress);
            QTest::mouseClick(progress->findChild<QPushButton *>(), Qt::LeftButton);
            cancelled = true;
        });
        m_panel->replan(); // returns at once: the plan goes on while the window does
        QTRY_VERIFY(cancelled);
        QTRY_COMPARE(label(u"summaryLabel"_s)->text(), u"Planning was cancelled: change an input to plan again."_s);
    }

    // The real-model panel: a config.json becomes a model choice of its own; the pipeline spin drives the state; a
    // malformed config is refused with its located message and changes nothing.
    void modelConfigInTheRealPanel()
    {
        RealModelState state;
        RealisticPanel panel(&state);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.openModelConfig(QStringLiteral(CQ_SOURCE_DIR "/tests/data/configs/mixtral-8x7b.json")));
        QCOMPARE(state.model().experts, 8);
        QCOMPARE(state.model().parameterCount().value(), Q_INT64_C(46'702'792'704));
        auto *combo = panel.findChild<QComboBox *>(u"modelCombo"_s);
        QCOMPARE(combo->currentText(), u"mixtral-8x7b (config.json, 46,702,792,704 parameters)"_s);
        auto *notes = panel.findChild<QLabel *>(u"modelNotesLabel"_s);
        QVERIFY(notes->isVisible());
        QVERIFY(notes->text().contains(u"32,768"_s));
        QCOMPARE(panel.findChild<QSpinBox *>(u"layersSpin"_s)->value(), 32);

        panel.findChild<QSpinBox *>(u"pipelineSpin"_s)->setValue(4);
        QCOMPARE(state.setup().pipelineParallel, 4);
        QVERIFY(state.figures());
        QCOMPARE(state.figures()->stageLayers, 8);

        QTemporaryDir folder;
        const QString bad = folder.filePath(u"config.json"_s);
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"model_type": "bert"})");
        file.close();
        QString shown;
        QTimer::singleShot(0, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->accept();
            }
        });
        QVERIFY(!panel.openModelConfig(bad));
        QVERIFY2(shown.startsWith(bad + u": $.model_type: \"bert\" is not a model type"_s), qPrintable(shown));
        QCOMPARE(state.model().experts, 8);
    }

    // On a 1024-pixel screen the real-model tab is about 560 pixels wide: the boxes stack and nothing is cut at the
    // right (the page is no wider than the viewport); on a wide screen they stand side by side again.
    void narrowPaneStacks()
    {
        RealModelState state;
        QScrollArea scroll;
        scroll.setWidgetResizable(true);
        scroll.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        auto *panel = new RealisticPanel(&state);
        scroll.setWidget(panel);
        scroll.resize(560, 700);
        scroll.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scroll));
        auto *model = panel->findChild<QWidget *>(u"modelBox"_s);
        auto *setup = panel->findChild<QWidget *>(u"setupBox"_s);
        QTRY_VERIFY(setup->y() > model->y());
        QTRY_VERIFY(panel->width() <= scroll.viewport()->width());
        auto *plan = panel->planPanel();
        QVERIFY(plan->geometry().right() <= scroll.viewport()->width());
        scroll.resize(1500, 700);
        QTRY_COMPARE(setup->y(), model->y());
        QVERIFY(setup->x() > model->x());
    }

private:
    QTableView *table() const { return m_panel->findChild<QTableView *>(u"planTable"_s); }
    QLabel *label(const QString &name) const { return m_panel->findChild<QLabel *>(name); }

    std::unique_ptr<RealModelState> m_state;
    std::unique_ptr<PlanPanel> m_panel;
};

QTEST_MAIN(TestPlanPanel)
#include "tst_planpanel.moc"
