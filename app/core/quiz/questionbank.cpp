#include "core/quiz/questionbank.h"

#include "core/io/jsonsource.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

using BankError = JsonSource::Problem;

class BankParser final
{
public:
    QuestionBank parse(const QJsonObject &root)
    {
        const QString at = u"$"_s;
        const QString format = string(root, at, u"format"_s);
        if (format != "checkpoint-quiz-bank"_L1)
            throw BankError{at + u".format"_s, u"expected \"checkpoint-quiz-bank\", found \"%1\""_s.arg(format)};
        const QJsonValue version = member(root, at, u"version"_s);
        if (!version.isDouble() || version.toDouble() != QuestionBank::FormatVersion)
            throw BankError{at + u".version"_s,
                            u"expected version %1 (the only one this app reads)"_s.arg(QuestionBank::FormatVersion)};

        QuestionBank bank;
        bank.id = string(root, at, u"id"_s);
        bank.title = localized(root, at, u"title"_s);
        bank.intro = localized(root, at, u"intro"_s);

        const QString questionsAt = at + u".questions"_s;
        const QJsonValue questions = member(root, at, u"questions"_s);
        if (!questions.isArray() || questions.toArray().isEmpty())
            throw BankError{questionsAt, u"expected a non-empty array of questions, found %1"_s.arg(
                                             JsonSource::typeName(questions))};
        const QJsonArray array = questions.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString questionAt = u"%1[%2]"_s.arg(questionsAt).arg(i);
            Question question = parseQuestion(object(array.at(i), questionAt), questionAt);
            for (const Question &earlier : std::as_const(bank.questions)) {
                if (earlier.id == question.id)
                    throw BankError{questionAt + u".id"_s, u"duplicate question id \"%1\""_s.arg(question.id)};
            }
            bank.questions.append(std::move(question));
        }
        return bank;
    }

private:
    Question parseQuestion(const QJsonObject &json, const QString &at)
    {
        Question question;
        question.id = string(json, at, u"id"_s);
        question.stem = localized(json, at, u"stem"_s);
        question.explanation = localized(json, at, u"explanation"_s);

        const QString optionsAt = at + u".options"_s;
        const QJsonValue options = member(json, at, u"options"_s);
        if (!options.isArray() || options.toArray().size() != QuestionBank::OptionsPerQuestion)
            throw BankError{optionsAt,
                            u"expected an array of %1 options, found %2"_s.arg(QuestionBank::OptionsPerQuestion)
                                .arg(options.isArray() ? u"%1 options"_s.arg(options.toArray().size())
                                                       : JsonSource::typeName(options))};

        const QString correctAt = at + u".correct"_s;
        const QJsonValue correct = member(json, at, u"correct"_s);
        const double correctNumber = correct.toDouble(-1);
        if (!correct.isDouble() || correctNumber != int(correctNumber) || correctNumber < 1
            || correctNumber > QuestionBank::OptionsPerQuestion)
            throw BankError{correctAt,
                            u"expected the correct option's number, 1 to %1"_s.arg(QuestionBank::OptionsPerQuestion)};
        question.correctOption = int(correctNumber) - 1;

        const QJsonArray optionArray = options.toArray();
        for (qsizetype i = 0; i < optionArray.size(); ++i) {
            const QString optionAt = u"%1[%2]"_s.arg(optionsAt).arg(i);
            const QJsonObject option = object(optionArray.at(i), optionAt);
            QuestionOption parsed;
            parsed.text = localized(option, optionAt, u"text"_s);
            if (i != question.correctOption)
                parsed.feedback = localized(option, optionAt, u"feedback"_s);
            question.options.append(parsed);
        }

        const QString referenceAt = at + u".reference"_s;
        const QJsonObject reference = object(member(json, at, u"reference"_s), referenceAt);
        question.reference.citation = string(reference, referenceAt, u"citation"_s);
        question.reference.url = reference.value(u"url"_s).toString();
        return question;
    }

    static QJsonValue member(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QJsonValue value = json.value(key);
        if (value.isUndefined())
            throw BankError{at, u"missing \"%1\""_s.arg(key)};
        return value;
    }

    static QJsonObject object(const QJsonValue &value, const QString &at)
    {
        if (!value.isObject())
            throw BankError{at, u"expected an object, found %1"_s.arg(JsonSource::typeName(value))};
        return value.toObject();
    }

    static QString string(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QJsonValue value = member(json, at, key);
        if (!value.isString() || value.toString().trimmed().isEmpty())
            throw BankError{at + u'.' + key,
                            u"expected a non-empty string, found %1"_s.arg(JsonSource::typeName(value))};
        return value.toString();
    }

    static LocalizedText localized(const QJsonObject &json, const QString &at, const QString &key)
    {
        const QString textAt = at + u'.' + key;
        const QJsonObject texts = object(member(json, at, key), textAt);
        QHash<QString, QString> byLanguage;
        for (const QString &language : Language::codes())
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
