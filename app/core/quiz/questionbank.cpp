#include "core/quiz/questionbank.h"

#include "core/io/jsonsource.h"

#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString text(const JsonCursor &at)
{
    return at.string(false, QuestionBankLoader::QuestionBankLoader::MaxTextLength);
}

LocalizedText localized(const JsonCursor &at)
{
    at.object(); // "expected an object" before "missing" for the languages
    QHash<QString, QString> byLanguage;
    for (const QString &language : Language::codes())
        byLanguage.insert(language, text(at[language]));
    return LocalizedText(std::move(byLanguage));
}

Question parseQuestion(const JsonCursor &at)
{
    Question question;
    question.id = text(at[u"id"_s]);
    question.stem = localized(at[u"stem"_s]);
    question.explanation = localized(at[u"explanation"_s]);

    const JsonCursor options = at[u"options"_s];
    if (!options.value().isArray() || options.value().toArray().size() != QuestionBank::OptionsPerQuestion)
        options.fail(u"expected an array of %1 options, found %2"_s.arg(QuestionBank::OptionsPerQuestion)
                         .arg(options.value().isArray() ? u"%1 options"_s.arg(options.value().toArray().size())
                                                        : JsonCursor::typeName(options.value())));

    const JsonCursor correct = at[u"correct"_s];
    const double correctNumber = correct.value().toDouble(-1);
    // Range first: converting a double such as 1e300 to int is undefined.
    if (!correct.value().isDouble() || correctNumber < 1 || correctNumber > QuestionBank::OptionsPerQuestion
        || correctNumber != std::floor(correctNumber))
        correct.fail(u"expected the correct option's number, 1 to %1"_s.arg(QuestionBank::OptionsPerQuestion));
    question.correctOption = int(correctNumber) - 1;

    for (const JsonCursor &option : options.elements()) {
        QuestionOption parsed;
        parsed.text = localized(option[u"text"_s]);
        if (question.options.size() != question.correctOption)
            parsed.feedback = localized(option[u"feedback"_s]);
        question.options.append(parsed);
    }

    const JsonCursor reference = at[u"reference"_s];
    question.reference.citation = text(reference[u"citation"_s]);
    if (const std::optional<JsonCursor> url = reference.find(u"url"_s))
        question.reference.url = url->string(false, QuestionBankLoader::MaxTextLength);
    if (const std::optional<JsonCursor> scene = at.find(u"scene"_s)) {
        question.scene = SimulatorScene::fromJson(*scene);
        question.scene->caption = localized((*scene)[u"caption"_s]);
    }
    return question;
}

QuestionBank parseBank(const JsonCursor &root)
{
    const JsonCursor format = root[u"format"_s];
    if (format.string() != "checkpoint-quiz-bank"_L1)
        format.fail(u"expected \"checkpoint-quiz-bank\", found \"%1\""_s.arg(format.string()));
    const JsonCursor version = root[u"version"_s];
    if (!version.value().isDouble() || version.value().toDouble() != QuestionBank::FormatVersion)
        version.fail(u"expected version %1 (the only one this app reads)"_s.arg(QuestionBank::FormatVersion));

    QuestionBank bank;
    bank.id = text(root[u"id"_s]);
    bank.title = localized(root[u"title"_s]);
    bank.intro = localized(root[u"intro"_s]);

    const JsonCursor questions = root[u"questions"_s];
    if (!questions.value().isArray() || questions.value().toArray().isEmpty())
        questions.fail(
            u"expected a non-empty array of questions, found %1"_s.arg(JsonCursor::typeName(questions.value())));
    if (questions.value().toArray().size() > QuestionBankLoader::MaxQuestions)
        questions.fail(u"%1 questions; the limit is %2"_s.arg(questions.value().toArray().size())
                           .arg(QuestionBankLoader::MaxQuestions));
    QSet<QString> ids;
    for (const JsonCursor &at : questions.elements()) {
        Question question = parseQuestion(at);
        if (ids.contains(question.id))
            at[u"id"_s].fail(u"duplicate question id \"%1\""_s.arg(question.id));
        ids.insert(question.id);
        bank.questions.append(std::move(question));
    }
    return bank;
}

} // namespace

Expected<QuestionBank> QuestionBankLoader::fromFile(const QString &path)
{
    Expected<QuestionBank> loaded
        = JsonSource::parseWith<QuestionBank>(JsonSource::readFile(path, MaxFileSize), path, parseBank);
    if (loaded)
        loaded->sourcePath = path;
    return loaded;
}

Expected<QuestionBank> QuestionBankLoader::fromJson(const QByteArray &json, const QString &sourceName)
{
    return JsonSource::parseWith<QuestionBank>(JsonSource::parse(json, sourceName), sourceName, parseBank);
}

Expected<QuestionBank> QuestionBankLoader::fromObject(const QJsonObject &json, const QString &sourceName)
{
    return JsonSource::parseWith<QuestionBank>(Expected<QJsonObject>(json), sourceName, parseBank);
}
