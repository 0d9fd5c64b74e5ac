#include "core/session/session.h"
#include "ui/optionbutton.h"
#include "ui/quizpanel.h"
#include "ui/verdictcolours.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>

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
            QCOMPARE(label("stemLabel")->text(), question.stem.text(u"en"_s));
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
                     right ? u"Correct!"_s : u"Not quite. The right answer is option %1."_s.arg(seedKey.at(q) + 1));
            QCOMPARE(explanation->text(), question.explanation.text(u"en"_s));
            QCOMPARE(feedback->isVisible(), !right);
            if (!right)
                QCOMPARE(feedback->text(), u"Your answer: "_s + question.options.at(chosen).feedback.text(u"en"_s));
            QCOMPARE(score->text(), u"Score: %1 of %2"_s.arg(correctSoFar).arg(q + 1));
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
        auto *summaryView = m_panel->findChild<QPlainTextEdit *>(u"summaryRows"_s);
        const QTextDocument *summary = summaryView->document();
        const QColor summaryBase = summaryView->palette().base().color();
        QCOMPARE(summary->blockCount(), 8);
        for (int q = 0; q < 8; ++q) {
            const bool right = choices.at(q) == seedKey.at(q);
            const QTextBlock row = summary->findBlockByNumber(q);
            QCOMPARE(row.text(), (right ? u"\u2713 %1. "_s : u"\u2717 %1. "_s).arg(q + 1)
                                     + m_session->attempt().question(q).stem.text(u"en"_s));
            // Colour follows the verdict (and the mark says it without colour).
            QCOMPARE(row.begin().fragment().charFormat().foreground().color(),
                     right ? VerdictColours::right(summaryBase) : VerdictColours::wrong(summaryBase));
        }

        auto *restart = m_panel->findChild<QPushButton *>(u"restartButton"_s);
        if (byKeyboard) {
            // A second Enter after the last answer keeps the attempt (it used to restart and lose it)...
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Enter);
            QVERIFY(m_panel->isShowingSummary());
            QCOMPARE(m_session->attempt().answeredCount(), 8);
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
        QCOMPARE(score->text(), u"Score: 0 of 0"_s);
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
        QTRY_COMPARE(label("stemLabel")->text(), question.stem.text(u"ko"_s));
        QCOMPARE(label("quizTitle")->text(), u"그래디언트 체크포인팅 퀴즈"_s);
        QCOMPARE(option(0)->optionText(), u"1. "_s + question.options.at(0).text.text(u"ko"_s));
        m_panel->chooseOption(1);
        m_session->setLanguage(u"bn"_s, false);
        QTRY_COMPARE(label("explanationLabel")->text(), question.explanation.text(u"bn"_s));
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
        QCOMPARE(QString(stem->text()).remove(QChar(0x200B)), longToken); // nothing lost
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
    void verdictColoursContrast()
    {
        QFETCH(QColor, background);
        QVERIFY2(VerdictColours::contrast(VerdictColours::right(background), background) >= 4.5,
                 qPrintable(VerdictColours::right(background).name()));
        QVERIFY2(VerdictColours::contrast(VerdictColours::wrong(background), background) >= 4.5,
                 qPrintable(VerdictColours::wrong(background).name()));
    }

    void bankTextIsPlainText()
    {
        for (auto *label : m_panel->findChildren<QLabel *>())
            QCOMPARE(label->textFormat(), Qt::PlainText);
    }

private:
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
