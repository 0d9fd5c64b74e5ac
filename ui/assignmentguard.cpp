// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/assignmentguard.h"

#include "core/session/session.h"
#include "ui/banner.h"

#include <QAction>
#include <QLabel>
#include <QLocale>
#include <QSplitter>

using namespace Qt::StringLiterals;

AssignmentGuard::AssignmentGuard(Session *session, QList<QAction *> lockedActions, QSplitter *splitter,
                                 QWidget *simulator, QWidget *bannerParent)
    : QObject(session)
    , m_session(session)
    , m_locked(std::move(lockedActions))
    , m_simulator(simulator)
    , m_simulatorOff(new QLabel(splitter))
    , m_banner(Banner::create(bannerParent, u"assignmentBanner"_s))
{
    m_simulatorOff->setObjectName(u"simulatorOff"_s);
    m_simulatorOff->setAlignment(Qt::AlignCenter);
    m_simulatorOff->setWordWrap(true);
    m_simulatorOff->setMargin(24);
    m_simulatorOff->hide();
    splitter->addWidget(m_simulatorOff);
    connect(session, &Session::attemptStarted, this, &AssignmentGuard::update);
    connect(session, &Session::finished, this, &AssignmentGuard::update);
    connect(session, &Session::languageChanged, this, &AssignmentGuard::update);
    update();
}

void AssignmentGuard::update()
{
    const QuizAttempt &attempt = m_session->attempt();
    const bool running = attempt.options().isAssignment() && !attempt.isFinished();
    for (QAction *action : std::as_const(m_locked)) {
        action->setEnabled(!running);
        action->setToolTip(running ? tr("The assignment sets how this attempt is taken.") : QString());
    }
    const bool simulatorOff = !attempt.isSimulatorAllowed();
    m_simulatorOff->setText(tr("The simulator is off during this exam, as the assignment sets. It comes back when you "
                               "hand in."));
    m_simulatorOff->setVisible(simulatorOff);
    m_simulator->setVisible(!simulatorOff);
    m_banner->setText(running ? rulesText() : QString());
    m_banner->setVisible(running);
}

QString AssignmentGuard::rulesText() const
{
    const AttemptOptions &options = m_session->attempt().options();
    QStringList rules;
    if (!options.exam)
        rules.append(tr("immediate feedback"));
    else if (options.timeLimitMinutes > 0)
        rules.append(tr("exam with a %Ln-minute time limit", nullptr, options.timeLimitMinutes));
    else
        rules.append(tr("exam without a time limit"));
    if (!options.answerKeyShown)
        rules.append(tr("the right answers of missed questions are not shown"));
    QString text = tr("Assignment: %1.").arg(rules.join(tr("; ", "between the rules of an assignment")));
    if (options.due.isValid()) {
        const QString due = QLocale().toString(options.due.toLocalTime(), QLocale::ShortFormat);
        text += u' '
                + (QDateTime::currentDateTimeUtc() > options.due
                       ? tr("It was due on %1: you can still hand it in, and your report will say it is late.").arg(due)
                       : tr("Due on %1.").arg(due));
    }
    return text;
}
