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
        root[u"format"_s].fail(u"expected \"checkpoint-quiz-lesson\""_s);
    if (root[u"version"_s].integer(1) != Lesson::FormatVersion)
        root[u"version"_s].fail(u"expected version %1"_s.arg(Lesson::FormatVersion));
    Lesson lesson;
    lesson.id = root[u"id"_s].string();
    lesson.title = everyLanguage(root[u"title"_s]);
    const QList<JsonCursor> steps = root[u"steps"_s].elements();
    if (steps.isEmpty() || steps.size() > Lesson::MaxSteps)
        root[u"steps"_s].fail(u"expected 1 to %1 steps"_s.arg(Lesson::MaxSteps));
    for (const JsonCursor &at : steps) {
        LessonStep step;
        step.text = everyLanguage(at[u"text"_s]);
        if (const std::optional<JsonCursor> scene = at.find(u"scene"_s))
            step.scene = SimulatorScene::fromJson(*scene);
        if (const std::optional<JsonCursor> goal = at.find(u"goal"_s))
            step.goal = TaskGoal::fromJson(*goal);
        if (const std::optional<JsonCursor> play = at.find(u"play_to_end"_s)) {
            if (!play->value().isBool())
                play->fail(u"expected true or false"_s);
            step.playToEnd = play->value().toBool();
        }
        if (!step.goal && !step.playToEnd)
            at.fail(u"expected a \"goal\" or \"play_to_end\": every step asks the learner to do something"_s);
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
