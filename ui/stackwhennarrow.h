// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>
#include <QPointer>

class QBoxLayout;
class QWidget;

// Lays a row of boxes (the real-model form's model and training-setup boxes) out top to bottom when the width the
// page gets is less than they need side by side, and side by side again when it is enough: on a 1024-pixel screen the
// form then fits its pane instead of being cut at the right. It watches the scroll area's viewport the page is shown
// in (else the page's parent), since the page itself is never narrower than its minimum.
class StackWhenNarrow final : public QObject
{
    Q_OBJECT
public:
    // `row` is laid out in `page` (a page in a scroll area, or a box on one); the helper is a child of `page`.
    StackWhenNarrow(QBoxLayout *row, QWidget *page);

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow();
    void update();

    QBoxLayout *m_row = nullptr;
    QWidget *m_page = nullptr;
    QPointer<QWidget> m_frame; // what shows the page: its parent
};
