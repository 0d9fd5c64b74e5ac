// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QPushButton>

class QLabel;

// A push button whose text wraps: quiz options are whole sentences, often longer than the panel is wide, and
// QPushButton draws its text on one line. The text is shown as plain text, never interpreted as markup.
class OptionButton final : public QPushButton
{
    Q_OBJECT
public:
    enum class Verdict { None, Correct, Wrong, Chosen }; // Chosen: answered, verdict held back (exam)
    Q_ENUM(Verdict)

    explicit OptionButton(QWidget *parent = nullptr);

    void setOptionText(const QString &text);
    QString optionText() const;
    // Marks the option after an answer; styled through the "verdict" property so the stylesheet stays in one place.
    void setVerdict(Verdict verdict);
    Verdict verdict() const { return m_verdict; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    QLabel *m_label = nullptr;
    Verdict m_verdict = Verdict::None;
};
