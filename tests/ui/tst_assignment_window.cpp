// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizfile.h"
#include "core/session/session.h"
#include "ui/assignmentdialog.h"
#include "ui/guitestbase.h"
#include "ui/mainwindow.h"
#include "ui/optionbutton.h"
#include "ui/quizpanel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Issue 24: a teacher's assignment is taken exactly as it was set.
class TestAssignmentWindow final : public QObject
{
    Q_OBJECT

    QuestionBank m_bank;
    QTemporaryDir m_dir;

    // An exam of `minutes` without the simulator or the answer key, due a day ago (late) or in a day.
    QString writeAssignment(int minutes, bool late)
    {
        AssignmentDialog dialog(m_bank, u"en"_s);
        dialog.findChild<QComboBox *>(u"assignmentMode"_s)->setCurrentIndex(1);
        dialog.findChild<QSpinBox *>(u"assignmentTimeLimit"_s)->setValue(minutes);
        dialog.findChild<QCheckBox *>(u"assignmentSimulator"_s)->setChecked(false);
        dialog.findChild<QCheckBox *>(u"assignmentAnswerKey"_s)->setChecked(false);
        dialog.findChild<QCheckBox *>(u"assignmentHasDue"_s)->setChecked(true);
        dialog.findChild<QDateTimeEdit *>(u"assignmentDue"_s)
            ->setDateTime(QDateTime::currentDateTime().addDays(late ? -1 : 1));
        QString path = m_dir.filePath(u"week3"_s);
        const Expected<void> saved = dialog.save(path);
        return saved ? path : QString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(u":/quizzes/gradient-checkpointing.json"_s);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        m_bank = *loaded;
    }

    void theDialogWritesWhatTheFormSays()
    {
        const QString path = writeAssignment(20, false);
        QVERIFY(path.endsWith(u"week3.cqassign"_s));
        const Expected<QuizFile::Opened> opened = QuizFile::open(path);
        QVERIFY2(opened, qPrintable(opened->bank.title.text(u"en"_s)));
        QVERIFY(opened->options.isAssignment());
        QVERIFY(opened->options.exam);
        QCOMPARE(opened->options.timeLimitMinutes, 20);
        QVERIFY(!opened->options.simulatorAllowed);
        QVERIFY(!opened->options.answerKeyShown);
        QCOMPARE(opened->options.due.time().second(), 0);
    }

    void immediateModeHasNoLimitToSet()
    {
        AssignmentDialog dialog(m_bank, u"en"_s);
        auto *limit = dialog.findChild<QSpinBox *>(u"assignmentTimeLimit"_s);
        QVERIFY(!limit->isEnabled());
        dialog.findChild<QComboBox *>(u"assignmentMode"_s)->setCurrentIndex(1);
        QVERIFY(limit->isEnabled());
        QVERIFY(!dialog.findChild<QDateTimeEdit *>(u"assignmentDue"_s)->isEnabled());
        QVERIFY(!dialog.assignment().options.due.isValid());
    }

    void anUnwritableFolderIsSaid()
    {
        AssignmentDialog dialog(m_bank, u"en"_s);
        QString path = m_dir.filePath(u"no-such-folder/week3.cqassign"_s);
        const Expected<void> saved = dialog.save(path);
        QVERIFY(!saved);
        QVERIFY(!saved.error().isEmpty());
    }

    void theWindowKeepsTheRulesUntilHandIn()
    {
        const QString path = writeAssignment(20, true);
        MainWindow window(m_bank, 0);
        window.setConfirmation([](const QString &, const QString &) { return true; });
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(GuiTest::openQuiz(window, path));
        QVERIFY(window.session()->attempt().options().isAssignment());

        auto *exam = window.findChild<QAction *>(u"examAction"_s);
        QVERIFY(!exam->isEnabled());
        QVERIFY(window.findChild<QLabel *>(u"simulatorOff"_s)->isVisible());
        QVERIFY(!window.findChild<QTabWidget *>(u"visualizerTabs"_s)->isVisible());
        auto *banner = window.findChild<QLabel *>(u"assignmentBanner"_s);
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().startsWith(u"Assignment: exam with a 20-minute time limit; the right answers of "
                                           "missed questions are not shown. It was due on "_s),
                 qPrintable(banner->text()));
        QVERIFY(banner->text().endsWith(u"your report will say it is late."_s));

