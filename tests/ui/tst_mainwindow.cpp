// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/guitestbase.h"

#include "ui/aboutbox.h"
#include "ui/budgetchart.h"
#include "ui/export/reportexporter.h"
#include "ui/historydialog.h"
#include "ui/mainwindow.h"
#include "ui/memorybudgetbars.h"
#include "ui/quizfiles.h"
#include "ui/quizpanel.h"
#include "ui/realisticpanel.h"
#include "ui/simulatorpanel.h"

#include "core/quiz/questionbank.h"
#include "core/review/learnerdatabase.h"
#include "core/session/session.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QValueAxis>
#include <QXYSeries>

using namespace Qt::StringLiterals;

class TestMainWindow final : public GuiTestBase
{
    Q_OBJECT
protected slots:
    void init() override
    {
        GuiTestBase::init();
        // The unit chain comes right after the first frame.
        QTRY_VERIFY(m_window->findChild<SimulatorPanel *>(u"simulatorPanel"_s));
    }

private slots:

    // The first frame shows the quiz; the unit-chain simulator is built right after it, in the language already
    // chosen, and anything that needs it earlier (a scene, a report) builds it on the spot.
    void unitChainFollowsTheFirstFrame()
    {
        MainWindow window(m_bank, 0);
        window.setLanguage(u"ko"_s, false);
        QVERIFY(!window.findChild<SimulatorPanel *>());
        QSignalSpy painted(&window, &MainWindow::firstFramePainted); // the program opens the learner's data then
        window.show();
        QTRY_VERIFY(window.findChild<SimulatorPanel *>(u"simulatorPanel"_s));
        QCOMPARE(painted.size(), 1);
        window.update();
        QTest::qWait(50);
        QCOMPARE(painted.size(), 1); // once: later frames are not the first
        const QString layers = QCoreApplication::translate("SimulatorPanel", "Layers N");
        QVERIFY(layers != u"Layers N"_s);
        QStringList labels;
        for (const QLabel *label : window.findChild<QWidget *>(u"simulatorScroll"_s)->findChildren<QLabel *>())
            labels.append(label->text());
        QVERIFY2(labels.contains(layers), qPrintable(labels.join(u", "_s)));

        MainWindow hidden(m_bank, 0);
        QVERIFY(!hidden.findChild<SimulatorPanel *>());
        QVERIFY(hidden.simulatorPanel()); // built on use
        QCOMPARE(hidden.findChild<SimulatorPanel *>(), hidden.simulatorPanel());
    }

