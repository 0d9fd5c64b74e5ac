// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/csvreportwriter.h"

#include "core/report/scorereport.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString isoUtc(const QDateTime &when)
{
    return when.isValid() ? when.toUTC().toString(Qt::ISODate) : QString();
}

// 1-based, or an empty cell for a position that is not known (not answered, key left out, an older report).
QString optionNumber(int zeroBased)
{
    return zeroBased >= 0 ? QString::number(zeroBased + 1) : QString();
}

} // namespace

QStringList CsvReportWriter::columns()
{
    return {u"learner"_s, u"quiz_id"_s, u"quiz_title"_s, u"language"_s, u"started_at"_s, u"finished_at"_s,
            u"exported_at"_s, u"question_number"_s, u"question_id"_s, u"question"_s, u"chosen_bank_option_number"_s,
            u"chosen_shown_option_number"_s, u"chosen_option"_s, u"correct_bank_option_number"_s,
            u"correct_shown_option_number"_s, u"correct_option"_s, u"correct"_s,
            // Version 2 of the reports: appended so that the earlier columns keep their places.
            u"answered_at"_s, u"learner_id"_s, u"attempt_id"_s, u"mode"_s, u"time_limit_minutes"_s, u"quiz_questions"_s,
            u"quiz_sha256"_s, u"app_version"_s, u"report_digest"_s,
            // Added with assignments.
            u"assignment_id"_s, u"due"_s, u"late"_s,
            // Added with hints.
            u"hints_used"_s};
}

QString CsvReportWriter::guardFormula(const QString &cell)
{
    if (cell.isEmpty())
        return cell;
    switch (cell.front().unicode()) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
        return u'\'' + cell;
    default:
        return cell;
    }
}

QString CsvReportWriter::quoted(const QString &cell)
{
    static const QString needsQuotes = u",\"\r\n"_s;
    const bool quote = std::any_of(cell.cbegin(), cell.cend(), [](QChar c) { return needsQuotes.contains(c); });
    if (!quote)
        return cell;
    QString doubled = cell;
    doubled.replace(u'"', u"\"\""_s);
    return u'"' + doubled + u'"';
}

QString CsvReportWriter::line(const QStringList &cells)
{
    QStringList out;
    for (const QString &cell : cells)
        out.append(quoted(guardFormula(cell)));
    return out.join(u',') + u"\r\n"_s;
}

QByteArray CsvReportWriter::write(const ScoreReport &report, const RenderOptions &, QString *)
{
    QString csv = line(columns());
    const QString digest = report.digest();
    for (const ReportQuestion &question : report.questions) {
        csv += line({report.learnerName,
                     report.quizId,
                     report.quizTitle,
                     report.language,
                     isoUtc(report.startedAt),
                     isoUtc(report.finishedAt),
                     isoUtc(report.exportedAt),
                     QString::number(question.number),
                     question.id,
                     question.stem,
                     optionNumber(question.chosenOption),
                     optionNumber(question.chosenShown),
                     question.chosenText,
                     optionNumber(question.correctOption),
                     optionNumber(question.correctShown),
                     question.correctText,
                     question.isCorrect() ? u"yes"_s : u"no"_s,
                     isoUtc(question.answeredAt),
                     report.learnerId,
                     report.attemptId,
                     ScoreReport::modeName(report.mode),
                     QString::number(report.timeLimitMinutes),
                     QString::number(report.wholeQuizCount()),
                     report.bankSha256,
                     report.appVersion,
                     digest,
                     report.assignmentId,
                     isoUtc(report.due),
                     report.assignmentId.isEmpty() ? QString()
                     : report.isLate()             ? u"yes"_s
                                                   : u"no"_s,
                     QString::number(question.hintsUsed)});
    }
    return QByteArrayLiteral("\xEF\xBB\xBF") + csv.toUtf8();
}
