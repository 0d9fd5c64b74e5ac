// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/quizpanel.h"

#include "core/report/reportlabels.h"
#include "core/session/session.h"
#include "ui/banktext.h"
#include "ui/optionbutton.h"
#include "ui/progressstrip.h"
#include "ui/verdictcolours.h"

#include <QAccessible>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextCursor>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

enum Page { QuestionPage, ResultsPage };

QLabel *richLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    // Rich text only as BankText makes it: bank text escaped, code names in monospace, links from http(s) URLs.
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel *plainLabel(QWidget *parent, const QString &objectName)
{
    QLabel *label = richLabel(parent, objectName);
    label->setTextFormat(Qt::PlainText);
    return label;
}

// Fonts relative to the panel's: scaled together by the text zoom.
void setRelativeFont(QWidget *widget, const QFont &base, double factor, bool bold)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * factor);
    font.setBold(bold);
    widget->setFont(font);
}

QWidget *bar(QWidget *parent, const QString &objectName)
{
    auto *widget = new QWidget(parent);
    widget->setObjectName(objectName);
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(0, 6, 0, 0);
    return widget;
}

} // namespace

QuizPanel::QuizPanel(Session *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_confirm([this](const QString &title, const QString &text) {
        return QMessageBox::question(this, title, text, QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
               == QMessageBox::Discard;
    })
{
    setObjectName(u"quizPanel"_s);
    setFocusPolicy(Qt::StrongFocus);

    m_title = plainLabel(this, u"quizTitle"_s);
    m_intro = plainLabel(this, u"quizIntro"_s);
    m_strip = new ProgressStrip(this);
    connect(m_strip, &ProgressStrip::questionActivated, this, &QuizPanel::goToQuestion);
    m_timer = plainLabel(this, u"examTimer"_s);
    m_timer->setTextInteractionFlags(Qt::NoTextInteraction);
    auto *stripRow = new QHBoxLayout;
    stripRow->addWidget(m_strip, 1);
    stripRow->addWidget(m_timer);

    // Question page: the text scrolls, the bar with Next stays put below it.
    auto *questionPage = new QWidget;
    m_progress = plainLabel(questionPage, u"progressLabel"_s);
    m_score = plainLabel(questionPage, u"scoreLabel"_s);
    m_score->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_stem = richLabel(questionPage, u"stemLabel"_s);
    m_optionBox = new QWidget(questionPage);
    m_optionBox->setObjectName(u"optionBox"_s);
    auto *optionLayout = new QVBoxLayout(m_optionBox);
    optionLayout->setContentsMargins(0, 0, 0, 0);
    m_verdict = plainLabel(questionPage, u"verdictLabel"_s);
    m_optionFeedback = richLabel(questionPage, u"optionFeedbackLabel"_s);
    m_explanation = richLabel(questionPage, u"explanationLabel"_s);
    m_sceneCaption = richLabel(questionPage, u"sceneCaptionLabel"_s);
    m_reference = richLabel(questionPage, u"referenceLabel"_s);
    m_reference->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_reference->setOpenExternalLinks(true);

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress);
    progressRow->addWidget(m_score);
    auto *questionLayout = new QVBoxLayout(questionPage);
    questionLayout->setContentsMargins(0, 0, 4, 0);
    questionLayout->addLayout(progressRow);
    questionLayout->addWidget(m_stem);
    questionLayout->addWidget(m_optionBox);
    questionLayout->addSpacing(6);
    questionLayout->addWidget(m_verdict);
    questionLayout->addWidget(m_optionFeedback);
    questionLayout->addWidget(m_explanation);
    questionLayout->addWidget(m_sceneCaption);
    questionLayout->addWidget(m_reference);
    questionLayout->addStretch();
    auto *questionScroll = new QScrollArea;
    questionScroll->setWidget(questionPage);
    questionScroll->setWidgetResizable(true);
    questionScroll->setFrameShape(QFrame::NoFrame);
    questionScroll->setFocusPolicy(Qt::NoFocus);

    m_questionBar = bar(this, u"questionBar"_s);
    m_showMe = new QPushButton(m_questionBar);
    m_showMe->setObjectName(u"showMeButton"_s);
    connect(m_showMe, &QPushButton::clicked, this, &QuizPanel::showScene);
    m_handIn = new QPushButton(m_questionBar);
    m_handIn->setObjectName(u"handInButton"_s);
    connect(m_handIn, &QPushButton::clicked, this, &QuizPanel::handIn);
    m_toResults = new QPushButton(m_questionBar);
    m_toResults->setObjectName(u"toResultsButton"_s);
    connect(m_toResults, &QPushButton::clicked, this, &QuizPanel::showResults);
    m_next = new QPushButton(m_questionBar);
    m_next->setObjectName(u"nextButton"_s);
    m_next->setDefault(true);
    m_next->setStyleSheet(u"font-weight: bold; padding: 4px 16px;"_s);
    connect(m_next, &QPushButton::clicked, this, &QuizPanel::advance);
    auto *questionBarLayout = static_cast<QHBoxLayout *>(m_questionBar->layout());
    questionBarLayout->addWidget(m_showMe);
    questionBarLayout->addStretch();
    questionBarLayout->addWidget(m_handIn);
    questionBarLayout->addWidget(m_toResults);
    questionBarLayout->addWidget(m_next);

    // Results page: the list of questions, the selected one's full review below it.
    auto *resultsPage = new QWidget;
    m_summaryHeadline = plainLabel(resultsPage, u"summaryHeadline"_s);
    m_resultRows = new QListWidget(resultsPage);
    m_resultRows->setObjectName(u"resultRows"_s);
    m_resultRows->setUniformItemSizes(true); // thousands of rows stay cheap
    m_resultRows->setTextElideMode(Qt::ElideRight);
    connect(m_resultRows, &QListWidget::currentRowChanged, this, &QuizPanel::showReview);
    connect(m_resultRows, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { goToQuestion(m_resultRows->row(item)); });
    // Plain text by construction (bank text is never markup); it lays out only what is visible and wraps Bengali
    // with the real fallback fonts.
    m_review = new QPlainTextEdit(resultsPage);
    m_review->setObjectName(u"reviewText"_s);
    m_review->setReadOnly(true);
    m_review->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    auto *resultsSplit = new QSplitter(Qt::Vertical, resultsPage);
    resultsSplit->addWidget(m_resultRows);
    resultsSplit->addWidget(m_review);
    resultsSplit->setStretchFactor(1, 2);
    resultsSplit->setChildrenCollapsible(false);
    auto *resultsLayout = new QVBoxLayout(resultsPage);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_summaryHeadline);
    resultsLayout->addWidget(resultsSplit, 1);

    m_resultsBar = bar(this, u"resultsBar"_s);
    m_retry = new QPushButton(m_resultsBar);
    m_retry->setObjectName(u"retryButton"_s);
    connect(m_retry, &QPushButton::clicked, this, &QuizPanel::retryMissed);
    m_export = new QPushButton(m_resultsBar);
    m_export->setObjectName(u"exportButton"_s);
    connect(m_export, &QPushButton::clicked, this, &QuizPanel::exportRequested);
    m_restart = new QPushButton(m_resultsBar);
    m_restart->setObjectName(u"restartButton"_s);
    m_restart->setAutoDefault(false); // Enter never restarts
    connect(m_restart, &QPushButton::clicked, this, &QuizPanel::restart);
    auto *resultsBarLayout = static_cast<QHBoxLayout *>(m_resultsBar->layout());
    resultsBarLayout->addWidget(m_retry);
    resultsBarLayout->addWidget(m_export);
    resultsBarLayout->addStretch();
    resultsBarLayout->addWidget(m_restart);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(questionScroll);
    m_pages->addWidget(resultsPage);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addLayout(stripRow);
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_questionBar);
    layout->addWidget(m_resultsBar);

    for (int i = 0; i < 9; ++i) {
        auto *shortcut
            = new QShortcut(QKeySequence(Qt::Key_1 + i), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, i] { chooseOption(i); });
    }
    for (const int key : {int(Qt::Key_Return), int(Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(QKeySequence(key), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] {
            // Enter on a focused push button presses it (Restart only this way: a deliberate Tab away).
            auto *button = qobject_cast<QPushButton *>(QApplication::focusWidget());
            if (button && !qobject_cast<OptionButton *>(button) && button != m_next && isAncestorOf(button))
                return button->click();
            if (isShowingSummary()) {
                // Enter on the results opens the selected question; it never restarts (the attempt would be gone).
                if (m_resultRows->hasFocus() && m_resultRows->currentRow() >= 0)
                    goToQuestion(m_resultRows->currentRow());
                return;
            }
            if (m_strip->hasFocus())
                return goToQuestion(m_strip->focusedSegment());
            for (int i = 0; i < int(m_options.size()); ++i) {
                if (m_options[i]->hasFocus() && !m_session->attempt().isAnswered(m_current))
                    return chooseOption(i);
            }
            advance();
        });
    }
    const auto zoom = [this](const QKeySequence &keys, double factor) {
        auto *shortcut = new QShortcut(keys, this, nullptr, nullptr, Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this,
                [this, factor] { setTextScale(factor == 0 ? 1.0 : m_textScale * factor); });
    };
    zoom(QKeySequence(Qt::CTRL | Qt::Key_Equal), 1.1);
    zoom(QKeySequence::ZoomIn, 1.1);
    zoom(QKeySequence::ZoomOut, 1 / 1.1);
    zoom(QKeySequence(Qt::CTRL | Qt::Key_0), 0);

    m_clock = new QTimer(this);
    m_clock->setInterval(1000);
    connect(m_clock, &QTimer::timeout, this, &QuizPanel::updateTimer);

    connect(m_session, &Session::attemptStarted, this, &QuizPanel::startAttempt);
    connect(m_session, &Session::bankChanged, this, &QuizPanel::retranslate); // the title and intro
    applyTextScale();
    updateStyle();
    retranslate();
    startAttempt();
}

