// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/quizattempt.h"
#include "ui/quizfiles.h"
#include "ui/quizpanel.h"

#include <QKeySequence>
#include <QMainWindow>

#include <atomic>
#include <functional>

class FontBanner;
class PinnedScrollArea;
class QActionGroup;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QMenu;
class QScrollArea;
class QSplitter;
class QTabWidget;
class RealModelState;
class RealisticPanel;
class ReviewDueStrip;
class ReportExporter;
class Session;
class SimulatorPanel;
class UnitChainModel;

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

    // File → Open Quiz…, recent files, drops; and the notice of questions a file's opening left out.
    QuizFiles *quizFiles() const { return m_quizFiles; }

    // Saves attempts under `directory` (the app passes AppDataLocation) and offers to resume one a previous run left
    // unfinished. Without it (tests) nothing is written. `stopImport` is the store's (AttemptStore): set, the JSON
    // files of an earlier version are left for a later start.
    void enablePersistence(const QString &directory, const std::atomic_bool *stopImport = nullptr);
    // Replaces the questions asked before an attempt is replaced or resumed (tests answer them).
    void setConfirmation(const QuizPanel::Confirmation &confirm);

    // Switches to another quiz after asking when the current attempt would be left unexported; QuizFiles::openEnded
    // says whether it did (if the learner stays or the file cannot be loaded, the current quiz stays, and the reason is
    // shown).
    void openQuiz(const QString &path) { m_quizFiles->open(path); }
    // A Hugging Face config.json in the real-model tab (File → Open Model Config…, or a file dropped on the window).
    bool openModelConfig(const QString &path);
    bool startPractice();
    bool startAttempt(const AttemptOptions &options);
    void showHistory();
    // Brings the scene's tab forward and takes its panel there.
    void showScene(const SimulatorScene &scene);
    // Shows the window on top and asks for the focus (a second start of the app, or a file it was asked to open).
    void bringToFront();

    QuizPanel *quizPanel() const { return m_quizPanel; }
    // Built right after the first frame, or on first use before that (a scene, a report, this call).
    SimulatorPanel *simulatorPanel();
    // Built on first use (its tab shown, a real-model scene, or this call).
    RealisticPanel *realisticPanel();
    Session *session() const { return m_session; }

signals:
    // The window's first frame is on the screen: what can wait for it (the unit chain, the learner's database) starts.
    void firstFramePainted();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void fitToScreen();
    void startExam();
    void createMenus();
    QMenu *addMenu(const char *title, const QString &objectName);
    QAction *addAction(QMenu *menu, const char *text, const QString &objectName, const std::function<void()> &triggered,
                       const QKeySequence &shortcut = {});
    void retranslate();
    void showBuiltInTitles();
    void updateReportActions();
    void showLanguageWarning(const QString &language);
    void updateBankLanguageNotice();

    Session *m_session = nullptr;
    UnitChainModel *m_unitChain = nullptr; // the simulator's state; the panel, when built, shows it
    RealModelState *m_realModel = nullptr; // the real-model mode's state, likewise
    FontBanner *m_fontBanner = nullptr;
    QLabel *m_settingsWarning = nullptr;
    QLabel *m_stateWarning = nullptr;
    QuizPanel::Confirmation m_confirm;
    QLabel *m_bankLanguageNotice = nullptr;
    QSplitter *m_splitter = nullptr;
    QuizPanel *m_quizPanel = nullptr;
    QTabWidget *m_visualizerTabs = nullptr;
    SimulatorPanel *m_simulatorPanel = nullptr;
    PinnedScrollArea *m_simulatorScroll = nullptr;
    QScrollArea *m_realisticScroll = nullptr;
    RealisticPanel *m_realisticPanel = nullptr;
    // The menus' and actions' source texts (QT_TR_NOOP), translated in retranslate().
    QList<std::pair<QMenu *, const char *>> m_menuTitles;
    QList<std::pair<QAction *, const char *>> m_actionTexts;
    QMenu *m_quizMenu = nullptr;
    QList<QAction *> m_builtInActions;
    QList<LocalizedText> m_builtInTitles; // parallel to m_builtInActions; empty until the Quiz menu first opens
    QAction *m_practiceSeparator = nullptr;
    ReviewDueStrip *m_reviewDue = nullptr;
    QAction *m_immediateAction = nullptr;
    QAction *m_examAction = nullptr;
    QMenu *m_helpMenu = nullptr;
    ReportExporter *m_reportExporter = nullptr;
    QuizFiles *m_quizFiles = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};
