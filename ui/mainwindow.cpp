// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/mainwindow.h"

#include "core/i18n/language.h"
#include "core/practice/practiceset.h"
#include "core/realistic/measurementcomparison.h"
#include "core/realistic/modelconfig.h"
#include "core/realistic/realmodelstate.h"
#include "core/session/session.h"
#include "ui/assignmentguard.h"
#include "ui/banner.h"
#include "ui/export/reportexporter.h"
#include "ui/fontbanner.h"
#include "ui/historydialog.h"
#include "ui/lessonoffer.h"
#include "ui/measurementdialog.h"
#include "ui/panecycle.h"
#include "ui/pinnedscrollarea.h"
#include "ui/predictionbox.h"
#include "ui/quizfiles.h"
#include "ui/quizpanel.h"
#include "ui/realisticpanel.h"
#include "ui/reviewdue.h"
#include "ui/simulatorguide.h"
#include "ui/simulatorpanel.h"
#include "ui/wheelguard.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDropEvent>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

MainWindow::MainWindow(const QuestionBank &bank, quint32 shuffleSeed, QWidget *parent)
    : QMainWindow(parent)
    , m_session(new Session(bank, shuffleSeed, this))
    , m_unitChain(new UnitChainModel(this))
    , m_realModel(new RealModelState(this))
{
    setObjectName(u"mainWindow"_s);
    auto *central = new QWidget(this);
    m_fontBanner = new FontBanner(central);
    connect(m_fontBanner, &FontBanner::switchToEnglishRequested, this,
            [this] { setLanguage(Language::english().code); });
    m_settingsWarning = Banner::create(central, u"settingsWarning"_s);
    m_stateWarning = Banner::create(central, u"stateWarning"_s);
    m_bankLanguageNotice = Banner::create(central, u"bankLanguageNotice"_s);
    m_splitter = new QSplitter(Qt::Horizontal, central);
    m_splitter->setObjectName(u"mainSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_quizPanel = new QuizPanel(m_session, m_splitter);
    m_quizPanel->setTaskChecker([this](const TaskGoal &goal) { return goal.unmet(*m_unitChain, *m_realModel); });
    // The visualizer: the unit chain and the realistic mode, each in a scroll area, so a short screen scrolls rather
    // than squeezing the charts below a readable height.
    m_visualizerTabs = new QTabWidget(m_splitter);
    m_visualizerTabs->setObjectName(u"visualizerTabs"_s);
    m_visualizerTabs->setDocumentMode(true);
    m_quizPanel->findChild<PredictionBox *>()->setCover(m_visualizerTabs); // hidden until a prediction is committed
    const auto scrollArea = [](auto *scroll, const QString &objectName) {
        scroll->setObjectName(objectName);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        scroll->setFocusPolicy(Qt::NoFocus); // a Tab stop that shows no focus; the controls inside take it
        return scroll;
    };
    // The unit chain is built right after the first frame (which shows the quiz), the realistic mode when its tab is
    // first shown: three charts laid out and drawn before anything is on screen would double the time to it.
    m_simulatorScroll = scrollArea(new PinnedScrollArea(m_visualizerTabs), u"simulatorScroll"_s);
    m_realisticScroll = scrollArea(new QScrollArea(m_visualizerTabs), u"realisticScroll"_s);
    m_visualizerTabs->addTab(m_simulatorScroll, QString());
    m_visualizerTabs->addTab(m_realisticScroll, QString());
    connect(m_visualizerTabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_visualizerTabs->widget(index) == m_realisticScroll)
            realisticPanel();
    });
    m_splitter->addWidget(m_quizPanel);
    m_splitter->addWidget(m_visualizerTabs);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setSizes({500, 860});

    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_fontBanner);
    layout->addWidget(m_settingsWarning);
    layout->addWidget(m_stateWarning);
    layout->addWidget(m_bankLanguageNotice);
    layout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_reportExporter = new ReportExporter(m_session, this);
    m_quizFiles = new QuizFiles(m_session, this, [this] { return m_quizPanel->confirmLeavingAttempt(); });
    createMenus();
    auto *guard
        = new AssignmentGuard(m_session, {m_immediateAction, m_examAction}, m_splitter, m_visualizerTabs, central);
    layout->insertWidget(layout->indexOf(m_splitter), guard->banner());
    m_reviewDue = new ReviewDueStrip(
        m_session, [this] { return m_quizPanel->confirmLeavingAttempt(); }, central);
    layout->insertWidget(layout->indexOf(m_splitter), m_reviewDue);
    auto *lesson = new LessonOffer(m_session,
                                   {m_unitChain, m_realModel, [this](const SimulatorScene &scene) { showScene(scene); },
                                    [this] { return simulatorPanel()->playback(); }},
                                   central);
    layout->insertWidget(layout->indexOf(m_splitter), lesson);
    lesson->setColumn(m_quizPanel);
    lesson->setWhereNext(
        {{QT_TRANSLATE_NOOP("LessonWindow", "Take the Quiz"), [this] { openQuiz(QuizFiles::builtIn().at(0)); }},
         {QT_TRANSLATE_NOOP("LessonWindow", "Predict, Then Simulate"), [this] { startPractice(); }},
         {QT_TRANSLATE_NOOP("LessonWindow", "Guided Tasks"), [this] { openQuiz(QuizFiles::builtIn().at(2)); }}});
    m_quizMenu->insertActions(m_practiceSeparator,
                              {lesson->action(), m_reviewDue->reviewAction(), m_reviewDue->settingsAction()});
    auto *guide
        = new SimulatorGuide(m_splitter, m_visualizerTabs, m_simulatorScroll, [this] { return simulatorPanel(); });
    m_helpMenu->insertAction(m_aboutAction, guide->action());
    m_helpMenu->insertSeparator(m_aboutAction);
    connect(m_session, &Session::answered, this, &MainWindow::updateReportActions);
    connect(m_session, &Session::attemptStarted, this, &MainWindow::updateReportActions);
    connect(m_session, &Session::finished, this, &MainWindow::updateReportActions);
    connect(m_reportExporter, &ReportExporter::exportingChanged, this, &MainWindow::updateReportActions);
    connect(m_session, &Session::languageChanged, this, &MainWindow::showLanguageWarning);
    connect(m_session, &Session::languageChanged, this, &MainWindow::updateBankLanguageNotice);
    connect(m_session, &Session::bankChanged, this, &MainWindow::updateBankLanguageNotice);
    setAcceptDrops(true);
    WheelGuard::install(this); // the wheel scrolls the panels, never a control under the pointer
    new PaneCycle(this, m_quizPanel, m_visualizerTabs); // F6 / Shift+F6 between the quiz and each tab
    const auto showSettingsWarning = [this](const QString &message) {
        m_settingsWarning->setText(message);
        m_settingsWarning->show();
    };
    connect(m_session, &Session::settingsNotSaved, this, showSettingsWarning);
    connect(m_quizFiles, &QuizFiles::recentQuizzesNotSaved, this, showSettingsWarning);
    connect(m_quizFiles, &QuizFiles::recentQuizzesChanged, this, [this] { m_quizFiles->fillRecentMenu(m_recentMenu); });
    connect(m_session, &Session::stateNotSaved, this,
            [this](const QString &line) { Banner::addLine(m_stateWarning, line); });
    connect(m_session, &Session::stateSaved, this, [this](const QString &failure, const QString &saved) {
        Banner::replaceLine(m_stateWarning, failure, saved);
    });
    connect(m_reportExporter, &ReportExporter::reportSaved, m_session,
            [this](const QString &, const QString &attemptId) { m_session->markExported(attemptId); });
    connect(m_quizPanel, &QuizPanel::exportRequested, m_exportAction, &QAction::trigger);
    connect(m_quizPanel, &QuizPanel::sceneRequested, this, &MainWindow::showScene);
    m_confirm = [this](const QString &title, const QString &text) {
        return QMessageBox::question(this, title, text) == QMessageBox::Yes;
    };
    m_quizPanel->setTextScale(m_session->settings().textScale());
    updateReportActions();
    fitToScreen();
    m_quizPanel->setFocus();
    m_quizPanel->installEventFilter(this); // its first paint is the first frame: then the unit chain is built
    connect(this, &MainWindow::firstFramePainted, this, &MainWindow::simulatorPanel);
}

