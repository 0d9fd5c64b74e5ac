// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// QuizPanel's views of the attempt: the question with its options, the held-back state of an exam, the verdict with
// the explanation and the option's feedback, and the results page with its review. Kept apart from the panel's
// controls and its wiring to the Session in quizpanel.cpp.

#include "ui/quizpanel.h"

#include "core/report/reportlabels.h"
#include "core/session/session.h"
#include "ui/attemptreview.h"
#include "ui/banktext.h"
#include "ui/optionbutton.h"
#include "ui/verdictcolours.h"
#include "ui_quizpanel.h"

#include <QLabel>
#include <QTextCursor>

using namespace Qt::StringLiterals;

void QuizPanel::showQuestion()
{
    const QuizAttempt &attempt = m_session->attempt();
    if (attempt.questionCount() == 0)
        return;
    m_current = qBound(0, m_current, attempt.questionCount() - 1);
    m_ui->pages->setCurrentIndex(QuestionPage);
    const Question &question = attempt.question(m_current);
    m_ui->stemLabel->setText(richText(question.stem));
    ensureOptionButtons(int(question.options.size()));
    for (int i = 0; i < int(question.options.size()); ++i) {
        m_options[i]->setOptionText(optionLabel(m_current, i));
        m_options[i]->setEnabled((!attempt.isAnswered(m_current) || attempt.options().exam) && !attempt.isFinished());
        m_options[i]->setVerdict(OptionButton::Verdict::None);
        m_options[i]->setVisible(!(question.task || question.prediction) || attempt.isAnswered(m_current));
    }
    const bool lastOpen = attempt.answeredCount() + (attempt.isAnswered(m_current) ? 0 : 1) >= attempt.questionCount();
    m_ui->nextButton->setText(
        attempt.isFinished() || lastOpen
            ? (attempt.options().exam && !attempt.isFinished() ? tr("Hand in and see results") : tr("See results"))
            : tr("Next question"));
    m_ui->handInButton->setVisible(attempt.options().exam && !attempt.isFinished());
    m_ui->toResultsButton->setVisible(attempt.isFinished());
    // Once finished, "Results" is the one way back (Enter too); Next would say "See results" a second time.
    m_ui->nextButton->setVisible(attempt.isAnswered(m_current) && !attempt.isFinished());
    m_ui->nextButton->setEnabled(attempt.isAnswered(m_current));
    for (QLabel *label : {m_ui->verdictLabel, m_ui->explanationLabel, m_ui->optionFeedbackLabel,
                          m_ui->sceneCaptionLabel, m_ui->referenceLabel})
        label->hide();
    m_ui->showMeButton->hide();
    // After its buttons: a Next button still visible from the .ui was laid out in bold, a font engine of its own.
    m_ui->questionBar->show();
    m_ui->resultsBar->hide();
    m_ui->hintBox->setQuestion(m_current);
    m_ui->taskBox->setQuestion(m_current);
    m_ui->predictionBox->setQuestion(m_current);
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
    m_ui->verdictLabel->setText(
        tr("Answer saved. You can change it until you hand in, and see then whether it is right."));
    m_ui->verdictLabel->setStyleSheet(QString());
    m_ui->verdictLabel->show();
}

