// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/session.h"

#include "core/review/learnerdatabase.h"
#include "core/review/reviewschedule.h"

#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace {

FsrsScheduler scheduler(double retention)
{
    FsrsScheduler::Options options;
    options.desiredRetention = retention;
    return FsrsScheduler(options);
}

template<typename T>
Expected<void> outcome(const Expected<T> &result)
{
    return result ? Expected<void>() : Expected<void>::failure(result.error());
}

} // namespace

Session::Session(QuestionBank bank, quint32 shuffleSeed, QObject *parent)
    : QObject(parent)
    , m_record(AttemptRecord::create(QuizAttempt(std::move(bank), shuffleSeed), QString(), QString()))
    , m_seed(shuffleSeed)
    , m_learnerName(m_settings.learnerName().left(MaxLearnerNameLength))
    , m_learnerId(m_settings.learnerId().left(MaxLearnerNameLength))
{
    setObjectName(u"session"_s);
    m_retry.setInterval(RetryInterval);
    connect(&m_retry, &QTimer::timeout, this, &Session::retryUnsaved);
}

Session::~Session()
{
    // The last chance, as the app closes; silently, since the window that would say so may be gone already.
    const QSignalBlocker silent(this);
    if (!m_unsaved.isEmpty())
        retryUnsaved();
}

std::optional<AttemptRecord> Session::enablePersistence(const QString &directory, const std::atomic_bool *stopImport)
{
    m_store = std::make_unique<AttemptStore>(directory, stopImport);
    for (const QString &problem : m_store->openProblems())
        emit stateNotSaved(problem);
    if (m_store->isHeldElsewhere()) {
        // Resuming an attempt that another window holds would have two windows answer it: start afresh, unsaved.
        reportState(Expected<void>::failure(m_store->writeProblem()));
        return std::nullopt;
    }
    AttemptStore::Loaded loaded = m_store->loadCurrent();
    if (!loaded.problem.isEmpty())
        emit stateNotSaved(loaded.problem);
    if (m_store->isWriter())
        openReviews(loaded.record);
    if (loaded.record && loaded.record->attempt.isFinished()) {
        // Finished but never moved to the history (the app died in between): move it now.
        const AttemptRecord finished = *loaded.record;
        persist([&] { return m_store->archive(finished); },
                [&](Unsaved &unsaved) { unsaved.archived.append(finished); });
        return std::nullopt;
    }
    return std::move(loaded.record);
}

bool Session::useHint(int question)
{
    if (!m_record.attempt.useHint(question))
        return false;
    persist([&] { return save(question); }, [](Unsaved &unsaved) { unsaved.current = true; });
    return true;
}

bool Session::answer(int question, int displayedOption)
{
    if (!m_record.attempt.answer(question, displayedOption))
        return false;
    // The answer and its review are one transaction: both are on the disk, or neither (and both are kept to retry).
    const QList<ReviewAnswer> reviews
        = m_record.attempt.isFeedbackVisible(question) ? reviewAnswers({question}) : QList<ReviewAnswer>();
    persist(
        [&]() -> Expected<void> {
            const Expected<void> saved = save(question);
            return saved ? recordReviews(reviews) : saved;
        },
        [&](Unsaved &unsaved) {
            unsaved.current = true;
            unsaved.reviews.append(reviews);
        });
    if (m_reviews && m_record.attempt.isFeedbackVisible(question))
        emit reviewsChanged();
    emit answered(question, m_record.attempt.isCorrect(question));
    return true;
}

void Session::finish()
{
    if (m_record.attempt.isFinished())
        return;
    m_record.attempt.finish();
    // An exam's answers count once it is handed in, when their verdicts are shown.
    QList<int> answered;
    for (int i = 0; m_record.attempt.options().exam && i < m_record.attempt.questionCount(); ++i) {
        if (m_record.attempt.isAnswered(i))
            answered.append(i);
    }
    const QList<ReviewAnswer> reviews = reviewAnswers(answered);
    persist(
        [&]() -> Expected<void> {
            const Expected<void> saved = save();
            return saved ? recordReviews(reviews) : saved;
        },
        [&](Unsaved &unsaved) {
            unsaved.current = true;
            unsaved.reviews.append(reviews);
        });
    if (m_reviews && m_record.attempt.options().exam)
        emit reviewsChanged();
    emit finished();
}

void Session::restart()
{
    restart(m_record.attempt.options());
}

void Session::restart(const AttemptOptions &options)
{
    AttemptOptions fresh = options;
    fresh.retry = false;
    fresh.wholeQuizQuestions = 0;
    QuestionBank bank = m_record.attempt.bank(); // a copy: the old attempt, which owns the bank, is replaced
    startAttempt(QuizAttempt(std::move(bank), m_seed == 0 ? 0 : QuizAttempt::randomSeed(), fresh));
}

