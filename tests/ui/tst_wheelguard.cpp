// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/questionbank.h"
#include "ui/mainwindow.h"
#include "ui/realisticpanel.h"
#include "ui/simulatorpanel.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpontaneKeyEvent>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QWheelEvent>

using namespace Qt::StringLiterals;

// ux-2 F1: turning the wheel over the long panels scrolls them; it never changes a control the pointer passes over.
class TestWheelGuard final : public QObject
{
    Q_OBJECT

    QuestionBank m_bank;

    static QString stateOf(QWidget *control)
    {
        if (auto *slider = qobject_cast<QAbstractSlider *>(control))
            return QString::number(slider->value());
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(control))
            return spin->text();
        if (auto *combo = qobject_cast<QComboBox *>(control))
            return QString::number(combo->currentIndex());
        return {};
    }

    static void turnWheel(QWidget *control, int notches)
    {
        const QPointF centre = QRectF(control->rect()).center();
        QWheelEvent wheel(centre, control->mapToGlobal(centre), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QSpontaneKeyEvent::setSpontaneous(&wheel); // as from the window system
        QApplication::sendEvent(control, &wheel);
    }

    // The sliders, spin boxes and combo boxes a learner can reach in `panel` (scroll bars are the wheel's own).
    static QList<QWidget *> controlsOf(QWidget *panel)
    {
        QList<QWidget *> controls;
        for (QWidget *widget : panel->findChildren<QWidget *>()) {
            const bool control = (qobject_cast<QAbstractSlider *>(widget) && !qobject_cast<QScrollBar *>(widget))
                                 || qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QComboBox *>(widget);
            if (control && widget->isVisible() && widget->isEnabled())
                controls.append(widget);
        }
        return controls;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(u":/quizzes/gradient-checkpointing.json"_s);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        m_bank = *loaded;
    }

    void wheelScrollsThePanels_data()
    {
        QTest::addColumn<int>("tab");
        QTest::newRow("unit chain") << 0;
        QTest::newRow("real model") << 1;
    }

    void wheelScrollsThePanels()
    {
        QFETCH(int, tab);
        MainWindow window(m_bank, 0);
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *tabs = window.findChild<QTabWidget *>(u"visualizerTabs"_s);
        tabs->setCurrentIndex(tab);
        QVERIFY(tab == 0 ? static_cast<QWidget *>(window.simulatorPanel()) : window.realisticPanel());
        auto *scroll = qobject_cast<QScrollArea *>(tabs->currentWidget());
        QVERIFY(scroll);
        QTest::qWait(50);
        const QList<QWidget *> controls = controlsOf(scroll); // the unit chain's pinned above the page included
        QVERIFY2(controls.size() >= (tab == 0 ? 4 : 8), qPrintable(QString::number(controls.size())));
        window.quizPanel()->setFocus();
        for (QWidget *control : controls) {
            scroll->ensureWidgetVisible(control);
            const QString before = stateOf(control);
            const int scrolled = scroll->verticalScrollBar()->value();
            turnWheel(control, -1);
            QVERIFY2(stateOf(control) == before,
                     qPrintable(control->objectName() + u": "_s + before + u" → "_s + stateOf(control)));
            // The turn went on to the page (unless it is at its end already).
            if (scrolled < scroll->verticalScrollBar()->maximum())
                QVERIFY2(scroll->verticalScrollBar()->value() > scrolled, qPrintable(control->objectName()));
            QCOMPARE(control->focusPolicy(), Qt::StrongFocus);
        }
        // With the keyboard focus, a control takes the wheel as before.
        QWidget *first = controls.first();
        first->setFocus();
        QVERIFY(first->hasFocus());
        const QString before = stateOf(first);
        turnWheel(first, stateOf(first) == u"0"_s ? -1 : 1);
        turnWheel(first, -1);
        turnWheel(first, -1);
        QVERIFY2(stateOf(first) != before, qPrintable(first->objectName()));
    }
};

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