void QuizPanel::startAttempt()
{
    const QuizAttempt &attempt = m_session->attempt();
    m_current = qMin(attempt.firstUnanswered(), attempt.questionCount() - 1);
    if (attempt.isFinished())
        showResults();
    else
        showQuestion();
    updateTimer();
}

bool QuizPanel::isShowingSummary() const
{
    return m_pages->currentIndex() == ResultsPage;
}

bool QuizPanel::confirmLeavingAttempt()
{
    const QuizAttempt &attempt = m_session->attempt();
    if (attempt.answeredCount() == 0 || m_session->record().exported)
        return true;
    return m_confirm(tr("Start over?"),
                     tr("You answered %1 of %2 questions and have not exported a report of this attempt. It stays in "
                        "History, where you can open and export it later.")
                         .arg(formatNumber(attempt.answeredCount()), formatNumber(attempt.questionCount())));
}

void QuizPanel::chooseOption(int displayedOption)
{
    if (isShowingSummary() || displayedOption >= int(m_options.size())
        || !m_session->answer(m_current, displayedOption))
        return; // already answered or finished: options are locked
    showQuestion();
    if (m_session->attempt().isFeedbackVisible(m_current)) {
        QAccessibleEvent announce(m_verdict, QAccessible::Alert);
        QAccessible::updateAccessibility(&announce);
        if (m_session->attempt().question(m_current).scene)
            showScene();
    }
    m_next->setFocus();
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
            m_current = candidate;
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
    m_current = index;
    showQuestion();
    setFocus();
}

