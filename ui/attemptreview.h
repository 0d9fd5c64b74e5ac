// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QCoreApplication>
#include <QString>

class QListWidget;
class QTextDocument;
class QuizAttempt;

// The results page's texts for one question of a finished attempt: its row in the list ("✓ 3. What …") and its review
// (the question, the learner's answer, the right one, why the chosen one is wrong, the explanation, the scene and the
// source), in the attempt's display order and the current locale's digits. Bank text goes in as plain text.
class AttemptReview final
{
    Q_DECLARE_TR_FUNCTIONS(AttemptReview)
public:
    static QString row(const QuizAttempt &attempt, int question, const QString &language);
    // Every row, coloured right or wrong, keeping the selected row (without signalling the change).
    static void fillList(QListWidget *list, const QuizAttempt &attempt, const QString &language);
    // Replaces the document's content with the review of `question`.
    static void write(QTextDocument *document, const QuizAttempt &attempt, int question, const QString &language);
};
