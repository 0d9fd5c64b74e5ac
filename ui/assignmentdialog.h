// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/quiz/assignment.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QSpinBox;

// File → New Assignment…: a teacher sets how the open quiz must be taken (immediate feedback or an exam with a time
// limit, the simulator during the exam, the answer key, a due date) and saves it as an assignment file for learners
// to open. The form's values become an Assignment; Save asks for a file name and writes it atomically, and a failed
// write keeps the dialog open with the reason.
class AssignmentDialog final : public QDialog
{
    Q_OBJECT
public:
    // The file name's extension and the save dialog's filter.
    static constexpr auto Extension = "cqassign";

    AssignmentDialog(QuestionBank bank, const QString &language, QWidget *parent = nullptr);

    // The assignment the form describes, with a fresh id.
    Assignment assignment() const;
    // Writes it to `path` (".cqassign" added when the name has no extension); the error follows the file name.
    Expected<void> save(QString &path) const;

    // Opens the dialog for `bank`, modal to `parent`.
    static void ask(const QuestionBank &bank, const QString &language, QWidget *parent);

private:
    void chooseFileAndSave();
    void updateEnabled();

    QuestionBank m_bank;
    QComboBox *m_mode = nullptr;
    QSpinBox *m_timeLimit = nullptr;
    QCheckBox *m_simulator = nullptr;
    QCheckBox *m_answerKey = nullptr;
    QCheckBox *m_hasDue = nullptr;
    QDateTimeEdit *m_due = nullptr;
};
