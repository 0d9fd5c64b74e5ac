// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/questionbank.h"

#include "core/io/jsonsource.h"
#include "core/quiz/practicetext.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype MaxConceptLength = 64;

bool isConceptId(const QString &id)
{
    return std::all_of(id.cbegin(), id.cend(),
                       [](QChar c) { return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-'; });
}

QString text(const JsonCursor &at)
{
    return at.string(false, QuestionBankLoader::MaxTextLength);
}

// Every text has each of the bank's languages; the first is what the others fall back to.
LocalizedText localized(const JsonCursor &at, const QStringList &languages)
{
    at.object(); // "expected an object" before "missing" for the languages
    QHash<QString, QString> byLanguage;
    for (const QString &language : languages)
        byLanguage.insert(language, text(at[language]));
    return LocalizedText(std::move(byLanguage), languages.value(0));
}

// A text a bank may leave out (the intro, an explanation, an option's feedback): `{}` is none, which is what the
// writer writes for a bank imported from GIFT, Aiken or Moodle XML without it (reliability-3 F2). Any language given
// makes every language required, as for other texts.
LocalizedText optionalLocalized(const JsonCursor &at, const QStringList &languages)
{
    return at.object().isEmpty() ? LocalizedText() : localized(at, languages);
}

// The "languages" array when the bank has one (the author's order), else the app's languages its title has.
QStringList bankLanguages(const JsonCursor &root)
{
    QStringList languages;
    if (const std::optional<JsonCursor> declared = root.find(u"languages"_s)) {
        for (const JsonCursor &code : declared->elements()) {
            const QString language = code.string();
            if (!Language::isSupported(language))
                code.fail(
                    QCoreApplication::translate("QuestionBankLoader", "unknown language \"%1\"; expected one of %2")
                        .arg(language, Language::codeList()));
            if (languages.contains(language))
                code.fail(
                    QCoreApplication::translate("QuestionBankLoader", "language \"%1\" is listed twice").arg(language));
            languages.append(language);
        }
        if (languages.isEmpty())
            declared->fail(QCoreApplication::translate("QuestionBankLoader", "expected at least one language of %1")
                               .arg(Language::codeList()));
        return languages;
    }
    const JsonCursor title = root[u"title"_s];
    for (const QString &language : Language::codes()) {
        if (title.object().contains(language))
            languages.append(language);
    }
    if (languages.isEmpty())
        title.fail(QCoreApplication::translate("QuestionBankLoader", "expected text in at least one language of %1")
                       .arg(Language::codeList()));
    return languages;
}

void readOptions(const JsonCursor &at, Question &question, const QStringList &languages)
{
    const JsonCursor options = at[u"options"_s];
    const qsizetype optionCount = options.value().toArray().size();
    if (!options.value().isArray() || optionCount < QuestionBank::MinOptions
        || optionCount > QuestionBank::MaxOptions) {
        // Whole sentences, so that each language can say "found one option" in its own way.
        QString message;
        if (!options.value().isArray()) {
            message
                = QCoreApplication::translate("QuestionBankLoader", "expected an array of %L1 to %L2 options, found %3")
                      .arg(QuestionBank::MinOptions)
                      .arg(QuestionBank::MaxOptions)
                      .arg(JsonCursor::typeName(options.value()));
        } else if (optionCount == 1) {
            message = QCoreApplication::translate("QuestionBankLoader",
                                                  "expected an array of %L1 to %L2 options, found one option")
                          .arg(QuestionBank::MinOptions)
                          .arg(QuestionBank::MaxOptions);
        } else {
            message = QCoreApplication::translate("QuestionBankLoader",
                                                  "expected an array of %L1 to %L2 options, found %L3 options")
                          .arg(QuestionBank::MinOptions)
                          .arg(QuestionBank::MaxOptions)
                          .arg(optionCount);
        }
        options.fail(message);
    }

    const JsonCursor correct = at[u"correct"_s];
    const double correctNumber = correct.value().toDouble(-1);
    // Range first: converting a double such as 1e300 to int is undefined.
    if (!correct.value().isDouble() || correctNumber < 1 || correctNumber > double(optionCount)
        || correctNumber != std::floor(correctNumber))
        correct.fail(
            QCoreApplication::translate("QuestionBankLoader", "expected the correct option's number, %L1 to %L2")
                .arg(1)
                .arg(optionCount));
    question.correctOption = int(correctNumber) - 1;

    for (const JsonCursor &option : options.elements()) {
        QuestionOption parsed;
        parsed.text = localized(option[u"text"_s], languages);
        if (question.options.size() != question.correctOption)
            parsed.feedback = optionalLocalized(option[u"feedback"_s], languages);
        question.options.append(parsed);
    }
}

// A guided task: the simulator's state is the answer. Its two options are the outcomes, written by the app in every
// language, so reports, scores and statistics treat it like any other question.
void readTask(const JsonCursor &at, Question &question)
{
    question.task = TaskGoal::fromJson(at[u"goal"_s]);
    question.options = {{PracticeText::fill(u"task.met"_s), {}},
                        {PracticeText::fill(u"task.gave-up"_s), PracticeText::fill(u"task.gave-up.feedback"_s)}};
    question.correctOption = 0;
}

// A question answered by a number first: every option names its value; the two outcome options are the app's.
void readPrediction(const JsonCursor &at, Question &question)
{
    const JsonCursor tolerance = at[u"prediction"_s][u"tolerance"_s];
    const double within = tolerance.value().toDouble(-1);
    if (!tolerance.value().isDouble() || !(within >= 0) || !std::isfinite(within))
        tolerance.fail(QCoreApplication::translate("QuestionBankLoader",
                                                   "expected the tolerance of a prediction: a number, %L1 or more")
                           .arg(0));
    QuestionPrediction prediction;
    prediction.tolerance = within;
    for (const JsonCursor &option : at[u"options"_s].elements()) {
        const JsonCursor value = option[u"value"_s];
        if (!value.value().isDouble() || !std::isfinite(value.value().toDouble()))
            value.fail(QCoreApplication::translate(
                "QuestionBankLoader",
                "expected the number this option stands for (a question with a prediction needs one on "
                "every option)"));
        prediction.values.append(value.value().toDouble());
    }
    question.options.append(QuestionBankLoader::predictionOutcomes());
    question.prediction = prediction;
}

Question parseQuestion(const JsonCursor &at, const QStringList &languages)
{
    const auto localized = [&languages](const JsonCursor &text) { return ::localized(text, languages); };
    Question question;
    question.id = text(at[u"id"_s]);
    question.stem = localized(at[u"stem"_s]);
    question.explanation = optionalLocalized(at[u"explanation"_s], languages);

    QString type = u"choice"_s;
    if (const std::optional<JsonCursor> typeAt = at.find(u"type"_s)) {
        type = typeAt->string();
        if (type != u"choice"_s && type != u"task"_s)
            typeAt->fail(
                QCoreApplication::translate("QuestionBankLoader", "expected \"choice\" (the default) or \"task\""));
    }
    if (type == u"task"_s)
        readTask(at, question);
    else
        readOptions(at, question, languages);
    if (at.find(u"prediction"_s)) {
        if (question.task)
            at[u"prediction"_s].fail(QCoreApplication::translate(
                "QuestionBankLoader", "expected no prediction on a task: the simulator's state is its answer"));
        readPrediction(at, question);
    }

    const JsonCursor reference = at[u"reference"_s];
    // Imported questions have no reference: the writer writes an empty citation for them.
    question.reference.citation = reference[u"citation"_s].string(true, QuestionBankLoader::MaxTextLength);
    if (const std::optional<JsonCursor> url = reference.find(u"url"_s))
        question.reference.url = url->string(false, QuestionBankLoader::MaxTextLength);
    if (const std::optional<JsonCursor> scene = at.find(u"scene"_s)) {
        question.scene = SimulatorScene::fromJson(*scene);
        question.scene->caption = localized((*scene)[u"caption"_s]);
    }
    if (const std::optional<JsonCursor> hints = at.find(u"hints"_s)) {
        const QList<JsonCursor> each = hints->elements();
        if (each.size() > Question::MaxHints)
            hints->fail(QCoreApplication::translate("QuestionBankLoader", "expected at most %L1 hints, found %L2")
                            .arg(Question::MaxHints)
                            .arg(each.size()));
        for (const JsonCursor &hint : each) {
            QuestionHint parsed;
            parsed.text = localized(hint[u"text"_s]);
            if (const std::optional<JsonCursor> scene = hint.find(u"scene"_s)) {
                parsed.scene = SimulatorScene::fromJson(*scene);
                parsed.scene->caption = parsed.text;
            }
            if (const std::optional<JsonCursor> recipe = hint.find(u"try"_s))
                parsed.recipe = TaskTry::fromJson(*recipe);
            question.hints.append(parsed);
        }
    }
    if (const std::optional<JsonCursor> conceptId = at.find(u"concept"_s)) {
        question.conceptId = conceptId->string(false, MaxConceptLength);
        if (!isConceptId(question.conceptId))
            conceptId->fail(QCoreApplication::translate(
                "QuestionBankLoader", "expected a concept id: lower-case letters, digits and hyphens"));
    }
    return question;
}

// With `problems`, a question's first problem is collected and the next question is read, so that a checker can
// list every broken question at once; without, the first problem ends the parse.
QuestionBank parseBank(const JsonCursor &root, QList<JsonCursor::Problem> *problems = nullptr)
{
    const JsonCursor format = root[u"format"_s];
    if (format.string() != "checkpoint-quiz-bank"_L1)
        format.fail(QCoreApplication::translate("QuestionBankLoader", "expected \"checkpoint-quiz-bank\", found \"%1\"")
                        .arg(format.string()));
    const JsonCursor version = root[u"version"_s];
    if (!version.value().isDouble() || version.value().toDouble() != QuestionBank::FormatVersion)
        version.fail(
            QCoreApplication::translate("QuestionBankLoader", "expected version %1 (the only one this app reads)")
                .arg(QuestionBank::FormatVersion));

    QuestionBank bank;
    bank.languages = bankLanguages(root);
    bank.id = text(root[u"id"_s]);
    bank.title = localized(root[u"title"_s], bank.languages);
    bank.intro = optionalLocalized(root[u"intro"_s], bank.languages);

    const JsonCursor questions = root[u"questions"_s];
    if (!questions.value().isArray() || questions.value().toArray().isEmpty())
        questions.fail(
            QCoreApplication::translate("QuestionBankLoader", "expected a non-empty array of questions, found %1")
                .arg(JsonCursor::typeName(questions.value())));
    if (questions.value().toArray().size() > QuestionBankLoader::MaxQuestions)
        questions.fail(QCoreApplication::translate("QuestionBankLoader", "%L1 questions; the limit is %L2")
                           .arg(questions.value().toArray().size())
                           .arg(QuestionBankLoader::MaxQuestions));
    QSet<QString> ids;
    for (const JsonCursor &at : questions.elements()) {
        try {
            Question question = parseQuestion(at, bank.languages);
            if (ids.contains(question.id))
                at[u"id"_s].fail(
                    QCoreApplication::translate("QuestionBankLoader", "duplicate question id \"%1\"").arg(question.id));
            ids.insert(question.id);
            bank.questions.append(std::move(question));
        } catch (const JsonCursor::Problem &problem) {
            if (!problems)
                throw;
            problems->append(problem);
        }
    }
    return bank;
}

} // namespace

Expected<QuestionBank> QuestionBankLoader::fromFile(const QString &path)
{
    Expected<QuestionBank> loaded = JsonSource::parseWith<QuestionBank>(
        JsonSource::readFile(path, MaxFileSize), path, [](const JsonCursor &root) { return parseBank(root); });
    if (loaded)
        loaded->sourcePath = path;
    return loaded;
}

Expected<QuestionBank> QuestionBankLoader::fromJson(const QByteArray &json, const QString &sourceName)
{
    return JsonSource::parseWith<QuestionBank>(JsonSource::parse(json, sourceName), sourceName,
                                               [](const JsonCursor &root) { return parseBank(root); });
}

QList<JsonCursor::Problem> QuestionBankLoader::problems(const QByteArray &json)
{
    QList<JsonCursor::Problem> found;
    const std::variant<QJsonObject, JsonCursor::Problem> decoded = JsonSource::decode(json);
    if (const auto *problem = std::get_if<JsonCursor::Problem>(&decoded))
        return {*problem};
    try {
        parseBank(JsonCursor(std::get<QJsonObject>(decoded), u"$"_s), &found);
    } catch (const JsonCursor::Problem &problem) {
        found.append(problem); // a problem outside the questions: the rest cannot be read
    }
    return found;
}

QList<QuestionOption> QuestionBankLoader::predictionOutcomes()
{
    return {{PracticeText::fill(u"prediction.other"_s), PracticeText::fill(u"prediction.other.feedback"_s)},
            {PracticeText::fill(u"prediction.peeked"_s), PracticeText::fill(u"prediction.peeked.feedback"_s)}};
}

Expected<QuestionBank> QuestionBankLoader::fromObject(const QJsonObject &json, const QString &sourceName)
{
    return JsonSource::parseWith<QuestionBank>(Expected<QJsonObject>(json), sourceName,
                                               [](const JsonCursor &root) { return parseBank(root); });
}
