// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/review/reviewschedule.h"

#include "core/practice/practiceset.h"
#include "core/quiz/practicetext.h"
#include "core/quiz/questionbankwriter.h"
#include "core/review/learnerdatabase.h"

#include <QDir>
#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

QString timestamp(const QDateTime &when)
{
    return when.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime fromTimestamp(const QString &text)
{
    return QDateTime::fromString(text, Qt::ISODateWithMs).toUTC();
}

// The columns of a card, in the order cardAt() reads them.
constexpr auto CardColumns = "state, step, stability, difficulty, due, last_review"_L1;

// The card a query selected with CardColumns from column `first` on; a state out of range (a hand-edited file) is
// taken as the nearest one.
ReviewCard cardAt(const QSqlQuery &query, int first)
{
    ReviewCard card;
    card.state = ReviewCard::State(std::clamp(query.value(first).toInt(), 1, 3));
    card.step = std::max(0, query.value(first + 1).toInt());
    card.stability = query.value(first + 2).toDouble();
    card.difficulty = query.value(first + 3).toDouble();
    card.due = fromTimestamp(query.value(first + 4).toString());
    card.lastReview = fromTimestamp(query.value(first + 5).toString());
    return card;
}

const PracticeKinds::Entry *practiceKind(QStringView name)
{
    for (const PracticeKinds::Entry &entry : PracticeKinds::all()) {
        if (name == QLatin1StringView(entry.name))
            return &entry;
    }
    return nullptr;
}

} // namespace

ReviewRating ReviewAnswer::rating(ReviewCard::State state) const
{
    if (!correct)
        return ReviewRating::Again;
    // Hard in a learning step repeats that step (FSRS), so a question always answered right after one hint would stay
    // in learning for ever, due minutes later each time (science-3 F4). In learning it moves on as Good; in review the
    // hint still shortens the next interval.
    return hintsUsed > 0 && state == ReviewCard::State::Review ? ReviewRating::Hard : ReviewRating::Good;
}

ReviewAnswer ReviewAnswer::of(const QuestionBank &bank, int index, bool correct, const QDateTime &at)
{
    const Question &question = bank.questions.at(index);
    ReviewAnswer answer;
    answer.correct = correct;
    answer.at = at.toUTC();
    answer.questionIndex = index;
    answer.conceptId = question.conceptId;
    static const QRegularExpression practiceId(u"^practice-\\d+-(.+)$"_s);
    if (const QRegularExpressionMatch match = practiceId.match(question.id);
        bank.id == u"practice"_s && match.hasMatch()) {
        answer.item = QLatin1StringView(ReviewSchedule::PracticeItemPrefix) + match.captured(1);
        return answer; // drawn afresh when it comes back: nothing to keep
    }
    answer.item
        = bank.id == QLatin1StringView(ReviewSchedule::ReviewBankId) ? question.id : bank.id + u'/' + question.id;
    if (answer.item.startsWith(QLatin1StringView(ReviewSchedule::PracticeItemPrefix)))
        return answer;
    QuestionBank single;
    single.id = bank.id;
    single.title = bank.title;
    single.intro = bank.intro;
    single.languages = bank.languages;
    single.questions = {question};
    answer.question
        = QString::fromUtf8(QJsonDocument(QuestionBankWriter::toJson(single)).toJson(QJsonDocument::Compact));
    return answer;
}

ReviewSchedule::ReviewSchedule(LearnerDatabase &database, FsrsScheduler scheduler)
    : m_database(database)
    , m_scheduler(std::move(scheduler))
{}

QString ReviewSchedule::conceptOf(const ReviewAnswer &answer)
{
    if (!answer.conceptId.isEmpty())
        return answer.conceptId;
    // Attempts kept from before banks named concepts: the built-in quizzes' questions still have theirs.
    if (!m_builtInConceptsRead) {
        m_builtInConceptsRead = true;
        const QDir builtIn(u":/quizzes"_s);
        for (const QString &name : builtIn.entryList({u"*.json"_s}, QDir::Files)) {
            if (const Expected<QuestionBank> bank = QuestionBankLoader::fromFile(builtIn.filePath(name))) {
                for (const Question &question : bank->questions)
                    m_builtInConcepts.insert(bank->id + u'/' + question.id, question.conceptId);
            }
        }
    }
    const QString known = m_builtInConcepts.value(answer.item);
    return known.isEmpty() ? answer.item.section(u'/', 0, 0) : known;
}

Expected<QList<ReviewItem>> ReviewSchedule::select(const QString &where, const QDateTime &until) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT id, concept, question, %1 FROM review_item %2 ORDER BY due, id"_s.arg(CardColumns, where));
    if (until.isValid())
        query.addBindValue(timestamp(until));
    if (const Expected<void> ran = m_database.exec(query); !ran)
        return Expected<QList<ReviewItem>>::failure(ran.error());
    QList<ReviewItem> items;
    while (query.next()) {
        ReviewItem item;
        item.id = query.value(0).toString();
        item.conceptId = query.value(1).toString();
        item.question = query.value(2).toString();
        item.card = cardAt(query, 3);
        items.append(std::move(item));
    }
    return items;
}

Expected<QList<ReviewItem>> ReviewSchedule::items() const
{
    return select(QString(), {});
}

Expected<QList<ReviewItem>> ReviewSchedule::due(const QDateTime &until) const
{
    return select(u"WHERE due <= ?"_s, until);
}

Expected<qint64> ReviewSchedule::dueCount(const QDateTime &until) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT COUNT(*) FROM review_item WHERE due <= ?"_s);
    query.addBindValue(timestamp(until));
    if (const Expected<void> ran = m_database.exec(query); !ran)
        return Expected<qint64>::failure(ran.error());
    return query.next() ? query.value(0).toLongLong() : 0;
}

