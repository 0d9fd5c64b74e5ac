#include "core/report/reportsimulatorsection.h"
#include "core/simulator/schedulecatalog.h"
#include "ui/budgetchart.h"
#include "ui/chartcrosshair.h"
#include "ui/memorytimelinechart.h"
#include "ui/simulatorpanel.h"
#include "ui/tradeoffchart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleOptionSlider>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>
#include <QValueAxis>

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
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

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
        QVERIFY(note->text().startsWith(u"[PyTorch checkpoint_sequential with "_s));
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(combo->itemText(0), ScheduleCatalog::label(offered.at(0)));
        QCOMPARE(m_panel->schedule(), ScheduleKind::PyTorch);
    }

    void readoutFollowsTheSchedule_data()
    {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<qint64>("spacing");
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("readout");
        const int uniform = int(ScheduleKind::Uniform);
        const int pyTorch = int(ScheduleKind::PyTorch);
        const int optimal = int(ScheduleKind::Optimal);
        // Uniform: peak m − 1 + max(r, k − 1), extra N − m, overhead (N − m) / 3N (SPEC section 3).
        QTest::newRow("N100 k10") << 100LL << 10LL << uniform
                                  << "Peak 19 of 100 activations (19%) · 90 extra layer forwards (+30% step time)";
        QTest::newRow("N16 k4") << 16LL << 4LL << uniform
                                << "Peak 7 of 16 activations (44%) · 12 extra layer forwards (+25% step time)";
        QTest::newRow("N16 k1 store-all")
            << 16LL << 1LL << uniform << "Peak 16 of 16 activations (100%) · 0 extra layer forwards (+0% step time)";
        QTest::newRow("N16 k16") << 16LL << 16LL << uniform
                                 << "Peak 16 of 16 activations (100%) · 15 extra layer forwards (+31% step time)";
        QTest::newRow("N10 k3 remainder")
            << 10LL << 3LL << uniform << "Peak 5 of 10 activations (50%) · 6 extra layer forwards (+20% step time)";
        QTest::newRow("N1") << 1LL << 1LL << uniform
                            << "Peak 1 of 1 activations (100%) · 0 extra layer forwards (+0% step time)";
        // PyTorch checkpoint_sequential, measured: N = 16, 4 segments → peak 7, 28 layer forwards (12 extra).
        QTest::newRow("pytorch N16 S4") << 16LL << 4LL << pyTorch
                                        << "Peak 7 of 16 activations (44%) · 12 extra layer forwards (+25% step time)";
        // N = 100 with k = 15 → 7 segments: peak 22, 184 layer forwards (84 extra).
        QTest::newRow("pytorch N100 S7") << 100LL << 15LL << pyTorch
                                         << "Peak 22 of 100 activations (22%) · 84 extra layer forwards (+28% step "
                                            "time)";
        // Revolve at the memory of k = 10 (19): s = 18, t = 2 → 81 extra forwards.
        QTest::newRow("optimal N100 k10") << 100LL << 10LL << optimal
                                          << "Peak 19 of 100 activations (19%) · 81 extra layer forwards (+27% step "
                                             "time)";
    }

    void readoutFollowsTheSchedule()
    {
        QFETCH(qint64, layers);
        QFETCH(qint64, spacing);
        QFETCH(int, mode);
        QFETCH(QString, readout);
        m_panel->setLayers(layers);
        m_panel->setSpacing(spacing);
        auto *combo = m_panel->findChild<QComboBox *>(u"modeCombo"_s);
        const int index = combo->findData(QVariant::fromValue(ScheduleKind(mode)));
        QVERIFY(index >= 0);
        combo->setCurrentIndex(index);
        QCOMPARE(m_panel->schedule(), ScheduleKind(mode));
        QCOMPARE(m_panel->findChild<QLabel *>(u"readoutLabel"_s)->text(), readout);
    }

    void draggingTheSpacingSliderRedrawsEverything()
    {
        m_panel->setLayers(16);
        m_panel->setSpacing(8);
        auto *slider = m_panel->findChild<QSlider *>(u"spacingSlider"_s);
        auto *readout = m_panel->findChild<QLabel *>(u"readoutLabel"_s);
        QCOMPARE(slider->minimum(), 1);
        QCOMPARE(slider->maximum(), 16);
        QSignalSpy redraws(m_panel.get(), &SimulatorPanel::simulated);

        QStyleOptionSlider option;
        option.initFrom(slider);
        option.orientation = slider->orientation();
        option.minimum = slider->minimum();
        option.maximum = slider->maximum();
        option.sliderPosition = slider->value();
        option.sliderValue = slider->value();
        const QRect handle
            = slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider);
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
            QCOMPARE(m_panel->spacing(), qint64(slider->value()));
            QVERIFY(m_panel->spacing() <= lastSpacing);
            lastSpacing = int(m_panel->spacing());
        }
        QTest::mouseRelease(slider, Qt::LeftButton, {}, QPoint(0, handle.center().y()));
        QCOMPARE(m_panel->spacing(), 1);
        QVERIFY2(redraws.count() >= 6, qPrintable(QString::number(redraws.count()))); // k went 8 → 1
        QCOMPARE(readout->text(), u"Peak 16 of 16 activations (100%) · 0 extra layer forwards (+0% step time)"_s);
        QCOMPARE(m_panel->findChild<QSpinBox *>(u"spacingSpin"_s)->value(), 1);

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
        QCOMPARE(m_panel->spacing(), 4);
        QCOMPARE(readout->text(), u"Peak 7 of 16 activations (44%) · 12 extra layer forwards (+25% step time)"_s);
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
        m_panel->snapSpacingToBest();
        const int columns = m_panel->timelineChart()->plotColumns();
        QVERIFY(m_panel->timelineChart()->memorySeries()->count() <= 2 * columns + 2);
        QVERIFY(m_panel->tradeoffChart()->peakSeries()->count() <= 2048); // sampled exact points, log-spaced
        QCOMPARE(m_panel->timelineChart()->peakSeries()->at(0).y(),
                 double(m_panel->reportSection().readings->peakMemory));
        QVERIFY(qAbs(m_panel->spacing() - 316) <= 40);
    }

    void absurdValuesAreClamped()
    {
        m_panel->setLayers(0);
        QCOMPARE(m_panel->layers(), 1);
        m_panel->setLayers(5'000'000);
        QCOMPARE(m_panel->layers(), 1'000'000);
        m_panel->setSpacing(2'000'000);
        QCOMPARE(m_panel->spacing(), 1'000'000);
        m_panel->setLayers(50); // N shrinks below k: k follows
        QCOMPARE(m_panel->spacing(), 50);
        m_panel->setSpacing(-3);
        QCOMPARE(m_panel->spacing(), 1);
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
        m_panel->setSpacing(50);
        QTest::mouseClick(m_panel->findChild<QPushButton *>(u"bestSpacingButton"_s), Qt::LeftButton);
        QCOMPARE(m_panel->spacing(), 8); // peak 19 like k = 10, with 87 extra forwards instead of 90
        QCOMPARE(m_panel->reportSection().readings->peakMemory, 19);
        QCOMPARE(m_panel->reportSection().readings->extraForwards, 87);
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

    void reportSectionHasNumbersAndPicture()
    {
        m_panel->setLayers(100);
        m_panel->setSpacing(10);
        const ReportSimulatorSection snapshot = m_panel->reportSection();
        QVERIFY(snapshot.chartPng.startsWith("\x89PNG"));
        QVERIFY(snapshot.figures.isEmpty()); // the report labels the numbers, in its own language
        QVERIFY(snapshot.readings);
        QCOMPARE(snapshot.readings->schedule, ScheduleKind::Uniform);
        QCOMPARE(snapshot.readings->layers, 100);
        QCOMPARE(snapshot.readings->parameter, 10);
        QCOMPARE(snapshot.readings->peakMemory, 19);
        QCOMPARE(snapshot.readings->storeAllPeak, 100);
        QCOMPARE(snapshot.readings->extraForwards, 90);
    }

    void peakLabelFollowsTheLanguage()
    {
        m_panel->setLayers(100);
        m_panel->setSpacing(10);
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
        m_panel->setSpacing(10);
        TradeoffChart *chart = m_panel->tradeoffChart();
        m_panel->findChild<QTabWidget *>(u"chartTabs"_s)->setCurrentWidget(chart);
        QCoreApplication::processEvents();
        QSignalSpy picked(chart, &TradeoffChart::parameterPicked);
        QTest::mouseClick(chart->viewport(), Qt::LeftButton, {},
                          viewportPosition(chart, {20.0, 10.0}, chart->peakSeries()));
        QCOMPARE(picked.count(), 1);
        QCOMPARE(picked.at(0).at(0).value<qint64>(), 20);
        QCOMPARE(m_panel->spacing(), 20);
        QCOMPARE(m_panel->findChild<QSpinBox *>(u"spacingSpin"_s)->value(), 20);
        QCOMPARE(chart->currentMarker()->at(0).x(), 20.0);
        QCOMPARE(chart->currentLabel(), u"k = 20"_s);

        // Dragging walks k along; the crosshair follows with the exact figures under the pointer.
        const QPoint from = viewportPosition(chart, {20.0, 10.0}, chart->peakSeries());
        const QPoint to = viewportPosition(chart, {50.0, 10.0}, chart->peakSeries());
        QTest::mousePress(chart->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(chart->viewport(), to);
        QTRY_COMPARE(m_panel->spacing(), 50);
        QTest::mouseRelease(chart->viewport(), Qt::LeftButton, {}, to);
        QVERIFY(chart->crosshair()->isVisible());
        QCOMPARE(chart->crosshair()->text(),
                 u"k = 50\nPeak memory: 51 activations\nExtra layer forwards: 49 (+16% compute)"_s);
    }

    void tradeoffChartFollowsTheSchedule()
    {
        m_panel->setLayers(100);
        m_panel->setSpacing(10);
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
        m_panel->snapSpacingToBest(); // k = 969: peak 1,999
        MemoryTimelineChart *timeline = m_panel->timelineChart();
        auto *zoom = m_panel->findChild<QCheckBox *>(u"zoomCheckBox"_s);
        QVERIFY(zoom->isChecked()); // 0.2% of store-all: zoomed by default
        QCOMPARE(timeline->memoryAxis()->max(), 1999 * 1.1);
        QCOMPARE(timeline->clipNote(), u"↑ store all peaks at 1,000,000"_s);
        const double timeSpan = timeline->timeAxis()->max();

        zoom->setFocus(); // keyboard reachable
        QTest::keyClick(zoom, Qt::Key_Space);
        QVERIFY(!timeline->isZoomed());
        QVERIFY(timeline->memoryAxis()->max() >= 1'000'000.0);
        QCOMPARE(timeline->clipNote(), QString());
        QTest::keyClick(zoom, Qt::Key_Space);
        QCOMPARE(timeline->memoryAxis()->max(), 1999 * 1.1);

        // Dragging k keeps the time axis and follows the new peak; the learner's choice outlives a change of N.
        m_panel->setSpacing(100); // peak 100 09 9 + 99
        QCOMPARE(timeline->timeAxis()->max(), timeSpan);
        QCOMPARE(timeline->memoryAxis()->max(), double(m_panel->reportSection().readings->peakMemory) * 1.1);
        QTest::keyClick(zoom, Qt::Key_Space); // off, by choice
        m_panel->setLayers(10'000);
        QVERIFY(!timeline->isZoomed());
    }

    void zoomIsOffByDefaultWhereStoreAllIsTheLesson()
    {
        m_panel->setLayers(100);
        m_panel->setSpacing(10); // 19% of store-all
        QVERIFY(!m_panel->timelineChart()->isZoomed());
        QCOMPARE(m_panel->timelineChart()->clipNote(), QString());
        m_panel->setLayers(10'000); // new N: the default again, from k = 10's peak (1,009 of 10,000)
        QVERIFY(m_panel->timelineChart()->isZoomed());
    }

    // The time axis is fixed per N and cost ratio, so it must hold the longest step of every schedule and k.
    void everyStepFitsTheTimeAxis()
    {
        m_panel->setLayers(100);
        auto *combo = m_panel->findChild<QComboBox *>(u"modeCombo"_s);
        MemoryTimelineChart *timeline = m_panel->timelineChart();
        const double span = timeline->timeAxis()->max();
        for (int index = 0; index < combo->count(); ++index) {
            combo->setCurrentIndex(index);
            for (const qint64 k : {1, 2, 10, 50, 99, 100}) {
                m_panel->setSpacing(k);
                QCOMPARE(timeline->timeAxis()->max(), span);
                QVERIFY2(timeline->memorySeries()->points().last().x() <= span,
                         qPrintable(u"%1 k=%2"_s.arg(combo->currentText()).arg(k)));
            }
        }
    }

    void timelineCrosshairListsEverySeries()
    {
        m_panel->setLayers(16);
        m_panel->setSpacing(4);
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

private:
    std::unique_ptr<SimulatorPanel> m_panel;
};

QTEST_MAIN(TestSimulatorPanel)
#include "tst_simulatorpanel.moc"
