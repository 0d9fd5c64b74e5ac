// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QWidget>

class QLabel;

// The missing-font banner: when the installed fonts cannot show the window's language (FontCoverage), it says so in
// English, which every font shows, with a button back to English. Hidden otherwise.
class FontBanner final : public QWidget
{
    Q_OBJECT
public:
    explicit FontBanner(QWidget *parent = nullptr);

    // Shows the banner for `language` when its fonts are missing, and hides it otherwise.
    void showFor(const QString &language);

signals:
    void switchToEnglishRequested();

private:
    QLabel *m_warning = nullptr;
};
