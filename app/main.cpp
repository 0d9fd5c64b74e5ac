#include "i18n/apptranslator.h"
#include "mainwindow.h"
#include "quiz/questionbank.h"
#include "quiz/quizattempt.h"
#include "report/reportcommand.h"
#include "simulator/simulatecommand.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QMessageBox>
#include <QTextStream>

#include <cstdio>

namespace {

const QString defaultBank = QStringLiteral(":/quizzes/gradient-checkpointing.json");

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("CheckpointQuiz"));
    QCoreApplication::setApplicationName(QStringLiteral("checkpoint-quiz"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CQ_VERSION));
}

int runWindow(int argc, char *argv[])
{
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setDesktopFileName(QStringLiteral("checkpoint-quiz"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Learn gradient checkpointing.\n\nHeadless commands:\n"
        "  checkpoint-quiz simulate --layers N [--schedule uniform|pytorch|optimal|store-all] ...\n"
        "  checkpoint-quiz report --answers 1,3,... -o FILE [--quiz FILE] [--lang en|bn|ko] [--name NAME]"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"), QStringLiteral("Language: en, bn or ko."),
                                        QStringLiteral("language"));
    const QCommandLineOption quizOption(QStringLiteral("quiz"), QStringLiteral("Question bank (JSON) to open."),
                                        QStringLiteral("file"), defaultBank);
    parser.addOption(langOption);
    parser.addOption(quizOption);
    parser.process(app);

    QString language = parser.value(langOption);
    if (!language.isEmpty() && !supportedLanguages().contains(language)) {
        std::fprintf(stderr, "checkpoint-quiz: unknown language \"%s\" (use en, bn or ko)\n", qPrintable(language));
        return 2;
    }

    const QuestionBankLoader::Result loaded = QuestionBankLoader::fromFile(parser.value(quizOption));
    if (!loaded.bank) {
        std::fprintf(stderr, "checkpoint-quiz: %s\n", qPrintable(loaded.error));
        QMessageBox::critical(nullptr, QStringLiteral("Checkpoint Quiz"), loaded.error);
        return 1;
    }

    MainWindow window(*loaded.bank, QuizAttempt::randomSeed());
    const bool fromCommandLine = !language.isEmpty();
    if (!fromCommandLine)
        language = MainWindow::savedLanguage();
    if (language.isEmpty())
        language = AppTranslator::languageForLocale(QLocale::system());
    // --lang is for this run only; a choice in the Language menu is remembered.
    window.setLanguage(language, /*remember=*/false);
    window.show();
    return app.exec();
}

// `simulate` and `report` print or write their result and exit: no window, no display needed.
int runCommand(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    QStringList arguments = QCoreApplication::arguments().mid(1);
    const QString command = arguments.takeFirst();
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (command == QLatin1String("simulate"))
        return SimulateCommand::run(arguments, out, err);

    // Report labels and messages follow --lang; ReportCommand validates the value itself.
    AppTranslator translator;
    const qsizetype lang = arguments.indexOf(QStringLiteral("--lang"));
    translator.setLanguage(lang >= 0 && lang + 1 < arguments.size() ? arguments.at(lang + 1) : QStringLiteral("en"));
    return ReportCommand::run(arguments, out, err);
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc > 1 && (qstrcmp(argv[1], "simulate") == 0 || qstrcmp(argv[1], "report") == 0))
        return runCommand(argc, argv);
    return runWindow(argc, argv);
}
