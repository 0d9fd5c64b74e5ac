// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/apptranslator.h"
#include "core/realistic/realisticestimator.h"
#include "core/realistic/realisticreadout.h"
#include "core/realistic/realmodelstate.h"
#include "ui/activationtimelinechart.h"
#include "ui/memorybudgetbars.h"
#include "ui/figureflash.h"
#include "ui/planpanel.h"
#include "ui/plantablemodel.h"
#include "ui/realisticpanel.h"

#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

class TestRealisticPanel final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_english.setLanguage(u"en"_s));
    }

    void init()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        m_state = std::make_unique<RealModelState>();
        m_panel = std::make_unique<RealisticPanel>(m_state.get());
        m_panel->resize(900, 1400);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }
    void cleanup()
    {
        m_panel.reset();
        m_state.reset();
    }

    // Every figure shown is RealisticEstimator's for the same input, and the verdict says whether it fits.
    void figuresAreTheEstimators_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("zero");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<bool>("fused");
        QTest::addColumn<bool>("fits");
        QTest::newRow("llama-8b 1 GPU") << u"llama-3.1-8b"_s << 1 << 0 << 0 << false << false;
        QTest::newRow("llama-8b 1 GPU full fused") << u"llama-3.1-8b"_s << 1 << 0 << 2 << true << false;
        QTest::newRow("llama-8b 8 GPUs ZeRO-3 full fused") << u"llama-3.1-8b"_s << 8 << 3 << 2 << true << true;
        QTest::newRow("gpt2-small") << u"gpt2-small"_s << 1 << 0 << 0 << false << true;
        QTest::newRow("gpt3 selective") << u"gpt3-175b"_s << 1 << 0 << 1 << false << false;
    }
    void figuresAreTheEstimators()
    {
        QFETCH(QString, model);
        QFETCH(int, gpus);
        QFETCH(int, zero);
        QFETCH(int, recompute);
        QFETCH(bool, fused);
        QFETCH(bool, fits);
        QVERIFY(m_panel->selectModel(model));
        find<QSpinBox>("gpusSpin")->setValue(gpus);
        auto *zeroCombo = find<QComboBox>("zeroCombo");
        zeroCombo->setCurrentIndex(zeroCombo->findData(zero));
        auto *recomputeCombo = find<QComboBox>("recomputeCombo");
        recomputeCombo->setCurrentIndex(recompute);
        find<QCheckBox>("fusedAttentionCheck")->setChecked(fused);
        auto *memory = find<QComboBox>("gpuMemoryCombo");
        memory->setCurrentIndex(memory->findData(80));

        TransformerModel expectedModel = *TransformerModel::preset(model);
        TrainingSetup setup = TrainingSetup::defaultFor(expectedModel);
        setup.gpus = gpus;
        setup.zeroStage = zero;
        setup.fusedAttention = fused;
        setup.gpuMemoryGiB = 80;
        const RecomputeSetting setting = recompute == 0   ? RecomputeSetting::none()
                                         : recompute == 1 ? RecomputeSetting::selective()
                                                          : RecomputeSetting::full(1);
        const Expected<RealisticFigures> expected = RealisticEstimator::estimate(expectedModel, setup, setting);
        QVERIFY(expected);
        QVERIFY(m_panel->figures().has_value());
        const RealisticFigures &shown = *m_panel->figures();
        QCOMPARE(shown.parameters, expected->parameters);
        QCOMPARE(shown.peakActivationBytes, expected->peakActivationBytes);
        QCOMPARE(shown.modelState.totalBytes, expected->modelState.totalBytes);
        QCOMPARE(shown.totalBytes, expected->totalBytes);
        QCOMPARE(shown.recomputeFlops, expected->recomputeFlops);
        QCOMPARE(shown.fits, fits);

        // The labels show those numbers exactly, in bytes, with the binary unit beside them.
        const QLocale locale;
        QCOMPARE(text("parametersValue"), locale.toString(expected->parameters));
        QCOMPARE(text("activationPerBlockValue"),
                 u"%1 (%2 bytes), %3"_s.arg(RealisticPanel::formatBytes(expected->activationBytesPerLayer),
                                            locale.toString(expected->activationBytesPerLayer),
                                            RealisticReadout::conventionLabel(ActivationConvention::Measured)));
        QVERIFY(text("peakActivationsValue").contains(locale.toString(expected->peakActivationBytes)));
        QVERIFY(text("weightsValue").contains(locale.toString(expected->modelState.weightBytes)));
        QVERIFY(text("gradientsValue").contains(locale.toString(expected->modelState.gradientBytes)));
        QVERIFY(text("optimizerValue").contains(locale.toString(expected->modelState.optimizerBytes)));
        QVERIFY(text("totalValue").contains(locale.toString(expected->totalBytes)));
        QVERIFY(text("logitsValue").contains(locale.toString(expected->logitsBytes)));
        QVERIFY(text("reserveValue").contains(locale.toString(expected->reserveBytes)));
        const QString verdict = text("verdictLabel");
        QCOMPARE(verdict, RealisticReadout::verdict(*expected));
        if (fits)
            QVERIFY(verdict.startsWith(u"Fits, %1 to spare"_s.arg(RealisticPanel::formatBytes(expected->headroomBytes))));
        else
            QVERIFY(verdict.startsWith(
                u"Does not fit: %1 over"_s.arg(RealisticPanel::formatBytes(-expected->headroomBytes))));
        QVERIFY(find<QLabel>("errorLabel")->isHidden());
    }

    // The SPEC's Llama-3.1-8B figures: one 80 GiB GPU cannot hold 119.7 GiB of model state, and the verdict says that
    // recomputation cannot fix it; 8 GPUs with ZeRO-3 hold 14.96 GiB of it each and fit with full recomputation and
    // fused attention: 29.78 GiB in all with the measured block (31 checkpoints and one block's 41·sbh), the 9.79 GiB
    // of logits, two gathered blocks and the 1 GiB reserve.
    void llamaOnOneAndEightGpus()
    {
        QVERIFY(m_panel->selectModel(u"llama-3.1-8b"_s));
        QCOMPARE(text("parametersValue"), u"8,030,261,248"_s);
        QVERIFY(text("verdictLabel").startsWith(u"Does not fit: "_s));
        QVERIFY(text("verdictLabel").contains(u"The largest part is activations"_s)); // 428 GiB stored, unfused
        find<QCheckBox>("fusedAttentionCheck")->setChecked(true);
        find<QComboBox>("recomputeCombo")->setCurrentIndex(2);
        QVERIFY(text("verdictLabel").contains(u"The largest part is model state, 119.66 GiB of 133.67 GiB: no "
                                              "recomputation policy can fix that"_s));
        find<QSpinBox>("gpusSpin")->setValue(8);
        find<QComboBox>("zeroCombo")->setCurrentIndex(3);
        QCOMPARE(find<QComboBox>("zeroCombo")->currentText(), u"3 / FSDP"_s);
        QCOMPARE(m_panel->figures()->modelState.totalBytes, 16'060'522'496);
        QCOMPARE(m_panel->figures()->peakActivationBytes, 3'457'220'608);
        QCOMPARE(text("totalValue"), u"29.78 GiB (31,970,664,448 bytes) of 80.00 GiB"_s);
        QCOMPARE(text("verdictLabel"), u"Fits, 50.22 GiB to spare"_s);
    }

    // The step over time from the same engine, in GiB: the peak is the figures' peak, storing everything ends at
    // 100% of a plain step, and full recomputation runs past it by the recomputed blocks' forwards.
    void activationTimelineInGiB()
    {
        QVERIFY(m_panel->selectModel(u"gpt3-175b"_s));
        find<QComboBox>("conventionCombo")->setCurrentIndex(1); // the paper's Table 2
        find<QComboBox>("recomputeCombo")->setCurrentIndex(2); // full, k = 1
        const ActivationTimelineChart *chart = m_panel->activationTimeline();
        const QList<QPointF> memory = chart->memorySeries()->points();
        QVERIFY(!memory.isEmpty());
        const double top
            = std::max_element(memory.cbegin(), memory.cend(), [](QPointF a, QPointF b) { return a.y() < b.y(); })->y();
        QCOMPARE(top, double(m_panel->figures()->peakActivationBytes) / double(qint64(1) << 30)); // 7.125 GiB
        QCOMPARE(top, 7.125);
        QCOMPARE(chart->storeAllSeries()->points().constLast().x(), 100.0);
        // 95 of 96 blocks rerun: 95 block forwards on top of the blocks' plain step, 3 forwards' worth each.
        QVERIFY(qFuzzyCompare(memory.constLast().x(), 100.0 * (3 * 96 + 95) / (3 * 96)));
        QVERIFY(m_panel->selectModel(u"custom"_s));
        find<QSpinBox>("headsSpin")->setValue(7); // bad input: nothing drawn
        QVERIFY(chart->memorySeries()->points().isEmpty());
    }

    // GPT-3 175B with selective recomputation: 0.90% of the step counted from the schedule, 2.69% by Eq. 9.
    void gpt3SelectiveShowsBothOverheads()
    {
        QVERIFY(m_panel->selectModel(u"gpt3-175b"_s));
        find<QComboBox>("recomputeCombo")->setCurrentIndex(1);
        QCOMPARE(text("recomputeFlopsValue"),
                 u"19,791,209,299,968 FLOPs, 0.90% of the step's 2,204,412,785,197,056 FLOPs"_s);
        QCOMPARE(text("paperFlopsValue"),
                 u"59,373,627,899,904 FLOPs, 2.69% of the step's 2,204,412,785,197,056 FLOPs"_s);
        QVERIFY(!text("flopsNote").isEmpty());
        // Eq. 9 is not defined for a checkpoint every k > 1 blocks.
        find<QComboBox>("recomputeCombo")->setCurrentIndex(2);
        find<QSpinBox>("spacingSpin")->setValue(4);
        QVERIFY(!m_panel->figures()->paperOverheadDefined);
        QVERIFY(text("paperFlopsValue").startsWith(u"not defined"_s));
    }

    // Bad input: the estimator's message where the figures were, and no number at all.
    void badInputShowsTheMessage_data()
    {
        QTest::addColumn<QByteArray>("field");
        QTest::addColumn<int>("value");
        QTest::newRow("heads not dividing hidden") << QByteArray("headsSpin") << 7;
        QTest::newRow("t not dividing heads") << QByteArray("tensorParallelSpin") << 5;
        QTest::newRow("overflow") << QByteArray("hiddenSpin") << 2'000'000'000;
    }
    void badInputShowsTheMessage()
    {
        QFETCH(QByteArray, field);
        QFETCH(int, value);
        QVERIFY(m_panel->selectModel(u"custom"_s));
        QVERIFY(find<QSpinBox>("headsSpin")->isEnabled());
        if (field == "hiddenSpin") {
            find<QSpinBox>("headsSpin")->setValue(1);
            find<QSpinBox>("kvHeadsSpin")->setValue(1);
            find<QSpinBox>("sequenceSpin")->setValue(2'000'000'000);
        }
        find<QSpinBox>(field.constData())->setValue(value);
        QVERIFY(!m_panel->figures().has_value());
        const QString expected
            = RealisticEstimator::validationError(m_panel->model(), m_panel->setup(), m_panel->recompute());
        const QString error = expected.isEmpty() ? m_panel->error() : expected;
        QVERIFY(!error.isEmpty());
        QCOMPARE(m_panel->error(), error);
        QCOMPARE(text("errorLabel"), u"No figures for this input: %1."_s.arg(error));
        QVERIFY(find<QLabel>("errorLabel")->isVisible());
        QVERIFY(!find<QWidget>("figuresWidget")->isVisible());
        for (const char *name : {"parametersValue", "peakActivationsValue", "totalValue", "verdictLabel",
                                 "recomputeFlopsValue", "paperFlopsValue"})
            QVERIFY2(text(name).isEmpty(), name);
        QVERIFY(m_panel->budgetBars()->bars().isEmpty());
    }

    void presetFieldsAreReadOnly()
    {
        QVERIFY(m_panel->selectModel(u"llama-3.1-70b"_s));
        QVERIFY(!find<QSpinBox>("layersSpin")->isEnabled());
        QCOMPARE(find<QSpinBox>("layersSpin")->value(), 80);
        QCOMPARE(find<QSpinBox>("kvHeadsSpin")->value(), 8);
        QCOMPARE(find<QSpinBox>("ffnSpin")->value(), 28672);
        QCOMPARE(find<QSpinBox>("vocabularySpin")->value(), 128256);
        QCOMPARE(find<QSpinBox>("sequenceSpin")->value(), 8192);
        // Custom starts from the preset shown and computes the same model.
        QVERIFY(m_panel->selectModel(u"custom"_s));
        QVERIFY(find<QSpinBox>("layersSpin")->isEnabled());
        QCOMPARE(m_panel->figures()->parameters, 70'553'706'496);
    }

    // Each bar's four parts are the estimator's bytes for its policy and sum to its total; the line is the GPU.
    void stackedBarsSumToTheTotal_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("spacing");
        QTest::newRow("gpt2-small k=3") << u"gpt2-small"_s << 3;
        QTest::newRow("gpt3-175b k=10") << u"gpt3-175b"_s << 10;
        QTest::newRow("llama-8b k=1") << u"llama-3.1-8b"_s << 1;
    }
    void stackedBarsSumToTheTotal()
    {
        QFETCH(QString, model);
        QFETCH(int, spacing);
        QVERIFY(m_panel->selectModel(model));
        find<QSpinBox>("spacingSpin")->setValue(spacing);
        MemoryBudgetBars *bars = m_panel->budgetBars();
        QCOMPARE(bars->bars().size(), 4);
        const RecomputeSetting settings[] = {RecomputeSetting::none(), RecomputeSetting::selective(),
                                             RecomputeSetting::full(1), RecomputeSetting::full(spacing)};
        const QList<QBarSet *> sets = bars->sets();
        QCOMPARE(sets.size(), 5);
        for (int i = 0; i < 4; ++i) {
            const RealisticFigures &figures = bars->bars().at(i).figures;
            const Expected<RealisticFigures> expected
                = RealisticEstimator::estimate(m_panel->model(), m_panel->setup(), settings[i]);
            QVERIFY(expected);
            QCOMPARE(figures.totalBytes, expected->totalBytes);
            QCOMPARE(figures.modelState.weightBytes + figures.modelState.gradientBytes
                         + figures.modelState.optimizerBytes + figures.activationAndLogitsPeakBytes
                         + figures.gatherBufferBytes + figures.reserveBytes,
                     figures.totalBytes);
            double sum = 0;
            for (QBarSet *set : sets)
                sum += set->at(i);
            QCOMPARE(sum, MemoryBudgetBars::toGiB(figures.totalBytes));
            QCOMPARE(sets.at(3)->at(i), MemoryBudgetBars::toGiB(expected->activationAndLogitsPeakBytes));
            QCOMPARE(sets.at(4)->at(i), MemoryBudgetBars::toGiB(expected->gatherBufferBytes + expected->reserveBytes));
        }
        QCOMPARE(bars->bars().at(3).label, u"k = %1"_s.arg(spacing));
        const QList<QPointF> line = bars->gpuMemoryLine()->points();
        QCOMPARE(line.size(), 2);
        QCOMPARE(line.at(0).y(), 80.0);
        QCOMPARE(line.at(1).y(), 80.0);
    }

    // Keyboard only: Tab reaches the model combo, the arrow keys change the model.
    void keyboardChangesTheModel()
    {
        auto *combo = find<QComboBox>("modelCombo");
        m_panel->activateWindow();
        m_panel->setFocus();
        for (int i = 0; i < 5 && QApplication::focusWidget() != combo; ++i)
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : m_panel.get(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), combo);
        QCOMPARE(m_panel->model().name, u"gpt2-small"_s);
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(m_panel->model().name, u"gpt2-medium"_s);
        QCOMPARE(text("parametersValue"), u"354,823,168"_s);
        QTest::keyClick(combo, Qt::Key_End);
        QCOMPARE(m_panel->model().name, u"custom"_s);
        QVERIFY(find<QSpinBox>("layersSpin")->isEnabled());
        // The next Tab goes on to the custom fields, now editable.
        QTest::keyClick(combo, Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), find<QSpinBox>("layersSpin"));
    }

    // A figure whose input changed flashes (ux-2 F1: a wheel turn changed a setting unseen); the same figures in
    // another language do not, and the flash ends by itself.
    void changedFiguresFlash()
    {
        auto *total = find<QLabel>("totalValue");
        auto *verdict = find<QLabel>("verdictLabel");
        auto *parameters = find<QLabel>("parametersValue");
        QVERIFY(!FigureFlash::isFlashing(total));
        auto *microBatch = find<QSpinBox>("microBatchSpin");
        microBatch->setFocus();
        QTest::keyClick(microBatch, Qt::Key_Up);
        QVERIFY(FigureFlash::isFlashing(total));
        QVERIFY(FigureFlash::isFlashing(verdict)); // "Fits, … to spare" has another number
        QTRY_VERIFY_WITH_TIMEOUT(!FigureFlash::isFlashing(total), 3 * FigureFlash::DurationMs);
        QVERIFY(!FigureFlash::isFlashing(parameters)); // not set through the flash: the model did not change
        AppTranslator bengali;
        QVERIFY(bengali.setLanguage(u"bn"_s));
        QCoreApplication::processEvents();
        QVERIFY(text("totalValue").contains(u"৮০"_s));
        QVERIFY(!FigureFlash::isFlashing(total)); // the same numbers in Bengali digits
        QVERIFY(m_english.setLanguage(u"en"_s));
    }

    // Bengali digits in the byte sizes, the verdict and the counts.
    void bengaliDigits()
    {
        AppTranslator bengali;
        QVERIFY(bengali.setLanguage(u"bn"_s));
        QVERIFY(m_panel->selectModel(u"llama-3.1-8b"_s));
        QCOMPARE(RealisticPanel::formatBytes(qint64(7) << 30), u"৭.০০ GiB"_s);
        QVERIFY(text("parametersValue").contains(u"৮"_s));
        QVERIFY(!text("verdictLabel").contains(u'8'));
        // Every spin box, the decimal ones (dropout, reserve) included: "০.১০", not "0.10" (GTK dark, 1920 px).
        QCoreApplication::processEvents(); // the language change reaches the panel
        for (const char *name : {"microBatchSpin", "dropoutSpin", "reserveSpin"}) {
            const QString shown = find<QAbstractSpinBox>(name)->text();
            QVERIFY2(!shown.contains(u'0') && !shown.contains(u'1'), qPrintable(shown));
        }
        QVERIFY(m_english.setLanguage(u"en"_s));
    }

    // Each way into the state takes one path and estimates once: a control writes only its part, a config.json, a
    // scene and a plan row each give one changed(), and the form then shows what the state holds (architecture-3 F2).
    void everyWayInChangesTheStateOnce()
    {
        using Change = RealModelState::Change;
        QSignalSpy changed(m_state.get(), &RealModelState::changed);
        const auto lastChange = [&] { return changed.last().at(0).value<RealModelState::Changes>(); };
        QTest::keyClick(find<QSpinBox>("microBatchSpin"), Qt::Key_Up);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(lastChange(), RealModelState::Changes(Change::Setup));
        QCOMPARE(m_state->setup().microBatch, 2);
        auto *recompute = find<QComboBox>("recomputeCombo");
        recompute->setCurrentIndex(recompute->findData(int(RecomputePolicy::Full)));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(lastChange(), RealModelState::Changes(Change::Recompute));
        QVERIFY(find<QSpinBox>("spacingSpin")->isEnabled());

        TransformerModel loaded = *TransformerModel::preset(u"mistral-7b"_s);
        loaded.name = u"mistral-config"_s;
        loaded.label = u"mistral-config"_s;
        m_panel->showLoadedModel(loaded, {u"Took a default."_s});
        QCOMPARE(changed.count(), 3);
        QCOMPARE(find<QSpinBox>("layersSpin")->value(), 32);
        QVERIFY(find<QComboBox>("modelCombo")->currentText().startsWith(u"mistral-config (config.json"_s));
        QVERIFY(!find<QSpinBox>("layersSpin")->isEnabled());

        m_panel->planPanel()->replan();
        QVERIFY(m_panel->planPanel()->tableModel()->rowCount() > 0);
        m_panel->planPanel()->applyRow(0);
        QCOMPARE(changed.count(), 4);
        QCOMPARE(lastChange(), RealModelState::Changes(Change::Everything));
        QCOMPARE(find<QSpinBox>("gpusSpin")->value(), m_state->setup().gpus);
        QCOMPARE(find<QSpinBox>("tensorParallelSpin")->value(), m_state->setup().tensorParallel);
        QCOMPARE(m_state->model().name, u"mistral-config"_s); // a plan row keeps the model

        QVERIFY(m_panel->applyScene(realScene(u"gpt2-small"_s)));
        QCOMPARE(changed.count(), 5);
        QVERIFY(find<QComboBox>("modelCombo")->currentText().startsWith(u"GPT-2 small"_s));
        // The loaded model stays a choice: picking it again is one change too.
        auto *model = find<QComboBox>("modelCombo");
        model->setCurrentIndex(model->count() - 1);
        QCOMPARE(changed.count(), 6);
        QCOMPARE(m_state->source(), RealModelState::Source::Loaded);
        QVERIFY(find<QLabel>("modelNotesLabel")->isVisibleTo(m_panel.get()));
    }

    // Choosing "Custom" for the GPU's memory opens the box beside it and keeps the value; a preset closes it.
    void customGpuMemoryKeepsItsValue()
    {
        auto *combo = find<QComboBox>("gpuMemoryCombo");
        auto *spin = find<QSpinBox>("gpuMemorySpin");
        QVERIFY(!spin->isEnabled());
        combo->setCurrentIndex(combo->findData(-1));
        QVERIFY(spin->isEnabled());
        QCOMPARE(m_state->setup().gpuMemoryGiB, 80);
        spin->setValue(80); // the value of a preset, still chosen as custom
        QCOMPARE(combo->currentData().toInt(), -1);
        spin->setValue(33);
        QCOMPARE(m_state->setup().gpuMemoryGiB, 33);
        combo->setCurrentIndex(combo->findData(40));
        QVERIFY(!spin->isEnabled());
        QCOMPARE(m_state->setup().gpuMemoryGiB, 40);
        QCOMPARE(spin->value(), 40);
    }

    void sceneSetsModelSetupAndPolicy()
    {
        const TransformerModel &model = *TransformerModel::preset(u"llama-3.1-8b"_s);
        SimulatorScene scene = realScene(model.name);
        scene.setup.gpus = 8;
        scene.setup.zeroStage = 3;
        scene.setup.fusedAttention = true;
        scene.setup.precisionBits = 32;
        scene.setup.gpuMemoryGiB = 40;
        scene.recompute = RecomputeSetting::full(4);
        scene.highlight = SimulatorScene::Highlight::Activations;
        QSignalSpy finished(m_panel.get(), &RealisticPanel::sceneFinished);
        QVERIFY(m_panel->applyScene(scene));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(m_panel->model().name, model.name);
        QVERIFY(find<QComboBox>("modelCombo")->currentText().startsWith(model.label));
        QCOMPARE(find<QSpinBox>("gpusSpin")->value(), 8);
        QCOMPARE(find<QCheckBox>("fusedAttentionCheck")->isChecked(), true);
        QCOMPARE(find<QSpinBox>("spacingSpin")->value(), 4);
        QCOMPARE(m_panel->setup().gpus, 8);
        QCOMPARE(m_panel->setup().zeroStage, 3);
        QCOMPARE(m_panel->setup().precisionBits, 32);
        QCOMPARE(m_panel->setup().gpuMemoryGiB, 40);
        QCOMPARE(m_panel->setup().sequenceLength, scene.setup.sequenceLength);
        QCOMPARE(m_panel->recompute().policy, RecomputePolicy::Full);
        QCOMPARE(m_panel->recompute().spacing, 4);
        // The figures are the estimator's for exactly that.
        const Expected<RealisticFigures> expected = RealisticEstimator::estimate(model, scene.setup, scene.recompute);
        QVERIFY(expected);
        QCOMPARE(m_panel->figures()->totalBytes, expected->totalBytes);
        QCOMPARE(m_panel->figures()->peakActivationBytes, expected->peakActivationBytes);
        // Highlighted: the activations figure framed and bold, their bars framed.
        QVERIFY(find<QLabel>("peakActivationsValue")->font().bold());
        QCOMPARE(m_panel->budgetBars()->emphasis(), MemoryBudgetBars::Emphasis::Activations);
        QVERIFY(!find<QLabel>("totalValue")->font().bold());
        scene.highlight = SimulatorScene::Highlight::Total;
        m_panel->applyScene(scene);
        QVERIFY(find<QLabel>("totalValue")->font().bold());
        QVERIFY(!find<QLabel>("peakActivationsValue")->font().bold());
        QCOMPARE(m_panel->budgetBars()->emphasis(), MemoryBudgetBars::Emphasis::Total);
        // The learner's change clears it.
        QTest::keyClick(find<QSpinBox>("gpusSpin"), Qt::Key_Up);
        QCOMPARE(m_panel->setup().gpus, 9);
        QCOMPARE(m_panel->highlight(), SimulatorScene::Highlight::None);
        QCOMPARE(m_panel->budgetBars()->emphasis(), MemoryBudgetBars::Emphasis::None);
        QVERIFY(!find<QLabel>("totalValue")->font().bold());

        SimulatorScene unknown = scene;
        unknown.model = u"gpt-5"_s;
        QVERIFY(!m_panel->applyScene(unknown));
    }

    void sceneStepsEndAtTheFinalState()
    {
        const TransformerModel &model = *TransformerModel::preset(u"gpt2-medium"_s);
        SimulatorScene scene = realScene(model.name);
        scene.recompute = RecomputeSetting::full(1);
        scene.steps = {{QJsonObject{{u"recompute"_s, u"selective"_s}}},
                       {QJsonObject{{u"precision_bits"_s, 32}, {u"micro_batch"_s, 4}}},
                       {QJsonObject{{u"recompute"_s, u"full"_s}, {u"recompute_spacing"_s, 6}}}};
        m_panel->setSceneStepInterval(30);
        QList<RecomputePolicy> policies;
        connect(m_panel.get(), &RealisticPanel::estimated, this, [&] { policies.append(m_panel->recompute().policy); });
        QSignalSpy finished(m_panel.get(), &RealisticPanel::sceneFinished);
        QVERIFY(m_panel->applyScene(scene));
        QVERIFY(m_panel->isAnimating());
        QCOMPARE(m_panel->recompute().policy, RecomputePolicy::Full); // the scene's own state first
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(!m_panel->isAnimating());
        QCOMPARE(m_panel->recompute().policy, RecomputePolicy::Full);
        QCOMPARE(m_panel->recompute().spacing, 6);
        QCOMPARE(m_panel->setup().precisionBits, 32);
        QCOMPARE(m_panel->setup().microBatch, 4);
        QCOMPARE(find<QSpinBox>("microBatchSpin")->value(), 4);
        QCOMPARE(find<QSpinBox>("spacingSpin")->value(), 6);
        QVERIFY(policies.contains(RecomputePolicy::Selective)); // passed through the middle step
        TrainingSetup setup = scene.setup;
        setup.precisionBits = 32;
        setup.microBatch = 4;
        const Expected<RealisticFigures> expected
            = RealisticEstimator::estimate(model, setup, RecomputeSetting::full(6));
        QCOMPARE(m_panel->figures()->totalBytes, expected->totalBytes);
    }

    void sceneStepsTakeAboutASecond()
    {
        SimulatorScene scene = realScene(u"gpt2-small"_s);
        scene.steps = {{QJsonObject{{u"recompute"_s, u"selective"_s}}}};
        QCOMPARE(m_panel->sceneStepInterval(), RealisticPanel::SceneStepMs);
        QSignalSpy finished(m_panel.get(), &RealisticPanel::sceneFinished);
        QElapsedTimer clock;
        clock.start();
        m_panel->applyScene(scene);
        QVERIFY(QTest::qWaitFor([&] { return finished.count() == 1; }, 4000));
        QVERIFY(clock.elapsed() >= 900);
        QCOMPARE(m_panel->recompute().policy, RecomputePolicy::Selective);
    }

    void userInputCancelsTheSteps()
    {
        SimulatorScene scene = realScene(u"gpt2-small"_s);
        scene.highlight = SimulatorScene::Highlight::Activations;
        scene.steps = {{QJsonObject{{u"micro_batch"_s, 2}}}, {QJsonObject{{u"micro_batch"_s, 3}}}};
        m_panel->setSceneStepInterval(150);
        QSignalSpy cancelled(m_panel.get(), &RealisticPanel::sceneCancelled);
        QSignalSpy finished(m_panel.get(), &RealisticPanel::sceneFinished);
        m_panel->applyScene(scene);
        QTest::keyClick(find<QCheckBox>("fusedAttentionCheck"), Qt::Key_Space);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!m_panel->isAnimating());
        QCOMPARE(m_panel->highlight(), SimulatorScene::Highlight::None);
        QTest::qWait(400);
        QCOMPARE(m_panel->setup().microBatch, 1); // no step applied after the learner's input
        QCOMPARE(finished.count(), 0);
    }

private:
    template<typename T>
    T *find(const char *name) const
    {
        T *widget = m_panel->findChild<T *>(QLatin1String(name));
        if (!widget)
            qFatal("no widget %s", name);
        return widget;
    }
    QString text(const char *name) const { return find<QLabel>(name)->text(); }
    // A real-model scene on a preset with its default setup.
    static SimulatorScene realScene(const QString &model)
    {
        SimulatorScene scene;
        scene.view = SimulatorScene::View::RealModel;
        scene.model = model;
        scene.setup = TrainingSetup::defaultFor(*TransformerModel::preset(model));
        return scene;
    }

    AppTranslator m_english;
    std::unique_ptr<RealModelState> m_state; // outlives the panel that shows it
    std::unique_ptr<RealisticPanel> m_panel;
};

QTEST_MAIN(TestRealisticPanel)
#include "tst_realisticpanel.moc"
