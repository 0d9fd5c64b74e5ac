#include "report/jsonreportreader.h"

#include "quiz/localizedtext.h"
#include "report/jsonreportwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace {

using ReportError = JsonSource::Problem;

class ReportParser final
{
public:
    ScoreReport parse(const QJsonObject &root)
    {
        const QString at = QStringLiteral("$");
        const QString format = string(root, at, QStringLiteral("format"));
        if (format != JsonReportWriter::formatName())
            throw ReportError{
                at + QStringLiteral(".format"),
                QStringLiteral("expected \"%1\", found \"%2\"").arg(JsonReportWriter::formatName(), format)};
        if (integer(root, at, QStringLiteral("version"), 1) != JsonReportWriter::FormatVersion)
            throw ReportError{at + QStringLiteral(".version"), QStringLiteral("expected version %1 (the only one "
                                                                              "this app reads)")
                                                                   .arg(JsonReportWriter::FormatVersion)};
        ScoreReport report;
        report.appVersion = string(root, at, QStringLiteral("appVersion"));
        report.language = string(root, at, QStringLiteral("language"));
        if (!supportedLanguages().contains(report.language))
            throw ReportError{at + QStringLiteral(".language"),
                              QStringLiteral("expected one of %1, found \"%2\"")
                                  .arg(supportedLanguages().join(QStringLiteral(", ")), report.language)};
        report.learnerName = string(root, at, QStringLiteral("learner"), true);
        const QString quizAt = at + QStringLiteral(".quiz");
        const QJsonObject quiz = object(member(root, at, QStringLiteral("quiz")), quizAt);
        report.quizId = string(quiz, quizAt, QStringLiteral("id"));
        report.quizTitle = string(quiz, quizAt, QStringLiteral("title"));
        report.startedAt = dateTime(root, at, QStringLiteral("startedAt"), false);
        report.finishedAt = dateTime(root, at, QStringLiteral("finishedAt"), true);
        report.exportedAt = dateTime(root, at, QStringLiteral("exportedAt"), false);

        const QString questionsAt = at + QStringLiteral(".questions");
        const QJsonValue questions = member(root, at, QStringLiteral("questions"));
        if (!questions.isArray())
            throw ReportError{questionsAt,
                              QStringLiteral("expected an array, found %1").arg(JsonSource::typeName(questions))};
        const QJsonArray array = questions.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString questionAt = QStringLiteral("%1[%2]").arg(questionsAt).arg(i);
            report.questions.append(question(object(array.at(i), questionAt), questionAt));
        }

        const QJsonValue simulator = member(root, at, QStringLiteral("simulator"));
        if (!simulator.isNull())
            report.simulator = parseSimulator(object(simulator, at + QStringLiteral(".simulator")),
                                              at + QStringLiteral(".simulator"));
        checkDerived(root, at, report);
        return report;
    }

