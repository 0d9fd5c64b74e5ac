// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// MainWindow's menus: one table of entries, each with its text (translated in retranslate()), name, action and
// shortcut; kept apart from the window's layout and wiring in mainwindow.cpp.

#include "ui/mainwindow.h"

#include "core/i18n/language.h"
#include "core/quiz/questionbank.h"
#include "core/report/reportsimulatorsection.h"
#include "core/session/session.h"
#include "ui/aboutbox.h"
#include "ui/assignmentdialog.h"
#include "ui/classresultsdialog.h"
#include "ui/export/reportexporter.h"
#include "ui/measurementdialog.h"
#include "ui/quizfiles.h"
#include "ui/realisticpanel.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenuBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

QMenu *MainWindow::addMenu(const char *title, const QString &objectName)
{
    QMenu *menu = menuBar()->addMenu(QString());
    menu->setObjectName(objectName);
    m_menuTitles.append({menu, title});
    return menu;
}

QAction *MainWindow::addAction(QMenu *menu, const char *text, const QString &objectName,
                               const std::function<void()> &triggered, const QKeySequence &shortcut)
{
    QAction *action = menu->addAction(QString(), this, triggered);
    action->setObjectName(objectName);
    action->setShortcut(shortcut);
    m_actionTexts.append({action, text});
    return action;
}

// The menus as a table: each entry's text (translated in retranslate()), name, action and shortcut.
void MainWindow::createMenus()
{
    QMenu *file = addMenu(QT_TR_NOOP("&File"), u"fileMenu"_s);
    addAction(
        file, QT_TR_NOOP("&Open Quiz…"), u"openQuizAction"_s, [this] { m_quizFiles->chooseAndOpen(); },
        QKeySequence::Open);
    addAction(file, QT_TR_NOOP("Open &Model Config…"), u"openModelConfigAction"_s, [this] {
        m_visualizerTabs->setCurrentIndex(1);
        realisticPanel()->chooseModelConfig();
    });
    addAction(file, QT_TR_NOOP("Open Mea&surement…"), u"openMeasurementAction"_s, [this] {
        m_visualizerTabs->setCurrentIndex(1);
        MeasurementDialog::choose(m_realModel, this);
    });
    m_recentMenu = file->addMenu(QString());
    m_recentMenu->setObjectName(u"recentQuizzesMenu"_s);
    m_menuTitles.append({m_recentMenu, QT_TR_NOOP("Open &Recent Quiz")});
    addAction(file, QT_TR_NOOP("Export Quiz &As…"), u"exportQuizAction"_s, [this] { m_quizFiles->exportBank(); });
    file->addSeparator();
    m_quizFiles->fillRecentMenu(m_recentMenu);
    m_exportAction = addAction(
        file, QT_TR_NOOP("&Export Report…"), u"exportReportAction"_s,
        [this] { m_reportExporter->exportReport(ReportSimulatorSection::of(*m_unitChain)); }, Qt::CTRL | Qt::Key_E);
    m_printAction = addAction(
        file, QT_TR_NOOP("&Print Report…"), u"printReportAction"_s,
        [this] { m_reportExporter->printReport(ReportSimulatorSection::of(*m_unitChain)); }, QKeySequence::Print);
    addAction(file, QT_TR_NOOP("Change &Learner Name…"), u"learnerAction"_s,
              [this] { m_reportExporter->editLearnerName(); });
    addAction(file, QT_TR_NOOP("&New Assignment…"), u"newAssignmentAction"_s,
              [this] { AssignmentDialog::ask(m_quizFiles->wholeBank(), m_session->language(), this); });
    addAction(file, QT_TR_NOOP("&Class Results…"), u"classResultsAction"_s, [this] {
        ClassResultsDialog::showFor(m_session->language(), this,
                                    [this](const SimulatorScene &scene) { showScene(scene); });
    });
    file->addSeparator();
    addAction(
        file, QT_TR_NOOP("&Quit"), u"quitAction"_s, [this] { close(); }, QKeySequence::Quit);

    m_quizMenu = addMenu(QT_TR_NOOP("&Quiz"), u"quizMenu"_s);
    for (const QString &path : QuizFiles::builtIn())
        m_builtInActions.append(m_quizMenu->addAction(QString(), this, [this, path] { openQuiz(path); }));
    // Reading the titles means parsing both banks: that waits until the menu first opens, after the first frame.
    connect(m_quizMenu, &QMenu::aboutToShow, this, &MainWindow::showBuiltInTitles);
    addAction(m_quizMenu, QT_TR_NOOP("Practice: Predict, Then Simulate (New Numbers Each Time)"), u"practiceAction"_s,
              [this] { startPractice(); });
    m_practiceSeparator = m_quizMenu->addSeparator(); // spaced review's actions go above it
    m_immediateAction = addAction(m_quizMenu, QT_TR_NOOP("New Attempt with &Immediate Feedback"), u"immediateAction"_s,
                                  [this] { startAttempt({}); });
    m_examAction
        = addAction(m_quizMenu, QT_TR_NOOP("New Attempt in E&xam Mode…"), u"examAction"_s, [this] { startExam(); });
    m_quizMenu->addSeparator();
    addAction(
        m_quizMenu, QT_TR_NOOP("&History…"), u"historyAction"_s, [this] { showHistory(); }, Qt::CTRL | Qt::Key_H);

    QMenu *languages = addMenu(QT_TR_NOOP("&Language"), u"languageMenu"_s);
    m_languageGroup = new QActionGroup(this);
    for (const Language &entry : Language::all()) {
        const QString language = entry.code;
        // Each language is named in itself, so a learner who cannot read the current one still finds theirs.
        QAction *action = languages->addAction(entry.nativeName);
        action->setObjectName(u"language_%1"_s.arg(language));
        action->setCheckable(true);
        action->setData(language);
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }

    m_helpMenu = addMenu(QT_TR_NOOP("&Help"), u"helpMenu"_s);
    m_aboutAction = addAction(m_helpMenu, QT_TR_NOOP("&About Checkpoint Quiz"), u"aboutAction"_s,
                              [this] { AboutBox::show(this); });
    m_aboutAction->setMenuRole(QAction::AboutRole);
    addAction(m_helpMenu, QT_TR_NOOP("About &Qt"), u"aboutQtAction"_s, [] {
        QApplication::aboutQt();
    })->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::showBuiltInTitles()
{
    if (m_builtInTitles.isEmpty()) {
        // The titles are read once; a language switch only picks the language.
        for (const QString &path : QuizFiles::builtIn()) {
            const Expected<QuestionBank> bank = QuestionBankLoader::fromFile(path);
            m_builtInTitles.append(bank ? bank->title : LocalizedText({{Language::english().code, path}}));
        }
    }
    for (int i = 0; i < int(m_builtInActions.size()); ++i) {
        m_builtInActions[i]->setText(m_builtInTitles.at(i).text(m_session->language()).replace(u'&', u"&&"_s));
        m_builtInActions[i]->setCheckable(true); // the quiz open now is checked
        m_builtInActions[i]->setChecked(m_session->bank().sourcePath == QuizFiles::builtIn().at(i));
    }
}
