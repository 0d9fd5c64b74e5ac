// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/session.h"
#include "ui/optionbutton.h"
#include "ui/progressstrip.h"
#include "ui/quizpanel.h"
#include "ui/verdictcolours.h"

#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextDocumentFragment>

using namespace Qt::StringLiterals;

namespace {

// The key of the seed bank, 0-based in bank order: Q1 → 1, Q2 → 2, …, Q8 → 4 in the quiz's own 1-based terms.
const QList<int> seedKey{0, 1, 2, 3, 0, 1, 2, 3};

QuestionBank loadSeedBank()
{
    const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(u":/quizzes/gradient-checkpointing.json"_s);
    if (!loaded)
        qFatal("%s", qPrintable(loaded.error()));
    return *loaded;
}

} // namespace

class TestQuizPanel final : public QObject
{
    Q_OBJECT
private slots:
    // The session reads remembered settings: never the developer's own.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_session = std::make_unique<Session>(loadSeedBank(), 0);
        m_session->setLanguage(u"en"_s, false);
        m_panel = std::make_unique<QuizPanel>(m_session.get());
        m_panel->resize(700, 700);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
        m_panel->activateWindow();
        m_panel->setFocus();
    }
    void cleanup()
    {
        m_panel.reset();
        m_session.reset();
    }

    void answersEveryQuestion_data()
    {
        QTest::addColumn<bool>("byKeyboard");
        QTest::addColumn<QList<int>>("choices"); // displayed option per question (seed 0: bank order)
        QTest::addColumn<int>("expectedScore");
        QTest::newRow("mouse, all right") << false << seedKey << 8;
        QTest::newRow("keyboard, all right") << true << seedKey << 8;
        QTest::newRow("mouse, always option 1") << false << QList<int>{0, 0, 0, 0, 0, 0, 0, 0} << 2;
        QTest::newRow("keyboard, mixed") << true << QList<int>{0, 2, 2, 3, 1, 1, 0, 3} << 5;
    }

    void answersEveryQuestion()
    {
        QFETCH(bool, byKeyboard);
        QFETCH(QList<int>, choices);
        QFETCH(int, expectedScore);
        QSignalSpy answered(m_session.get(), &Session::answered);
        auto *progress = label("progressLabel");
        auto *score = label("scoreLabel");
        auto *verdict = label("verdictLabel");
        auto *explanation = label("explanationLabel");
        auto *feedback = label("optionFeedbackLabel");
        auto *next = m_panel->findChild<QPushButton *>(u"nextButton"_s);

        int correctSoFar = 0;
        for (int q = 0; q < 8; ++q) {
            const Question &question = m_session->attempt().question(q);
            QCOMPARE(progress->text(), u"Question %1 of 8"_s.arg(q + 1));
            QCOMPARE(shown("stemLabel"), question.stem.text(u"en"_s));
            QVERIFY(!verdict->isVisible());
            QVERIFY(!next->isVisible());
            for (int o = 0; o < 4; ++o)
                QVERIFY(option(o)->isEnabled());

            const int chosen = choices.at(q);
            if (byKeyboard)
                QTest::keyClick(QApplication::focusWidget(), Qt::Key(Qt::Key_1 + chosen));
            else
                QTest::mouseClick(option(chosen), Qt::LeftButton);

            const bool right = chosen == seedKey.at(q);
            correctSoFar += right ? 1 : 0;
            QCOMPARE(answered.count(), q + 1);
            QCOMPARE(answered.last().at(1).toBool(), right);
            QVERIFY(verdict->isVisible());
            QCOMPARE(verdict->text(),
                     right ? u"\u2713 Correct!"_s
                           : u"\u2717 Not quite. The right answer is option %1."_s.arg(seedKey.at(q) + 1));
            QCOMPARE(shown(explanation), question.explanation.text(u"en"_s));
            QCOMPARE(feedback->isVisible(), !right);
            if (!right)
                QCOMPARE(shown(feedback),
                         u"Why “%1” is not right: %2"_s.arg(question.options.at(chosen).text.text(u"en"_s),
                                                            question.options.at(chosen).feedback.text(u"en"_s)));
            QCOMPARE(score->text(), u"%1 correct of %2 answered"_s.arg(correctSoFar).arg(q + 1));
            for (int o = 0; o < 4; ++o) {
                QVERIFY(!option(o)->isEnabled()); // locked
                const OptionButton::Verdict expected = o == seedKey.at(q) ? OptionButton::Verdict::Correct
                                                       : o == chosen      ? OptionButton::Verdict::Wrong
                                                                          : OptionButton::Verdict::None;
                QCOMPARE(option(o)->verdict(), expected);
            }
            QCOMPARE(option(seedKey.at(q))->optionText().left(2), u"\u2713 "_s);

            // A second answer changes nothing.
            if (byKeyboard)
                QTest::keyClick(QApplication::focusWidget(), Qt::Key(Qt::Key_1 + (chosen + 1) % 4));
            else
                QTest::mouseClick(option((chosen + 1) % 4), Qt::LeftButton);
            QCOMPARE(answered.count(), q + 1);
            QCOMPARE(m_session->attempt().chosenBankOption(q), chosen);

            QCOMPARE(next->text(), q < 7 ? u"Next question"_s : u"See results"_s);
            if (byKeyboard)
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            else
                QTest::mouseClick(next, Qt::LeftButton);
        }

        QVERIFY(m_panel->isShowingSummary());
        QCOMPARE(label("summaryHeadline")->text(),
                 u"You scored %1 of 8 (%2%)."_s.arg(expectedScore).arg(qRound(100.0 * expectedScore / 8)));
        auto *rows = m_panel->findChild<QListWidget *>(u"resultRows"_s);
        const QColor summaryBase = rows->palette().base().color();
        QCOMPARE(rows->count(), 8);
        for (int q = 0; q < 8; ++q) {
            const bool right = choices.at(q) == seedKey.at(q);
            QCOMPARE(rows->item(q)->text(), (right ? u"\u2713 %1. "_s : u"\u2717 %1. "_s).arg(q + 1)
                                                + m_session->attempt().question(q).stem.text(u"en"_s));
            // Colour follows the verdict (and the mark says it without colour).
            QCOMPARE(rows->item(q)->foreground().color(),
                     right ? VerdictColours::right(summaryBase) : VerdictColours::wrong(summaryBase));
        }
        m_panel->setConfirmation([](const QString &, const QString &) { return true; });

        auto *restart = m_panel->findChild<QPushButton *>(u"restartButton"_s);
        if (byKeyboard) {
            // A second Enter after the last answer keeps the attempt (it used to restart and lose it): it opens the
            // selected row's question for review...
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Enter);
            QVERIFY(!m_panel->isShowingSummary());
            QCOMPARE(m_panel->currentQuestion(), 0);
            QCOMPARE(m_session->attempt().answeredCount(), 8);
            m_panel->showResults();
            // ...and Restart is a deliberate Tab away.
            while (QApplication::focusWidget() != restart)
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QTest::keyClick(restart, Qt::Key_Enter);
        } else {
            QTest::mouseClick(restart, Qt::LeftButton);
        }
        QVERIFY(!m_panel->isShowingSummary());
        QCOMPARE(m_session->attempt().answeredCount(), 0);
        QCOMPARE(progress->text(), u"Question 1 of 8"_s);
        QCOMPARE(score->text(), u"0 correct of 0 answered"_s);
    }

    // Enter on a focused option chooses that option (it used to do nothing).
    void enterChoosesTheFocusedOption()
    {
        QSignalSpy answered(m_session.get(), &Session::answered);
        option(2)->setFocus();
        QTest::keyClick(option(2), Qt::Key_Return);
        QCOMPARE(answered.count(), 1);
        QCOMPARE(m_session->attempt().chosenBankOption(0), m_session->attempt().bankOption(0, 2));
        QCOMPARE(m_panel->currentQuestion(), 0); // the feedback shows; the next Enter goes on
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(m_panel->currentQuestion(), 1);
    }

    void nextNeedsAnAnswer()
    {
        QTest::keyClick(m_panel.get(), Qt::Key_Return);
        QCOMPARE(m_panel->currentQuestion(), 0);
        m_panel->advance();
        QCOMPARE(m_panel->currentQuestion(), 0);
    }

    void languageShowsBankText()
    {
        m_session->setLanguage(u"ko"_s, false);
        const Question &question = m_session->attempt().question(0);
        // One path: the panel re-reads its texts when Qt delivers LanguageChange.
        QTRY_COMPARE(shown("stemLabel"), question.stem.text(u"ko"_s));
        QCOMPARE(label("quizTitle")->text(), u"그래디언트 체크포인팅 퀴즈"_s);
        QCOMPARE(option(0)->optionText(), u"1. "_s + question.options.at(0).text.text(u"ko"_s));
        m_panel->chooseOption(1);
        m_session->setLanguage(u"bn"_s, false);
        QTRY_COMPARE(shown("explanationLabel"), question.explanation.text(u"bn"_s));
        QVERIFY(!option(0)->isEnabled()); // switching language keeps the answer
    }

    // A text without spaces wider than the panel gets break opportunities instead of a sideways scroll bar.
    void longUnbrokenTextWraps()
    {
        QuestionBank bank = loadSeedBank();
        const QString longToken = QString(5000, u'x');
        bank.questions[0].stem = LocalizedText({{u"en"_s, longToken}, {u"bn"_s, longToken}, {u"ko"_s, longToken}});
        Session session(bank, 0);
        session.setLanguage(u"en"_s, false);
        QuizPanel panel(&session);
        panel.resize(500, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QLabel *stem = panel.findChild<QLabel *>(u"stemLabel"_s);
        QCOMPARE(QTextDocumentFragment::fromHtml(stem->text()).toPlainText().remove(QChar(0x200B)), longToken);
        QVERIFY2(stem->width() <= panel.width(), qPrintable(u"%1 > %2"_s.arg(stem->width()).arg(panel.width())));
    }

    // Verdict text keeps at least 4.5:1 contrast on the backgrounds it is drawn on, in a light and a dark theme.
    void verdictColoursContrast_data()
    {
        QTest::addColumn<QColor>("background");
        QTest::newRow("white base") << QColor(Qt::white);
        QTest::newRow("light window (Fusion)") << QColor(0xef, 0xef, 0xef);
        QTest::newRow("correct option") << QColor(0xe3, 0xf4, 0xe6);
        QTest::newRow("wrong option") << QColor(0xfb, 0xe7, 0xe7);
        QTest::newRow("dark window (Adwaita dark)") << QColor(0x35, 0x35, 0x35);
        QTest::newRow("dark base") << QColor(0x2d, 0x2d, 0x2d);
        QTest::newRow("black") << QColor(Qt::black);
    }
    // The verdict line, the result rows and the answered options as the panel really colours them, from the palette.
    void verdictContrastFromThePalette_data()
    {
        QTest::addColumn<QColor>("window");
        QTest::addColumn<QColor>("base");
        QTest::addColumn<QColor>("text");
        QTest::newRow("light") << QColor(0xef, 0xef, 0xef) << QColor(Qt::white) << QColor(Qt::black);
        QTest::newRow("dark") << QColor(0x35, 0x35, 0x35) << QColor(0x24, 0x24, 0x24) << QColor(0xf0, 0xf0, 0xf0);
    }
    void verdictContrastFromThePalette()
    {
        QFETCH(QColor, window);
        QFETCH(QColor, base);
        QFETCH(QColor, text);
        QPalette palette;
        palette.setColor(QPalette::Window, window);
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::Text, text);
        palette.setColor(QPalette::WindowText, text);
        // The application's palette, as a desktop theme sets it (the panel's style sheet overrides a widget palette).
        const QPalette before = QApplication::palette();
        QApplication::setPalette(palette);
        const auto restore = qScopeGuard([&] { QApplication::setPalette(before); });
        QTRY_COMPARE(m_panel->palette().window().color(), window);
        m_panel->chooseOption(1); // wrong
        const QString style = label("verdictLabel")->styleSheet();
        const QColor verdict(style.mid(style.indexOf(u'#'), 7));
        QVERIFY2(VerdictColours::contrast(verdict, window) >= 4.5, qPrintable(style));
        // The answered options: ink on their tinted backgrounds.
        const QColor wrongInk = VerdictColours::wrong(base);
        QVERIFY(VerdictColours::contrast(wrongInk, VerdictColours::tint(wrongInk, base)) >= 4.5);
        const QColor rightInk = VerdictColours::right(base);
        QVERIFY(VerdictColours::contrast(rightInk, VerdictColours::tint(rightInk, base)) >= 4.5);
        QVERIFY(m_panel->findChild<QWidget *>(u"optionBox"_s)
                    ->styleSheet()
                    .contains(VerdictColours::tint(wrongInk, base).name()));
    }

    void verdictColoursContrast()
    {
        QFETCH(QColor, background);
        QVERIFY2(VerdictColours::contrast(VerdictColours::right(background), background) >= 4.5,
                 qPrintable(VerdictColours::right(background).name()));
        QVERIFY2(VerdictColours::contrast(VerdictColours::wrong(background), background) >= 4.5,
                 qPrintable(VerdictColours::wrong(background).name()));
    }

    // Bank text is data: markup in it shows literally, code names are set in monospace, and only http(s) sources link.
    void bankTextIsNeverMarkup()
    {
        QuestionBank bank = loadSeedBank();
        const QString hostile
            = u"<img src=x onerror=alert(1)> <a href='file:///etc/passwd'>click</a> & torch.utils.checkpoint"_s;
        bank.questions[0].stem = LocalizedText({{u"en"_s, hostile}, {u"bn"_s, hostile}, {u"ko"_s, hostile}});
        bank.questions[0].reference.url = u"javascript:alert(1)"_s;
        bank.questions[1].reference.url = u"https://docs.pytorch.org/docs/stable/checkpoint.html"_s;
        Session session(bank, 0);
        session.setLanguage(u"en"_s, false);
        QuizPanel panel(&session);
        QLabel *stem = panel.findChild<QLabel *>(u"stemLabel"_s);
        QCOMPARE(QTextDocumentFragment::fromHtml(stem->text()).toPlainText(), hostile);
        QVERIFY(!stem->text().contains(u"<img"_s));
        QVERIFY(stem->text().contains(u"<code>torch.utils.checkpoint</code>"_s));
        panel.chooseOption(0);
        QLabel *reference = panel.findChild<QLabel *>(u"referenceLabel"_s);
        QVERIFY(!reference->text().contains(u"<a "_s)); // a javascript: URL is never clickable
        panel.advance();
        panel.chooseOption(0);
        QVERIFY(reference->text().contains(u"<a href=\"https://docs.pytorch.org/docs/stable/checkpoint.html\">"_s));
        QVERIFY(reference->openExternalLinks());
        for (auto *label : panel.findChildren<QLabel *>())
            QVERIFY(label->textFormat() != Qt::AutoText); // never guessed
    }

    void resultsReviewEveryQuestion()
    {
        m_panel->setConfirmation([](const QString &, const QString &) { return true; });
        const QList<int> choices{0, 0, 2, 0, 0, 0, 0, 3}; // right: 1, 3, 5, 8
        for (int q = 0; q < 8; ++q) {
            m_panel->chooseOption(choices.at(q));
            m_panel->advance();
        }
        QVERIFY(m_panel->isShowingSummary());
        auto *rows = m_panel->findChild<QListWidget *>(u"resultRows"_s);
        auto *review = m_panel->findChild<QPlainTextEdit *>(u"reviewText"_s);
        rows->setCurrentRow(1); // wrong: chose option 1, right is 2
        const Question &question = m_session->attempt().question(1);
        const QString text = review->toPlainText();
        QVERIFY(text.contains(u"Your answer: 1. "_s + question.options.at(0).text.text(u"en"_s)));
        QVERIFY(text.contains(u"Right answer: 2. "_s + question.options.at(1).text.text(u"en"_s)));
        QVERIFY(text.contains(u"Why your answer is not right: "_s + question.options.at(0).feedback.text(u"en"_s)));
        QVERIFY(text.contains(u"Explanation: "_s + question.explanation.text(u"en"_s)));
        rows->setCurrentRow(0);
        QVERIFY(!review->toPlainText().contains(u"Why your answer is not right"_s));

        // Enter on a row opens that question with its feedback; Results goes back.
        rows->setFocus();
        rows->setCurrentRow(3);
        QTest::keyClick(rows, Qt::Key_Return);
        QVERIFY(!m_panel->isShowingSummary());
        QCOMPARE(m_panel->currentQuestion(), 3);
        QVERIFY(label("verdictLabel")->isVisible());
        // ux-2 F13: one way back to the results, not two buttons saying so.
        QVERIFY(!m_panel->findChild<QPushButton *>(u"nextButton"_s)->isVisible());
        QVERIFY(m_panel->findChild<QPushButton *>(u"toResultsButton"_s)->isVisible());
        QTest::mouseClick(m_panel->findChild<QPushButton *>(u"toResultsButton"_s), Qt::LeftButton);
        QVERIFY(m_panel->isShowingSummary());

        // Retry the missed ones: exactly questions 2, 4, 6, 7 of the bank.
        auto *retry = m_panel->findChild<QPushButton *>(u"retryButton"_s);
        QCOMPARE(retry->text(), u"Retry the 4 questions I missed"_s);
        QTest::mouseClick(retry, Qt::LeftButton);
        QCOMPARE(m_session->attempt().questionCount(), 4);
        QStringList ids;
        for (int i = 0; i < 4; ++i)
            ids << m_session->attempt().question(i).id;
        QCOMPARE(ids, (QStringList{u"why-store-activations"_s, u"overhead-factors"_s, u"backward-rerun"_s,
                                   u"combine-techniques"_s}));
        QVERIFY(!m_panel->isShowingSummary());
        QCOMPARE(label("progressLabel")->text(), u"Question 1 of 4"_s);
    }

    void restartAsksWhileTheAttemptIsNotExported()
    {
        QStringList asked;
        bool answer = false;
        m_panel->setConfirmation([&](const QString &title, const QString &) {
            asked << title;
            return answer;
        });
        m_panel->restart(); // nothing answered: no question
        QVERIFY(asked.isEmpty());
        m_panel->chooseOption(0);
        m_panel->restart();
        QCOMPARE(asked, QStringList{u"Start over?"_s});
        QCOMPARE(m_session->attempt().answeredCount(), 1); // cancelled: kept
        answer = true;
        m_panel->restart();
        QCOMPARE(m_session->attempt().answeredCount(), 0);
        m_panel->chooseOption(0);
        m_session->markExported(m_session->record().id);
        m_panel->restart(); // exported: nothing to lose, no question
        QCOMPARE(asked.size(), 2);
        QCOMPARE(m_session->attempt().answeredCount(), 0);
    }

    void progressStripRevisitsQuestions()
    {
        auto *strip = m_panel->findChild<ProgressStrip *>(u"progressStrip"_s);
        QCOMPARE(strip->marks().size(), 8);
        m_panel->chooseOption(0); // right
        m_panel->advance();
        m_panel->chooseOption(0); // wrong
        QCOMPARE(strip->marks().mid(0, 3),
                 (QList<ProgressStrip::Mark>{ProgressStrip::Mark::Right, ProgressStrip::Mark::Wrong,
                                             ProgressStrip::Mark::Unanswered}));
        QTest::mouseClick(strip, Qt::LeftButton, {}, strip->segmentRect(5).center());
        QCOMPARE(m_panel->currentQuestion(), 5); // skipping ahead is allowed
        QTest::mouseClick(strip, Qt::LeftButton, {}, strip->segmentRect(0).center());
        QCOMPARE(m_panel->currentQuestion(), 0);
        QVERIFY(label("verdictLabel")->isVisible()); // an answered question shows its feedback again
        // Keyboard: arrows move, Enter goes.
        strip->setFocus();
        QTest::keyClick(strip, Qt::Key_Right);
        QTest::keyClick(strip, Qt::Key_Right);
        QTest::keyClick(strip, Qt::Key_Return);
        QCOMPARE(m_panel->currentQuestion(), 2);
        QVERIFY(!strip->accessibleDescription().isEmpty());
    }

    void examModeHoldsFeedbackBack()
    {
        AttemptOptions exam;
        exam.exam = true;
        m_session->restart(exam);
        auto *strip = m_panel->findChild<ProgressStrip *>(u"progressStrip"_s);
        m_panel->chooseOption(2); // right, then changed: answers stay open until the hand-in (ux-2 F3)
        QVERIFY(option(1)->isEnabled());
        m_panel->chooseOption(1); // wrong
        QCOMPARE(m_session->attempt().chosenBankOption(0), 1);
        QCOMPARE(label("verdictLabel")->text(),
                 u"Answer saved. You can change it until you hand in, and see then whether it is right."_s);
        QVERIFY(!label("explanationLabel")->isVisible());
        QCOMPARE(option(1)->verdict(), OptionButton::Verdict::Chosen);
        QCOMPARE(option(0)->verdict(), OptionButton::Verdict::None); // the key is not given away
        QCOMPARE(strip->marks().at(0), ProgressStrip::Mark::Answered);
        QCOMPARE(label("scoreLabel")->text(), u"1 of 8 answered"_s);
        QStringList asked;
        m_panel->setConfirmation([&](const QString &title, const QString &) {
            asked << title;
            return true;
        });
        QTest::mouseClick(m_panel->findChild<QPushButton *>(u"handInButton"_s), Qt::LeftButton);
        QCOMPARE(asked, QStringList{u"Hand in now?"_s});
        QVERIFY(m_panel->isShowingSummary());
        QCOMPARE(strip->marks().at(0), ProgressStrip::Mark::Wrong);
        QCOMPARE(label("summaryHeadline")->text(), u"You scored 0 of 8 (0%)."_s);
        QCOMPARE(m_panel->findChild<QPushButton *>(u"retryButton"_s)->text(), u"Retry the 8 questions I missed"_s);
    }

    // The panel draws from the session's events, whoever made them (architecture-3 F9): an answer given through the
    // session shows its verdict, a hand-in is one finished() and no attemptStarted(), and shows the results once.
    void drawsFromTheSessionsEvents()
    {
        AttemptOptions exam;
        exam.exam = true;
        m_session->restart(exam);
        QSignalSpy started(m_session.get(), &Session::attemptStarted);
        QSignalSpy finished(m_session.get(), &Session::finished);
        QVERIFY(m_session->answer(1, 1)); // not the question on show
        QCOMPARE(m_panel->currentQuestion(), 1);
        QCOMPARE(option(1)->verdict(), OptionButton::Verdict::Chosen);
        QCOMPARE(label("scoreLabel")->text(), u"1 of 8 answered"_s);

        m_session->finish();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(started.count(), 0);
        QVERIFY(m_panel->isShowingSummary());
        QCOMPARE(label("summaryHeadline")->text(), u"You scored 1 of 8 (13%)."_s);
        m_session->finish(); // already handed in: nothing happens
        QCOMPARE(finished.count(), 1);

        m_session->restart(exam);
        QCOMPARE(started.count(), 1);
        QVERIFY(!m_panel->isShowingSummary());
    }

    void showMeRequestsTheQuestionsScene()
    {
        QuestionBank bank = loadSeedBank();
        SimulatorScene scene;
        scene.layers = 64;
        scene.setting = ScheduleSetting::uniform(8);
        scene.caption = LocalizedText({{u"en"_s, u"Look at the peak."_s}, {u"bn"_s, u"x"_s}, {u"ko"_s, u"x"_s}});
        bank.questions[0].scene = scene;
        bank.questions[1].scene.reset();
        Session session(bank, 0);
        session.setLanguage(u"en"_s, false);
        QuizPanel panel(&session);
        panel.show();
        QSignalSpy requested(&panel, &QuizPanel::sceneRequested);
        auto *showMe = panel.findChild<QPushButton *>(u"showMeButton"_s);
        QVERIFY(!showMe->isVisible()); // not before the answer
        panel.chooseOption(3);
        QCOMPARE(requested.size(), 1); // right after answering
        QCOMPARE(requested.at(0).at(0).value<SimulatorScene>().layers, 64);
        QVERIFY(showMe->isVisible());
        QCOMPARE(
            QTextDocumentFragment::fromHtml(panel.findChild<QLabel *>(u"sceneCaptionLabel"_s)->text()).toPlainText(),
            u"In the simulator: Look at the peak."_s);
        // The caption says what the simulator is showing right under the verdict, before the explanation (issue 25).
        const auto top = [&panel](const char *name) {
            return panel.findChild<QLabel *>(QString::fromLatin1(name))->geometry().top();
        };
        QVERIFY(top("verdictLabel") < top("sceneCaptionLabel"));
        QVERIFY(top("sceneCaptionLabel") < top("optionFeedbackLabel"));
        QVERIFY(top("sceneCaptionLabel") < top("explanationLabel"));
        QTest::mouseClick(showMe, Qt::LeftButton);
        QCOMPARE(requested.size(), 2);
        panel.advance();
        panel.chooseOption(0);
        QCOMPARE(requested.size(), 2); // no scene, no request
        QVERIFY(!showMe->isVisible());
    }

    void textZoomScalesTheQuestion()
    {
        const qreal before = label("stemLabel")->font().pointSizeF();
        // ux-2 F17: the options, the progress strip and the counters grow with the question.
        QList<QWidget *> body{m_panel->findChild<QWidget *>(u"option1"_s),
                              m_panel->findChild<QWidget *>(u"progressStrip"_s), label("progressLabel"),
                              label("scoreLabel")};
        QList<qreal> bodyBefore;
        for (QWidget *widget : body)
            bodyBefore.append(widget->font().pointSizeF());
        const int stripHeight = m_panel->findChild<QWidget *>(u"progressStrip"_s)->sizeHint().height();
        QTest::keyClick(m_panel.get(), Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(label("stemLabel")->font().pointSizeF() > before);
        for (int i = 0; i < body.size(); ++i)
            QVERIFY2(body.at(i)->font().pointSizeF() > bodyBefore.at(i), qPrintable(body.at(i)->objectName()));
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(m_panel.get(), Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(m_panel->findChild<QWidget *>(u"progressStrip"_s)->sizeHint().height() > stripHeight);
        QTest::keyClick(m_panel.get(), Qt::Key_0, Qt::ControlModifier);
        QTest::keyClick(m_panel.get(), Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(m_panel.get(), Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(label("stemLabel")->font().pointSizeF() < before);
        QTest::keyClick(m_panel.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(label("stemLabel")->font().pointSizeF(), before);
        for (int i = 0; i < 20; ++i)
            m_panel->setTextScale(m_panel->textScale() * 1.1);
        QCOMPARE(m_panel->textScale(), QuizPanel::MaxTextScale);
    }

private:
    // What a rich-text label shows, as plain text.
    static QString shown(const QLabel *label)
    {
        return QTextDocumentFragment::fromHtml(label->text()).toPlainText().remove(QChar(0x200B));
    }
    QString shown(const char *name) const { return shown(label(name)); }
    QLabel *label(const char *name) const
    {
        auto *found = m_panel->findChild<QLabel *>(QLatin1String(name));
        if (!found)
            qFatal("no label %s", name);
        return found;
    }
    OptionButton *option(int displayed) const
    {
        return m_panel->findChild<OptionButton *>(u"option%1"_s.arg(displayed + 1));
    }

    std::unique_ptr<Session> m_session;
    std::unique_ptr<QuizPanel> m_panel;
};

QTEST_MAIN(TestQuizPanel)
#include "tst_quizpanel.moc"
