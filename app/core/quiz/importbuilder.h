// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/bankimport.h"

#include <QStringList>

// One question as a foreign format (GIFT, Aiken, Moodle XML) states it, in one language and before the app's
// limits are checked.
struct ImportedQuestion
{
    SourcePlace place;
    QString name; // GIFT's ::title:: or Moodle XML's <name>; may be empty
    QString stem;
    QStringList options;
    QStringList feedback; // parallel to options; may be shorter
    int correct = -1;     // index into options
    QString explanation;
    QStringList hints{}; // at most Question::MaxHints (the reader warns about the rest)
};

// What the GIFT, Aiken and Moodle XML readers share once they have understood a question: the app's limits (2–10
// options, text length, number of questions) with one wording, unique question ids, and the bank's one language,
// guessed from the script its text is written in (these formats do not say). Readers report their own problems
// through error() and warning(), so a file's diagnostics come out in one list.
class ImportBuilder final
{
public:
    explicit ImportBuilder(QString title)
        : m_title(std::move(title))
    {}

    // Adds a playable question, or an error when it breaks one of the app's limits.
    void add(ImportedQuestion question);
    void error(const SourcePlace &place, const QString &message);
    void warning(const SourcePlace &place, const QString &message);
    // A question of the file left out (a kind the app cannot play): a warning, and counted, so that opening the file
    // can say "2 of 5 questions; 3 skipped".
    void skip(const SourcePlace &place, const QString &message);
    // The quiz's title when the file names it (GIFT's $CATEGORY, else its first question's title); without one the
    // title is the file's name. A later call replaces an earlier one only when `strong` (a category beats a title).
    void nameQuiz(const QString &title, bool strong);
    // Whether the limit on questions is reached; later questions are not read.
    bool isFull() const;

    BankImport finish();

    // The language of the app whose script most of `text`'s letters are in; English for Latin or none.
    static QString guessLanguage(const QString &text);

private:
    QString m_title;
    QString m_namedTitle;
    bool m_namedStrongly = false;
    QList<ImportedQuestion> m_questions;
    BankImport m_result; // the diagnostics until finish() adds the questions
    bool m_fullReported = false;
};
