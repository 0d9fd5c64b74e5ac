#pragma once

#include <QDate>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QPrinter;
class QuizAttempt;
class QWidget;
struct ReportSimulatorSection;
struct ScoreReport;

// The main window's way to save and print score reports. exportReport() asks where to save (the formats of
// ReportFormat; default "<quiz id>-<learner>-<date>.pdf" in Documents), asks the learner's name once and remembers it
// (QSettings "report/learnerName"), saves atomically through ReportFile and then offers to open the file, or
// explains what went wrong. printReport() prints the HTML report through the print dialog. The dialogs can be
// replaced (setFileNamePrompt, setNamePrompt, setMessagesShown) so tests drive the same code without a person;
// saveTo() and printTo() are the dialog-free cores.
class ReportExporter final : public QObject
{
    Q_OBJECT
public:
    // Given the suggested path and the file filters, returns the chosen path or empty when cancelled.
    using FileNamePrompt = std::function<QString(const QString &suggestedPath, const QString &filters)>;
    // Given the current name, returns the new one or nullopt when cancelled.
    using NamePrompt = std::function<std::optional<QString>(const QString &currentName)>;

    static constexpr const char *LearnerNameKey = "report/learnerName";

    explicit ReportExporter(QWidget *window);

    // Both return false when the learner cancels or saving fails (after showing why).
    bool exportReport(const QuizAttempt &attempt, const QString &language, const ReportSimulatorSection &simulator);
    bool printReport(const QuizAttempt &attempt, const QString &language, const ReportSimulatorSection &simulator);
    // Asks for the name even if one is stored (a menu entry "Change learner name…"). False if cancelled.
    bool editLearnerName();

    QString learnerName() const;
    void setLearnerName(const QString &name);

    // No dialogs: build the report now and save it to `path`. On failure *error says why.
    bool saveTo(const QString &path, const QuizAttempt &attempt, const QString &language,
                const ReportSimulatorSection &simulator, QString *error = nullptr) const;
    // No dialogs: render the HTML report onto an already set-up printer.
    void printTo(QPrinter *printer, const QuizAttempt &attempt, const QString &language,
                 const ReportSimulatorSection &simulator) const;

    // "<quiz id>-<learner>-<yyyy-MM-dd>.pdf" with characters that file systems reject replaced.
    static QString defaultFileName(const QString &quizId, const QString &learner, const QDate &date);
    static QString fileFilters(); // ReportFormat::fileFilters(), the dialog's list

    void setFileNamePrompt(FileNamePrompt prompt) { m_fileNamePrompt = std::move(prompt); }
    void setNamePrompt(NamePrompt prompt) { m_namePrompt = std::move(prompt); }
    void setMessagesShown(bool shown) { m_messagesShown = shown; }

signals:
    void reportSaved(const QString &path);
    void reportFailed(const QString &message);

private:
    ScoreReport report(const QuizAttempt &attempt, const QString &language,
                       const ReportSimulatorSection &simulator) const;
    std::optional<QString> askName(const QString &current);
    void showSaved(const QString &path);
    void showError(const QString &message);

    QWidget *m_window = nullptr;
    FileNamePrompt m_fileNamePrompt;
    NamePrompt m_namePrompt;
    bool m_messagesShown = true;
};
