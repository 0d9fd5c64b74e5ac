// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

// The line that says a quiz file opened with questions left out ("Opened 2 of 5 questions from quiz.gift; 3 skipped")
// instead of losing them silently, with the reasons (check-quiz's located lines) one click away. It sits in the main
// window's status bar, so it never blocks the quiz; it stays until it is closed or another file opens.
class ImportNotice final : public QFrame
{
    Q_OBJECT
public:
    explicit ImportNotice(QWidget *parent = nullptr);

    // Shows the notice for a file of which `opened` questions were opened and `skipped` left out; hides it when
    // nothing was skipped.
    void showFor(const QString &fileName, qsizetype opened, qsizetype skipped, const QStringList &reasons);
    QString text() const;
    const QStringList &reasons() const { return m_reasons; }

private:
    void showReasons();
    void setShown(bool shown);

    QLabel *m_label = nullptr;
    QPushButton *m_why = nullptr;
    QStringList m_reasons;
};
