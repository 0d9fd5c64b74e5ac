// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/classroom/classreportwriter.h"

#include "core/i18n/language.h"
#include "core/report/csvreportwriter.h"
#include "core/report/renderoptions.h"
#include "core/report/reportinks.h"
#include "core/report/reportlabels.h"
#include "core/report/reportpages.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QJsonValue orNull(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonValue jsonTime(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}

QByteArray withByteOrderMark(const QString &csv)
{
    return QByteArrayLiteral("\xEF\xBB\xBF") + csv.toUtf8();
}

QString modeText(const QString &language, const ClassResults::Student &student)
{
    switch (student.mode) {
    case ScoreReport::Mode::Exam:
        return ReportLabels::examMode(language, student.timeLimitMinutes);
    case ScoreReport::Mode::Paper:
        return ReportLabels::paperMode();
    case ScoreReport::Mode::Immediate:
    case ScoreReport::Mode::Retry: // never counted in a class
        break;
    }
    return ReportLabels::immediateMode();
}

QString decimal(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

QJsonObject ClassReportWriter::toJson(const ClassResults &results)
{
    QJsonArray students;
    for (const ClassResults::Student &student : results.students) {
        QJsonArray chosen;
        for (const int option : student.chosen)
            chosen.append(option >= 0 ? QJsonValue(option + 1) : QJsonValue(QJsonValue::Null));
        students.append(QJsonObject{{u"name"_s, student.name},
                                    {u"id"_s, student.id},
                                    {u"source"_s, student.source},
                                    {u"attempt_id"_s, student.attemptId},
                                    {u"mode"_s, ScoreReport::modeName(student.mode)},
                                    {u"time_limit_minutes"_s, student.timeLimitMinutes},
                                    {u"started_at"_s, jsonTime(student.startedAt)},
                                    {u"correct"_s, student.correct},
                                    {u"percent"_s, student.percent},
                                    {u"late"_s, student.late},
                                    {u"chosen"_s, chosen}});
    }
    QJsonArray questions;
    for (qsizetype q = 0; q < results.questions.size(); ++q) {
        const ClassResults::Question &question = results.questions.at(q);
        QJsonArray options;
        for (qsizetype o = 0; o < question.options.size(); ++o) {
            const ClassResults::Option &option = question.options.at(o);
            options.append(
                QJsonObject{{u"number"_s, int(o + 1)},
                            {u"text"_s, option.text},
                            {u"correct"_s, option.correct},
                            {u"count"_s, option.count},
                            {u"share"_s, option.sharePercent},
                            {u"misconception"_s, option.misconception.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                                : QJsonValue(option.misconception)}});
        }
        QJsonArray flags;
        if (question.facilityFlagged())
            flags.append(u"facility"_s);
        if (question.discriminationFlagged())
            flags.append(u"discrimination"_s);
        const ItemStatistics::Question &stats = question.statistics;
        questions.append(QJsonObject{{u"number"_s, int(q + 1)},
                                     {u"id"_s, question.id},
                                     {u"stem"_s, question.stem},
                                     {u"facility_index"_s, stats.facilityPercent},
                                     {u"standard_deviation"_s, orNull(stats.standardDeviationPercent)},
                                     {u"discrimination_index"_s, orNull(stats.discriminationIndex)},
                                     {u"discriminative_efficiency"_s, orNull(stats.discriminativeEfficiency)},
                                     {u"flags"_s, flags},
                                     {u"unanswered"_s, question.unanswered},
                                     {u"options"_s, options}});
    }
    const ItemStatistics::Test &test = results.test;
    QJsonArray testFlags;
    if (results.cicFlagged())
        testFlags.append(u"cic"_s);
    const QJsonObject testJson{{u"students"_s, test.students},
                               {u"mean"_s, test.meanPercent},
                               {u"median"_s, test.medianPercent},
                               {u"standard_deviation"_s, orNull(test.standardDeviationPercent)},
                               {u"skewness"_s, orNull(test.skewness)},
                               {u"kurtosis"_s, orNull(test.kurtosis)},
                               {u"cic"_s, orNull(test.cic)},
                               {u"error_ratio"_s, orNull(test.errorRatio)},
                               {u"standard_error"_s, orNull(test.standardErrorPercent)},
                               {u"flags"_s, testFlags}};
    QJsonArray leftOut;
    for (const ClassResults::LeftOut &each : results.leftOut)
        leftOut.append(QJsonObject{{u"source"_s, each.source}, {u"reason"_s, each.reason}});
    return {
        {u"format"_s, formatName()},
        {u"version"_s, FormatVersion},
        {u"app_version"_s, QStringLiteral(CQ_VERSION)},
        {u"quiz"_s,
         QJsonObject{{u"id"_s, results.quizId}, {u"title"_s, results.quizTitle}, {u"sha256"_s, results.bankSha256}}},
        {u"attempts"_s, ClassResults::whichName(results.which)},
        {u"students"_s, students},
        {u"questions"_s, questions},
        {u"test"_s, testJson},
        {u"left_out"_s, leftOut}};
}

QByteArray ClassReportWriter::json(const ClassResults &results)
{
    return QJsonDocument(toJson(results)).toJson(QJsonDocument::Indented);
}

QByteArray ClassReportWriter::csv(const ClassResults &results)
{
    QStringList header{u"name"_s,       u"id"_s,      u"source"_s, u"attempt_id"_s, u"mode"_s, u"time_limit_minutes"_s,
                       u"started_at"_s, u"correct"_s, u"percent"_s};
    for (qsizetype q = 0; q < results.questions.size(); ++q)
        header.append(u"q%1"_s.arg(q + 1));
    QString text = CsvReportWriter::line(header);
    for (const ClassResults::Student &student : results.students) {
        QStringList row{student.name,
                        student.id,
                        student.source,
                        student.attemptId,
                        ScoreReport::modeName(student.mode),
                        QString::number(student.timeLimitMinutes),
                        student.startedAt.toUTC().toString(Qt::ISODate),
                        QString::number(student.correct),
                        decimal(student.percent)};
        for (const int option : student.chosen)
            row.append(option >= 0 ? QString::number(option + 1) : QString());
        text += CsvReportWriter::line(row);
    }
    return withByteOrderMark(text);
}

ClassReportWriter::Gradebook ClassReportWriter::gradebook(const ClassResults &results, const QString &language)
{
    qsizetype emails = 0;
    for (const ClassResults::Student &student : results.students)
        emails += student.id.contains(u'@') ? 1 : 0;
    const bool byEmail = 2 * emails >= results.students.size() && emails > 0;
    // Moodle's import maps each column by hand; these headers are the names its mapping lists.
    const QString grade = results.quizTitle.isEmpty() ? u"Checkpoint Quiz"_s : results.quizTitle;
    Gradebook book;
    QString text = CsvReportWriter::line({byEmail ? u"Email address"_s : u"ID number"_s, grade, u"Feedback"_s});
    for (const ClassResults::Student &student : results.students) {
        const QString id = student.id.trimmed();
        if (id.isEmpty() || id.contains(u'@') != byEmail) {
            book.leftOut.append(student.name.isEmpty() ? student.source : student.name);
            continue;
        }
        //: Feedback beside a grade in the gradebook: %1 correct of %2 questions, %3 how it was taken.
        const QString feedback = tr("%1 of %2 correct; %3")
                                     .arg(student.correct)
                                     .arg(student.chosen.size())
                                     .arg(modeText(language, student));
        text += CsvReportWriter::line({id, decimal(student.percent), feedback});
    }
    book.csv = text.toUtf8(); // no byte-order mark: Moodle's import is told the encoding (UTF-8) by the teacher
    return book;
}

namespace {

const char ClassStylesheet[] = R"(
body { font-family: %1, sans-serif; color: @text; max-width: 60em; margin: 2em auto; padding: 0 1em; line-height: 1.45; }
h1 { font-size: 1.7em; margin: 0.2em 0 0.6em 0; }
h2 { font-size: 1.3em; margin-top: 1.6em; border-bottom: 1px solid @rule; }
h3 { font-size: 1.05em; margin: 1.4em 0 0.3em 0; }
table { border-collapse: collapse; }
th, td { border: 1px solid @rule; padding: 0.25em 0.5em; vertical-align: top; text-align: left; }
th { background: @headerfill; }
td.num { text-align: right; white-space: nowrap; }
.flag { color: @flagged; font-weight: bold; }
.bar { color: @wrongbar; letter-spacing: -0.05em; }
.bar.right { color: @rightbar; }
.misconception { color: @muted; font-size: 0.92em; }
.text { white-space: pre-wrap; }
.app { color: @muted; font-size: 0.9em; margin-bottom: 0; }
:lang(ko) { word-break: keep-all; }
@media print { body { margin: 0; max-width: none; } tr, .question { page-break-inside: avoid; } }
)";

// The option's share as a bar of block characters, one per 4 %: drawn the same by browsers and by Qt's rich text
// (the window's Class Results), which has no CSS widths.
QString shareBar(double percent)
{
    return QString(int(std::lround(percent / 4.0)), QChar(0x2588));
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

ClassReportPage ClassReportWriter::page(const ClassResults &results, const QString &language)
{
    const auto number = [&](double value, int decimals = 2) { return ReportLabels::number(language, value, decimals); };
    const auto optional
        = [&](const std::optional<double> &value) { return value ? number(*value) : QStringLiteral("—"); };
    const auto percent
        = [&](const std::optional<double> &value) { return value ? number(*value) + u'%' : QStringLiteral("—"); };
    ClassReportPage page;
    page.language = language;
    page.appName = ReportLabels::appName();
    page.title = tr("Class results: %1").arg(results.quizTitle);
    //: %1 is the SHA-256 of the quiz bank.
    page.version = tr("Quiz version (SHA-256): %1").arg(results.bankSha256);
    page.sceneLink = tr("Show this question's case in the simulator");
    const ItemStatistics::Test &test = results.test;
    page.testHeading = tr("The test");
    page.test = {
        {tr("Students counted"), ReportLabels::number(language, qint64(test.students))},
        {tr("Attempt counted per student"), results.which == ClassResults::Which::First  ? tr("The first")
                                            : results.which == ClassResults::Which::Best ? tr("The best")
                                                                                         : tr("The last")},
        {tr("Mean"), number(test.meanPercent) + u'%'},
        {tr("Median"), number(test.medianPercent) + u'%'},
        {tr("Standard deviation"), percent(test.standardDeviationPercent)},
        {tr("Skewness"), optional(test.skewness)},
        {tr("Kurtosis"), optional(test.kurtosis)},
        {tr("Coefficient of internal consistency"), percent(test.cic), results.cicFlagged()},
        {tr("Error ratio"), percent(test.errorRatio)},
        {tr("Standard error"), percent(test.standardErrorPercent)},
    };
    if (results.cicFlagged())
        //: %1 is Moodle's threshold, 64%.
        page.testFlag = tr("The coefficient of internal consistency is below %1: the questions may not measure one "
                           "thing.")
                            .arg(number(ItemStatistics::LowCic, 0) + u'%');

    page.questionsHeading = tr("Questions");
    page.optionHeaders[0] = tr("Option");
    page.optionHeaders[1] = tr("Chosen by");
    page.optionHeaders[2] = tr("Share");
    page.optionHeaders[3] = tr("Response");
    for (qsizetype q = 0; q < results.questions.size(); ++q) {
        const ClassResults::Question &question = results.questions.at(q);
        const ItemStatistics::Question &stats = question.statistics;
        ClassReportPage::Question part;
        part.heading = ReportLabels::question(language, int(q + 1));
        part.stem = question.stem;
        part.statistics = {
            {tr("Facility index"), number(stats.facilityPercent) + u'%', question.facilityFlagged()},
            {tr("Standard deviation"), percent(stats.standardDeviationPercent)},
            {tr("Discrimination index"), percent(stats.discriminationIndex), question.discriminationFlagged()},
            {tr("Discriminative efficiency"), percent(stats.discriminativeEfficiency)},
        };
        QStringList flags;
        if (question.facilityFlagged())
            flags.append(
                tr("facility outside %1–%2")
                    .arg(number(ItemStatistics::LowFacility, 0), number(ItemStatistics::HighFacility, 0) + u'%'));
        if (question.discriminationFlagged())
            flags.append(tr("discrimination below %1").arg(number(ItemStatistics::LowDiscrimination, 0) + u'%'));
        if (!flags.isEmpty())
            part.flags = tr("Worth a second look: %1").arg(flags.join(u"; "_s));
        for (qsizetype o = 0; o < question.options.size(); ++o) {
            const ClassResults::Option &option = question.options.at(o);
            part.options.append(
                {ReportLabels::number(language, qint64(o + 1)), ReportLabels::number(language, qint64(option.count)),
                 number(option.sharePercent, 0) + u'%', option.sharePercent,
                 option.text.isEmpty() ? tr("(chosen by no one; text not in the reports)") : option.text,
                 option.correct,
                 option.misconception.isEmpty() ? QString() : tr("Why it is wrong: %1").arg(option.misconception)});
        }
        part.hasScene = question.scene.has_value();
        if (question.unanswered > 0)
            part.unanswered
                = ReportLabels::number(language, qint64(question.unanswered)) + u' ' + ReportLabels::notAnswered();
        page.questions.append(part);
    }

    page.studentsHeading = tr("Students");
    page.studentHeaders[0] = ReportLabels::learner();
    page.studentHeaders[1] = ReportLabels::learnerId();
    page.studentHeaders[2] = ReportLabels::score();
    page.studentHeaders[3] = tr("File");
    for (const ClassResults::Student &student : results.students) {
        page.students.append(
            {student.name.isEmpty() ? ReportLabels::noName() : student.name, student.id,
             ReportLabels::scoreValue(language, student.correct, int(student.chosen.size()),
                                      int(std::lround(student.percent)))
                 + (student.late ? u' ' + tr("(late)", "handed in after the assignment's due date") : QString()),
             student.source});
    }
    page.leftOutHeading = tr("Reports left out");
    page.leftOutHeaders[0] = tr("File");
    page.leftOutHeaders[1] = tr("Why");
    for (const ClassResults::LeftOut &each : results.leftOut)
        page.leftOut.append({each.source, each.reason});
    return page;
}

QByteArray ClassReportWriter::html(const ClassResults &results, const QString &language, bool linkScenes)
{
    const ClassReportPage page = ClassReportWriter::page(results, language);
    const auto row = [](const ClassReportPage::Row &each) {
        return u"<tr><th>%1</th><td class=\"num%3\">%2</td></tr>\n"_s.arg(escaped(each.label), escaped(each.value),
                                                                          each.flagged ? u" flag"_s : QString());
    };
    const auto header = [](std::initializer_list<QString> labels) {
        QString cells;
        for (const QString &label : labels)
            cells += u"<th>%1</th>"_s.arg(escaped(label));
        return u"<table>\n<tr>"_s + cells + u"</tr>\n"_s;
    };
    QStringList fonts;
    for (const QString &family : Language::reportFontFamilies())
        fonts.append(u'"' + family + u'"');

    QString html = u"<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n<title>%2</title>\n"
                   "<style>%3</style>\n</head>\n<body>\n"_s.arg(
                       language, escaped(page.title),
                       ReportInks::fillStyleSheet(QString::fromLatin1(ClassStylesheet)).arg(fonts.join(u", "_s)));
    html += u"<p class=\"app\">%1</p>\n<h1>%2</h1>\n<p>%3</p>\n"_s.arg(escaped(page.appName), escaped(page.title),
                                                                       escaped(page.version));
    html += u"<h2>%1</h2>\n<table>\n"_s.arg(escaped(page.testHeading));
    for (const ClassReportPage::Row &each : page.test)
        html += row(each);
    html += u"</table>\n"_s;
    if (!page.testFlag.isEmpty())
        html += u"<p class=\"flag\">%1</p>\n"_s.arg(escaped(page.testFlag));

    html += u"<h2>%1</h2>\n"_s.arg(escaped(page.questionsHeading));
    for (qsizetype q = 0; q < page.questions.size(); ++q) {
        const ClassReportPage::Question &question = page.questions.at(q);
        html += u"<div class=\"question\">\n<h3>%1</h3>\n<p class=\"text\">%2</p>\n"_s.arg(escaped(question.heading),
                                                                                           escaped(question.stem));
        if (linkScenes && question.hasScene)
            html += u"<p><a href=\"scene:%1\">%2</a></p>\n"_s.arg(q).arg(escaped(page.sceneLink));
        html += u"<table>\n"_s;
        for (const ClassReportPage::Row &each : question.statistics)
            html += row(each);
        html += u"</table>\n"_s;
        if (!question.flags.isEmpty())
            html += u"<p class=\"flag\">%1</p>\n"_s.arg(escaped(question.flags));
        html += header({page.optionHeaders[0], page.optionHeaders[1], page.optionHeaders[2], page.optionHeaders[3]});
        for (const ClassReportPage::Option &option : question.options) {
            QString text = escaped(option.text);
            if (option.correct)
                text = u"<b>%1</b> ✓"_s.arg(text);
            if (!option.misconception.isEmpty())
                text += u"<div class=\"misconception\">%1</div>"_s.arg(escaped(option.misconception));
            html += u"<tr><td class=\"num\">%1</td><td class=\"num\">%2</td><td class=\"num\">%3</td>"
                    "<td><span class=\"bar%4\">%5</span> <span class=\"text\">%6</span></td></tr>\n"_s.arg(
                        option.number, option.count, option.share, option.correct ? u" right"_s : QString(),
                        shareBar(option.sharePercent), text);
        }
        if (!question.unanswered.isEmpty())
            html += u"<tr><td colspan=\"4\">%1</td></tr>\n"_s.arg(escaped(question.unanswered));
        html += u"</table>\n</div>\n"_s;
    }

    html += u"<h2>%1</h2>\n"_s.arg(escaped(page.studentsHeading))
            + header({page.studentHeaders[0], page.studentHeaders[1], page.studentHeaders[2], page.studentHeaders[3]});
    for (const ClassReportPage::Student &student : page.students)
        html += u"<tr><td>%1</td><td>%2</td><td class=\"num\">%3</td><td>%4</td></tr>\n"_s.arg(
            escaped(student.name), escaped(student.id), escaped(student.score), escaped(student.source));
    html += u"</table>\n"_s;
    if (!page.leftOut.isEmpty()) {
        html += u"<h2>%1</h2>\n"_s.arg(escaped(page.leftOutHeading))
                + header({page.leftOutHeaders[0], page.leftOutHeaders[1]});
        for (const ClassReportPage::Row &each : page.leftOut)
            html += u"<tr><td>%1</td><td>%2</td></tr>\n"_s.arg(escaped(each.label), escaped(each.value));
        html += u"</table>\n"_s;
    }
    html += u"</body>\n</html>\n"_s;
    return html.toUtf8();
}