void QuizPanel::showResults()
{
    if (!m_session->attempt().isFinished())
        return;
    m_pages->setCurrentIndex(ResultsPage);
    fillResults();
    m_resultRows->setFocus(); // not Restart: the next Enter must not start over
}

void QuizPanel::restart()
{
    if (!confirmLeavingAttempt())
        return;
    m_session->restart(); // startAttempt() follows
    setFocus();
}

void QuizPanel::retryMissed()
{
    if (m_session->retryMissed())
        setFocus();
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
    m_session->finish(); // startAttempt() follows and shows the results
    showResults();
}

void QuizPanel::showScene()
{
    const QuizAttempt &attempt = m_session->attempt();
    const Question &question = attempt.question(m_current);
    if (question.scene && attempt.isFeedbackVisible(m_current))
        emit sceneRequested(*question.scene);
}

void QuizPanel::setTextScale(double scale)
{
    m_textScale = qBound(MinTextScale, scale, MaxTextScale);
    applyTextScale();
}

void QuizPanel::applyTextScale()
{
    const QFont base = QWidget::font(); // the application's, not the zoomed one
    QFont body = base;
    body.setPointSizeF(base.pointSizeF() * m_textScale);
    const QList<QWidget *> bodyText
        = {m_intro, m_optionBox, m_explanation, m_optionFeedback, m_sceneCaption, m_reference, m_review, m_resultRows};
    for (QWidget *widget : bodyText)
        widget->setFont(body);
    setRelativeFont(m_title, base, 1.5 * m_textScale, true);
    setRelativeFont(m_stem, base, 1.2 * m_textScale, true);
    setRelativeFont(m_verdict, base, 1.1 * m_textScale, true);
    setRelativeFont(m_summaryHeadline, base, 1.2 * m_textScale, true);
    for (OptionButton *button : std::as_const(m_options))
        button->setFont(body);
}

void QuizPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange) {
        updateStyle();
        if (isShowingSummary())
            fillResults();
        else
            showQuestion();
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
    m_optionBox->setStyleSheet(u"OptionButton { text-align: left; border: 1px solid palette(mid); border-radius: 6px;"
                               "  background: palette(base); }"
                               "OptionButton:hover:enabled { border-color: palette(highlight); }"
                               "OptionButton:focus { border: 2px solid palette(highlight); }"
                               "OptionButton[verdict=\"correct\"] { background: %1; border: 2px solid %2; }"
                               "OptionButton[verdict=\"wrong\"] { background: %3; border: 2px solid %4; }"
                               "OptionButton[verdict=\"chosen\"] { border: 2px solid palette(highlight); }"_s.arg(
                                   VerdictColours::tint(right, base).name(), right.name(),
                                   VerdictColours::tint(wrong, base).name(), wrong.name()));
}

void QuizPanel::retranslate()
{
    m_title->setText(text(m_session->bank().title));
    m_intro->setText(text(m_session->bank().intro));
    setAccessibleName(tr("Quiz"));
    m_showMe->setText(tr("Show me in the simulator"));
    m_showMe->setToolTip(tr("Moves the simulator to the case this question is about and highlights it"));
    m_handIn->setText(tr("Hand in"));
    m_toResults->setText(tr("Results"));
    m_retry->setToolTip(tr("A new attempt with only the questions you got wrong or left open"));
    m_export->setText(tr("Export report…"));
    m_restart->setText(tr("Restart quiz"));
    m_restart->setToolTip(tr("A new attempt with the options shuffled again; this one stays in History"));
    m_review->setAccessibleName(tr("Review of the selected question"));
    m_resultRows->setAccessibleName(tr("Questions and results"));
    if (isShowingSummary())
        fillResults();
    else
        showQuestion();
    updateTimer();
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
    m_progress->setText(
        tr("Question %1 of %2").arg(formatNumber(m_current + 1), formatNumber(attempt.questionCount())));
    if (attempt.options().exam && !attempt.isFinished())
        m_score->setText(
            tr("%1 of %2 answered").arg(formatNumber(attempt.answeredCount()), formatNumber(attempt.questionCount())));
    else
        m_score->setText(tr("%1 correct of %2 answered")
                             .arg(formatNumber(attempt.correctCount()), formatNumber(attempt.answeredCount())));
    QList<ProgressStrip::Mark> marks;
    marks.reserve(attempt.questionCount());
    for (int i = 0; i < attempt.questionCount(); ++i) {
        if (!attempt.isAnswered(i))
            marks.append(ProgressStrip::Mark::Unanswered);
        else if (!attempt.isFeedbackVisible(i))
            marks.append(ProgressStrip::Mark::Answered);
        else
            marks.append(attempt.isCorrect(i) ? ProgressStrip::Mark::Right : ProgressStrip::Mark::Wrong);
    }
    m_strip->setMarks(marks, isShowingSummary() ? -1 : m_current);
}

void QuizPanel::updateTimer()
{
    const QDateTime deadline = m_session->attempt().deadline();
    if (!deadline.isValid() || m_session->attempt().isFinished()) {
        m_clock->stop();
        m_timer->hide();
        return;
    }
    const qint64 left = m_session->attempt().secondsLeft(QDateTime::currentDateTimeUtc());
    m_timer->setText(tr("Time left: %1:%2")
                         .arg(formatNumber(left / 60),
                              QLocale().toString(left % 60).rightJustified(2, QLocale().zeroDigit().at(0))));
    m_timer->show();
    if (left == 0) {
        m_clock->stop();
        m_session->finish(); // startAttempt() follows
        showResults();
        return;
    }
    m_clock->start();
}

void QuizPanel::ensureOptionButtons(int count)
{
    while (int(m_options.size()) < count) {
        const int i = int(m_options.size());
        auto *button = new OptionButton(m_optionBox);
        button->setObjectName(u"option%1"_s.arg(i + 1));
        button->setFont(m_explanation->font());
        connect(button, &QPushButton::clicked, this, [this, i] { chooseOption(i); });
        m_optionBox->layout()->addWidget(button);
        m_options.append(button);
    }
    for (int i = 0; i < int(m_options.size()); ++i)
        m_options[i]->setVisible(i < count);
}

