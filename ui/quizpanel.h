#pragma once

#include "core/quiz/questionbank.h"

#include <QWidget>

#include <array>

class OptionButton;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class Session;

// The quiz half of the window: one question at a time, instant feedback (verdict, explanation, why the chosen
// option is wrong, source), then a summary with Restart. A view of the Session: the attempt and the language live
// there; this widget shows them, forwards clicks and the keys 1–4 and Enter, and re-reads everything when the
// session starts an attempt or Qt announces a language change.
class QuizPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit QuizPanel(Session *session, QWidget *parent = nullptr);

    int currentQuestion() const { return m_current; }
    bool isShowingSummary() const;

public slots:
    void chooseOption(int displayedOption);
    void advance(); // Next question, or the summary after the last one
    void restart();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void startAttempt();
    void showQuestion();
    void showFeedback();
    void showSummary();
    void updateProgress();
    QString formatNumber(int value) const;
    QString text(const LocalizedText &text) const;

    Session *m_session = nullptr;
    int m_current = 0;

    QLabel *m_title = nullptr;
    QLabel *m_intro = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_progress = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_stem = nullptr;
    std::array<OptionButton *, 4> m_options{}; // banks may have 2-10 options: the panel is being made dynamic
    QLabel *m_verdict = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_optionFeedback = nullptr;
    QLabel *m_reference = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_summaryHeadline = nullptr;
    QPlainTextEdit *m_summaryRows = nullptr;
    QPushButton *m_restart = nullptr;
};
