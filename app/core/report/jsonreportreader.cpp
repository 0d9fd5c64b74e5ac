// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/jsonreportreader.h"

#include "core/i18n/language.h"
#include "core/io/jsonsource.h"
#include "core/quiz/questionbank.h"
#include "core/report/jsonreportwriter.h"

#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

// A 1-based option number as a 0-based index; a question has at most QuestionBank::MaxOptions options, so a larger
// number is an error here rather than a huge list in whatever counts options later (the class view).
int optionIndex(const JsonCursor &at)
{
    const int number = at.integer(1);
    if (number > QuestionBank::MaxOptions)
        at.fail(JsonReportReader::tr("expected an option number from %L1 to %L2, found %3")
                    .arg(1)
                    .arg(QuestionBank::MaxOptions)
                    .arg(number));
    return number - 1;
}

// A shown position: absent (files from before it was written) or null when not known.
int shownOption(const JsonCursor &question, const QString &key)
{
    const std::optional<JsonCursor> shown = question.find(key);
    return !shown || shown->isNull() ? ReportQuestion::Unknown : optionIndex(*shown);
}

ReportQuestion parseQuestion(const JsonCursor &at)
{
    ReportQuestion entry;
    entry.number = at[u"number"_s].integer(1);
    entry.id = at[u"id"_s].string();
    entry.stem = at[u"stem"_s].string();
    const JsonCursor chosen = at[u"chosenOption"_s];
    if (chosen.isNull()) {
        entry.chosenOption = ReportQuestion::NotAnswered;
        if (const JsonCursor chosenText = at[u"chosenText"_s]; !chosenText.isNull())
            chosenText.fail(JsonReportReader::tr("expected null for an unanswered question"));
    } else {
        entry.chosenOption = optionIndex(chosen);
        entry.chosenText = at[u"chosenText"_s].string();
    }
    entry.chosenFeedback = at[u"chosenFeedback"_s].optionalString();
    if (const std::optional<JsonCursor> answeredAt = at.find(u"answeredAt"_s)) {
        entry.answeredAt = answeredAt->dateTime(true);
        if (entry.answeredAt.isValid() && !entry.isAnswered())
            answeredAt->fail(JsonReportReader::tr("expected null for an unanswered question"));
    }
    if (const std::optional<JsonCursor> hints = at.find(u"hintsUsed"_s)) {
        entry.hintsUsed = hints->integer(0);
        if (entry.hintsUsed > Question::MaxHints)
            hints->fail(JsonReportReader::tr("expected at most %Ln hint(s)", nullptr, Question::MaxHints));
    }
    entry.chosenShown = shownOption(at, u"chosenShownOption"_s);
    entry.correctShown = shownOption(at, u"correctShownOption"_s);
    const JsonCursor correct = at[u"correctOption"_s];
    if (correct.isNull()) {
        // The answer key was left out, which a report does for unanswered questions, and for wrong answers when an
        // assignment keeps the key back: either way the question was not answered right.
        if (const JsonCursor isCorrect = at[u"isCorrect"_s]; isCorrect.value() != QJsonValue(false))
            isCorrect.fail(JsonReportReader::tr("expected false for a question whose answer key is left out"));
        entry.correctOption = ReportQuestion::KeyWithheld;
        return entry.withoutAnswerKey(/*alsoWhenWrong=*/true);
    }
    entry.correctOption = optionIndex(correct);
    entry.correctText = at[u"correctText"_s].string();
    entry.explanation = at[u"explanation"_s].string(true);
    const JsonCursor isCorrect = at[u"isCorrect"_s];
    if (!isCorrect.value().isBool() || isCorrect.value().toBool() != entry.isCorrect())
        isCorrect.fail(entry.isCorrect()
                           ? JsonReportReader::tr("expected true (chosenOption equals correctOption)")
                           : JsonReportReader::tr("expected false (chosenOption differs from correctOption)"));
    const JsonCursor reference = at[u"reference"_s];
    entry.referenceCitation = reference[u"citation"_s].string(true);
    entry.referenceUrl = reference[u"url"_s].optionalString();
    return entry;
}

