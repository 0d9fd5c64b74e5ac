#include "ui/quizpanel.h"

#include "core/session/session.h"
#include "ui/optionbutton.h"
#include "ui/verdictcolours.h"

#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLabel *plainLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText); // bank text is data, never markup
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// A bank text with a very long run of non-space characters (a URL, a code path) would give its label a minimum
// width wider than the panel, and the panel would scroll sideways. Such runs get invisible break opportunities.
constexpr qsizetype LongestUnbrokenRun = 60;

QString breakable(const QString &text)
{
    QString result;
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c.isSpace() ? 0 : run + 1;
        // Never inside a character: not before the second half of a surrogate pair nor before a combining mark.
        if (run > LongestUnbrokenRun && !c.isLowSurrogate() && !c.isMark()) {
            result.append(QChar(0x200B)); // zero-width space
            run = 1;
        }
        result.append(c);
    }
    return result;
}

constexpr auto OptionStyle = "OptionButton { text-align: left; border: 1px solid palette(mid); border-radius: 6px;"
                             "  background: palette(base); }"
                             "OptionButton:hover:enabled { border-color: palette(highlight); }"
                             "OptionButton:focus { border: 2px solid palette(highlight); }"
                             "OptionButton[verdict=\"correct\"] { background: #e3f4e6; border: 2px solid #2e7d32; }"
                             "OptionButton[verdict=\"wrong\"] { background: #fbe7e7; border: 2px solid #c62828; }"_L1;

} // namespace

QuizPanel::QuizPanel(Session *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    setObjectName(u"quizPanel"_s);
    setFocusPolicy(Qt::StrongFocus);
    setStyleSheet(OptionStyle);

    m_title = plainLabel(this, u"quizTitle"_s);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_intro = plainLabel(this, u"quizIntro"_s);

    // Question page
    auto *questionPage = new QWidget;
    m_progress = plainLabel(questionPage, u"progressLabel"_s);
    m_score = plainLabel(questionPage, u"scoreLabel"_s);
    m_score->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_stem = plainLabel(questionPage, u"stemLabel"_s);
    QFont stemFont = m_stem->font();
    stemFont.setPointSizeF(stemFont.pointSizeF() * 1.15);
    stemFont.setBold(true);
    m_stem->setFont(stemFont);

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress);
    progressRow->addWidget(m_score);

    auto *questionLayout = new QVBoxLayout(questionPage);
    questionLayout->setContentsMargins(0, 0, 0, 0);
    questionLayout->addLayout(progressRow);
    questionLayout->addWidget(m_stem);
    for (int i = 0; i < int(m_options.size()); ++i) {
        auto *button = new OptionButton(questionPage);
        button->setObjectName(u"option%1"_s.arg(i + 1));
        connect(button, &QPushButton::clicked, this, [this, i] { chooseOption(i); });
        m_options[i] = button;
        questionLayout->addWidget(button);
    }
    m_verdict = plainLabel(questionPage, u"verdictLabel"_s);
    QFont verdictFont = m_verdict->font();
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
    m_explanation = plainLabel(questionPage, u"explanationLabel"_s);
    m_optionFeedback = plainLabel(questionPage, u"optionFeedbackLabel"_s);
    m_reference = plainLabel(questionPage, u"referenceLabel"_s);
    m_reference->setForegroundRole(QPalette::PlaceholderText);
    m_next = new QPushButton(questionPage);
    m_next->setObjectName(u"nextButton"_s);
    connect(m_next, &QPushButton::clicked, this, &QuizPanel::advance);
    questionLayout->addSpacing(6);
    questionLayout->addWidget(m_verdict);
    questionLayout->addWidget(m_explanation);
    questionLayout->addWidget(m_optionFeedback);
    questionLayout->addWidget(m_reference);
    questionLayout->addWidget(m_next, 0, Qt::AlignRight);
    questionLayout->addStretch();

    auto *questionScroll = new QScrollArea;
    questionScroll->setWidget(questionPage);
    questionScroll->setWidgetResizable(true);
    questionScroll->setFrameShape(QFrame::NoFrame);

    // Summary page
    auto *summaryPage = new QWidget;
    m_summaryHeadline = plainLabel(summaryPage, u"summaryHeadline"_s);
    m_summaryHeadline->setFont(stemFont);
    // One paragraph per question in a plain-text view: it lays out only the visible paragraphs, so a bank of
    // thousands of questions shows its summary at once, and it wraps with the real (fallback) fonts, which
    // QListWidget did not (it cut off Bengali stems). Plain text by construction: bank text is never markup.
    m_summaryRows = new QPlainTextEdit(summaryPage);
    m_summaryRows->setObjectName(u"summaryRows"_s);
    m_summaryRows->setReadOnly(true);
    m_summaryRows->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_summaryRows->setFrameShape(QFrame::NoFrame);
    m_restart = new QPushButton(summaryPage);
    m_restart->setObjectName(u"restartButton"_s);
    connect(m_restart, &QPushButton::clicked, this, &QuizPanel::restart);
    auto *summaryLayout = new QVBoxLayout(summaryPage);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    summaryLayout->addWidget(m_summaryHeadline);
    summaryLayout->addWidget(m_summaryRows, 1);
    summaryLayout->addWidget(m_restart, 0, Qt::AlignRight);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(questionScroll);
    m_pages->addWidget(summaryPage);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addWidget(m_pages, 1);

    for (int i = 0; i < int(m_options.size()); ++i) {
        auto *shortcut
            = new QShortcut(QKeySequence(Qt::Key_1 + i), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, i] { chooseOption(i); });
    }
    for (const int key : {int(Qt::Key_Return), int(Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(QKeySequence(key), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this] {
            if (isShowingSummary()) {
                // Only Enter on the Restart button itself starts over: a second Enter after the last answer used to
                // wipe the attempt before its report could be exported.
                if (m_restart->hasFocus())
                    restart();
                return;
            }
            // Enter on a focused option chooses it, as Space does; otherwise it goes on.
            for (int i = 0; i < int(m_options.size()); ++i) {
                if (m_options[i]->hasFocus() && !m_session->attempt().isAnswered(m_current))
                    return chooseOption(i);
            }
            advance();
        });
    }
    connect(m_session, &Session::attemptStarted, this, &QuizPanel::startAttempt);
    retranslate();
}

