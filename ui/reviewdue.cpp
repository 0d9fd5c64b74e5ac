// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/reviewdue.h"

#include "core/review/reviewschedule.h"
#include "core/session/session.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

#include <algorithm>
#include <limits>

#include <cmath>

using namespace Qt::StringLiterals;

ReviewDueStrip::ReviewDueStrip(Session *session, std::function<bool()> confirmLeaving, QWidget *parent)
    : QFrame(parent)
    , m_session(session)
    , m_confirmLeaving(std::move(confirmLeaving))
    , m_text(new QLabel(this))
    , m_start(new QPushButton(this))
    , m_reviewAction(new QAction(this))
    , m_settingsAction(new QAction(this))
    , m_refresh(new QTimer(this))
{
    setObjectName(u"reviewDueStrip"_s);
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);
    m_text->setObjectName(u"reviewDueText"_s);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_start->setObjectName(u"reviewDueStart"_s);
    m_reviewAction->setObjectName(u"reviewDueAction"_s);
    m_settingsAction->setObjectName(u"reviewSettingsAction"_s);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_start);

    connect(m_start, &QPushButton::clicked, this, &ReviewDueStrip::startReview);
    connect(m_reviewAction, &QAction::triggered, this, &ReviewDueStrip::startReview);
    connect(m_settingsAction, &QAction::triggered, this, &ReviewDueStrip::askRetention);
    connect(m_session, &Session::reviewsChanged, this, &ReviewDueStrip::update);
    connect(m_session, &Session::attemptStarted, this, &ReviewDueStrip::update); // an assignment starts
    connect(m_session, &Session::finished, this, &ReviewDueStrip::update);       // or ends
    m_refresh->setInterval(60 * 1000);
    connect(m_refresh, &QTimer::timeout, this, &ReviewDueStrip::update);
    m_refresh->start();
    update();
}

QDateTime ReviewDueStrip::endOfToday() const
{
    const QDateTime now = m_session->now().toLocalTime();
    return QDateTime(now.date(), QTime(23, 59, 59, 999)).toUTC();
}

void ReviewDueStrip::update()
{
    m_due = 0;
    if (const ReviewSchedule *reviews = m_session->reviews()) {
        if (const Expected<qint64> due = reviews->dueCount(endOfToday()))
            m_due = int(std::min<qint64>(*due, std::numeric_limits<int>::max()));
    }
    retranslate();
    // While the learner is reviewing, the strip would only repeat what the quiz shows.
    const bool reviewing
        = m_session->bank().id == QLatin1StringView(ReviewSchedule::ReviewBankId) && !m_session->attempt().isFinished();
    setVisible(m_due > 0 && !reviewing && !m_session->isInAssignment());
    m_reviewAction->setEnabled(m_due > 0);
    m_settingsAction->setEnabled(m_session->reviews() != nullptr);
}

void ReviewDueStrip::retranslate()
{
    m_text->setText(tr("%Ln question(s) due for review today: each comes back just before you would be likely to "
                       "forget it.",
                       nullptr, m_due));
    m_start->setText(tr("Review Now"));
    m_reviewAction->setText(m_due > 0 ? tr("Review Due Today (%Ln)", nullptr, m_due)
                                      : tr("Nothing Due for Review Today"));
    m_settingsAction->setText(tr("Review Settings…"));
}

void ReviewDueStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

bool ReviewDueStrip::startReview()
{
    const ReviewSchedule *reviews = m_session->reviews();
    if (!reviews)
        return false;
    const Expected<QList<ReviewItem>> due = reviews->due(endOfToday());
    if (!due || due->isEmpty() || !m_confirmLeaving())
        return false;
    m_session->setBank(ReviewSchedule::reviewBank(*due, QuizAttempt::randomSeed()));
    return true;
}

void ReviewDueStrip::askRetention()
{
    bool ok = false;
    const int percent = QInputDialog::getInt(
        window(), tr("Review Settings"),
        tr("Desired retention: the chance of still knowing an answer when it comes back (%L1–%L2%). Higher means "
           "more reviews.")
            .arg(std::lround(FsrsScheduler::MinRetention * 100))
            .arg(std::lround(FsrsScheduler::MaxRetention * 100)),
        int(std::lround(m_session->desiredRetention() * 100)), int(std::lround(FsrsScheduler::MinRetention * 100)),
        int(std::lround(FsrsScheduler::MaxRetention * 100)), 1, &ok);
    if (ok)
        m_session->setDesiredRetention(percent / 100.0);
}
