// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/classroom/classresults.h"
#include "core/io/expected.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

// File → Class Results…: a teacher adds the students' JSON reports (files or a folder) and reads the class report
// (ClassReportWriter's HTML, in the app's language) in the window: the test's statistics, each question's statistics
// and option shares with the misconceptions behind the wrong ones, the students, and which files were left out and
// why. The counted attempt per student is chosen in place; the report saves as JSON, CSV or HTML, and the Moodle
// gradebook CSV beside it. The work is ClassResults'; this dialog only collects paths and shows.
class ClassResultsDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit ClassResultsDialog(const QString &language, QWidget *parent = nullptr);
    // A window-modal dialog over `parent` that deletes itself when closed.
    static void showFor(const QString &language, QWidget *parent);

    // Reads more reports (files, or folders of *.json) and shows the class again.
    void addPaths(const QStringList &paths);
    const ClassResults &results() const { return m_results; }
    // The class report in the format the extension names (.json, .csv, .html).
    Expected<void> saveReport(const QString &path) const;
    // The Moodle gradebook; its value names the students left out of it (no e-mail address or ID number).
    Expected<QStringList> saveGradebook(const QString &path) const;

private:
    void refresh();
    void chooseFiles();
    void chooseFolder();
    void chooseReportPath();
    void chooseGradebookPath();
    void showSaved(const Expected<void> &saved, const QString &path);

    QString m_language;
    QList<ClassResults::Input> m_inputs;
    QList<QuestionBank> m_banks;
    ClassResults m_results;
    QComboBox *m_which = nullptr;
    QTextBrowser *m_view = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_saveReport = nullptr;
    QPushButton *m_saveGradebook = nullptr;
};
