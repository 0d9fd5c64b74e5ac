// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/htmlreportwriter.h"
#include "core/i18n/language.h"

#include "core/report/reportinks.h"
#include "core/report/reportlabels.h"
#include "core/report/scorereport.h"

#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

QString fontStack()
{
    QStringList quoted;
    for (const QString &family : Language::reportFontFamilies())
        quoted.append(u'"' + family + u'"');
    return quoted.join(u", "_s);
}

const char Stylesheet[] = R"(
body { font-family: %1, sans-serif; color: @text;
       max-width: 50em; margin: 2em auto; padding: 0 1em; line-height: 1.45; }
.app { color: @muted; font-size: 0.9em; margin-bottom: 0; }
h1 { font-size: 1.7em; margin: 0.2em 0 0.6em 0; }
h2 { font-size: 1.3em; margin-top: 1.6em; border-bottom: 1px solid @rule; }
h3 { font-size: 1.05em; margin: 1.2em 0 0.3em 0; }
table { border-collapse: collapse; }
table.facts th { text-align: left; color: @muted; padding: 0.1em 1.5em 0.1em 0; font-weight: bold; }
table.facts td { padding: 0.1em 0; }
table.questions { width: 100%; }
table.questions th, table.questions td { border: 1px solid @rule; padding: 0.3em 0.5em; vertical-align: top; }
table.questions th { background: @headerfill; text-align: left; }
td.number, td.mark { text-align: center; }
th.number, th.mark { min-width: 4em; white-space: nowrap; }
:lang(ko) { word-break: keep-all; }
.text { white-space: pre-wrap; }
.score { font-size: 1.35em; margin: 1em 0 0.2em 0; }
.complete { color: @right; }
.partial { color: @partial; font-weight: bold; }
.right { color: @right; }
.wrong { color: @wrong; }
.unanswered { color: @muted; font-style: italic; }
.stem { font-weight: bold; }
.reference { color: @muted; font-size: 0.9em; }
.status { font-weight: bold; }
img.chart { max-width: 100%; height: auto; }
.footer { color: @muted; font-size: 0.85em; margin-top: 2em; border-top: 1px solid @rule; padding-top: 0.4em; }
@media print { body { margin: 0; max-width: none; } h2 { page-break-after: avoid; } tr { page-break-inside: avoid; } }
)";

