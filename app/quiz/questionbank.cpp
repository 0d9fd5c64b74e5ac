#include "questionbank.h"

#include "io/jsonsource.h"

#include <QJsonArray>
#include <QJsonObject>

namespace {

using BankError = JsonSource::Problem;

class BankParser final
{
public:
    QuestionBank parse(const QJsonObject &root)
    {
        const QString at = QStringLiteral("$");
        const QString format = string(root, at, QStringLiteral("format"));
        if (format != QLatin1String("checkpoint-quiz-bank"))
            throw BankError{at + QStringLiteral(".format"),
                            QStringLiteral("expected \"checkpoint-quiz-bank\", found \"%1\"").arg(format)};
        const QJsonValue version = member(root, at, QStringLiteral("version"));
        if (!version.isDouble() || version.toDouble() != QuestionBank::FormatVersion)
            throw BankError{
                at + QStringLiteral(".version"),
                QStringLiteral("expected version %1 (the only one this app reads)").arg(QuestionBank::FormatVersion)};

        QuestionBank bank;
        bank.id = string(root, at, QStringLiteral("id"));
        bank.title = localized(root, at, QStringLiteral("title"));
        bank.intro = localized(root, at, QStringLiteral("intro"));

        const QString questionsAt = at + QStringLiteral(".questions");
        const QJsonValue questions = member(root, at, QStringLiteral("questions"));
        if (!questions.isArray() || questions.toArray().isEmpty())
            throw BankError{questionsAt, QStringLiteral("expected a non-empty array of questions, found %1")
                                             .arg(JsonSource::typeName(questions))};
        const QJsonArray array = questions.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString questionAt = QStringLiteral("%1[%2]").arg(questionsAt).arg(i);
            Question question = parseQuestion(object(array.at(i), questionAt), questionAt);
            for (const Question &earlier : std::as_const(bank.questions)) {
                if (earlier.id == question.id)
                    throw BankError{questionAt + QStringLiteral(".id"),
                                    QStringLiteral("duplicate question id \"%1\"").arg(question.id)};
            }
            bank.questions.append(std::move(question));
        }
        return bank;
    }

private:
    Question parseQuestion(const QJsonObject &json, const QString &at)
    {
        Question question;
        question.id = string(json, at, QStringLiteral("id"));
        question.stem = localized(json, at, QStringLiteral("stem"));
        question.explanation = localized(json, at, QStringLiteral("explanation"));

        const QString optionsAt = at + QStringLiteral(".options");
        const QJsonValue options = member(json, at, QStringLiteral("options"));
        if (!options.isArray() || options.toArray().size() != QuestionBank::OptionsPerQuestion)
            throw BankError{optionsAt,
                            QStringLiteral("expected an array of %1 options, found %2")
                                .arg(QuestionBank::OptionsPerQuestion)
                                .arg(options.isArray() ? QStringLiteral("%1 options").arg(options.toArray().size())
                                                       : JsonSource::typeName(options))};

        const QString correctAt = at + QStringLiteral(".correct");
        const QJsonValue correct = member(json, at, QStringLiteral("correct"));
        const double correctNumber = correct.toDouble(-1);
        if (!correct.isDouble() || correctNumber != int(correctNumber) || correctNumber < 1
            || correctNumber > QuestionBank::OptionsPerQuestion)
            throw BankError{
                correctAt,
                QStringLiteral("expected the correct option's number, 1 to %1").arg(QuestionBank::OptionsPerQuestion)};
        question.correctOption = int(correctNumber) - 1;

        const QJsonArray optionArray = options.toArray();
        for (qsizetype i = 0; i < optionArray.size(); ++i) {
            const QString optionAt = QStringLiteral("%1[%2]").arg(optionsAt).arg(i);
            const QJsonObject option = object(optionArray.at(i), optionAt);
            QuestionOption parsed;
            parsed.text = localized(option, optionAt, QStringLiteral("text"));
            if (i != question.correctOption)
                parsed.feedback = localized(option, optionAt, QStringLiteral("feedback"));
            question.options.append(parsed);
        }

        const QString referenceAt = at + QStringLiteral(".reference");
        const QJsonObject reference = object(member(json, at, QStringLiteral("reference")), referenceAt);
        question.reference.citation = string(reference, referenceAt, QStringLiteral("citation"));
        question.reference.url = reference.value(QStringLiteral("url")).toString();
        return question;
    }

    static QJsonValue member(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QJsonValue value = json.value(key);
        if (value.isUndefined())
            throw BankError{at, QStringLiteral("missing \"%1\"").arg(key)};
        return value;
    }

    static QJsonObject object(const QJsonValue &value, const QString &at)
    {
        if (!value.isObject())
            throw BankError{at, QStringLiteral("expected an object, found %1").arg(JsonSource::typeName(value))};
        return value.toObject();
    }

    static QString string(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QJsonValue value = member(json, at, key);
        if (!value.isString() || value.toString().trimmed().isEmpty())
            throw BankError{at + QLatin1Char('.') + key,
                            QStringLiteral("expected a non-empty string, found %1").arg(JsonSource::typeName(value))};
        return value.toString();
    }

    static LocalizedText localized(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QString textAt = at + QLatin1Char('.') + key;
        const QJsonObject texts = object(member(json, at, key), textAt);
        QHash<QString, QString> byLanguage;
        for (const QString &language : supportedLanguages())
            byLanguage.insert(language, string(texts, textAt, language));
        return LocalizedText(std::move(byLanguage));
    }
};

} // namespace

QuestionBankLoader::Result QuestionBankLoader::fromFile(const QString &path)
{
    return fromSource(JsonSource::readFile(path, MaxFileSize), path);
}

QuestionBankLoader::Result QuestionBankLoader::fromJson(const QByteArray &json, const QString &sourceName)
{
    return fromSource(JsonSource::parse(json, sourceName), sourceName);
}

QuestionBankLoader::Result QuestionBankLoader::fromSource(const JsonSource::Result &source, const QString &sourceName)
{
    if (!source.root)
        return {std::nullopt, source.error};
    try {
        return {BankParser().parse(*source.root), {}};
    } catch (const BankError &error) {
        return {std::nullopt, JsonSource::error(sourceName, error.place, error.message)};
    }
}
