// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/i18n/apptranslator.h"
#include "core/quiz/quizattempt.h"
#include "core/review/reviewschedule.h"
#include "core/session/appsettings.h"
#include "core/session/attemptstore.h"

#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>
#include <memory>

class LearnerDatabase;

// What one learner is doing in this run of the app: the bank, the current attempt, the language and the learner's
// name. Widgets show it and follow its signals; they do not own any of it, so export, printing and (later) saving
// and resuming attempts read one object. The language travels one path: setLanguage() installs the translators,
// Qt posts LanguageChange to every widget, and each widget re-reads its texts (tr() and bank text in language()).
// What is remembered between runs goes through AppSettings; when that fails (read-only home) the session keeps the
// value for this run and says so once through settingsNotSaved(). With persistence on (the app turns it on; tests may
// not), the attempt is saved after every answer and kept in the history when it ends or is replaced, so nothing a
// learner did is lost to a crash, a kill or a Restart. A save that fails (a busy database, a full disk) is said once
// through stateNotSaved() and kept: the next save, a retry every few seconds and the end of the run write it first,
// and stateSaved() says when it has landed.
class Session final : public QObject
{
    Q_OBJECT
public:
    // Names longer than this are cut: a name is a label on a report, and PDF layout time grows with its length.
    static constexpr qsizetype MaxLearnerNameLength = 200;
    // How often a save that failed is tried again while nothing else saves.
    static constexpr std::chrono::milliseconds RetryInterval{3000};

    // shuffleSeed 0 keeps the bank's option order (tests); the app passes QuizAttempt::randomSeed().
    explicit Session(QuestionBank bank, quint32 shuffleSeed, QObject *parent = nullptr);
    ~Session() override;

    const QuizAttempt &attempt() const { return m_record.attempt; }
    const QuestionBank &bank() const { return m_record.attempt.bank(); }
    const AttemptRecord &record() const { return m_record; }

    // What replacing the current attempt would cost (ux-3 F10). Nothing: none answered, or its report exported.
    // KeptInHistory: the learner's data is on the disk and the attempt stays in History. ReportNotHandedIn: an exam or
    // an assignment, whose report someone is waiting for, or an attempt that nothing would keep.
    enum class Leaving { Free, KeptInHistory, ReportNotHandedIn };
    Leaving leaving() const;
    // An assignment is open and not handed in: the window holds back what would invite leaving it, the review strip
    // and the lesson offer (ux-3 F8).
    bool isInAssignment() const { return attempt().options().isAssignment() && !attempt().isFinished(); }

    // Saves attempts under `directory` from now on. Returns the attempt a previous run left unfinished, if any (the
    // caller offers to resume it), and reports an unreadable state file through stateNotSaved().
    // `stopImport` is the store's (AttemptStore): the window moves an earlier version's files on a worker thread first.
    std::optional<AttemptRecord> enablePersistence(const QString &directory,
                                                   const std::atomic_bool *stopImport = nullptr);
    AttemptStore *store() const { return m_store.get(); }
    // The spaced-review schedule in the learner's database, opened by enablePersistence(); null without persistence
    // or when the database cannot be used (stateNotSaved() said why). Every answer whose verdict is shown (an exam's
    // at hand-in) is recorded in it; the first time, the answers of the attempts kept so far are imported.
    ReviewSchedule *reviews() const { return m_reviews.get(); }
    // The time answers are recorded at and the schedule is read at: the wall clock, or one a test sets.
    QDateTime now() const { return m_clock(); }
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }

    // Shows question `question`'s next hint (counted in the attempt, its report and its review); false when none is
    // available (answered, exam mode, or all shown).
    bool useHint(int question);
    // Records an answer (displayed option order); false when the question was already answered.
    bool answer(int question, int displayedOption);
    // Ends the attempt now (an exam handed in, or its time ran out).
    void finish();
    // A new attempt on the same bank, with a new option order unless the session runs unshuffled; the current one,
    // if it has answers, goes to the history first.
    void restart();
    // The same, with other options (exam mode, a time limit).
    void restart(const AttemptOptions &options);
    // A new attempt on the questions this one missed (wrong or unanswered); false when there are none.
    bool retryMissed();
    // Another bank (another quiz from the list, or a generated practice set); the current attempt goes to history.
    void setBank(QuestionBank bank, const AttemptOptions &options = {});
    // Continues a saved attempt (also one from the history: a finished one shows its results).
    void resume(AttemptRecord record);
    // A left-over attempt the learner chose not to continue: kept in the history, no longer offered.
    void keepInHistory(const AttemptRecord &record);
    // The report of the attempt `attemptId` was exported: restarting it no longer needs to ask. Named, because an
    // export can end after its attempt was replaced.
    void markExported(const QString &attemptId);
    // False when the bank is not written in the current language, which then shows the bank's first language.
    bool bankHasLanguage() const { return bank().languages.isEmpty() || bank().languages.contains(language()); }

    QString language() const { return m_translator.language(); }
    // Switches the app's language; `remember` stores the choice for the next start. False for an unknown code.
    bool setLanguage(const QString &language, bool remember = true);

    QString learnerName() const { return m_learnerName; }
    // Trimmed and cut to MaxLearnerNameLength; kept for this run even when it cannot be stored.
    void setLearnerName(const QString &name);
    QString learnerId() const { return m_learnerId; }
    // Trimmed and cut to MaxLearnerNameLength, stored like the name.
    void setLearnerId(const QString &id);

    // The window's layout and the text zoom are remembered here too; a failed write is reported like the others.
    const AppSettings &settings() const { return m_settings; }
    void rememberWindowLayout(const QByteArray &geometry, const QByteArray &splitter)
    {
        if (!m_settings.setWindowLayout(geometry, splitter))
            settingsWriteFailed();
    }
    // The recall probability spaced review aims for, kept within FsrsScheduler's range, remembered, and used from
    // the next answer on (items already scheduled keep their due dates).
    void setDesiredRetention(double retention);
    double desiredRetention() const;
    void rememberTextScale(double scale)
    {
        if (!m_settings.setTextScale(scale))
            settingsWriteFailed();
    }