void QuizPanel::showQuestion()
{
    const QuizAttempt &attempt = m_session->attempt();
    if (attempt.questionCount() == 0)
        return;
    m_current = qBound(0, m_current, attempt.questionCount() - 1);
    m_pages->setCurrentIndex(QuestionPage);
    m_questionBar->show();
    m_resultsBar->hide();
    const Question &question = attempt.question(m_current);
    m_stem->setText(richText(question.stem));
    ensureOptionButtons(int(question.options.size()));
    for (int i = 0; i < int(question.options.size()); ++i) {
        m_options[i]->setOptionText(optionLabel(m_current, i));
        m_options[i]->setEnabled(!attempt.isAnswered(m_current) && !attempt.isFinished());
        m_options[i]->setVerdict(OptionButton::Verdict::None);
    }
    const bool lastOpen = attempt.answeredCount() + (attempt.isAnswered(m_current) ? 0 : 1) >= attempt.questionCount();
    m_next->setText(
        attempt.isFinished() || lastOpen
            ? (attempt.options().exam && !attempt.isFinished() ? tr("Hand in and see results") : tr("See results"))
            : tr("Next question"));
    m_handIn->setVisible(attempt.options().exam && !attempt.isFinished());
    m_toResults->setVisible(attempt.isFinished());
    m_next->setVisible(attempt.isAnswered(m_current) && !(attempt.isFinished() && !lastOpen && false));
    m_next->setEnabled(attempt.isAnswered(m_current));
    for (QLabel *label : {m_verdict, m_explanation, m_optionFeedback, m_sceneCaption, m_reference})
        label->hide();
    m_showMe->hide();
    if (attempt.isFeedbackVisible(m_current))
        showFeedback();
    else if (attempt.isAnswered(m_current))
        showHeldBack();
    updateProgress();
}

void QuizPanel::showHeldBack()
{
    const QuizAttempt &attempt = m_session->attempt();
    for (int i = 0; i < int(attempt.question(m_current).options.size()); ++i) {
        if (attempt.bankOption(m_current, i) == attempt.chosenBankOption(m_current)) {
            m_options[i]->setVerdict(OptionButton::Verdict::Chosen);
            m_options[i]->setOptionText(u"\u2022 "_s + optionLabel(m_current, i));
        }
    }
    m_verdict->setText(tr("Answer saved. You see whether it is right when you hand in."));
    m_verdict->setStyleSheet(QString());
    m_verdict->show();
}

void QuizPanel::showFeedback()
{
    const QuizAttempt &attempt = m_session->attempt();
    const Question &question = attempt.question(m_current);
    const int chosen = attempt.chosenBankOption(m_current);
    const bool correct = attempt.isCorrect(m_current);
    for (int i = 0; i < int(question.options.size()); ++i) {
        const int bankIndex = attempt.bankOption(m_current, i);
        OptionButton::Verdict verdict = OptionButton::Verdict::None;
        QString mark;
        if (bankIndex == question.correctOption) {
            verdict = OptionButton::Verdict::Correct;
            mark = ReportLabels::rightMark() + u' '; // colour is not the only cue
        } else if (bankIndex == chosen) {
            verdict = OptionButton::Verdict::Wrong;
            mark = ReportLabels::wrongMark() + u' ';
        }
        m_options[i]->setVerdict(verdict);
        m_options[i]->setOptionText(mark + optionLabel(m_current, i));
    }
    const QString right = formatNumber(attempt.displayedCorrectOption(m_current) + 1);
    m_verdict->setText(correct ? ReportLabels::rightMark() + u' ' + tr("Correct!")
                       : chosen == QuizAttempt::NotAnswered
                           ? tr("Not answered. The right answer is option %1.").arg(right)
                           : ReportLabels::wrongMark() + u' '
                                 + tr("Not quite. The right answer is option %1.").arg(right));
    const QColor background = palette().window().color();
    m_verdict->setStyleSheet(
        u"color: %1"_s.arg((correct ? VerdictColours::right(background) : VerdictColours::wrong(background)).name()));
    // Imported quizzes (Aiken) may give no reason for a wrong option: then no empty "Why …" line.
    if (!correct && chosen != QuizAttempt::NotAnswered
        && !question.options.at(chosen).feedback.text(m_session->language()).isEmpty()) {
        m_optionFeedback->setText(
            tr("Why “%1” is not right: %2")
                .arg(BankText::toRichText(question.options.at(chosen).text.text(m_session->language())),
                     richText(question.options.at(chosen).feedback)));
        m_optionFeedback->show();
    }
    m_explanation->setText(richText(question.explanation));
    m_explanation->setVisible(!question.explanation.text(m_session->language()).isEmpty());
    if (question.scene) {
        m_sceneCaption->setText(tr("In the simulator: %1").arg(richText(question.scene->caption)));
        m_sceneCaption->show();
        m_showMe->show();
    }
    m_reference->setText(tr("Source: %1").arg(BankText::link(question.reference.citation, question.reference.url)));
    m_reference->setToolTip(question.reference.url);
    m_verdict->show();
    m_reference->setVisible(!question.reference.citation.isEmpty()); // imported quizzes may cite nothing
    m_verdict->setAccessibleName(m_verdict->text());
}