        // A wrong answer, then hand in.
        QuizPanel *panel = window.quizPanel();
        const QuizAttempt &attempt = window.session()->attempt();
        const int wrong = attempt.displayedCorrectOption(0) == 0 ? 1 : 0;
        QTest::mouseClick(panel->findChild<OptionButton *>(u"option%1"_s.arg(wrong + 1)), Qt::LeftButton);
        QVERIFY(attempt.isAnswered(0));
        auto *exportReport = window.findChild<QAction *>(u"exportReportAction"_s);
        QVERIFY(!exportReport->isEnabled()); // a report now would show the verdicts the exam holds back
        panel->handIn();
        QVERIFY(exportReport->isEnabled());
        QVERIFY(window.session()->attempt().isFinished());
        QVERIFY(exam->isEnabled());
        QVERIFY(!banner->isVisible());
        QVERIFY(window.findChild<QTabWidget *>(u"visualizerTabs"_s)->isVisible());
        QVERIFY(!window.findChild<QLabel *>(u"simulatorOff"_s)->isVisible());

        // The review says the key is kept back; the question shows no right option.
        const QString review = panel->findChild<QPlainTextEdit *>(u"reviewText"_s)->toPlainText();
        QVERIFY2(review.contains(u"Right answer: not shown: the assignment keeps the answer key back"_s),
                 qPrintable(review));
        panel->goToQuestion(0);
        QVERIFY2(panel->findChild<QLabel *>(u"verdictLabel"_s)
                     ->text()
                     .endsWith(u"Not quite. The assignment keeps the right answer back."_s),
                 qPrintable(panel->findChild<QLabel *>(u"verdictLabel"_s)->text()));
        for (const OptionButton *option : panel->findChildren<OptionButton *>())
            QVERIFY(option->verdict() != OptionButton::Verdict::Correct);
        QVERIFY(!panel->findChild<QLabel *>(u"explanationLabel"_s)->isVisible());
    }

    // ux-3 F8: while an assignment is open, the review strip and the lesson offer wait; they come back once it is
    // handed in, and the retry of its missed questions says it is practice.
    void anAssignmentHasTheWindowToItself()
    {
        QSettings().clear(); // the lesson not offered yet
        const QString path = writeAssignment(0, false);
        MainWindow window(m_bank, 0);
        window.setConfirmation([](const QString &, const QString &) { return true; });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTemporaryDir state;
        window.enablePersistence(state.path());
        const QuizAttempt &attempt = window.session()->attempt();
        window.quizPanel()->chooseOption(attempt.displayedCorrectOption(0) == 0 ? 1 : 0); // wrong: due for review
        auto *strip = window.findChild<QWidget *>(u"reviewDueStrip"_s);
        auto *lesson = window.findChild<QWidget *>(u"lessonOffer"_s);
        QTRY_VERIFY(strip->isVisible());
        QVERIFY(lesson->isVisible());

        QVERIFY(GuiTest::openQuiz(window, path));
        QVERIFY(window.session()->isInAssignment());
        QVERIFY(!strip->isVisible());
        QVERIFY(!lesson->isVisible());
        for (int i = 0; i < attempt.questionCount(); ++i)
            window.session()->answer(i, attempt.displayedCorrectOption(i) == 0 ? 1 : 0);
        QVERIFY(!strip->isVisible()); // an exam: answered, not handed in
        window.quizPanel()->handIn();
        QVERIFY(attempt.isFinished());
        QVERIFY(strip->isVisible());
        QVERIFY(lesson->isVisible());
        auto *retry = window.quizPanel()->findChild<QPushButton *>(u"retryButton"_s);
        QVERIFY2(retry->text().endsWith(u"I missed (practice, not handed in)"_s), qPrintable(retry->text()));
    }

    void timeUpIsSaidBeforeTheResults()
    {
        const Expected<QuizFile::Opened> opened = QuizFile::open(writeAssignment(1, false));
        QVERIFY(opened);
        QuizAttempt attempt(opened->bank, 0, opened->options);
        attempt.setStartedAt(QDateTime::currentDateTimeUtc().addSecs(-61)); // the minute is over
        MainWindow window(m_bank, 0);
        window.show();
        window.session()->resume(AttemptRecord::create(attempt, u"en"_s, QString()));
        QVERIFY(window.session()->attempt().isFinished());
        QVERIFY(window.quizPanel()->isShowingSummary());
        auto *timeUp = window.quizPanel()->findChild<QLabel *>(u"timeUpLabel"_s);
        QVERIFY(timeUp->isVisible());
        QCOMPARE(timeUp->text(), u"Time is up: your answers were handed in as they were."_s);
        // The same when the clock runs out while the window is open: the panel hands in by itself.
        attempt.setStartedAt(QDateTime::currentDateTimeUtc().addMSecs(-58'500));
        window.session()->resume(AttemptRecord::create(attempt, u"en"_s, QString()));
        QVERIFY(!window.session()->attempt().isFinished());
        QVERIFY(!timeUp->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->attempt().isFinished(), 5000);
        QVERIFY(window.quizPanel()->isShowingSummary());
        QVERIFY(timeUp->isVisible());
        // The next attempt does not carry the note over.
        window.session()->restart(AttemptOptions{});
        QVERIFY(!timeUp->isVisible());
    }
};

QTEST_MAIN(TestAssignmentWindow)
#include "tst_assignment_window.moc"