void MainWindow::fitToScreen()
{
    // The window as the learner left it; else one that fits the screen it opens on: 90% of it, or maximized on
    // laptop-sized screens.
    m_splitter->restoreState(m_session->settings().splitterState());
    if (restoreGeometry(m_session->settings().windowGeometry()))
        return;
    const QSize available = screen()->availableGeometry().size();
    resize(available * 0.9);
    if (available.width() < 1366 || available.height() < 768)
        setWindowState(Qt::WindowMaximized);
}

void MainWindow::showScene(const SimulatorScene &scene)
{
    // The tab first: the panel scrolls the scene's chart into view only once it is visible.
    if (scene.view == SimulatorScene::View::RealModel) {
        m_visualizerTabs->setCurrentIndex(1);
        realisticPanel()->applyScene(scene);
    } else {
        m_visualizerTabs->setCurrentIndex(0);
        simulatorPanel()->applyScene(scene);
    }
}

SimulatorPanel *MainWindow::simulatorPanel()
{
    if (!m_simulatorPanel) {
        // In the current language: it translates itself.
        m_simulatorPanel = new SimulatorPanel(m_unitChain, m_simulatorScroll);
        connect(m_quizPanel, &QuizPanel::questionChanged, m_simulatorPanel, &SimulatorPanel::cancelScene);
        m_simulatorScroll->setWidget(m_simulatorPanel);
        m_simulatorScroll->pin(m_simulatorPanel->findChild<QWidget *>(u"controlsBar"_s)); // in view while scrolled
    }
    return m_simulatorPanel;
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_quizPanel && event->type() == QEvent::Paint) {
        m_quizPanel->removeEventFilter(this);
        // Queued: the frame being painted goes to the screen first.
        QTimer::singleShot(0, this, &MainWindow::firstFramePainted);
    }
    return QMainWindow::eventFilter(watched, event);
}

