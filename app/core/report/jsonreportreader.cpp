#include "core/report/jsonreportreader.h"

#include "core/i18n/language.h"
#include "core/report/jsonreportwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

using ReportError = JsonSource::Problem;

class ReportParser final
{
public:
    ScoreReport parse(const QJsonObject &root)
    {
        const QString at = u"$"_s;
        const QString format = string(root, at, u"format"_s);
        if (format != JsonReportWriter::formatName())
            throw ReportError{at + u".format"_s,
                              u"expected \"%1\", found \"%2\""_s.arg(JsonReportWriter::formatName(), format)};
        if (integer(root, at, u"version"_s, 1) != JsonReportWriter::FormatVersion)
            throw ReportError{at + u".version"_s, u"expected version %1 (the only one "
                                                  "this app reads)"_s.arg(JsonReportWriter::FormatVersion)};
        ScoreReport report;
        report.appVersion = string(root, at, u"appVersion"_s);
        report.language = string(root, at, u"language"_s);
        if (!Language::isSupported(report.language))
            throw ReportError{at + u".language"_s,
                              u"expected one of %1, found \"%2\""_s.arg(Language::codeList(), report.language)};
        report.learnerName = string(root, at, u"learner"_s, true);
        const QString quizAt = at + u".quiz"_s;
        const QJsonObject quiz = object(member(root, at, u"quiz"_s), quizAt);
        report.quizId = string(quiz, quizAt, u"id"_s);
        report.quizTitle = string(quiz, quizAt, u"title"_s);
        report.startedAt = dateTime(root, at, u"startedAt"_s, false);
        report.finishedAt = dateTime(root, at, u"finishedAt"_s, true);
        report.exportedAt = dateTime(root, at, u"exportedAt"_s, false);

        const QString questionsAt = at + u".questions"_s;
        const QJsonValue questions = member(root, at, u"questions"_s);
        if (!questions.isArray())
            throw ReportError{questionsAt, u"expected an array, found %1"_s.arg(JsonSource::typeName(questions))};
        const QJsonArray array = questions.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString questionAt = u"%1[%2]"_s.arg(questionsAt).arg(i);
            report.questions.append(question(object(array.at(i), questionAt), questionAt));
        }

        const QJsonValue simulator = member(root, at, u"simulator"_s);
        if (!simulator.isNull())
            report.simulator = parseSimulator(object(simulator, at + u".simulator"_s), at + u".simulator"_s);
        checkDerived(root, at, report);
        return report;
    }

