#include "ui/mainwindow.h"

#include "core/i18n/language.h"
#include "core/quiz/quizfile.h"
#include "core/report/reportsimulatorsection.h"
#include "core/session/appsettings.h"
#include "core/session/session.h"
#include "ui/export/reportexporter.h"
#include "ui/fontcoverage.h"
#include "ui/quizpanel.h"
#include "ui/realisticpanel.h"
#include "ui/simulatorpanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLabel *warningBanner(QWidget *parent, const QString &objectName)
{
    auto *banner = new QLabel(parent);
    banner->setObjectName(objectName);
    banner->setTextFormat(Qt::PlainText);
    banner->setWordWrap(true);
    banner->setStyleSheet(u"background: #fff4ce; color: #5c4400; border: 1px solid #e0c060; padding: 6px;"_s);
    banner->hide();
    return banner;
}

} // namespace

MainWindow::MainWindow(const QuestionBank &bank, quint32 shuffleSeed, QWidget *parent)
    : QMainWindow(parent)
    , m_session(new Session(bank, shuffleSeed, this))
{
    setObjectName(u"mainWindow"_s);
    auto *central = new QWidget(this);
    m_fontWarning = warningBanner(central, u"fontWarning"_s);
    m_settingsWarning = warningBanner(central, u"settingsWarning"_s);
    m_bankLanguageNotice = warningBanner(central, u"bankLanguageNotice"_s);

    m_splitter = new QSplitter(Qt::Horizontal, central);
    m_splitter->setObjectName(u"mainSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_quizPanel = new QuizPanel(m_session, m_splitter);
    // The visualizer: the unit chain and the realistic mode, each in a scroll area, so a short screen scrolls rather
    // than squeezing the charts below a readable height.
    m_visualizerTabs = new QTabWidget(m_splitter);
    m_visualizerTabs->setObjectName(u"visualizerTabs"_s);
    m_visualizerTabs->setDocumentMode(true);
    const auto scrollArea = [this](const QString &objectName) {
        auto *scroll = new QScrollArea(m_visualizerTabs);
        scroll->setObjectName(objectName);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        return scroll;
    };
    auto *simulatorScroll = scrollArea(u"simulatorScroll"_s);
    m_simulatorPanel = new SimulatorPanel(simulatorScroll);
    simulatorScroll->setWidget(m_simulatorPanel);
    auto *realisticScroll = scrollArea(u"realisticScroll"_s);
    m_realisticPanel = new RealisticPanel(realisticScroll);
    realisticScroll->setWidget(m_realisticPanel);
    m_visualizerTabs->addTab(simulatorScroll, QString());
    m_visualizerTabs->addTab(realisticScroll, QString());
    m_splitter->addWidget(m_quizPanel);
    m_splitter->addWidget(m_visualizerTabs);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setSizes({500, 860});

    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_fontWarning);
    layout->addWidget(m_settingsWarning);
    layout->addWidget(m_bankLanguageNotice);
    layout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_reportExporter = new ReportExporter(m_session, this);
    createMenus();
    connect(m_session, &Session::answered, this, &MainWindow::updateReportActions);
    connect(m_session, &Session::attemptStarted, this, &MainWindow::updateReportActions);
    connect(m_session, &Session::languageChanged, this, &MainWindow::showLanguageWarning);
    connect(m_session, &Session::languageChanged, this, &MainWindow::updateBankLanguageNotice);
    connect(m_session, &Session::bankChanged, this, &MainWindow::updateBankLanguageNotice);
    setAcceptDrops(true);
    connect(m_session, &Session::settingsNotSaved, this, [this](const QString &message) {
        m_settingsWarning->setText(message);
        m_settingsWarning->show();
    });
    updateReportActions();
    // The first window fits the screen it opens on: 90% of it, or maximized on laptop-sized screens.
    const QSize available = screen()->availableGeometry().size();
    resize(QSize(1360, 860).boundedTo(available * 0.9));
    if (available.width() < 1366 || available.height() < 768)
        setWindowState(Qt::WindowMaximized);
    m_quizPanel->setFocus();
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openQuizAction = m_fileMenu->addAction(QString(), this, &MainWindow::chooseQuizToOpen);
    m_openQuizAction->setObjectName(u"openQuizAction"_s);
    m_openQuizAction->setShortcut(QKeySequence::Open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(u"recentQuizzesMenu"_s);
    m_exportQuizAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportQuiz);
    m_exportQuizAction->setObjectName(u"exportQuizAction"_s);
    m_fileMenu->addSeparator();
    updateRecentMenu();
    m_exportAction = m_fileMenu->addAction(
        QString(), this, [this] { m_reportExporter->exportReport(m_simulatorPanel->reportSection()); });
    m_exportAction->setObjectName(u"exportReportAction"_s);
    m_exportAction->setShortcut(Qt::CTRL | Qt::Key_E);
    m_printAction = m_fileMenu->addAction(QString(), this,
                                          [this] { m_reportExporter->printReport(m_simulatorPanel->reportSection()); });
    m_printAction->setObjectName(u"printReportAction"_s);
    m_printAction->setShortcut(QKeySequence::Print);
    m_learnerAction = m_fileMenu->addAction(QString(), m_reportExporter, &ReportExporter::editLearnerName);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(u"languageMenu"_s);
    m_languageGroup = new QActionGroup(this);
    for (const Language &entry : Language::all()) {
        const QString language = entry.code;
        // Each language is named in itself, so a learner who cannot read the current one still finds theirs.
        QAction *action = m_languageMenu->addAction(entry.nativeName);
        action->setObjectName(u"language_%1"_s.arg(language));
        action->setCheckable(true);
        action->setData(language);
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
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
    const QString warning = FontCoverage::missingFontMessage(language);
    m_fontWarning->setText(warning);
    m_fontWarning->setVisible(!warning.isEmpty());
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
    m_fileMenu->setTitle(tr("&File"));
    m_openQuizAction->setText(tr("&Open Quiz…"));
    m_recentMenu->setTitle(tr("Open &Recent Quiz"));
    m_exportQuizAction->setText(tr("Export &Quiz As…"));
    updateBankLanguageNotice();
    m_exportAction->setText(tr("&Export Report…"));
    m_printAction->setText(tr("&Print Report…"));
    m_learnerAction->setText(tr("Change &Learner Name…"));
    m_quitAction->setText(tr("&Quit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Checkpoint Quiz"));
    m_visualizerTabs->setTabText(0, tr("Unit chain"));
    m_visualizerTabs->setTabText(1, tr("Real model (GiB)"));
}

void MainWindow::updateReportActions()
{
    // A report needs at least one answer; a partial attempt is allowed and says so in the report.
    const bool answered = m_session->attempt().answeredCount() > 0;
    m_exportAction->setEnabled(answered);
    m_printAction->setEnabled(answered);
}

void MainWindow::showAbout()
{
    QMessageBox box(this);
    box.setWindowTitle(tr("About Checkpoint Quiz"));
    box.setTextFormat(Qt::PlainText);
    box.setText(tr("Checkpoint Quiz %1\n\nLearn gradient (activation) checkpointing: answer the quiz and watch "
                   "activation memory and recompute cost change as you move the checkpoints.")
                    .arg(QStringLiteral(CQ_VERSION)));
    box.setStandardButtons(QMessageBox::Ok);
    box.button(QMessageBox::Ok)->setText(tr("OK"));
    box.exec();
}

bool MainWindow::openQuiz(const QString &path)
{
    Expected<QuestionBank> loaded = QuizFile::load(path);
    if (!loaded) {
        showFileError(u"quizOpenError"_s, tr("The quiz could not be opened; the current quiz stays open."),
                      loaded.error());
        return false;
    }
    m_session->setBank(std::move(*loaded));
    // The panel reads the title and intro when the language changes; a new bank changes them too.
    QEvent languageChange(QEvent::LanguageChange);
    QCoreApplication::sendEvent(m_quizPanel, &languageChange);
    AppSettings settings;
    if (!settings.addRecentQuiz(QFileInfo(path).absoluteFilePath())) {
        m_settingsWarning->setText(tr("Settings cannot be saved to %1, so the list of recent quizzes will be "
                                      "forgotten when the app closes.")
                                       .arg(settings.location()));
        m_settingsWarning->show();
    }
    updateRecentMenu();
    return true;
}

void MainWindow::chooseQuizToOpen()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Quiz"), QString(),
        tr("Quiz files (*.json *.gift *.txt *.aiken *.xml);;Checkpoint Quiz (*.json);;GIFT (*.gift *.txt);;Aiken "
           "(*.txt *.aiken);;Moodle XML (*.xml);;All files (*)"));
    if (!path.isEmpty())
        openQuiz(path);
}

