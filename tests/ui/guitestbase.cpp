// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "guitestbase.h"

#include "ui/export/reportexporter.h"
#include "ui/mainwindow.h"
#include "ui/quizfiles.h"

#include <QCoreApplication>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Long enough for a worker on a loaded machine under the sanitizers; a test that waits this long has failed anyway.
constexpr int WaitMilliseconds = 60'000;

// The last emission's first argument when `call` makes `spy`'s signal, at once or later; false when it never comes.
template<typename Call>
bool waitFor(QSignalSpy &spy, Call call, int argument)
{
    call();
    if (spy.isEmpty() && !spy.wait(WaitMilliseconds))
        return false;
    return spy.last().at(argument).toBool();
}

} // namespace

GuiTestBase::GuiTestBase() = default;
GuiTestBase::~GuiTestBase() = default;

void GuiTestBase::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"CheckpointQuizTest"_s);
    QCoreApplication::setApplicationName(QString::fromLatin1(metaObject()->className()));
    const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(u":/quizzes/gradient-checkpointing.json"_s);
    QVERIFY2(bool(loaded), qPrintable(loaded.error()));
    m_bank = *loaded;
}

void GuiTestBase::init()
{
    QSettings().clear();
    m_confirmAnswer = true;
    m_window = std::make_unique<MainWindow>(m_bank, 0);
    m_window->setConfirmation([this](const QString &, const QString &) { return m_confirmAnswer; });
    m_window->setLanguage(u"en"_s, false);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void GuiTestBase::cleanup()
{
    m_window.reset();
}

QLabel *GuiTestBase::label(const QString &name) const
{
    auto *found = m_window->findChild<QLabel *>(name);
    if (!found)
        qFatal("no label %s", qPrintable(name));
    return found;
}

bool GuiTest::openQuiz(QuizFiles &files, const QString &path)
{
    QSignalSpy ended(&files, &QuizFiles::openEnded);
    return waitFor(
        ended, [&] { files.open(path); }, 1);
}

bool GuiTest::openQuiz(MainWindow &window, const QString &path)
{
    return openQuiz(*window.quizFiles(), path);
}

bool GuiTest::exportReport(ReportExporter &exporter, const ReportSimulatorSection &simulator)
{
    QSignalSpy ended(&exporter, &ReportExporter::exportEnded);
    return waitFor(
        ended, [&] { exporter.exportReport(simulator); }, 0);
}