qint64 ReviewSchedule::reviewCount() const
{
    QSqlQuery query(m_database.connection());
    return query.exec(u"SELECT COUNT(*) FROM review_log"_s) && query.next() ? query.value(0).toLongLong() : 0;
}

Expected<ReviewItem> ReviewSchedule::record(const ReviewAnswer &answer)
{
    ReviewItem item;
    const Expected<void> done = m_database.transaction([&] { return write(answer, item); });
    if (!done)
        return Expected<ReviewItem>::failure(done.error());
    return item;
}

Expected<int> ReviewSchedule::importOnce(QList<ReviewAnswer> answers, const QString &marker)
{
    std::stable_sort(answers.begin(), answers.end(), [](const auto &a, const auto &b) { return a.at < b.at; });
    int imported = 0;
    const Expected<void> done = m_database.transaction([&]() -> Expected<void> {
        if (!m_database.meta(marker).isEmpty())
            return {};
        for (const ReviewAnswer &answer : std::as_const(answers)) {
            ReviewItem item;
            if (const Expected<void> written = write(answer, item); !written)
                return written;
            ++imported;
        }
        return m_database.setMeta(marker, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    });
    if (!done)
        return Expected<int>::failure(done.error());
    return imported;
}

Expected<void> ReviewSchedule::write(const ReviewAnswer &answer, ReviewItem &item)
{
    QSqlQuery query(m_database.connection());
    query.prepare(u"SELECT question, %1 FROM review_item WHERE id = ?"_s.arg(CardColumns));
    query.addBindValue(answer.item);
    if (const Expected<void> ran = m_database.exec(query); !ran)
        return ran;
    ReviewCard card;
    QString question = answer.question;
    if (query.next()) {
        card = cardAt(query, 1);
        if (question.isEmpty())
            question = query.value(0).toString();
    }
    query.finish();
    const ReviewRating rating = answer.rating(card.state);
    item = {answer.item, conceptOf(answer), question, m_scheduler.review(card, rating, answer.at)};

    QSqlQuery write(m_database.connection());
    write.prepare(u"INSERT INTO review_item (id, concept, question, state, step, stability, difficulty, due, "
                  "last_review) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
                  "concept = excluded.concept, question = excluded.question, state = excluded.state, "
                  "step = excluded.step, stability = excluded.stability, difficulty = excluded.difficulty, "
                  "due = excluded.due, last_review = excluded.last_review"_s);
    for (const QVariant &value :
         {QVariant(item.id), QVariant(item.conceptId), question.isEmpty() ? QVariant() : QVariant(question),
          QVariant(int(item.card.state)), QVariant(item.card.step), QVariant(item.card.stability),
          QVariant(item.card.difficulty), QVariant(timestamp(item.card.due)),
          QVariant(timestamp(item.card.lastReview))})
        write.addBindValue(value);
    if (const Expected<void> ran = m_database.exec(write); !ran)
        return ran;

    QSqlQuery log(m_database.connection());
    log.prepare(u"INSERT INTO review_log (item, rating, reviewed_at, hints_used, correct, attempt, "
                "question_index) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    for (const QVariant &value :
         {QVariant(answer.item), QVariant(int(rating)), QVariant(timestamp(answer.at)), QVariant(answer.hintsUsed),
          QVariant(answer.correct ? 1 : 0), answer.attemptId.isEmpty() ? QVariant() : QVariant(answer.attemptId),
          answer.questionIndex < 0 ? QVariant() : QVariant(answer.questionIndex)})
        log.addBindValue(value);
    return m_database.exec(log);
}

QList<ConceptMastery> ReviewSchedule::mastery(const QList<ReviewItem> &items, const QDateTime &now) const
{
    QMap<QString, ConceptMastery> byConcept;
    for (const ReviewItem &item : items) {
        ConceptMastery &entry = byConcept[item.conceptId];
        entry.conceptId = item.conceptId;
        const double recall = m_scheduler.retrievability(item.card, now);
        ++entry.items;
        entry.meanRetrievability += recall;
        entry.lastReviewed = std::max(entry.lastReviewed, item.card.lastReview);
        entry.nextDue = entry.nextDue.isValid() ? std::min(entry.nextDue, item.card.due) : item.card.due;
        if (item.card.state == ReviewCard::State::Review && recall >= m_scheduler.options().desiredRetention)
            ++entry.mastered;
    }
    QList<ConceptMastery> result;
    for (const ConceptMastery &entry : std::as_const(byConcept)) {
        result.append(entry);
        result.back().meanRetrievability /= entry.items;
    }
    return result;
}

QuestionBank ReviewSchedule::reviewBank(const QList<ReviewItem> &due, quint32 seed)
{
    QuestionBank bank;
    bank.id = QLatin1StringView(ReviewBankId);
    bank.title = PracticeText::fill(u"review.title"_s);
    bank.intro = PracticeText::fill(u"review.intro"_s);
    for (const ReviewItem &item : due) {
        Question question;
        if (item.id.startsWith(QLatin1StringView(PracticeItemPrefix))) {
            const PracticeKinds::Entry *kind
                = practiceKind(QStringView(item.id).mid(qsizetype(qstrlen(PracticeItemPrefix))));
            if (!kind)
                continue; // a kind this version no longer has
            question = PracticeSet::question(kind->kind, seed + quint32(bank.questions.size())).question;
        } else {
            const Expected<QuestionBank> stored = QuestionBankLoader::fromJson(item.question.toUtf8(), item.id);
            if (!stored || stored->questions.isEmpty())
                continue; // not askable again (stored by a version whose bank format this one cannot read)
            question = stored->questions.front();
        }
        question.id = item.id;
        question.conceptId = item.conceptId;
        bank.questions.append(std::move(question));
    }
    return bank;
}
