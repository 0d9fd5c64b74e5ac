// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/classcommand.h"

#include "core/classroom/classreportformat.h"
#include "core/classroom/classreportwriter.h"
#include "core/i18n/language.h"
#include "core/io/safefilewriter.h"
#include "core/quiz/quizfile.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

// The banks a class's reports may name by digest: the built-in quizzes, and those given with --bank.
Expected<QList<QuestionBank>> knownBanks(const QStringList &extra)
{
    QList<QuestionBank> banks = ClassResults::builtInBanks();
    for (const QString &path : extra) {
        const Expected<QuestionBank> bank = QuizFile::load(path);
        if (!bank)
            return Expected<QList<QuestionBank>>::failure(bank.error());
        banks.append(*bank);
    }
    return banks;
}

} // namespace

QString ClassCommand::name() const
{
    return u"class"_s;
}

QString ClassCommand::description() const
{
    return tr("Turn a class's JSON score reports into Moodle's quiz statistics, a response analysis and a gradebook.");
}

QList<QCommandLineOption> ClassCommand::options() const
{
    return {languageOption(),
            {u"attempt"_s, tr("Which attempt of a student counts: first (the default), best or last."), u"WHICH"_s},
            {u"quiz-version"_s,
             tr("The start of the quiz version (SHA-256) to show when the reports are of several versions; by "
                "default the version most reports are of."),
             u"SHA256"_s},
            {u"bank"_s, tr("A quiz file whose texts the class report shows (when its version matches the reports)."),
             u"FILE"_s},
            {{u"o"_s, u"output"_s},
             tr("Where to write the class report; %1 picks the format.").arg(ClassReportFormat::extensionList()),
             u"FILE"_s},
            {u"gradebook"_s, tr("Also write a gradebook CSV for Moodle's grade import."), u"FILE"_s}};
}

QString ClassCommand::argumentsSyntax() const
{
    return u"REPORT|FOLDER..."_s;
}

QString ClassCommand::helpDetails() const
{
    return tr("A folder stands for the .json files in it. Reports of a retry, edited after export, written by a newer "
              "version, exported twice, or of another version of the quiz are listed on standard error with the "
              "reason and left out; each student's first attempt counts unless --attempt says otherwise. Exit status "
              "1 when no report could be counted or a file cannot be written, 2 for wrong arguments.");
}

int ClassCommand::run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const
{
    const QStringList paths = parser.positionalArguments().mid(1);
    if (paths.isEmpty())
        return fail(err, UsageError, tr("Missing REPORT: name the students' JSON reports or a folder of them."));
    ClassResults::Options options;
    const QString which = parser.value(u"attempt"_s).trimmed().toLower();
    if (which == "best"_L1)
        options.which = ClassResults::Which::Best;
    else if (which == "last"_L1)
        options.which = ClassResults::Which::Last;
    else if (!which.isEmpty() && which != "first"_L1)
        return fail(err, UsageError, tr("--attempt is \"%1\": expected first, best or last.").arg(quoted(which)));
    options.quizVersion = parser.value(u"quiz-version"_s);
    options.language = parser.isSet(u"lang"_s) ? parser.value(u"lang"_s) : Language::english().code;
    const QString output = parser.value(u"output"_s);
    if (!output.isEmpty() && !ClassReportFormat::forPath(output))
        return fail(err, UsageError,
                    tr("-o names \"%1\": end it in %2.").arg(quoted(output), ClassReportFormat::extensionList()));
    const Expected<QList<QuestionBank>> banks = knownBanks(parser.values(u"bank"_s));
    if (!banks)
        return fail(err, IoError, tr("Cannot read the quiz: %1").arg(banks.error()));

    const QString gradebook = parser.value(u"gradebook"_s);
    if (!output.isEmpty() && !gradebook.isEmpty()
        && (QDir::cleanPath(QFileInfo(output).absoluteFilePath())
                == QDir::cleanPath(QFileInfo(gradebook).absoluteFilePath())
            || SafeFileWriter::isSameFile(output, gradebook)))
        return fail(err, UsageError,
                    tr("-o and --gradebook name the same file \"%1\": give each its own.").arg(quoted(output)));

    const QList<ClassResults::Input> inputs = ClassResults::read(paths);
    QStringList sources;
    for (const ClassResults::Input &input : inputs)
        sources.append(input.source);
    const SafeFileWriter::Options guard = outputGuard(parser, sources);
    const ClassResults results = ClassResults::collect(inputs, options, *banks);
    for (const ClassResults::LeftOut &each : results.leftOut)
        err << tr("%1: left out: %2").arg(each.source, each.reason) << '\n';
    if (results.students.isEmpty())
        return fail(err, IoError, tr("No report could be counted."));

    if (!output.isEmpty()) {
        const Expected<QByteArray> bytes = ClassReportFormat::writeFor(results, output, options.language);
        if (!bytes)
            return fail(err, IoError, tr("%1: %2").arg(output, bytes.error()));
        if (const Expected<void> saved = SafeFileWriter::write(output, *bytes, guard); !saved)
            return fail(err, IoError, saved.error());
    }
    if (parser.isSet(u"gradebook"_s)) {
        const ClassReportWriter::Gradebook book = ClassReportWriter::gradebook(results, options.language);
        for (const QString &student : book.leftOut)
            err << tr("%1: not in the gradebook: the report has no e-mail address or ID number of the kind the "
                      "others use")
                       .arg(student)
                << '\n';
        if (const Expected<void> saved = SafeFileWriter::write(gradebook, book.csv, guard); !saved)
            return fail(err, IoError, saved.error());
    }
    const ItemStatistics::Test &test = results.test;
    // Label: value pairs, so no count needs a plural form in any language.
    out << tr("Quiz: %1; students counted: %2; reports left out: %3; mean: %4%; CIC: %5")
               .arg(results.quizTitle)
               .arg(test.students)
               .arg(results.leftOut.size())
               .arg(QString::number(test.meanPercent, 'f', 2),
                    test.cic ? QString::number(*test.cic, 'f', 2) + u'%' : u"—"_s)
        << Qt::endl;
    return Success;
}
