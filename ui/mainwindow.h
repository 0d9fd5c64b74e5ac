#pragma once

#include "core/quiz/questionbank.h"

#include <QMainWindow>

class QActionGroup;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QMenu;
class QSplitter;
class QTabWidget;
class QuizPanel;
class RealisticPanel;
class ReportExporter;
class Session;
class SimulatorPanel;

// The application window: the quiz on the left of a splitter, the memory visualizer on the right (tabs: the unit
// chain and the realistic mode), menus for quizzes (open, recent, export for Moodle), reports and languages. It owns
// the Session (bank, attempt, language, learner) that the quiz panel and the report exporter work on, and shows the
// session's warnings (missing fonts, settings that cannot be saved).
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    // shuffleSeed 0 keeps the bank's option order (tests); the program passes QuizAttempt::randomSeed().
    explicit MainWindow(const QuestionBank &bank, quint32 shuffleSeed, QWidget *parent = nullptr);

    // Switches every visible text to `language` (a code from Language::all()) and, when `remember` is set, stores the
    // choice.
    void setLanguage(const QString &language, bool remember = true);
    QString language() const;

    static QString savedLanguage(); // empty when the user never chose one

    // Opens a quiz file (JSON, GIFT, Aiken, Moodle XML) in place of the current quiz. On failure the current quiz stays
    // and a message box (objectName "quizOpenError", not blocking) names the file, the place and the problem.
    bool openQuiz(const QString &path);

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createMenus();
    void retranslate();
    void showAbout();
    void updateReportActions();
    void showLanguageWarning(const QString &language);
    void chooseQuizToOpen();
    void exportQuiz();
    void updateRecentMenu();
    void updateBankLanguageNotice();
    void showFileError(const QString &objectName, const QString &what, const QString &detail);

    Session *m_session = nullptr;
    QLabel *m_fontWarning = nullptr;
    QLabel *m_settingsWarning = nullptr;
    QLabel *m_bankLanguageNotice = nullptr;
    QSplitter *m_splitter = nullptr;
    QuizPanel *m_quizPanel = nullptr;
    QTabWidget *m_visualizerTabs = nullptr;
    SimulatorPanel *m_simulatorPanel = nullptr;
    RealisticPanel *m_realisticPanel = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    ReportExporter *m_reportExporter = nullptr;
    QAction *m_openQuizAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_exportQuizAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_learnerAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};
