#include "report/htmlreportwriter.h"

#include "report/reportlabels.h"
#include "report/scorereport.h"

#include <QUrl>

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

const char Stylesheet[] = R"(
body { font-family: "Noto Sans", "Noto Sans Bengali", "Noto Sans CJK KR", sans-serif; color: #222;
       max-width: 50em; margin: 2em auto; padding: 0 1em; line-height: 1.45; }
.app { color: #666; font-size: 0.9em; margin-bottom: 0; }
h1 { font-size: 1.7em; margin: 0.2em 0 0.6em 0; }
h2 { font-size: 1.3em; margin-top: 1.6em; border-bottom: 1px solid #bbb; }
h3 { font-size: 1.05em; margin: 1.2em 0 0.3em 0; }
table { border-collapse: collapse; }
table.facts th { text-align: left; color: #555; padding: 0.1em 1.5em 0.1em 0; font-weight: bold; }
table.facts td { padding: 0.1em 0; }
table.questions { width: 100%; }
table.questions th, table.questions td { border: 1px solid #bbb; padding: 0.3em 0.5em; vertical-align: top; }
table.questions th { background: #e8eaf1; text-align: left; }
td.number, td.mark { text-align: center; }
.text { white-space: pre-wrap; }
.score { font-size: 1.35em; margin: 1em 0 0.2em 0; }
.complete { color: #0d7a33; }
.partial { color: #a86100; font-weight: bold; }
.right { color: #0d7a33; }
.wrong { color: #c21f1f; }
.unanswered { color: #666; font-style: italic; }
.stem { font-weight: bold; }
.reference { color: #666; font-size: 0.9em; }
.status { font-weight: bold; }
img.chart { max-width: 100%; height: auto; }
.footer { color: #666; font-size: 0.85em; margin-top: 2em; border-top: 1px solid #bbb; padding-top: 0.4em; }
@media print { body { margin: 0; max-width: none; } h2 { page-break-after: avoid; } tr { page-break-inside: avoid; } }
)";

QString fact(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><th>%1</th><td class=\"text\">%2</td></tr>\n").arg(escaped(label), escaped(value));
}

QString labelled(const QString &label, const QString &text, const QString &cssClass = QString())
{
    const QString classes = cssClass.isEmpty() ? QStringLiteral("text") : QStringLiteral("text ") + cssClass;
    return QStringLiteral("<p class=\"%1\"><b>%2:</b> %3</p>\n").arg(classes, escaped(label), escaped(text));
}

QString status(const ReportQuestion &question)
{
    if (!question.isAnswered())
        return QStringLiteral("<span class=\"unanswered\">%1</span>").arg(escaped(ReportLabels::notAnswered()));
    if (question.isCorrect())
        return QStringLiteral("<span class=\"right\" title=\"%1\">%2</span>")
            .arg(escaped(ReportLabels::right()), ReportLabels::rightMark());
    return QStringLiteral("<span class=\"wrong\" title=\"%1\">%2</span>")
        .arg(escaped(ReportLabels::wrong()), ReportLabels::wrongMark());
}

QString questionTable(const ScoreReport &report)
{
    QString html = QStringLiteral("<h2>%1</h2>\n<table class=\"questions\">\n<thead><tr><th>%2</th><th>%3</th>"
                                  "<th>%4</th><th>%5</th></tr></thead>\n<tbody>\n")
                       .arg(escaped(ReportLabels::questions()), escaped(ReportLabels::numberColumn()),
                            escaped(ReportLabels::resultColumn()), escaped(ReportLabels::yourAnswer()),
                            escaped(ReportLabels::correctAnswer()));
    for (const ReportQuestion &question : report.questions) {
        const QString chosen
            = question.isAnswered()
                  ? QStringLiteral("<td class=\"text\">%1</td>").arg(escaped(question.chosenText))
                  : QStringLiteral("<td class=\"unanswered\">%1</td>").arg(escaped(ReportLabels::notAnswered()));
        html += QStringLiteral("<tr><td class=\"number\">%1</td><td class=\"mark\">%2</td>%3"
                               "<td class=\"text\">%4</td></tr>\n")
                    .arg(QString::number(question.number),
                         question.isAnswered() ? status(question) : ReportLabels::noMark(), chosen,
                         escaped(question.correctText));
    }
    html += QStringLiteral("</tbody>\n</table>\n");
    return html;
}

QString explanations(const ScoreReport &report)
{
    QString html = QStringLiteral("<h2>%1</h2>\n").arg(escaped(ReportLabels::explanations()));
    for (const ReportQuestion &question : report.questions) {
        html += QStringLiteral("<div class=\"question\" id=\"q%1\">\n<h3>%2 &#8212; <span class=\"status\">%3</span>"
                               "</h3>\n<p class=\"stem text\">%4</p>\n")
                    .arg(QString::number(question.number), escaped(ReportLabels::question(question.number)),
                         status(question), escaped(question.stem));
        html += labelled(ReportLabels::yourAnswer(),
                         question.isAnswered() ? question.chosenText : ReportLabels::notAnswered());
        html += labelled(ReportLabels::correctAnswer(), question.correctText);
        html += labelled(ReportLabels::explanation(), question.explanation);
        if (!question.chosenFeedback.isEmpty())
            html += labelled(ReportLabels::aboutYourAnswer(), question.chosenFeedback);
        if (!question.referenceCitation.isEmpty()) {
            QString reference = escaped(question.referenceCitation);
            // Only web links become links: a bank could hold a javascript: URL.
            const QUrl url(question.referenceUrl);
            if (url.isValid() && (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")))
                reference += QStringLiteral(" &#8212; <a href=\"%1\">%1</a>").arg(escaped(question.referenceUrl));
            else if (!question.referenceUrl.isEmpty())
                reference += QStringLiteral(" &#8212; ") + escaped(question.referenceUrl);
            html += QStringLiteral("<p class=\"reference text\"><b>%1:</b> %2</p>\n")
                        .arg(escaped(ReportLabels::reference()), reference);
        }
        html += QStringLiteral("</div>\n");
    }
    return html;
}

QString simulator(const ScoreReport &report)
{
    if (report.simulator.isEmpty())
        return QString();
    QString html = QStringLiteral("<h2>%1</h2>\n").arg(escaped(ReportLabels::simulator()));
    if (!report.simulator.figures.isEmpty()) {
        html += QStringLiteral("<table class=\"facts\">\n");
        for (const SimulatorFigure &figure : report.simulator.figures)
            html += fact(figure.label, figure.value);
        html += QStringLiteral("</table>\n");
    }
    if (!report.simulator.chartPng.isEmpty()) {
        html += QStringLiteral("<p class=\"reference\">%1</p>\n<p><img class=\"chart\" alt=\"%1\" "
                               "src=\"data:image/png;base64,%2\"></p>\n")
                    .arg(escaped(ReportLabels::chart()), QString::fromLatin1(report.simulator.chartPng.toBase64()));
    }
    return html;
}

} // namespace

QByteArray HtmlReportWriter::write(const ScoreReport &report)
{
    QString html
        = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                         "<meta name=\"generator\" content=\"%2\">\n<title>%3</title>\n<style>%4</style>\n"
                         "</head>\n<body>\n")
              .arg(escaped(report.language), escaped(ReportLabels::appName() + QLatin1Char(' ') + report.appVersion),
                   escaped(report.quizTitle + QStringLiteral(" \u2014 ") + ReportLabels::reportTitle()),
                   QString::fromLatin1(Stylesheet));

    html += QStringLiteral("<p class=\"app\">%1 &#183; %2</p>\n<h1 class=\"text\">%3</h1>\n")
                .arg(escaped(ReportLabels::appName()), escaped(ReportLabels::reportTitle()), escaped(report.quizTitle));
    html += QStringLiteral("<table class=\"facts\">\n");
    html += fact(ReportLabels::learner(), report.learnerName.isEmpty() ? ReportLabels::noName() : report.learnerName);
    html += fact(ReportLabels::language(), ReportLabels::languageName(report.language));
    html += fact(ReportLabels::started(), ReportLabels::dateTime(report.startedAt));
    html += fact(ReportLabels::finished(),
                 report.finishedAt.isValid() ? ReportLabels::dateTime(report.finishedAt) : ReportLabels::notFinished());
    html += fact(ReportLabels::duration(), ReportLabels::duration(report.durationSeconds()));
    html += fact(ReportLabels::exported(), ReportLabels::dateTime(report.exportedAt));
    html += fact(ReportLabels::appVersion(), report.appVersion);
    html += QStringLiteral("</table>\n");

    html += QStringLiteral("<p class=\"score\"><b>%1:</b> %2</p>\n")
                .arg(escaped(ReportLabels::score()),
                     escaped(ReportLabels::scoreValue(report.correctCount(), report.questionCount(),
                                                      report.roundedPercent())));
    html += report.isComplete()
                ? QStringLiteral("<p class=\"complete\">%1</p>\n")
                      .arg(escaped(ReportLabels::completeAttempt(report.questionCount())))
                : QStringLiteral("<p class=\"partial\">%1</p>\n")
                      .arg(escaped(ReportLabels::partialAttempt(report.answeredCount(), report.questionCount())));

    html += questionTable(report);
    html += explanations(report);
    html += simulator(report);
    html += QStringLiteral("<p class=\"footer\">%1</p>\n</body>\n</html>\n")
                .arg(escaped(ReportLabels::appName() + QLatin1Char(' ') + report.appVersion));
    return html.toUtf8();
}
