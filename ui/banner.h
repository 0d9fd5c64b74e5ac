// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLabel>

#include <algorithm>

// The window's notice strips (a missing font, settings or state not saved, a quiz not in the learner's language, an
// assignment's rules): plain text, wrapped, in a pale amber that reads the same in light and dark themes; hidden
// until there is something to say.
namespace Banner {

inline QLabel *create(QWidget *parent, const QString &objectName)
{
    auto *banner = new QLabel(parent);
    banner->setObjectName(objectName);
    banner->setTextFormat(Qt::PlainText);
    banner->setWordWrap(true);
    banner->setStyleSheet(
        QStringLiteral("background: #fff4ce; color: #5c4400; border: 1px solid #e0c060; padding: 6px;"));
    banner->hide();
    return banner;
}

// Shows the banner with `line` below what it says already.
inline void addLine(QLabel *banner, const QString &line)
{
    banner->setText(banner->text().isEmpty() ? line : banner->text() + u'\n' + line);
    banner->show();
}

// Replaces a line the banner shows (a problem that has gone) with another (that it has gone).
inline void replaceLine(QLabel *banner, const QString &line, const QString &replacement)
{
    QStringList lines = banner->text().split(u'\n');
    std::replace(lines.begin(), lines.end(), line, replacement);
    banner->setText(lines.join(u'\n'));
}

} // namespace Banner
