// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/apptranslator.h"
#include "core/simulator/schedulereplay.h"
#include "ui/activationstatestyle.h"
#include "ui/layerstrip.h"
#include "ui/memorytimelinechart.h"
#include "ui/playbackpanel.h"
#include "ui/simulatorpanel.h"
#include "ui/sliderhandle.h"
#include "ui/verdictcolours.h"

#include <QApplication>
#include <QComboBox>
#include <QGraphicsLineItem>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using State = ActivationState;

namespace {

QString letters(const QList<State> &states)
{
    QString text;
    for (const State state : states)
        text += QChar(u"ndcsrf"[int(state)]);
    return text;
}

} // namespace

// Playback in the unit-chain panel: the controls, the strip, the counts and the cursor on the timeline.
class TestPlaybackPanel final : public QObject
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
        m_panel = std::make_unique<SimulatorPanel>();
        m_panel->resize(900, 1000);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        m_panel->setLayers(10);
        m_panel->setParameter(3);
        m_playback = m_panel->playback();
        QVERIFY(m_playback->isRecorded());
    }
    void cleanup() { m_panel.reset(); }

    void startsAfterTheForwardPass()
    {
        // N = 10, k = 3: the forward pass leaves checkpoints x_0, x_3, x_6, x_9 and drops the rest.
        QCOMPARE(m_playback->position(), 14);
        QCOMPARE(letters(m_playback->strip()->cells()), u"cddcddcddc"_s);
        QCOMPARE(m_playback->countsText(), u"checkpoints 4 · dropped 6"_s);
        QCOMPARE(m_playback->eventText(), u"Event 14 of 46: forward of layer 10 · memory 4 · time 10"_s);
        QCOMPARE(m_playback->strip()->accessibleDescription(), m_playback->countsText());
        auto *timeline = m_panel->timelineChart();
        QVERIFY(timeline->hasPlaybackCursor());
        QCOMPARE(timeline->playbackCursorTime(), 10.0);
    }

    void stepButtons()
    {
        auto *forward = m_panel->findChild<QPushButton *>(u"playbackForwardButton"_s);
        auto *back = m_panel->findChild<QPushButton *>(u"playbackBackButton"_s);
        auto *start = m_panel->findChild<QPushButton *>(u"playbackStartButton"_s);
        auto *end = m_panel->findChild<QPushButton *>(u"playbackEndButton"_s);
        for (int i = 0; i < 6; ++i)
            QTest::mouseClick(forward, Qt::LeftButton);
        // B10, Free9, R7, Save7, R8, Save8: x_7 and x_8 recomputed, x_9 freed.
        QCOMPARE(m_playback->position(), 20);
        QCOMPARE(letters(m_playback->strip()->cells()), u"cddcddcrrf"_s);
        QCOMPARE(m_playback->countsText(), u"checkpoints 3 · recomputed 2 · freed 1 · dropped 4"_s);
        QCOMPARE(m_playback->strip()->activeCell(), 8); // Save x_8
        QCOMPARE(m_panel->timelineChart()->playbackCursorTime(), 14.0);
        QTest::mouseClick(back, Qt::LeftButton);
        QCOMPARE(m_playback->position(), 19);
        QCOMPARE(m_playback->strip()->activeCell(), 7); // recompute of layer 8 reads x_7
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(letters(m_playback->strip()->cells()), u"nnnnnnnnnn"_s);
        QVERIFY(!m_playback->frame().hasEvent);
        QTest::mouseClick(end, Qt::LeftButton);
        QCOMPARE(letters(m_playback->strip()->cells()), u"ffffffffff"_s);
        QCOMPARE(m_playback->countsText(), u"freed 10"_s);
    }

    void clickOnTheTimeline()
    {
        // A click at time 14.5 puts the cursor on the last event by then: Save x_8 at time 14 (position 20).
        auto *timeline = m_panel->timelineChart();
        const QPoint at = timeline->mapFromScene(
            timeline->chart()->mapToScene(timeline->chart()->mapToPosition({14.5, 2.0}, timeline->memorySeries())));
        QTest::mouseClick(timeline->viewport(), Qt::LeftButton, {}, at);
        QVERIFY(qAbs(m_playback->frame().time - 14.0) <= 1.0); // within a pixel's worth of time
        QCOMPARE(m_playback->position(), m_playback->replay().positionAtTime(
                                             timeline->chart()
                                                 ->mapToValue(timeline->chart()->mapFromScene(timeline->mapToScene(at)),
                                                              timeline->memorySeries())
                                                 .x()));
        QVERIFY(timeline->hasPlaybackCursor());
    }

    void playRunsToTheEnd()
    {
        m_playback->setPlayDuration(300);
        auto *play = m_panel->findChild<QPushButton *>(u"playbackPlayButton"_s);
        QSignalSpy finished(m_playback, &PlaybackPanel::playFinished);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(m_playback->isPlaying());
        QCOMPARE(play->text(), u"Pause"_s);
        QTRY_VERIFY(m_playback->position() > 14);
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(m_playback->position(), 46);
        QVERIFY(!m_playback->isPlaying());
        QCOMPARE(play->text(), u"Play"_s);
        // Play at the end starts over; a second click pauses.
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(m_playback->isPlaying());
        QVERIFY(m_playback->position() < 46);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(!m_playback->isPlaying());
    }

    void dragTheScrubSlider()
    {
        auto *slider = m_panel->findChild<QSlider *>(u"playbackSlider"_s);
        QCOMPARE(slider->maximum(), 46);
        const QRect handle = sliderHandle(slider);
        QTest::mousePress(slider, Qt::LeftButton, {}, handle.center());
        const ScheduleReplay &replay = m_playback->replay();
        for (int x = handle.center().x(); x < slider->width(); x += 9) {
            QMouseEvent move(QEvent::MouseMove, QPointF(x, handle.center().y()),
                             slider->mapToGlobal(QPointF(x, handle.center().y())), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QApplication::sendEvent(slider, &move);
            // Every step shows the exact state at the slider's event.
            QCOMPARE(m_playback->position(), qint64(slider->value()));
            QCOMPARE(m_playback->strip()->cells(), replay.states(slider->value()));
            QCOMPARE(m_panel->timelineChart()->playbackCursorTime(), replay.frame(slider->value()).time);
        }
        QTest::mouseRelease(slider, Qt::LeftButton, {}, QPoint(slider->width() - 1, handle.center().y()));
        QCOMPARE(m_playback->position(), 46);
    }

    void keyboard()
    {
        auto *play = m_panel->findChild<QPushButton *>(u"playbackPlayButton"_s);
        auto *slider = m_panel->findChild<QSlider *>(u"playbackSlider"_s);
        // Tab reaches every control, each with an accessible name.
        QList<QWidget *> controls;
        for (const char *name : {"playbackStartButton", "playbackBackButton", "playbackPlayButton",
                                 "playbackForwardButton", "playbackEndButton", "playbackSlider"})
            controls.append(m_panel->findChild<QWidget *>(QLatin1String(name)));
        for (QWidget *control : controls) {
            QVERIFY(control->focusPolicy() & Qt::TabFocus);
            QVERIFY2(!control->accessibleName().isEmpty(), control->objectName().toUtf8());
        }
        controls.first()->setFocus();
        for (qsizetype i = 1; i < controls.size(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QCOMPARE(QApplication::focusWidget(), controls.at(i));
        }
        QCOMPARE(m_playback->strip()->focusPolicy(), Qt::NoFocus);
        // Space on the slider plays and pauses; arrows step.
        m_playback->setPlayDuration(60'000);
        QTest::keyClick(slider, Qt::Key_Space);
        QVERIFY(m_playback->isPlaying());
        QTest::keyClick(slider, Qt::Key_Space);
        QVERIFY(!m_playback->isPlaying());
        const qint64 at = m_playback->position();
        QTest::keyClick(slider, Qt::Key_Right);
        QCOMPARE(m_playback->position(), at + 1);
        QTest::keyClick(slider, Qt::Key_Home);
        QCOMPARE(m_playback->position(), 0);
        play->setFocus();
        QTest::keyClick(play, Qt::Key_Space);
        QVERIFY(m_playback->isPlaying());
        QTest::keyClick(play, Qt::Key_Space);
        QVERIFY(!m_playback->isPlaying());
        // Space on a step button plays too; Enter presses it.
        auto *forward = m_panel->findChild<QPushButton *>(u"playbackForwardButton"_s);
        QTest::keyClick(forward, Qt::Key_Space);
        QVERIFY(m_playback->isPlaying());
        QTest::keyClick(forward, Qt::Key_Space);
        QVERIFY(!m_playback->isPlaying());
        const qint64 before = m_playback->position();
        QTest::keyClick(forward, Qt::Key_Return);
        QCOMPARE(m_playback->position(), before + 1);
    }

    void changingTheScheduleRecordsItAgain()
    {
        m_panel->setParameter(5);
        QVERIFY(m_playback->isRecorded());
        // k = 5 on 10 layers: checkpoints x_0 and x_5, the last segment (layers 6..10) keeps x_6..x_9.
        QCOMPARE(letters(m_playback->strip()->cells()), u"cddddcssss"_s);
        // A large N waits, dimmed, until a playback control is used.
        m_panel->setLayers(1'000'000);
        m_panel->goNearSqrt();
        QVERIFY(!m_playback->isRecorded());
        QVERIFY(!m_panel->timelineChart()->hasPlaybackCursor());
        // No count from N = 10 stays on screen beside N = 10^6 (ux-2 F12).
        const auto legend = m_panel->findChildren<QLabel *>(QRegularExpression(u"^legend_"_s));
        QCOMPARE(legend.size(), qsizetype(ActivationStateCount));
        for (const QLabel *label : legend)
            QVERIFY2(label->text().endsWith(u" —"_s), qPrintable(label->text()));
        QTest::qWait(300);
        QVERIFY(!m_playback->isRecorded());
        // Recorded on a worker thread: the click returns at once, the window's event loop runs meanwhile (a timer
        // fires while it records), and the step is taken once the schedule is there.
        bool recordingWhileTimerFired = false;
        QTimer::singleShot(0, this, [&] { recordingWhileTimerFired = m_playback->isRecording(); });
        QTest::mouseClick(m_panel->findChild<QPushButton *>(u"playbackForwardButton"_s), Qt::LeftButton);
        QVERIFY(m_playback->isRecording());
        QTRY_VERIFY_WITH_TIMEOUT(m_playback->isRecorded(), 60'000);
        QVERIFY(recordingWhileTimerFired);
        QVERIFY(!m_playback->isRecording());
        QCOMPARE(m_playback->position(), m_playback->replay().backwardStart() + 1);
        QVERIFY(m_panel->timelineChart()->hasPlaybackCursor());
        QCOMPARE(m_playback->strip()->cells().size(), PlaybackPanel::Cells);
        QCOMPARE(m_playback->frame().count(State::Checkpoint) + m_playback->frame().count(State::Saved),
                 m_playback->frame().memory);
        for (const QLabel *label : legend)
            QVERIFY2(label->text().back().isDigit(), qPrintable(label->text()));
    }

    // A schedule changed while the last one was being recorded (by a scene: the progress dialog keeps the learner's
    // hands off): that recording is dropped, and a step asked for on the new schedule meanwhile still gets it recorded
    // and is taken once it is there.
    void aControlUsedWhileAnOlderScheduleRecordsActsOnTheNewOne()
    {
        m_panel->setLayers(100'000); // 400,000 events or more: recorded when first used
        m_panel->goNearSqrt();
        auto *forward = m_panel->findChild<QPushButton *>(u"playbackForwardButton"_s);
        QTest::mouseClick(forward, Qt::LeftButton);
        QVERIFY(m_playback->isRecording());
        m_panel->setParameter(200); // another large schedule, waiting to be recorded
        QVERIFY(!m_playback->isRecorded());
        QVERIFY(m_playback->isRecording()); // the first recording still runs
        m_playback->step(1);
        QTRY_VERIFY_WITH_TIMEOUT(m_playback->isRecorded(), 60'000);
        QCOMPARE(m_panel->playback()->replay().backwardStart() + 1, m_playback->position());
        QCOMPARE(m_panel->parameter(), 200);
    }

    // A pace a person can follow by default, and a speed box from 0.25× to 4× (issue 25, scenes paced to their
    // sentence): N = 10 (46 events) plays in the 8 s floor, N = 100 (481 events) in 30 s.
    void speedBoxSetsThePace()
    {
        QCOMPARE(m_playback->playDuration(), 8000);
        QCOMPARE(m_playback->eventsPerTick(), 46.0 * PlaybackPanel::TickMs / 8000);
        auto *speed = m_panel->findChild<QComboBox *>(u"playbackSpeedCombo"_s);
        QCOMPARE(speed->currentText(), u"1×"_s);
        speed->setFocus();
        QTest::keyClick(speed, Qt::Key_Down); // 2×, from the keyboard
        QCOMPARE(m_playback->speed(), 2.0);
        QCOMPARE(m_playback->eventsPerTick(), 2 * 46.0 * PlaybackPanel::TickMs / 8000);
        m_playback->setSpeed(0.25);
        QCOMPARE(speed->currentText(), u"0.25×"_s);
        m_panel->setLayers(100);
        m_panel->setParameter(10);
        QVERIFY(recorded());
        QCOMPARE(m_playback->replay().eventCount(), 481);
        QCOMPARE(m_playback->playDuration(), 30'000);
        QCOMPARE(m_playback->eventsPerTick(), 0.25 * 481.0 * PlaybackPanel::TickMs / 30'000);
        // A scene's sweep follows the speed too: 1.8 s at 1×, 7.2 s at 0.25×, over k = 1 … 10.
        m_panel->setAnimationStepInterval(0);
        SimulatorScene scene;
        scene.animation = SimulatorScene::Animation::Sweep;
        m_panel->applyScene(scene);
        auto *sweep = m_panel->findChild<QTimer *>(u"sweepTimer"_s);
        QVERIFY(sweep->isActive());
        QCOMPARE(sweep->interval(), int(SimulatorPanel::SweepDurationMs / 0.25) / 9);
    }

    void tooLongToPlay()
    {
        m_panel->setLayers(1'000'000);
        m_panel->setSchedule(ScheduleKind::Optimal);
        m_panel->setParameter(2); // one slot: O(N²) events
        QVERIFY(recorded());
        QVERIFY(!m_playback->replay().isComplete());
        QVERIFY(m_panel->findChild<QLabel *>(u"playbackEventLabel"_s)->text().contains(u"more than playback takes"_s));
        QVERIFY(!m_panel->findChild<QPushButton *>(u"playbackPlayButton"_s)->isEnabled());
    }

    void stateColoursContrast()
    {
        // Every cell fill and pattern colour keeps 3:1 against light and dark window colours.
        for (const QColor background :
             {QColor(Qt::white), QColor(0xef, 0xef, 0xef), QColor(0x1e, 0x1e, 0x1e), QColor(0x35, 0x35, 0x35)}) {
            for (int s = 0; s < ActivationStateCount; ++s) {
                const QColor colour = ActivationStateStyle::colour(State(s), background);
                QVERIFY2(VerdictColours::contrast(colour, background) >= 3.0,
                         qPrintable(u"%1 on %2"_s.arg(colour.name(), background.name())));
            }
        }
    }

private:
    // The schedule recorded, at once or on the worker thread; false if it never is.
    bool recorded()
    {
        bool done = false;
        m_playback->whenRecorded([&done] { done = true; });
        return QTest::qWaitFor([&done] { return done; }, 60'000);
    }

    AppTranslator m_english;
    std::unique_ptr<SimulatorPanel> m_panel;
    PlaybackPanel *m_playback = nullptr;
};

QTEST_MAIN(TestPlaybackPanel)
#include "tst_playbackpanel.moc"
