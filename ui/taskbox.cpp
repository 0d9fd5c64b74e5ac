// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/taskbox.h"

#include "core/session/session.h"
#include "ui/hintbox.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

TaskBox::TaskBox(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_check(new QPushButton(this))
    , m_giveUp(new QPushButton(this))
{
    m_status->setObjectName(u"taskStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_check->setObjectName(u"taskCheck"_s);
    m_giveUp->setObjectName(u"taskGiveUp"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_giveUp);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    connect(m_check, &QPushButton::clicked, this, &TaskBox::check);
    connect(m_giveUp, &QPushButton::clicked, this, [this] { choose(1); });
    retranslate();
    hide();
}

void TaskBox::attach(Session *session, HintBox *hints)
{
    m_session = session;
    m_hints = hints;
}

void TaskBox::setQuestion(int index)
{
    m_question = index;
    m_status->clear();
    m_status->hide();
    const QuizAttempt *attempt = m_session ? &m_session->attempt() : nullptr;
    setVisible(attempt && index >= 0 && index < attempt->questionCount() && attempt->question(index).task
               && !attempt->isAnswered(index) && !attempt->isFinished());
}

void TaskBox::check()
{
    const QuizAttempt &attempt = m_session->attempt();
    const QStringList unmet
        = m_checker ? m_checker(*attempt.question(m_question).task) : QStringList{tr("No simulator.")};
    if (unmet.isEmpty())
        return choose(0);
    m_status->setText(tr("Not yet: %1").arg(unmet.join(u' ')));
    m_status->show();
    m_status->setFocus(); // read out at once
    if (m_hints)
        m_hints->showNext(); // one hint per failed try, counted like any hint
}

void TaskBox::choose(int bankOption)
{
    emit optionChosen(int(m_session->attempt().order(m_question).indexOf(bankOption)));
}

void TaskBox::retranslate()
{
    m_check->setText(tr("Check the Simulator"));
    m_giveUp->setText(tr("Give Up"));
}

void TaskBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
