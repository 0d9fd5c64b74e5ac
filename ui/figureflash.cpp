// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/figureflash.h"

#include <QLabel>
#include <QPainter>
#include <QStringList>
#include <QVariantAnimation>

using namespace Qt::StringLiterals;

namespace {

// The numbers in a text, in Latin digits and sorted, whatever their script, grouping and word order: "80.00 GiB of
// 5.82 GiB (6,246,113,280 bytes)" and "৮০.০০ GiB-এর মধ্যে ৫.৮২ GiB (৬,২৪,৬১,১৩,২৮০ বাইট)" hold the same numbers.
QStringList numbersOf(const QString &text)
{
    QStringList numbers;
    QString current;
    for (const QChar c : text) {
        if (c.isDigit()) {
            current.append(QChar(u'0' + c.digitValue()));
        } else if (c == u',' || c == QChar::Nbsp || c == u'\u202f') {
            continue; // group separators
        } else if (!current.isEmpty()) {
            numbers.append(current);
            current.clear();
        }
    }
    if (!current.isEmpty())
        numbers.append(current);
    numbers.sort();
    return numbers;
}

// A QObject of its own (Q_OBJECT) so that findChild can name its type: Qt 6.8 refuses findChild<T> for a T without
// Q_OBJECT, which Qt 6.4 let through and matched by its base's meta-object.
class FlashOverlay final : public QWidget
{
    Q_OBJECT
public:
    explicit FlashOverlay(QLabel *label)
        : QWidget(label)
        , m_fade(new QVariantAnimation(this))
    {
        setObjectName(u"figureFlash"_s);
        setAttribute(Qt::WA_TransparentForMouseEvents);
        m_fade->setStartValue(1.0);
        m_fade->setEndValue(0.0);
        m_fade->setDuration(FigureFlash::DurationMs);
        m_fade->setEasingCurve(QEasingCurve::InQuad);
        connect(m_fade, &QVariantAnimation::valueChanged, this, qOverload<>(&QWidget::update));
        connect(m_fade, &QVariantAnimation::finished, this, &QWidget::hide);
    }

    void start()
    {
        setGeometry(parentWidget()->rect());
        raise();
        show();
        m_fade->stop();
        m_fade->start();
    }
    bool isRunning() const { return m_fade->state() == QAbstractAnimation::Running; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QColor colour = palette().color(QPalette::Highlight);
        colour.setAlphaF(0.35f * m_fade->currentValue().toFloat());
        QPainter(this).fillRect(rect(), colour);
    }

private:
    QVariantAnimation *m_fade;
};

} // namespace

void FigureFlash::setText(QLabel *label, const QString &text)
{
    const bool changed = numbersOf(label->text()) != numbersOf(text);
    label->setText(text);
    if (!changed || !label->isVisible() || label->text().isEmpty())
        return;
    auto *overlay = label->findChild<FlashOverlay *>(u"figureFlash"_s, Qt::FindDirectChildrenOnly);
    if (!overlay)
        overlay = new FlashOverlay(label);
    overlay->start();
}

bool FigureFlash::isFlashing(const QLabel *label)
{
    const auto *overlay = label->findChild<FlashOverlay *>(u"figureFlash"_s, Qt::FindDirectChildrenOnly);
    return overlay && overlay->isRunning();
}

#include "figureflash.moc"
