// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/apptranslator.h"
#include "core/report/reportsimulatorsection.h"
#include "core/simulator/schedulecatalog.h"
#include "ui/budgetchart.h"
#include "ui/chartcrosshair.h"
#include "ui/figureflash.h"
#include "ui/layerstrip.h"
#include "ui/memorytimelinechart.h"
#include "ui/playbackpanel.h"
#include "ui/simulatorpanel.h"
#include "ui/sliderhandle.h"
#include "ui/tradeoffchart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// Brackets every schedule label and note, so a test can see which texts went through the catalogue's tr().
class BracketingTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        return qstrcmp(context, "ScheduleCatalog") == 0 ? u"[%1]"_s.arg(QString::fromUtf8(sourceText)) : QString();
    }
    bool isEmpty() const override { return false; }
};

// Bengali for the peak label only, as a language switch would bring it.
class PeakTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "MemoryTimelineChart") == 0 && qstrcmp(sourceText, "Peak %1") == 0)
            return u"সর্বোচ্চ %1"_s;
        return {};
    }
    bool isEmpty() const override { return false; }
};

// Where a value lands in a chart view's viewport coordinates.
QPoint viewportPosition(QChartView *view, QPointF value, QAbstractSeries *series)
{
    return view->mapFromScene(view->chart()->mapToScene(view->chart()->mapToPosition(value, series)));
}

} // namespace

