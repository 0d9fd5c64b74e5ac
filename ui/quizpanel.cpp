// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/quizpanel.h"

#include "core/session/session.h"
#include "ui/banktext.h"
#include "ui/examclock.h"
#include "ui/leavingattempt.h"
#include "ui/optionbutton.h"
#include "ui/progressstrip.h"
#include "ui/textzoom.h"
#include "ui/verdictcolours.h"
#include "ui_quizpanel.h"

#include <QAccessible>
#include <QApplication>
#include <QEvent>
#include <QMessageBox>
#include <QShortcut>

using namespace Qt::StringLiterals;

QuizPanel::QuizPanel(Session *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_ui(std::make_unique<Ui::QuizPanel>())
    , m_confirm([this](const QString &title, const QString &text) {
        // The button says what happens: the attempt is kept in History, a new one starts (ux-2 F13: "Discard" did not).
        QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Cancel, this);
        QPushButton *start = box.addButton(tr("Start New Attempt"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        return box.clickedButton() == start;
    })
{
    m_ui->setupUi(this);
    setObjectName(u"quizPanel"_s);
    connect(m_ui->progressStrip, &ProgressStrip::questionActivated, this, &QuizPanel::goToQuestion);
    connect(m_ui->showMeButton, &QPushButton::clicked, this, &QuizPanel::showScene);
    m_ui->hintBox->setSession(m_session);
    connect(m_ui->hintBox, &HintBox::sceneRequested, this, &QuizPanel::sceneRequested);
    m_ui->taskBox->attach(m_session, m_ui->hintBox);
    connect(m_ui->taskBox, &TaskBox::optionChosen, this, &QuizPanel::chooseOption);
    m_ui->predictionBox->attach(m_session, [this](int displayedOption) { chooseOption(displayedOption); });
    connect(m_ui->handInButton, &QPushButton::clicked, this, &QuizPanel::handIn);
    connect(m_ui->toResultsButton, &QPushButton::clicked, this, &QuizPanel::showResults);
    connect(m_ui->nextButton, &QPushButton::clicked, this, &QuizPanel::advance);
    connect(m_ui->resultRows, &QListWidget::currentRowChanged, this, &QuizPanel::showReview);
    connect(m_ui->resultRows, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { goToQuestion(m_ui->resultRows->row(item)); });
    connect(m_ui->retryButton, &QPushButton::clicked, this, &QuizPanel::retryMissed);
    connect(m_ui->exportButton, &QPushButton::clicked, this, &QuizPanel::exportRequested);
    connect(m_ui->restartButton, &QPushButton::clicked, this, &QuizPanel::restart);

    for (int i = 0; i < 9; ++i) {
        const auto choose = [this, i] {
            if (i < int(m_options.size()) && m_options[i]->isVisible()) // a task's or a prediction's: not yet
                chooseOption(i);
        };
        new QShortcut(QKeySequence(Qt::Key_1 + i), this, choose, Qt::WidgetWithChildrenShortcut);
    }
    for (const int key : {int(Qt::Key_Return), int(Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(QKeySequence(key), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] {
            // Enter on a focused push button presses it (Restart only this way: a deliberate Tab away).
            auto *button = qobject_cast<QPushButton *>(QApplication::focusWidget());
            if (button && !qobject_cast<OptionButton *>(button) && button != m_ui->nextButton && isAncestorOf(button))
                return button->click();
            if (isShowingSummary()) {
                // Enter on the results opens the selected question; it never restarts (the attempt would be gone).
                if (m_ui->resultRows->hasFocus() && m_ui->resultRows->currentRow() >= 0)
                    goToQuestion(m_ui->resultRows->currentRow());
                return;
            }
            if (m_ui->progressStrip->hasFocus())
                return goToQuestion(m_ui->progressStrip->focusedSegment());
            for (int i = 0; i < int(m_options.size()); ++i) {
                if (m_options[i]->hasFocus() && !m_session->attempt().isAnswered(m_current))
                    return chooseOption(i);
            }
            advance();
        });
    }
    m_zoom = new TextZoom(this);
    for (QWidget *widget : std::initializer_list<QWidget *>{
             m_ui->quizIntro, m_ui->optionBox, m_ui->explanationLabel, m_ui->optionFeedbackLabel,
             m_ui->sceneCaptionLabel, m_ui->referenceLabel, m_ui->reviewText, m_ui->resultRows, m_ui->progressStrip,
             m_ui->progressLabel, m_ui->scoreLabel, m_ui->examTimer, m_ui->timeUpLabel})
        m_zoom->addBody(widget);
    m_zoom->addHeading(m_ui->quizTitle, 1.5);
    m_zoom->addHeading(m_ui->stemLabel, 1.2);
    m_zoom->addHeading(m_ui->verdictLabel, 1.1);
    m_zoom->addHeading(m_ui->summaryHeadline, 1.2);

    m_clock = new ExamClock(m_session, m_ui->examTimer, this);
    connect(m_clock, &ExamClock::timeUp, m_session, &Session::finish);

    // Each view draws once per event of the session, whoever caused it (architecture-3 F9).
    connect(m_session, &Session::attemptStarted, this, &QuizPanel::startAttempt);
    connect(m_session, &Session::answered, this, &QuizPanel::showAnswer);
    connect(m_session, &Session::finished, this, &QuizPanel::showFinished);
    connect(m_session, &Session::bankChanged, this, &QuizPanel::retranslate); // the title and intro
    updateStyle();
    translateTexts();
    startAttempt(); // shows the question once (retranslate() would show it a second time)
}

QuizPanel::~QuizPanel() = default;

void QuizPanel::setTaskChecker(std::function<QStringList(const TaskGoal &)> checker)
{
    m_ui->taskBox->setChecker(std::move(checker));
}

void QuizPanel::startAttempt()
{
    const QuizAttempt &attempt = m_session->attempt();
    setCurrent(qMin(attempt.firstUnanswered(), attempt.questionCount() - 1));
    emit questionChanged(); // a new attempt: even on the same number, another question's scene must end
    if (attempt.isFinished())
        return showFinished();
    showQuestion();
    setFocus(); // the number keys answer at once, whatever started the attempt (ux-3 F9: Review Now)
    m_ui->timeUpLabel->hide();
    m_clock->update();
}

void QuizPanel::showFinished()
{
    m_ui->timeUpLabel->setVisible(m_session->attempt().ranOutOfTime()); // said before the results
    m_clock->update();
    showResults();
}

void QuizPanel::setCurrent(int index)
{
    if (index == m_current)
        return;
    m_current = index;
    emit questionChanged();
}

bool QuizPanel::isShowingSummary() const
{
    return m_ui->pages->currentIndex() == ResultsPage;
}

bool QuizPanel::confirmLeavingAttempt()
{
    return LeavingAttempt::confirm(*m_session, this, m_confirm);
}

void QuizPanel::chooseOption(int displayedOption)
{
    if (isShowingSummary() || displayedOption >= int(m_options.size())
        || !m_session->answer(m_current, displayedOption))
        return; // already answered or finished: options are locked; answered() drew the verdict
    m_ui->nextButton->setFocus();
}

void QuizPanel::showAnswer(int question)
{
    if (question != m_current)
        setCurrent(question);
    showQuestion();
    if (m_session->attempt().isFeedbackVisible(question)) {
        QAccessibleEvent announce(m_ui->verdictLabel, QAccessible::Alert);
        QAccessible::updateAccessibility(&announce);
        showScene();
    }
}

void QuizPanel::advance()
{
    const QuizAttempt &attempt = m_session->attempt();
    if (isShowingSummary() || !attempt.isAnswered(m_current))
        return;
    // The next question still open after this one, wrapping around; the results when none is left.
    for (int step = 1; step <= attempt.questionCount(); ++step) {
        const int candidate = (m_current + step) % attempt.questionCount();
        if (!attempt.isAnswered(candidate) && !attempt.isFinished()) {
            setCurrent(candidate);
            showQuestion();
            setFocus();
            return;
        }
    }
    if (!attempt.isFinished())
        return handIn(); // exam mode with everything answered: the answers are in
    showResults();
}

void QuizPanel::goToQuestion(int index)
{
    if (index < 0 || index >= m_session->attempt().questionCount())
        return;
    setCurrent(index);
    showQuestion();
    setFocus();
}

void QuizPanel::showResults()
{
    if (!m_session->attempt().isFinished())
        return;
    m_ui->pages->setCurrentIndex(ResultsPage);
    fillResults();
    m_ui->resultRows->setFocus(); // not Restart: the next Enter must not start over
}

void QuizPanel::restart()
{
    if (!confirmLeavingAttempt())
        return;
    m_session->restart(); // startAttempt() follows, and takes the focus
}

void QuizPanel::retryMissed()
{
    m_session->retryMissed();
}

void QuizPanel::handIn()
{
    const QuizAttempt &attempt = m_session->attempt();
    if (attempt.isFinished())
        return;
    const int open = attempt.questionCount() - attempt.answeredCount();
    if (open > 0
        && !m_confirm(tr("Hand in now?"),
                      tr("%Ln question(s) are not answered yet and will count as wrong.", nullptr, open)))
        return;
    m_session->finish(); // finished() shows the results
}

void QuizPanel::showScene()
{
    const QuizAttempt &attempt = m_session->attempt();
    if (const auto &scene = attempt.question(m_current).scene; scene && attempt.isKeyVisible(m_current)) {
        SimulatorScene shown = *scene;
        shown.prediction = m_ui->predictionBox->committedNumber(m_current);
        emit sceneRequested(shown);
    }
}

void QuizPanel::setTextScale(double scale)
{
    m_zoom->setScale(scale);
}

double QuizPanel::textScale() const
{
    return m_zoom->scale();
}

void QuizPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange) {
        updateStyle();
        isShowingSummary() ? fillResults() : showQuestion();
    }
    QWidget::changeEvent(event);
}

void QuizPanel::updateStyle()
{
    // Option colours from the palette, so a dark theme gets deep tints with light text, never pastel glare.
    const QColor base = palette().base().color();
    const QColor right = VerdictColours::right(base);
    const QColor wrong = VerdictColours::wrong(base);
    // Only on the options (and Next): a style sheet on the panel would freeze its palette, and a desktop theme
    // switched while the app runs would no longer reach the verdict colours.
    m_ui->optionBox->setStyleSheet(
        u"OptionButton { text-align: left; border: 1px solid palette(mid); border-radius: 6px;"
        "  background: palette(base); }"
        "OptionButton:hover:enabled { border-color: palette(highlight); }"
        "OptionButton:focus { border: 2px solid palette(highlight); }"
        "OptionButton[verdict=\"correct\"] { background: %1; border: 2px solid %2; }"
        "OptionButton[verdict=\"wrong\"] { background: %3; border: 2px solid %4; }"
        "OptionButton[verdict=\"chosen\"] { border: 2px solid palette(highlight); }"_s.arg(
            VerdictColours::tint(right, base).name(), right.name(), VerdictColours::tint(wrong, base).name(),
            wrong.name()));
}

void QuizPanel::translateTexts()
{
    m_ui->quizTitle->setText(text(m_session->bank().title));
    m_ui->quizIntro->setText(text(m_session->bank().intro));
    m_ui->retranslateUi(this);
}

void QuizPanel::retranslate()
{
    translateTexts();
    isShowingSummary() ? fillResults() : showQuestion();
    m_clock->update();
}

QString QuizPanel::formatNumber(qint64 value) const
{
    return QLocale().toString(value);
}

QString QuizPanel::text(const LocalizedText &text) const
{
    return BankText::breakable(text.text(m_session->language()));
}

QString QuizPanel::richText(const LocalizedText &text) const
{
    return BankText::toRichText(text.text(m_session->language()));
}

QString QuizPanel::optionLabel(int question, int displayed) const
{
    const QuizAttempt &attempt = m_session->attempt();
    const Question &q = attempt.question(question);
    return u"%1. %2"_s.arg(formatNumber(displayed + 1),
                           text(q.options.at(attempt.bankOption(question, displayed)).text));
}

void QuizPanel::updateProgress()
{
    const QuizAttempt &attempt = m_session->attempt();
    m_ui->progressLabel->setText(
        tr("Question %1 of %2").arg(formatNumber(m_current + 1), formatNumber(attempt.questionCount())));
    if (attempt.options().exam && !attempt.isFinished())
        m_ui->scoreLabel->setText(
            tr("%1 of %2 answered").arg(formatNumber(attempt.answeredCount()), formatNumber(attempt.questionCount())));
    else
        m_ui->scoreLabel->setText(
            tr("%1 correct of %2 answered")
                .arg(formatNumber(attempt.correctCount()), formatNumber(attempt.answeredCount())));
    m_ui->progressStrip->setMarks(ProgressStrip::marksOf(attempt), isShowingSummary() ? -1 : m_current);
}

void QuizPanel::ensureOptionButtons(int count)
{
    while (int(m_options.size()) < count) {
        const int i = int(m_options.size());
        auto *button = new OptionButton(m_ui->optionBox);
        button->setObjectName(u"option%1"_s.arg(i + 1));
        m_zoom->addBody(button);
        connect(button, &QPushButton::clicked, this, [this, i] { chooseOption(i); });
        m_ui->optionBox->layout()->addWidget(button);
        m_options.append(button);
    }
    for (int i = 0; i < int(m_options.size()); ++i)
        m_options[i]->setVisible(i < count);
}