void QuizPanel::startAttempt()
{
    m_current = 0;
    showQuestion();
}

bool QuizPanel::isShowingSummary() const
{
    return m_pages->currentIndex() == 1;
}

void QuizPanel::chooseOption(int displayedOption)
{
    if (isShowingSummary() || !m_session->answer(m_current, displayedOption))
        return; // already answered: options are locked
    showFeedback();
    m_next->setFocus();
}

void QuizPanel::advance()
{
    const QuizAttempt &attempt = m_session->attempt();
    if (isShowingSummary() || !attempt.isAnswered(m_current))
        return;
    if (m_current + 1 < attempt.questionCount()) {
        ++m_current;
        showQuestion();
        setFocus();
    } else {
        showSummary();
        m_summaryRows->setFocus(); // not Restart: the next Enter must not start over
    }
}

void QuizPanel::restart()
{
    m_session->restart(); // startAttempt() follows
    setFocus();
}

void QuizPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QuizPanel::retranslate()
{
    m_restart->setText(tr("Restart quiz"));
    m_title->setText(text(m_session->bank().title));
    m_intro->setText(text(m_session->bank().intro));
    if (isShowingSummary())
        showSummary();
    else
        showQuestion();
}

QString QuizPanel::formatNumber(int value) const
{
    return QLocale().toString(value);
}

QString QuizPanel::text(const LocalizedText &text) const
{
    return breakable(text.text(m_session->language()));
}

void QuizPanel::updateProgress()
{
    const QuizAttempt &attempt = m_session->attempt();
    m_progress->setText(
        tr("Question %1 of %2").arg(formatNumber(m_current + 1), formatNumber(attempt.questionCount())));
    m_score->setText(
        tr("Score: %1 of %2").arg(formatNumber(attempt.correctCount()), formatNumber(attempt.answeredCount())));
}