ReportSimulatorSection parseSimulator(const JsonCursor &at)
{
    ReportSimulatorSection snapshot;
    for (const JsonCursor &figure : at[u"figures"_s].elements())
        snapshot.figures.append({figure[u"label"_s].string(true), figure[u"value"_s].string(true)});
    const JsonCursor png = at[u"chartPng"_s];
    if (const QString encoded = png.optionalString(); !encoded.isEmpty()) {
        auto decoded = QByteArray::fromBase64Encoding(encoded.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            png.fail(JsonReportReader::tr("expected base64 PNG data"));
        snapshot.chartPng = *decoded;
    }
    return snapshot;
}

// What version 2 added: how the attempt was taken, which quiz version, and the digest over it all.
void parseProvenance(const JsonCursor &root, ScoreReport &report)
{
    report.learnerId = root[u"learnerId"_s].string(true, 1000);
    // A UUID as the app writes it, or nothing: any other text would reach the class view's cells and file names.
    const JsonCursor attempt = root[u"attemptId"_s];
    report.attemptId = attempt.string(true, 100);
    if (!report.attemptId.isEmpty()
        && QUuid::fromString(report.attemptId).toString(QUuid::WithoutBraces) != report.attemptId)
        attempt.fail(JsonReportReader::tr("expected a UUID such as %1, found \"%2\"")
                         .arg(u"123e4567-e89b-12d3-a456-426614174000"_s, report.attemptId.left(40)));
    const JsonCursor mode = root[u"mode"_s];
    const std::optional<ScoreReport::Mode> known = ScoreReport::modeFromName(mode.string());
    if (!known)
        mode.fail(JsonReportReader::tr("expected \"immediate\", \"exam\", \"retry\" or \"paper\", found \"%1\"")
                      .arg(mode.string()));
    report.mode = *known;
    report.timeLimitMinutes = root[u"timeLimitMinutes"_s].integer(0);
    const JsonCursor quiz = root[u"quiz"_s];
    report.bankSha256 = quiz[u"sha256"_s].string(true, 64);
    report.wholeQuizQuestions = quiz[u"questions"_s].integer(1);
    // Added within version 2 with assignments: absent from the reports of an attempt of one's own.
    if (const auto assignment = root.find(u"assignment"_s)) {
        report.assignmentId = (*assignment)[u"id"_s].string(false, 100);
        report.due = (*assignment)[u"due"_s].dateTime(true);
    }
}

// Checked last, so that an edit that breaks the content is reported where it is.
void checkDigest(const JsonCursor &root)
{
    const JsonCursor digest = root[u"digest"_s];
    const QString computed = JsonReportWriter::digest(root.value().toObject());
    if (digest.string() != computed)
        digest.fail(JsonReportReader::tr("the report's content does not match its digest: it was changed after "
                                         "export (the content's SHA-256 is %1)")
                        .arg(computed));
}

// The score and completeness in the file must agree with its questions: a hand-edited score is rejected.
void checkDerived(const JsonCursor &root, const ScoreReport &report)
{
    if (!report.assignmentId.isEmpty()) {
        const JsonCursor late = root[u"assignment"_s][u"late"_s];
        if (!late.value().isBool() || late.value().toBool() != report.isLate())
            late.fail(report.isLate()
                          ? JsonReportReader::tr("expected true (from the due date and the end of the attempt)")
                          : JsonReportReader::tr("expected false (from the due date and the end of the attempt)"));
    }
    const JsonCursor score = root[u"score"_s];
    const auto expect = [&](const QString &key, int counted) {
        const JsonCursor found = score[key];
        if (found.integer(0) != counted)
            found.fail(JsonReportReader::tr("expected %1 (counted from $.questions), found %2")
                           .arg(counted)
                           .arg(found.integer(0)));
    };
    expect(u"correct"_s, report.correctCount());
    expect(u"answered"_s, report.answeredCount());
    expect(u"total"_s, report.questionCount());
    if (const std::optional<JsonCursor> ofQuiz = score.find(u"percentOfQuiz"_s)) {
        if (!qFuzzyCompare(1.0 + ofQuiz->value().toDouble(-1.0), 1.0 + report.percentOfWholeQuiz()))
            ofQuiz->fail(JsonReportReader::tr("expected %1 (counted from $.questions and $.quiz.questions)")
                             .arg(report.percentOfWholeQuiz()));
    }
    const JsonCursor complete = root[u"complete"_s];
    if (!complete.value().isBool() || complete.value().toBool() != report.isComplete())
        complete.fail(report.isComplete() ? JsonReportReader::tr("expected true (counted from $.questions)")
                                          : JsonReportReader::tr("expected false (counted from $.questions)"));
}

ScoreReport parseReport(const JsonCursor &root)
{
    const JsonCursor format = root[u"format"_s];
    if (format.string() != JsonReportWriter::formatName())
        format.fail(
            JsonReportReader::tr("expected \"%1\", found \"%2\"").arg(JsonReportWriter::formatName(), format.string()));
    const JsonCursor version = root[u"version"_s];
    const int formatVersion = version.integer(1);
    if (formatVersion > JsonReportWriter::FormatVersion)
        version.fail(JsonReportReader::tr(
                         "version %1 was written by a newer Checkpoint Quiz; this app reads versions %L2 to %L3")
                         .arg(formatVersion)
                         .arg(1)
                         .arg(JsonReportWriter::FormatVersion));
    ScoreReport report;
    if (formatVersion >= 2)
        parseProvenance(root, report);
    report.appVersion = root[u"appVersion"_s].string();
    const JsonCursor language = root[u"language"_s];
    report.language = language.string();
    if (!Language::isSupported(report.language))
        language.fail(
            JsonReportReader::tr("expected one of %1, found \"%2\"").arg(Language::codeList(), report.language));
    report.learnerName = root[u"learner"_s].string(true);
    const JsonCursor quiz = root[u"quiz"_s];
    report.quizId = quiz[u"id"_s].string();
    report.quizTitle = quiz[u"title"_s].string();
    report.startedAt = root[u"startedAt"_s].dateTime(false);
    report.finishedAt = root[u"finishedAt"_s].dateTime(true);
    report.exportedAt = root[u"exportedAt"_s].dateTime(false);
    for (const JsonCursor &question : root[u"questions"_s].elements())
        report.questions.append(parseQuestion(question));
    if (const JsonCursor simulator = root[u"simulator"_s]; !simulator.isNull())
        report.simulator = parseSimulator(simulator);
    if (report.wholeQuizQuestions == report.questionCount())
        report.wholeQuizQuestions = 0;
    else if (report.wholeQuizQuestions != 0 && report.wholeQuizQuestions < report.questionCount())
        root[u"quiz"_s][u"questions"_s].fail(JsonReportReader::tr(
            "expected at least the %Ln question(s) of $.questions", nullptr, report.questionCount()));
    checkDerived(root, report);
    if (formatVersion >= 2)
        checkDigest(root);
    return report;
}

} // namespace

Expected<ScoreReport> JsonReportReader::fromFile(const QString &path)
{
    return JsonSource::parseWith<ScoreReport>(JsonSource::readFile(path, MaxFileSize), path, parseReport);
}

Expected<ScoreReport> JsonReportReader::fromJson(const QByteArray &json, const QString &sourceName)
{
    return JsonSource::parseWith<ScoreReport>(JsonSource::parse(json, sourceName), sourceName, parseReport);
}
