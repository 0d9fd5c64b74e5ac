// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/scorereport.h"

#include "core/i18n/language.h"
#include "core/quiz/questionbankwriter.h"
#include "core/quiz/quizattempt.h"
#include "core/report/jsonreportwriter.h"
#include "core/report/reportlabels.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

ScoreReport ScoreReport::fromAttempt(const QuizAttempt &attempt, const QString &language, const QString &learnerName,
                                     const ReportSimulatorSection &simulator, const QDateTime &exportedAt)
{
    ScoreReport report;
    report.appVersion = QStringLiteral(CQ_VERSION);
    report.language = Language::isSupported(language) ? language : Language::english().code;
    report.learnerName = learnerName.trimmed();
    report.quizId = attempt.bank().id;
    report.quizTitle = attempt.bank().title.text(report.language);
    report.bankSha256 = QuestionBankWriter::sha256(attempt.bank());
    const AttemptOptions &options = attempt.options();
    report.mode = options.retry ? Mode::Retry : options.exam ? Mode::Exam : Mode::Immediate;
    report.timeLimitMinutes = options.exam ? options.timeLimitMinutes : 0;
    report.assignmentId = options.assignmentId;
    report.due = options.isAssignment() ? options.due : QDateTime();
    if (attempt.wholeQuizQuestionCount() != attempt.questionCount())
        report.wholeQuizQuestions = attempt.wholeQuizQuestionCount();
    report.startedAt = attempt.startedAt();
    report.finishedAt = attempt.isComplete() ? attempt.finishedAt() : QDateTime();
    report.exportedAt = exportedAt;
    // The simulator's numbers are labelled here, in the report's language and with its digits, so the section
    // reads like the rest of the report whatever the screen showed.
    report.simulator.figures
        = simulator.readings ? ReportLabels::simulatorFigures(report.language, *simulator.readings) : simulator.figures;
    report.simulator.chartPng = simulator.chartPng;

    const QString &lang = report.language;
    for (int i = 0; i < attempt.questionCount(); ++i) {
        const Question &question = attempt.question(i);
        ReportQuestion entry;
        entry.number = i + 1;
        entry.id = question.id;
        entry.stem = question.stem.text(lang);
        entry.chosenOption = attempt.chosenBankOption(i);
        entry.answeredAt = attempt.answeredAt(i);
        entry.hintsUsed = attempt.hintsUsed(i);
        entry.correctOption = question.correctOption;
        // The positions the learner saw (options may be shuffled), for readers who compare with the screen.
        entry.correctShown = int(attempt.order(i).indexOf(question.correctOption));
        if (entry.isAnswered())
            entry.chosenShown = int(attempt.order(i).indexOf(entry.chosenOption));
        if (entry.isAnswered()) {
            const QuestionOption &chosen = question.options.at(entry.chosenOption);
            entry.chosenText = chosen.text.text(lang);
            if (!entry.isCorrect())
                entry.chosenFeedback = chosen.feedback.text(lang);
        }
        entry.correctText = question.options.at(question.correctOption).text.text(lang);
        entry.explanation = question.explanation.text(lang);
        entry.referenceCitation = question.reference.citation;
        entry.referenceUrl = question.reference.url;
        report.questions.append(options.answerKeyShown ? entry : entry.withoutAnswerKey(/*alsoWhenWrong=*/true));
    }
    return report;
}

ScoreReport ScoreReport::withoutAnswerKey() const
{
    ScoreReport withheld = *this;
    for (ReportQuestion &question : withheld.questions)
        question = question.withoutAnswerKey();
    return withheld;
}

int ScoreReport::answeredCount() const
{
    return int(
        std::count_if(questions.cbegin(), questions.cend(), [](const ReportQuestion &q) { return q.isAnswered(); }));
}

int ScoreReport::correctCount() const
{
    return int(
        std::count_if(questions.cbegin(), questions.cend(), [](const ReportQuestion &q) { return q.isCorrect(); }));
}

double ScoreReport::percent() const
{
    return questions.isEmpty() ? 0.0 : 100.0 * correctCount() / questionCount();
}

double ScoreReport::percentOfWholeQuiz() const
{
    return wholeQuizCount() == 0 ? 0.0 : 100.0 * correctCount() / wholeQuizCount();
}

