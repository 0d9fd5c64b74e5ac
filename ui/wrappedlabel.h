// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLabel>

#include <array>
#include <limits>

// A QLabel that remembers the heights its text takes at the last few widths. QLabel lays a word-wrapped or rich text
// out anew, shaping every word with HarfBuzz, on each heightForWidth(), and Qt's layouts ask the same label for the
// same few widths again and again while a window settles: before the first frame the quiz column's labels were asked
// about 190 times, for a dozen widths, which was a quarter of the start-up's work. Everything else is QLabel's.
//
// The remembered heights are dropped when what they depend on changes: the text, the text format, word wrap, the
// margin, the indent, the alignment, the font, the style or the contents margins.
class WrappedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit WrappedLabel(QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

protected:
    bool event(QEvent *event) override;

private:
    struct Layout
    {
        QString text;
        Qt::TextFormat format = Qt::AutoText;
        bool wordWrap = false;
        int margin = 0;
        int indent = 0;
        Qt::Alignment alignment;
        bool operator==(const Layout &other) const;
    };
    Layout currentLayout() const;

    static constexpr int Remembered = 4;
    struct Height
    {
        int width = std::numeric_limits<int>::min(); // none yet
        int height = 0;
    };
    mutable Layout m_layout;
    mutable std::array<Height, Remembered> m_heights{};
    mutable int m_nextSlot = 0;
};
