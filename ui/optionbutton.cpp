// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/optionbutton.h"

#include "ui/verdictcolours.h"
#include "ui/wrappedlabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

using namespace Qt::StringLiterals;

OptionButton::OptionButton(QWidget *parent)
    : QPushButton(parent)
    , m_label(new WrappedLabel(this))
{
    m_label->setTextFormat(Qt::PlainText);
    m_label->setWordWrap(true);
    m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->addWidget(m_label);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    setProperty("verdict", u"none"_s);
}

void OptionButton::setOptionText(const QString &text)
{
    m_label->setText(text);
    setAccessibleName(text);
    updateGeometry();
}

QString OptionButton::optionText() const
{
    return m_label->text();
}

void OptionButton::setVerdict(Verdict verdict)
{
    static const char *const names[] = {"none", "correct", "wrong", "chosen"};
    const bool restyle = verdict != m_verdict; // the constructor set "none", the verdict it starts with
    m_verdict = verdict;
    setProperty("verdict", QLatin1String(names[int(verdict)]));
    // The label is a child: neither the button's style sheet colour nor its disabled (locked) state should grey
    // out the text, which must stay readable after an answer.
    // The panel's style sheet tints the background from the same palette base, so the ink keeps its contrast.
    // The window's palette: the options' style sheet freezes this button's own when the desktop theme changes.
    const QPalette &palette = window()->palette();
    const QColor base = palette.color(QPalette::Active, QPalette::Base);
    const QColor colour = verdict == Verdict::Correct ? VerdictColours::right(base)
                          : verdict == Verdict::Wrong ? VerdictColours::wrong(base)
                                                      : palette.color(QPalette::Active, QPalette::Text);
    const QString ink = u"color: %1"_s.arg(colour.name());
    if (m_label->styleSheet() != ink) // each new style sheet re-polishes the label and measures it again
        m_label->setStyleSheet(ink);
    if (restyle) { // dynamic properties do not restyle by themselves
        style()->unpolish(this);
        style()->polish(this);
        update();
    }
}

int OptionButton::heightForWidth(int width) const
{
    const QMargins margins = layout()->contentsMargins();
    return m_label->heightForWidth(width - margins.left() - margins.right()) + margins.top() + margins.bottom();
}

QSize OptionButton::sizeHint() const
{
    const int width = qMax(240, m_label->sizeHint().width() / 2);
    return {width, heightForWidth(width)};
}

QSize OptionButton::minimumSizeHint() const
{
    return {160, heightForWidth(width() > 0 ? width() : 160)};
}
