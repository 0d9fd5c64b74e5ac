// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/quiz/questionbank.h"

#include <QObject>
#include <QString>

#include <memory>

class MainWindow;
class QLabel;
class QuizFiles;
class ReportExporter;
struct ReportSimulatorSection;

// The window tests' shared fixture (architecture-3 F15), as KeePassXC's GuiTestBase: each test function gets a fresh
// main window on the seed quiz, in English, shown, with the settings of the test's own HOME cleared and the "Start
// over?" questions answered by m_confirmAnswer. A test class derives from it and adds its private test slots; it may
// override the three set-up slots and call the base's.
class GuiTestBase : public QObject
{
    Q_OBJECT
public:
    GuiTestBase();
    ~GuiTestBase() override;

protected slots:
    virtual void initTestCase();
    virtual void init();
    virtual void cleanup();

protected:
    // A label of the window by object name; the test fails at once (qFatal) when there is none.
    QLabel *label(const QString &name) const;

    QuestionBank m_bank;
    std::unique_ptr<MainWindow> m_window;
    bool m_confirmAnswer = true;
};

// The window's work on Qt's thread pool (BackgroundTask) ends in a signal; these wait for it, so a test reads as the
// learner's steps in order.
namespace GuiTest {

// Opens `path` as File → Open Quiz… does; true when it replaced the quiz.
bool openQuiz(QuizFiles &files, const QString &path);
bool openQuiz(MainWindow &window, const QString &path);
// exportReport() to its end; true when the report was saved.
bool exportReport(ReportExporter &exporter, const ReportSimulatorSection &simulator);

} // namespace GuiTest