void QuizPanel::fillResults()
{
    const QuizAttempt &attempt = m_session->attempt();
    m_questionBar->hide();
    m_resultsBar->show();
    const int total = attempt.questionCount();
    const int correct = attempt.correctCount();
    m_summaryHeadline->setText(tr("You scored %1 of %2 (%3%).")
                                   .arg(formatNumber(correct), formatNumber(total),
                                        formatNumber(total > 0 ? qRound(100.0 * correct / total) : 0)));
    const int missed = int(attempt.missedQuestions().size());
    m_retry->setText(tr("Retry the %Ln I missed", nullptr, missed));
    m_retry->setVisible(missed > 0);
    const int keep = qMax(0, m_resultRows->currentRow());
    const QSignalBlocker blocker(m_resultRows);
    m_resultRows->clear();
    const QColor background = m_resultRows->palette().base().color();
    for (int i = 0; i < total; ++i) {
        const bool right = attempt.isCorrect(i);
        const QString mark = right                   ? ReportLabels::rightMark()
                             : attempt.isAnswered(i) ? ReportLabels::wrongMark()
                                                     : ReportLabels::unansweredMark();
        auto *item = new QListWidgetItem(
            u"%1 %2. %3"_s.arg(mark, formatNumber(i + 1), attempt.question(i).stem.text(m_session->language())),
            m_resultRows);
        item->setForeground(right ? VerdictColours::right(background) : VerdictColours::wrong(background));
        item->setToolTip(item->text());
    }
    m_resultRows->setCurrentRow(qMin(keep, total - 1));
    showReview(m_resultRows->currentRow());
    updateProgress();
}

void QuizPanel::showReview(int row)
{
    const QuizAttempt &attempt = m_session->attempt();
    m_review->clear();
    if (row < 0 || row >= attempt.questionCount())
        return;
    const QString language = m_session->language();
    const Question &question = attempt.question(row);
    const int chosen = attempt.chosenBankOption(row);
    const auto displayed = [&](int bankOption) {
        const int position = int(attempt.order(row).indexOf(bankOption));
        return u"%1. %2"_s.arg(formatNumber(position + 1), question.options.at(bankOption).text.text(language));
    };
    QTextCharFormat heading;
    heading.setFontWeight(QFont::Bold);
    QTextCharFormat plain;
    QTextCursor cursor(m_review->document());
    cursor.beginEditBlock();
    const auto paragraph = [&](const QString &label, const QString &body) {
        if (!cursor.atStart())
            cursor.insertBlock();
        cursor.insertText(label, heading);
        cursor.insertText(body, plain);
    };
    paragraph(tr("Question %1: ").arg(formatNumber(row + 1)), question.stem.text(language));
    paragraph(tr("Your answer: "), chosen == QuizAttempt::NotAnswered ? tr("not answered") : displayed(chosen));
    paragraph(tr("Right answer: "), displayed(question.correctOption));
    if (chosen != QuizAttempt::NotAnswered && chosen != question.correctOption
        && !question.options.at(chosen).feedback.text(language).isEmpty())
        paragraph(tr("Why your answer is not right: "), question.options.at(chosen).feedback.text(language));
    if (!question.explanation.text(language).isEmpty())
        paragraph(tr("Explanation: "), question.explanation.text(language));
    if (question.scene)
        paragraph(tr("In the simulator: "), question.scene->caption.text(language));
    if (!question.reference.citation.isEmpty())
        paragraph(tr("Source: "), question.reference.url.isEmpty()
                                      ? question.reference.citation
                                      : u"%1 (%2)"_s.arg(question.reference.citation, question.reference.url));
    cursor.endEditBlock();
    m_review->moveCursor(QTextCursor::Start);
}
