// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/wrappedlabel.h"

#include <QEvent>

#include <algorithm>

WrappedLabel::WrappedLabel(QWidget *parent)
    : QLabel(parent)
{}

bool WrappedLabel::Layout::operator==(const Layout &other) const
{
    return format == other.format && wordWrap == other.wordWrap && margin == other.margin && indent == other.indent
           && alignment == other.alignment && text == other.text;
}

WrappedLabel::Layout WrappedLabel::currentLayout() const
{
    return {text(), textFormat(), wordWrap(), margin(), indent(), alignment()};
}

int WrappedLabel::heightForWidth(int width) const
{
    Layout layout = currentLayout();
    if (!(layout == m_layout)) {
        m_layout = std::move(layout);
        m_heights.fill({});
    }
    const auto known = std::find_if(m_heights.cbegin(), m_heights.cend(),
                                    [width](const Height &entry) { return entry.width == width; });
    if (known != m_heights.cend())
        return known->height;
    const int height = QLabel::heightForWidth(width);
    m_heights.at(size_t(m_nextSlot)) = {width, height};
    m_nextSlot = (m_nextSlot + 1) % Remembered;
    return height;
}

bool WrappedLabel::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::ContentsRectChange:
    case QEvent::Polish:
        m_heights.fill({});
        break;
    default:
        break;
    }
    return QLabel::event(event);
}
