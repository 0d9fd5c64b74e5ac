// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/lessonoffer.h"

#include "core/session/appsettings.h"
#include "core/session/session.h"
#include "ui/quizfiles.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

LessonOffer::LessonOffer(Session *session, LessonWindow::Simulator simulator, QWidget *parent)
    : QFrame(parent)
    , m_session(session)
    , m_simulator(std::move(simulator))
    , m_action(new QAction(this))
    , m_text(new QLabel(this))
    , m_start(new QPushButton(this))
    , m_notNow(new QPushButton(this))
{
    setObjectName(u"lessonOffer"_s);
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);
    m_action->setObjectName(u"lessonAction"_s);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_start->setObjectName(u"lessonStart"_s);
    m_notNow->setObjectName(u"lessonNotNow"_s);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_start);
    layout->addWidget(m_notNow);
    connect(m_action, &QAction::triggered, this, &LessonOffer::open);
    connect(m_start, &QPushButton::clicked, this, [this] {
        dismiss();
        open();
    });
    connect(m_notNow, &QPushButton::clicked, this, &LessonOffer::dismiss);
    retranslate();
    const auto follow = [this] { setVisible(!AppSettings().lessonOffered() && !m_session->isInAssignment()); };
    connect(m_session, &Session::attemptStarted, this, follow);
    connect(m_session, &Session::finished, this, follow); // an assignment ends
    follow();
}

void LessonOffer::dismiss()
{
    AppSettings().setLessonOffered(); // a read-only settings file offers it again next time, which is harmless
    hide();
}

LessonWindow *LessonOffer::open()
{
    if (!m_window) {
        const Expected<Lesson> lesson = Lesson::first();
        if (!lesson) {
            QuizFiles::showError(window(), u"lessonError"_s, tr("The lesson could not be opened."), lesson.error());
            return nullptr;
        }
        m_window = new LessonWindow(*lesson, m_session, m_simulator, window());
        m_window->setAttribute(Qt::WA_DeleteOnClose);
        m_window->setWhereNext(m_whereNext);
        m_window->placeAt(m_column ? QRect(m_column->mapToGlobal(QPoint()), m_column->size()) : window()->geometry());
    }
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
    return m_window;
}

void LessonOffer::retranslate()
{
    m_text->setText(tr("New to gradient checkpointing? A five-step lesson shows it in the simulator."));
    m_start->setText(tr("Learn in 3 Minutes"));
    m_notNow->setText(tr("Not Now"));
    m_action->setText(tr("Learn in 3 Minutes…"));
}

void LessonOffer::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}