RealisticPanel *MainWindow::realisticPanel()
{
    if (!m_realisticPanel) {
        m_realisticPanel
            = new RealisticPanel(m_realModel, m_realisticScroll); // in the current language: it translates itself
        connect(m_quizPanel, &QuizPanel::questionChanged, m_realisticPanel, &RealisticPanel::cancelScene);
        m_realisticScroll->setWidget(m_realisticPanel);
    }
    return m_realisticPanel;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The attempt itself was saved with its last answer; what is left to keep is how the window looked.
    m_session->rememberWindowLayout(saveGeometry(), m_splitter->saveState());
    m_session->rememberTextScale(m_quizPanel->textScale());
    QMainWindow::closeEvent(event);
}

void MainWindow::setConfirmation(const QuizPanel::Confirmation &confirm)
{
    m_confirm = confirm;
    m_quizPanel->setConfirmation(confirm);
}

void MainWindow::enablePersistence(const QString &directory, const std::atomic_bool *stopImport)
{
    const std::optional<AttemptRecord> left = m_session->enablePersistence(directory, stopImport);
    if (!left)
        return;
    const QuizAttempt &attempt = left->attempt;
    const QString when = QLocale().toString(attempt.startedAt().toLocalTime(), QLocale::ShortFormat);
    if (m_confirm(
            tr("Resume your attempt?"),
            tr("You did not finish “%4”, started on %1 (%2 of %3 questions answered). Continue where you left off? If "
               "not, it stays in History.")
                .arg(when, QLocale().toString(attempt.answeredCount()), QLocale().toString(attempt.questionCount()),
                     attempt.bank().title.text(m_session->language()))))
        m_session->resume(*left);
    else
        m_session->keepInHistory(*left);
}

