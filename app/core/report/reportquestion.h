// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QDateTime>
#include <QString>

// One question as a score report shows it: every text already resolved to the report's language, so writers
// and readers of saved reports never need the bank. Option numbers are 0-based bank positions (files show them
// 1-based); the learner may have seen the options shuffled, so the positions they saw are kept beside them
// (unknown in reports read back from older files) and reports show the option text next to the number.
// A report without the answer key (withoutAnswerKey()) has no correct option, explanation or reference for the
// questions the learner did not answer, so exporting a partial attempt does not leak the key; an assignment that keeps
// the key back leaves it out of the questions answered wrongly too (a right answer is its own key).
struct ReportQuestion
{
    static constexpr int NotAnswered = -1;
    static constexpr int Unknown = -1; // a shown position not recorded (a report file from an older version)
    static constexpr int KeyWithheld = -2;

    int number = 0; // 1-based position in the quiz
    QString id;
    QString stem;
    int chosenOption = NotAnswered;
    QString chosenText;        // empty when not answered
    QString chosenFeedback;    // why the chosen option is wrong; empty when right or not answered
    int chosenShown = Unknown; // 0-based position the learner saw the chosen option at
    int correctOption = 0;     // KeyWithheld when the report leaves the key out for this question
    int correctShown = Unknown;
    QString correctText;
    QString explanation;
    QString referenceCitation;
    QString referenceUrl;
    QDateTime answeredAt; // UTC; invalid when not answered or not recorded
    int hintsUsed = 0;    // hints shown before the answer (Question::hints)

    bool isAnswered() const { return chosenOption != NotAnswered; }
    bool isCorrect() const { return chosenOption == correctOption; }
    bool hasKey() const { return correctOption != KeyWithheld; }

    // The same question with its answer key (right option, explanation, reference) removed when unanswered, or when
    // not answered right if `alsoWhenWrong`.
    ReportQuestion withoutAnswerKey(bool alsoWhenWrong = false) const
    {
        if (isAnswered() && (!alsoWhenWrong || isCorrect()))
            return *this;
        ReportQuestion withheld = *this;
        withheld.chosenFeedback.clear(); // why an option is wrong tells what is right
        withheld.correctOption = KeyWithheld;
        withheld.correctShown = Unknown;
        withheld.correctText.clear();
        withheld.explanation.clear();
        withheld.referenceCitation.clear();
        withheld.referenceUrl.clear();
        return withheld;
    }

    friend bool operator==(const ReportQuestion &a, const ReportQuestion &b)
    {
        return a.number == b.number && a.id == b.id && a.stem == b.stem && a.chosenOption == b.chosenOption
               && a.chosenText == b.chosenText && a.chosenFeedback == b.chosenFeedback && a.chosenShown == b.chosenShown
               && a.correctShown == b.correctShown && a.correctOption == b.correctOption
               && a.correctText == b.correctText && a.explanation == b.explanation
               && a.referenceCitation == b.referenceCitation && a.referenceUrl == b.referenceUrl
               && a.answeredAt == b.answeredAt && a.hintsUsed == b.hintsUsed;
    }
};
