#include "ui/mainwindow.h"

#include "core/i18n/language.h"
#include "core/report/simulatorsnapshot.h"
#include "ui/export/reportexporter.h"
#include "ui/fontcoverage.h"
#include "ui/quizpanel.h"
#include "ui/simulatorpanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
const QString languageKey = u"ui/language"_s;
}

MainWindow::MainWindow(const QuestionBank &bank, quint32 shuffleSeed, QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(u"mainWindow"_s);
    auto *central = new QWidget(this);
    m_fontWarning = new QLabel(central);
    m_fontWarning->setObjectName(u"fontWarning"_s);
    m_fontWarning->setTextFormat(Qt::PlainText);
    m_fontWarning->setWordWrap(true);
    m_fontWarning->setStyleSheet(u"background: #fff4ce; color: #5c4400; border: 1px solid #e0c060; padding: 6px;"_s);
    m_fontWarning->hide();

    m_splitter = new QSplitter(Qt::Horizontal, central);
    m_splitter->setObjectName(u"mainSplitter"_s);
    m_splitter->setChildrenCollapsible(false);
    m_quizPanel = new QuizPanel(m_splitter);
    m_simulatorPanel = new SimulatorPanel(m_splitter);
    m_splitter->addWidget(m_quizPanel);
    m_splitter->addWidget(m_simulatorPanel);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setSizes({500, 860});

    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_fontWarning);
    layout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_reportExporter = new ReportExporter(this);
    createMenus();
    connect(m_quizPanel, &QuizPanel::answered, this, &MainWindow::updateReportActions);
    connect(m_quizPanel, &QuizPanel::attemptRestarted, this, &MainWindow::updateReportActions);
    m_quizPanel->setBank(bank, shuffleSeed);
    updateReportActions();
    resize(1360, 860);
    m_quizPanel->setFocus();
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_exportAction = m_fileMenu->addAction(QString(), this, [this] {
        m_reportExporter->exportReport(*m_quizPanel->attempt(), language(), simulatorSnapshot());
    });
    m_exportAction->setObjectName(u"exportReportAction"_s);
    m_exportAction->setShortcut(Qt::CTRL | Qt::Key_E);
    m_printAction = m_fileMenu->addAction(QString(), this, [this] {
        m_reportExporter->printReport(*m_quizPanel->attempt(), language(), simulatorSnapshot());
    });
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
    if (!m_translator.setLanguage(language))
        return;
    if (remember)
        QSettings().setValue(languageKey, language);
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == language);
    m_quizPanel->setLanguage(language);
    const QString warning = FontCoverage::missingFontMessage(language);
    m_fontWarning->setText(warning);
    m_fontWarning->setVisible(!warning.isEmpty());
    retranslate();
}

QString MainWindow::savedLanguage()
{
    const QString language = QSettings().value(languageKey).toString();
    return Language::isSupported(language) ? language : QString();
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
    m_exportAction->setText(tr("&Export Report…"));
    m_printAction->setText(tr("&Print Report…"));
    m_learnerAction->setText(tr("Change &Learner Name…"));
    m_quitAction->setText(tr("&Quit"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Checkpoint Quiz"));
}

void MainWindow::updateReportActions()
{
    // A report needs at least one answer; a partial attempt is allowed and says so in the report.
    const bool answered = m_quizPanel->attempt() && m_quizPanel->attempt()->answeredCount() > 0;
    m_exportAction->setEnabled(answered);
    m_printAction->setEnabled(answered);
}

SimulatorSnapshot MainWindow::simulatorSnapshot() const
{
    return m_simulatorPanel->reportSnapshot();
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
