// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/checkquizcommand.h"

#include "core/io/filebytes.h"
#include "core/quiz/bankchecker.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::StringLiterals;

QString CheckQuizCommand::name() const
{
    return u"check-quiz"_s;
}

QString CheckQuizCommand::description() const
{
    return tr("Check quiz files (JSON, GIFT, Aiken, Moodle XML) and list every problem, without opening a window.");
}

QList<QCommandLineOption> CheckQuizCommand::options() const
{
    return {languageOption()};
}

QString CheckQuizCommand::argumentsSyntax() const
{
    return u"FILE..."_s;
}

QString CheckQuizCommand::helpDetails() const
{
    return tr("Each problem is one line, FILE:LINE:COLUMN: error|warning: message (a JSON path instead of LINE:COLUMN "
              "for JSON banks). Warnings say where Moodle would read the file differently from what you probably "
              "meant. Exit status 1 when a file has an error or cannot be read, 0 otherwise.");
}

int CheckQuizCommand::run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const
{
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty())
        return fail(err, UsageError, tr("Missing FILE: name one or more quiz files to check."));
    qsizetype questions = 0;
    qsizetype errors = 0;
    qsizetype warnings = 0;
    for (const QString &path : files) {
        const Expected<QByteArray> bytes = FileBytes::read(path, {QuestionBankLoader::MaxFileSize});
        if (!bytes) {
            out << BankDiagnostic::error({}, bytes.error()).format(path) << '\n';
            ++errors;
            continue;
        }
        const BankImport checked = BankChecker::check(*bytes, path);
        for (const BankDiagnostic &diagnostic : checked.diagnostics) {
            out << diagnostic.format(path) << '\n';
            ++(diagnostic.isError() ? errors : warnings);
        }
        // A hostile file's millions of problems are counted, not printed.
        if (checked.omittedErrors > 0)
            out << BankDiagnostic::error({}, u"%1 more errors not shown"_s.arg(checked.omittedErrors)).format(path)
                << '\n';
        if (checked.omittedWarnings > 0)
            out << BankDiagnostic::warning({}, u"%1 more warnings not shown"_s.arg(checked.omittedWarnings))
                       .format(path)
                << '\n';
        errors += checked.omittedErrors;
        warnings += checked.omittedWarnings;
        questions += checked.bank.questions.size();
    }
    // Label: value pairs, so no count needs a plural form in any language.
    out << tr("Files checked: %1; playable questions: %2; errors: %3; warnings: %4")
               .arg(files.size())
               .arg(questions)
               .arg(errors)
               .arg(warnings)
        << Qt::endl;
    return errors > 0 ? IoError : Success;
}