    // The visualizer's two tabs: the unit chain (the simulator panel, as before) and the real model; Ctrl+Tab
    // switches between them from the keyboard.
    void visualizerTabs()
    {
        auto *tabs = m_window->findChild<QTabWidget *>(u"visualizerTabs"_s);
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 2);
        QCOMPARE(tabs->tabText(0), u"Unit chain"_s);
        QCOMPARE(tabs->tabText(1), u"Real model (GiB)"_s);
        QVERIFY(m_window->findChild<SimulatorPanel *>(u"simulatorPanel"_s));
        // The realistic mode is built when its tab is first shown (a lean start).
        QVERIFY(!m_window->findChild<RealisticPanel *>(u"realisticPanel"_s));
        QCOMPARE(tabs->currentIndex(), 0);
        tabs->tabBar()->setFocus(); // the scroll areas take no focus; the controls inside them do
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        auto *realistic = m_window->findChild<RealisticPanel *>(u"realisticPanel"_s);
        QVERIFY(realistic);
        QVERIFY(tabs->widget(1)->isAncestorOf(realistic));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 0);
    }

    void languageMenuSwitchesEveryVisibleText_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("windowTitle");
        QTest::addColumn<QString>("quizTitle");
        QTest::addColumn<QString>("layersLabel");
        QTest::addColumn<QString>("readoutStart");
        // The app's name is a brand and stays in Latin letters; everything around it is translated.
        QTest::newRow("bn") << "bn"
                            << "Checkpoint Quiz"
                            << "গ্রেডিয়েন্ট চেকপয়েন্টিং কুইজ"
                            << "লেয়ার সংখ্যা N"
                            << "সর্বোচ্চ: ১০০টির মধ্যে ১৯টি";
        QTest::newRow("ko") << "ko"
                            << "Checkpoint Quiz"
                            << "그래디언트 체크포인팅 퀴즈"
                            << "레이어 수 N"
                            << "피크: 저장된 활성화 19개";
        QTest::newRow("en") << "en"
                            << "Checkpoint Quiz"
                            << "Gradient Checkpointing Quiz"
                            << "Layers N"
                            << "Peak 19";
    }

    void languageMenuSwitchesEveryVisibleText()
    {
        QFETCH(QString, language);
        QFETCH(QString, windowTitle);
        QFETCH(QString, quizTitle);
        QFETCH(QString, layersLabel);
        QFETCH(QString, readoutStart);
        const QString englishFile = m_window->menuBar()->actions().first()->text();
        auto *action = m_window->findChild<QAction *>(u"language_"_s + language);
        QVERIFY(action);
        action->trigger();
        QCOMPARE(m_window->language(), language);
        QVERIFY(action->isChecked());
        // Qt posts QEvent::LanguageChange to the widgets: they retranslate on the next turn of the event loop.
        QTRY_COMPARE(label(u"quizTitle"_s)->text(), quizTitle);
        QTRY_COMPARE(label(u"layersLabel"_s)->text(), layersLabel);
        QCOMPARE(m_window->windowTitle(), windowTitle);
        QVERIFY2(label(u"readoutLabel"_s)->text().startsWith(readoutStart),
                 qPrintable(label(u"readoutLabel"_s)->text()));
        QCOMPARE(QTextDocumentFragment::fromHtml(label(u"stemLabel"_s)->text()).toPlainText(),
                 m_bank.questions.first().stem.text(language));
        QCOMPARE(m_window->menuBar()->actions().first()->text() == englishFile, language == "en"_L1);
        const auto *score = label(u"scoreLabel"_s);
        QCOMPARE(score->text().contains(u"correct of"_s), language == "en"_L1);
        QCOMPARE(QSettings().value(u"ui/language"_s).toString(), language); // remembered
        QCOMPARE(MainWindow::savedLanguage(), language);
    }

    // What is built on first use (the realistic mode, the memory budget chart, the built-in quizzes' titles) comes up
    // in the language chosen before.
    void partsBuiltLaterSpeakTheCurrentLanguage()
    {
        m_window->findChild<QAction *>(u"language_ko"_s)->trigger();
        QTest::qWait(0);
        const QString setup = QCoreApplication::translate("RealisticPanel", "Training setup");
        QVERIFY(setup != u"Training setup"_s);
        m_window->findChild<QTabWidget *>(u"visualizerTabs"_s)->setCurrentIndex(1);
        QStringList titles;
        for (const QGroupBox *box : m_window->realisticPanel()->findChildren<QGroupBox *>())
            titles.append(box->title());
        QVERIFY2(titles.contains(setup), qPrintable(titles.join(u", "_s)));

        m_window->simulatorPanel()->findChild<QTabWidget *>(u"chartTabs"_s)->setCurrentIndex(1);
        const QString budget = QCoreApplication::translate("SimulatorPanel", "Memory budget of every schedule");
        QVERIFY(budget != u"Memory budget of every schedule"_s);
        QCOMPARE(m_window->simulatorPanel()->budgetChart()->accessibleName(), budget);

        auto *quizMenu = m_window->findChild<QMenu *>(u"quizMenu"_s);
        emit quizMenu->aboutToShow();
        const Expected<QuestionBank> first = QuestionBankLoader::fromFile(QuizFiles::builtIn().first());
        QVERIFY(first);
        QCOMPARE(quizMenu->actions().first()->text(), first->title.text(u"ko"_s).replace(u'&', u"&&"_s));
    }

    void numbersFollowTheLanguage()
    {
        m_window->findChild<QAction *>(u"language_bn"_s)->trigger();
        QTest::qWait(0);
        // Bengali digits in progress: "প্রশ্ন ১/৮"-style text must not contain ASCII digits.
        const QString progress = label(u"progressLabel"_s)->text();
        QVERIFY2(progress.contains(u"১"_s) && !progress.contains(u'1'), qPrintable(progress));
    }

    void exportNeedsAnAnswerAndCarriesTheSimulator()
    {
        auto *exportAction = m_window->findChild<QAction *>(u"exportReportAction"_s);
        QVERIFY(!exportAction->isEnabled());
        m_window->findChild<QuizPanel *>()->chooseOption(0);
        QVERIFY(exportAction->isEnabled());

        QTemporaryDir dir;
        const QString path = dir.filePath(u"report.json"_s);
        auto *exporter = m_window->findChild<ReportExporter *>();
        exporter->setMessagesShown(false);
        exporter->setNamePrompt([](const QString &) { return std::optional<QString>(u"Ada"_s); });
        exporter->setFileNamePrompt([path](const QString &suggested, const QString &) {
            return suggested.endsWith(u".pdf"_s) ? path : QString();
        });
        auto *simulator = m_window->findChild<SimulatorPanel *>();
        simulator->setLayers(100);
        simulator->setParameter(10);
        QSignalSpy ended(exporter, &ReportExporter::exportEnded);
        exportAction->trigger();
        // Written on a worker thread; meanwhile a second report cannot be started (architecture-3 F6).
        QVERIFY(!exportAction->isEnabled());
        QVERIFY(!m_window->findChild<QAction *>(u"printReportAction"_s)->isEnabled());
        QVERIFY(ended.wait());
        QCOMPARE(ended.constFirst().constFirst().toBool(), true);
        QVERIFY(exportAction->isEnabled());

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(report.value(u"learner"_s).toString(), u"Ada"_s);
        const QByteArray json = QJsonDocument(report).toJson(QJsonDocument::Compact);
        QVERIFY2(json.contains("\"19 of 100 saved activations\""), json.constData());
        QCOMPARE(m_window->findChild<Session *>()->attempt().answeredCount(), 1);
    }

    // A read-only settings file: the name typed at export still reaches the report, the app says once where
    // settings cannot be saved, and does not ask for the name again.
    void unwritableSettingsKeepTheNameForTheRun()
    {
        // A regular file where the settings folder should be: no user, not even root, can write there.
        const QString file = QSettings().fileName();
        const QString folder = QFileInfo(file).absolutePath();
        QVERIFY(QDir(folder).removeRecursively());
        {
            QFile blocker(folder);
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        auto restore = qScopeGuard([&] { QFile::remove(folder); });

        m_window->findChild<QuizPanel *>()->chooseOption(0);
        auto *exporter = m_window->findChild<ReportExporter *>();
        exporter->setMessagesShown(false);
        int asked = 0;
        exporter->setNamePrompt([&](const QString &) {
            ++asked;
            return std::optional<QString>(u"Alice"_s);
        });
        QTemporaryDir dir;
        QString path = dir.filePath(u"first.json"_s);
        exporter->setFileNamePrompt([&](const QString &, const QString &) { return path; });
        auto *exportAction = m_window->findChild<QAction *>(u"exportReportAction"_s);
        QSignalSpy ended(exporter, &ReportExporter::exportEnded);
        exportAction->trigger();
        QVERIFY(ended.wait());
        auto *warning = label(u"settingsWarning"_s);
        QVERIFY(warning->isVisibleTo(m_window.get()));
        QVERIFY2(warning->text().contains(file), qPrintable(warning->text()));
        QFile first(path);
        QVERIFY(first.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(first.readAll()).object().value(u"learner"_s).toString(), u"Alice"_s);

        path = dir.filePath(u"second.json"_s);
        exportAction->trigger();
        QVERIFY(ended.wait());
        QCOMPARE(asked, 1);
        QVERIFY(QFile::exists(path));
    }

    void restartDisablesExport()
    {
        auto *exportAction = m_window->findChild<QAction *>(u"exportReportAction"_s);
        auto *panel = m_window->findChild<QuizPanel *>();
        for (int q = 0; q < 8; ++q) {
            panel->chooseOption(0);
            panel->advance();
        }
        QVERIFY(panel->isShowingSummary());
        QVERIFY(exportAction->isEnabled());
        QTest::mouseClick(panel->findChild<QPushButton *>(u"restartButton"_s), Qt::LeftButton);
        QVERIFY(!exportAction->isEnabled());
    }

    // The first window fits the screen: at most 90% of it, maximized when the screen is small.
    void firstWindowFitsTheScreen()
    {
        const QSize available = m_window->screen()->availableGeometry().size();
        if (available.width() < 1366 || available.height() < 768)
            QVERIFY(m_window->windowState() & Qt::WindowMaximized);
        else
            QVERIFY(m_window->width() <= available.width() * 0.9 + 1
                    && m_window->height() <= available.height() * 0.9 + 1);
    }

    void splitterAndZoomAreRemembered()
    {
        auto *splitter = m_window->findChild<QSplitter *>(u"mainSplitter"_s);
        splitter->setSizes({300, 500});
        const QList<int> sizes = splitter->sizes();
        m_window->quizPanel()->setTextScale(1.3);
        m_window->close();
        MainWindow again(m_bank, 0);
        QCOMPARE(again.findChild<QSplitter *>(u"mainSplitter"_s)->saveState(), splitter->saveState());
        QCOMPARE(again.quizPanel()->textScale(), 1.3);
        Q_UNUSED(sizes)
    }

    // Answers survive the window (a crash loses nothing: they were saved as they were given), and the next start
    // offers to resume; declining keeps the attempt in History.
    void resumesOrKeepsTheLeftOverAttempt_data()
    {
        QTest::addColumn<bool>("resume");
        QTest::newRow("resume") << true;
        QTest::newRow("decline") << false;
    }
    void resumesOrKeepsTheLeftOverAttempt()
    {
        QFETCH(bool, resume);
        QTemporaryDir state;
        m_window->enablePersistence(state.path());
        m_window->quizPanel()->chooseOption(0);
        m_window->quizPanel()->advance();
        m_window->quizPanel()->chooseOption(2);
        m_window.reset();

        MainWindow next(m_bank, 0);
        QString asked;
        next.setConfirmation([resume, &asked](const QString &title, const QString &text) {
            if (title == u"Resume your attempt?"_s)
                asked = text;
            return title == u"Resume your attempt?"_s ? resume : true;
        });
        next.enablePersistence(state.path());
        // ux-2 F13: the question names the quiz.
        QVERIFY2(asked.startsWith(u"You did not finish “%1”, started on "_s.arg(m_bank.title.text(u"en"_s))),
                 qPrintable(asked));
        const QuizAttempt &attempt = next.session()->attempt();
        if (resume) {
            QCOMPARE(attempt.answeredCount(), 2);
            QCOMPARE(attempt.chosenBankOption(1), 2);
            QCOMPARE(next.quizPanel()->currentQuestion(), 2);
        } else {
            QCOMPARE(attempt.answeredCount(), 0);
            const AttemptStore::History history = next.session()->store()->loadHistory();
            QCOMPARE(history.records.size(), 1);
            QCOMPARE(history.records.at(0).attempt.answeredCount(), 2);
        }
        QVERIFY(!next.findChild<QLabel *>(u"stateWarning"_s)->isVisibleTo(&next));
    }

    // reliability-3 F3: the banner says once that progress is not saved, and says so again when the answer that failed
    // (the database held by another program) has been written by the next one.
    void bannerSaysWhenAFailedSaveIsMadeGood()
    {
        QTemporaryDir state;
        m_window->enablePersistence(state.path());
        m_window->quizPanel()->chooseOption(0);
        m_window->quizPanel()->advance();
        auto *banner = m_window->findChild<QLabel *>(u"stateWarning"_s);
        {
            QSqlDatabase holder = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"holder"_s);
            holder.setDatabaseName(state.filePath(QLatin1StringView(LearnerDatabase::FileName)));
            QVERIFY(holder.open());
            QVERIFY(QSqlQuery(holder).exec(u"BEGIN IMMEDIATE"_s));
            m_window->quizPanel()->chooseOption(1);
            QVERIFY(banner->isVisibleTo(m_window.get()));
            QVERIFY2(banner->text().startsWith(u"Your progress cannot be saved: "_s), qPrintable(banner->text()));
            QVERIFY(QSqlQuery(holder).exec(u"ROLLBACK"_s));
            holder.close();
        }
        QSqlDatabase::removeDatabase(u"holder"_s);
        m_window->quizPanel()->advance();
        m_window->quizPanel()->chooseOption(2);
        QCOMPARE(banner->text(), u"Your progress is saved again: every answer is on the disk."_s);
        QCOMPARE(m_window->session()->store()->loadCurrent().record->attempt.answeredCount(), 3);
    }

    void quizMenuOffersTheBuiltInQuizzesAndPractice()
    {
        QCOMPARE(QuizFiles::builtIn().size(), 3);
        QVERIFY(GuiTest::openQuiz(*m_window, QuizFiles::builtIn().at(1)));
        QCOMPARE(m_window->session()->bank().id, u"deeper-understanding"_s);
        QVERIFY(m_window->session()->bank().questions.size() >= 12);
        // ux-2 F13: the menu marks the quiz that is open.
        auto *quizMenu = m_window->findChild<QMenu *>(u"quizMenu"_s);
        emit quizMenu->aboutToShow();
        QVERIFY(!quizMenu->actions().at(0)->isChecked());
        QVERIFY(quizMenu->actions().at(1)->isChecked());
        m_window->findChild<QAction *>(u"practiceAction"_s)->trigger();
        QCOMPARE(m_window->session()->bank().id, u"practice"_s);
        // Every generated question teaches with a scene.
        for (const Question &question : m_window->session()->bank().questions)
            QVERIFY(question.scene);
        // An attempt with answers is not replaced without asking.
        m_window->quizPanel()->chooseOption(0);
        m_confirmAnswer = false;
        QVERIFY(!GuiTest::openQuiz(*m_window, QuizFiles::builtIn().at(0)));
        QCOMPARE(m_window->session()->bank().id, u"practice"_s);
    }

    // ux-3 F10: switching to practice, another quiz or guided tasks asks nothing when the attempt stays in History
    // (the status bar says so); an exam, an assignment or an attempt nothing keeps is still asked about.
    void leavingAsksOnlyWhereSomethingIsLost()
    {
        QStringList asked;
        m_window->setConfirmation([&](const QString &title, const QString &) {
            asked << title;
            return false;
        });
        m_window->quizPanel()->chooseOption(0);
        QVERIFY(!m_window->startPractice()); // no learner's data on the disk: the attempt would be lost
        QCOMPARE(asked, QStringList{u"Start over?"_s});

        QTemporaryDir state;
        m_window->enablePersistence(state.path());
        m_window->quizPanel()->chooseOption(1);
        QVERIFY(m_window->startPractice());
        QCOMPARE(asked.size(), 1);
        QCOMPARE(m_window->session()->bank().id, u"practice"_s);
        QCOMPARE(m_window->statusBar()->currentMessage(), u"Your attempt is kept in History (Quiz → History)."_s);
        QCOMPARE(m_window->session()->store()->loadHistory().records.size(), 1);

        AttemptOptions exam;
        exam.exam = true;
        QVERIFY(m_window->startAttempt(exam)); // nothing answered in practice yet: nothing to ask
        m_window->quizPanel()->chooseOption(0);
        QVERIFY(!m_window->startPractice());
        QCOMPARE(asked.size(), 2);
        QVERIFY(m_window->session()->attempt().options().exam);
    }

    // ux-3 F9: after Review Now the number keys answer at once: a starting attempt takes the keyboard focus.
    void reviewNowTakesTheFocus()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QTemporaryDir state;
        m_window->enablePersistence(state.path());
        m_window->quizPanel()->chooseOption(1); // wrong: due again in a minute
        auto *start = m_window->findChild<QPushButton *>(u"reviewDueStart"_s);
        QVERIFY(start);
        QTRY_VERIFY(start->isVisible());
        start->setFocus();
        QTest::mouseClick(start, Qt::LeftButton);
        QCOMPARE(m_window->session()->bank().id, u"review"_s);
        QVERIFY(m_window->quizPanel()->isAncestorOf(QApplication::focusWidget())
                || QApplication::focusWidget() == m_window->quizPanel());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_1);
        QCOMPARE(m_window->session()->attempt().answeredCount(), 1);
    }

    // ux-2 6.3: F6 and Shift+F6 move the keyboard focus between the quiz, the unit chain and the real model.
    void f6MovesBetweenThePanes()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        auto *tabs = m_window->findChild<QTabWidget *>(u"visualizerTabs"_s);
        m_window->quizPanel()->setFocus();
        const auto focusIn = [](QWidget *pane) {
            return QApplication::focusWidget() && pane->isAncestorOf(QApplication::focusWidget());
        };
        QTest::keyClick(m_window.get(), Qt::Key_F6);
        QCOMPARE(tabs->currentIndex(), 0);
        QVERIFY(focusIn(tabs->widget(0))); // the unit chain's page, its controls pinned above the charts
        QCOMPARE(QApplication::focusWidget()->objectName(), u"layersSlider"_s);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QCOMPARE(tabs->currentIndex(), 1);
        QVERIFY(focusIn(m_window->realisticPanel()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QCOMPARE(QApplication::focusWidget(), m_window->quizPanel());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        QVERIFY(focusIn(m_window->realisticPanel()));
    }

    // ux-2 F12: a scene's highlight belongs to its question; going on to the next one ends it.
    void sceneEndsWithItsQuestion()
    {
        QuizPanel *quiz = m_window->quizPanel();
        QVERIFY(m_window->session()->attempt().question(0).scene);
        quiz->chooseOption(0);
        QVERIFY(m_window->simulatorPanel()->highlight() != SimulatorScene::Highlight::None);
        quiz->advance();
        QCOMPARE(quiz->currentQuestion(), 1);
        QCOMPARE(m_window->simulatorPanel()->highlight(), SimulatorScene::Highlight::None);
        QVERIFY(!m_window->simulatorPanel()->isAnimating());
    }

    // Answering a question with a scene takes the visualizer there: the unit chain for Q1, the real model for Q8.
    void answeringShowsTheQuestionsScene()
    {
        auto *tabs = m_window->findChild<QTabWidget *>(u"visualizerTabs"_s);
        QuizPanel *quiz = m_window->quizPanel();
        const Question &first = m_window->session()->attempt().question(0);
        QVERIFY(first.scene && first.scene->view == SimulatorScene::View::UnitChain);
        m_window->simulatorPanel()->setLayers(7);
        tabs->setCurrentIndex(1);
        quiz->chooseOption(0);
        QCOMPARE(tabs->currentIndex(), 0);
        QCOMPARE(m_window->simulatorPanel()->layers(), first.scene->layers);
        QCOMPARE(m_window->simulatorPanel()->parameter(), first.scene->setting.spacing);
        quiz->goToQuestion(7);
        const Question &last = m_window->session()->attempt().question(7);
        QVERIFY(last.scene && last.scene->view == SimulatorScene::View::RealModel);
        quiz->chooseOption(0);
        QCOMPARE(tabs->currentIndex(), 1);
        QCOMPARE(m_window->realisticPanel()->model().name, last.scene->model);
        // Show me goes back there after the learner moved away.
        tabs->setCurrentIndex(0);
        QTest::mouseClick(quiz->findChild<QPushButton *>(u"showMeButton"_s), Qt::LeftButton);
        QCOMPARE(tabs->currentIndex(), 1);
    }

    // Issue 25: on a short screen a scene scrolls the control it moves and the chart it names into view, and the
    // controls and the readout stay pinned above the scroll area however far it is scrolled.
    void scenesBringWhatTheyMoveIntoView_data()
    {
        QTest::addColumn<int>("question");
        QTest::addColumn<QString>("moved");
        QTest::addColumn<QString>("chart");
        QTest::newRow("Q1 plays the step") << 0 << u"playbackSlider"_s << u"timelineChart"_s;
        QTest::newRow("Q3 sweeps k") << 2 << u"parameterSlider"_s << u"chartTabs"_s;
        QTest::newRow("Q4 shows the budget") << 3 << u"timelineChart"_s << u"timelineChart"_s;
        QTest::newRow("Q6 plays the backward pass") << 5 << u"playbackSlider"_s << u"timelineChart"_s;
    }
    void scenesBringWhatTheyMoveIntoView()
    {
        QFETCH(int, question);
        QFETCH(QString, moved);
        QFETCH(QString, chart);
        m_window->setWindowState(Qt::WindowNoState);
        m_window->resize(1024, 768);
        auto *scroll = m_window->findChild<QScrollArea *>(u"simulatorScroll"_s);
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0); // the panel is taller than the window
        const auto *readout = m_window->findChild<QLabel *>(u"readoutLabel"_s);
        QCOMPARE(readout->parentWidget()->parentWidget(), scroll); // in the pinned controls bar
        scroll->verticalScrollBar()->setValue(question == 2 ? scroll->verticalScrollBar()->maximum() : 0);
        const auto inView = [scroll](const QWidget *widget) { // in the viewport, or pinned above it
            const QRect shown
                = scroll->viewport()->isAncestorOf(widget) ? scroll->viewport()->geometry() : scroll->rect();
            return shown.contains(QRect(widget->mapTo(scroll, QPoint()), widget->size()));
        };

        QuizPanel *quiz = m_window->quizPanel();
        quiz->goToQuestion(question);
        quiz->chooseOption(0);
        QVERIFY2(inView(m_window->findChild<QWidget *>(moved)), qPrintable(moved));
        QVERIFY2(inView(m_window->findChild<QWidget *>(chart)), qPrintable(chart));
        QVERIFY(readout->isVisible());
        QVERIFY(readout->mapTo(scroll, QPoint(0, readout->height())).y() <= scroll->viewport()->geometry().top());
        QVERIFY(readout->text().startsWith(u"Peak"_s));
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QVERIFY(readout->isVisible());
        QCOMPARE(readout->parentWidget()->mapTo(scroll, QPoint()).y(), scroll->frameWidth());
        QCOMPARE(readout->parentWidget()->width(), scroll->viewport()->width()); // beside the scroll bar, not under it
    }

    // Issue 25: Q8's scene ends on an activations view where the change shows: the budget bars, in view, with the
    // activations of each recompute policy alone on their own scale (under 325 GiB of model state they were a sliver).
    void q8EndsOnTheActivationsOfEachPolicy()
    {
        m_window->setWindowState(Qt::WindowNoState);
        m_window->resize(1366, 768);
        QuizPanel *quiz = m_window->quizPanel();
        quiz->goToQuestion(7);
        RealisticPanel *panel = m_window->realisticPanel();
        panel->setSceneStepInterval(1);
        QSignalSpy finished(panel, &RealisticPanel::sceneFinished);
        quiz->chooseOption(0);
        QTRY_COMPARE(finished.size(), 1);
        auto *scroll = m_window->findChild<QScrollArea *>(u"realisticScroll"_s);
        MemoryBudgetBars *bars = panel->budgetBars();
        QVERIFY(scroll->viewport()->rect().contains(QRect(bars->mapTo(scroll->viewport(), QPoint()), bars->size())));
        QCOMPARE(bars->emphasis(), MemoryBudgetBars::Emphasis::Activations);
        QVERIFY(!bars->gpuMemoryLine()->isVisible());
        const QList<QBarSet *> sets = bars->sets();
        QStringList shown;
        for (int bar = 0; bar < bars->bars().size(); ++bar) {
            for (const QBarSet *set : sets)
                QCOMPARE(set->at(bar), set == sets.at(3) ? MemoryBudgetBars::toGiB(
                                           bars->bars().at(bar).figures.activationAndLogitsPeakBytes)
                                                         : 0.0);
            shown.append(u"%1 %2"_s.arg(bars->bars().at(bar).label).arg(sets.at(3)->at(bar), 0, 'f', 2));
        }
        // GPT-3 175B, t = 8 with sequence parallelism: selective recomputation keeps under a third of what storing
        // everything keeps; the model state (325.23 GiB) is not drawn, so the axis ends at 40 GiB, not 400.
        QCOMPARE(shown, (QStringList{u"none 32.18"_s, u"selective 9.80"_s, u"full 1.01"_s, u"k = 1 1.01"_s}));
        QCOMPARE(bars->memoryAxis()->max(), 40.0);
    }

    // Issue 24: a retry's 100 % and an exam's score are not joined to the immediate-feedback line.
    void historyChartKeepsModesApart()
    {
        QList<AttemptSummary> records;
        const auto finished = [this](AttemptOptions options, int seed) {
            QuizAttempt attempt(m_bank, quint32(seed), std::move(options));
            for (int q = 0; q < 8; ++q)
                (void)attempt.answer(q, 0);
            attempt.finish();
            return AttemptSummary::of(AttemptRecord::create(attempt, u"en"_s, QString()));
        };
        AttemptOptions exam;
        exam.exam = true;
        AttemptOptions retry;
        retry.retry = true;
        records << finished({}, 1) << finished(exam, 2) << finished(retry, 3) << finished({}, 4);
        HistoryDialog dialog(records, {}, u"en"_s);
        const QList<QAbstractSeries *> series = dialog.chartView()->chart()->series();
        QCOMPARE(series.size(), 6); // a line and its markers per mode
        QStringList names;
        for (QAbstractSeries *each : series) {
            if (qobject_cast<QLineSeries *>(each)) {
                names << each->name();
                QCOMPARE(static_cast<QXYSeries *>(each)->count(), each->name() == u"Immediate feedback"_s ? 2 : 1);
            }
        }
        QCOMPARE(names, (QStringList{u"Immediate feedback"_s, u"Exam"_s, u"Retry of missed questions"_s}));
        QVERIFY(dialog.chartView()->chart()->legend()->isVisible());
        QVERIFY(dialog.chartView()->accessibleDescription().contains(u"(Exam)"_s));
    }

    void historyListsAttemptsWithAScoreChart()
    {
        QuizAttempt done(m_bank, 3);
        for (int q = 0; q < 8; ++q)
            QVERIFY(done.answer(q, 0));
        QuizAttempt open(m_bank, 4);
        QVERIFY(open.answer(0, 0));
        const QList<AttemptSummary> records = {AttemptSummary::of(AttemptRecord::create(done, u"bn"_s, QString())),
                                               AttemptSummary::of(AttemptRecord::create(open, u"ko"_s, QString()))};
        HistoryDialog dialog(records, {u"broken.json could not be read"_s}, u"en"_s);
        QTableView *table = dialog.table();
        const QAbstractItemModel *rows = table->model();
        QCOMPARE(rows->rowCount(), 2);
        QCOMPARE(rows->index(1, 2).data().toString(), u"বাংলা"_s);
        QVERIFY(rows->index(1, 4).data().toString().contains(u"of 8 ("_s));
        QCOMPARE(rows->index(0, 4).data().toString(), u"unfinished: 1 of 8 answered"_s);
        QCOMPARE(rows->index(0, 5).data().toString(), u"not exported"_s);
        QVERIFY(dialog.findChild<QLabel *>(u"historyProblems"_s)->isVisibleTo(&dialog));
        QCOMPARE(dialog.chartView()->chart()->series().size(), 2);
        QCOMPARE(static_cast<QXYSeries *>(dialog.chartView()->chart()->series().at(0))->count(), 1); // finished only
        QVERIFY(!dialog.chartView()->accessibleDescription().isEmpty());
        QSignalSpy opened(&dialog, &HistoryDialog::openRequested);
        table->selectRow(1);
        QTest::mouseClick(dialog.findChild<QPushButton *>(u"historyOpen"_s), Qt::LeftButton);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), records.at(0).id);
    }

    // Every widget the keyboard can reach tells a screen reader what it is.
    void everyFocusableWidgetHasAnAccessibleName()
    {
        QStringList unnamed;
        for (QWidget *widget : m_window->findChildren<QWidget *>()) {
            if (widget->focusPolicy() == Qt::NoFocus || !widget->isVisibleTo(m_window.get())
                || qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
                continue; // a spin box's line edit: the spin box carries the name
            QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
            if (!accessible || accessible->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << u"%1 (%2 in %3)"_s.arg(
                    widget->objectName(), QString::fromLatin1(widget->metaObject()->className()),
                    widget->parentWidget()
                        ? widget->parentWidget()->objectName() + u":"_s
                              + QString::fromLatin1(widget->parentWidget()->metaObject()->className())
                        : QString());
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(u", "_s)));
    }

    // Help → About: the version, the licence, and each library the program uses with the version running, as plain
    // text; Help → About Qt is Qt's own box.
    void aboutNamesVersionLicenceAndLibraries()
    {
        auto *about = m_window->findChild<QAction *>(u"aboutAction"_s);
        auto *aboutQt = m_window->findChild<QAction *>(u"aboutQtAction"_s);
        QVERIFY(about && aboutQt);
        QCOMPARE(about->menuRole(), QAction::AboutRole);
        QCOMPARE(aboutQt->menuRole(), QAction::AboutQtRole);
        QCOMPARE(about->text(), u"&About Checkpoint Quiz"_s);
        const QString text = AboutBox::text();
        for (const QString &part :
             {u"Checkpoint Quiz " CQ_VERSION ""_s, u"(MIT)"_s, u"GPL-3.0-only"_s,
              u"Qt "_s + QString::fromLatin1(qVersion()), u"Qt Charts "_s, u"Pango 1."_s, u"Cairo 1."_s})
            QVERIFY2(text.contains(part), qPrintable(part + u" is not in: "_s + text));

        QString shown;
        Qt::TextFormat format = Qt::AutoText;
        QTimer::singleShot(0, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            shown = box->text();
            format = box->textFormat();
            box->accept();
        });
        about->trigger();
        QCOMPARE(shown, text);
        QCOMPARE(format, Qt::PlainText);
    }

    // A second start of the app (SingleInstance) brings the window back, also from the task bar.
    void bringToFrontRestoresAMinimizedWindow()
    {
        m_window->setWindowState(Qt::WindowMinimized);
        QVERIFY(m_window->windowState() & Qt::WindowMinimized);
        m_window->bringToFront();
        QVERIFY(!(m_window->windowState() & Qt::WindowMinimized));
        QVERIFY(m_window->isVisible());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