bool Session::retryMissed()
{
    if (m_record.attempt.missedQuestions().isEmpty())
        return false;
    AttemptOptions options = m_record.attempt.options();
    options.retry = true;
    options.wholeQuizQuestions = m_record.attempt.wholeQuizQuestionCount();
    startAttempt(QuizAttempt(m_record.attempt.missedBank(), m_seed == 0 ? 0 : QuizAttempt::randomSeed(), options));
    return true;
}

void Session::setBank(QuestionBank bank, const AttemptOptions &options)
{
    startAttempt(QuizAttempt(std::move(bank), m_seed == 0 ? 0 : QuizAttempt::randomSeed(), options), true);
}

void Session::resume(AttemptRecord record)
{
    archiveIfAnswered();
    m_record = std::move(record);
    if (m_record.attempt.deadline().isValid() && m_record.attempt.deadline() <= QDateTime::currentDateTimeUtc())
        m_record.attempt.finish(); // the exam's time ran out while the app was closed
    persist([&] { return save(); }, [](Unsaved &unsaved) { unsaved.current = true; });
    emit bankChanged();
    emit attemptStarted();
}

void Session::keepInHistory(const AttemptRecord &record)
{
    if (m_store)
        persist([&] { return m_store->archive(record); }, [&](Unsaved &unsaved) { unsaved.archived.append(record); });
}

Session::Leaving Session::leaving() const
{
    const QuizAttempt &attempt = m_record.attempt;
    if (attempt.answeredCount() == 0 || m_record.exported)
        return Leaving::Free;
    const AttemptOptions &options = attempt.options();
    if (options.exam || options.isAssignment() || !m_store)
        return Leaving::ReportNotHandedIn;
    return Leaving::KeptInHistory;
}

void Session::markExported(const QString &attemptId)
{
    if (attemptId == m_record.id) {
        m_record.exported = true;
        persist([&] { return save(); }, [](Unsaved &unsaved) { unsaved.current = true; });
        return;
    }
    // The report finished after its attempt went to the history (another quiz was opened while it was written): the
    // mark belongs to that attempt, never to the one current now.
    if (!m_store)
        return;
    Expected<AttemptRecord> archived = m_store->loadRecord(attemptId);
    if (!archived || archived->exported)
        return;
    archived->exported = true;
    reportState(m_store->archive(*archived));
}

void Session::startAttempt(QuizAttempt attempt, bool newBank)
{
    archiveIfAnswered();
    m_record = AttemptRecord::create(std::move(attempt), language(), m_learnerName);
    if (m_store)
        reportState(m_store->clearCurrent()); // an attempt without answers is not worth resuming
    if (newBank)
        emit bankChanged();
    emit attemptStarted();
}

void Session::archiveIfAnswered()
{
    if (m_store && m_record.attempt.answeredCount() > 0)
        persist([&] { return m_store->archive(m_record); },
                [&](Unsaved &unsaved) { unsaved.archived.append(m_record); });
}

Expected<void> Session::save(int changedQuestion)
{
    if (!m_store || m_record.attempt.answeredCount() == 0)
        return {};
    m_record.language = language();
    m_record.learnerName = m_learnerName;
    // Finished attempts live in the history; only one still in progress is offered at the next start.
    if (m_record.attempt.isFinished())
        return m_store->archive(m_record);
    return changedQuestion >= 0 ? m_store->saveAnswer(m_record, changedQuestion) : m_store->saveCurrent(m_record);
}

Expected<void> Session::inTransaction(const std::function<Expected<void>()> &work)
{
    LearnerDatabase *database = m_store && m_store->isWriter() ? m_store->database() : nullptr;
    return database ? database->transaction(work) : work();
}

void Session::openReviews(const std::optional<AttemptRecord> &current)
{
    LearnerDatabase &database = *m_store->database();
    m_reviews = std::make_unique<ReviewSchedule>(database, scheduler(m_settings.desiredRetention()));
    constexpr auto Imported = "imported-json-attempts"_L1;
    // Not while an earlier version's files are still to be moved: the answers are replayed once, when all are in.
    if (database.meta(Imported).isEmpty() && !m_store->isLegacyImportPending()) {
        // Once: the answers of the attempts kept before the schedule existed start it. One record at a time: only
        // the answers are kept, not every record with its bank.
        QList<ReviewAnswer> answers;
        const auto collect = [&answers](const AttemptRecord &record) {
            const QuizAttempt &attempt = record.attempt;
            for (int i = 0; i < attempt.questionCount(); ++i) {
                if (!attempt.isFeedbackVisible(i) || !attempt.answeredAt(i).isValid())
                    continue;
                ReviewAnswer answer = ReviewAnswer::of(attempt.bank(), i, attempt.isCorrect(i), attempt.answeredAt(i));
                answer.attemptId = record.id;
                answer.hintsUsed = attempt.hintsUsed(i);
                answers.append(std::move(answer));
            }
        };
        const QStringList problems = m_store->forEachInHistory(collect);
        for (const QString &problem : problems)
            emit stateNotSaved(problem); // a record set aside here is not met again when History opens
        if (current)
            collect(*current);
        reportState(outcome(m_reviews->importOnce(std::move(answers), Imported)));
    }
    emit reviewsChanged();
}