signals:
    // A new attempt, or one resumed: views re-read the whole attempt.
    void attemptStarted();
    // The attempt was handed in (or its time ran out): its held-back verdicts are shown, its results are final.
    void finished();
    void bankChanged();
    void answered(int question, bool correct);
    void languageChanged(const QString &language);
    void learnerNameChanged(const QString &name);
    // Emitted once per run, the first time a setting could not be written; says where.
    void settingsNotSaved(const QString &message);
    // A save of the attempt or history failed (once until it is made good), or a state file was unreadable and set
    // aside.
    void stateNotSaved(const QString &message);
    // What failed to save (stateNotSaved() said `failure`) is now on the disk; `message` says so.
    void stateSaved(const QString &failure, const QString &message);
    // The review schedule changed: an answer was recorded, or the schedule was opened.
    void reviewsChanged();

private:
    void settingsWriteFailed();
    void startAttempt(QuizAttempt attempt, bool newBank = false);
    // The whole record, or only what `changedQuestion` changed in it.
    Expected<void> save(int changedQuestion = -1);
    // Runs `work` in one transaction of the learner's database when there is one.
    Expected<void> inTransaction(const std::function<Expected<void>()> &work);
    void archiveIfAnswered();
    void reportState(const Expected<void> &result);
    void openReviews(const std::optional<AttemptRecord> &current);
    QList<ReviewAnswer> reviewAnswers(const QList<int> &questions) const;
    Expected<void> recordReviews(const QList<ReviewAnswer> &answers);

    // What did not reach the disk, in memory until a later write succeeds.
    struct Unsaved
    {
        bool current = false; // the attempt in progress, then written whole: one answer's row would miss the others
        QList<AttemptRecord> archived;
        QList<ReviewAnswer> reviews;
        bool isEmpty() const { return !current && archived.isEmpty() && reviews.isEmpty(); }
    };
    // Runs `work` after writing what is unsaved, in one transaction; when that fails, `keep` adds what `work` would
    // have written to what is unsaved, and the retry timer runs.
    void persist(const std::function<Expected<void>()> &work, const std::function<void(Unsaved &)> &keep);
    Expected<void> writeUnsaved();
    void retryUnsaved();

    AttemptRecord m_record;
    std::unique_ptr<AttemptStore> m_store;
    std::unique_ptr<ReviewSchedule> m_reviews; // declared after the store whose database it uses: destroyed before it
    std::function<QDateTime()> m_clock = [] { return QDateTime::currentDateTimeUtc(); };
    bool m_stateFailureReported = false;
    QString m_reportedFailure; // what stateNotSaved() said about the save that failed
    Unsaved m_unsaved;
    QTimer m_retry;
    quint32 m_seed = 0;
    AppTranslator m_translator;
    AppSettings m_settings;
    QString m_learnerName;
    QString m_learnerId;
    bool m_settingsFailureReported = false;
};
