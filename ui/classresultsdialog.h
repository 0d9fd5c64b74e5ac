// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/classroom/classresults.h"
#include "core/io/expected.h"
#include "core/io/safefilewriter.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

// File → Class Results…: a teacher adds the students' JSON reports (files or a folder) and reads the class report
// (ClassReportWriter's HTML, in the app's language) in the window: the test's statistics, each question's statistics
// and option shares with the misconceptions behind the wrong ones, the students, and which files were left out and
// why. The counted attempt per student is chosen in place; the report saves as PDF, HTML, JSON or CSV, and the Moodle
// gradebook CSV beside it. A quiz file added (Add Quiz…) gives the texts of reports of a bank the app does not ship,
// and its scenes: a question's link opens its case in the window's simulator (sceneRequested), which is why the dialog
// is not modal. The work is ClassResults'; this dialog only collects paths and shows.
class BackgroundTask;

class ClassResultsDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit ClassResultsDialog(const QString &language, QWidget *parent = nullptr);
    // A dialog beside `parent` that deletes itself when closed; its scene links call `showScene`.
    static void showFor(const QString &language, QWidget *parent,
                        const std::function<void(const SimulatorScene &)> &showScene);
    // Reads a quiz file whose texts and scenes the reports of its version then show; false (and a message) when it
    // cannot be read.
    bool addBank(const QString &path);

    // Reads more reports (files, or folders of *.json) on a worker thread, with Cancel, and shows the class again;
    // readingEnded() follows. While one reading runs, the adding buttons are off.
    void addPaths(const QStringList &paths);
    const ClassResults &results() const { return m_results; }
    QTextBrowser *view() const { return m_view; }
    // The class report in the format the extension names (.pdf, .html, .json, .csv).
    Expected<void> saveReport(const QString &path) const;
    // The Moodle gradebook; its value names the students left out of it (no e-mail address or ID number).
    Expected<QStringList> saveGradebook(const QString &path) const;

signals:
    void sceneRequested(const SimulatorScene &scene);
    void readingEnded(bool added); // false: cancelled

private:
    void refresh();
    void chooseBank();
    void chooseFiles();
    void chooseFolder();
    void chooseReportPath();
    void chooseGradebookPath();
    void showSaved(const Expected<void> &saved, const QString &path);
    SafeFileWriter::Options guard() const;

    QString m_language;
    QList<ClassResults::Input> m_inputs;
    QList<QuestionBank> m_banks;
    ClassResults m_results;
    BackgroundTask *m_background = nullptr;
    QComboBox *m_which = nullptr;
    QTextBrowser *m_view = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_saveReport = nullptr;
    QPushButton *m_saveGradebook = nullptr;
};
