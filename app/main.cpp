#include "commands/reportcommand.h"
#include "commands/simulatecommand.h"
#include "core/i18n/apptranslator.h"
#include "core/i18n/language.h"
#include "core/quiz/questionbank.h"
#include "core/quiz/quizattempt.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QMessageBox>
#include <QTextStream>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

const QString defaultBank = u":/quizzes/gradient-checkpointing.json"_s;

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(u"CheckpointQuiz"_s);
    QCoreApplication::setApplicationName(u"checkpoint-quiz"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(CQ_VERSION));
}

int runWindow(int argc, char *argv[])
{
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setDesktopFileName(u"checkpoint-quiz"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Learn gradient checkpointing.\n\nHeadless commands:\n"
        "  checkpoint-quiz simulate --layers N [--schedule uniform|pytorch|optimal|store-all] ...\n"
        "  checkpoint-quiz report --answers 1,3,... -o FILE [--quiz FILE] [--lang en|bn|ko] [--name NAME]"_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(u"lang"_s, u"Language: %1."_s.arg(Language::codeList()), u"language"_s);
    const QCommandLineOption quizOption(u"quiz"_s, u"Question bank (JSON) to open."_s, u"file"_s, defaultBank);
    parser.addOption(langOption);
    parser.addOption(quizOption);
    parser.process(app);

    QString language = parser.value(langOption);
    if (!language.isEmpty() && !Language::isSupported(language)) {
        std::fprintf(stderr, "checkpoint-quiz: unknown language \"%s\" (use %s)\n", qPrintable(language),
                     qPrintable(Language::codeList()));
        return 2;
    }

    const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(parser.value(quizOption));
    if (!loaded) {
        std::fprintf(stderr, "checkpoint-quiz: %s\n", qPrintable(loaded.error()));
        QMessageBox::critical(nullptr, u"Checkpoint Quiz"_s, loaded.error());
        return 1;
    }

    MainWindow window(*loaded, QuizAttempt::randomSeed());
    const bool fromCommandLine = !language.isEmpty();
    if (!fromCommandLine)
        language = MainWindow::savedLanguage();
    if (language.isEmpty())
        language = Language::forLocale(QLocale::system()).code;
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
    if (command == "simulate"_L1)
        return SimulateCommand::run(arguments, out, err);

    // Report labels and messages follow --lang; ReportCommand validates the value itself.
    AppTranslator translator;
    const qsizetype lang = arguments.indexOf(u"--lang"_s);
    translator.setLanguage(lang >= 0 && lang + 1 < arguments.size() ? arguments.at(lang + 1) : u"en"_s);
    return ReportCommand::run(arguments, out, err);
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc > 1 && (qstrcmp(argv[1], "simulate") == 0 || qstrcmp(argv[1], "report") == 0))
        return runCommand(argc, argv);
    return runWindow(argc, argv);
}
