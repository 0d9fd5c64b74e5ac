#pragma once

#include "core/quiz/quizattempt.h"

#include <QWidget>

#include <array>
#include <optional>

class OptionButton;
class QLabel;
class QPushButton;
class QStackedWidget;

// The quiz half of the window: one question at a time, instant feedback (verdict, explanation, why the chosen
// option is wrong, source), then a summary with Restart. The attempt itself lives in QuizAttempt; this widget
// only shows it and forwards clicks and the keys 1–4 and Enter.
class QuizPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit QuizPanel(QWidget *parent = nullptr);

    // Starts a new attempt on `bank`. A seed of 0 keeps the bank's option order (tests); the app passes a random one.
    void setBank(QuestionBank bank, quint32 shuffleSeed);
    void setLanguage(const QString &language);
    QString language() const { return m_language; }

    const QuizAttempt *attempt() const { return m_attempt ? &*m_attempt : nullptr; }
    int currentQuestion() const { return m_current; }
    bool isShowingSummary() const;

public slots:
    void chooseOption(int displayedOption);
    void goOn(); // Next question, or the summary after the last one
    void restart();

signals:
    void answered(int question, bool correct);
    void attemptRestarted();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showQuestion();
    void showFeedback();
    void showSummary();
    void updateProgress();
    QString formatNumber(int value) const;

    QString m_language = QStringLiteral("en");
    std::optional<QuizAttempt> m_attempt;
    quint32 m_seed = 0;
    int m_current = 0;

    QLabel *m_title = nullptr;
    QLabel *m_intro = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_progress = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_stem = nullptr;
    std::array<OptionButton *, QuestionBank::OptionsPerQuestion> m_options{};
    QLabel *m_verdict = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_optionFeedback = nullptr;
    QLabel *m_reference = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_summaryHeadline = nullptr;
    QWidget *m_summaryRows = nullptr;
    QPushButton *m_restart = nullptr;
};
