// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/lessonwindow.h"

#include "core/realistic/realmodelstate.h"
#include "core/session/session.h"
#include "core/simulator/unitchainmodel.h"
#include "ui/banktext.h"
#include "ui/playbackpanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

LessonWindow::LessonWindow(Lesson lesson, Session *session, Simulator simulator, QWidget *parent)
    : QDialog(parent)
    , m_lesson(std::move(lesson))
    , m_session(session)
    , m_simulator(std::move(simulator))
    , m_progress(new QLabel(this))
    , m_text(new QLabel(this))
    , m_status(new QLabel(this))
    , m_back(new QPushButton(this))
    , m_next(new QPushButton(this))
{
    setObjectName(u"lessonWindow"_s);
    setModal(false);
    m_progress->setObjectName(u"lessonProgress"_s);
    m_text->setObjectName(u"lessonText"_s);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setMinimumWidth(360);
    QFont larger = m_text->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.1);
    m_text->setFont(larger);
    m_status->setObjectName(u"lessonStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_back->setObjectName(u"lessonBack"_s);
    m_next->setObjectName(u"lessonNext"_s);
    m_next->setDefault(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_progress);
    layout->addWidget(m_text);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addLayout(buttons);

    connect(m_back, &QPushButton::clicked, this, [this] { setStep(m_step - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_step + 1 < m_lesson.steps.size())
            setStep(m_step + 1);
        else if (!m_whereNext.isEmpty())
            showWhereNext();
        else
            accept();
    });
    connect(m_simulator.unitChain, &UnitChainModel::changed, this, &LessonWindow::update);
    connect(m_simulator.realModel, &RealModelState::changed, this, &LessonWindow::update);
    if (PlaybackPanel *playback = m_simulator.playback ? m_simulator.playback() : nullptr) {
        connect(playback, &PlaybackPanel::playFinished, this, [this] {
            m_played = true;
            update();
        });
    }
    setStep(0);
}

void LessonWindow::setStep(int step)
{
    if (step < 0 || step >= m_lesson.steps.size())
        return;
    m_step = step;
    m_played = false;
    if (const std::optional<SimulatorScene> &scene = m_lesson.steps.at(step).scene; scene && m_simulator.showScene)
        m_simulator.showScene(*scene);
    update();
}

bool LessonWindow::isStepDone() const
{
    const LessonStep &step = m_lesson.steps.at(m_step);
    if (step.playToEnd && !m_played)
        return false;
    return !step.goal || step.goal->unmet(*m_simulator.unitChain, *m_simulator.realModel).isEmpty();
}

void LessonWindow::showWhereNext()
{
    if (m_finished)
        return;
    m_finished = true;
    auto *row = new QHBoxLayout;
    for (const WhereNext &choice : std::as_const(m_whereNext)) {
        auto *button = new QPushButton(this);
        button->setObjectName(u"lessonNext_"_s + QString::fromLatin1(choice.label).toLower().replace(u' ', u'_'));
        connect(button, &QPushButton::clicked, this, [this, go = choice.go] {
            accept();
            go();
        });
        row->addWidget(button);
        button->show(); // now, not when the layout gets to it: the first one takes the focus below
        m_whereNextButtons.append(button);
    }
    qobject_cast<QVBoxLayout *>(layout())->insertLayout(layout()->count() - 1, row);
    m_back->hide();
    m_next->hide();
    m_status->hide();
    update();
    layout()->activate(); // the new row placed now, so the card is drawn whole at once
    m_whereNextButtons.constFirst()->setFocus();
}

void LessonWindow::update()
{
    if (m_finished) {
        m_progress->setText(tr("Lesson finished"));
        m_text->setText(
            tr("You have seen checkpointing trade memory for recomputation, on a chain and on a real model. "
               "Where next?"));
        for (qsizetype i = 0; i < m_whereNextButtons.size(); ++i)
            m_whereNextButtons.at(i)->setText(tr(m_whereNext.at(i).label));
        fitHeight();
        return;
    }
    const QString language = m_session->language();
    const LessonStep &step = m_lesson.steps.at(m_step);
    const QLocale locale;
    setWindowTitle(m_lesson.title.text(language));
    m_progress->setText(tr("Step %1 of %2").arg(locale.toString(m_step + 1), locale.toString(m_lesson.steps.size())));
    m_text->setText(BankText::toRichText(step.text.text(language)));
    const QStringList unmet
        = step.goal ? step.goal->unmet(*m_simulator.unitChain, *m_simulator.realModel) : QStringList();
    const bool last = m_step + 1 == m_lesson.steps.size();
    if (isStepDone())
        m_status->setText(last ? tr("✓ Done. Press Finish.") : tr("✓ Done. Press Next.")); // the button's own name
    else if (!unmet.isEmpty())
        m_status->setText(unmet.join(u' '));
    else
        m_status->setText(tr("Press Play and let the training step play to its end."));
    m_back->setText(tr("Back"));
    m_back->setEnabled(m_step > 0);
    m_next->setText(last ? tr("Finish") : tr("Next"));
    m_next->setEnabled(isStepDone());
    fitHeight();
}

void LessonWindow::placeAt(const QRect &column)
{
    const int width = std::min(460, std::max(column.width() - 24, minimumSizeHint().width()));
    const int height = layout()->totalHeightForWidth(width);
    setGeometry(column.left() + 12, column.bottom() - height - 12, width, height);
}

void LessonWindow::fitHeight()
{
    // A longer step (or language) needs more lines at the same width: grow upward, so the card keeps its place at
    // the foot of the quiz column and never hides its own status line.
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height())
        setGeometry(x(), y() + height() - needed, width(), needed);
}

void LessonWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QDialog::changeEvent(event);
}