void MainWindow::exportQuiz()
{
    QString filter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Quiz As"), m_session->bank().id + u".gift"_s,
                                                tr("GIFT for Moodle (*.gift *.txt);;Moodle XML (*.xml)"), &filter);
    if (path.isEmpty())
        return;
    // A name typed without an extension gets the chosen filter's, so the format is the one the user picked.
    if (QFileInfo(path).suffix().isEmpty())
        path += filter.contains(u"*.xml"_s) ? u".xml"_s : u".gift"_s;
    if (const Expected<void> saved = QuizFile::exportBank(m_session->bank(), path, m_session->language()); !saved)
        showFileError(u"quizExportError"_s, tr("The quiz could not be exported to %1.").arg(path), saved.error());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = AppSettings().recentQuizzes();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent.at(i);
        // "&1 name.gift": the number is the mnemonic; the file name is data, so "&" in it must stay literal.
        QAction *action
            = m_recentMenu->addAction(u"&%1 %2"_s.arg(i + 1).arg(QFileInfo(path).fileName().replace(u'&', "&&"_L1)),
                                      this, [this, path] { openQuiz(path); });
        action->setData(path);
        // Tool tips are rich text when they look like it: the path is escaped inside a paragraph, so it shows as is.
        action->setToolTip(u"<p>%1</p>"_s.arg(path.toHtmlEscaped()));
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
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

void MainWindow::showFileError(const QString &objectName, const QString &what, const QString &detail)
{
    auto *box = new QMessageBox(QMessageBox::Critical, tr("Checkpoint Quiz"), what + u"\n\n"_s + detail,
                                QMessageBox::Ok, this);
    box->setObjectName(objectName);
    // The message quotes the file's name and content: never let them be read as rich text (the informative text
    // would be, so everything goes in the plain-text main text).
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
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
        openQuiz(urls.first().toLocalFile());
    }
}
