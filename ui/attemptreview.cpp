// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/attemptreview.h"

#include "core/quiz/quizattempt.h"
#include "core/report/reportlabels.h"
#include "ui/verdictcolours.h"

#include <QListWidget>
#include <QLocale>
#include <QSignalBlocker>
#include <QTextCursor>
#include <QTextDocument>

using namespace Qt::StringLiterals;

QString AttemptReview::row(const QuizAttempt &attempt, int question, const QString &language)
{
    const QString mark = attempt.isCorrect(question)    ? ReportLabels::rightMark()
                         : attempt.isAnswered(question) ? ReportLabels::wrongMark()
                                                        : ReportLabels::unansweredMark();
    return u"%1 %2. %3"_s.arg(mark, QLocale().toString(question + 1), attempt.question(question).stem.text(language));
}

void AttemptReview::fillList(QListWidget *list, const QuizAttempt &attempt, const QString &language)
{
    const int keep = qMax(0, list->currentRow());
    const QSignalBlocker blocker(list);
    list->clear();
    const QColor background = list->palette().base().color();
    for (int i = 0; i < attempt.questionCount(); ++i) {
        auto *item = new QListWidgetItem(row(attempt, i, language), list);
        item->setForeground(attempt.isCorrect(i) ? VerdictColours::right(background)
                                                 : VerdictColours::wrong(background));
        item->setToolTip(item->text());
    }
    list->setCurrentRow(qMin(keep, attempt.questionCount() - 1));
}

void AttemptReview::write(QTextDocument *document, const QuizAttempt &attempt, int row, const QString &language)
{
    document->clear();
    const QLocale locale;
    const Question &question = attempt.question(row);
    const int chosen = attempt.chosenBankOption(row);
    const auto displayed = [&](int bankOption) {
        const int position = int(attempt.order(row).indexOf(bankOption));
        return u"%1. %2"_s.arg(locale.toString(position + 1), question.options.at(bankOption).text.text(language));
    };
    QTextCharFormat heading;
    heading.setFontWeight(QFont::Bold);
    QTextCharFormat plain;
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    const auto paragraph = [&](const QString &label, const QString &body) {
        if (!cursor.atStart())
            cursor.insertBlock();
        cursor.insertText(label, heading);
        cursor.insertText(body, plain);
    };
    paragraph(tr("Question %1: ").arg(locale.toString(row + 1)), question.stem.text(language));
    paragraph(tr("Your answer: "), chosen == QuizAttempt::NotAnswered ? tr("not answered") : displayed(chosen));
    if (!attempt.isKeyVisible(row)) {
        paragraph(tr("Right answer: "), tr("not shown: the assignment keeps the answer key back"));
        cursor.endEditBlock();
        return;
    }
    paragraph(tr("Right answer: "), displayed(question.correctOption));
    if (chosen != QuizAttempt::NotAnswered && chosen != question.correctOption
        && !question.options.at(chosen).feedback.text(language).isEmpty())
        paragraph(tr("Why your answer is not right: "), question.options.at(chosen).feedback.text(language));
    if (!question.explanation.text(language).isEmpty())
        paragraph(tr("Explanation: "), question.explanation.text(language));
    if (question.scene)
        paragraph(tr("In the simulator: "), question.scene->caption.text(language));
    if (!question.reference.citation.isEmpty())
        paragraph(tr("Source: "), question.reference.url.isEmpty()
                                      ? question.reference.citation
                                      : u"%1 (%2)"_s.arg(question.reference.citation, question.reference.url));
    cursor.endEditBlock();
}
