// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/session.h"
#include "core/simulator/unitchainmodel.h"
#include "ui/guitestbase.h"
#include "ui/mainwindow.h"
#include "ui/optionbutton.h"
#include "ui/quizpanel.h"
#include "ui/taskbox.h"

#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

// A guided task in the window: Check the Simulator reads the window's own simulator, says what is missing and gives
// a hint per failed check; meeting the goal answers the task right, Give Up answers it wrong.
class TestTaskBox : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void checkReadsTheSimulator()
    {
        MainWindow window(QuestionBank{}, 0);
        window.setLanguage(u"en"_s, false);
        QVERIFY(GuiTest::openQuiz(window, u":/quizzes/guided-tasks.json"_s));
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Session *session = window.session();
        QCOMPARE(session->bank().id, u"guided-tasks"_s);
        auto *box = window.findChild<TaskBox *>(u"taskBox"_s);
        QVERIFY(box && box->isVisible());
        // A task has no options to click until it is done.
        for (OptionButton *option : window.quizPanel()->findChildren<OptionButton *>())
            QVERIFY(!option->isVisible());

        // The window starts at N = 100, k = 10: the peak fits, the reruns do not.
        QTest::mouseClick(box->checkButton(), Qt::LeftButton);
        auto *status = box->findChild<QLabel *>(u"taskStatus"_s);
        QCOMPARE(status->text(),
                 u"Not yet: The peak fits, but another setting reruns fewer layer forwards than these 81."_s);
        QVERIFY(!session->attempt().isAnswered(0));
        QCOMPARE(session->attempt().hintsUsed(0), 1);
        QVERIFY(window.quizPanel()->findChild<QLabel *>(u"hintText1"_s));

        // The learner moves the spacing to 20 (peak 24, 76 reruns) and checks again, from the keyboard.
        auto *chain = window.findChild<UnitChainModel *>();
        QVERIFY(chain);
        chain->setParameter(20);
        box->checkButton()->setFocus();
        QTest::keyClick(box->checkButton(), Qt::Key_Space);
        QVERIFY(session->attempt().isAnswered(0));
        QVERIFY(session->attempt().isCorrect(0));
        QVERIFY(!box->isVisible());
        const QList<OptionButton *> outcomes = window.quizPanel()->findChildren<OptionButton *>();
        const auto met = std::find_if(outcomes.cbegin(), outcomes.cend(), [](const OptionButton *option) {
            return option->isVisible() && option->optionText().contains(u"The simulator met the goal"_s)
                   && option->verdict() == OptionButton::Verdict::Correct;
        });
        QVERIFY(met != outcomes.cend());

        // The next task, given up: wrong, with the app's feedback.
        QTest::mouseClick(window.quizPanel()->findChild<QPushButton *>(u"nextButton"_s), Qt::LeftButton);
        QTRY_VERIFY(box->isVisible());
        QTest::mouseClick(box->giveUpButton(), Qt::LeftButton);
        QVERIFY(session->attempt().isAnswered(1));
        QVERIFY(!session->attempt().isCorrect(1));
    }
};

QTEST_MAIN(TestTaskBox)
#include "tst_taskbox.moc"
