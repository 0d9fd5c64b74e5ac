#include "report/jsonreportwriter.h"

#include "report/scorereport.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace {

QJsonValue isoUtc(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(when.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

QJsonObject question(const ReportQuestion &entry)
{
    QJsonObject json;
    json.insert(QStringLiteral("number"), entry.number);
    json.insert(QStringLiteral("id"), entry.id);
    json.insert(QStringLiteral("stem"), entry.stem);
    json.insert(QStringLiteral("chosenOption"),
                entry.isAnswered() ? QJsonValue(entry.chosenOption + 1) : QJsonValue(QJsonValue::Null));
    json.insert(QStringLiteral("chosenText"),
                entry.isAnswered() ? QJsonValue(entry.chosenText) : QJsonValue(QJsonValue::Null));
    json.insert(QStringLiteral("chosenFeedback"), orNull(entry.chosenFeedback));
    json.insert(QStringLiteral("correctOption"), entry.correctOption + 1);
    json.insert(QStringLiteral("correctText"), entry.correctText);
    json.insert(QStringLiteral("isCorrect"), entry.isCorrect());
    json.insert(QStringLiteral("explanation"), entry.explanation);
    QJsonObject reference;
    reference.insert(QStringLiteral("citation"), entry.referenceCitation);
    reference.insert(QStringLiteral("url"), orNull(entry.referenceUrl));
    json.insert(QStringLiteral("reference"), reference);
    return json;
}

} // namespace

QJsonObject JsonReportWriter::toJson(const ScoreReport &report)
{
    QJsonObject json;
    json.insert(QStringLiteral("format"), formatName());
    json.insert(QStringLiteral("version"), FormatVersion);
    json.insert(QStringLiteral("appVersion"), report.appVersion);
    json.insert(QStringLiteral("language"), report.language);
    json.insert(QStringLiteral("learner"), report.learnerName);

    QJsonObject quiz;
    quiz.insert(QStringLiteral("id"), report.quizId);
    quiz.insert(QStringLiteral("title"), report.quizTitle);
    json.insert(QStringLiteral("quiz"), quiz);

    json.insert(QStringLiteral("startedAt"), isoUtc(report.startedAt));
    json.insert(QStringLiteral("finishedAt"), isoUtc(report.finishedAt));
    json.insert(QStringLiteral("exportedAt"), isoUtc(report.exportedAt));
    json.insert(QStringLiteral("durationSeconds"), report.durationSeconds());
    json.insert(QStringLiteral("complete"), report.isComplete());

    QJsonObject score;
    score.insert(QStringLiteral("correct"), report.correctCount());
    score.insert(QStringLiteral("answered"), report.answeredCount());
    score.insert(QStringLiteral("total"), report.questionCount());
    score.insert(QStringLiteral("percent"), report.percent());
    json.insert(QStringLiteral("score"), score);

    QJsonArray questions;
    for (const ReportQuestion &entry : report.questions)
        questions.append(question(entry));
    json.insert(QStringLiteral("questions"), questions);

    if (report.simulator.isEmpty()) {
        json.insert(QStringLiteral("simulator"), QJsonValue(QJsonValue::Null));
    } else {
        QJsonObject simulator;
        QJsonArray figures;
        for (const SimulatorFigure &figure : report.simulator.figures)
            figures.append(
                QJsonObject{{QStringLiteral("label"), figure.label}, {QStringLiteral("value"), figure.value}});
        simulator.insert(QStringLiteral("figures"), figures);
        simulator.insert(QStringLiteral("chartPng"),
                         report.simulator.chartPng.isEmpty()
                             ? QJsonValue(QJsonValue::Null)
                             : QJsonValue(QString::fromLatin1(report.simulator.chartPng.toBase64())));
        json.insert(QStringLiteral("simulator"), simulator);
    }
    return json;
}

QByteArray JsonReportWriter::write(const ScoreReport &report)
{
    return QJsonDocument(toJson(report)).toJson(QJsonDocument::Indented);
}