QString fact(const QString &label, const QString &value)
{
    return u"<tr><th>%1</th><td class=\"text\">%2</td></tr>\n"_s.arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString labelled(const QString &label, const QString &text, const QString &cssClass = QString())
{
    const QString classes = cssClass.isEmpty() ? u"text"_s : u"text "_s + cssClass;
    return u"<p class=\"%1\"><b>%2:</b> %3</p>\n"_s.arg(classes, label.toHtmlEscaped(), text.toHtmlEscaped());
}

QString status(const ReportQuestion &question)
{
    if (!question.isAnswered())
        return u"<span class=\"unanswered\">%1</span>"_s.arg(ReportLabels::notAnswered().toHtmlEscaped());
    if (question.isCorrect())
        return u"<span class=\"right\" title=\"%1\">%2</span>"_s.arg(ReportLabels::right().toHtmlEscaped(),
                                                                     ReportLabels::rightMark());
    return u"<span class=\"wrong\" title=\"%1\">%2</span>"_s.arg(ReportLabels::wrong().toHtmlEscaped(),
                                                                 ReportLabels::wrongMark());
}

QString questionTable(const ScoreReport &report)
{
    QString html = u"<h2>%1</h2>\n<table class=\"questions\">\n<thead><tr><th class=\"number\">%2</th>"
                   "<th class=\"mark\">%3</th><th>%4</th><th>%5</th><th>%6</th></tr></thead>\n<tbody>\n"_s.arg(
                       ReportLabels::questions().toHtmlEscaped(), ReportLabels::numberColumn().toHtmlEscaped(),
                       ReportLabels::resultColumn().toHtmlEscaped(), ReportLabels::questionColumn().toHtmlEscaped(),
                       ReportLabels::yourAnswer().toHtmlEscaped(), ReportLabels::correctAnswer().toHtmlEscaped());
    for (const ReportQuestion &question : report.questions) {
        const QString chosen
            = question.isAnswered()
                  ? u"<td class=\"text\">%1</td>"_s.arg(question.chosenText.toHtmlEscaped())
                  : u"<td class=\"unanswered\">%1</td>"_s.arg(ReportLabels::notAnswered().toHtmlEscaped());
        html += u"<tr><td class=\"number\">%1</td><td class=\"mark\">%2</td><td class=\"text\">%3</td>%4"
                "<td class=\"text\">%5</td></tr>\n"_s.arg(
                    ReportLabels::number(report.language, question.number),
                    question.isAnswered() ? status(question) : ReportLabels::noMark(),
                    ReportLabels::excerpt(question.stem, ReportLabels::TableQuestionLength).toHtmlEscaped(), chosen,
                    question.hasKey() ? question.correctText.toHtmlEscaped() : ReportLabels::noMark());
    }
    html += u"</tbody>\n</table>\n"_s;
    return html;
}

QString explanations(const ScoreReport &report)
{
    QString html = u"<h2>%1</h2>\n"_s.arg(ReportLabels::explanations().toHtmlEscaped());
    for (const ReportQuestion &question : report.questions) {
        html += u"<div class=\"question\" id=\"q%1\">\n<h3>%2 &#8212; <span class=\"status\">%3</span>"
                "</h3>\n<p class=\"stem text\">%4</p>\n"_s.arg(
                    QString::number(question.number),
                    ReportLabels::question(report.language, question.number).toHtmlEscaped(), status(question),
                    question.stem.toHtmlEscaped());
        html += labelled(ReportLabels::yourAnswer(),
                         question.isAnswered() ? question.chosenText : ReportLabels::notAnswered());
        if (question.hintsUsed > 0)
            html += labelled(ReportLabels::hintsUsed(), ReportLabels::number(report.language, question.hintsUsed));
        if (question.hasKey()) {
            html += labelled(ReportLabels::correctAnswer(), question.correctText);
            html += labelled(ReportLabels::explanation(), question.explanation);
        }
        if (!question.chosenFeedback.isEmpty())
            html += labelled(ReportLabels::aboutYourAnswer(), question.chosenFeedback);
        if (!question.referenceCitation.isEmpty()) {
            QString reference = question.referenceCitation.toHtmlEscaped();
            // Only web links become links: a bank could hold a javascript: URL.
            const QUrl url(question.referenceUrl);
            if (url.isValid() && (url.scheme() == "https"_L1 || url.scheme() == "http"_L1))
                reference += u" &#8212; <a href=\"%1\">%1</a>"_s.arg(question.referenceUrl.toHtmlEscaped());
            else if (!question.referenceUrl.isEmpty())
                reference += u" &#8212; "_s + question.referenceUrl.toHtmlEscaped();
            html += u"<p class=\"reference text\"><b>%1:</b> %2</p>\n"_s.arg(ReportLabels::reference().toHtmlEscaped(),
                                                                             reference);
        }
        html += u"</div>\n"_s;
    }
    return html;
}

QString simulator(const ScoreReport &report)
{
    if (report.simulator.isEmpty())
        return QString();
    QString html = u"<h2>%1</h2>\n"_s.arg(ReportLabels::simulator().toHtmlEscaped());
    if (!report.simulator.figures.isEmpty()) {
        html += u"<table class=\"facts\">\n"_s;
        for (const ReportFact &figure : report.simulator.figures)
            html += fact(figure.label, figure.value);
        html += u"</table>\n"_s;
    }
    if (!report.simulator.chartPng.isEmpty()) {
        html += u"<p class=\"reference\">%1</p>\n<p><img class=\"chart\" alt=\"%1\" "
                "src=\"data:image/png;base64,%2\"></p>\n"_s.arg(
                    ReportLabels::chart().toHtmlEscaped(), QString::fromLatin1(report.simulator.chartPng.toBase64()));
    }
    return html;
}

} // namespace

QByteArray HtmlReportWriter::write(const ScoreReport &report, const RenderOptions &, QString *)
{
    QString html
        = u"<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
          "<meta name=\"generator\" content=\"%2\">\n<title>%3</title>\n<style>%4</style>\n"
          "</head>\n<body>\n"_s.arg(report.language.toHtmlEscaped(),
                                    (ReportLabels::appName() + u' ' + report.appVersion).toHtmlEscaped(),
                                    (report.quizTitle + u" \u2014 "_s + ReportLabels::reportTitle()).toHtmlEscaped(),
                                    ReportInks::fillStyleSheet(QString::fromLatin1(Stylesheet)).arg(fontStack()));

    html += u"<p class=\"app\">%1 &#183; %2</p>\n<h1 class=\"text\">%3</h1>\n"_s.arg(
        ReportLabels::appName().toHtmlEscaped(), ReportLabels::reportTitle().toHtmlEscaped(),
        report.quizTitle.toHtmlEscaped());
    html += u"<table class=\"facts\">\n"_s;
    for (const ReportFact &each : report.facts())
        html += fact(each.label, each.value);
    html += u"</table>\n"_s;

    html += u"<p class=\"score\"><b>%1:</b> %2</p>\n"_s.arg(
        ReportLabels::score().toHtmlEscaped(), ReportLabels::scoreValue(report.language, report.correctCount(),
                                                                        report.questionCount(), report.roundedPercent())
                                                   .toHtmlEscaped());
    html += u"<p class=\"%1\">%2</p>\n"_s.arg(report.isComplete() ? u"complete"_s : u"partial"_s,
                                              report.completenessText().toHtmlEscaped());

    html += questionTable(report);
    html += explanations(report);
    html += simulator(report);
    html += u"<p class=\"footer\">%1</p>\n</body>\n</html>\n"_s.arg(
        (ReportLabels::appName() + u' ' + report.appVersion).toHtmlEscaped());
    return html.toUtf8();
}