void Session::setDesiredRetention(double retention)
{
    const FsrsScheduler kept = scheduler(retention);
    if (!m_settings.setDesiredRetention(kept.options().desiredRetention))
        settingsWriteFailed();
    if (m_reviews)
        m_reviews->setScheduler(kept);
    emit reviewsChanged();
}

double Session::desiredRetention() const
{
    return m_reviews ? m_reviews->scheduler().options().desiredRetention
                     : scheduler(m_settings.desiredRetention()).options().desiredRetention;
}

QList<ReviewAnswer> Session::reviewAnswers(const QList<int> &questions) const
{
    QList<ReviewAnswer> answers;
    if (!m_reviews)
        return answers;
    const QDateTime at = now(); // kept with the answer, so a retry later records it at the time it was given
    for (const int question : questions) {
        ReviewAnswer answer = ReviewAnswer::of(bank(), question, m_record.attempt.isCorrect(question), at);
        answer.attemptId = m_record.id;
        answer.hintsUsed = m_record.attempt.hintsUsed(question);
        answers.append(std::move(answer));
    }
    return answers;
}

Expected<void> Session::recordReviews(const QList<ReviewAnswer> &answers)
{
    for (const ReviewAnswer &answer : answers) {
        if (const Expected<void> recorded = outcome(m_reviews->record(answer)); !recorded)
            return recorded;
    }
    return {};
}

void Session::persist(const std::function<Expected<void>()> &work, const std::function<void(Unsaved &)> &keep)
{
    if (!m_store || m_store->isHeldElsewhere()) {
        reportState(work()); // another window writes the folder for this whole run: nothing to retry
        return;
    }
    const bool behind = !m_unsaved.isEmpty();
    const Expected<void> result = inTransaction([&]() -> Expected<void> {
        const Expected<void> caughtUp = writeUnsaved();
        return caughtUp ? work() : caughtUp;
    });
    if (!result) {
        keep(m_unsaved);
        m_retry.start();
        reportState(result);
        return;
    }
    if (!behind)
        return;
    m_unsaved = {};
    m_retry.stop();
    if (m_stateFailureReported) {
        m_stateFailureReported = false; // a later failure is said again
        emit stateSaved(m_reportedFailure, tr("Your progress is saved again: every answer is on the disk."));
    }
}

Expected<void> Session::writeUnsaved()
{
    for (const AttemptRecord &record : std::as_const(m_unsaved.archived)) {
        if (const Expected<void> archived = m_store->archive(record); !archived)
            return archived;
    }
    if (m_unsaved.current) {
        if (const Expected<void> saved = save(); !saved)
            return saved;
    }
    return recordReviews(m_unsaved.reviews);
}

void Session::retryUnsaved()
{
    persist([] { return Expected<void>(); }, [](Unsaved &) {});
}

void Session::reportState(const Expected<void> &result)
{
    if (result || m_stateFailureReported)
        return;
    m_stateFailureReported = true;
    m_reportedFailure = tr("Your progress cannot be saved: %1").arg(result.error());
    emit stateNotSaved(m_reportedFailure);
}

bool Session::setLanguage(const QString &language, bool remember)
{
    if (!m_translator.setLanguage(language))
        return false;
    if (remember && !m_settings.setLanguage(language))
        settingsWriteFailed();
    emit languageChanged(language);
    return true;
}

void Session::setLearnerName(const QString &name)
{
    const QString cleaned = name.trimmed().left(MaxLearnerNameLength);
    if (cleaned == m_learnerName)
        return;
    m_learnerName = cleaned;
    if (!m_settings.setLearnerName(cleaned))
        settingsWriteFailed();
    emit learnerNameChanged(cleaned);
}

void Session::setLearnerId(const QString &id)
{
    const QString cleaned = id.trimmed().left(MaxLearnerNameLength);
    if (cleaned == m_learnerId)
        return;
    m_learnerId = cleaned;
    if (!m_settings.setLearnerId(cleaned))
        settingsWriteFailed();
}

void Session::settingsWriteFailed()
{
    if (m_settingsFailureReported)
        return;
    m_settingsFailureReported = true;
    emit settingsNotSaved(tr("Settings cannot be saved to %1, so your language and name will be forgotten when the "
                             "app closes. Everything else works.")
                              .arg(m_settings.location()));
}
