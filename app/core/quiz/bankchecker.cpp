// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/bankchecker.h"

#include "core/quiz/quizformat.h"

#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

BankImport BankChecker::check(const QByteArray &bytes, const QString &path)
{
    if (bytes.size() > QuestionBankLoader::MaxFileSize) {
        BankImport tooLarge;
        tooLarge.report(BankDiagnostic::error(
            {}, u"file is %1 bytes; the limit is %2 bytes"_s.arg(bytes.size()).arg(QuestionBankLoader::MaxFileSize)));
        return tooLarge;
    }
    BankImport result
        = QuizFormat::entry(QuizFormat::detect(bytes, path)).read(bytes, QFileInfo(path).completeBaseName());
    for (BankDiagnostic &diagnostic : lint(result.bank, result.questionPlaces))
        result.report(std::move(diagnostic));
    if (result.bank.questions.isEmpty() && !result.hasErrors())
        result.diagnostics.append(nothingToPlay()); // never left out of the report's first 100
    return result;
}

BankDiagnostic BankChecker::nothingToPlay()
{
    // An error: a file in which nothing can be played is not a quiz, even when each question alone was only skipped.
    return BankDiagnostic::error(
        {}, u"no question this app can play (multiple choice with one right answer, or true/false)"_s);
}

QList<BankDiagnostic> BankChecker::taskProblems(const TaskGoal &goal, const QList<QuestionHint> &hints,
                                                const QStringList &languages, const SourcePlace &at)
{
    // The automatic learner (issue 44): each hint that says what to do is done, in every language it is written in.
    QList<BankDiagnostic> found;
    for (qsizetype h = 0; h < hints.size(); ++h) {
        if (!hints.at(h).recipe)
            continue;
        for (const QString &problem : hints.at(h).recipe->problems(goal, hints.at(h).text, languages))
            found.append(BankDiagnostic::warning(at, u"hint %1: %2"_s.arg(h + 1).arg(problem)));
    }
    if (hints.isEmpty() || !hints.constLast().recipe)
        found.append(BankDiagnostic::warning(
            at, u"the task's last hint has no \"try\": nothing shows that a learner who follows it gets an accepted "
                "answer"_s));
    return found;
}

QList<BankDiagnostic> BankChecker::lint(const QuestionBank &bank, const QList<SourcePlace> &places)
{
    static const QRegularExpression aboveOrBelow(u"\\b(all|none|both|neither) of the (above|below)\\b"_s,
                                                 QRegularExpression::CaseInsensitiveOption);
    const QString language = bank.languages.value(0, u"en"_s);
    QList<BankDiagnostic> found;
    int correctIsLongest = 0;
    qsizetype choices = 0;
    for (qsizetype q = 0; q < bank.questions.size(); ++q) {
        const Question &question = bank.questions.at(q);
        if (question.task) { // its options are the app's own outcome texts; its hints must lead to an answer
            found.append(taskProblems(*question.task, question.hints, bank.languages, places.value(q)));
            continue;
        }
        ++choices;
        const SourcePlace at = places.value(q);
        QStringList seen;
        qsizetype longest = -1;
        bool longestIsUnique = false;
        for (qsizetype o = 0; o < question.options.size(); ++o) {
            const QString text = question.options.at(o).text.text(language);
            const QRegularExpressionMatch match = aboveOrBelow.match(text);
            if (match.hasMatch())
                found.append(BankDiagnostic::warning(
                    at, u"option %1 says \"%2\" but options are shuffled: it may not be where it points; write "
                        "\"all of these\" or \"none of these\""_s.arg(o + 1)
                            .arg(match.captured(0))));
            const QString key = text.simplified().toCaseFolded();
            if (const qsizetype same = seen.indexOf(key); same >= 0)
                found.append(BankDiagnostic::warning(
                    at, u"options %1 and %2 are the same: \"%3\""_s.arg(same + 1).arg(o + 1).arg(text.simplified())));
            seen.append(key);
            const qsizetype length = text.size();
            if (longest < 0 || length > question.options.at(longest).text.text(language).size()) {
                longest = o;
                longestIsUnique = true;
            } else if (length == question.options.at(longest).text.text(language).size()) {
                longestIsUnique = false;
            }
        }
        if (longest == question.correctOption && longestIsUnique)
            ++correctIsLongest;
    }
    const qsizetype count = choices;
    if (count >= 3 && correctIsLongest == count)
        found.append(BankDiagnostic::warning(
            places.value(0), u"the right answer is the longest option in every question (%1 of %1): learners can "
                             "guess it from its length"_s.arg(count)));
    return found;
}
