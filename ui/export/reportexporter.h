// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/io/safefilewriter.h"
#include "core/report/reportsimulatorsection.h"

#include <QDate>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class BackgroundTask;
class QPrinter;
class Session;
class QWidget;
struct ScoreReport;

// The main window's way to save and print score reports. exportReport() asks where to save (any format of
// the ReportFormat table; default "<quiz id>-<learner>-<date>" with the table's first format, in Documents or, when
// that folder does not exist, home), asks the learner's name once (kept by the Session), for an unfinished attempt
// whether to include the answer key (off unless asked), saves atomically through ReportFile and then offers to open
// the file, or explains what went wrong. printReport() prints the PDF report's very pages (ReportPrinting, in the pages
// module), so a printout has the PDF's pages, footers and charts. The dialogs can be replaced
// (setFileNamePrompt, setNamePrompt, setAnswerKeyPrompt, setMessagesShown) so tests drive the same code without a
// person; saveTo() and printTo() are the dialog-free cores.
class ReportExporter final : public QObject
{
    Q_OBJECT
public:
    // Given the suggested path and the file filters, returns the chosen path or empty when cancelled.
    using FileNamePrompt = std::function<QString(const QString &suggestedPath, const QString &filters)>;
    // Given the current name, returns the new one or nullopt when cancelled.
    using NamePrompt = std::function<std::optional<QString>(const QString &currentName)>;
    // Asked only for an unfinished attempt: whether to include the answer key, nullopt when cancelled. Without a
    // prompt set and with messages not shown, nobody is asked and the key is left out.
    using AnswerKeyPrompt = std::function<std::optional<bool>()>;

    // Reports describe `session`'s attempt, in its language, with its learner name; dialogs are parented to `window`.
    ReportExporter(Session *session, QWidget *window);

    // Asks, then saves on a worker thread; exportEnded() follows (false when the learner cancels or saving fails,
    // after showing why). Ignored while a report is being saved.
    void exportReport(const ReportSimulatorSection &simulator);
    bool isExporting() const;
    // False when the learner cancels or printing fails (after showing why).
    bool printReport(const ReportSimulatorSection &simulator);
    // Asks for the name even if one is stored (a menu entry "Change learner name…"). False if cancelled.
    bool editLearnerName();

    // No dialogs: build the report now and save it to `path`. Without includeAnswerKey, the key is included only
    // for a finished attempt (RenderOptions::includeAnswerKey).
    Expected<void> saveTo(const QString &path, const ReportSimulatorSection &simulator,
                          std::optional<bool> includeAnswerKey = std::nullopt) const;
    // No dialogs: print the PDF report's pages onto an already set-up printer (the printer's paper when it is A4 or
    // Letter, else the locale's). False if the printer cannot be painted on or rendering fails.
    bool printTo(QPrinter *printer, const ReportSimulatorSection &simulator,
                 std::optional<bool> includeAnswerKey = std::nullopt) const;

    // Where the save dialog starts: the default file name in Documents, or in home when Documents does not exist.
    static QString suggestedPath(const QString &quizId, const QString &learner, const QDate &date);

    // "<quiz id>-<learner>-<yyyy-MM-dd>.pdf" with characters that file systems reject replaced.
    static QString defaultFileName(const QString &quizId, const QString &learner, const QDate &date);

    void setFileNamePrompt(FileNamePrompt prompt) { m_fileNamePrompt = std::move(prompt); }
    void setNamePrompt(NamePrompt prompt) { m_namePrompt = std::move(prompt); }
    void setAnswerKeyPrompt(AnswerKeyPrompt prompt) { m_answerKeyPrompt = std::move(prompt); }
    void setMessagesShown(bool shown) { m_messagesShown = shown; }

signals:
    // `attemptId` names the attempt the report is of, which may no longer be the current one.
    void reportSaved(const QString &path, const QString &attemptId);
    void reportFailed(const QString &message);
    void exportEnded(bool saved);
    void exportingChanged(bool exporting); // a report is being written: the window keeps its report actions off

private:
    // False when nothing was started (cancelled, or a question could not be asked).
    bool startExport(const ReportSimulatorSection &simulator);
    ScoreReport report(const ReportSimulatorSection &simulator) const;
    SafeFileWriter::Options guard() const;
    std::optional<QString> askName(const QString &current);
    // True for a finished attempt; else the learner's choice (off by default), nullopt when cancelled.
    std::optional<bool> askAnswerKey();
    void showSaved(const QString &path);
    void showError(const QString &message);

    Session *m_session = nullptr;
    QWidget *m_window = nullptr;
    BackgroundTask *m_background = nullptr; // renders PDFs off the GUI thread
    FileNamePrompt m_fileNamePrompt;
    NamePrompt m_namePrompt;
    AnswerKeyPrompt m_answerKeyPrompt;
    bool m_messagesShown = true;
};
