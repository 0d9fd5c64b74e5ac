// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/reviewcommand.h"

#include "core/review/learnerdatabase.h"
#include "core/review/reviewschedule.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

// A date alone means the end of that day (UTC): what is due on it is listed. A time without a zone is UTC.
QDateTime parseMoment(const QString &text)
{
    // QDate::fromString(…, Qt::ISODate) also takes the date at the start of a date and time: only a date alone is one.
    // QTimeZone::utc() rather than Qt::UTC, which Qt 6.8 deprecates; toUTC() because on Qt 6.4 that zone is a named
    // zone (timeSpec() Qt::TimeZone), not the UTC spec the rest of the program holds.
    if (const QDate date = QDate::fromString(text, Qt::ISODate); date.isValid() && text.size() == 10)
        return QDateTime(date, QTime(23, 59, 59, 999), QTimeZone::utc()).toUTC();
    QDateTime moment = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (moment.isValid() && moment.timeSpec() == Qt::LocalTime)
        moment.setTimeZone(QTimeZone::utc());
    return moment.toUTC();
}

QString stateName(ReviewCard::State state)
{
    switch (state) {
    case ReviewCard::State::Learning:
        return u"learning"_s;
    case ReviewCard::State::Review:
        break;
    case ReviewCard::State::Relearning:
        return u"relearning"_s;
    }
    return u"review"_s;
}

} // namespace

QString ReviewCommand::name() const
{
    return u"review"_s;
}

QString ReviewCommand::description() const
{
    return tr("List the questions and practice kinds due for spaced review, as JSON.");
}

QList<QCommandLineOption> ReviewCommand::options() const
{
    return {languageOption(),
            {u"list"_s, tr("Print the items due at --now (the default and, for now, the only action).")},
            {u"now"_s,
             tr("The moment to list for, ISO 8601 (2026-12-03 means the end of that day, UTC); by default "
                "the current time."),
             u"ISO-DATE"_s},
            dataDirOption()};
}

QString ReviewCommand::helpDetails() const
{
    return tr("Each item is an object with id, concept, state, due (UTC), stability (days), difficulty (1 to 10) "
              "and retrievability (the predicted chance of recall at --now), soonest due first. The schedule is "
              "FSRS-6 with its default parameters (py-fsrs 6.3.1).");
}

int ReviewCommand::run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const
{
    QDateTime now = QDateTime::currentDateTimeUtc();
    if (parser.isSet(u"now"_s)) {
        now = parseMoment(parser.value(u"now"_s));
        if (!now.isValid())
            return fail(err, UsageError,
                        tr("--now %1 is not an ISO 8601 date or time (2026-12-03 or 2026-12-03T09:30:00Z).")
                            .arg(quoted(parser.value(u"now"_s))));
    }
    const Expected<QString> data = dataDirectory(parser);
    if (!data)
        return fail(err, IoError, data.error());
    const QString &folder = *data;
    QJsonArray due;
    if (QFileInfo::exists(QDir(folder).filePath(QLatin1StringView(LearnerDatabase::FileName)))) {
        const LearnerDatabase::Opened opened = LearnerDatabase::open(folder, LearnerDatabase::Access::ReadOnly);
        if (!opened.database)
            return fail(err, IoError, opened.problem);
        const ReviewSchedule schedule(*opened.database);
        const Expected<QList<ReviewItem>> items = schedule.due(now);
        if (!items)
            return fail(err, IoError, items.error());
        for (const ReviewItem &item : *items) {
            due.append(QJsonObject{{u"id"_s, item.id},
                                   {u"concept"_s, item.conceptId},
                                   {u"state"_s, stateName(item.card.state)},
                                   {u"due"_s, item.card.due.toString(Qt::ISODateWithMs)},
                                   {u"stability"_s, item.card.stability},
                                   {u"difficulty"_s, item.card.difficulty},
                                   {u"retrievability"_s, schedule.scheduler().retrievability(item.card, now)}});
        }
    }
    out << QJsonDocument(due).toJson(QJsonDocument::Indented);
    return Success;
}
