// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/progressstrip.h"

#include "core/quiz/quizattempt.h"

#include "core/report/reportlabels.h"
#include "ui/verdictcolours.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStyleOptionFocusRect>

using namespace Qt::StringLiterals;

namespace {

constexpr int Height = 26;
constexpr int Gap = 2;
constexpr int MinWidthForNumber = 22;

} // namespace

ProgressStrip::ProgressStrip(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"progressStrip"_s);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Questions"));
}

void ProgressStrip::setMarks(const QList<Mark> &marks, int current)
{
    m_marks = marks;
    m_current = current;
    m_focused = qBound(0, current, qMax(0, int(marks.size()) - 1));
    updateDescription();
    update();
}

QRect ProgressStrip::segmentRect(int index) const
{
    const int count = int(m_marks.size());
    if (index < 0 || index >= count)
        return {};
    const double width = double(this->width()) / count;
    const int left = int(index * width);
    const int right = int((index + 1) * width);
    return {left, 0, qMax(1, right - left - (width > 4 ? Gap : 0)), height()};
}

int ProgressStrip::segmentAt(const QPoint &point) const
{
    if (m_marks.isEmpty() || !rect().contains(point))
        return -1;
    return qMin(int(m_marks.size()) - 1, int(double(point.x()) * double(m_marks.size()) / width()));
}

QSize ProgressStrip::sizeHint() const
{
    return {int(m_marks.size()) * (MinWidthForNumber + Gap), qMax(Height, fontMetrics().height() + 10)};
}

QSize ProgressStrip::minimumSizeHint() const
{
    return {60, qMax(Height, fontMetrics().height() + 10)}; // taller with the text zoom
}

void ProgressStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QColor base = palette().base().color();
    const QColor text = palette().text().color();
    for (int i = 0; i < int(m_marks.size()); ++i) {
        const QRect segment = segmentRect(i);
        QColor fill = palette().alternateBase().color();
        QColor ink = text;
        QString glyph;
        switch (m_marks.at(i)) {
        case Mark::Right:
            ink = VerdictColours::right(base);
            fill = VerdictColours::tint(ink, base);
            glyph = ReportLabels::rightMark();
            break;
        case Mark::Wrong:
            ink = VerdictColours::wrong(base);
            fill = VerdictColours::tint(ink, base);
            glyph = ReportLabels::wrongMark();
            break;
        case Mark::Answered:
            fill = palette().midlight().color();
            glyph = u"\u2022"_s;
            break;
        case Mark::Unanswered:
            break;
        }
        painter.fillRect(segment, fill);
        painter.setPen(
            QPen(i == m_current ? palette().highlight().color() : palette().mid().color(), i == m_current ? 2 : 1));
        painter.drawRect(segment.adjusted(0, 0, -1, -1));
        if (segment.width() >= MinWidthForNumber) {
            painter.setPen(ink);
            const QString label = glyph.isEmpty() ? QLocale().toString(i + 1) : glyph;
            painter.drawText(segment, Qt::AlignCenter, label);
        }
    }
    if (hasFocus() && !m_marks.isEmpty()) {
        QStyleOptionFocusRect option;
        option.initFrom(this);
        option.rect = segmentRect(m_focused).adjusted(1, 1, -1, -1);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &painter, this);
        painter.setPen(QPen(palette().highlight().color(), 2, Qt::DotLine));
        painter.drawRect(segmentRect(m_focused).adjusted(2, 2, -3, -3));
    }
}

void ProgressStrip::mousePressEvent(QMouseEvent *event)
{
    const int index = segmentAt(event->position().toPoint());
    if (index >= 0 && event->button() == Qt::LeftButton) {
        m_focused = index;
        emit questionActivated(index);
    }
}

void ProgressStrip::keyPressEvent(QKeyEvent *event)
{
    const int count = int(m_marks.size());
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
        if (count == 0)
            break;
        m_focused = event->key() == Qt::Key_Home ? 0
                    : event->key() == Qt::Key_End
                        ? count - 1
                        : qBound(0, m_focused + (event->key() == Qt::Key_Left ? -1 : 1), count - 1);
        updateDescription();
        update();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (count > 0)
            emit questionActivated(m_focused);
        return;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void ProgressStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Questions"));
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        updateDescription();
    QWidget::changeEvent(event);
}

void ProgressStrip::updateDescription()
{
    int right = 0;
    int wrong = 0;
    int held = 0;
    for (const Mark mark : std::as_const(m_marks)) {
        right += mark == Mark::Right;
        wrong += mark == Mark::Wrong;
        held += mark == Mark::Answered;
    }
    const int open = int(m_marks.size()) - right - wrong - held;
    const QLocale locale;
    QString description
        = tr("Question %1 of %2 selected; %3 right, %4 wrong, %5 answered without a verdict yet, %6 "
             "not answered. Arrow keys choose a question, Enter goes to it.")
              .arg(locale.toString(m_focused + 1), locale.toString(m_marks.size()), locale.toString(right),
                   locale.toString(wrong), locale.toString(held), locale.toString(open));
    setAccessibleDescription(description);
    setToolTip(description);
}

QList<ProgressStrip::Mark> ProgressStrip::marksOf(const QuizAttempt &attempt)
{
    QList<Mark> marks;
    marks.reserve(attempt.questionCount());
    for (int i = 0; i < attempt.questionCount(); ++i) {
        if (!attempt.isAnswered(i))
            marks.append(Mark::Unanswered);
        else if (!attempt.isFeedbackVisible(i))
            marks.append(Mark::Answered);
        else
            marks.append(attempt.isCorrect(i) ? Mark::Right : Mark::Wrong);
    }
    return marks;
}
