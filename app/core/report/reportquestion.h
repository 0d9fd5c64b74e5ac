#pragma once

#include <QString>

// One question as a score report shows it: every text already resolved to the report's language, so writers
// and readers of saved reports never need the bank. Option numbers are 0-based bank positions (files show them
// 1-based); the learner may have seen the options shuffled, so reports show the option text next to the number.
struct ReportQuestion
{
    static constexpr int NotAnswered = -1;

    int number = 0; // 1-based position in the quiz
    QString id;
    QString stem;
    int chosenOption = NotAnswered;
    QString chosenText;     // empty when not answered
    QString chosenFeedback; // why the chosen option is wrong; empty when right or not answered
    int correctOption = 0;
    QString correctText;
    QString explanation;
    QString referenceCitation;
    QString referenceUrl;

    bool isAnswered() const { return chosenOption != NotAnswered; }
    bool isCorrect() const { return chosenOption == correctOption; }

    friend bool operator==(const ReportQuestion &a, const ReportQuestion &b)
    {
        return a.number == b.number && a.id == b.id && a.stem == b.stem && a.chosenOption == b.chosenOption
               && a.chosenText == b.chosenText && a.chosenFeedback == b.chosenFeedback
               && a.correctOption == b.correctOption && a.correctText == b.correctText && a.explanation == b.explanation
               && a.referenceCitation == b.referenceCitation && a.referenceUrl == b.referenceUrl;
    }
};