bool MainWindow::startPractice()
{
    if (!m_quizPanel->confirmLeavingAttempt())
        return false;
    m_session->setBank(PracticeSet::generate(QuizAttempt::randomSeed()));
    return true;
}

bool MainWindow::startAttempt(const AttemptOptions &options)
{
    if (!m_quizPanel->confirmLeavingAttempt())
        return false;
    if (m_session->attempt().options().retry) // a retry's bank is the missed questions only
        m_session->setBank(m_quizFiles->wholeBank(), options);
    else
        m_session->restart(options);
    return true;
}

void MainWindow::startExam()
{
    bool ok = false;
    const int minutes = QInputDialog::getInt(this, tr("Exam mode"),
                                             tr("Feedback is held back until you hand in. Time limit in minutes "
                                                "(0 for none):"),
                                             0, 0, AttemptOptions::MaxTimeLimitMinutes, 5, &ok);
    if (!ok)
        return;
    AttemptOptions options;
    options.exam = true;
    options.timeLimitMinutes = minutes;
    startAttempt(options);
}

void MainWindow::showHistory()
{
    HistoryDialog::browse(m_session, this, [this] { m_exportAction->trigger(); });
}

void MainWindow::setLanguage(const QString &language, bool remember)
{
    m_session->setLanguage(language, remember);
}

QString MainWindow::language() const
{
    return m_session->language();
}

void MainWindow::showLanguageWarning(const QString &language)
{
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == language);
    m_fontBanner->showFor(language);
}

QString MainWindow::savedLanguage()
{
    return AppSettings().language();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Checkpoint Quiz"));
    for (const auto &[menu, title] : std::as_const(m_menuTitles))
        menu->setTitle(tr(title));
    for (const auto &[action, text] : std::as_const(m_actionTexts))
        action->setText(tr(text));
    updateBankLanguageNotice();
    if (!m_builtInTitles.isEmpty())
        showBuiltInTitles();
    m_visualizerTabs->setTabText(0, tr("Unit chain"));
    m_visualizerTabs->setTabText(1, tr("Real model (GiB)"));
    m_visualizerTabs->setAccessibleName(tr("Memory simulator"));
}

void MainWindow::updateReportActions()
{
    // A report needs an answer (a partial attempt says so); an exam's waits for the hand-in, as its verdicts do.
    const QuizAttempt &attempt = m_session->attempt();
    // One report at a time: the actions stay off while one is written.
    const bool reportable = attempt.answeredCount() > 0 && (!attempt.options().exam || attempt.isFinished())
                            && !m_reportExporter->isExporting();
    m_exportAction->setEnabled(reportable);
    m_printAction->setEnabled(reportable);
}

void MainWindow::bringToFront()
{
    setWindowState(windowState() & ~Qt::WindowMinimized);
    show();
    raise();
    activateWindow();
}

void MainWindow::updateBankLanguageNotice()
{
    const QuestionBank &bank = m_session->bank();
    if (m_session->bankHasLanguage() || bank.languages.isEmpty()) {
        m_bankLanguageNotice->hide();
        return;
    }
    const Language *shown = Language::find(bank.languages.first());
    m_bankLanguageNotice->setText(tr("This quiz is not written in your language; its questions are shown in %1.")
                                      .arg(shown ? shown->nativeName : bank.languages.first()));
    m_bankLanguageNotice->show();
}

bool MainWindow::openModelConfig(const QString &path)
{
    m_visualizerTabs->setCurrentIndex(1);
    return realisticPanel()->openModelConfig(path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()) {
        event->acceptProposedAction();
        const QString path = urls.first().toLocalFile();
        if (ModelConfig::looksLikeConfig(path))
            openModelConfig(path);
        else if (Measurement::looksLikeMeasurement(path))
            MeasurementDialog::openFile(path, m_realModel, this);
        else
            openQuiz(path);
    }
}
