#pragma once

#include "core/i18n/apptranslator.h"
#include "core/quiz/quizattempt.h"
#include "core/session/appsettings.h"

#include <QObject>

// What one learner is doing in this run of the app: the bank, the current attempt, the language and the learner's
// name. Widgets show it and follow its signals; they do not own any of it, so export, printing and (later) saving
// and resuming attempts read one object. The language travels one path: setLanguage() installs the translators,
// Qt posts LanguageChange to every widget, and each widget re-reads its texts (tr() and bank text in language()).
// What is remembered between runs goes through AppSettings; when that fails (read-only home) the session keeps the
// value for this run and says so once through settingsNotSaved().
class Session final : public QObject
{
    Q_OBJECT
public:
    // Names longer than this are cut: a name is a label on a report, and PDF layout time grows with its length.
    static constexpr qsizetype MaxLearnerNameLength = 200;

    // shuffleSeed 0 keeps the bank's option order (tests); the app passes QuizAttempt::randomSeed().
    explicit Session(QuestionBank bank, quint32 shuffleSeed, QObject *parent = nullptr);
    ~Session() override;

    const QuizAttempt &attempt() const { return m_attempt; }
    const QuestionBank &bank() const { return m_attempt.bank(); }

    // Records an answer (displayed option order); false when the question was already answered.
    bool answer(int question, int displayedOption);
    // A new attempt on the same bank, with a new option order unless the session runs unshuffled.
    void restart();
    // Replaces the bank (a quiz the learner opened) and starts a new attempt on it; bankChanged() comes first.
    void setBank(QuestionBank bank);
    // False when the bank is not written in the current language, which then shows the bank's first language.
    bool bankHasLanguage() const { return bank().languages.isEmpty() || bank().languages.contains(language()); }

    QString language() const { return m_translator.language(); }
    // Switches the app's language; `remember` stores the choice for the next start. False for an unknown code.
    bool setLanguage(const QString &language, bool remember = true);

    QString learnerName() const { return m_learnerName; }
    // Trimmed and cut to MaxLearnerNameLength; kept for this run even when it cannot be stored.
    void setLearnerName(const QString &name);

signals:
    void attemptStarted();
    void bankChanged();
    void answered(int question, bool correct);
    void languageChanged(const QString &language);
    void learnerNameChanged(const QString &name);
    // Emitted once per run, the first time a setting could not be written; says where.
    void settingsNotSaved(const QString &message);

private:
    void settingsWriteFailed();

    QuizAttempt m_attempt;
    quint32 m_seed = 0;
    AppTranslator m_translator;
    AppSettings m_settings;
    QString m_learnerName;
    bool m_settingsFailureReported = false;
};
