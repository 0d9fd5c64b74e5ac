#include "ui/quizpanel.h"

#include "ui/optionbutton.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>
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

const QString optionStyle = u"OptionButton { text-align: left; border: 1px solid palette(mid); border-radius: 6px;"
                            "  background: palette(base); }"
                            "OptionButton:hover:enabled { border-color: palette(highlight); }"
                            "OptionButton:focus { border: 2px solid palette(highlight); }"
                            "OptionButton[verdict=\"correct\"] { background: #e3f4e6; border: 2px solid #2e7d32; }"
                            "OptionButton[verdict=\"wrong\"] { background: #fbe7e7; border: 2px solid #c62828; }"_s;

} // namespace

QuizPanel::QuizPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"quizPanel"_s);
    setFocusPolicy(Qt::StrongFocus);
    setStyleSheet(optionStyle);

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
    connect(m_next, &QPushButton::clicked, this, &QuizPanel::goOn);
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
    // One word-wrapped label per question: QListWidget sizes its rows from the primary font's metrics and cuts
    // off Bengali stems, which are drawn with a wider fallback font.
    m_summaryRows = new QWidget;
    m_summaryRows->setObjectName(u"summaryRows"_s);
    auto *rowsLayout = new QVBoxLayout(m_summaryRows);
    rowsLayout->addStretch();
    auto *summaryScroll = new QScrollArea(summaryPage);
    summaryScroll->setWidget(m_summaryRows);
    summaryScroll->setWidgetResizable(true);
    m_restart = new QPushButton(summaryPage);
    m_restart->setObjectName(u"restartButton"_s);
    connect(m_restart, &QPushButton::clicked, this, &QuizPanel::restart);
    auto *summaryLayout = new QVBoxLayout(summaryPage);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    summaryLayout->addWidget(m_summaryHeadline);
    summaryLayout->addWidget(summaryScroll, 1);
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
            if (isShowingSummary())
                restart();
            else
                goOn();
        });
    }
    retranslate();
}

void QuizPanel::setBank(QuestionBank bank, quint32 shuffleSeed)
{
    // By value: restart() passes the current attempt's bank, which emplace() destroys before constructing.
    m_seed = shuffleSeed;
    m_attempt.emplace(std::move(bank), shuffleSeed);
    m_current = 0;
    m_title->setText(m_attempt->bank().title.text(m_language));
    m_intro->setText(m_attempt->bank().intro.text(m_language));
    showQuestion();
}

void QuizPanel::setLanguage(const QString &language)
{
    m_language = language;
    if (!m_attempt)
        return;
    m_title->setText(m_attempt->bank().title.text(m_language));
    m_intro->setText(m_attempt->bank().intro.text(m_language));
    if (isShowingSummary())
        showSummary();
    else
        showQuestion();
}

bool QuizPanel::isShowingSummary() const
{
    return m_pages->currentIndex() == 1;
}

void QuizPanel::chooseOption(int displayedOption)
{
    if (!m_attempt || isShowingSummary() || !m_attempt->answer(m_current, displayedOption))
        return; // already answered: options are locked
    showFeedback();
    m_next->setFocus();
    emit answered(m_current, m_attempt->isCorrect(m_current));
}

void QuizPanel::goOn()
{
    if (!m_attempt || isShowingSummary() || !m_attempt->isAnswered(m_current))
        return;
    if (m_current + 1 < m_attempt->questionCount()) {
        ++m_current;
        showQuestion();
        setFocus();
    } else {
        showSummary();
        m_restart->setFocus();
    }
}

void QuizPanel::restart()
{
    if (!m_attempt)
        return;
    // A new attempt gets a new option order, unless the panel runs unshuffled (seed 0).
    setBank(m_attempt->bank(), m_seed == 0 ? 0 : QuizAttempt::randomSeed());
    setFocus();
    emit attemptRestarted();
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
    if (!m_attempt)
        return;
    if (isShowingSummary())
        showSummary();
    else
        showQuestion();
}

QString QuizPanel::formatNumber(int value) const
{
    return QLocale().toString(value);
}

void QuizPanel::updateProgress()
{
    m_progress->setText(
        tr("Question %1 of %2").arg(formatNumber(m_current + 1), formatNumber(m_attempt->questionCount())));
    m_score->setText(
        tr("Score: %1 of %2").arg(formatNumber(m_attempt->correctCount()), formatNumber(m_attempt->answeredCount())));
}

void QuizPanel::showQuestion()
{
    m_pages->setCurrentIndex(0);
    const Question &question = m_attempt->question(m_current);
    m_stem->setText(question.stem.text(m_language));
    for (int i = 0; i < int(m_options.size()); ++i) {
        const QuestionOption &option = question.options.at(m_attempt->bankOption(m_current, i));
        m_options[i]->setOptionText(u"%1. %2"_s.arg(formatNumber(i + 1), option.text.text(m_language)));
    }
    m_next->setText(m_current + 1 < m_attempt->questionCount() ? tr("Next question") : tr("See results"));
    if (m_attempt->isAnswered(m_current)) {
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
    const Question &question = m_attempt->question(m_current);
    const int chosen = m_attempt->chosenBankOption(m_current);
    const bool correct = m_attempt->isCorrect(m_current);
    for (int i = 0; i < int(m_options.size()); ++i) {
        const int bankIndex = m_attempt->bankOption(m_current, i);
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
        m_options[i]->setOptionText(
            mark + u"%1. %2"_s.arg(formatNumber(i + 1), question.options.at(bankIndex).text.text(m_language)));
        m_options[i]->setEnabled(false);
    }
    m_verdict->setText(correct ? tr("Correct!")
                               : tr("Not quite. The right answer is option %1.")
                                     .arg(formatNumber(m_attempt->displayedCorrectOption(m_current) + 1)));
    m_verdict->setStyleSheet(correct ? u"color: #1b5e20"_s : u"color: #b71c1c"_s);
    m_explanation->setText(question.explanation.text(m_language));
    m_optionFeedback->setText(
        correct ? QString() : tr("Your answer: %1").arg(question.options.at(chosen).feedback.text(m_language)));
    m_optionFeedback->setVisible(!correct);
    m_reference->setText(tr("Source: %1").arg(question.reference.citation));
    for (QLabel *label : {m_verdict, m_explanation, m_reference})
        label->show();
    m_next->show();
    updateProgress();
}

void QuizPanel::showSummary()
{
    m_pages->setCurrentIndex(1);
    const int total = m_attempt->questionCount();
    const int correct = m_attempt->correctCount();
    m_summaryHeadline->setText(tr("You scored %1 of %2 (%3%).")
                                   .arg(formatNumber(correct), formatNumber(total),
                                        formatNumber(total > 0 ? qRound(100.0 * correct / total) : 0)));
    qDeleteAll(m_summaryRows->findChildren<QLabel *>(QString(), Qt::FindDirectChildrenOnly));
    auto *rowsLayout = static_cast<QVBoxLayout *>(m_summaryRows->layout());
    for (int i = 0; i < total; ++i) {
        const bool right = m_attempt->isCorrect(i);
        auto *row = plainLabel(m_summaryRows, u"summaryRow%1"_s.arg(i + 1));
        row->setText(u"%1 %2. %3"_s.arg(right ? u"\u2713"_s : u"\u2717"_s, formatNumber(i + 1),
                                        m_attempt->question(i).stem.text(m_language)));
        row->setStyleSheet(right ? u"color: #1b5e20"_s : u"color: #b71c1c"_s);
        row->setToolTip(right ? tr("Right") : tr("Wrong"));
        row->setProperty("right", right);
        rowsLayout->insertWidget(i, row);
    }
}
