// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QDateTime>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class Session;

// Predict, then simulate (ux-2 F14): for a question answered by a number (Question::prediction) the options stay
// hidden and the simulator is covered until the learner commits one. The number chooses the option it matches within
// the stated tolerance (the key, a typical mistake with its feedback, or "another number"); Peek uncovers the
// simulator at once and answers "looked first", which costs the point. Either way the panel then shows the verdict,
// the options and the scene as for any answer.
class PredictionBox final : public QWidget
{
    Q_OBJECT
public:
    explicit PredictionBox(QWidget *parent = nullptr);

    // The answer goes to `answer` as the option shown at that place (the panel answers it like a chosen option).
    using Answer = std::function<void(int displayedOption)>;
    void attach(Session *session, Answer answer);
    // The widget the cover hides until a number is committed (the window's simulator tabs).
    void setCover(QWidget *covered);
    void setQuestion(int index);
    // The number committed here for question `index` of the current attempt, for its scene to draw beside the truth.
    std::optional<double> committedNumber(int index) const;

    QLineEdit *numberEdit() const { return m_number; }
    QPushButton *commitButton() const { return m_commit; }
    QPushButton *peekButton() const { return m_peek; }
    QWidget *cover() const { return m_cover; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool isOpen() const;
    void takeFocusFrom(QWidget *focused);
    void commit();
    void choose(int bankOption);
    void updateCover();
    void retranslate();

    struct Committed
    {
        QDateTime attemptStarted;
        int question = -1;
        double number = 0;
    };

    Session *m_session = nullptr;
    std::optional<Committed> m_committed;
    Answer m_answer;
    int m_question = 0;
    QLabel *m_prompt = nullptr;
    QLineEdit *m_number = nullptr;
    QPushButton *m_commit = nullptr;
    QLabel *m_status = nullptr;
    QPointer<QWidget> m_covered;
    QWidget *m_cover = nullptr;
    QLabel *m_coverText = nullptr;
    QPushButton *m_peek = nullptr;
};