class TestSimulatorPanel final : public QObject
{
    Q_OBJECT
private slots:
    // The session reads remembered settings: never the developer's own.
    // English as the app runs it: with its plural forms ("1 saved activation", "81 extra layer forwards").
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_english.setLanguage(u"en"_s));
    }

    void init()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        m_panel = std::make_unique<SimulatorPanel>();
        m_panel->resize(900, 800);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }
    void cleanup() { m_panel.reset(); }

    void scheduleChoicesComeFromTheCatalogue()
    {
        auto *combo = m_panel->findChild<QComboBox *>(u"modeCombo"_s);
        QList<ScheduleKind> offered;
        for (const ScheduleCatalog::Entry &entry : ScheduleCatalog::all()) {
            if (entry.offeredInPanel)
                offered.append(entry.kind);
        }
        QCOMPARE(combo->count(), offered.size());
        for (int i = 0; i < combo->count(); ++i) {
            QCOMPARE(combo->itemData(i).value<ScheduleKind>(), offered.at(i));
            QCOMPARE(combo->itemText(i), ScheduleCatalog::label(offered.at(i)));
        }
        combo->setCurrentIndex(combo->findData(QVariant::fromValue(ScheduleKind::PyTorch)));
        QCOMPARE(m_panel->schedule(), ScheduleKind::PyTorch);

        // Labels and the note follow a language change.
        auto *note = m_panel->findChild<QLabel *>(u"scheduleNote"_s);
        QVERIFY(!note->text().startsWith(u'['));
        BracketingTranslator translator;
        QCoreApplication::installTranslator(&translator);
        QTRY_COMPARE(combo->itemText(0), u"[%1]"_s.arg(QLatin1String(ScheduleCatalog::entry(offered.at(0)).label)));
        QVERIFY(note->text().startsWith(u"[[10 segment"_s)); // the sentence and its counted parts
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(combo->itemText(0), ScheduleCatalog::label(offered.at(0)));
        QCOMPARE(m_panel->schedule(), ScheduleKind::PyTorch);
    }

    void readoutFollowsTheSchedule_data()
    {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<int>("mode");
        QTest::addColumn<qint64>("parameter");
        QTest::addColumn<bool>("reentrant");
        QTest::addColumn<QString>("readout");
        const int uniform = int(ScheduleKind::Uniform);
        const int pyTorch = int(ScheduleKind::PyTorch);
        const int optimal = int(ScheduleKind::Optimal);
        const auto line = [](int peak, int of, const char *share, int extra, int percent) {
            const QLocale english(QLocale::English);
            return u"Peak %1 of %2 saved activation%3 (%4%) · %5 extra layer forward%6 (+%7% forward+backward "
                   "compute)"_s.arg(peak)
                       .arg(of)
                       .arg(of == 1 ? ""_L1 : "s"_L1, QLatin1String(share))
                       .arg(english.toString(extra))
                       .arg(extra == 1 ? ""_L1 : "s"_L1)
                       .arg(english.toString(percent));
        };
        // Uniform with the last segment kept: peak m − 1 + max(r, k − 1), extra (m − 1)(k − 1) (SPEC section 3).
        QTest::newRow("N100 k10") << 100LL << uniform << 10LL << false << line(19, 100, "19", 81, 27);
        QTest::newRow("N16 k4") << 16LL << uniform << 4LL << false << line(7, 16, "44", 9, 19);
        QTest::newRow("N16 k1 store-all") << 16LL << uniform << 1LL << false << line(16, 16, "100", 0, 0);
        QTest::newRow("N16 k16 one segment") << 16LL << uniform << 16LL << false << line(16, 16, "100", 0, 0);
        QTest::newRow("N10 k3 remainder") << 10LL << uniform << 3LL << false << line(5, 10, "50", 6, 20);
        QTest::newRow("N1") << 1LL << uniform << 1LL << false << line(1, 1, "100", 0, 0);
        // PyTorch checkpoint_sequential, measured on 1.13 (reentrant): N = 16, 4 segments → peak 7, 12 extra.
        QTest::newRow("pytorch N16 S4 reentrant") << 16LL << pyTorch << 4LL << true << line(7, 16, "44", 12, 25);
        QTest::newRow("pytorch N16 S4 early stop") << 16LL << pyTorch << 4LL << false << line(7, 16, "44", 9, 19);
        QTest::newRow("pytorch N100 S7 reentrant") << 100LL << pyTorch << 7LL << true << line(22, 100, "22", 84, 28);
        // Revolve with memory 19 (s = 18, t = 2): 81, exactly what uniform k = 10 costs; memory 10 costs 135.
        QTest::newRow("optimal N100 memory 19") << 100LL << optimal << 19LL << false << line(19, 100, "19", 81, 27);
        QTest::newRow("optimal N100 memory 10") << 100LL << optimal << 10LL << false << line(10, 100, "10", 135, 45);
        QTest::newRow("optimal N100 memory 2") << 100LL << optimal << 2LL << false << line(2, 100, "2.0", 4851, 1617);
    }

    // Layers that save their output (ReLU, dropout, a block) rerun whole segments with use_reentrant=False too
    // (science-2 F1); the switch shows only where the rerun could stop early.
    void layersSaveOutputSwitch()
    {
        m_panel->setLayers(16);
        auto *combo = m_panel->findChild<QComboBox *>(u"modeCombo"_s);
        combo->setCurrentIndex(combo->findData(QVariant::fromValue(ScheduleKind::PyTorch)));
        m_panel->findChild<QSpinBox *>(u"parameterSpin"_s)->setValue(4);
        auto *output = m_panel->findChild<QCheckBox *>(u"layersSaveOutputCheck"_s);
        QVERIFY(output->isVisible());
        const QLabel *readout = m_panel->findChild<QLabel *>(u"readoutLabel"_s);
        QVERIFY(readout->text().contains(u" · 9 extra layer forwards"_s));
        QTest::mouseClick(output, Qt::LeftButton, {}, QPoint(8, output->height() / 2));
        QVERIFY(output->isChecked());
        QVERIFY(readout->text().contains(u" · 12 extra layer forwards"_s));
        QVERIFY(m_panel->findChild<QLabel *>(u"scheduleNote"_s)->text().contains(u"so all of its layers rerun"_s));
        m_panel->findChild<QCheckBox *>(u"reentrantCheck"_s)->click();
        QVERIFY(!output->isVisible()); // use_reentrant=True reruns whole segments whatever the layers save
        combo->setCurrentIndex(combo->findData(QVariant::fromValue(ScheduleKind::Uniform)));
        QVERIFY(!output->isVisible());
    }

    void readoutFollowsTheSchedule()
    {
        QFETCH(qint64, layers);
        QFETCH(int, mode);
        QFETCH(qint64, parameter);
        QFETCH(bool, reentrant);
        QFETCH(QString, readout);
        m_panel->setLayers(layers);
        auto *combo = m_panel->findChild<QComboBox *>(u"modeCombo"_s);
        const int index = combo->findData(QVariant::fromValue(ScheduleKind(mode)));
        QVERIFY(index >= 0);
        combo->setCurrentIndex(index);
        QCOMPARE(m_panel->schedule(), ScheduleKind(mode));
        auto *reentrantCheck = m_panel->findChild<QCheckBox *>(u"reentrantCheck"_s);
        QCOMPARE(reentrantCheck->isVisible(), ScheduleKind(mode) == ScheduleKind::PyTorch);
        if (reentrant)
            reentrantCheck->click();
        QCOMPARE(m_panel->useReentrant(), reentrant);
        auto *spin = m_panel->findChild<QSpinBox *>(u"parameterSpin"_s);
        spin->setValue(int(parameter));
        QCOMPARE(m_panel->parameter(), parameter);
        QCOMPARE(m_panel->findChild<QLabel *>(u"readoutLabel"_s)->text(), readout);
    }

    void eachScheduleKeepsItsOwnControl()
    {
        m_panel->setLayers(100);
        auto *label = m_panel->findChild<QLabel *>(u"parameterLabel"_s);
        auto *spin = m_panel->findChild<QSpinBox *>(u"parameterSpin"_s);
        QCOMPARE(label->text(), u"Spacing k"_s);
        QCOMPARE(m_panel->parameter(), 10); // the best k near sqrt(100)
        m_panel->setParameter(25);          // peak 28, 72 extra forwards
        // ux-2 F9: each switch keeps the memory: the new schedule's setting with the same peak, and the note says so.
        m_panel->setSchedule(ScheduleKind::PyTorch);
        QCOMPARE(label->text(), u"Segments S"_s);
        QCOMPARE(spin->value(), 4); // 4 segments of 25: peak 28 as well
        QCOMPARE(spin->minimum(), 1);
        QCOMPARE(m_panel->findChild<QLabel *>(u"scheduleNote"_s)->text(),
                 u"4 segments of 25 layers; the last 25 layers run normally and are kept. use_reentrant=False "
                 "(recommended; PyTorch 2.1 or later), with layers that save only their input (nn.Linear): the rerun "
                 "stops as soon as the last tensor the backward needs is back, one layer short of the segment. "
                 "Matched to the peak of the schedule before (Uniform spacing k (textbook)): 28 activations."_s);
        m_panel->setSchedule(ScheduleKind::Optimal);
        QCOMPARE(label->text(), u"Memory budget"_s);
        QCOMPARE(m_panel->findChild<QLabel *>(u"readoutLabel"_s)->text().left(9), u"Peak 28 o"_s);
        QCOMPARE(spin->minimum(), 2);
        QCOMPARE(spin->maximum(), 100);
        m_panel->setParameter(1); // below the range: two activations, one slot
        QCOMPARE(m_panel->currentSetting().slotCount, 1);
        QVERIFY(!m_panel->findChild<QLabel *>(u"scheduleNote"_s)->text().contains(u"Matched"_s));
        // Uniform spacing cannot hold 2: its nearest is the bottom of its U, 19 at k = 8…13, k = 10 rerunning least.
        m_panel->setSchedule(ScheduleKind::Uniform);
        QCOMPARE(m_panel->parameter(), 10);
        QVERIFY(m_panel->findChild<QLabel *>(u"scheduleNote"_s)
                    ->text()
                    .endsWith(u"Matched as nearly as this schedule allows to the peak of the schedule before (Optimal "
                              u"(Revolve)): 2 "
                              "activations there, 19 here."_s));
    }

    // The readout flashes when a control changes its figures (ux-2 F1), not when nothing in it changed.
    void changedReadoutFlashes()
    {
        auto *readout = m_panel->findChild<QLabel *>(u"readoutLabel"_s);
        auto *spin = m_panel->findChild<QSpinBox *>(u"layersSpin"_s);
        spin->setFocus();
        QTest::keyClick(spin, Qt::Key_Up);
        QVERIFY(FigureFlash::isFlashing(readout));
        QTRY_VERIFY_WITH_TIMEOUT(!FigureFlash::isFlashing(readout), 3 * FigureFlash::DurationMs);
        m_panel->setUseReentrant(true); // uniform spacing: the figures stay
        QVERIFY(!FigureFlash::isFlashing(readout));
    }

    void draggingTheSpacingSliderRedrawsEverything()
    {
        m_panel->setLayers(16);
        m_panel->setParameter(8);
        auto *slider = m_panel->findChild<QSlider *>(u"parameterSlider"_s);
        auto *readout = m_panel->findChild<QLabel *>(u"readoutLabel"_s);
        QCOMPARE(slider->minimum(), 1);
        QCOMPARE(slider->maximum(), 16);
        QSignalSpy redraws(m_panel.get(), &SimulatorPanel::simulated);

        const QRect handle = sliderHandle(slider);
        QCOMPARE(m_panel->timelineChart()->timeAxis()->max(), 16.0 + 7.0 + 32.0); // k = 8: one segment's 7 reruns
        QTest::mousePress(slider, Qt::LeftButton, {}, handle.center());
        // Drag to the left end in small steps: every step that changes k redraws before the next mouse event.
        int x = handle.center().x();
        int lastSpacing = 8;
        while (x > 0) {
            x = qMax(0, x - 12);
            QMouseEvent move(QEvent::MouseMove, QPointF(x, handle.center().y()),
                             slider->mapToGlobal(QPointF(x, handle.center().y())), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QApplication::sendEvent(slider, &move);
            QCOMPARE(m_panel->parameter(), qint64(slider->value()));
            QVERIFY(m_panel->parameter() <= lastSpacing);
            lastSpacing = int(m_panel->parameter());
        }
        // Held: k = 4's step (57) outgrew k = 8's, and the axis went once to the longest step of any k or S (S = 16
        // with use_reentrant=True: 15 reruns), where it stayed for k = 3, 2, 1.
        QCOMPARE(m_panel->timelineChart()->timeAxis()->max(), 16.0 + 15.0 + 32.0);
        QTest::mouseRelease(slider, Qt::LeftButton, {}, QPoint(0, handle.center().y()));
        QCOMPARE(m_panel->timelineChart()->timeAxis()->max(), 48.0); // released: fitted to k = 1's step
        QCOMPARE(m_panel->parameter(), 1);
        QVERIFY2(redraws.count() >= 6, qPrintable(QString::number(redraws.count()))); // k went 8 → 1
        QCOMPARE(readout->text(),
                 u"Peak 16 of 16 saved activations (100%) · 0 extra layer forwards (+0% forward+backward compute)"_s);
        QCOMPARE(m_panel->findChild<QSpinBox *>(u"parameterSpin"_s)->value(), 1);

        // Chart (a): the timeline reaches the peak, ends at zero, and k = 1 recomputes nothing.
        MemoryTimelineChart *timeline = m_panel->timelineChart();
        const QList<QPointF> memory = timeline->memorySeries()->points();
        QCOMPARE(memory.last().y(), 0.0);
        const double top
            = std::max_element(memory.cbegin(), memory.cend(), [](QPointF a, QPointF b) { return a.y() < b.y(); })->y();
        QCOMPARE(top, 16.0);
        QCOMPARE(timeline->peakSeries()->count(), 1);
        QCOMPARE(timeline->peakSeries()->at(0).y(), 16.0);
        for (const QPointF &point : timeline->recomputeSeries()->points())
            QCOMPARE(point.y(), 0.0);
        QCOMPARE(timeline->storeAllSeries()->points().last().y(), 0.0);
        // Chart (b): the current-k marker moved to k = 1; sqrt(16) = 4 stays.
        QCOMPARE(m_panel->tradeoffChart()->currentMarker()->at(0).x(), 1.0);
        QCOMPARE(m_panel->tradeoffChart()->sqrtMarker()->at(0).x(), 4.0);

        // Back to k = 4 by keyboard on the same slider: recompute appears in the timeline.
        slider->setFocus();
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(slider, Qt::Key_Right);
        QCOMPARE(m_panel->parameter(), 4);
        QCOMPARE(readout->text(),
                 u"Peak 7 of 16 saved activations (44%) · 9 extra layer forwards (+19% forward+backward compute)"_s);
        QCOMPARE(timeline->peakSeries()->at(0).y(), 7.0);
        const QList<QPointF> band = timeline->recomputeSeries()->points();
        QVERIFY(std::any_of(band.cbegin(), band.cend(), [](QPointF p) { return p.y() > 0; }));
        QCOMPARE(m_panel->tradeoffChart()->currentMarker()->at(0).x(), 4.0);
    }

    void tradeoffCurvesCoverEveryK()
    {
        m_panel->setLayers(16);
        TradeoffChart *chart = m_panel->tradeoffChart();
        // 16 values fit in the chart's columns, so every k is a point: peak(k) = m − 1 + max(r, k − 1).
        const QList<QPointF> peak = chart->peakSeries()->points();
        QCOMPARE(peak.size(), 16);
        for (int k = 1; k <= 16; ++k) {
            const int segments = (16 + k - 1) / k;
            const int last = 16 - (segments - 1) * k;
            QCOMPARE(peak.at(k - 1).x(), double(k));
            QCOMPARE(peak.at(k - 1).y(), double(segments - 1 + qMax(last, k - 1)));
            // Extra forwards, (m − 1)(k − 1) with the last segment kept, sit on the log1p scale: log10(1 + extra).
            QCOMPARE(chart->extraSeries()->at(k - 1).y(), std::log10(1.0 + double((segments - 1) * (k - 1))));
        }
    }

    void largeChainsAreDecimated()
    {
        m_panel->setLayers(100000);
        m_panel->goNearSqrt();
        const int columns = m_panel->timelineChart()->plotColumns();
        QVERIFY(m_panel->timelineChart()->memorySeries()->count() <= 2 * columns + 2);
        QVERIFY(m_panel->tradeoffChart()->peakSeries()->count() <= 2048); // sampled exact points, log-spaced
        QCOMPARE(m_panel->timelineChart()->peakSeries()->at(0).y(),
                 double(m_panel->reportSection().readings->peakMemory));
        QCOMPARE(m_panel->parameter(), 304);
    }

    void absurdValuesAreClamped()
    {
        m_panel->setLayers(0);
        QCOMPARE(m_panel->layers(), 1);
        m_panel->setLayers(5'000'000);
        QCOMPARE(m_panel->layers(), 1'000'000);
        m_panel->setParameter(2'000'000);
        QCOMPARE(m_panel->parameter(), 1'000'000);
        m_panel->setLayers(50); // N shrinks below k: k follows
        QCOMPARE(m_panel->parameter(), 50);
        m_panel->setParameter(-3);
        QCOMPARE(m_panel->parameter(), 1);
        m_panel->setSchedule(ScheduleKind::Optimal);
        m_panel->setParameter(std::numeric_limits<qint64>::max());
        QCOMPARE(m_panel->parameter(), 50);
        QCOMPARE(m_panel->currentSetting().slotCount, 49);
        m_panel->setBackwardRatio(std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(m_panel->currentSetting().backwardRatio, 2.0);
        auto *spin = m_panel->findChild<QSpinBox *>(u"layersSpin"_s);
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, u"9999999"_s); // the validator refuses the seventh digit
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(m_panel->layers(), 999'999);
    }

    void bestButtonSnapsNearSqrtN()
    {
        m_panel->setLayers(100);
        m_panel->setParameter(50);
        QTest::mouseClick(m_panel->findChild<QPushButton *>(u"nearSqrtButton"_s), Qt::LeftButton);
        QCOMPARE(m_panel->parameter(), 10); // peak 19, and the fewest recomputes (81) among k = 8..12
        QCOMPARE(m_panel->reportSection().readings->peakMemory, 19);
        QCOMPARE(m_panel->reportSection().readings->extraForwards, 81);
    }

    // While N is dragged the trade-off charts wait, dimmed, so no curve of the old N passes for the new one; they
    // follow when the drag pauses or ends.
    void draggingLayersDefersTheTradeoffCharts()
    {
        m_panel->setLayers(100);
        auto *slider = m_panel->findChild<QSlider *>(u"layersSlider"_s);
        TradeoffChart *chart = m_panel->tradeoffChart();
        QCOMPARE(chart->peakSeries()->points().constLast().x(), 100.0);
        slider->setSliderDown(true);
        slider->setValue(slider->maximum()); // N = 10^6
        QCOMPARE(m_panel->layers(), 1'000'000);
        QCOMPARE(m_panel->timelineChart()->peakSeries()->at(0).y(),
                 double(m_panel->reportSection().readings->peakMemory)); // the timeline is current
        QCOMPARE(chart->chart()->opacity(), SimulatorPanel::StaleChartOpacity);
        QCOMPARE(m_panel->budgetChart()->chart()->opacity(), SimulatorPanel::StaleChartOpacity);
        QCOMPARE(chart->peakSeries()->points().constLast().x(), 100.0);  // not yet redrawn
        QTRY_COMPARE_WITH_TIMEOUT(chart->chart()->opacity(), 1.0, 2000); // the drag paused
        QCOMPARE(chart->peakSeries()->points().constLast().x(), 1'000'000.0);
        slider->setValue(slider->maximum() - 10);
        QCOMPARE(chart->chart()->opacity(), SimulatorPanel::StaleChartOpacity);
        // While N is dragged the time axis ends at a round number (steps share it and skip the axis layout); released,
        // it ends with the step again.
        const QValueAxis *time = m_panel->timelineChart()->timeAxis();
        const double end = m_panel->timelineChart()->memorySeries()->points().constLast().x();
        QVERIFY(time->max() > end);
        QCOMPARE(std::fmod(time->max(), time->tickInterval()), 0.0);
        slider->setSliderDown(false); // released: at once
        QCOMPARE(time->max(), end);
        QCOMPARE(chart->chart()->opacity(), 1.0);
        QCOMPARE(chart->peakSeries()->points().constLast().x(), double(m_panel->layers()));
        QCOMPARE(chart->currentParameter(), m_panel->parameter());
    }

    void layersSliderIsLogarithmic()
    {
        auto *slider = m_panel->findChild<QSlider *>(u"layersSlider"_s);
        slider->setValue(slider->maximum());
        QCOMPARE(m_panel->layers(), 1'000'000);
        slider->setValue(slider->minimum());
        QCOMPARE(m_panel->layers(), 1);
        slider->setValue(slider->maximum() / 3); // two decades of six
        QCOMPARE(m_panel->layers(), 100);
    }

    void reportSectionHasTheNumbers()
    {
        m_panel->setLayers(100);
        m_panel->setParameter(10);
        const ReportSimulatorSection snapshot = m_panel->reportSection();
        QVERIFY(snapshot.chartPng.isEmpty()); // the exporter draws the charts from the numbers; nothing is grabbed
        QVERIFY(snapshot.figures.isEmpty());  // the report labels the numbers, in its own language
        QVERIFY(snapshot.readings);
        QCOMPARE(snapshot.readings->schedule, ScheduleKind::Uniform);
        QCOMPARE(snapshot.readings->layers, 100);
        QCOMPARE(snapshot.readings->parameter, 10);
        QCOMPARE(snapshot.readings->peakMemory, 19);
        QCOMPARE(snapshot.readings->storeAllPeak, 100);
        QCOMPARE(snapshot.readings->extraForwards, 81);
    }

    void peakLabelFollowsTheLanguage()
    {
        m_panel->setLayers(100);
        m_panel->setParameter(10);
        MemoryTimelineChart *timeline = m_panel->timelineChart();
        QCOMPARE(timeline->peakSeries()->pointLabelsFormat(), u"Peak 19"_s);
        // What Session::setLanguage() does: the locale first, then the translators, which post LanguageChange.
        QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
        PeakTranslator translator;
        QCoreApplication::installTranslator(&translator);
        QTRY_COMPARE(timeline->peakSeries()->pointLabelsFormat(), u"সর্বোচ্চ ১৯"_s);
        QCOMPARE(timeline->peakLabel(), u"সর্বোচ্চ ১৯"_s);
        QLocale::setDefault(QLocale(QLocale::English));
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(timeline->peakSeries()->pointLabelsFormat(), u"Peak 19"_s); // no new simulation in between
    }

    void clickingTheTradeoffChartSetsK()
    {
        m_panel->setLayers(100);
        m_panel->setParameter(10);
        TradeoffChart *chart = m_panel->tradeoffChart();
        m_panel->findChild<QTabWidget *>(u"chartTabs"_s)->setCurrentWidget(chart);
        QCoreApplication::processEvents();
        QSignalSpy picked(chart, &TradeoffChart::parameterPicked);
        QTest::mouseClick(chart->viewport(), Qt::LeftButton, {},
                          viewportPosition(chart, {20.0, 10.0}, chart->peakSeries()));
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).value<qint64>(), 20);
        QCOMPARE(m_panel->parameter(), 20);
        QCOMPARE(m_panel->findChild<QSpinBox *>(u"parameterSpin"_s)->value(), 20);
        QCOMPARE(chart->currentMarker()->at(0).x(), 20.0);
        QCOMPARE(chart->currentLabel(), u"k = 20"_s);

        // Dragging walks k along; the crosshair follows with the exact figures under the pointer.
        const QPoint from = viewportPosition(chart, {20.0, 10.0}, chart->peakSeries());
        const QPoint to = viewportPosition(chart, {50.0, 10.0}, chart->peakSeries());
        QTest::mousePress(chart->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(chart->viewport(), to);
        QTRY_COMPARE(m_panel->parameter(), 50);
        QTest::mouseRelease(chart->viewport(), Qt::LeftButton, {}, to);
        QVERIFY(chart->crosshair()->isVisible());
        QCOMPARE(chart->crosshair()->text(),
                 u"k = 50\nPeak memory: 51 activations\nExtra layer forwards: 49 (+16% compute)"_s);
    }

    void tradeoffChartFollowsTheSchedule()
    {
        m_panel->setLayers(100);
        m_panel->setParameter(10);
        auto *combo = m_panel->findChild<QComboBox *>(u"modeCombo"_s);
        combo->setCurrentIndex(combo->findData(QVariant::fromValue(ScheduleKind::Optimal)));
        TradeoffChart *chart = m_panel->tradeoffChart();
        QCOMPARE(chart->kind(), ScheduleKind::Optimal);
        QCOMPARE(chart->peakSeries()->count(), 99); // s = 1..99
        QCOMPARE(chart->currentParameter(), 18);    // the slots with the peak of k = 10
        QCOMPARE(chart->currentLabel(), u"s = 18"_s);
        combo->setCurrentIndex(combo->findData(QVariant::fromValue(ScheduleKind::PyTorch)));
        QCOMPARE(chart->kind(), ScheduleKind::PyTorch);
        QCOMPARE(chart->currentParameter(), 10);                            // ceil(100 / 10) segments
        QCOMPARE(m_panel->budgetChart()->currentSeries()->at(0).x(), 19.0); // S = 10: peak 9 + 10
    }

    void zoomFollowsTheSchedulesPeak()
    {
        m_panel->setLayers(1'000'000);
        m_panel->goNearSqrt(); // k = 1000: peak 1,999
        MemoryTimelineChart *timeline = m_panel->timelineChart();
        auto *zoom = m_panel->findChild<QCheckBox *>(u"zoomCheckBox"_s);
        QVERIFY(zoom->isChecked()); // 0.2% of store-all: zoomed by default
        QCOMPARE(timeline->memoryAxis()->max(), 1999 * 1.1);
        QCOMPARE(timeline->clipNote(), u"↑ store all peaks at 1,000,000"_s);

        zoom->setFocus(); // keyboard reachable
        QTest::keyClick(zoom, Qt::Key_Space);
        QVERIFY(!timeline->isZoomed());
        QVERIFY(timeline->memoryAxis()->max() >= 1'000'000.0);
        QCOMPARE(timeline->clipNote(), QString());
        QTest::keyClick(zoom, Qt::Key_Space);
        QCOMPARE(timeline->memoryAxis()->max(), 1999 * 1.1);

        // Another k: the time axis ends with its step and the memory axis follows its peak; the learner's choice
        // outlives a change of N.
        m_panel->setParameter(100); // peak 100 09 9 + 99
        QCOMPARE(timeline->timeAxis()->max(), timeline->memorySeries()->points().last().x());
        QCOMPARE(timeline->memoryAxis()->max(), double(m_panel->reportSection().readings->peakMemory) * 1.1);
        QTest::keyClick(zoom, Qt::Key_Space); // off, by choice
        m_panel->setLayers(10'000);
        QVERIFY(!timeline->isZoomed());
    }

    void zoomIsOffByDefaultWhereStoreAllIsTheLesson()
    {
        m_panel->setLayers(100);
        m_panel->setParameter(10); // 19% of store-all
        QVERIFY(!m_panel->timelineChart()->isZoomed());
        QCOMPARE(m_panel->timelineChart()->clipNote(), QString());
        m_panel->setLayers(10'000); // new N: the default again, from k = 10's peak (1,009 of 10,000)
        QVERIFY(m_panel->timelineChart()->isZoomed());
    }

    // The time axis ends where the step ends, for every schedule and setting (ux-2 F18: 57 of 80), Revolve's long
    // steps at a small budget included.
    void everyStepFitsTheTimeAxis()
    {
        m_panel->setLayers(100);
        MemoryTimelineChart *timeline = m_panel->timelineChart();
        for (const ScheduleKind kind : {ScheduleKind::Uniform, ScheduleKind::PyTorch, ScheduleKind::Optimal}) {
            m_panel->setSchedule(kind);
            for (const bool reentrant : {false, true}) {
                m_panel->setUseReentrant(reentrant);
                for (const qint64 value : {1, 2, 10, 19, 50, 99, 100}) {
                    m_panel->setParameter(value);
                    QCOMPARE(timeline->timeAxis()->max(), timeline->memorySeries()->points().last().x());
                }
            }
        }
        m_panel->setParameter(2); // Revolve with one slot: 4,851 extra forwards, far past one extra pass
        QCOMPARE(timeline->timeAxis()->max(), 100.0 + 4851.0 + 200.0);
        QCOMPARE(timeline->memorySeries()->points().last().x(), 100.0 + 4851.0 + 200.0);
    }

    void timelineCrosshairListsEverySeries()
    {
        m_panel->setLayers(16);
        m_panel->setParameter(4);
        MemoryTimelineChart *timeline = m_panel->timelineChart();
        QCoreApplication::processEvents();
        // N = 16, k = 4 while layer 11 runs forward: checkpoints x_0, x_4, x_8; store-all holds x_0..x_10.
        QCOMPARE(timeline->valuesAt(10.5), u"Time 10.5\nThis schedule: 3 saved activations\nStore all: 11\nForward"_s);
        // The kept last segment's backward (layer 14's): x_0, x_4, x_8, x_12, x_13; store-all has freed x_14, x_15.
        QCOMPARE(timeline->valuesAt(20.5), u"Time 20.5\nThis schedule: 5 saved activations\nStore all: 14\nBackward"_s);
        // Then segment 3 is recomputed from x_8: layer 11 reruns, holding x_9 and x_10 again.
        QCOMPARE(timeline->valuesAt(26.5),
                 u"Time 26.5\nThis schedule: 5 saved activations\nStore all: 11\nBackward: recompute"_s);
        QCOMPARE(timeline->valuesAt(200.0).section(u'\n', 3), u"Step finished"_s);
        // The pointer anywhere over the plot shows it: no need to hit the 2 px line.
        QTest::mouseMove(timeline->viewport(), viewportPosition(timeline, {10.5, 12.0}, timeline->memorySeries()));
        QTRY_VERIFY(timeline->crosshair()->isVisible());
        QCOMPARE(timeline->crosshair()->text().section(u'\n', 1),
                 u"This schedule: 3 saved activations\nStore all: 11\nForward"_s);
    }

    void sceneSetsEveryControl_data()
    {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("value"); // the scene's spacing, segments or slots
        QTest::addColumn<bool>("reentrant");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<qint64>("control"); // what the parameter control shows
        QTest::newRow("uniform") << 100LL << int(ScheduleKind::Uniform) << 10LL << false << 2.0 << 10LL;
        QTest::newRow("pytorch reentrant") << 10LL << int(ScheduleKind::PyTorch) << 3LL << true << 3.5 << 3LL;
        QTest::newRow("pytorch") << 10LL << int(ScheduleKind::PyTorch) << 3LL << false << 1.0 << 3LL;
        QTest::newRow("revolve 17 slots") << 100LL << int(ScheduleKind::Optimal) << 17LL << false << 2.0 << 18LL;
        QTest::newRow("large N") << 1'000'000LL << int(ScheduleKind::Uniform) << 1000LL << false << 2.0 << 1000LL;
    }
    void sceneSetsEveryControl()
    {
        QFETCH(qint64, layers);
        QFETCH(int, kind);
        QFETCH(qint64, value);
        QFETCH(bool, reentrant);
        QFETCH(double, ratio);
        QFETCH(qint64, control);
        m_panel->setLayers(37); // somewhere else first
        m_panel->setSchedule(ScheduleKind::Optimal);
        SimulatorScene scene;
        scene.layers = layers;
        scene.setting.kind = ScheduleKind(kind);
        scene.setting.spacing = scene.setting.segments = scene.setting.slotCount = value;
        scene.setting.useReentrant = reentrant;
        scene.setting.backwardRatio = ratio;
        scene.chart = SimulatorScene::Chart::Budget;
        QSignalSpy finished(m_panel.get(), &SimulatorPanel::sceneFinished);
        m_panel->applyScene(scene);
        QCOMPARE(finished.count(), 1); // no animation: at once
        QVERIFY(!m_panel->isAnimating());
        const ScheduleSetting setting = m_panel->currentSetting();
        QCOMPARE(m_panel->layers(), layers);
        QCOMPARE(setting.kind, ScheduleKind(kind));
        QCOMPARE(m_panel->parameter(), control);
        const auto field = ScheduleCatalog::entry(setting.kind).field;
        QCOMPARE(setting.*field, value);
        QCOMPARE(setting.backwardRatio, ratio);
        if (setting.kind == ScheduleKind::PyTorch)
            QCOMPARE(setting.useReentrant, reentrant);
        QCOMPARE(m_panel->findChild<QSpinBox *>(u"layersSpin"_s)->value(), layers);
        QCOMPARE(m_panel->findChild<QSpinBox *>(u"parameterSpin"_s)->value(), control);
        QCOMPARE(m_panel->findChild<QDoubleSpinBox *>(u"ratioSpin"_s)->value(), ratio);
        QCOMPARE(m_panel->findChild<QCheckBox *>(u"reentrantCheck"_s)->isChecked(), reentrant);
        auto *combo = m_panel->findChild<QComboBox *>(u"modeCombo"_s);
        QCOMPARE(combo->currentData().value<ScheduleKind>(), ScheduleKind(kind));
        QVERIFY(
            m_panel->findChild<QTabWidget *>(u"chartTabs"_s)->currentWidget()->isAncestorOf(m_panel->budgetChart()));
    }

    void storeAllSceneShowsItsMemory()
    {
        // Store-all is no choice in the panel: spacing k = N holds the same activations (peak N, nothing recomputed).
        SimulatorScene scene;
        scene.layers = 16;
        scene.setting = ScheduleSetting::storeAll(3.0);
        m_panel->applyScene(scene);
        QCOMPARE(m_panel->schedule(), ScheduleKind::Uniform);
        QCOMPARE(m_panel->parameter(), 16);
        QCOMPARE(m_panel->currentSetting().backwardRatio, 3.0);
        QCOMPARE(m_panel->readout(),
                 u"Peak 16 of 16 saved activations (100%) · 0 extra layer forwards (+0% forward+backward compute)"_s);
        // A real-model scene is not this panel's.
        SimulatorScene real = scene;
        real.view = SimulatorScene::View::RealModel;
        real.layers = 40;
        m_panel->applyScene(real);
        QCOMPARE(m_panel->layers(), 16);
    }

    void sceneScrollsTheChartIntoView()
    {
        // In a short scroll area, as the main window holds the panel.
        QScrollArea scroll;
        scroll.setWidgetResizable(true);
        auto *panel = new SimulatorPanel;
        panel->setMinimumHeight(1400);
        scroll.setWidget(panel);
        scroll.resize(700, 500);
        scroll.show();
        QVERIFY(QTest::qWaitForWindowExposed(&scroll));
        QCOMPARE(scroll.verticalScrollBar()->value(), 0);
        SimulatorScene scene;
        scene.chart = SimulatorScene::Chart::Budget;
        panel->applyScene(scene);
        QVERIFY(scroll.verticalScrollBar()->value() > 0);
        auto *tabs = panel->findChild<QTabWidget *>(u"chartTabs"_s);
        const QRect visible(QPoint(0, scroll.verticalScrollBar()->value()), scroll.viewport()->size());
        QVERIFY(visible.intersects(QRect(tabs->mapTo(panel, QPoint(0, 0)), tabs->size())));
    }

    void sceneHighlights()
    {
        SimulatorScene scene;
        scene.layers = 100;
        scene.setting = ScheduleSetting::uniform(10);
        scene.highlight = SimulatorScene::Highlight::Tradeoff;
        m_panel->applyScene(scene);
        QCOMPARE(m_panel->findChild<QTabWidget *>(u"chartTabs"_s)->currentWidget(), m_panel->tradeoffChart());
        QVERIFY(m_panel->tradeoffChart()->minimumMarker()->isVisible());
        // The U's lowest peak at N = 100: 19, on the plateau k = 8..12 at k = 10, the fewest recomputes.
        QCOMPARE(m_panel->tradeoffChart()->minimumMarker()->points().value(0), QPointF(10.0, 19.0));
        for (QLegendMarker *marker :
             m_panel->tradeoffChart()->chart()->legend()->markers(m_panel->tradeoffChart()->minimumMarker()))
            QVERIFY(!marker->isVisible());
        QCOMPARE(m_panel->tradeoffChart()->currentMarker()->pen().widthF(), 4.0);

        scene.highlight = SimulatorScene::Highlight::Overhead;
        m_panel->applyScene(scene);
        QVERIFY(!m_panel->tradeoffChart()->minimumMarker()->isVisible());
        auto *readout = m_panel->findChild<QLabel *>(u"readoutLabel"_s);
        QCOMPARE(readout->textFormat(), Qt::RichText);
        QVERIFY(readout->text().contains(u"<span"_s));
        QVERIFY(readout->text().contains(u"81 extra layer forwards (+27% forward+backward compute)"_s));

        scene.highlight = SimulatorScene::Highlight::Peak;
        m_panel->applyScene(scene);
        QCOMPARE(readout->textFormat(), Qt::PlainText);
        QCOMPARE(m_panel->timelineChart()->emphasis(), MemoryTimelineChart::Emphasis::Peak);

        scene.highlight = SimulatorScene::Highlight::Recompute;
        m_panel->applyScene(scene);
        QCOMPARE(m_panel->timelineChart()->emphasis(), MemoryTimelineChart::Emphasis::Recompute);
        QVERIFY(m_panel->playback()->strip()->recomputeEmphasis());

        // Until the learner changes something.
        QTest::keyClick(m_panel->findChild<QSpinBox *>(u"parameterSpin"_s), Qt::Key_Up);
        QCOMPARE(m_panel->parameter(), 11);
        QCOMPARE(m_panel->highlight(), SimulatorScene::Highlight::None);
        QCOMPARE(m_panel->timelineChart()->emphasis(), MemoryTimelineChart::Emphasis::None);
        QVERIFY(!m_panel->playback()->strip()->recomputeEmphasis());
    }

    void sweepPassesThroughRealSimulations_data()
    {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("value");
        QTest::addColumn<qint64>("control");
        QTest::newRow("k 1..10") << 100LL << int(ScheduleKind::Uniform) << 10LL << 10LL;
        QTest::newRow("k 1..1000, N = 10^6") << 1'000'000LL << int(ScheduleKind::Uniform) << 1000LL << 1000LL;
        QTest::newRow("S 1..7") << 100LL << int(ScheduleKind::PyTorch) << 7LL << 7LL;
        QTest::newRow("memory 2..18") << 100LL << int(ScheduleKind::Optimal) << 17LL << 18LL;
    }
    void sweepPassesThroughRealSimulations()
    {
        QFETCH(qint64, layers);
        QFETCH(int, kind);
        QFETCH(qint64, value);
        QFETCH(qint64, control);
        SimulatorScene scene;
        scene.layers = layers;
        scene.setting.kind = ScheduleKind(kind);
        scene.setting.spacing = scene.setting.segments = scene.setting.slotCount = value;
        scene.animation = SimulatorScene::Animation::Sweep;
        m_panel->setAnimationStepInterval(5);
        QList<qint64> seen;
        QList<QString> readouts;
        connect(m_panel.get(), &SimulatorPanel::simulated, this, [&] {
            seen.append(m_panel->parameter());
            readouts.append(m_panel->readout());
        });
        QSignalSpy finished(m_panel.get(), &SimulatorPanel::sceneFinished);
        m_panel->applyScene(scene);
        QVERIFY(m_panel->isAnimating());
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(!m_panel->isAnimating());
        QCOMPARE(m_panel->parameter(), control);
        // From the minimum up to the value, every step a simulation with its own readout.
        const QList<qint64> expected = m_panel->model()->sweepTo(control, SimulatorPanel::SweepSteps);
        QCOMPARE(expected.first(), m_panel->parameterMinimum());
        QCOMPARE(expected.last(), control);
        QVERIFY(expected.size() >= qMin<qint64>(control - m_panel->parameterMinimum() + 1, 20));
        QVERIFY(expected.size() <= SimulatorPanel::SweepSteps + 1);
        // (A relayout may simulate the same value again: count each value once.)
        seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        QCOMPARE(seen.mid(seen.size() - expected.size()), expected);
        QCOMPARE(readouts.last(), m_panel->readout());
    }

    void sweepDurationWithTheRealInterval()
    {
        SimulatorScene scene;
        scene.layers = 100;
        scene.setting = ScheduleSetting::uniform(10);
        scene.animation = SimulatorScene::Animation::Sweep;
        QSignalSpy finished(m_panel.get(), &SimulatorPanel::sceneFinished);
        QElapsedTimer clock;
        clock.start();
        m_panel->applyScene(scene);
        QVERIFY(QTest::qWaitFor([&] { return finished.count() == 1; }, 5000));
        const qint64 elapsed = clock.elapsed();
        QVERIFY2(elapsed >= 1400 && elapsed <= 3500, qPrintable(QString::number(elapsed)));
        QCOMPARE(m_panel->parameter(), 10);
    }

    void userInputCancelsTheAnimation()
    {
        SimulatorScene scene;
        scene.layers = 100;
        scene.setting = ScheduleSetting::uniform(40);
        scene.animation = SimulatorScene::Animation::Sweep;
        scene.highlight = SimulatorScene::Highlight::Peak;
        m_panel->setAnimationStepInterval(40);
        QSignalSpy finished(m_panel.get(), &SimulatorPanel::sceneFinished);
        QSignalSpy cancelled(m_panel.get(), &SimulatorPanel::sceneCancelled);
        m_panel->applyScene(scene);
        QTRY_VERIFY(m_panel->parameter() > 1);
        auto *ratio = m_panel->findChild<QDoubleSpinBox *>(u"ratioSpin"_s);
        QTest::keyClick(ratio, Qt::Key_Up);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!m_panel->isAnimating());
        QCOMPARE(m_panel->highlight(), SimulatorScene::Highlight::None);
        const qint64 stopped = m_panel->parameter();
        QVERIFY(stopped < 40);
        QTest::qWait(200);
        QCOMPARE(m_panel->parameter(), stopped);
        QCOMPARE(finished.count(), 0);

        // The same for playback, stopped by the learner's own Pause.
        scene.animation = SimulatorScene::Animation::Play;
        m_panel->applyScene(scene);
        QVERIFY(m_panel->isAnimating());
        QVERIFY(m_panel->playback()->isPlaying());
        QTest::mouseClick(m_panel->findChild<QPushButton *>(u"playbackPlayButton"_s), Qt::LeftButton);
        QCOMPARE(cancelled.count(), 2);
        QVERIFY(!m_panel->playback()->isPlaying());
        QVERIFY(!m_panel->isAnimating());
    }

    void playScenes()
    {
        SimulatorScene scene;
        scene.layers = 10;
        scene.setting = ScheduleSetting::pyTorch(3).withReentrant(true);
        scene.animation = SimulatorScene::Animation::PlayBackward;
        m_panel->playback()->setPlayDuration(60'000);
        m_panel->applyScene(scene);
        QVERIFY(m_panel->playback()->isPlaying());
        QCOMPARE(m_panel->playback()->position(), m_panel->playback()->replay().backwardStart());
        QCOMPARE(m_panel->playback()->replay().backwardStart(), 16);
        scene.animation = SimulatorScene::Animation::Play;
        m_panel->applyScene(scene);
        QCOMPARE(m_panel->playback()->position(), 0);
        QSignalSpy finished(m_panel.get(), &SimulatorPanel::sceneFinished);
        m_panel->playback()->setPlayDuration(200);
        m_panel->playback()->setSpeed(4.0); // the stop at the first recompute lasts a second
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(m_panel->playback()->position(), m_panel->playback()->replay().eventCount());
        QVERIFY(!m_panel->isAnimating());
    }

    // A played scene stops on its first recompute, the cursor on that very event, and says over the chart which layer
    // runs again and why; then it goes on by itself. The learner's own control takes the caption away.
    void aPlayedSceneStopsAtItsFirstRecompute()
    {
        SimulatorScene scene;
        scene.layers = 16;
        scene.setting = ScheduleSetting::uniform(4);
        scene.animation = SimulatorScene::Animation::Play;
        PlaybackPanel *playback = m_panel->playback();
        playback->setPlayDuration(300); // many events a tick: the stop must still land on the first recompute
        playback->setSpeed(4.0);
        QSignalSpy finished(m_panel.get(), &SimulatorPanel::sceneFinished);
        m_panel->applyScene(scene);
        auto *caption = m_panel->findChild<QLabel *>(u"recomputeCaption"_s);
        QVERIFY(caption);
        QTRY_VERIFY(caption->isVisible());
        QVERIFY(!playback->isPlaying());
        QVERIFY(m_panel->isAnimating());
        const ReplayFrame frame = playback->frame();
        QCOMPARE(frame.kind, EventKind::Recompute);
        qint64 first = 0;
        while (playback->replay().event(first).kind != EventKind::Recompute)
            ++first;
        QCOMPARE(frame.position, first + 1);
        QVERIFY2(caption->text().startsWith(u"Recompute: layer %1 runs forward again."_s.arg(frame.index)),
                 qPrintable(caption->text()));
        QCOMPARE(finished.count(), 0);
        QTRY_VERIFY(playback->isPlaying()); // a second at 4×, then on
        QVERIFY(!caption->isVisible());
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(!caption->isVisible()); // once a scene

        m_panel->applyScene(scene);
        QTRY_VERIFY(caption->isVisible());
        QTest::mouseClick(m_panel->findChild<QPushButton *>(u"playbackPlayButton"_s), Qt::LeftButton);
        QVERIFY(!caption->isVisible());
        QVERIFY(!m_panel->isAnimating());
    }

private:
    AppTranslator m_english;
    std::unique_ptr<SimulatorPanel> m_panel;
};

QTEST_MAIN(TestSimulatorPanel)
#include "tst_simulatorpanel.moc"
