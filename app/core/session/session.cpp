#include "core/session/session.h"

using namespace Qt::StringLiterals;

Session::Session(QuestionBank bank, quint32 shuffleSeed, QObject *parent)
    : QObject(parent)
    , m_attempt(std::move(bank), shuffleSeed)
    , m_seed(shuffleSeed)
    , m_learnerName(m_settings.learnerName().left(MaxLearnerNameLength))
{
    setObjectName(u"session"_s);
}

Session::~Session() = default;

bool Session::answer(int question, int displayedOption)
{
    if (!m_attempt.answer(question, displayedOption))
        return false;
    emit answered(question, m_attempt.isCorrect(question));
    return true;
}

void Session::restart()
{
    QuestionBank bank = m_attempt.bank(); // a copy: the old attempt, which owns the bank, is replaced
    m_attempt = QuizAttempt(std::move(bank), m_seed == 0 ? 0 : QuizAttempt::randomSeed());
    emit attemptStarted();
}

void Session::setBank(QuestionBank bank)
{
    m_attempt = QuizAttempt(std::move(bank), m_seed == 0 ? 0 : QuizAttempt::randomSeed());
    emit bankChanged();
    emit attemptStarted();
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

void Session::settingsWriteFailed()
{
    if (m_settingsFailureReported)
        return;
    m_settingsFailureReported = true;
    emit settingsNotSaved(tr("Settings cannot be saved to %1, so your language and name will be forgotten when the "
                             "app closes. Everything else works.")
                              .arg(m_settings.location()));
}
