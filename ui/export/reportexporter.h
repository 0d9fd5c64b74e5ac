#pragma once

#include "core/io/expected.h"
#include "core/report/reportsimulatorsection.h"

#include <QDate>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QPrinter;
class Session;
class QWidget;
struct ScoreReport;

// The main window's way to save and print score reports. exportReport() asks where to save (any format of
// the ReportFormat table; default "<quiz id>-<learner>-<date>" with the table's first format, in Documents), asks the
// learner's name once (kept by the Session), saves atomically through ReportFile and then offers to open the file, or
// explains what went wrong. printReport() prints the HTML report through the print dialog. The dialogs can be replaced
// (setFileNamePrompt, setNamePrompt, setMessagesShown) so tests drive the same code without a person; saveTo() and
// printTo() are the dialog-free cores.
class ReportExporter final : public QObject
{
    Q_OBJECT
public:
    // Given the suggested path and the file filters, returns the chosen path or empty when cancelled.
    using FileNamePrompt = std::function<QString(const QString &suggestedPath, const QString &filters)>;
    // Given the current name, returns the new one or nullopt when cancelled.
    using NamePrompt = std::function<std::optional<QString>(const QString &currentName)>;

    // Reports describe `session`'s attempt, in its language, with its learner name; dialogs are parented to `window`.
    ReportExporter(Session *session, QWidget *window);

    // Both return false when the learner cancels or saving fails (after showing why).
    bool exportReport(const ReportSimulatorSection &simulator);
    bool printReport(const ReportSimulatorSection &simulator);
    // Asks for the name even if one is stored (a menu entry "Change learner name…"). False if cancelled.
    bool editLearnerName();

    // No dialogs: build the report now and save it to `path`.
    Expected<void> saveTo(const QString &path, const ReportSimulatorSection &simulator) const;
    // No dialogs: render the HTML report onto an already set-up printer.
    void printTo(QPrinter *printer, const ReportSimulatorSection &simulator) const;

    // "<quiz id>-<learner>-<yyyy-MM-dd>.pdf" with characters that file systems reject replaced.
    static QString defaultFileName(const QString &quizId, const QString &learner, const QDate &date);

    void setFileNamePrompt(FileNamePrompt prompt) { m_fileNamePrompt = std::move(prompt); }
    void setNamePrompt(NamePrompt prompt) { m_namePrompt = std::move(prompt); }
    void setMessagesShown(bool shown) { m_messagesShown = shown; }

signals:
    void reportSaved(const QString &path);
    void reportFailed(const QString &message);

private:
    ScoreReport report(const ReportSimulatorSection &simulator) const;
    std::optional<QString> askName(const QString &current);
    void showSaved(const QString &path);
    void showError(const QString &message);

    Session *m_session = nullptr;
    QWidget *m_window = nullptr;
    FileNamePrompt m_fileNamePrompt;
    NamePrompt m_namePrompt;
    bool m_messagesShown = true;
};
