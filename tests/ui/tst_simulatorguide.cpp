// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/mainwindow.h"
#include "ui/simulatorguide.h"
#include "ui/simulatorpanel.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

// Help → How to Read the Simulator: the overlay numbers each part of the unit chain where it really is on the screen
// (controls, the memory chart's plot and axes, the layer strip), lists them over the quiz, follows the scrolling and
// the language, and gives the keyboard back where it was.
class TestSimulatorGuide : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;
    SimulatorGuide *m_guide = nullptr;

    // A widget's rectangle in the guide's coordinates.
    QRect inGuide(const QWidget *widget, const QRect &rect) const
    {
        return QRect(widget->mapTo(m_window.get(), rect.topLeft()) - m_guide->mapTo(m_window.get(), QPoint()),
                     rect.size());
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>(*QuestionBankLoader::fromFile(QStringLiteral(
                                                    CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json")),
                                                0);
        m_window->setLanguage(u"en"_s, false);
        m_window->resize(1366, 768);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_VERIFY(m_window->findChild<SimulatorPanel *>(u"simulatorPanel"_s));
        m_guide = m_window->findChild<SimulatorGuide *>(u"simulatorGuide"_s);
        QVERIFY(m_guide);
        QVERIFY(!m_guide->isVisible());
    }
    void cleanup() { m_window.reset(); }

    void helpMenuOpensItOverTheWholeWorkArea()
    {
        QAction *action = m_window->findChild<QAction *>(u"simulatorGuideAction"_s);
        QVERIFY(action);
        QCOMPARE(action->text(), u"How to &Read the Simulator"_s);
        QMenu *help = nullptr;
        for (QAction *menu : m_window->menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(action))
                help = menu->menu();
        }
        QVERIFY(help);
        QCOMPARE(help->title(), u"&Help"_s);
        action->trigger();
        QVERIFY(m_guide->isVisible());
        QCOMPARE(m_guide->geometry(), m_window->findChild<QSplitter *>(u"mainSplitter"_s)->geometry());
        QVERIFY(m_guide->hasFocus());
        QCOMPARE(m_guide->parts().size(), 14);
        QVERIFY(m_guide->accessibleDescription().startsWith(u"1. Layers N: how deep the chain is."_s));
    }

    // Each number sits on its part: the rectangles are where the widgets and the chart's plot really are.
    void partsAreWhereTheWidgetsAre()
    {
        m_guide->open();
        const QList<SimulatorGuide::Part> parts = m_guide->parts();
        const SimulatorPanel *panel = m_window->simulatorPanel();
        const auto *slider = m_window->findChild<QSlider *>(u"layersSlider"_s); // pinned above the scroll area
        QVERIFY(parts.at(0).rect.contains(inGuide(slider, slider->rect())));
        QCOMPARE(parts.at(0).number, 1);

        // The plot's origin (time 0, nothing held) lies in part 6 (the plot), not in the axes' parts 7 and 8: the
        // chart's header row above its viewport is counted.
        const auto *chart = panel->findChild<QChartView *>(u"timelineChart"_s);
        auto *series = chart->chart()->findChild<QLineSeries *>(u"memorySeries"_s);
        QVERIFY(series);
        const QPointF inScene = chart->chart()->mapToScene(chart->chart()->mapToPosition(QPointF(0, 0), series));
        const QPoint origin = inGuide(chart->viewport(), QRect(chart->mapFromScene(inScene), QSize(1, 1))).topLeft();
        QVERIFY2(parts.at(5).rect.adjusted(-1, -1, 1, 1).contains(origin),
                 qPrintable(u"%1,%2 outside %3,%4 %5x%6"_s.arg(origin.x())
                                .arg(origin.y())
                                .arg(parts.at(5).rect.x())
                                .arg(parts.at(5).rect.y())
                                .arg(parts.at(5).rect.width())
                                .arg(parts.at(5).rect.height())));
        QVERIFY(parts.at(6).rect.right() < parts.at(5).rect.left() + 1); // the memory axis, left of the plot
        QVERIFY(parts.at(7).rect.top() > parts.at(5).rect.bottom() - 1); // the time axis, below it
        const QWidget *strip = panel->findChild<QWidget *>(u"layerStrip"_s);
        QVERIFY(parts.at(10).rect.isEmpty()
                || parts.at(10).rect == inGuide(strip, strip->rect()).intersected(parts.at(10).rect));
    }

    // What is scrolled out of view has no number on the screen; the wheel on the guide scrolls the simulator, and
    // the numbers follow, except the pinned controls' and readout's.
    void theWheelScrollsTheSimulatorUnderIt()
    {
        m_window->resize(1024, 600);
        QTest::qWait(50);
        m_guide->open();
        QScrollBar *bar = m_window->findChild<QScrollArea *>(u"simulatorScroll"_s)->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QVERIFY(m_guide->parts().last().rect.isEmpty()); // the chart tabs, below the fold
        const QRect layers = m_guide->parts().first().rect;
        const QRect readout = m_guide->parts().at(4).rect;
        QVERIFY(!layers.isEmpty() && !readout.isEmpty());
        const QPoint at = m_guide->rect().center();
        QWheelEvent wheel(at, m_guide->mapToGlobal(at), QPoint(), QPoint(0, -120 * 20), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(m_guide, &wheel);
        QTRY_VERIFY(bar->value() > 0);
        QVERIFY(!m_guide->parts().last().rect.isEmpty());
        // The controls and the readout are pinned above what scrolls: their numbers stay where they were.
        QCOMPARE(m_guide->parts().first().rect, layers);
        QCOMPARE(m_guide->parts().at(4).rect, readout);
    }

    void escapeClosesAndGivesTheFocusBack()
    {
        QWidget *before = QApplication::focusWidget();
        QVERIFY(before);
        QTest::keyClick(m_window.get(), Qt::Key_F1);
        QVERIFY(m_guide->isVisible());
        QTest::keyClick(m_guide, Qt::Key_Escape);
        QVERIFY(!m_guide->isVisible());
        QCOMPARE(QApplication::focusWidget(), before);
        QTest::keyClick(m_window.get(), Qt::Key_F1);
        QVERIFY(m_guide->isVisible());
        QTest::mouseClick(m_guide, Qt::LeftButton, {}, m_guide->rect().center());
        QVERIFY(!m_guide->isVisible());
    }

    void itSpeaksTheWindowsLanguage()
    {
        m_guide->open();
        m_window->setLanguage(u"ko"_s, false);
        QTRY_COMPARE(m_guide->parts().first().text.left(6), u"레이어 수 "_s);
        QTRY_COMPARE(m_window->findChild<QAction *>(u"simulatorGuideAction"_s)->text(), u"시뮬레이터 읽는 법(&R)"_s);
    }
};

QTEST_MAIN(TestSimulatorGuide)
#include "tst_simulatorguide.moc"
