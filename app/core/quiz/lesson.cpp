// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/lesson.h"

#include "core/i18n/language.h"
#include "core/io/filebytes.h"
#include "core/io/jsoncursor.h"
#include "core/io/jsonsource.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype MaxTextLength = 2000;
constexpr qint64 MaxFileSize = qint64(1) << 20;

// A lesson is written in every language the app speaks: it is the app's own content, like its translations.
LocalizedText everyLanguage(const JsonCursor &at)
{
    QHash<QString, QString> byLanguage;
    for (const QString &language : Language::codes())
        byLanguage.insert(language, at[language].string(false, MaxTextLength));
    return LocalizedText(std::move(byLanguage), Language::english().code);
}

Lesson parse(const JsonCursor &root)
{
    if (root[u"format"_s].string() != u"checkpoint-quiz-lesson"_s)
        root[u"format"_s].fail(QCoreApplication::translate("Lesson", "expected \"checkpoint-quiz-lesson\""));
    if (root[u"version"_s].integer(1) != Lesson::FormatVersion)
        root[u"version"_s].fail(
            QCoreApplication::translate("Lesson", "expected version %1").arg(Lesson::FormatVersion));
    Lesson lesson;
    lesson.id = root[u"id"_s].string();
    lesson.title = everyLanguage(root[u"title"_s]);
    const QList<JsonCursor> steps = root[u"steps"_s].elements();
    if (steps.isEmpty() || steps.size() > Lesson::MaxSteps)
        root[u"steps"_s].fail(
            QCoreApplication::translate("Lesson", "expected %L1 to %L2 steps").arg(1).arg(Lesson::MaxSteps));
    for (const JsonCursor &at : steps) {
        LessonStep step;
        step.text = everyLanguage(at[u"text"_s]);
        if (const std::optional<JsonCursor> scene = at.find(u"scene"_s))
            step.scene = SimulatorScene::fromJson(*scene);
        if (const std::optional<JsonCursor> goal = at.find(u"goal"_s))
            step.goal = TaskGoal::fromJson(*goal);
        if (const std::optional<JsonCursor> recipe = at.find(u"try"_s))
            step.recipe = TaskTry::fromJson(*recipe);
        if (const std::optional<JsonCursor> play = at.find(u"play_to_end"_s)) {
            if (!play->value().isBool())
                play->fail(QCoreApplication::translate("Lesson", "expected true or false"));
            step.playToEnd = play->value().toBool();
        }
        if (!step.goal && !step.playToEnd)
            at.fail(QCoreApplication::translate(
                "Lesson", "expected a \"goal\" or \"play_to_end\": every step asks the learner to do something"));
        lesson.steps.append(std::move(step));
    }
    return lesson;
}

} // namespace

Expected<Lesson> Lesson::fromJson(const QByteArray &json, const QString &sourceName)
{
    return JsonSource::parseWith<Lesson>(JsonSource::parse(json, sourceName), sourceName, parse);
}

Expected<Lesson> Lesson::first()
{
    const QString path = u":/lessons/first-lesson.json"_s;
    const Expected<QByteArray> bytes = FileBytes::read(path, {MaxFileSize});
    if (!bytes)
        return Expected<Lesson>::failure(bytes.error());
    return fromJson(*bytes, path);
}