private:
    static QJsonValue member(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QJsonValue value = json.value(key);
        if (value.isUndefined())
            throw ReportError{at, QStringLiteral("missing \"%1\"").arg(key)};
        return value;
    }

    static QJsonObject object(const QJsonValue &value, const QString &at)
    {
        if (!value.isObject())
            throw ReportError{at, QStringLiteral("expected an object, found %1").arg(JsonSource::typeName(value))};
        return value.toObject();
    }

    static QString string(const QJsonObject &json, const QString &at, const QString &key, bool mayBeEmpty = false)
    {
        const QJsonValue value = member(json, at, key);
        if (!value.isString() || (!mayBeEmpty && value.toString().isEmpty()))
            throw ReportError{
                at + QLatin1Char('.') + key,
                QStringLiteral("expected a %1string, found %2")
                    .arg(mayBeEmpty ? QString() : QStringLiteral("non-empty "), JsonSource::typeName(value))};
        return value.toString();
    }

    // A string, or empty for null.
    static QString optionalString(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QJsonValue value = member(json, at, key);
        if (value.isNull())
            return QString();
        if (!value.isString())
            throw ReportError{at + QLatin1Char('.') + key,
                              QStringLiteral("expected a string or null, found %1").arg(JsonSource::typeName(value))};
        return value.toString();
    }

    static bool isInteger(const QJsonValue &value)
    {
        const double number = value.toDouble();
        return value.isDouble() && std::isfinite(number) && number == std::floor(number) && std::abs(number) < 1e9;
    }

    static int integer(const QJsonObject &json, const QString &at, const QString &key, int minimum)
    {
        const QJsonValue value = member(json, at, key);
        if (!isInteger(value) || value.toDouble() < minimum)
            throw ReportError{
                at + QLatin1Char('.') + key,
                QStringLiteral("expected a whole number of at least %1, found %2")
                    .arg(minimum)
                    .arg(value.isDouble() ? QString::number(value.toDouble()) : JsonSource::typeName(value))};
        return value.toInt();
    }

    static QDateTime dateTime(const QJsonObject &json, const QString &at, const QString &key, bool nullable)
    {
        const QJsonValue value = member(json, at, key);
        if (nullable && value.isNull())
            return QDateTime();
        const QDateTime parsed = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
        if (!value.isString() || !parsed.isValid())
            throw ReportError{at + QLatin1Char('.') + key,
                              QStringLiteral("expected an ISO 8601 date and time such as "
                                             "\"2025-01-31T09:30:00.000Z\"%1, found %2")
                                  .arg(nullable ? QStringLiteral(" or null") : QString(),
                                       value.isString() ? QStringLiteral("\"%1\"").arg(value.toString())
                                                        : JsonSource::typeName(value))};
        return parsed;
    }

    static ReportQuestion question(const QJsonObject &json, const QString &at)
    {
        ReportQuestion entry;
        entry.number = integer(json, at, QStringLiteral("number"), 1);
        entry.id = string(json, at, QStringLiteral("id"));
        entry.stem = string(json, at, QStringLiteral("stem"));
        const QJsonValue chosen = member(json, at, QStringLiteral("chosenOption"));
        if (chosen.isNull()) {
            entry.chosenOption = ReportQuestion::NotAnswered;
            if (!member(json, at, QStringLiteral("chosenText")).isNull())
                throw ReportError{at + QStringLiteral(".chosenText"),
                                  QStringLiteral("expected null for an unanswered question")};
        } else {
            entry.chosenOption = integer(json, at, QStringLiteral("chosenOption"), 1) - 1;
            entry.chosenText = string(json, at, QStringLiteral("chosenText"));
        }
        entry.chosenFeedback = optionalString(json, at, QStringLiteral("chosenFeedback"));
        entry.correctOption = integer(json, at, QStringLiteral("correctOption"), 1) - 1;
        entry.correctText = string(json, at, QStringLiteral("correctText"));
        entry.explanation = string(json, at, QStringLiteral("explanation"), true);
        const QJsonValue isCorrect = member(json, at, QStringLiteral("isCorrect"));
        if (!isCorrect.isBool() || isCorrect.toBool() != entry.isCorrect())
            throw ReportError{at + QStringLiteral(".isCorrect"),
                              QStringLiteral("expected %1 (chosenOption %2 correctOption)")
                                  .arg(entry.isCorrect() ? QStringLiteral("true") : QStringLiteral("false"),
                                       entry.isCorrect() ? QStringLiteral("equals") : QStringLiteral("differs from"))};
        const QString referenceAt = at + QStringLiteral(".reference");
        const QJsonObject reference = object(member(json, at, QStringLiteral("reference")), referenceAt);
        entry.referenceCitation = string(reference, referenceAt, QStringLiteral("citation"), true);
        entry.referenceUrl = optionalString(reference, referenceAt, QStringLiteral("url"));
        return entry;
    }

    static SimulatorSnapshot parseSimulator(const QJsonObject &json, const QString &at)
    {
        SimulatorSnapshot snapshot;
        const QString figuresAt = at + QStringLiteral(".figures");
        const QJsonValue figures = member(json, at, QStringLiteral("figures"));
        if (!figures.isArray())
            throw ReportError{figuresAt,
                              QStringLiteral("expected an array, found %1").arg(JsonSource::typeName(figures))};
        const QJsonArray array = figures.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString figureAt = QStringLiteral("%1[%2]").arg(figuresAt).arg(i);
            const QJsonObject figure = object(array.at(i), figureAt);
            snapshot.figures.append({string(figure, figureAt, QStringLiteral("label"), true),
                                     string(figure, figureAt, QStringLiteral("value"), true)});
        }
        const QString png = optionalString(json, at, QStringLiteral("chartPng"));
        if (!png.isEmpty()) {
            auto decoded = QByteArray::fromBase64Encoding(png.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded)
                throw ReportError{at + QStringLiteral(".chartPng"), QStringLiteral("expected base64 PNG data")};
            snapshot.chartPng = *decoded;
        }
        return snapshot;
    }

    static void checkDerived(const QJsonObject &root, const QString &at, const ScoreReport &report)
    {
        const QString scoreAt = at + QStringLiteral(".score");
        const QJsonObject score = object(member(root, at, QStringLiteral("score")), scoreAt);
        const auto expect = [&](const QString &key, int counted) {
            const int found = integer(score, scoreAt, key, 0);
            if (found != counted)
                throw ReportError{
                    scoreAt + QLatin1Char('.') + key,
                    QStringLiteral("expected %1 (counted from $.questions), found %2").arg(counted).arg(found)};
        };
        expect(QStringLiteral("correct"), report.correctCount());
        expect(QStringLiteral("answered"), report.answeredCount());
        expect(QStringLiteral("total"), report.questionCount());
        const QJsonValue complete = member(root, at, QStringLiteral("complete"));
        if (!complete.isBool() || complete.toBool() != report.isComplete())
            throw ReportError{at + QStringLiteral(".complete"),
                              QStringLiteral("expected %1 (counted from $.questions)")
                                  .arg(report.isComplete() ? QStringLiteral("true") : QStringLiteral("false"))};
    }
};

} // namespace

JsonReportReader::Result JsonReportReader::fromFile(const QString &path)
{
    return fromSource(JsonSource::readFile(path, MaxFileSize), path);
}

JsonReportReader::Result JsonReportReader::fromJson(const QByteArray &json, const QString &sourceName)
{
    return fromSource(JsonSource::parse(json, sourceName), sourceName);
}

JsonReportReader::Result JsonReportReader::fromSource(const JsonSource::Result &source, const QString &sourceName)
{
    if (!source.root)
        return {std::nullopt, source.error};
    try {
        return {ReportParser().parse(*source.root), {}};
    } catch (const ReportError &error) {
        return {std::nullopt, JsonSource::error(sourceName, error.place, error.message)};
    }
}