void QuizPanel::showQuestion()
{
    const QuizAttempt &attempt = m_session->attempt();
    m_pages->setCurrentIndex(0);
    const Question &question = attempt.question(m_current);
    m_stem->setText(text(question.stem));
    for (int i = 0; i < int(m_options.size()); ++i) {
        const QuestionOption &option = question.options.at(attempt.bankOption(m_current, i));
        m_options[i]->setOptionText(u"%1. %2"_s.arg(formatNumber(i + 1), text(option.text)));
    }
    m_next->setText(m_current + 1 < attempt.questionCount() ? tr("Next question") : tr("See results"));
    if (attempt.isAnswered(m_current)) {
        showFeedback();
        return;
    }
    for (OptionButton *button : m_options) {
        button->setEnabled(true);
        button->setVerdict(OptionButton::Verdict::None);
    }
    for (QLabel *label : {m_verdict, m_explanation, m_optionFeedback, m_reference})
        label->hide();
    m_next->hide();
    updateProgress();
}

void QuizPanel::showFeedback()
{
    const QuizAttempt &attempt = m_session->attempt();
    const Question &question = attempt.question(m_current);
    const int chosen = attempt.chosenBankOption(m_current);
    const bool correct = attempt.isCorrect(m_current);
    for (int i = 0; i < int(m_options.size()); ++i) {
        const int bankIndex = attempt.bankOption(m_current, i);
        OptionButton::Verdict verdict = OptionButton::Verdict::None;
        QString mark;
        if (bankIndex == question.correctOption) {
            verdict = OptionButton::Verdict::Correct;
            mark = u"\u2713 "_s; // colour is not the only cue
        } else if (bankIndex == chosen) {
            verdict = OptionButton::Verdict::Wrong;
            mark = u"\u2717 "_s;
        }
        m_options[i]->setVerdict(verdict);
        m_options[i]->setOptionText(mark
                                    + u"%1. %2"_s.arg(formatNumber(i + 1), text(question.options.at(bankIndex).text)));
        m_options[i]->setEnabled(false);
    }
    m_verdict->setText(correct ? tr("Correct!")
                               : tr("Not quite. The right answer is option %1.")
                                     .arg(formatNumber(attempt.displayedCorrectOption(m_current) + 1)));
    m_verdict->setStyleSheet(u"color: %1"_s.arg((correct ? VerdictColours::right(palette().window().color())
                                                         : VerdictColours::wrong(palette().window().color()))
                                                    .name()));
    m_explanation->setText(text(question.explanation));
    m_optionFeedback->setText(correct ? QString()
                                      : tr("Your answer: %1").arg(text(question.options.at(chosen).feedback)));
    m_optionFeedback->setVisible(!correct);
    m_reference->setText(tr("Source: %1").arg(breakable(question.reference.citation)));
    for (QLabel *label : {m_verdict, m_explanation, m_reference})
        label->show();
    m_next->show();
    updateProgress();
}

void QuizPanel::showSummary()
{
    const QuizAttempt &attempt = m_session->attempt();
    m_pages->setCurrentIndex(1);
    const int total = attempt.questionCount();
    const int correct = attempt.correctCount();
    m_summaryHeadline->setText(tr("You scored %1 of %2 (%3%).")
                                   .arg(formatNumber(correct), formatNumber(total),
                                        formatNumber(total > 0 ? qRound(100.0 * correct / total) : 0)));
    m_summaryRows->clear();
    QTextCharFormat rightFormat;
    const QColor background = m_summaryRows->palette().base().color();
    rightFormat.setForeground(VerdictColours::right(background));
    QTextCharFormat wrongFormat;
    wrongFormat.setForeground(VerdictColours::wrong(background));
    QTextCursor cursor(m_summaryRows->document());
    cursor.beginEditBlock();
    for (int i = 0; i < total; ++i) {
        const bool right = attempt.isCorrect(i);
        if (i > 0)
            cursor.insertBlock();
        cursor.insertText(
            u"%1 %2. %3"_s.arg(right ? u"\u2713"_s : u"\u2717"_s, formatNumber(i + 1), text(attempt.question(i).stem)),
            right ? rightFormat : wrongFormat);
    }
    cursor.endEditBlock();
    m_summaryRows->moveCursor(QTextCursor::Start);
}
