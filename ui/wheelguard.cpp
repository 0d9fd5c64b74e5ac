// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>

namespace {

bool isGuardedControl(const QWidget *widget)
{
    // Scroll bars are sliders too, and the wheel is theirs.
    return (qobject_cast<const QAbstractSlider *>(widget) && !qobject_cast<const QScrollBar *>(widget))
           || qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget);
}

QAbstractScrollArea *scrollAreaOf(const QWidget *widget)
{
    for (QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(parent))
            return area;
    }
    return nullptr;
}

} // namespace

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("wheelGuard"));
}

void WheelGuard::install(QObject *owner)
{
    if (!qApp || qApp->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    auto *guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
    QObject::connect(owner, &QObject::destroyed, guard, &QObject::deleteLater);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::Wheel && type != QEvent::Polish)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || !isGuardedControl(widget))
        return false;
    if (type == QEvent::Polish) {
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    QAbstractScrollArea *area = scrollAreaOf(widget);
    if (widget->hasFocus() || !area)
        return false;
    // Not the control's: the page's. Handed to the scroll area's viewport, which scrolls, rather than left to
    // propagate: a parent on the way may take it (and a synthesized event does not propagate at all).
    QCoreApplication::sendEvent(area->viewport(), event);
    return true;
}
