// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/windowstart.h"

#include "commands/command.h"
#include "commands/windowcommand.h"
#include "core/i18n/apptranslator.h"
#include "core/i18n/language.h"
#include "core/quiz/questionbank.h"
#include "core/quiz/quizattempt.h"
#include "core/quiz/quizfile.h"
#include "core/session/appidentity.h"
#include "core/session/attemptstore.h"
#include "core/session/session.h"
#include "desktop/singleinstance.h"
#include "ui/backgroundtask.h"
#include "ui/mainwindow.h"
#include "ui/quizfiles.h"
#include "ui/startupprobe.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTextStream>

#include <future>

using namespace Qt::StringLiterals;

namespace {

// The package's icon, built in: the desktop takes the menu's from the theme by the desktop entry's Icon=, and a
// theme lookup would cost several milliseconds for the same picture. Set once the first frame is on the screen:
// decoding its three sizes cost that frame 11 million instructions (callgrind), and until then the window manager
// shows the desktop entry's icon anyway. The window icon keeps its decoded sizes for the life of the process, and the
// 256-px one alone was 256 KiB of idle memory: title bars and task switchers scale the 128-px one, and the desktop
// entry's theme icon has every size.
void setWindowIcon()
{
    constexpr int LargestWindowIcon = 128;
    QIcon icon;
    for (const int size : {CQ_ICON_SIZES}) {
        if (size <= LargestWindowIcon)
            icon.addFile(u":/icons/%1-%2.png"_s.arg(AppIdentity::id()).arg(size));
    }
    QApplication::setWindowIcon(icon);
}

// The first start after an upgrade moves the attempts an earlier version kept as JSON files into the learner's
// database: seconds for a long history of large quizzes (30 attempts of a 10 MiB quiz: 24 s), so on a worker thread,
// with progress, while the window repaints. Cancel leaves the rest for the next start and the window saves as usual;
// the flag returned then tells the window's own store to leave them too.
const std::atomic_bool *moveEarlierAttempts(QWidget *window, const QString &directory, const QuestionBank &bank)
{
    static const std::atomic_bool leaveThem{true};
    if (!AttemptStore::hasLegacyImportPending(directory))
        return nullptr;
    bool finished = false;
    {
        // Before the window exists, nothing else can happen meanwhile: wait here, in a loop that keeps the progress
        // dialog and the single-instance socket answering.
        QEventLoop waiting;
        BackgroundTask task(window);
        task.start(
            QCoreApplication::translate("WindowStart", "Moving the attempts of an earlier version into the learner's "
                                                       "database…"),
            [directory, bank](const std::atomic_bool &cancelled) {
                Session mover(bank, 0); // the same work as the window's, in this thread: the import, then the reviews
                mover.enablePersistence(directory, &cancelled);
            },
            [&finished, &waiting](bool done) {
                finished = done;
                waiting.quit();
            });
        waiting.exec();
    } // waits for the worker, which stops at its next batch after Cancel and then lets the folder go
    return finished ? nullptr : &leaveThem;
}

} // namespace

int WindowStart::run(int &argc, char *argv[], const QCommandLineParser &parser, const Command &window, QTextStream &err)
{
    // The quiz is read (JSON, GIFT, Aiken or Moodle XML) while QApplication connects to the display, which is mostly
    // waiting: the reader needs no application object, and the two overlap on a second core. A second start that
    // hands its file over reads it for nothing, in a process about to exit.
    const QString file = WindowCommand::quizFile(parser);
    const QString quiz = file.isEmpty() ? Command::defaultQuiz() : file;
    std::future<Expected<QuizFile::Opened>> reading
        = std::async(std::launch::async, [quiz] { return QuizFile::open(quiz); });
    QApplication app(argc, argv);
    AppIdentity::apply();
    QGuiApplication::setDesktopFileName(AppIdentity::id());

    // A bank double-clicked while the app runs goes to the running window, and so does a plain second start.
    SingleInstance instance(QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation), AppIdentity::id());
    if (instance.start(file) == SingleInstance::Role::Forwarded)
        return Command::Success;
    const QStringList legacyFailures = AppIdentity::moveLegacyData(AppIdentity::legacyMoves());

    const Expected<QuizFile::Opened> loaded = reading.get();
    QString language = parser.value(u"lang"_s); // CommandLine has checked it
    if (language.isEmpty())
        language = MainWindow::savedLanguage();
    if (language.isEmpty())
        language = Language::forLocale(QLocale::system()).code;
    if (!loaded) {
        // Read while no translator was installed, the error is English: read again in the learner's language, which
        // costs a failed start nothing it would notice (language-3 F29).
        AppTranslator translator;
        translator.setLanguage(language);
        const QString error = QuizFile::open(quiz).error();
        window.fail(err, Command::IoError, error);
        // The message quotes the bank's content and path: never let them be read as rich text.
        QMessageBox box(QMessageBox::Critical, u"Checkpoint Quiz"_s, error, QMessageBox::Ok);
        box.setTextFormat(Qt::PlainText);
        box.exec();
        return Command::IoError;
    }

    MainWindow mainWindow(loaded->bank, QuizAttempt::randomSeed());
    if (loaded->options.isAssignment()) // a teacher's assignment starts as it was set
        mainWindow.session()->setBank(loaded->bank, loaded->options);
    // --lang is for this run only; a choice in the Language menu is remembered.
    mainWindow.setLanguage(language, /*remember=*/false);
    // Said once the window's language is set, so in that language; a launcher shows no terminal, and neither
    // problem loses anything (the old folders stay where they were; the window works on its own).
    for (const QString &problem : QStringList{instance.problem()} + legacyFailures)
        if (!problem.isEmpty())
            err << window.invocation() << ": " << problem << Qt::endl;
    mainWindow.show();
    // A file given at start says what it left out, as one opened from the menu does.
    mainWindow.quizFiles()->showImportNotice(QFileInfo(quiz).fileName(), loaded->bank.questions.size(), loaded->skipped,
                                             loaded->warnings);
    StartupProbe::installIfRequested(&mainWindow); // only with CQ_STARTUP_PROBE=1 (scripts/startup-bench)
    // The learner's database (and the question whether to resume an attempt) once the first frame is on the screen:
    // opening and checking it costs the first frame several milliseconds, and nothing can be answered before it.
    QObject::connect(&mainWindow, &MainWindow::firstFramePainted, &mainWindow, [&mainWindow] {
        setWindowIcon();
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        mainWindow.enablePersistence(data, moveEarlierAttempts(&mainWindow, data, mainWindow.session()->bank()));
    });
    QObject::connect(&instance, &SingleInstance::activationRequested, &mainWindow, &MainWindow::bringToFront);
    QObject::connect(&instance, &SingleInstance::openRequested, &mainWindow, [&mainWindow](const QString &path) {
        mainWindow.bringToFront();
        mainWindow.openQuiz(path);
    });
    return app.exec();
}
