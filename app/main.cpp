#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/windowcommand.h"
#include "core/i18n/language.h"
#include "core/quiz/questionbank.h"
#include "core/quiz/quizattempt.h"
#include "core/quiz/quizfile.h"
#include "ui/mainwindow.h"
#include "ui/startupprobe.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTextStream>

#include <csignal>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(u"CheckpointQuiz"_s);
    QCoreApplication::setApplicationName(u"checkpoint-quiz"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(CQ_VERSION));
}

// What QCoreApplication::arguments() would give, before there is one.
QStringList argumentsOf(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    return arguments;
}

int openWindow(int &argc, char *argv[], const QCommandLineParser &parser, const Command &window, QTextStream &err)
{
    QApplication app(argc, argv);
    setApplicationNames();
    // The application id (desktop entry, AppStream, icon). The names above stay: settings and attempts live there.
    QGuiApplication::setDesktopFileName(u"io.github.checkpointquiz.CheckpointQuiz"_s);

    const QString quiz = parser.isSet(u"quiz"_s) ? parser.value(u"quiz"_s) : Command::defaultQuiz();
    const Expected<QuestionBank> loaded = QuizFile::load(quiz); // JSON, GIFT, Aiken or Moodle XML
    if (!loaded) {
        window.fail(err, Command::IoError, loaded.error());
        // The message quotes the bank's content and path: never let them be read as rich text.
        QMessageBox box(QMessageBox::Critical, u"Checkpoint Quiz"_s, loaded.error(), QMessageBox::Ok);
        box.setTextFormat(Qt::PlainText);
        box.exec();
        return Command::IoError;
    }

    MainWindow mainWindow(*loaded, QuizAttempt::randomSeed());
    QString language = parser.value(u"lang"_s); // CommandLine has checked it
    if (language.isEmpty())
        language = MainWindow::savedLanguage();
    if (language.isEmpty())
        language = Language::forLocale(QLocale::system()).code;
    // --lang is for this run only; a choice in the Language menu is remembered.
    mainWindow.setLanguage(language, /*remember=*/false);
    mainWindow.show();
    StartupProbe::installIfRequested(&mainWindow); // only with CQ_STARTUP_PROBE=1 (scripts/startup-bench)
    mainWindow.enablePersistence(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    // Past a file size limit (ulimit -f) a write must fail with EFBIG, which SafeFileWriter reports and recovers
    // from, instead of the default SIGXFSZ killing the program mid-save.
    std::signal(SIGXFSZ, SIG_IGN);
    const WindowCommand window([&](const QCommandLineParser &parser, QTextStream &err) {
        return openWindow(argc, argv, parser, window, err);
    });
    const CommandRegistry commands(window);
    const CommandLine commandLine(argumentsOf(argc, argv), commands);
    // Help, version, usage errors and the subcommands need no display: a QCoreApplication is enough. The window
    // creates its QApplication itself, and only when it really opens.
    std::optional<QCoreApplication> app;
    if (!commandLine.opensWindow()) {
        app.emplace(argc, argv);
        setApplicationNames();
    }
    QTextStream out(stdout);
    QTextStream err(stderr);
    return commandLine.execute(out, err);
}
