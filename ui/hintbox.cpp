// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/hintbox.h"

#include "core/session/session.h"
#include "ui/banktext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

HintBox::HintBox(QWidget *parent)
    : QWidget(parent)
    , m_button(new QPushButton(this))
    , m_hints(new QVBoxLayout)
{
    m_button->setObjectName(u"hintButton"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_hints);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_button);
    buttonRow->addStretch(1);
    layout->addLayout(buttonRow);
    connect(m_button, &QPushButton::clicked, this, &HintBox::showNext);
    hide();
}

void HintBox::setQuestion(int index)
{
    m_question = index;
    refresh();
}

void HintBox::showNext()
{
    if (!m_session || !m_session->useHint(m_question))
        return;
    refresh();
    const Question &question = m_session->attempt().question(m_question);
    if (const auto &scene = question.hints.at(m_session->attempt().hintsUsed(m_question) - 1).scene)
        emit sceneRequested(*scene);
    // The button may be gone (the last hint): the hint itself takes the focus, so a screen reader reads it.
    if (!m_button->isVisible() && m_hints->count() > 0)
        m_hints->itemAt(m_hints->count() - 1)->widget()->setFocus();
}

void HintBox::refresh()
{
    while (QLayoutItem *item = m_hints->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_session || m_question < 0 || m_question >= m_session->attempt().questionCount()) {
        hide();
        return;
    }
    const QuizAttempt &attempt = m_session->attempt();
    const Question &question = attempt.question(m_question);
    const int shown = attempt.hintsUsed(m_question);
    const QLocale locale;
    for (int i = 0; i < shown; ++i) {
        auto *label = new QLabel(this);
        label->setObjectName(u"hintText%1"_s.arg(i + 1));
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setFocusPolicy(Qt::TabFocus);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        label->setText(tr("Hint %1: %2")
                           .arg(locale.toString(i + 1),
                                BankText::toRichText(question.hints.at(i).text.text(m_session->language()))));
        m_hints->addWidget(label);
    }
    m_button->setVisible(attempt.isHintAvailable(m_question));
    m_button->setText(tr("Show Hint %1 of %2").arg(locale.toString(shown + 1), locale.toString(question.hints.size())));
    setVisible(shown > 0 || m_button->isVisibleTo(this));
}

void HintBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}
