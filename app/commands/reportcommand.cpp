// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/reportcommand.h"

#include "core/i18n/language.h"
#include "core/io/safefilewriter.h"
#include "core/quiz/quizattempt.h"
#include "core/quiz/quizfile.h"
#include "core/report/reportfile.h"
#include "core/report/reportformat.h"
#include "core/report/scorereport.h"

#include <QCommandLineParser>
#include <QFile>
#include <QLocale>
#include <QTextStream>
#include <QUuid>

using namespace Qt::StringLiterals;

QString ReportCommand::name() const
{
    return u"report"_s;
}

QString ReportCommand::description() const
{
    return tr("Write a score report for answers given on paper, without opening a window.");
}

QList<QCommandLineOption> ReportCommand::options() const
{
    return {{u"answers"_s,
             tr("One answer per question, comma-separated: the option's number (1-based, in the quiz file's order) "
                "or - for no answer, e.g. 1,3,-,4."),
             u"LIST"_s},
            quizOption(),
            languageOption(),
            {u"name"_s, tr("The learner's name."), u"NAME"_s},
            {u"learner-id"_s, tr("The learner's e-mail address or ID number, for gradebooks."), u"ID"_s},
            {{u"o"_s, u"output"_s},
             tr("Where to write the report; %1 picks the format.").arg(ReportFormat::extensionList()),
             u"FILE"_s}};
}

QString ReportCommand::parseAnswers(const QString &list, QList<int> *answers)
{
    const QStringList words = list.split(u',');
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString word = words.at(i).trimmed();
        if (word == "-"_L1) {
            answers->append(0);
            continue;
        }
        bool ok = false;
        const int number = word.toInt(&ok);
        if (!ok || number < 1)
            return tr("Answer %1 is \"%2\": expected an option number (1, 2, ...) or - for no answer.")
                .arg(i + 1)
                .arg(quoted(word));
        answers->append(number);
    }
    return {};
}

QString ReportCommand::checkAnswers(const QuestionBank &bank, const QList<int> &answers)
{
    if (answers.size() != bank.questions.size())
        //: The count of answers (%1) picks the plural form.
        return tr("--answers has %1 answers but the quiz \"%2\" has %3 questions: give one per question.", nullptr,
                  int(answers.size()))
            .arg(QString::number(answers.size()), bank.id, QString::number(bank.questions.size()));
    for (int i = 0; i < answers.size(); ++i) {
        const int optionCount = int(bank.questions.at(i).options.size());
        if (answers.at(i) > optionCount)
            //: The count of options (%3) picks the plural form.
            return tr("Answer %1 is %2, but question %1 has only %3 options.", nullptr, optionCount)
                .arg(i + 1)
                .arg(answers.at(i))
                .arg(optionCount);
    }
    return {};
}

int ReportCommand::run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const
{
    const QString output = parser.value(u"output"_s);
    if (output.isEmpty())
        return fail(err, UsageError,
                    tr("Missing -o FILE: where to write the report (%1).").arg(ReportFormat::extensionList()));
    if (!ReportFormat::forPath(output))
        return fail(err, UsageError,
                    tr("Cannot tell the report format from \"%1\": use a name ending in %2.")
                        .arg(quoted(output), ReportFormat::extensionList()));
    if (!parser.isSet(u"answers"_s))
        return fail(err, UsageError, tr("Missing --answers: one option number or - per question, e.g. 1,3,-,4."));
    QList<int> answers; // syntax first, so a typo is reported before the quiz file is even read
    if (const QString error = parseAnswers(parser.value(u"answers"_s), &answers); !error.isEmpty())
        return fail(err, UsageError, error);

    const QString quizPath = parser.isSet(u"quiz"_s) ? parser.value(u"quiz"_s) : defaultQuiz();
    if (SafeFileWriter::isSameFile(output, quizPath))
        return fail(err, UsageError,
                    tr("-o names the quiz file \"%1\": choose another file for the report.").arg(quoted(output)));
    const Expected<QuestionBank> loaded = QuizFile::load(quizPath);
    if (!loaded)
        return fail(err, IoError, tr("Cannot read the quiz: %1").arg(loaded.error()));
    if (const QString error = checkAnswers(*loaded, answers); !error.isEmpty())
        return fail(err, UsageError, error);
    QuizAttempt attempt(*loaded); // seed 0: options in bank order, as the answer numbers are
    const QDateTime now = QDateTime::currentDateTimeUtc();
    attempt.setStartedAt(now);
    for (int i = 0; i < answers.size(); ++i) {
        if (answers.at(i) > 0) {
            // Each question is answered once here and the option was checked above: recording cannot fail.
            [[maybe_unused]] const bool recorded = attempt.answerWithBankOption(i, answers.at(i) - 1);
            Q_ASSERT(recorded);
        }
    }

    const QString language = parser.isSet(u"lang"_s) ? parser.value(u"lang"_s) : Language::english().code;
    ScoreReport report
        = ScoreReport::fromAttempt(attempt, language, parser.value(u"name"_s), ReportSimulatorSection(), now);
    report.mode = ScoreReport::Mode::Paper;
    report.learnerId = parser.value(u"learner-id"_s).trimmed();
    report.attemptId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    // Checked above for a clear usage message; passed on so the save itself can never replace the bank either.
    if (const Expected<void> saved
        = ReportFile::save(report, output, QLocale::system(), outputGuard(parser, {quizPath}));
        !saved)
        return fail(err, IoError, saved.error());
    out << tr("Report written to %1").arg(output) << Qt::endl;
    return Success;
}
