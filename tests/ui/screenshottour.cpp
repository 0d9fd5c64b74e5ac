// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/questionbank.h"
#include "ui/mainwindow.h"
#include "ui/quizpanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include <cstdio>

using namespace Qt::StringLiterals;

// Makes the README's and the AppStream metainfo's screenshots from the real window, so they can be made again after
// any change to the UI: scripts/screenshots runs it under Xvfb. Each picture is the window as a learner sees it after
// one step: the quiz with its first question answered beside the unit-chain simulator; the real-model tab with the
// Plan view in sight; the same first screen in Bengali and in Korean. Nothing of the learner's data is read or
// written (Qt's test mode for the standard folders, and no persistence).
namespace {

bool save(QWidget *window, const QDir &folder, const QString &name)
{
    QTest::qWait(400); // the charts' animations and the first layout passes settle
    const QString path = folder.filePath(name);
    if (!window->grab().save(path)) {
        std::fprintf(stderr, "screenshot-tour: cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

bool answerFirstQuestion(MainWindow &window, int option)
{
    auto *button = window.quizPanel()->findChild<QPushButton *>(u"option%1"_s.arg(option));
    if (!button)
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

std::unique_ptr<MainWindow> openWindow(const QuestionBank &bank, const QString &language, QSize size)
{
    auto window = std::make_unique<MainWindow>(bank, 7);
    window->setLanguage(language, false);
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    QTest::qWait(300); // the unit chain is built right after the first frame
    return window;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"CheckpointQuizScreenshots"_s);
    const QStringList arguments = QCoreApplication::arguments();
    const QDir folder(arguments.value(1, u"."_s));
    const QSize size(1440, 900);
    const Expected<QuestionBank> bank = QuestionBankLoader::fromFile(u":/quizzes/gradient-checkpointing.json"_s);
    if (!bank) {
        std::fprintf(stderr, "screenshot-tour: %s\n", qPrintable(bank.error()));
        return 1;
    }

    // 1. The quiz and the simulator, a wrong answer chosen: the feedback says why it is wrong.
    std::unique_ptr<MainWindow> window = openWindow(*bank, u"en"_s, size);
    if (!window || !answerFirstQuestion(*window, 1) || !save(window.get(), folder, u"quiz-and-simulator.png"_s))
        return 1;

    // 2. The real-model tab with Llama-3.1-8B and the Plan view.
    auto *tabs = window->findChild<QTabWidget *>(u"visualizerTabs"_s);
    auto *scroll = window->findChild<QScrollArea *>(u"realisticScroll"_s);
    if (!tabs || !scroll)
        return 1;
    tabs->setCurrentWidget(scroll);
    QTest::qWait(300);
    auto *model = window->findChild<QComboBox *>(u"modelCombo"_s);
    auto *plan = window->findChild<QWidget *>(u"planPanel"_s);
    if (!model || !plan)
        return 1;
    const int llama = model->findText(u"Llama-3.1-8B"_s, Qt::MatchStartsWith);
    if (llama >= 0)
        model->setCurrentIndex(llama);
    QTest::qWait(800); // the plan is made a moment after the last change
    scroll->ensureWidgetVisible(plan, 0, 0);
    if (!save(window.get(), folder, u"real-model-plan.png"_s))
        return 1;
    window.reset();

    // 3. The first screen in Bengali and in Korean.
    for (const QString &language : {u"bn"_s, u"ko"_s}) {
        window = openWindow(*bank, language, size);
        if (!window || !answerFirstQuestion(*window, 1)
            || !save(window.get(), folder, u"quiz-and-simulator-%1.png"_s.arg(language)))
            return 1;
        window.reset();
    }
    return 0;
}
