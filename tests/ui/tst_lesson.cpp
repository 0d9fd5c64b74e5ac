// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/lesson.h"
#include "core/realistic/realmodelstate.h"
#include "core/session/appsettings.h"
#include "core/session/session.h"
#include "core/simulator/unitchainmodel.h"
#include "ui/lessonoffer.h"
#include "ui/mainwindow.h"
#include "ui/playbackpanel.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray lessonWith(const QByteArray &step)
{
    return R"({"format": "checkpoint-quiz-lesson", "version": 1, "id": "l",
               "title": {"en": "L", "bn": "L", "ko": "L"}, "steps": [)"
           + step + "]}";
}

} // namespace

// The first lesson: its content in every language, offered once at the first start and always in the Quiz menu, and
// each of its five steps opening Next only when the window's simulator does what the step asks.
class TestLesson : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void firstLessonIsInEveryLanguage()
    {
        const Expected<Lesson> lesson = Lesson::first();
        QVERIFY2(lesson, qPrintable(lesson.error()));
        QCOMPARE(lesson->steps.size(), 5);
        for (const LessonStep &step : lesson->steps) {
            for (const QString &language : {u"en"_s, u"bn"_s, u"ko"_s})
                QVERIFY(!step.text.text(language).isEmpty() && step.text.has(language));
            QVERIFY(step.goal || step.playToEnd);
        }
    }

    void badLessonsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("nothing to do") << lessonWith(R"({"text": {"en": "a", "bn": "a", "ko": "a"}})")
                                       << u"every step asks the learner"_s;
        QTest::newRow("a language missing") << lessonWith(R"({"text": {"en": "a", "bn": "a"}, "play_to_end": true})")
                                            << u"$.steps[0].text: missing \"ko\""_s;
        QTest::newRow("no steps") << lessonWith("") << u"1 to 20 steps"_s;
        QTest::newRow("bad goal") << lessonWith(R"({"text": {"en": "a", "bn": "a", "ko": "a"},
                                                     "goal": {"view": "unit-chain", "max_peak": -3}})")
                                  << u"whole number"_s;
    }
    void badLessonsAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const Expected<Lesson> lesson = Lesson::fromJson(json, u"lesson.json"_s);
        QVERIFY(!lesson);
        QVERIFY2(lesson.error().contains(error), qPrintable(lesson.error()));
    }

    void offeredOnceAndWalkedThrough()
    {
        MainWindow window(QuestionBank{}, 0);
        window.setLanguage(u"en"_s, false);
        window.show(); // the first window's size on a 1366×768 screen: 1229×691
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *offer = window.findChild<LessonOffer *>(u"lessonOffer"_s);
        QVERIFY(offer && offer->isVisible());
        QCOMPARE(offer->action()->text(), u"Learn in 3 Minutes…"_s);
        QTest::mouseClick(offer->findChild<QPushButton *>(u"lessonStart"_s), Qt::LeftButton);
        QVERIFY(!offer->isVisible());
        QVERIFY(AppSettings().lessonOffered()); // not offered at the next start
        auto *lesson = window.findChild<LessonWindow *>(u"lessonWindow"_s);
        QVERIFY(lesson && lesson->isVisible());
        // On the quiz column, not over the charts (it was 2/5 of the window wide: 10 px into the simulator).
        const QRect column(window.quizPanel()->mapToGlobal(QPoint()), window.quizPanel()->size());
        QVERIFY2(
            column.contains(lesson->frameGeometry()),
            qPrintable(u"%1+%2 in %3+%4"_s.arg(lesson->x()).arg(lesson->width()).arg(column.x()).arg(column.width())));
        auto *status = lesson->findChild<QLabel *>(u"lessonStatus"_s);
        auto *chain = window.findChild<UnitChainModel *>();
        auto *playback = window.findChild<PlaybackPanel *>();
        QVERIFY(chain && playback);
        playback->setPlayDuration(100);

        // 1: store-all on 20 layers, played to the end.
        QCOMPARE(lesson->findChild<QLabel *>(u"lessonProgress"_s)->text(), u"Step 1 of 5"_s);
        QCOMPARE(chain->layers(), 20);
        QVERIFY(!lesson->nextButton()->isEnabled());
        QCOMPARE(status->text(), u"Press Play and let the training step play to its end."_s);
        playback->play();
        QTRY_VERIFY_WITH_TIMEOUT(lesson->nextButton()->isEnabled(), 10000);
        QTest::mouseClick(lesson->nextButton(), Qt::LeftButton);

        // 2: a spacing of 5 or less.
        QCOMPARE(lesson->step(), 1);
        QVERIFY(!lesson->nextButton()->isEnabled());
        QVERIFY2(status->text().startsWith(u"The peak is 20 activations"_s), qPrintable(status->text()));
        chain->setParameter(5);
        QVERIFY(lesson->nextButton()->isEnabled());
        QCOMPARE(status->text(), u"✓ Done. Press Next."_s);
        QTest::keyClick(lesson->nextButton(), Qt::Key_Space);

        // 3: the same schedule, played (its own play: the one before does not count).
        QCOMPARE(lesson->step(), 2);
        QVERIFY(!lesson->nextButton()->isEnabled());
        playback->play();
        QTRY_VERIFY_WITH_TIMEOUT(lesson->nextButton()->isEnabled(), 10000);
        QTest::mouseClick(lesson->nextButton(), Qt::LeftButton);

        // 4: from N = 100, k = 50 to the bottom of the U.
        QCOMPARE(chain->layers(), 100);
        QCOMPARE(chain->parameter(), 50);
        QVERIFY(!lesson->nextButton()->isEnabled());
        chain->setParameter(10);
        QVERIFY(lesson->nextButton()->isEnabled());
        QTest::mouseClick(lesson->nextButton(), Qt::LeftButton);

        // 5: Llama-3.1-8B with full recomputation; Finish closes the lesson.
        auto *real = window.findChild<RealModelState *>();
        QCOMPARE(real->model().name, u"llama-3.1-8b"_s);
        QVERIFY(!lesson->nextButton()->isEnabled());
        QCOMPARE(lesson->nextButton()->text(), u"Finish"_s);
        // What the step asks the learner to watch, the activations on the budget bars, is in view on this screen
        // (ux-3 F3: below the fold).
        auto *figure = window.findChild<QWidget *>(u"memoryBudgetBars"_s);
        QVERIFY(figure);
        auto *scroll = window.findChild<QScrollArea *>(u"realisticScroll"_s);
        QVERIFY(scroll);
        const auto inView = [&] {
            const QRect shown(scroll->viewport()->mapToGlobal(QPoint()), scroll->viewport()->size());
            return shown.contains(QRect(figure->mapToGlobal(QPoint()), figure->size()));
        };
        QTRY_VERIFY(inView());
        real->assign(real->model(), real->setup(), RecomputeSetting::full());
        QVERIFY(lesson->nextButton()->isEnabled());
        QCOMPARE(status->text(), u"✓ Done. Press Finish."_s); // the button's name (it said Next)
        if (const QByteArray shot = qgetenv("CQ_LESSON_SHOT"); !shot.isEmpty())
            window.grab().save(QString::fromLocal8Bit(shot));
        QTest::mouseClick(lesson->nextButton(), Qt::LeftButton);

        // Finish offers where to go next (ux-3 F3); the guided tasks open from it, by the keyboard.
        QVERIFY(lesson->isShowingWhereNext());
        QCOMPARE(lesson->findChild<QLabel *>(u"lessonProgress"_s)->text(), u"Lesson finished"_s);
        QStringList choices;
        for (const QPushButton *button : lesson->findChildren<QPushButton *>(QRegularExpression(u"^lessonNext_"_s)))
            choices.append(button->text());
        QCOMPARE(choices, (QStringList{u"Take the Quiz"_s, u"Predict, Then Simulate"_s, u"Guided Tasks"_s}));
        if (const QByteArray shot = qgetenv("CQ_LESSON_SHOT"); !shot.isEmpty())
            lesson->grab().save(QString::fromLocal8Bit(shot).replace(u".png"_s, u"-next.png"_s));
        QCOMPARE(lesson->focusWidget(), lesson->findChild<QPushButton *>(u"lessonNext_take_the_quiz"_s));
        QTest::keyClick(lesson->focusWidget(), Qt::Key_Tab);
        QTest::keyClick(lesson->focusWidget(), Qt::Key_Tab);
        QTest::keyClick(lesson->focusWidget(), Qt::Key_Space);
        QTRY_VERIFY(!window.findChild<LessonWindow *>(u"lessonWindow"_s));
        QCOMPARE(window.findChild<Session *>()->bank().id, u"guided-tasks"_s);

        // Offered no more, still in the menu.
        MainWindow next(QuestionBank{}, 0);
        QVERIFY(!next.findChild<LessonOffer *>(u"lessonOffer"_s)->isVisibleTo(&next));
    }
};

// A 1366×768 screen instead of offscreen's 800×600: the card must fit the quiz column of the first window there.
int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" CQ_TEST_DATA_DIR "/offscreen-1366x768.json");
    QApplication app(argc, argv);
    TestLesson test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_lesson.moc"
