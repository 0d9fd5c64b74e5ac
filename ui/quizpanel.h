// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/questionbank.h"
#include "ui/textzoom.h"

#include <QList>
#include <QWidget>

#include <functional>
#include <memory>

class ExamClock;
class OptionButton;
namespace Ui {
class QuizPanel;
}
class Session;
struct SimulatorScene;
class TaskGoal;

// The quiz half of the window, a view of the Session. One question at a time with its options (2–10), a progress
// strip to revisit any question, and a fixed bottom bar (Show me, Next). With immediate feedback the verdict, why the
// chosen option is wrong, the explanation, what to look at in the simulator and the source appear at once and the
// simulator moves to the question's scene; in exam mode they are held back until the attempt is handed in or its
// time runs out. The results page lists every question with its review, and offers to retry the missed ones, export
// and restart (which asks first while the attempt's report is not exported; Enter never restarts). Keys: 1–9 answer,
// Enter answers the focused option or goes on, Ctrl+= / Ctrl+- / Ctrl+0 zoom the text.
class QuizPanel final : public QWidget
{
    Q_OBJECT
public:
    static constexpr double MinTextScale = TextZoom::Min;
    static constexpr double MaxTextScale = TextZoom::Max;

    explicit QuizPanel(Session *session, QWidget *parent = nullptr);
    ~QuizPanel() override;
    // How a guided task asks the simulator whether its goal is met (the window's models); without, tasks cannot be met.
    void setTaskChecker(std::function<QStringList(const TaskGoal &)> checker);

    int currentQuestion() const { return m_current; }
    bool isShowingSummary() const;
    double textScale() const;

    // Asks the learner before an attempt they have not exported is replaced; tests install an answer. The default
    // shows a question box. Returns true to go on.
    using Confirmation = std::function<bool(const QString &title, const QString &text)>;
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }
    // True when the current attempt may be replaced (LeavingAttempt: asked only where it would cost something).
    bool confirmLeavingAttempt();

public slots:
    void chooseOption(int displayedOption);
    void advance(); // Next question, or the results once the attempt is finished
    void goToQuestion(int index);
    void showResults();
    void restart(); // asks first when the attempt would be lost unexported
    void retryMissed();
    void handIn(); // exam mode: end the attempt now and show the review
    void showScene();
    void setTextScale(double scale);

signals:
    // The simulator should move to this question's scene ("Show me", or right after an answer).
    void sceneRequested(const SimulatorScene &scene);
    void exportRequested();
    // Another question is shown (or another attempt starts): the last question's scene, if one runs, has ended.
    void questionChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    enum Page { QuestionPage, ResultsPage }; // the form's stacked pages
    // The bank's title and intro and the form's texts in the current language.
    void translateTexts();
    void retranslate();
    // The session's three events, each drawn once: a new attempt, an answer (its verdict, when shown), the hand-in.
    void startAttempt();
    void showAnswer(int question);
    void showFinished();
    void setCurrent(int index);
    void showQuestion();
    void showFeedback();
    void showHeldBack();
    void fillResults();
    void showReview(int row);
    void updateProgress();
    void updateStyle();
    void ensureOptionButtons(int count);
    QString formatNumber(qint64 value) const;
    QString text(const LocalizedText &text) const;
    QString richText(const LocalizedText &text) const;
    QString optionLabel(int question, int displayed) const;

    Session *m_session = nullptr;
    int m_current = 0;
    TextZoom *m_zoom = nullptr;
    std::unique_ptr<Ui::QuizPanel> m_ui;
    Confirmation m_confirm;

    QList<OptionButton *> m_options;
    ExamClock *m_clock = nullptr;
};