QString ScoreReport::modeText() const
{
    using Labels = ReportLabels;
    switch (mode) {
    case Mode::Immediate:
        return Labels::immediateMode();
    case Mode::Exam:
        return Labels::examMode(language, timeLimitMinutes);
    case Mode::Retry:
        return Labels::retryMode(language, questionCount(), wholeQuizCount());
    case Mode::Paper:
        return Labels::paperMode();
    }
    return {};
}

QString ScoreReport::completenessText() const
{
    return isComplete() ? ReportLabels::completeAttempt(language, questionCount())
                        : ReportLabels::partialAttempt(language, answeredCount(), questionCount());
}

QString ScoreReport::digest() const
{
    return JsonReportWriter::toJson(*this).value(u"digest"_s).toString();
}

QString ScoreReport::modeName(Mode mode)
{
    switch (mode) {
    case Mode::Immediate:
        return u"immediate"_s;
    case Mode::Exam:
        return u"exam"_s;
    case Mode::Retry:
        return u"retry"_s;
    case Mode::Paper:
        return u"paper"_s;
    }
    return {};
}

std::optional<ScoreReport::Mode> ScoreReport::modeFromName(const QString &name)
{
    for (const Mode mode : {Mode::Immediate, Mode::Exam, Mode::Retry, Mode::Paper}) {
        if (modeName(mode) == name)
            return mode;
    }
    return std::nullopt;
}

int ScoreReport::roundedPercent() const
{
    return int(std::lround(percent()));
}

qint64 ScoreReport::durationSeconds() const
{
    if (!startedAt.isValid() || !endedAt().isValid())
        return 0;
    // A clock set back between start and export must not print a negative duration.
    return std::max<qint64>(0, startedAt.secsTo(endedAt()));
}

bool operator==(const ScoreReport &a, const ScoreReport &b)
{
    return a.appVersion == b.appVersion && a.language == b.language && a.learnerName == b.learnerName
           && a.learnerId == b.learnerId && a.attemptId == b.attemptId && a.mode == b.mode
           && a.timeLimitMinutes == b.timeLimitMinutes && a.wholeQuizQuestions == b.wholeQuizQuestions
           && a.bankSha256 == b.bankSha256 && a.assignmentId == b.assignmentId && a.due == b.due && a.quizId == b.quizId
           && a.quizTitle == b.quizTitle && a.startedAt == b.startedAt && a.finishedAt == b.finishedAt
           && a.exportedAt == b.exportedAt && a.questions == b.questions && a.simulator == b.simulator;
}

QList<ReportFact> ScoreReport::facts() const
{
    using Labels = ReportLabels;
    QList<ReportFact> facts{
        {Labels::learner(), learnerName.isEmpty() ? Labels::noName() : learnerName},
    };
    if (!learnerId.isEmpty())
        facts.append({Labels::learnerId(), learnerId});
    facts.append({Labels::mode(), modeText()});
    if (due.isValid())
        facts.append({Labels::due(), isLate() ? Labels::handedInLate(Labels::dateTime(due)) : Labels::dateTime(due)});
    if (wholeQuizCount() != questionCount()) {
        facts.append({Labels::wholeQuizScore(), Labels::scoreValue(language, correctCount(), wholeQuizCount(),
                                                                   int(std::lround(percentOfWholeQuiz())))});
    }
    facts += {
        {Labels::language(), Labels::languageName(language)},
        {Labels::started(), Labels::dateTime(startedAt)},
        {Labels::finished(), finishedAt.isValid() ? Labels::dateTime(finishedAt) : Labels::notFinished()},
        {Labels::duration(), Labels::duration(language, durationSeconds())},
        {Labels::exported(), Labels::dateTime(exportedAt)},
        {Labels::appVersion(), appVersion},
    };
    if (!attemptId.isEmpty())
        facts.append({Labels::attemptId(), attemptId});
    if (!assignmentId.isEmpty())
        facts.append({Labels::assignmentId(), assignmentId});
    if (!bankSha256.isEmpty())
        facts.append({Labels::bankDigest(), bankSha256});
    facts.append({Labels::reportDigest(), digest()});
    return facts;
}
