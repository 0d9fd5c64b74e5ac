// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/session.h"

#include "core/review/learnerdatabase.h"
#include "core/review/reviewschedule.h"

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
}

Session::~Session() = default;

std::optional<AttemptRecord> Session::enablePersistence(const QString &directory)
{
    m_store = std::make_unique<AttemptStore>(directory);
    if (m_store->isHeldElsewhere()) {
        // Resuming an attempt that another window holds would have two windows answer it: start afresh, unsaved.
        reportState(Expected<void>::failure(m_store->writeProblem()));
        return std::nullopt;
    }
    AttemptStore::Loaded loaded = m_store->loadCurrent();
    if (!loaded.problem.isEmpty())
        emit stateNotSaved(loaded.problem);
    if (m_store->isWriter())
        openReviews(directory, loaded.record);
    if (loaded.record && loaded.record->attempt.isFinished()) {
        // Finished but never moved to the history (the app died in between): move it now.
        reportState(m_store->archive(*loaded.record));
        reportState(m_store->clearCurrent());
        return std::nullopt;
    }
    return std::move(loaded.record);
}

bool Session::useHint(int question)
{
    if (!m_record.attempt.useHint(question))
        return false;
    save();
    return true;
}

bool Session::answer(int question, int displayedOption)
{
    if (!m_record.attempt.answer(question, displayedOption))
        return false;
    save();
    if (m_record.attempt.isFeedbackVisible(question))
        recordReviews({question});
    emit answered(question, m_record.attempt.isCorrect(question));
    return true;
}

void Session::finish()
{
    if (m_record.attempt.isFinished())
        return;
    m_record.attempt.finish();
    save();
    if (m_record.attempt.options().exam) {
        // An exam's answers count once it is handed in, when their verdicts are shown.
        QList<int> answered;
        for (int i = 0; i < m_record.attempt.questionCount(); ++i) {
            if (m_record.attempt.isAnswered(i))
                answered.append(i);
        }
        recordReviews(answered);
    }
    emit attemptStarted(); // views re-read the attempt: the held-back feedback is now shown
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
    m_savedBank.clear();
    if (m_record.attempt.deadline().isValid() && m_record.attempt.deadline() <= QDateTime::currentDateTimeUtc())
        m_record.attempt.finish(); // the exam's time ran out while the app was closed
    save();
    emit bankChanged();
    emit attemptStarted();
}

void Session::keepInHistory(const AttemptRecord &record)
{
    if (!m_store)
        return;
    reportState(m_store->archive(record));
    reportState(m_store->clearCurrent());
}

void Session::markExported()
{
    m_record.exported = true;
    save();
}

void Session::startAttempt(QuizAttempt attempt, bool newBank)
{
    archiveIfAnswered();
    m_record = AttemptRecord::create(std::move(attempt), language(), m_learnerName);
    m_savedBank.clear();
    if (m_store)
        reportState(m_store->clearCurrent()); // an attempt without answers is not worth resuming
    if (newBank)
        emit bankChanged();
    emit attemptStarted();
}

void Session::archiveIfAnswered()
{
    if (m_store && m_record.attempt.answeredCount() > 0) {
        reportState(m_store->archive(m_record));
        reportState(m_store->clearCurrent());
    }
}

void Session::save()
{
    if (!m_store || m_record.attempt.answeredCount() == 0)
        return;
    m_record.language = language();
    m_record.learnerName = m_learnerName;
    if (m_record.attempt.isFinished()) {
        // Finished attempts live in the history; the current file only holds one still in progress.
        reportState(m_store->archive(m_record));
        reportState(m_store->clearCurrent());
    } else {
        // The bank once per attempt, then only the answers: a click costs milliseconds at any bank size.
        if (m_savedBank.isEmpty() || !m_store->hasBank(m_savedBank)) {
            const Expected<QString> saved = m_store->saveBank(bank());
            if (!saved)
                return reportState(Expected<void>::failure(saved.error()));
            m_savedBank = *saved;
        }
        reportState(m_store->saveCurrent(m_record, m_savedBank));
    }
}

void Session::openReviews(const QString &directory, const std::optional<AttemptRecord> &current)
{
    LearnerDatabase::Opened opened = LearnerDatabase::open(directory);
    if (!opened.problem.isEmpty())
        emit stateNotSaved(opened.problem);
    if (!opened.database)
        return;
    m_learnerDatabase = std::move(opened.database);
    m_reviews = std::make_unique<ReviewSchedule>(*m_learnerDatabase, scheduler(m_settings.desiredRetention()));
    constexpr auto Imported = "imported-json-attempts"_L1;
    if (m_learnerDatabase->meta(Imported).isEmpty()) {
        // Once: the answers of the attempts kept as JSON so far start the schedule. The JSON files stay as they are.
        AttemptStore::History history = m_store->loadHistory();
        for (const QString &problem : std::as_const(history.problems))
            emit stateNotSaved(problem); // a record set aside here is not met again when History opens
        QList<AttemptRecord> records = std::move(history.records);
        if (current)
            records.append(*current);
        QList<ReviewAnswer> answers;
        for (const AttemptRecord &record : std::as_const(records)) {
            const QuizAttempt &attempt = record.attempt;
            for (int i = 0; i < attempt.questionCount(); ++i) {
                if (!attempt.isFeedbackVisible(i) || !attempt.answeredAt(i).isValid())
                    continue;
                ReviewAnswer answer = ReviewAnswer::of(attempt.bank(), i, attempt.isCorrect(i), attempt.answeredAt(i));
                answer.attemptId = record.id;
                answer.hintsUsed = attempt.hintsUsed(i);
                answers.append(std::move(answer));
            }
        }
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

void Session::recordReviews(const QList<int> &questions)
{
    if (!m_reviews || questions.isEmpty())
        return;
    const QDateTime at = now();
    for (const int question : questions) {
        ReviewAnswer answer = ReviewAnswer::of(bank(), question, m_record.attempt.isCorrect(question), at);
        answer.attemptId = m_record.id;
        answer.hintsUsed = m_record.attempt.hintsUsed(question);
        reportState(outcome(m_reviews->record(answer)));
    }
    emit reviewsChanged();
}

void Session::reportState(const Expected<void> &result)
{
    if (result || m_stateFailureReported)
        return;
    m_stateFailureReported = true;
    emit stateNotSaved(tr("Your progress cannot be saved: %1").arg(result.error()));
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
