#include "commands/reportcommand.h"

#include "core/i18n/language.h"
#include "core/quiz/quizattempt.h"
#include "core/report/reportfile.h"
#include "core/report/scorereport.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

int fail(QTextStream &err, int code, const QString &message)
{
    err << message << Qt::endl;
    return code;
}

} // namespace

QString ReportCommand::usage()
{
    return tr("Usage: checkpoint-quiz report --answers LIST [--quiz FILE] [--lang en|bn|ko] [--name NAME] -o FILE\n"
              "Writes a score report without opening a window.\n"
              "  --answers LIST  one answer per question, comma-separated: the option's number (1-based, in the\n"
              "                  quiz file's order) or - for no answer, e.g. 1,3,-,4\n"
              "  --quiz FILE     the question bank (default: the built-in quiz)\n"
              "  --lang LANG     the report's language: en, bn or ko (default: en)\n"
              "  --name NAME     the learner's name\n"
              "  -o FILE         where to write; .pdf, .html, .csv or .json picks the format\n"
              "Exit status: 0 written, 1 a file could not be read or written, 2 wrong arguments.");
}

int ReportCommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption answersOption(u"answers"_s, QString(), u"LIST"_s);
    const QCommandLineOption quizOption(u"quiz"_s, QString(), u"FILE"_s);
    const QCommandLineOption langOption(u"lang"_s, QString(), u"LANG"_s, u"en"_s);
    const QCommandLineOption nameOption(u"name"_s, QString(), u"NAME"_s);
    const QCommandLineOption outputOption(QStringList{u"o"_s, u"output"_s}, QString(), u"FILE"_s);
    const QCommandLineOption helpOption(QStringList{u"h"_s, u"help"_s});
    parser.addOptions({answersOption, quizOption, langOption, nameOption, outputOption, helpOption});

    if (!parser.parse(QStringList{u"report"_s} + arguments))
        return fail(err, UsageError, parser.errorText());
    if (parser.isSet(helpOption)) {
        out << usage() << Qt::endl;
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(err, UsageError,
                    tr("Unexpected argument \"%1\"; run \"checkpoint-quiz report --help\" for usage.")
                        .arg(parser.positionalArguments().constFirst()));
    for (const QCommandLineOption &single : {answersOption, quizOption, langOption, nameOption, outputOption}) {
        if (parser.values(single).size() > 1)
            return fail(err, UsageError, tr("--%1 is given more than once.").arg(single.names().constLast()));
    }

    const QString output = parser.value(outputOption);
    if (output.isEmpty())
        return fail(err, UsageError, tr("Missing -o FILE: where to write the report (.pdf, .html, .csv or .json)."));
    if (!ReportFile::formatForPath(output))
        return fail(err, UsageError,
                    tr("Cannot tell the report format from \"%1\": use a name ending in .pdf, .html, .csv or .json.")
                        .arg(output));
    const QString language = parser.value(langOption);
    if (!Language::isSupported(language))
        return fail(err, UsageError, tr("Unknown language \"%1\": use en, bn or ko.").arg(language));
    if (!parser.isSet(answersOption))
        return fail(err, UsageError, tr("Missing --answers: one option number or - per question, e.g. 1,3,-,4."));

    // Syntax first, so a typo is reported before the quiz file is even read.
    const QStringList words = parser.value(answersOption).split(u',');
    QList<int> answers; // 1-based, 0 for no answer
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString word = words.at(i).trimmed();
        if (word == "-"_L1) {
            answers.append(0);
            continue;
        }
        bool ok = false;
        const int number = word.toInt(&ok);
        if (!ok || number < 1)
            return fail(err, UsageError,
                        tr("Answer %1 is \"%2\": expected an option number (1, 2, ...) or - for no answer.")
                            .arg(i + 1)
                            .arg(word));
        answers.append(number);
    }

    const QString quizPath = parser.isSet(quizOption) ? parser.value(quizOption) : defaultQuiz();
    const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(quizPath);
    if (!loaded)
        return fail(err, FileError, tr("Cannot read the quiz: %1").arg(loaded.error()));
    const QuestionBank &bank = *loaded;
    if (answers.size() != bank.questions.size())
        return fail(err, UsageError,
                    tr("--answers has %1 answers but the quiz \"%2\" has %3 questions: give one per question.")
                        .arg(answers.size())
                        .arg(bank.id)
                        .arg(bank.questions.size()));

    QuizAttempt attempt(bank); // seed 0: options in bank order, as the answer numbers are
    const QDateTime now = QDateTime::currentDateTimeUtc();
    attempt.setStartedAt(now);
    for (int i = 0; i < answers.size(); ++i) {
        const int optionCount = int(bank.questions.at(i).options.size());
        if (answers.at(i) > optionCount)
            return fail(err, UsageError,
                        tr("Answer %1 is %2, but question %1 has only %3 options.")
                            .arg(i + 1)
                            .arg(answers.at(i))
                            .arg(optionCount));
        // Each question is answered at most once here and the option was checked above: recording cannot fail.
        if (answers.at(i) > 0 && !attempt.answerWithBankOption(i, answers.at(i) - 1))
            Q_UNREACHABLE();
    }

    const ScoreReport report
        = ScoreReport::fromAttempt(attempt, language, parser.value(nameOption), SimulatorSnapshot(), now);
    QString error;
    if (!ReportFile::save(report, output, &error))
        return fail(err, FileError, error);
    out << tr("Report written to %1").arg(output) << Qt::endl;
    return Success;
}