void QuizPanel::showFeedback()
{
    const QuizAttempt &attempt = m_session->attempt();
    const Question &question = attempt.question(m_current);
    const int chosen = attempt.chosenBankOption(m_current);
    const bool correct = attempt.isCorrect(m_current);
    const bool key = attempt.isKeyVisible(m_current);
    for (int i = 0; i < int(question.options.size()); ++i) {
        const int bankIndex = attempt.bankOption(m_current, i);
        OptionButton::Verdict verdict = OptionButton::Verdict::None;
        QString mark;
        if (bankIndex == question.correctOption && key) {
            verdict = OptionButton::Verdict::Correct;
            mark = ReportLabels::rightMark() + u' '; // colour is not the only cue
        } else if (bankIndex == chosen) {
            verdict = OptionButton::Verdict::Wrong;
            mark = ReportLabels::wrongMark() + u' ';
        }
        m_options[i]->setVerdict(verdict);
        m_options[i]->setOptionText(mark + optionLabel(m_current, i));
    }
    const QString right
        = !key ? tr("The assignment keeps the right answer back.")
               : tr("The right answer is option %1.").arg(formatNumber(attempt.displayedCorrectOption(m_current) + 1));
    m_ui->verdictLabel->setText(correct ? ReportLabels::rightMark() + u' ' + tr("Correct!")
                                : chosen == QuizAttempt::NotAnswered
                                    ? tr("Not answered.") + u' ' + right
                                    : ReportLabels::wrongMark() + u' ' + tr("Not quite.") + u' ' + right);
    const QColor background = palette().window().color();
    m_ui->verdictLabel->setStyleSheet(
        u"color: %1"_s.arg((correct ? VerdictColours::right(background) : VerdictColours::wrong(background)).name()));
    m_ui->verdictLabel->show();
    m_ui->verdictLabel->setAccessibleName(m_ui->verdictLabel->text());
    if (!key)
        return; // no reason, explanation, scene or source: each tells the key
    // Imported quizzes (Aiken) may give no reason for a wrong option: then no empty "Why …" line.
    if (!correct && chosen != QuizAttempt::NotAnswered
        && !question.options.at(chosen).feedback.text(m_session->language()).isEmpty()) {
        m_ui->optionFeedbackLabel->setText(
            tr("Why “%1” is not right: %2")
                .arg(BankText::toRichText(question.options.at(chosen).text.text(m_session->language())),
                     richText(question.options.at(chosen).feedback)));
        m_ui->optionFeedbackLabel->show();
    }
    m_ui->explanationLabel->setText(richText(question.explanation));
    m_ui->explanationLabel->setVisible(!question.explanation.text(m_session->language()).isEmpty());
    if (question.scene) {
        m_ui->sceneCaptionLabel->setText(tr("In the simulator: %1").arg(richText(question.scene->caption)));
        m_ui->sceneCaptionLabel->show();
        m_ui->showMeButton->show();
    }
    m_ui->referenceLabel->setText(
        tr("Source: %1").arg(BankText::link(question.reference.citation, question.reference.url)));
    m_ui->referenceLabel->setToolTip(question.reference.url);
    m_ui->referenceLabel->setVisible(!question.reference.citation.isEmpty()); // imported quizzes may cite nothing
}

void QuizPanel::fillResults()
{
    const QuizAttempt &attempt = m_session->attempt();
    m_ui->questionBar->hide();
    m_ui->resultsBar->show();
    const int total = attempt.questionCount();
    const int correct = attempt.correctCount();
    m_ui->summaryHeadline->setText(tr("You scored %1 of %2 (%3%).")
                                       .arg(formatNumber(correct), formatNumber(total),
                                            formatNumber(total > 0 ? qRound(100.0 * correct / total) : 0)));
    const int missed = int(attempt.missedQuestions().size());
    // A retry of an assignment is the learner's own practice: no teacher sees it (ux-3 F8).
    m_ui->retryButton->setText(attempt.options().isAssignment()
                                   ? tr("Retry the %Ln I missed (practice, not handed in)", nullptr, missed)
                                   : tr("Retry the %Ln I missed", nullptr, missed));
    m_ui->retryButton->setVisible(missed > 0);
    AttemptReview::fillList(m_ui->resultRows, attempt, m_session->language());
    showReview(m_ui->resultRows->currentRow());
    updateProgress();
}

void QuizPanel::showReview(int row)
{
    const QuizAttempt &attempt = m_session->attempt();
    if (row < 0 || row >= attempt.questionCount()) {
        m_ui->reviewText->clear();
        return;
    }
    AttemptReview::write(m_ui->reviewText->document(), attempt, row, m_session->language());
    m_ui->reviewText->moveCursor(QTextCursor::Start);
}