private:
    static QJsonValue member(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QJsonValue value = json.value(key);
        if (value.isUndefined())
            throw ReportError{at, u"missing \"%1\""_s.arg(key)};
        return value;
    }

    static QJsonObject object(const QJsonValue &value, const QString &at)
    {
        if (!value.isObject())
            throw ReportError{at, u"expected an object, found %1"_s.arg(JsonSource::typeName(value))};
        return value.toObject();
    }

    static QString string(const QJsonObject &json, const QString &at, const QString &key, bool mayBeEmpty = false)
    {
        const QJsonValue value = member(json, at, key);
        if (!value.isString() || (!mayBeEmpty && value.toString().isEmpty()))
            throw ReportError{at + u'.' + key,
                              u"expected a %1string, found %2"_s.arg(mayBeEmpty ? QString() : u"non-empty "_s,
                                                                     JsonSource::typeName(value))};
        return value.toString();
    }

    // A string, or empty for null.
    static QString optionalString(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QJsonValue value = member(json, at, key);
        if (value.isNull())
            return QString();
        if (!value.isString())
            throw ReportError{at + u'.' + key,
                              u"expected a string or null, found %1"_s.arg(JsonSource::typeName(value))};
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
            throw ReportError{at + u'.' + key,
                              u"expected a whole number of at least %1, found %2"_s.arg(minimum).arg(
                                  value.isDouble() ? QString::number(value.toDouble()) : JsonSource::typeName(value))};
        return value.toInt();
    }

    static QDateTime dateTime(const QJsonObject &json, const QString &at, const QString &key, bool nullable)
    {
        const QJsonValue value = member(json, at, key);
        if (nullable && value.isNull())
            return QDateTime();
        const QDateTime parsed = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
        if (!value.isString() || !parsed.isValid())
            throw ReportError{at + u'.' + key,
                              u"expected an ISO 8601 date and time such as "
                              "\"2025-01-31T09:30:00.000Z\"%1, found %2"_s.arg(
                                  nullable ? u" or null"_s : QString(),
                                  value.isString() ? u"\"%1\""_s.arg(value.toString()) : JsonSource::typeName(value))};
        return parsed;
    }

    static ReportQuestion question(const QJsonObject &json, const QString &at)
    {
        ReportQuestion entry;
        entry.number = integer(json, at, u"number"_s, 1);
        entry.id = string(json, at, u"id"_s);
        entry.stem = string(json, at, u"stem"_s);
        const QJsonValue chosen = member(json, at, u"chosenOption"_s);
        if (chosen.isNull()) {
            entry.chosenOption = ReportQuestion::NotAnswered;
            if (!member(json, at, u"chosenText"_s).isNull())
                throw ReportError{at + u".chosenText"_s, u"expected null for an unanswered question"_s};
        } else {
            entry.chosenOption = integer(json, at, u"chosenOption"_s, 1) - 1;
            entry.chosenText = string(json, at, u"chosenText"_s);
        }
        entry.chosenFeedback = optionalString(json, at, u"chosenFeedback"_s);
        entry.correctOption = integer(json, at, u"correctOption"_s, 1) - 1;
        entry.correctText = string(json, at, u"correctText"_s);
        entry.explanation = string(json, at, u"explanation"_s, true);
        const QJsonValue isCorrect = member(json, at, u"isCorrect"_s);
        if (!isCorrect.isBool() || isCorrect.toBool() != entry.isCorrect())
            throw ReportError{at + u".isCorrect"_s, u"expected %1 (chosenOption %2 correctOption)"_s.arg(
                                                        entry.isCorrect() ? u"true"_s : u"false"_s,
                                                        entry.isCorrect() ? u"equals"_s : u"differs from"_s)};
        const QString referenceAt = at + u".reference"_s;
        const QJsonObject reference = object(member(json, at, u"reference"_s), referenceAt);
        entry.referenceCitation = string(reference, referenceAt, u"citation"_s, true);
        entry.referenceUrl = optionalString(reference, referenceAt, u"url"_s);
        return entry;
    }

    static SimulatorSnapshot parseSimulator(const QJsonObject &json, const QString &at)
    {
        SimulatorSnapshot snapshot;
        const QString figuresAt = at + u".figures"_s;
        const QJsonValue figures = member(json, at, u"figures"_s);
        if (!figures.isArray())
            throw ReportError{figuresAt, u"expected an array, found %1"_s.arg(JsonSource::typeName(figures))};
        const QJsonArray array = figures.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString figureAt = u"%1[%2]"_s.arg(figuresAt).arg(i);
            const QJsonObject figure = object(array.at(i), figureAt);
            snapshot.figures.append(
                {string(figure, figureAt, u"label"_s, true), string(figure, figureAt, u"value"_s, true)});
        }
        const QString png = optionalString(json, at, u"chartPng"_s);
        if (!png.isEmpty()) {
            auto decoded = QByteArray::fromBase64Encoding(png.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded)
                throw ReportError{at + u".chartPng"_s, u"expected base64 PNG data"_s};
            snapshot.chartPng = *decoded;
        }
        return snapshot;
    }

    static void checkDerived(const QJsonObject &root, const QString &at, const ScoreReport &report)
    {
        const QString scoreAt = at + u".score"_s;
        const QJsonObject score = object(member(root, at, u"score"_s), scoreAt);
        const auto expect = [&](const QString &key, int counted) {
            const int found = integer(score, scoreAt, key, 0);
            if (found != counted)
                throw ReportError{scoreAt + u'.' + key,
                                  u"expected %1 (counted from $.questions), found %2"_s.arg(counted).arg(found)};
        };
        expect(u"correct"_s, report.correctCount());
        expect(u"answered"_s, report.answeredCount());
        expect(u"total"_s, report.questionCount());
        const QJsonValue complete = member(root, at, u"complete"_s);
        if (!complete.isBool() || complete.toBool() != report.isComplete())
            throw ReportError{at + u".complete"_s, u"expected %1 (counted from $.questions)"_s.arg(
                                                       report.isComplete() ? u"true"_s : u"false"_s)};
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
