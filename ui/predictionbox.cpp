// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/predictionbox.h"

#include "core/session/session.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

PredictionBox::PredictionBox(QWidget *parent)
    : QWidget(parent)
    , m_prompt(new QLabel(this))
    , m_number(new QLineEdit(this))
    , m_commit(new QPushButton(this))
    , m_status(new QLabel(this))
{
    setObjectName(u"predictionBox"_s);
    m_prompt->setObjectName(u"predictionPrompt"_s);
    m_prompt->setTextFormat(Qt::PlainText);
    m_prompt->setWordWrap(true);
    m_prompt->setBuddy(m_number);
    m_number->setObjectName(u"predictionNumber"_s);
    m_number->setMaxLength(32);
    m_commit->setObjectName(u"predictionCommit"_s);
    m_status->setObjectName(u"predictionStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->hide();
    auto *row = new QHBoxLayout;
    row->addWidget(m_number, 1);
    row->addWidget(m_commit);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_prompt);
    layout->addLayout(row);
    layout->addWidget(m_status);
    connect(m_commit, &QPushButton::clicked, this, &PredictionBox::commit);
    // Return commits and goes no further: a line edit passes it on, and the panel would take it as Next.
    m_number->installEventFilter(this);
    retranslate();
    hide();
}

void PredictionBox::attach(Session *session, Answer answer)
{
    m_session = session;
    m_answer = std::move(answer);
    // The keyboard goes to the number: when the panel takes the focus for a question (Next, a question's number),
    // a prediction still open hands it on.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) { takeFocusFrom(now); });
}

void PredictionBox::takeFocusFrom(QWidget *focused)
{
    if (focused && isOpen() && focused != m_number && focused->objectName() == u"quizPanel"_s
        && focused->isAncestorOf(this))
        m_number->setFocus(Qt::OtherFocusReason);
}

void PredictionBox::setCover(QWidget *covered)
{
    m_covered = covered;
    m_cover = new QWidget(covered);
    m_cover->setObjectName(u"predictionCover"_s);
    m_cover->setAutoFillBackground(true);
    QPalette dim = m_cover->palette();
    QColor shade = dim.color(QPalette::Window);
    shade.setAlpha(250); // a hint of the charts behind, with no figure left to read off
    dim.setColor(QPalette::Window, shade);
    m_cover->setPalette(dim);
    m_coverText = new QLabel(m_cover);
    m_coverText->setTextFormat(Qt::PlainText);
    m_coverText->setWordWrap(true);
    m_coverText->setAlignment(Qt::AlignCenter);
    m_peek = new QPushButton(m_cover);
    m_peek->setObjectName(u"predictionPeek"_s);
    connect(m_peek, &QPushButton::clicked, this,
            [this] { choose(m_session->attempt().question(m_question).prediction->peekedOption()); });
    auto *layout = new QVBoxLayout(m_cover);
    layout->addStretch(1);
    layout->addWidget(m_coverText);
    layout->addWidget(m_peek, 0, Qt::AlignHCenter);
    layout->addStretch(1);
    covered->installEventFilter(this);
    retranslate();
    updateCover();
}

bool PredictionBox::isOpen() const
{
    const QuizAttempt *attempt = m_session ? &m_session->attempt() : nullptr;
    return attempt && m_question >= 0 && m_question < attempt->questionCount()
           && attempt->question(m_question).prediction && !attempt->isAnswered(m_question) && !attempt->isFinished();
}

void PredictionBox::setQuestion(int index)
{
    m_question = index;
    m_number->clear();
    m_status->hide();
    setVisible(isOpen());
    if (isOpen()) {
        const double tolerance = m_session->attempt().question(index).prediction->tolerance;
        m_prompt->setText(tolerance > 0 ? tr("Predict first: type your number (within ±%1), then commit it. "
                                             "The options and the simulator appear once you have.")
                                              .arg(QLocale().toString(tolerance))
                                        : tr("Predict first: type your number (exactly), then commit it. The options "
                                             "and the simulator appear once you have."));
        takeFocusFrom(QApplication::focusWidget());
    }
    updateCover();
}

void PredictionBox::commit()
{
    if (!isOpen())
        return;
    bool ok = false;
    const QString text = m_number->text().trimmed();
    double number = QLocale().toDouble(text, &ok);
    if (!ok)
        number = QLocale::c().toDouble(QString(text).remove(u','), &ok);
    if (!ok || !std::isfinite(number)) {
        m_status->setText(tr("Type a number, such as 19."));
        m_status->show();
        m_number->setFocus();
        return;
    }
    const Question &question = m_session->attempt().question(m_question);
    m_committed = Committed{m_session->attempt().startedAt(), m_question, number};
    choose(question.prediction->optionFor(number, question.correctOption));
}

std::optional<double> PredictionBox::committedNumber(int index) const
{
    if (!m_session || !m_committed || m_committed->question != index
        || m_committed->attemptStarted != m_session->attempt().startedAt())
        return std::nullopt;
    return m_committed->number;
}

void PredictionBox::choose(int bankOption)
{
    const int question = m_question;
    m_answer(int(m_session->attempt().order(question).indexOf(bankOption)));
    setQuestion(question); // answered: the box and the cover go
}

void PredictionBox::updateCover()
{
    if (!m_cover || !m_covered)
        return;
    m_cover->setGeometry(m_covered->rect());
    m_cover->setVisible(isOpen());
    m_cover->raise();
}

bool PredictionBox::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_number && (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            // The override keeps the panel's Return shortcut (Next) from taking it; the press commits.
            event->accept();
            if (event->type() == QEvent::KeyPress)
                commit();
            return event->type() == QEvent::KeyPress;
        }
    }
    if (watched == m_covered && event->type() == QEvent::Resize)
        updateCover();
    return QWidget::eventFilter(watched, event);
}

void PredictionBox::retranslate()
{
    m_commit->setText(tr("Commit"));
    m_number->setPlaceholderText(tr("Your prediction"));
    m_number->setAccessibleName(tr("Your prediction"));
    if (m_cover) {
        m_coverText->setText(tr("The simulator is hidden until you commit your prediction."));
        m_peek->setText(tr("Peek (costs the point)"));
    }
    if (isOpen())
        setQuestion(m_question);
}

void PredictionBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
