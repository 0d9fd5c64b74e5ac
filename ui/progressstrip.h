// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>
#include <QWidget>

// The attempt at a glance: one segment per question, marked right (✓), wrong (✗), answered with the verdict held back
// (exam mode, •) or not yet answered, with the current question outlined. Clicking a segment, or moving with the arrow
// keys and pressing Enter or Space, asks to go to that question. One painted widget, not a button per question, so a
// bank of thousands of questions costs one widget; narrow segments drop their numbers but keep their marks' colours.
class QuizAttempt;

class ProgressStrip final : public QWidget
{
    Q_OBJECT
public:
    enum class Mark : quint8 { Unanswered, Answered, Right, Wrong };

    explicit ProgressStrip(QWidget *parent = nullptr);

    void setMarks(const QList<Mark> &marks, int current);
    // One mark per question of the attempt: right and wrong only where the attempt shows its feedback.
    static QList<Mark> marksOf(const QuizAttempt &attempt);
    const QList<Mark> &marks() const { return m_marks; }
    int current() const { return m_current; }
    // The segment the arrow keys are on.
    int focusedSegment() const { return m_focused; }
    // The segment under a point in widget coordinates, or -1.
    int segmentAt(const QPoint &point) const;
    QRect segmentRect(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void questionActivated(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateDescription();

    QList<Mark> m_marks;
    int m_current = 0;
    int m_focused = 0; // the segment the arrow keys are on
};
